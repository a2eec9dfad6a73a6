import type { ReleaseLine } from '@node-downloads/release-core';
import * as React from 'react';
import { DEFAULT_STATUS_BADGE_LABELS, StatusBadge, type StatusBadgeLabels, statusToken } from './badge';
import { DetailsCell, DetailsHeader } from './details-control';
import { type DateFormatter, formatDate as defaultFormatDate } from './format-date';
import type { MinorReleasesTableLabels, ReleaseLinkBuilders } from './minor-releases-table';
import type { StatusNoticeMessages } from './notice';
import { type ReleaseDetailsLine, ReleaseDialog, type ReleaseDialogLabels, type StatusNoticeLinks } from './release-dialog';
import { MISSING_VALUE, Table, TableCell } from './table';

/** Column names and texts of the releases table. */
export type ReleasesTableLabels = {
  caption: string;
  version: string;
  codename: string;
  firstReleased: string;
  lastUpdated: string;
  status: string;
  details: string;
};

export const DEFAULT_RELEASES_TABLE_LABELS: ReleasesTableLabels = {
  caption: 'Release lines',
  version: 'Version',
  codename: 'Codename',
  firstReleased: 'First released',
  lastUpdated: 'Last updated',
  status: 'Status',
  details: 'Details',
};

/** A line of the releases table: a release line, with the status notice its dialog shows (release-core's `statusNotice`). */
export type ReleasesTableLine = ReleaseLine & Pick<ReleaseDetailsLine, 'notice'>;

export type ReleasesTableProps = Omit<React.ComponentProps<'table'>, 'children'> &
  ReleaseLinkBuilders &
  StatusNoticeLinks & {
    /** Release lines in the order shown, statuses and status notices (`notice`) already decided. */
    releases: readonly ReleasesTableLine[];
    /** Formats the dates. @defaultValue formatDate in 'en-US' */
    formatDate?: DateFormatter;
    /** Texts of the table. @defaultValue English labels */
    labels?: Partial<ReleasesTableLabels>;
    /** Texts of the details dialog. @defaultValue English labels */
    dialogLabels?: Partial<ReleaseDialogLabels>;
    /** Texts of the minor releases table. @defaultValue English labels */
    minorLabels?: Partial<MinorReleasesTableLabels>;
    /** Texts of the status notice. @defaultValue English texts */
    noticeMessages?: Partial<StatusNoticeMessages>;
    /** Texts of the status badges (table and dialog). @defaultValue English labels */
    statusLabels?: Partial<StatusBadgeLabels> | undefined;
    /** Controlled selection: `versionWithPrefix` of the line whose dialog is open. @defaultValue undefined */
    selected?: string | null | undefined;
    /** Initial selection when uncontrolled. @defaultValue null */
    defaultSelected?: string | null;
    /** Called when a dialog opens (with the line's `versionWithPrefix`) or closes (with `null`). @defaultValue undefined */
    onSelectedChange?: ((versionWithPrefix: string | null) => void) | undefined;
    /**
     * A page showing what a line's dialog shows: each Details control is then a link there (see
     * {@link DetailsControl}). @defaultValue undefined (buttons)
     */
    detailsHref?: ((release: ReleaseLine) => string) | undefined;
  };

/**
 * Release lines: version (a link to the archive page of the line's newest release), codename (or a
 * dash), first released, last updated, status badge and a details button. One details dialog is open at a time; closing it clears the selection and
 * returns focus to the button that opened it.
 */
export function ReleasesTable({
  releases,
  formatDate = defaultFormatDate,
  labels,
  dialogLabels,
  minorLabels,
  noticeMessages,
  statusLabels,
  selected,
  defaultSelected = null,
  onSelectedChange,
  eolHref,
  currentHref,
  docsHref,
  changelogHref,
  archiveHref,
  detailsHref,
  ...props
}: ReleasesTableProps) {
  const text = { ...DEFAULT_RELEASES_TABLE_LABELS, ...labels };
  const statusText = { ...DEFAULT_STATUS_BADGE_LABELS, ...statusLabels };
  const [internal, setInternal] = React.useState<string | null>(defaultSelected);
  const current = selected !== undefined ? selected : internal;
  const opener = React.useRef<HTMLElement | null>(null);
  const selectedRelease = current === null ? undefined : releases.find((release) => release.versionWithPrefix === current);

  const select = (versionWithPrefix: string | null) => {
    if (selected === undefined) {
      setInternal(versionWithPrefix);
    }
    onSelectedChange?.(versionWithPrefix);
  };

  return (
    <>
      <Table data-table="releases" {...props}>
        <caption data-slot="table-caption">{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.version}</th>
            <th scope="col">{text.codename}</th>
            <th scope="col">{text.firstReleased}</th>
            <th scope="col">{text.lastUpdated}</th>
            <th scope="col">{text.status}</th>
            <DetailsHeader label={text.details} />
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => (
            <tr key={release.versionWithPrefix} data-status={statusToken(release.status)}>
              <TableCell label={text.version}>
                {/* SPEC §2: each row links to the archive page of the line's newest release. */}
                <a data-slot="version" href={archiveHref(release.versionWithPrefix)}>
                  {release.line}
                </a>
              </TableCell>
              <TableCell label={text.codename}>{release.codename || MISSING_VALUE}</TableCell>
              <TableCell label={text.firstReleased}>
                <time dateTime={release.currentStart}>{formatDate(release.currentStart)}</time>
              </TableCell>
              <TableCell label={text.lastUpdated}>
                <time dateTime={release.releaseDate}>{formatDate(release.releaseDate)}</time>
              </TableCell>
              <TableCell label={text.status}>
                <StatusBadge status={release.status} label={statusText.name(release.status)} eolSuffix={statusText.eolSuffix} />
              </TableCell>
              <DetailsCell
                kind="control"
                line={release.line}
                codename={release.codename}
                label={text.details}
                expanded={current === release.versionWithPrefix}
                href={detailsHref?.(release)}
                onOpen={(control) => {
                  opener.current = control;
                  select(release.versionWithPrefix);
                }}
              />
            </tr>
          ))}
        </tbody>
      </Table>
      <ReleaseDialog
        release={selectedRelease}
        onOpenChange={(open) => {
          if (!open) {
            select(null);
          }
        }}
        formatDate={formatDate}
        returnFocusTo={opener}
        labels={dialogLabels}
        minorLabels={minorLabels}
        noticeMessages={noticeMessages}
        statusLabels={statusLabels}
        eolHref={eolHref}
        currentHref={currentHref}
        docsHref={docsHref}
        changelogHref={changelogHref}
        archiveHref={archiveHref}
      />
    </>
  );
}
