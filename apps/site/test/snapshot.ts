/** The committed snapshot as a whole `ReleaseSnapshot`: release-core's `/data` with the checksum lists of `@node-downloads/release-shasums`. */
import type { ReleaseSnapshot } from '@node-downloads/release-core';
import { snapshot as embedded } from '@node-downloads/release-core/data';
import { shasums } from '@node-downloads/release-shasums';

export const snapshot: ReleaseSnapshot = { ...embedded, shasums };
