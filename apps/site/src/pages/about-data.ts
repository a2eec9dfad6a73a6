import type { EolLine } from '@node-downloads/ui';
import type { ReleasesTableRelease } from './previous-releases-page';

/** Data the about pages are hydrated with. */
export type AboutPageData =
  | { kind: 'previous-releases'; releases: ReleasesTableRelease[] }
  | { kind: 'eol'; lines: EolLine[] };
