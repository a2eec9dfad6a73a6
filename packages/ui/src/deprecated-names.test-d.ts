import { expectTypeOf, test } from 'vitest';
import type { ReleaseDetailsLine, ReleaseDetailsRelease, VersionPickerLine, VersionPickerRelease } from './index';

// The names before `VersionPickerLine` and `ReleaseDetailsLine` stay exported, as the same types,
// until the next major version: code written against them keeps compiling.
test('VersionPickerRelease is VersionPickerLine', () => {
  expectTypeOf<VersionPickerRelease>().toEqualTypeOf<VersionPickerLine>();
});

test('ReleaseDetailsRelease is ReleaseDetailsLine', () => {
  expectTypeOf<ReleaseDetailsRelease>().toEqualTypeOf<ReleaseDetailsLine>();
});
