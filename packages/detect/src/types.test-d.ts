// Type tests, checked by `tsc` (the typecheck script): what detect gives feeds release-core.
import type { Platform as CorePlatform } from '@node-downloads/release-core';
import { expectTypeOf } from 'vitest';
import { type Client, detectClient, platformFor } from './index';

// A detected client feeds platformFor directly, and its result is a release-core platform.
expectTypeOf<Client>().toExtend<Parameters<typeof platformFor>[0]>();
expectTypeOf(platformFor).returns.toEqualTypeOf<CorePlatform | undefined>();
expectTypeOf(detectClient).returns.resolves.toEqualTypeOf<Client>();
