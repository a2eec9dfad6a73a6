// Type tests, checked by `tsc` (the typecheck script): the unions this package writes out must
// stay equal to release-core's vocabulary, so a change there fails the build here.
import type { OperatingSystem, Platform as CorePlatform, SelectionOs } from '@node-downloads/release-core';
import { expectTypeOf } from 'vitest';
import { type Client, type DetectedOs, detectClient, type Platform, platformFor } from './index';

expectTypeOf<DetectedOs>().toEqualTypeOf<OperatingSystem | 'OTHER'>();
expectTypeOf<DetectedOs>().toEqualTypeOf<Exclude<SelectionOs, 'LOADING'>>();
expectTypeOf<Platform>().toEqualTypeOf<CorePlatform>();

// A detected client feeds platformFor directly, and its result is a release-core platform.
expectTypeOf<Client>().toExtend<Parameters<typeof platformFor>[0]>();
expectTypeOf(platformFor).returns.toEqualTypeOf<CorePlatform | undefined>();
expectTypeOf(detectClient).returns.resolves.toEqualTypeOf<Client>();
