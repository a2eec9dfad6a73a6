import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { valueImportsOf } from '@node-downloads/test-config';
import { describe, expect, it } from 'vitest';

describe('imports of release-core', () => {
  it('are types only: the rules stay in release-core, this package renders or detects what it is given', async () => {
    // Vitest runs in the package's folder.
    const sources = path.join(process.cwd(), 'src');
    expect(await valueImportsOf(sources, '@node-downloads/release-core')).toEqual([]);
  });
});

const declarations = path.join(process.cwd(), 'dist/index.d.ts');

describe.runIf(existsSync(declarations))('the published declarations', () => {
  it('write out the OS and CPU unions they take from release-core, so they resolve without it', () => {
    const text = readFileSync(declarations, 'utf8');
    expect(text).not.toMatch(/from ['"]@node-downloads\/release-core['"]|from ['"]\.\/types-/);
    expect(text).toContain("type OperatingSystem = 'WIN' | 'MAC' | 'LINUX' | 'AIX';");
    expect(text).toMatch(/type DetectedOs = OperatingSystem \| 'OTHER';/);
  });
});
