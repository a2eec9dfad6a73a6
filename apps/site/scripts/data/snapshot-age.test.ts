import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotAge } from './snapshot-age';

function folder(sources?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-age-'));
  if (sources !== undefined) {
    fs.writeFileSync(path.join(dir, 'dist-index.sources.json'), sources);
  }
  return dir;
}

describe('snapshotAge', () => {
  it('counts from the last refresh and warns past seven days', () => {
    const dir = folder(JSON.stringify({ refreshed: '2026-11-20T06:00:00.000Z' }));
    expect(snapshotAge(dir, '2026-11-16', new Date('2026-11-27T07:00:00Z'))).toMatchObject({ days: 7, stale: false });
    const old = snapshotAge(dir, '2026-11-16', new Date('2026-11-28T07:00:00Z'));
    expect(old).toMatchObject({ days: 8, stale: true });
    expect(old.message).toMatch(/^Warning: .* 8 days old \(refreshed 2026-11-20T06:00:00\.000Z\)/);
  });

  it('counts from the newest release when no refresh recorded its time', () => {
    expect(snapshotAge(folder('{"base":{}}'), '2026-11-16', new Date('2026-11-22T00:00:00Z'))).toMatchObject({
      days: 6,
      stale: false,
      message: 'Release data snapshot 6 days old (never refreshed, newest release of 2026-11-16).',
    });
    expect(snapshotAge(folder(), '2026-11-01', new Date('2026-11-22T00:00:00Z')).stale).toBe(true);
  });
});
