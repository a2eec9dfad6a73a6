import type { ReleaseLine, StatusNoticeDecision } from '@node-downloads/release-core';
import type * as React from 'react';
import { DEFAULT_STATUS_BADGE_LABELS, StatusBadge, type StatusBadgeLabels } from './badge';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from './dialog';
import { type DateFormatter, formatDate as defaultFormatDate } from './format-date';
import {
  MinorReleasesTable,
  type MinorReleasesTableLabels,
  type MinorReleasesTableRow,
  type ReleaseLinkBuilders,
} from './minor-releases-table';
import { StatusNotice, type StatusNoticeMessages } from './notice';
import { NotInData } from './table';

/** Texts of the release details dialog. */
export type ReleaseDialogLabels = {
  /** Title of the dialog for a release: text, or elements (a version isolated for right-to-left pages). */
  title: (release: Pick<ReleaseLine, 'line' | 'codename'>) => React.ReactNode;
  description: string;
  overview: string;
  firstReleased: string;
  lastUpdated: string;
  minorVersions: string;
  /** How many releases the line has, as shown. */
  minorCount: (count: number) => string;
  modules: string;
  npm: string;
  v8: string;
  /** Shown for a value the release data does not have (npm, V8 or the native API version of recent releases). */
  notInData: string;
  close: string;
};

export const DEFAULT_RELEASE_DIALOG_LABELS: ReleaseDialogLabels = {
  title: (release) => (release.codename ? `Node.js ${release.line} (${release.codename})` : `Node.js ${release.line}`),
  description: 'Status, overview and every release of this line.',
  overview: 'Overview',
  firstReleased: 'First released',
  lastUpdated: 'Last updated',
  minorVersions: 'Minor versions',
  minorCount: (count) => String(count),
  modules: 'Native API version',
  npm: 'npm version',
  v8: 'V8 version',
  notInData: 'not in the release data',
  close: 'Close',
};

/** Links of the status notice (end-of-life page, Current download page). */
export type StatusNoticeLinks = { eolHref: string; currentHref: string };

/** What the details of a release line show: a release line with the rows of its releases. */
export type ReleaseDetailsLine = Pick<ReleaseLine, 'line' | 'codename' | 'status' | 'currentStart' | 'releaseDate' | 'modules' | 'npm' | 'v8'> & {
  minorVersions: readonly MinorReleasesTableRow[];
  /**
   * The line's status notice as release-core's `statusNotice` decided it (the end-of-life warning
   * or the LTS info, and its link). @defaultValue undefined (no notice)
   */
  notice?: StatusNoticeDecision | undefined;
};

export type ReleaseDetailsProps = ReleaseLinkBuilders &
  StatusNoticeLinks & {
    release: ReleaseDetailsLine;
    /** Formats the dates. @defaultValue formatDate in 'en-US' */
    formatDate?: DateFormatter | undefined;
    /** Texts. @defaultValue English labels */
    labels?: Partial<ReleaseDialogLabels> | undefined;
    /** Texts of the minor releases table. @defaultValue English labels */
    minorLabels?: Partial<MinorReleasesTableLabels> | undefined;
    /** Texts of the status notice. @defaultValue English texts */
    noticeMessages?: Partial<StatusNoticeMessages> | undefined;
    /** Level of the section headings. @defaultValue 3 */
    headingLevel?: 2 | 3 | undefined;
  };

/**
 * What the release details dialog shows of a line, for a page as well: status notice, overview
 * (first released, last updated, number of releases, native API, npm and V8 versions) and the
 * table of its releases.
 */
export function ReleaseDetails({
  release,
  formatDate = defaultFormatDate,
  labels,
  minorLabels,
  noticeMessages,
  eolHref,
  currentHref,
  docsHref,
  changelogHref,
  archiveHref,
  headingLevel = 3,
}: ReleaseDetailsProps) {
  const text = { ...DEFAULT_RELEASE_DIALOG_LABELS, ...labels };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <StatusNotice notice={release.notice} eolHref={eolHref} currentHref={currentHref} messages={noticeMessages} />
      <section data-slot="dialog-section" aria-label={text.overview}>
        <Heading data-slot="dialog-heading">{text.overview}</Heading>
        <dl data-slot="overview">
          <div>
            <dt>{text.firstReleased}</dt>
            <dd>
              <time dateTime={release.currentStart}>{formatDate(release.currentStart)}</time>
            </dd>
          </div>
          <div>
            <dt>{text.lastUpdated}</dt>
            <dd>
              <time dateTime={release.releaseDate}>{formatDate(release.releaseDate)}</time>
            </dd>
          </div>
          <div>
            <dt>{text.minorVersions}</dt>
            <dd>{text.minorCount(release.minorVersions.length)}</dd>
          </div>
          <div>
            <dt>{text.modules}</dt>
            <dd>{release.modules ?? <NotInData label={text.notInData} />}</dd>
          </div>
          <div>
            <dt>{text.npm}</dt>
            <dd>{release.npm ?? <NotInData label={text.notInData} />}</dd>
          </div>
          <div>
            <dt>{text.v8}</dt>
            <dd>{release.v8 ?? <NotInData label={text.notInData} />}</dd>
          </div>
        </dl>
      </section>
      <MinorReleasesTable
        releases={release.minorVersions}
        docsHref={docsHref}
        changelogHref={changelogHref}
        archiveHref={archiveHref}
        labels={minorLabels}
      />
    </>
  );
}

export type ReleaseDialogProps = ReleaseLinkBuilders &
  StatusNoticeLinks & {
    /** The release shown; the dialog is closed when there is none. */
    release: ReleaseDetailsLine | undefined;
    /** Whether the dialog is open. @defaultValue true when a release is given */
    open?: boolean;
    /** Called when the dialog asks to open or close (Escape, close button, outside click). */
    onOpenChange: (open: boolean) => void;
    /** Formats the dates. @defaultValue formatDate in 'en-US' */
    formatDate?: DateFormatter;
    /** Element focused when the dialog closes. @defaultValue undefined */
    returnFocusTo?: React.RefObject<HTMLElement | null>;
    /** Texts. @defaultValue English labels */
    labels?: Partial<ReleaseDialogLabels>;
    /** Texts of the minor releases table. @defaultValue English labels */
    minorLabels?: Partial<MinorReleasesTableLabels>;
    /** Texts of the status notice. @defaultValue English texts */
    noticeMessages?: Partial<StatusNoticeMessages>;
    /** Texts of the status badge. @defaultValue English labels */
    statusLabels?: Partial<StatusBadgeLabels> | undefined;
  };

/**
 * Details of a release line in a modal dialog: title with codename, status notice, overview and
 * the table of its releases.
 */
export function ReleaseDialog({
  release,
  open = release !== undefined,
  onOpenChange,
  returnFocusTo,
  labels,
  statusLabels,
  ...details
}: ReleaseDialogProps) {
  const text = { ...DEFAULT_RELEASE_DIALOG_LABELS, ...labels };
  const statusText = { ...DEFAULT_STATUS_BADGE_LABELS, ...statusLabels };
  return (
    <DialogRoot open={open && release !== undefined} onOpenChange={onOpenChange}>
      {release ? (
        <DialogContent data-dialog="release" closeLabel={text.close} returnFocusTo={returnFocusTo}>
          <header data-slot="dialog-header">
            <DialogTitle>{text.title(release)}</DialogTitle>
            <StatusBadge status={release.status} label={statusText.name(release.status)} eolSuffix={statusText.eolSuffix} />
          </header>
          <DialogDescription data-slot="visually-hidden">{text.description}</DialogDescription>
          <ReleaseDetails {...details} release={release} labels={labels} />
        </DialogContent>
      ) : null}
    </DialogRoot>
  );
}
