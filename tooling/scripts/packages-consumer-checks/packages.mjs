// The packages the consumer checks install, the versions installed beside them and their size
// budgets, shared by every check of tooling/scripts/packages-consumer.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURES = path.join(ROOT, 'tooling/packages-consumer');

/** The packages under test: folder under packages/ → package name. */
export const PACKAGES = {
  'release-core': '@node-downloads/release-core',
  'release-shasums': '@node-downloads/release-shasums',
  detect: '@node-downloads/detect',
  ui: '@node-downloads/ui',
};

/** Versions installed next to the tarballs (the ones the workspace builds with). */
export const REGISTRY = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  typescript: '6.0.3',
  vite: '8.3.8',
};

export const KB = 1000;
export const MB = 1000 * KB;
/**
 * Size budgets in bytes. The published checksum lists are 22,843 SHA-256 digests, 731 KB of data
 * no compression can shrink (about 0.92 MB packed as JSON): they are release-shasums, installed by
 * those who need them, so release-core (the index, schedule, advisories and the library, about
 * 0.27 MB packed) keeps the 800 KB. ui's 72 KB makes room for the mark sprite shipped as a
 * static file (marks.svg, about 4 KB packed) beside the module MarkSprite renders it from, its
 * drawn system and partner marks and its token scale (66.7 KB packed with them); 72 KB since the
 * advisory-markdown entry, the advisory tree check and prepareSelect (68.7 KB packed with them).
 */
export const BUDGETS = {
  'release-core': { tarball: 800 * KB, installed: 3.5 * MB },
  'release-shasums': { tarball: 1000 * KB, installed: 2.3 * MB },
  detect: { tarball: 10 * KB, installed: 50 * KB },
  ui: { tarball: 72 * KB, installed: 250 * KB },
};

/** `node-release url` of a file only the published checksum lists name (no dist index token). */
export const V0_12_MSI = ['url', 'v0.12.18', '--os', 'win', '--platform', 'x64', '--kind', 'installer'];


export function format(bytes) {
  return bytes >= MB ? `${(bytes / MB).toFixed(2)} MB` : `${(bytes / KB).toFixed(1)} KB`;
}
