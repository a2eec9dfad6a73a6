import { cveUrl, type ReleaseLine, severityCounts, splitVulnerabilities, type Vulnerability } from '@node-downloads/release-core';
import { type EolLine, EolTable } from '@node-downloads/ui';
import { formatAdvisories } from '@node-downloads/ui/advisory-markdown';
import { CalendarLinks } from '../about/calendar-links';
import { aboutLabels } from '../about/labels';
import { useI18n } from '../i18n/react';
import { lineDetailsPath } from '../links';

/** An end-of-life line of the table, with the page that shows its details. */
export type EolPageLine = EolLine & { detailsPath: string };

export type EolPageProps = {
  lines: readonly EolPageLine[];
  /** The lines whose schedule calendar the page links (release-core's schedule, from the build date on). */
  calendarLines: readonly string[];
};

/** The end-of-life lines with their known vulnerabilities, newest line first. */
export function eolLines(
  releases: readonly ReleaseLine[],
  vulnerabilities: ReadonlyMap<string, readonly Vulnerability[]>,
): EolPageLine[] {
  return releases
    .filter((release) => release.status === 'End-of-life')
    .map((release) => {
      const all = vulnerabilities.get(release.line) ?? [];
      const { known, unknown } = formatAdvisories(splitVulnerabilities(all));
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
 * loads the line's advisories, formatted at build time (`/about/advisories/v18.json`).
 */
export function EolPage({ lines, calendarLines }: EolPageProps) {
  const i18n = useI18n();
  const { t, path } = i18n;
  const labels = aboutLabels(i18n);
  const paths = new Map(lines.map((line) => [line.version, line.detailsPath]));
  return (
    <div className="stack">
      <header>
        <h1>{t('about.eol.heading')}</h1>
        <p className="lead">{t('about.eol.lead')}</p>
        <CalendarLinks lines={calendarLines} />
      </header>
      <EolTable
        lines={lines}
        cveHref={cveUrl}
        formatDate={i18n.date}
        labels={labels.eolTable}
        dialogLabels={labels.vulnerabilities}
        severityLabels={labels.severity}
        detailsHref={(line) => path(paths.get(line.version)!)}
      />
    </div>
  );
}
