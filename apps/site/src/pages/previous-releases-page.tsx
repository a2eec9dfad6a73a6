import type { ReleaseLine, Schedule } from '@node-downloads/release-core';
import { apiDocsUrl, changelogUrl, statusNotice } from '@node-downloads/release-core';
import { ReleasesTable } from '@node-downloads/ui';
import { aboutLabels, lineDetailsProps } from '../about/labels';
import { ScheduleChart } from '../about/schedule-chart';
import { useI18n } from '../i18n/react';
import { archivePath, lineDetailsPath } from '../links';

export type PreviousReleasesPageProps = {
  releases: readonly ReleaseLine[];
  /** The release schedule, drawn as the chart the page opens with. */
  schedule: Schedule;
  /** The build date, `YYYY-MM-DD`: the chart's "today". */
  nowDay: string;
};

/**
 * Every release line: server markup only. Each Details control links to the line's page; with
 * scripts on, the about script opens a dialog instead that loads the line from the JSON API.
 */
export function PreviousReleasesPage({ releases, schedule, nowDay }: PreviousReleasesPageProps) {
  const i18n = useI18n();
  const { t, path } = i18n;
  const labels = aboutLabels(i18n);
  return (
    <div className="stack">
      <header>
        <h1>{t('about.previousReleases.heading')}</h1>
        <p className="lead">{t('about.previousReleases.lead')}</p>
      </header>
      <ScheduleChart schedule={schedule} nowDay={nowDay} />
      <ReleasesTable
        // Each line's status notice as release-core decides it; the table's dialogs, opened by the
        // about script, read the Current line from data-current-line for the same rule.
        releases={releases.map((release) => ({ ...release, notice: statusNotice(release, releases) }))}
        data-current-line={releases.find((release) => release.status === 'Current')?.line}
        {...lineDetailsProps(i18n, labels)}
        labels={labels.releasesTable}
        dialogLabels={labels.releaseDialog}
        statusLabels={labels.status}
        docsHref={(version) => apiDocsUrl(version)}
        changelogHref={(version) => changelogUrl(version)}
        archiveHref={(version) => path(archivePath(version))}
        detailsHref={(release) => path(lineDetailsPath(release.versionWithPrefix))}
      />
    </div>
  );
}
