import type { Release } from '@node-downloads/release-core';
import { EOL_PATH } from '../links';
import type { ReactNode } from 'react';
import { newestReleases, releasesFeed } from '../api/feeds';
import {
  API_RELEASES_PATH,
  API_SCHEMA_PATH,
  apiLinePath,
  FEED_LIMIT,
  RELEASES_FEED_PATH,
  VULNERABILITIES_FEED_PATH,
} from '../api/paths';
import { type ApiLine, type ApiSource, apiLine } from '../api/releases-api';

export type ApiPageProps = {
  site: ApiSource & { ltsRelease: Release };
  /** The build's absolute origin, used in the feed example and the commands. */
  origin: string;
};

/**
 * The LTS line as the API gives it, cut to one release (its newest with published checksums, so
 * the example shows them) with two of its files.
 */
function exampleLine(site: ApiPageProps['site']): ApiLine {
  const line = apiLine(site.ltsRelease, site);
  const release = line.releases.find((candidate) => candidate.files.some((file) => file.sha256 !== null)) ?? line.releases[0]!;
  const files = release.files.filter((file) => file.os === 'LINUX' && file.platform === 'x64' && file.kind === 'binary').slice(0, 2);
  return { ...line, releases: [{ ...release, files }], vulnerabilities: line.vulnerabilities.slice(0, 1) };
}

/** The newest release's feed entry, as the feed writes it. */
function exampleEntry(site: ApiPageProps['site'], origin: string): string {
  const newest = newestReleases(site.releases, 1);
  const xml = releasesFeed({ releases: newest.map(({ release }) => ({ ...release, minorVersions: [newest[0]!.minor] })) }, origin);
  return xml.slice(xml.indexOf('  <entry>'), xml.indexOf('</entry>') + '</entry>'.length);
}

function Code({ children }: { children: string }) {
  return (
    <pre className="api-example">
      <code>{children}</code>
    </pre>
  );
}

function Fields({ fields }: { fields: readonly [string, ReactNode][] }) {
  return (
    <dl className="facts api-fields">
      {fields.map(([name, meaning]) => (
        <div key={name} className="api-field">
          <dt>
            <code>{name}</code>
          </dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Documents the JSON API and the Atom feeds, with examples taken from the data. Ships no script. */
export function ApiPage({ site, origin }: ApiPageProps) {
  const line = exampleLine(site);
  const lineFile = apiLinePath(site.ltsRelease.line);
  return (
    <article className="stack">
      <header>
        <h1>Release data API and feeds</h1>
        <p className="lead">
          Everything the release pages show is also published as static JSON files and Atom feeds, generated from the
          same data each time the site is built. This copy was built from release data of{' '}
          <time dateTime={site.snapshotDate}>{site.snapshotDate}</time>, with statuses as of{' '}
          <time dateTime={site.nowDay}>{site.nowDay}</time>. No key is needed and any site may fetch the files.
        </p>
      </header>

      <section aria-labelledby="endpoints-heading">
        <h2 id="endpoints-heading">Endpoints</h2>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Files of the API and the feeds</caption>
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Format</th>
                <th scope="col">Contents</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <a href={API_RELEASES_PATH}>{API_RELEASES_PATH}</a>
                </td>
                <td>JSON</td>
                <td>Every release line with every release and its files</td>
              </tr>
              <tr>
                <td>
                  <a href={lineFile}>/api/v{'{major}'}.json</a>
                </td>
                <td>JSON</td>
                <td>One release line, the same object as its entry in releases.json</td>
              </tr>
              <tr>
                <td>
                  <a href={API_SCHEMA_PATH}>{API_SCHEMA_PATH}</a>
                </td>
                <td>JSON Schema (draft 2020-12)</td>
                <td>The shape of both</td>
              </tr>
              <tr>
                <td>
                  <a href={RELEASES_FEED_PATH}>{RELEASES_FEED_PATH}</a>
                </td>
                <td>Atom</td>
                <td>The {FEED_LIMIT} newest releases of every line</td>
              </tr>
              <tr>
                <td>
                  <a href={VULNERABILITIES_FEED_PATH}>{VULNERABILITIES_FEED_PATH}</a>
                </td>
                <td>Atom</td>
                <td>The {FEED_LIMIT} newest security advisories</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          The files change only when the site is built: each build recomputes statuses for its day and picks up new
          releases and advisories from its data. Addresses stay the same; new fields may be added, existing ones keep
          their meaning.
        </p>
      </section>

      <section aria-labelledby="releases-heading">
        <h2 id="releases-heading">All release lines: releases.json</h2>
        <p>
          An object with <code>statusesAsOf</code> (the day statuses are computed at), <code>dataAsOf</code> (the day the
          release data is current to) and <code>lines</code>, every release line newest first. Below, the {line.line}{' '}
          line as the file gives it, cut to one release and two of its files:
        </p>
        <Code>{`curl -s ${origin}${API_RELEASES_PATH} | jq '.lines[] | select(.line == "${line.line}")'\n\n${JSON.stringify(line, null, 2)}`}</Code>
        <h3>Fields of a line</h3>
        <Fields
          fields={[
            ['line', 'The line as the release schedule names it: v22, or v0.12 for the v0.x lines (each v0.x minor version is a line).'],
            ['major', 'Major version number.'],
            ['codename', 'LTS codename, or null.'],
            ['status', 'Pending, Current, Active LTS, Maintenance LTS or End-of-life, on the statusesAsOf day.'],
            ['lts', 'Whether the line is, or was, a long-term-support line.'],
            ['schedule', 'start, lts, maintenance and end days from the release schedule; null where the schedule has none.'],
            ['firstReleased', "Day of the line's first release."],
            ['latest', 'The newest stable release (the newest prerelease while the line has none) and its day.'],
            [
              'latestFolder',
              "The distribution server's latest-v{major}.x folder, which always holds the line's newest release; null for lines without one.",
            ],
            ['releases', 'Every release of the line, newest first.'],
            [
              'vulnerabilities',
              'Published security advisories that affect the line (id, cve, severity, vulnerable, patched, description, overview, url): known severities first, most severe first, then those of unknown severity.',
            ],
          ]}
        />
        <h3>Fields of a release</h3>
        <Fields
          fields={[
            ['version', 'The version, with a leading v.'],
            ['date', 'Release day, YYYY-MM-DD.'],
            ['npm, v8, modules', 'Bundled npm version, V8 version and native module ABI version; null when not recorded.'],
            ['lts', 'Whether the release was published as an LTS release.'],
            ['security', 'Whether the release fixes security vulnerabilities.'],
            ['docs, changelog', "The release's API documentation and changelog."],
            ['page', "Path of the release's download archive page on this site."],
            ['files', 'Every file of the release.'],
          ]}
        />
        <h3>Fields of a file</h3>
        <Fields
          fields={[
            ['name', 'Path of the file inside the release folder.'],
            ['kind', 'installer, binary, source, headers, executable, library, symbols, checksums or other.'],
            ['os', 'WIN, MAC, LINUX, AIX or SUNOS; null for source, headers and checksums.'],
            ['platform', "The download page's platform (x64, arm64, …); null when the page offers none for the file."],
            ['arch', 'CPU architecture as published (x64, armv6l, …); null when none.'],
            ['format', 'msi, pkg, tar.gz, tar.xz, zip, 7z, exe, …'],
            ['url', 'Where the distribution server publishes the file.'],
            ['sha256', "SHA-256 from the release's published checksums list; null when the data does not have it."],
            ['derived', "True when the name follows the line's naming rules because the published checksums list is not in the data."],
          ]}
        />
      </section>

      <section aria-labelledby="line-heading">
        <h2 id="line-heading">One release line: v{'{major}'}.json</h2>
        <p>
          The same object as one entry of <code>lines</code>, for a smaller download: <code>/api/v22.json</code>, and{' '}
          <code>/api/v0.12.json</code> for a v0.x line.
        </p>
        <Code>{`curl -s ${origin}${lineFile} | jq '.latest'\n\n${JSON.stringify(line.latest, null, 2)}`}</Code>
        <ul className="link-list" aria-label="Files of each release line">
          {site.releases.map((release) => (
            <li key={release.line}>
              <a href={apiLinePath(release.line)}>{release.line}</a>
            </li>
          ))}
        </ul>
        <p>
          Validate either kind of file with <a href={API_SCHEMA_PATH}>the schema</a>: releases.json against the document,
          a line file against its <code>#/$defs/line</code>.
        </p>
      </section>

      <section aria-labelledby="feeds-heading">
        <h2 id="feeds-heading">Atom feeds</h2>
        <p>
          <a href={RELEASES_FEED_PATH}>The releases feed</a> holds the {FEED_LIMIT} newest releases of every line,
          prereleases included, newest first. Each entry links to the release page; its id is that page&apos;s address
          and its updated date the release day.
        </p>
        <p>
          <a href={VULNERABILITIES_FEED_PATH}>The security advisories feed</a> holds the {FEED_LIMIT} newest advisories.
          Each entry links to its CVE record (or, without a CVE, to its announcement) and to the{' '}
          <a href={EOL_PATH}>end-of-life page</a>. An advisory is dated by the first release that fixes it, the day fix
          and advisory were published; its id is a tag: URI with the advisory&apos;s security working group number.
        </p>
        <Code>{exampleEntry(site, origin)}</Code>
      </section>
    </article>
  );
}
