import type { UserConfig } from 'vitest/config';

/** The export condition that resolves workspace packages to their TypeScript sources. */
export declare const SOURCE_CONDITION: string;
/** The shared Vitest configuration, merged with a package's own. */
export declare function defineProjectConfig(config?: UserConfig): UserConfig;
