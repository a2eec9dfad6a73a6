import { describe, expect, it } from 'vitest';
import { advisories, distIndex, schedule } from './data';
import { DataValidationError } from './errors';
import { buildReleases } from './releases';
import type { Vulnerability } from './types';
import { compareSeverity, SEVERITY_ORDER, severityCounts, splitVulnerabilities, toSeverity } from './severities';
import { distinctAdvisories, toVulnerability, vulnerabilitiesByLine, vulnerabilitiesForLine } from './vulnerabilities';

const ids = (list: readonly Vulnerability[]) => list.map((vulnerability) => vulnerability.id);

describe('severity order', () => {
  it('sorts most severe first and unknown last', () => {
    expect((['unknown', 'low', 'critical', 'medium', 'high'] as const).toSorted(compareSeverity)).toEqual([
      ...SEVERITY_ORDER,
    ]);
  });

  it('reads severities in any letter case and nothing else', () => {
    expect(toSeverity(' Critical')).toBe('critical');
    expect(toSeverity('moderate')).toBeUndefined();
    expect(toSeverity('')).toBeUndefined();
  });
});

describe('toVulnerability', () => {
  it('links the advisory announcement and keeps CVE ids, ranges and texts', () => {
    const record = advisories.find((advisory) => advisory.id === '194');
    expect(record).toBeDefined();
    const vulnerability = toVulnerability(record ?? advisories[0]!);
    expect(vulnerability).toMatchObject({
      id: '194',
      cve: ['CVE-2026-58045'],
      severity: 'medium',
      vulnerable: '22.x || 24.x || 26.x',
      patched: '^22.23.2 || ^24.18.1 || ^26.5.1',
      url: 'https://nodejs.org/en/blog/vulnerability/july-2026-security-releases',
    });
    expect(vulnerability.overview).toContain('node:zlib');
  });

  it('leaves the link out of an advisory that has no announcement', () => {
    const withoutRef = advisories.filter((advisory) => advisory.ref === undefined);
    expect(withoutRef).toHaveLength(8);
    for (const record of withoutRef) {
      expect(toVulnerability(record).url).toBeUndefined();
    }
  });

  it('refuses a hand-made record with a severity outside the order', () => {
    expect(() => toVulnerability({ id: '7', cve: [], vulnerable: '8.x', severity: 'severe' })).toThrow(
      DataValidationError,
    );
  });
});

describe('vulnerabilitiesForLine', () => {
  it('puts NSWG-COR-194 on v22, v24 and v26 only', () => {
    for (const line of ['v22', 'v24', 'v26']) {
      expect(ids(vulnerabilitiesForLine(advisories, line)), line).toContain('194');
    }
    for (const line of ['v20', 'v23', 'v25', 'v27', 'v0.12']) {
      expect(ids(vulnerabilitiesForLine(advisories, line)), line).not.toContain('194');
    }
  });

  it('keeps the v0.x lines apart: v0.12 has the two advisories naming it or every version up to 10', () => {
    expect(vulnerabilitiesForLine(advisories, 'v0.12').map((item) => `${item.id} ${item.severity}`)).toEqual([
      '8 critical',
      '54 high',
    ]);
    expect(ids(vulnerabilitiesForLine(advisories, 'v0.1'))).toEqual(['54']);
  });

  it('has nothing for the v27 alphas', () => {
    expect(vulnerabilitiesForLine(advisories, 'v27')).toEqual([]);
  });

  it('sorts most severe first, newest first within a severity', () => {
    const list = vulnerabilitiesForLine(advisories, 'v20');
    // 60 advisory records affect v20, CVE-2024-27980 among them twice: 59 vulnerabilities.
    expect(list).toHaveLength(59);
    for (const [index, vulnerability] of list.entries()) {
      const next = list[index + 1];
      if (next === undefined) {
        continue;
      }
      const order = compareSeverity(vulnerability.severity, next.severity);
      expect(order).toBeLessThanOrEqual(0);
      if (order === 0) {
        expect(Number(vulnerability.id)).toBeGreaterThan(Number(next.id));
      }
    }
  });
});

describe('vulnerabilitiesByLine', () => {
  const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22') });
  const byLine = vulnerabilitiesByLine(advisories, releases);

  it('has an entry for every line, empty when nothing affects it', () => {
    expect([...byLine.keys()]).toEqual(releases.map((release) => release.line));
    expect(byLine.get('v27')).toEqual([]);
  });

  it('gives the same lists as asking line by line', () => {
    for (const release of releases) {
      expect(byLine.get(release.line), release.line).toEqual(vulnerabilitiesForLine(advisories, release.line));
    }
    expect(byLine.get('v26')).toHaveLength(21);
  });
});

describe('splitVulnerabilities', () => {
  const v5 = vulnerabilitiesForLine(advisories, 'v5');

  it('splits off the unknown-severity ones and keeps their section closed when others exist', () => {
    const split = splitVulnerabilities(v5);
    expect(split.known).toHaveLength(24);
    expect(split.unknown).toHaveLength(7);
    expect(split.unknown.every((vulnerability) => vulnerability.severity === 'unknown')).toBe(true);
    expect(split.unknownOpen).toBe(false);
  });

  it('opens the unknown section only when every vulnerability is of unknown severity', () => {
    const onlyUnknown = v5.filter((vulnerability) => vulnerability.severity === 'unknown');
    expect(splitVulnerabilities(onlyUnknown)).toEqual({ known: [], unknown: onlyUnknown, unknownOpen: true });
    expect(splitVulnerabilities([]).unknownOpen).toBe(false);
  });
});

describe('severityCounts', () => {
  it('counts each present severity in order for the chips', () => {
    expect(severityCounts(vulnerabilitiesForLine(advisories, 'v9'))).toEqual([
      { severity: 'critical', count: 1 },
      { severity: 'high', count: 6 },
      { severity: 'medium', count: 1 },
      { severity: 'low', count: 1 },
    ]);
    expect(severityCounts(vulnerabilitiesForLine(advisories, 'v26'))).toEqual([
      { severity: 'high', count: 4 },
      { severity: 'medium', count: 10 },
      { severity: 'low', count: 7 },
    ]);
    expect(severityCounts([])).toEqual([]);
  });
});

describe('identical advisories', () => {
  it('count once: CVE-2024-27980, recorded twice (NSWG-COR-141 and 150), appears once for v18 with the first id', () => {
    const v18 = vulnerabilitiesForLine(advisories, 'v18').filter((vulnerability) => vulnerability.cve.includes('CVE-2024-27980'));
    expect(ids(v18)).toEqual(['141']);
    const cves = vulnerabilitiesForLine(advisories, 'v18').flatMap((vulnerability) => vulnerability.cve);
    expect(new Set(cves).size).toBe(cves.length);
  });

  it('keeps advisories that share a CVE but differ in anything else', () => {
    const [first] = advisories;
    const records = [first!, { ...first!, id: '9999' }, { ...first!, id: '10000', patched: '^99.0.0' }];
    expect(distinctAdvisories(records).map((record) => record.id)).toEqual([first!.id, '10000']);
    expect(distinctAdvisories(advisories)).toHaveLength(advisories.length - 1);
  });
});
