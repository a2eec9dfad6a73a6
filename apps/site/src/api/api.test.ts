import { DIST_BASE_URL } from '@node-downloads/release-core';
import { snapshot } from '../../test/snapshot';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { type AtomNode, checkAtom, textOf } from '../../test/atom';
import { testMessages } from '../../test/site-pages';
import { createI18n } from '../i18n/i18n';
import { loadSite } from '../site-data';
import { listDataFiles } from './data-files';
import { lineAdvisoriesPath, lineAuditsPath } from '../links';
import { feedLinks } from './feed-links';
import { buildOrigin, DEFAULT_SITE_ORIGIN, parseSiteOrigin, siteOrigin } from './origin';
import {
  API_LINES_PATH,
  API_RELEASES_PATH,
  API_SCHEMA_PATH,
  apiLinePath,
  CALENDAR_PATH,
  FEED_LIMIT,
  lineCalendarPath,
  lineFeedPath,
  lineSecurityFeedPath,
  RELEASES_FEED_PATH,
  VULNERABILITIES_FEED_PATH,
} from './paths';
import type { ApiLines } from './lines-api';
import type { ApiLine, ApiReleases } from './releases-api';

const site = loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: snapshot });
const origin = 'https://downloads.example.org';
const files = listDataFiles(site, { origin });
const byPath = new Map(files.map((file) => [file.path, file.content]));
const text = (path: string): string => {
  const content = byPath.get(path);
  if (content === undefined) {
    throw new Error(`no file ${path}`);
  }
  return content;
};
const releasesJson = JSON.parse(text(API_RELEASES_PATH)) as ApiReleases;
const englishI18n = createI18n('en', testMessages.en);
const english = (id: string, values?: Record<string, string>): string => englishI18n._(id, values);
const lineFiles = files.filter((file) => /^\/api\/v[\d.]+\.json$/.test(file.path));

function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addSchema(JSON.parse(text(API_SCHEMA_PATH)) as object);
  const schemaId = `${origin}${API_SCHEMA_PATH}`;
  return {
    releases: ajv.getSchema(schemaId)!,
    line: ajv.getSchema(`${schemaId}#/$defs/line`)!,
    lines: ajv.getSchema(`${schemaId}#/$defs/lines`)!,
  };
}

describe('the file list', () => {
  it('has releases.json, one file per release line, the schema, the feeds of all and of each line, the calendars, the download page\'s file of known vulnerabilities, the end-of-life dialog\'s file of advisories per line and the newest files\' channel versions, each at its own file', () => {
    expect(files.map((file) => file.path)).toEqual([
      API_RELEASES_PATH,
      ...site.releases.map((release) => apiLinePath(release.line)),
      API_LINES_PATH,
      API_SCHEMA_PATH,
      RELEASES_FEED_PATH,
      VULNERABILITIES_FEED_PATH,
      ...site.releases.flatMap((release) => [lineFeedPath(release.line), lineSecurityFeedPath(release.line)]),
      CALENDAR_PATH,
      ...site.releases.filter((release) => site.schedule[release.line] !== undefined).map((release) => lineCalendarPath(release.line)),
      ...site.releases.map((release) => lineAuditsPath(release.line)),
      ...site.releases.map((release) => lineAdvisoriesPath(release.line)),
      ...['lts', 'v26', 'v24', 'v22'].map((channel) => `/download/latest/${channel}.txt`),
    ]);
    expect(lineFiles).toHaveLength(36);
    expect(new Set(files.map((file) => file.file)).size).toBe(files.length);
    expect(files.every((file) => file.file === file.path.slice(1))).toBe(true);
    expect(lineFiles.map((file) => file.path)).toContain('/api/v0.12.json');
  });

  it('is the same for the same data: no build time inside', () => {
    expect(listDataFiles(site, { origin })).toEqual(files);
  });
});

describe('/api/lines.json', () => {
  const lines = JSON.parse(text(API_LINES_PATH)) as ApiLines;
  const line = (name: string) => lines.lines.find((entry) => entry.line === name)!;

  it('is small (at most 20 KB) and validates against the published schema', () => {
    expect(Buffer.byteLength(text(API_LINES_PATH))).toBeLessThanOrEqual(20 * 1024);
    const validate = validator();
    expect(validate.lines(lines), JSON.stringify(validate.lines.errors?.slice(0, 3))).toBe(true);
    expect(validate.lines({ ...lines, lines: [{ ...line('v26'), status: 'Alpha' }] })).toBe(false);
    expect(validate.lines({ ...lines, lines: [{ ...line('v26'), latest: { version: 'v26', date: '2026-10-28', page: '/x' } }] })).toBe(false);
  });

  it('says on 2026-11-22 that v27 is Pending in its alpha phase with no stable release, and v26 is the maintained LTS line', () => {
    expect(lines.$schema).toBe(`${origin}${API_SCHEMA_PATH}#/$defs/lines`);
    expect(lines.generatedAt).toBe('2026-11-22T00:00:00.000Z');
    expect(lines.statusesAsOf).toBe('2026-11-22');
    expect(lines.lines.map((entry) => entry.line).slice(0, 3)).toEqual(['v27', 'v26', 'v25']);
    expect(line('v27')).toEqual({
      line: 'v27',
      codename: null,
      status: 'Pending',
      alpha: true,
      schedule: { alpha: '2026-10-28', start: '2027-04-22', lts: '2027-10-20', maintenance: null, end: '2030-04-30' },
      lts: false,
      endOfLife: false,
      maintained: false,
      latest: null,
    });
    expect(line('v26')).toMatchObject({
      codename: 'Lithium',
      status: 'Active LTS',
      alpha: false,
      lts: true,
      endOfLife: false,
      maintained: true,
      latest: { version: 'v26.13.0', date: '2026-10-28', page: '/download/archive/v26.13.0' },
    });
    expect(line('v18')).toMatchObject({ status: 'End-of-life', lts: true, endOfLife: true, maintained: false });
    expect(line('v0.1')).toMatchObject({ schedule: { alpha: null, start: null, lts: null, maintenance: null, end: null }, endOfLife: true });
  });
});

describe('JSON API', () => {
  it('releases.json and every line file validate against the published schema', () => {
    const validate = validator();
    expect(validate.releases(releasesJson), JSON.stringify(validate.releases.errors?.slice(0, 3))).toBe(true);
    for (const file of lineFiles) {
      const line: unknown = JSON.parse(file.content);
      expect(validate.line(line), `${file.path}: ${JSON.stringify(validate.line.errors?.slice(0, 3))}`).toBe(true);
    }
  });

  it('the schema rejects what the API never writes', () => {
    const validate = validator();
    const v22 = structuredClone(releasesJson.lines.find((line) => line.line === 'v22')!);
    expect(validate.line({ ...v22, status: 'Supported' })).toBe(false);
    expect(validate.line({ ...v22, extra: true })).toBe(false);
    const badFile = { ...v22.releases[0]!.files[0]!, sha256: 'abc' };
    expect(validate.line({ ...v22, releases: [{ ...v22.releases[0]!, files: [badFile] }] })).toBe(false);
    expect(validate.line({ ...v22, schedule: { ...v22.schedule, end: '2027/04/30' } })).toBe(false);
  });

  it('each line file is exactly that line of releases.json', () => {
    for (const line of releasesJson.lines) {
      expect(JSON.parse(text(apiLinePath(line.line)))).toEqual(line);
    }
    expect(releasesJson.lines.map((line) => line.line)).toEqual(site.releases.map((release) => release.line));
    expect(releasesJson.$schema).toBe(`${origin}${API_SCHEMA_PATH}`);
    expect(releasesJson.statusesAsOf).toBe('2026-11-22');
    expect(releasesJson.dataAsOf).toBe(site.snapshotDate);
  });

  it('gives each line the advisories its details dialog shows, and each release its docs and changelog links', () => {
    const line = (name: string) => JSON.parse(text(apiLinePath(name))) as ApiLine;
    const v20 = line('v20');
    expect(v20.vulnerabilities).toHaveLength(site.vulnerabilities.get('v20')!.length);
    expect(v20.vulnerabilities.length).toBeGreaterThan(0);
    expect(v20.vulnerabilities[0]).toMatchObject({ cve: [expect.stringMatching(/^CVE-/)], severity: expect.stringMatching(/critical|high/) });
    const old = line('v0.4').releases.find((release) => release.version === 'v0.4.12')!;
    expect(old.docs).toBe('https://nodejs.org/docs/v0.4.12/api/');
    expect(old.page).toBe('/download/archive/v0.4.12');
    expect(line('v22').releases.find((release) => release.version === 'v22.12.0')!.changelog).toBe(
      'https://github.com/nodejs/node/releases/tag/v22.12.0',
    );
  });

  it('lists the advisories that affect each release, per system where they differ', () => {
    const line = (name: string) => JSON.parse(text(apiLinePath(name))) as ApiLine;
    const v20 = line('v20');
    const pinned = v20.releases.find((release) => release.version === 'v20.11.0')!;
    expect(pinned.vulnerabilities).toHaveLength(36);
    // The Windows-only spawn advisory, published twice, counts once and only on Windows.
    expect(pinned.vulnerabilities).toContain('141');
    expect(pinned.vulnerabilities).not.toContain('150');
    expect(pinned.vulnerabilitiesBySystem?.WIN).toContain('141');
    expect(pinned.vulnerabilitiesBySystem?.LINUX).not.toContain('141');
    expect(pinned.vulnerabilitiesBySystem?.LINUX).toHaveLength(31);
    // Every id names an advisory of the line.
    const lineIds = new Set(v20.vulnerabilities.map((vulnerability) => vulnerability.id));
    expect(pinned.vulnerabilities.filter((id) => !lineIds.has(id))).toEqual([]);
    const newest = line('v26').releases.find((release) => release.version === 'v26.13.0')!;
    expect(newest).toMatchObject({ vulnerabilities: [], vulnerabilitiesBySystem: null });
    // Same list on every system: no per-system copy.
    const v26early = line('v26').releases.find((release) => release.version === 'v26.3.0')!;
    expect(v26early.vulnerabilities).toContain('181');
    expect(v26early.vulnerabilitiesBySystem?.WIN).not.toContain('181');
  });

  it('lists v22.12.0 with its real linux-x64 .tar.xz URL and published SHA-256', () => {
    const v22 = releasesJson.lines.find((line) => line.line === 'v22') as ApiLine;
    const release = v22.releases.find((candidate) => candidate.version === 'v22.12.0')!;
    expect(release).toMatchObject({ date: '2024-12-02', lts: true, security: false, npm: '10.9.0', v8: '12.4.254.21' });
    const file = release.files.find((candidate) => candidate.name === 'node-v22.12.0-linux-x64.tar.xz')!;
    expect(file).toEqual({
      name: 'node-v22.12.0-linux-x64.tar.xz',
      kind: 'binary',
      os: 'LINUX',
      platform: 'x64',
      arch: 'x64',
      format: 'tar.xz',
      url: `${DIST_BASE_URL}v22.12.0/node-v22.12.0-linux-x64.tar.xz`,
      sha256: snapshot.shasums['v22.12.0']!['node-v22.12.0-linux-x64.tar.xz']!,
      derived: false,
    });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the line its schedule dates, status, newest release and stable folder', () => {
    const v22 = releasesJson.lines.find((line) => line.line === 'v22')!;
    expect(v22).toMatchObject({
      major: 22,
      codename: 'Jod',
      status: 'Maintenance LTS',
      lts: true,
      schedule: { start: '2024-04-24', lts: '2024-10-29', maintenance: '2025-10-21', end: '2027-04-30' },
      firstReleased: '2024-04-24',
      latest: { version: 'v22.23.2' },
      latestFolder: 'https://nodejs.org/dist/latest-v22.x/',
    });
    const v0 = releasesJson.lines.find((line) => line.line === 'v0.4')!;
    expect(v0.schedule).toEqual({ start: null, lts: null, maintenance: null, end: null });
    expect(v0.latestFolder).toBeNull();
    expect(releasesJson.lines.find((line) => line.line === 'v27')?.latestFolder).toBeNull();
    expect(releasesJson.lines.find((line) => line.line === 'v0.10')?.latestFolder).toBe('https://nodejs.org/dist/latest-v0.10.x/');
  });

  it('marks each release LTS or not as the dist index does', () => {
    const v22 = releasesJson.lines.find((line) => line.line === 'v22')!;
    expect(v22.releases.find((release) => release.version === 'v22.10.0')?.lts).toBe(false);
    expect(v22.releases.find((release) => release.version === 'v22.11.0')?.lts).toBe(true);
    const total = releasesJson.lines.reduce((sum, line) => sum + line.releases.length, 0);
    expect(total).toBe(snapshot.index.length);
  });
});

describe('Atom feeds', () => {
  it('the releases feed holds the newest releases, each linking to its release page', () => {
    const { feed, entries } = checkAtom(text(RELEASES_FEED_PATH));
    expect(entries).toHaveLength(FEED_LIMIT);
    expect(textOf(feed.id)).toBe(`${origin}${RELEASES_FEED_PATH}`);
    for (const entry of entries) {
      const alternate = (entry.link as AtomNode[]).find((link) => link['@rel'] === 'alternate')!;
      expect(alternate['@href']).toMatch(new RegExp(`^${origin}/blog/release/v\\d+\\.\\d+\\.\\d+`));
      expect(textOf(entry.id)).toBe(alternate['@href']);
    }
    expect(textOf(entries[0]!.updated)).toBe(`${site.snapshotDate}T00:00:00Z`);
  });

  it('the advisories feed links each advisory to its CVE record and dates it by its first fix', () => {
    const { entries } = checkAtom(text(VULNERABILITIES_FEED_PATH));
    expect(entries).toHaveLength(FEED_LIMIT);
    const newest = entries.find((entry) => textOf(entry.id).endsWith(':NSWG-COR-194'))!;
    expect(textOf(newest.id)).toBe('tag:downloads.example.org,2026:NSWG-COR-194');
    expect(textOf(newest.updated)).toBe('2026-07-29T00:00:00Z');
    expect(textOf(newest.title)).toMatch(/^CVE-2026-58045 \(medium\): /);
    const links = newest.link as AtomNode[];
    expect(links.find((link) => link['@rel'] === 'alternate')?.['@href']).toBe('https://www.cve.org/CVERecord?id=CVE-2026-58045');
    expect(links.map((link) => link['@href'])).toContain(`${origin}/about/eol`);
  });

  it('escapes text so the feed stays well-formed', () => {
    const tricky = {
      ...snapshot,
      advisories: [{ ...snapshot.advisories.at(-1)!, id: '999', description: 'a <b> & "c" \u0001 ]]>' }],
    };
    const files = listDataFiles(loadSite({ now: new Date('2026-11-22T00:00:00Z'), data: tricky }), { origin });
    const xml = files.find((file) => file.path === VULNERABILITIES_FEED_PATH)!.content;
    const { entries } = checkAtom(xml);
    expect(textOf(entries[0]!.title)).toContain('a <b> & "c"  ]]>');
  });
});

describe('site origin and feed links', () => {
  it('reads SITE_ORIGIN, defaulting to the public site', () => {
    expect(buildOrigin({})).toBe(DEFAULT_SITE_ORIGIN);
    expect(buildOrigin({ CI: 'false' })).toBe(DEFAULT_SITE_ORIGIN);
    expect(() => buildOrigin({ CI: 'true' })).toThrow(/^SITE_ORIGIN is not set, and CI is/);
    expect(() => buildOrigin({ CI: '1', SITE_ORIGIN: ' ' })).toThrow(/SITE_ORIGIN/);
    expect(buildOrigin({ CI: '1', SITE_ORIGIN: 'https://nodejs.org' })).toBe('https://nodejs.org');
    // Rendering a page under CI reads the origin without the build's demand.
    expect(siteOrigin({ CI: 'true' })).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin({ SITE_ORIGIN: ' https://mirror.example/ ' })).toBe('https://mirror.example');
    expect(parseSiteOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    for (const bad of ['nodejs.org', 'ftp://nodejs.org', 'https://nodejs.org/en', 'https://nodejs.org/?a=1']) {
      expect(() => parseSiteOrigin(bad), bad).toThrow(/SITE_ORIGIN/);
    }
  });

  it('announces the releases feed on home and release pages, the advisories feed on the end-of-life page', () => {
    expect(feedLinks('home', english).map((link) => link.href)).toEqual([RELEASES_FEED_PATH, VULNERABILITIES_FEED_PATH]);
    expect(feedLinks('blog', english).map((link) => link.href)).toEqual([RELEASES_FEED_PATH]);
    expect(feedLinks('eol', english).map((link) => link.href)).toEqual([VULNERABILITIES_FEED_PATH]);
    expect(feedLinks('not-found', english)).toEqual([]);
    expect(feedLinks('archive', english, 'v24')).toEqual([
      { href: RELEASES_FEED_PATH, title: 'Node.js releases' },
      { href: '/feed/v24.xml', title: 'Node.js v24 releases' },
      { href: '/feed/v24-security.xml', title: 'Node.js v24 security releases' },
    ]);
    expect(feedLinks('download', english, 'v0.12').map((link) => link.href)).toEqual([RELEASES_FEED_PATH, '/feed/v0.12.xml', '/feed/v0.12-security.xml']);
    expect(feedLinks('api', english).map((link) => link.title)).toEqual(['Node.js releases', 'Node.js security advisories']);
  });
});
