import { expectTypeOf, test } from 'vitest';
import type {
  LineRelease,
  LineReleaseMatch,
  MinorRelease,
  MinorReleaseMatch,
  Release,
  ReleaseLine,
  SelectableLineRelease,
  SelectableMinorRelease,
  SelectableRelease,
  SelectableReleaseLine,
} from './index';

// The names before `ReleaseLine` and `LineRelease` stay exported, as the same types, until the next
// major version: code written against them keeps compiling.
test('Release is ReleaseLine', () => {
  expectTypeOf<Release>().toEqualTypeOf<ReleaseLine>();
});

test('MinorRelease is LineRelease', () => {
  expectTypeOf<MinorRelease>().toEqualTypeOf<LineRelease>();
});

test('SelectableRelease is SelectableReleaseLine', () => {
  expectTypeOf<SelectableRelease>().toEqualTypeOf<SelectableReleaseLine>();
});

test('SelectableMinorRelease is SelectableLineRelease', () => {
  expectTypeOf<SelectableMinorRelease>().toEqualTypeOf<SelectableLineRelease>();
});

test('MinorReleaseMatch is LineReleaseMatch, with its default and with a narrower line', () => {
  expectTypeOf<MinorReleaseMatch>().toEqualTypeOf<LineReleaseMatch>();
  expectTypeOf<MinorReleaseMatch<SelectableReleaseLine>>().toEqualTypeOf<LineReleaseMatch<SelectableReleaseLine>>();
});
