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
