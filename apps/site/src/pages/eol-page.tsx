import { cveUrl, type Release, SEVERITY_ORDER, splitVulnerabilities, type Vulnerability } from '@node-downloads/release-core';
import { type DateFormatter, type EolLine, EolTable } from '@node-downloads/ui';

export type EolPageProps = {
  lines: readonly EolLine[];
  /** Formats the dates (default: ui's formatDate). */
  formatDate?: DateFormatter | undefined;
};

/** The end-of-life lines with their known vulnerabilities, newest line first. */
export function eolLines(
  releases: readonly Release[],
  vulnerabilities: ReadonlyMap<string, readonly Vulnerability[]>,
): EolLine[] {
  return releases
    .filter((release) => release.status === 'End-of-life')
    .map((release) => {
      const { known, unknown } = splitVulnerabilities(vulnerabilities.get(release.line) ?? []);
      return {
        version: release.line,
        codename: release.codename,
        date: release.endOfLife ?? release.releaseDate,
        known,
        unknown,
      };
    });
}

/** End-of-life versions with a vulnerabilities dialog each. Hydrated so the dialogs open. */
export function EolPage({ lines, formatDate }: EolPageProps) {
  return (
    <div className="stack">
      <header>
        <h1>End-of-life versions</h1>
        <p className="lead">
          These release lines no longer receive fixes, including security fixes. The table lists the published
          vulnerabilities that affect each of them; upgrade to a supported LTS line.
        </p>
      </header>
      <EolTable lines={lines} severityOrder={SEVERITY_ORDER} cveHref={cveUrl} {...(formatDate ? { formatDate } : {})} />
    </div>
  );
}
