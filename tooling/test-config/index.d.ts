import type { UserConfig } from 'vitest/config';

/** The export condition that resolves workspace packages to their TypeScript sources. */
export declare const SOURCE_CONDITION: string;
/** The shared Vitest configuration, merged with a package's own. */
export declare function defineProjectConfig(config?: UserConfig): UserConfig;
/**
 * Statements in the shipped sources under `directory` (tests, stories, benchmarks and fixtures
 * skipped) that import code, not only types, from `specifier` or its subpaths: `file:line: text`.
 */
export declare function valueImportsOf(directory: string, specifier: string): Promise<string[]>;
