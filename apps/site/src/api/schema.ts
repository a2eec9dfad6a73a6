/**
 * JSON Schema (draft 2020-12) of the API, published at `/api/schema.json`. The document itself
 * describes `/api/releases.json`; `#/$defs/line` describes each `/api/v{major}.json` and
 * `#/$defs/lines` describes `/api/lines.json`.
 * Kept in step with the types of `releases-api.ts`; the tests validate every generated file.
 */
import { RELEASE_STATUSES } from '@node-downloads/release-core';
import { API_SCHEMA_PATH } from './paths';

const day = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const nullableDay = { anyOf: [day, { type: 'null' }] } as const;
const nullableString = { type: ['string', 'null'] } as const;
const advisoryIds = { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^\\d+$' } } as const;
const version = { type: 'string', pattern: '^v\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?$' } as const;

/** The schema document, with its `$id` at the site's origin. */
export function apiSchema(origin: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${origin}${API_SCHEMA_PATH}`,
    title: 'Node.js releases',
    description:
      'Every release line of Node.js with every release and its files (/api/releases.json). Each /api/v{major}.json file is one line: see #/$defs/line.',
    type: 'object',
    required: ['$schema', 'statusesAsOf', 'dataAsOf', 'lines'],
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', format: 'uri' },
      statusesAsOf: { ...day, description: 'The day release statuses are computed at: the day the site was built.' },
      dataAsOf: { ...day, description: 'The day the release data is current to.' },
      lines: { type: 'array', items: { $ref: '#/$defs/line' }, description: 'Every release line, newest first.' },
    },
    $defs: {
      lines: {
        type: 'object',
        description: 'The lifecycle of every release line at the build date (/api/lines.json), newest line first.',
        required: ['$schema', 'generatedAt', 'statusesAsOf', 'lines'],
        additionalProperties: false,
        properties: {
          $schema: { type: 'string', format: 'uri' },
          generatedAt: { type: 'string', format: 'date-time', description: 'When the site was built (statuses are computed at this moment).' },
          statusesAsOf: { ...day, description: 'The day release statuses are computed at: the day the site was built.' },
          lines: { type: 'array', items: { $ref: '#/$defs/lifecycle' }, description: 'Every release line, newest first; scheduled lines with no release yet included.' },
        },
      },
      lifecycle: {
        type: 'object',
        description: 'One release line in /api/lines.json.',
        required: ['line', 'codename', 'status', 'alpha', 'schedule', 'lts', 'endOfLife', 'maintained', 'latest'],
        additionalProperties: false,
        properties: {
          line: { type: 'string', pattern: '^v\\d+(?:\\.\\d+)?$', description: 'The line as the release schedule names it: v22, v0.12.' },
          codename: { ...nullableString, description: 'LTS codename, such as Jod; null for lines without one.' },
          status: {
            enum: [...RELEASE_STATUSES],
            description: 'Status at the build date. A line with prerelease builds only is Pending, whatever its schedule says, until its end-of-life.',
          },
          alpha: { type: 'boolean', description: 'Whether the line is in its alpha phase (from v27: prerelease builds for six months before its start).' },
          schedule: {
            type: 'object',
            description: "The release schedule's dates; null where it has none (lines older than the schedule have none at all).",
            required: ['alpha', 'start', 'lts', 'maintenance', 'end'],
            additionalProperties: false,
            properties: { alpha: nullableDay, start: nullableDay, lts: nullableDay, maintenance: nullableDay, end: nullableDay },
          },
          lts: { type: 'boolean', description: 'Whether the line is, or was, a long-term-support line.' },
          endOfLife: { type: 'boolean', description: 'Whether the line has reached end-of-life.' },
          maintained: { type: 'boolean', description: 'Whether the line is Current, Active LTS or Maintenance LTS.' },
          latest: {
            anyOf: [
              {
                type: 'object',
                required: ['version', 'date', 'page'],
                additionalProperties: false,
                properties: {
                  version,
                  date: day,
                  page: { type: 'string', pattern: '^/download/archive/v', description: "Path of the release's download archive page on this site." },
                },
              },
              { type: 'null' },
            ],
            description: 'The newest stable release of the line (never a prerelease); null while it has none.',
          },
        },
      },
      line: {
        type: 'object',
        description: 'One release line (a major version; each v0.x minor version is a line of its own).',
        required: ['line', 'major', 'codename', 'status', 'lts', 'schedule', 'firstReleased', 'latest', 'latestFolder', 'releases', 'vulnerabilities'],
        additionalProperties: false,
        properties: {
          line: { type: 'string', pattern: '^v\\d+(?:\\.\\d+)?$', description: 'The line as the release schedule names it: v22, v0.12.' },
          major: { type: 'integer', minimum: 0 },
          codename: { ...nullableString, description: 'LTS codename, such as Jod; null for lines without one.' },
          status: { enum: [...RELEASE_STATUSES], description: 'Support status on statusesAsOf.' },
          lts: { type: 'boolean', description: 'Whether the line is, or was, a long-term-support line.' },
          schedule: {
            type: 'object',
            description: 'Dates of the release schedule; null where the schedule has none (lines older than the schedule have none at all).',
            required: ['start', 'lts', 'maintenance', 'end'],
            additionalProperties: false,
            properties: { start: nullableDay, lts: nullableDay, maintenance: nullableDay, end: nullableDay },
          },
          firstReleased: { ...day, description: "Day of the line's first release." },
          latest: {
            type: 'object',
            description: 'The newest stable release of the line (the newest prerelease while the line has no stable release).',
            required: ['version', 'date'],
            additionalProperties: false,
            properties: { version, date: day },
          },
          latestFolder: {
            anyOf: [{ type: 'string', format: 'uri', pattern: '/latest-v[0-9.]+\\.x/$' }, { type: 'null' }],
            description: "The distribution server's folder that always holds the line's newest release (latest-v22.x); null when the line has none.",
          },
          releases: { type: 'array', minItems: 1, items: { $ref: '#/$defs/release' }, description: 'Every release of the line, newest first.' },
          vulnerabilities: {
            type: 'array',
            items: { $ref: '#/$defs/vulnerability' },
            description: 'Published security advisories that affect the line: known severities first, most severe first, then those of unknown severity.',
          },
        },
      },
      vulnerability: {
        type: 'object',
        required: ['id', 'cve', 'severity', 'vulnerable', 'patched', 'description', 'overview', 'url'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1, description: "The advisory's id in the security working group's records." },
          cve: { type: 'array', items: { type: 'string', pattern: '^CVE-\\d{4}-\\d{4,}$' } },
          severity: { enum: ['critical', 'high', 'medium', 'low', 'unknown'] },
          vulnerable: { type: 'string', description: 'semver range of the affected versions.' },
          patched: { ...nullableString, description: 'semver range of the fixed versions; null when none is recorded.' },
          description: nullableString,
          overview: nullableString,
          url: { anyOf: [{ type: 'string', format: 'uri' }, { type: 'null' }], description: "The advisory's announcement." },
        },
      },
      release: {
        type: 'object',
        required: ['version', 'date', 'npm', 'v8', 'modules', 'lts', 'security', 'docs', 'changelog', 'page', 'files', 'vulnerabilities', 'vulnerabilitiesBySystem'],
        additionalProperties: false,
        properties: {
          version,
          date: day,
          npm: { ...nullableString, description: 'Bundled npm version; null when the release data does not have it (every release after v20.19.5 in this snapshot: unknown, not absent).' },
          v8: { ...nullableString, description: 'V8 version; null when the release data does not have it (unknown, not absent).' },
          modules: { ...nullableString, description: 'Native module ABI version; null when the release data does not have it (unknown, not absent).' },
          lts: { type: 'boolean', description: 'Whether the release was published as an LTS release.' },
          security: { type: 'boolean', description: 'Whether the release fixes security vulnerabilities.' },
          docs: { type: 'string', format: 'uri', description: "The release's API documentation." },
          changelog: { type: 'string', format: 'uri', description: "The release's changelog." },
          page: { type: 'string', pattern: '^/download/archive/v', description: "Path of the release's download archive page on this site." },
          files: { type: 'array', items: { $ref: '#/$defs/file' } },
          vulnerabilities: {
            ...advisoryIds,
            description:
              "Ids of the line's advisories that affect this release on at least one system: its version is in the advisory's vulnerable range and outside its patched range. Identical advisories published twice are listed once. A release of an end-of-life line gets no more fixes, whatever this list says.",
          },
          vulnerabilitiesBySystem: {
            anyOf: [
              {
                type: 'object',
                required: ['WIN', 'MAC', 'LINUX', 'AIX'],
                additionalProperties: false,
                properties: { WIN: advisoryIds, MAC: advisoryIds, LINUX: advisoryIds, AIX: advisoryIds },
              },
              { type: 'null' },
            ],
            description:
              "The advisory ids per system (an advisory's affectedEnvironments: Windows only, for example), when they differ between systems; null when every system has the same list as vulnerabilities.",
          },
        },
      },
      file: {
        type: 'object',
        required: ['name', 'kind', 'os', 'platform', 'arch', 'format', 'url', 'sha256', 'derived'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1, description: 'Path of the file inside the release folder.' },
          kind: { enum: ['installer', 'binary', 'source', 'headers', 'executable', 'library', 'symbols', 'checksums', 'other'] },
          os: { anyOf: [{ enum: ['WIN', 'MAC', 'LINUX', 'AIX', 'SUNOS'] }, { type: 'null' }] },
          platform: {
            anyOf: [{ enum: ['x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64'] }, { type: 'null' }],
            description: "The download page's platform; null when the file has none or one the page does not offer.",
          },
          arch: { ...nullableString, description: 'CPU architecture as published.' },
          format: { type: 'string', description: 'File format: msi, pkg, tar.gz, tar.xz, zip, 7z, exe, …' },
          url: { type: 'string', format: 'uri' },
          sha256: { anyOf: [{ type: 'string', pattern: '^[0-9a-f]{64}$' }, { type: 'null' }], description: 'SHA-256 from the published checksums list.' },
          derived: { type: 'boolean', description: "True when the name follows the line's naming rules rather than the published checksums list." },
        },
      },
    },
  } as const;
}
