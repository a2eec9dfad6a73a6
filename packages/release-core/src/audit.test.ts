import Range from 'semver/classes/range.js';
import SemVer from 'semver/classes/semver.js';
import { describe, expect, it } from 'vitest';
import { AuditError, auditRelease, createAuditor, type ReleaseAudit } from './audit';
import { advisories, distIndex, schedule } from './data';
import { ReleaseCoreError } from './errors';
import { buildReleases } from './releases';
import type { AdvisoryRecord, OperatingSystem, Severity } from './types';

const SEVERITY_RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3, unknown: 4 };

const releases = buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22') });
const auditor = createAuditor({ releases, advisories });
const SYSTEMS = [undefined, 'WIN', 'MAC', 'LINUX', 'AIX'] as const;
// The advisories' own names, written out here rather than taken from the code under test.
const NAMES: Record<OperatingSystem, string> = { WIN: 'win32', MAC: 'darwin', LINUX: 'linux', AIX: 'aix' };

/** The rule of the issue, written independently: vulnerable range in, patched range out, on the advisory's systems. */
const ranges = new Map(advisories.map((advisory) => [advisory.id, { vulnerable: new Range(advisory.vulnerable), patched: advisory.patched === undefined ? undefined : new Range(advisory.patched) }]));
const inRanges = new Map<string, AdvisoryRecord[]>();
function expectedIds(version: string, os: OperatingSystem | undefined): string[] {
  let inRange = inRanges.get(version);
  if (inRange === undefined) {
    const parsed = new SemVer(version);
    inRange = advisories.filter((advisory) => {
      const { vulnerable, patched } = ranges.get(advisory.id)!;
      return vulnerable.test(parsed) && !(patched?.test(parsed) ?? false);
    });
    inRanges.set(version, inRange);
  }
  const affecting = inRange.filter((advisory) => {
    const environments = advisory.affectedEnvironments ?? ['all'];
    return os === undefined || environments.includes('all') || environments.includes(NAMES[os] as never);
  });
  // Identical advisories published twice count once: keep one per CVE list, ranges and systems.
  const seen = new Set<string>();
  return affecting
    .filter((advisory) => {
      const key = `${advisory.cve.join()}|${advisory.vulnerable}|${advisory.patched}|${advisory.affectedEnvironments?.join()}|${advisory.description}`;
      if (seen.has(key)) {
        return false;
      }
      seen.add(key);
      return true;
    })
    .map((advisory) => advisory.id)
    .toSorted();
}

const ids = (audit: ReleaseAudit) => audit.vulnerabilities.map((vulnerability) => vulnerability.id).toSorted();
const summary = (audit: ReleaseAudit) => Object.fromEntries(audit.counts.map(({ severity, count }) => [severity, count]));

describe('auditRelease against the rule, over every release of the data', () => {
  it('lists exactly the advisories the rule names, for every release and every system', () => {
    let checked = 0;
    for (const release of releases) {
      for (const minor of release.minorVersions) {
        for (const os of SYSTEMS) {
          const audit = auditor.audit(minor.versionWithPrefix, os);
          expect(ids(audit), `${minor.versionWithPrefix} on ${os ?? 'any system'}`).toEqual(expectedIds(minor.version, os));
          expect(audit.vulnerable).toBe(release.status === 'End-of-life' || audit.vulnerabilities.length > 0);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(distIndex.length * SYSTEMS.length);
  });

  it('names a release to move to for every vulnerable release but the one to move to itself, and it fixes what it should', () => {
    for (const release of releases) {
      for (const minor of release.minorVersions) {
        for (const os of SYSTEMS) {
          const audit = auditor.audit(minor.version, os);
          if (!audit.vulnerable) {
            expect(audit.upgrade).toBeUndefined();
            continue;
          }
          if (audit.upgrade === undefined) {
            expect(minor.versionWithPrefix).toBe('v26.13.0');
            continue;
          }
          const target = auditor.audit(audit.upgrade.version, os);
          if (audit.upgrade.kind === 'same-line') {
            expect(target.line).toBe(audit.line);
            expect(target.version).toBe(release.minorVersions.find((other) => !other.version.includes('-'))?.versionWithPrefix);
            const left = new Set(ids(target));
            expect(ids(audit).filter((id) => left.has(id))).toEqual([]);
          } else {
            expect(audit.upgrade.version).toBe('v26.13.0');
          }
        }
      }
    }
  });
});

describe('auditRelease on releases people pin', () => {
  it('v20.11.0: a Windows-only advisory counts on Windows and any system, not on Linux; the line is end-of-life', () => {
    const windows = auditRelease({ releases, advisories, version: 'v20.11.0', os: 'WIN' });
    const linux = auditRelease({ releases, advisories, version: '20.11.0', os: 'LINUX' });
    expect(summary(windows)).toEqual({ high: 15, medium: 14, low: 7 });
    expect(summary(linux)).toEqual({ high: 12, medium: 13, low: 6 });
    expect(windows.endOfLife).toBe(true);
    expect(windows.upgrade).toEqual({ version: 'v26.13.0', kind: 'lts' });
    const spawn = windows.vulnerabilities.find((vulnerability) => vulnerability.cve.includes('CVE-2024-27980'));
    expect(spawn).toMatchObject({ systems: ['WIN'], patchedIn: 'v20.12.2', severity: 'high' });
    expect(linux.vulnerabilities.some((vulnerability) => vulnerability.cve.includes('CVE-2024-27980'))).toBe(false);
  });

  it('counts the two identical advisories of CVE-2024-27980 once', () => {
    const audit = auditor.audit('v20.11.0', 'WIN');
    const spawn = audit.vulnerabilities.filter((vulnerability) => vulnerability.cve.includes('CVE-2024-27980'));
    expect(spawn.map((vulnerability) => [vulnerability.id, vulnerability.sameAs])).toEqual([['141', ['150']]]);
  });

  it('v22.12.0 on Linux: vulnerable, the newest v22 fixes all of it', () => {
    const audit = auditor.audit('v22.12.0', 'LINUX');
    expect(audit.endOfLife).toBe(false);
    expect(summary(audit)).toEqual({ high: 12, medium: 16, low: 9 });
    expect(audit.upgrade).toEqual({ version: 'v22.23.2', kind: 'same-line' });
  });

  it('lists the most severe first, then the newest', () => {
    const severities = auditor.audit('v20.11.0').vulnerabilities.map((vulnerability) => vulnerability.severity);
    expect(severities).toEqual(severities.toSorted((a, b) => ['critical', 'high', 'medium', 'low', 'unknown'].indexOf(a) - ['critical', 'high', 'medium', 'low', 'unknown'].indexOf(b)));
    expect(auditor.audit('v20.11.0').vulnerabilities[0]?.id).toBe('164');
  });

  it('v18.20.8: no advisory left, but its line is end-of-life, so it is vulnerable and moves to the newest LTS', () => {
    const audit = auditor.audit('v18.20.8', 'LINUX');
    expect(audit.vulnerabilities).toEqual([]);
    expect(audit).toMatchObject({ endOfLife: true, vulnerable: true, upgrade: { version: 'v26.13.0', kind: 'lts' } });
  });

  it('v26.13.0: nothing known, nothing to move to', () => {
    for (const os of SYSTEMS) {
      expect(auditor.audit('v26.13.0', os)).toMatchObject({ vulnerabilities: [], counts: [], vulnerable: false, endOfLife: false, upgrade: undefined });
    }
  });

  it('an advisory for systems the site has no downloads for only counts on the four it names', () => {
    const audit = auditor.audit('v26.3.0');
    expect(audit.vulnerabilities.find((vulnerability) => vulnerability.id === '181')?.systems).toEqual(['MAC', 'LINUX', 'AIX']);
    expect(auditor.audit('v26.3.0', 'WIN').vulnerabilities.some((vulnerability) => vulnerability.id === '181')).toBe(false);
  });

  it('when the newest release of a line still has an advisory, it points to the newest LTS instead', () => {
    const open: AdvisoryRecord = { id: '999', cve: ['CVE-2099-0001'], vulnerable: '24.x', severity: 'critical' };
    const audit = auditRelease({ releases, advisories: [...advisories, open], version: 'v24.1.0', os: 'LINUX' });
    expect(audit.vulnerabilities[0]).toMatchObject({ id: '999', patchedIn: undefined });
    expect(audit.upgrade).toEqual({ version: 'v26.13.0', kind: 'lts' });
  });
});

describe('which advisories a release fixes', () => {
  /** The rule written out again: the oldest stable release of the line inside `patched`, after a release of the line the advisory affected. */
  function expectedFixes(line: (typeof releases)[number]): Map<string, string[]> {
    const stable = line.minorVersions.filter((minor) => new SemVer(minor.version).prerelease.length === 0).toReversed();
    const fixes = new Map<string, string[]>();
    const seen = new Set<string>();
    for (const advisory of advisories.toSorted((a, b) => Number(a.id) - Number(b.id))) {
      const key = `${advisory.cve.join()}|${advisory.vulnerable}|${advisory.patched}|${advisory.affectedEnvironments?.join()}|${advisory.description}`;
      if (seen.has(key)) {
        continue;
      }
      seen.add(key);
      const { vulnerable, patched } = ranges.get(advisory.id)!;
      const first = patched === undefined ? -1 : stable.findIndex((minor) => patched.test(minor.version));
      if (first > 0 && stable.slice(0, first).some((minor) => vulnerable.test(minor.version))) {
        const version = stable[first]!.versionWithPrefix;
        fixes.set(version, [...(fixes.get(version) ?? []), advisory.id]);
      }
    }
    return fixes;
  }

  it('names, for every release of every line, the advisories it is the first of its line to fix', () => {
    let total = 0;
    for (const line of releases) {
      const expected = expectedFixes(line);
      for (const minor of line.minorVersions) {
        const ids = auditor.fixedBy(minor.version).map((vulnerability) => vulnerability.id);
        expect(ids.toSorted(), minor.versionWithPrefix).toEqual((expected.get(minor.versionWithPrefix) ?? []).toSorted());
        total += ids.length;
      }
    }
    expect(total).toBeGreaterThan(100);
  });

  it('v25.8.2 fixes the March 2026 advisories, v25.9.0 after it fixes none; each lists its fix as patchedIn', () => {
    const fixed = auditor.fixedBy('v25.8.2');
    expect(fixed.map((vulnerability) => vulnerability.id)).toEqual(expect.arrayContaining(['163', '164', '165', '166', '171']));
    expect(fixed.every((vulnerability) => vulnerability.patchedIn === 'v25.8.2')).toBe(true);
    expect(auditor.audit('v25.8.1').vulnerabilities.map((vulnerability) => vulnerability.id)).toEqual(expect.arrayContaining(fixed.map((vulnerability) => vulnerability.id)));
    expect(auditor.audit('v25.8.2').vulnerabilities.filter((vulnerability) => fixed.some((other) => other.id === vulnerability.id))).toEqual([]);
    expect(auditor.fixedBy('25.9.0')).toEqual([]);
    expect(auditor.fixedBy('v26.13.0')).toEqual([]);
  });

  it('lists the most severe first and refuses a release the data does not list', () => {
    const fixed = auditor.fixedBy('v20.12.2');
    expect(fixed.map((vulnerability) => vulnerability.severity)).toEqual(fixed.map((vulnerability) => vulnerability.severity).toSorted((a, b) => SEVERITY_RANK[a] - SEVERITY_RANK[b]));
    expect(() => auditor.fixedBy('v20.99.0')).toThrow(AuditError);
    expect(() => auditor.fixedBy(42 as never)).toThrow(ReleaseCoreError);
  });
});

describe('auditRelease refuses bad input with typed errors', () => {
  it('names an unknown version', () => {
    const attempt = () => auditor.audit('v20.99.0');
    expect(attempt).toThrow(AuditError);
    expect(attempt).toThrow(ReleaseCoreError);
    expect(attempt).toThrow('No release "v20.99.0" in the release data');
    try {
      attempt();
    } catch (error) {
      expect((error as AuditError).code).toBe('UNKNOWN_VERSION');
    }
  });

  it('names the advisory and the field of a range that does not parse', () => {
    const broken: AdvisoryRecord = { id: '777', cve: [], vulnerable: '20.x', patched: '^20.1.0 ||| banana', severity: 'low' };
    expect(() => createAuditor({ releases, advisories: [broken] })).toThrow(
      'Advisory NSWG-COR-777: patched: "^20.1.0 ||| banana" is not a semver range',
    );
    expect(() => createAuditor({ releases, advisories: [{ ...broken, vulnerable: 'twenty' }] })).toThrow(/NSWG-COR-777: vulnerable/);
  });
});
