import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDocsProblems, entryPointsOf, generate } from './api-docs.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
const copy = mkdtempSync(join(tmpdir(), 'api-docs-test-'));

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

describe('the API reference', () => {
  it('documents every exports entry with types, named as users import it', () => {
    expect(entryPointsOf(join(ROOT, 'packages/release-core')).map((entry) => entry.name)).toEqual([
      '@node-downloads/release-core',
      '@node-downloads/release-core/data',
      '@node-downloads/release-core/data/dist-index',
      '@node-downloads/release-core/data/schedule',
      '@node-downloads/release-core/node',
    ]);
    // `./styles.css` and `./marks.svg` have no types; `./package.json` is no module.
    expect(entryPointsOf(join(ROOT, 'packages/ui')).map((entry) => entry.name)).toEqual(['@node-downloads/ui', '@node-downloads/ui/marks', '@node-downloads/ui/advisory-markdown']);
  });

  it('names each file of a reference that is edited by hand, missing or stale', async () => {
    await generate(copy);
    const edited = join(copy, 'release-core/functions/resolveVersion.md');
    writeFileSync(edited, `${readFileSync(edited, 'utf8')}\nA line written by hand.\n`);
    unlinkSync(join(copy, 'detect/functions/detectOS.md'));
    writeFileSync(join(copy, 'ui/functions/Removed.md'), '# Removed\n');
    expect(await apiDocsProblems(copy)).toEqual([
      'docs/api/detect/functions/detectOS.md: missing',
      "docs/api/release-core/functions/resolveVersion.md: differs from what the packages' TSDoc comments generate",
      'docs/api/ui/functions/Removed.md: no longer generated (stale)',
    ]);
  });
});
