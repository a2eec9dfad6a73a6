import { cveUrl, type Release, severityCounts, splitVulnerabilities, type Vulnerability } from '@node-downloads/release-core';
import { type EolLine, EolTable } from '@node-downloads/ui';
import { lineDetailsPath } from '../links';

/** An end-of-life line of the table, with the page that shows its details. */
export type EolPageLine = EolLine & { detailsPath: string };

export type EolPageProps = {
  lines: readonly EolPageLine[];
};

/** The end-of-life lines with their known vulnerabilities, newest line first. */
export function eolLines(
  releases: readonly Release[],
  vulnerabilities: ReadonlyMap<string, readonly Vulnerability[]>,
): EolPageLine[] {
  return releases
    .filter((release) => release.status === 'End-of-life')
    .map((release) => {
      const all = vulnerabilities.get(release.line) ?? [];
      const { known, unknown } = splitVulnerabilities(all);
      return {
        version: release.line,
        codename: release.codename,
        date: release.endOfLife ?? release.releaseDate,
        known,
        unknown,
        counts: severityCounts(all),
        detailsPath: lineDetailsPath(release.versionWithPrefix),
      };
    });
}

/**
 * End-of-life versions: server markup only. Each Details control links to the line's page (its
 * vulnerabilities listed there); with scripts on, the about script opens a dialog instead that
 * loads the line's advisories from the JSON API.
 */
export function EolPage({ lines }: EolPageProps) {
  const paths = new Map(lines.map((line) => [line.version, line.detailsPath]));
  return (
    <div className="stack">
      <header>
        <h1>End-of-life versions</h1>
        <p className="lead">
          These release lines no longer receive fixes, including security fixes. The table lists the published
          vulnerabilities that affect each of them; upgrade to a supported LTS line.
        </p>
      </header>
      <EolTable lines={lines} cveHref={cveUrl} detailsHref={(line) => paths.get(line.version)!} />
    </div>
  );
}
