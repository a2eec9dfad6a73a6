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
/**
 * Values of the wrong type or shape, labelled, for the packages' argument-check tests (each adds
 * the values only it refuses).
 */
export declare const WRONG_VALUES: readonly (readonly [label: string, value: unknown])[];
