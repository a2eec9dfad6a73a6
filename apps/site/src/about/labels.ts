/**
 * The texts of ui's release tables and dialogs in the page's language, built in one place for the
 * about pages, their dialogs (in the browser, from the `about` and `common` messages only) and the
 * archive page's line details.
 */
import { cveUrl, type ReleaseStatus } from '@node-downloads/release-core';
import type {
  EolTableLabels,
  MinorReleasesTableLabels,
  PendingDialogLabels,
  ReleaseDialogLabels,
  ReleasesTableLabels,
  SeverityLabels,
  StatusBadgeLabels,
  StatusNoticeMessages,
  VulnerabilitiesDialogLabels,
} from '@node-downloads/ui';
import type { ReactNode } from 'react';
import type { PageI18n } from '../i18n/react';
import { severityLabels } from '../i18n/severity';
import { CURRENT_DOWNLOAD_PATH, EOL_PATH } from '../links';
import { statusMessageId } from '../i18n/status';
import type { LineProblem } from './line-data';

export type AboutLabels = {
  releasesTable: ReleasesTableLabels;
  releaseDialog: ReleaseDialogLabels;
  minorReleases: Partial<MinorReleasesTableLabels>;
  notice: StatusNoticeMessages;
  status: StatusBadgeLabels;
  eolTable: EolTableLabels;
  vulnerabilities: VulnerabilitiesDialogLabels;
  severity: SeverityLabels;
  pending: PendingDialogLabels;
  /**
   * Why a line's details could not be loaded, as the dialog says it: the line, a field's name or
   * the line found instead isolated as left-to-right values.
   */
  problem: (line: string, problem: LineProblem | undefined) => ReactNode;
};

function problemMessage(rich: PageI18n['rich'], line: string, problem: LineProblem | undefined): ReactNode {
  switch (problem?.kind) {
    case undefined:
      return rich('about.error.unknown', { line });
    case 'offline':
      return rich('about.error.offline', { line });
    case 'status':
      return rich('about.error.status', { line, status: problem.status });
    case 'notJson':
      return rich('about.error.notJson', { line });
    case 'notObject':
      return rich('about.error.notObject', { line });
    case 'otherLine':
      return rich('about.error.otherLine', { line, found: problem.found });
    case 'field':
      return rich('about.error.field', { line, field: problem.field });
    case 'noReleases':
      return rich('about.error.noReleases', { line });
    default:
      return problem satisfies never;
  }
}

/** Every text of the release tables and dialogs, in the locale of `i18n`. */
export function aboutLabels({ t, rich, number }: PageI18n): AboutLabels {
  const close = t('about.close');
  const details = t('about.details');
  const version = t('about.version');
  const overview = t('about.overview');
  const firstReleased = t('about.firstReleased');
  const lastUpdated = t('about.lastUpdated');
  return {
    releasesTable: {
      caption: t('about.releases.caption'),
      version,
      codename: t('about.releases.codename'),
      firstReleased,
      lastUpdated,
      status: t('about.releases.status'),
      details,
    },
    releaseDialog: {
      title: ({ line, codename }) => (codename ? rich('about.release.titleWithCodename', { line, codename }) : rich('about.release.title', { line })),
      description: t('about.release.description'),
      overview,
      firstReleased,
      lastUpdated,
      minorVersions: t('about.release.minorVersions'),
      minorCount: number,
      modules: t('about.release.modules'),
      npm: t('about.release.npm'),
      v8: t('about.release.v8'),
      notInData: t('about.notInData'),
      close,
    },
    // The npm and V8 columns are named by the products' own names in every language.
    minorReleases: {
      caption: t('about.minor.caption'),
      version,
      modules: t('about.minor.modules'),
      links: t('about.minor.links'),
      docs: t('about.minor.docs'),
      changelog: t('about.minor.changelog'),
      archive: t('about.minor.archive'),
      notInData: t('about.notInData'),
    },
    notice: {
      eol: t('about.notice.eol'),
      eolLink: t('about.notice.eolLink'),
      lts: t('about.notice.lts'),
      ltsLink: t('about.notice.ltsLink'),
    },
    status: {
      name: (status: ReleaseStatus) => t(statusMessageId(status)),
      eolSuffix: t('about.status.eolSuffix'),
    },
    eolTable: {
      caption: t('about.eolTable.caption'),
      version,
      date: t('about.eolTable.date'),
      vulnerabilities: t('about.eolTable.vulnerabilities'),
      details,
      none: t('about.eolTable.none'),
      title: ({ version: line, codename }) =>
        codename ? rich('about.vulnerabilities.titleWithCodename', { version: line, codename }) : rich('about.vulnerabilities.title', { version: line }),
    },
    vulnerabilities: {
      count: (count) => t('about.vulnerabilities.count', { count }),
      none: t('about.vulnerabilities.none'),
      cve: t('about.vulnerabilities.cve'),
      severity: t('about.vulnerabilities.severity'),
      overview,
      details,
      unknown: (count) => t('about.vulnerabilities.unknown', { count }),
      close,
      lastRelease: (version, count) => t('about.vulnerabilities.lastRelease', { version, count }),
      sentences: (first, second) => t('about.vulnerabilities.sentences', { first, second }),
    },
    severity: severityLabels(t),
    pending: { loading: t('about.pending.loading'), retry: t('about.pending.retry'), close },
    problem: (line, problem) => problemMessage(rich, line, problem),
  };
}

/**
 * What every view of a line's details (the releases table's dialog, the line dialog, the archive
 * page's line section) is given alike: dates, the minor-releases and status-notice texts, and the
 * end-of-life and Current links, in the locale of `i18n`.
 */
export function lineDetailsProps(i18n: PageI18n, labels: AboutLabels) {
  return {
    formatDate: i18n.date,
    minorLabels: labels.minorReleases,
    noticeMessages: labels.notice,
    eolHref: i18n.path(EOL_PATH),
    currentHref: i18n.path(CURRENT_DOWNLOAD_PATH),
  };
}

/**
 * What every list of advisories (the archive page's line and release sections, the end-of-life
 * line dialog) is given alike: CVE record links and the list's and severities' texts.
 */
export function advisoryListProps(labels: AboutLabels) {
  return { cveHref: cveUrl, labels: labels.vulnerabilities, severityLabels: labels.severity };
}
