import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { CONTROL_ROWS, controlPage, describeFloor, judgesTimedLimits, measureFloorAlone } from './machine-floor';

type Node = DefaultTreeAdapterMap['node'];

function elements(node: Node): string[] {
  const own = 'tagName' in node ? [node.tagName] : [];
  const children = 'childNodes' in node ? node.childNodes.flatMap((child) => elements(child)) : [];
  return [...own, ...children];
}

describe('the control page a slow machine is recognised by', () => {
  it('runs no script and is about the size of an archive page (some 1,400 elements), the same every time', () => {
    const html = controlPage();
    const tags = elements(parse(html));
    expect(tags).not.toContain('script');
    expect(html).not.toMatch(/\son\w+=/);
    expect(tags.filter((tag) => tag === 'tr')).toHaveLength(CONTROL_ROWS + 1);
    expect(tags.length).toBeGreaterThan(1_300);
    expect(tags.length).toBeLessThan(1_600);
    expect(controlPage()).toBe(html);
  });

  it('lets a machine judge timed limits only while the control page blocks at most half the limit', () => {
    expect(judgesTimedLimits({ tbt: 0, runs: [0, 0, 0] }, 50)).toBe(true);
    expect(judgesTimedLimits({ tbt: 25, runs: [25] }, 50)).toBe(true);
    expect(judgesTimedLimits({ tbt: 25.5, runs: [25.5] }, 50)).toBe(false);
    // A median under half the limit with one run over the limit itself: the machine's speed moved.
    expect(judgesTimedLimits({ tbt: 25, runs: [25, 115, 4] }, 50)).toBe(false);
    expect(describeFloor({ tbt: 25, runs: [25, 115, 4] }, 50)).toBe(
      'a control page with no script measured 25 ms of blocking time on this machine (median of 3: 25, 115, 4 ms), one run over the 50 ms limit (a machine whose speed moved)',
    );
    expect(describeFloor({ tbt: 180, runs: [162, 180, 440] }, 50)).toBe(
      'a control page with no script measured 180 ms of blocking time on this machine (median of 3: 162, 180, 440 ms), more than half the 50 ms limit',
    );
  });

  it('is measured in Chromium and leaves no folder behind', async () => {
    // A temporary folder of the test's own, so another check measuring its floor at the same time
    // cannot change the count.
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-test-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = own;
    try {
      const floor = await measureFloorAlone(1);
      expect(floor.runs).toHaveLength(1);
      expect(Number.isFinite(floor.tbt)).toBe(true);
      expect(floor.tbt).toBeGreaterThanOrEqual(0);
      expect(fs.readdirSync(own).filter((name) => name.startsWith('control-page-'))).toEqual([]);
    } finally {
      if (previous === undefined) {
        delete process.env.TMPDIR;
      } else {
        process.env.TMPDIR = previous;
      }
      fs.rmSync(own, { recursive: true, force: true });
    }
  }, 120_000);
});
