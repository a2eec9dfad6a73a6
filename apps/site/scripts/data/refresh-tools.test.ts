import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FetchFunction } from '@node-downloads/release-core/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshToolVersions, TOOLS_FILE } from './refresh-tools';

const SOURCE = 'https://api.github.com/repos/nvm-sh/nvm/releases/latest';
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tools-'));
  fs.writeFileSync(path.join(dataDir, TOOLS_FILE), JSON.stringify({ nvm: { version: '0.40.3', source: SOURCE } }));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const answering =
  (status: number, body: string): FetchFunction =>
  async () => ({ ok: status < 400, status, text: async () => body });
const written = () => JSON.parse(fs.readFileSync(path.join(dataDir, TOOLS_FILE), 'utf8')) as Record<string, { version: string; source: string }>;

describe('refreshToolVersions', () => {
  it('writes the newest version its source names, keeping the source', async () => {
    const results = await refreshToolVersions({ fetch: answering(200, JSON.stringify({ tag_name: 'v0.40.4' })), dataDir });
    expect(results).toEqual([{ tool: 'nvm', source: SOURCE, outcome: 'updated', version: '0.40.4', previous: '0.40.3' }]);
    expect(written()).toEqual({ nvm: { version: '0.40.4', source: SOURCE } });
  });

  it('keeps the previous version when the source names something that is not a version, saying so', async () => {
    const results = await refreshToolVersions({ fetch: answering(200, JSON.stringify({ tag_name: 'nightly' })), dataDir });
    expect(results).toEqual([
      { tool: 'nvm', source: SOURCE, outcome: 'kept', version: '0.40.3', why: 'named "nightly" as the newest release, which is not a version' },
    ]);
    expect(written().nvm?.version).toBe('0.40.3');
  });

  it('keeps the previous version when the source fails or is not JSON', async () => {
    const failed = await refreshToolVersions({ fetch: answering(403, 'rate limited'), dataDir });
    expect(failed[0]).toMatchObject({ outcome: 'kept', version: '0.40.3', why: 'answered HTTP 403' });
    const garbled = await refreshToolVersions({ fetch: answering(200, '<html>'), dataDir });
    expect(garbled[0]).toMatchObject({ outcome: 'kept', version: '0.40.3' });
    expect(garbled[0] && 'why' in garbled[0] ? garbled[0].why : '').toMatch(/^could not be read/);
    expect(written().nvm?.version).toBe('0.40.3');
  });
});
