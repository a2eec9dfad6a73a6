import type { SeverityCount } from '@node-downloads/release-core';
import * as React from 'react';
import { DetailsCell, DetailsHeader } from './details-control';
import { type DateFormatter, formatDate as defaultFormatDate } from './format-date';
import type { FormattedVulnerability } from './advisory-tree';
import { SeverityChip, type SeverityLabels } from './severity';
import { Table, TableCell } from './table';
import { VulnerabilitiesDialog, type VulnerabilitiesDialogLabels } from './vulnerabilities-dialog';

/** One end-of-life release line with its advisories, already split and sorted by the site. */
export type EolLine = {
  /** The line as shown, e.g. `'v20'` or `'v0.12'`; also its identity in the table. */
  version: string;
  codename?: string | undefined;
  /** Day the line reached end of life (or its last release), `YYYY-MM-DD`. */
  date: string;
  /** Advisories with a known severity, sorted by severity, their text formatted. */
  known: readonly FormattedVulnerability[];
  /** Advisories of unknown severity. */
  unknown: readonly FormattedVulnerability[];
  /** The severity chips: how many advisories of each severity, in order (release-core's `severityCounts`). */
  counts: readonly SeverityCount[];
  /** Whether the unknown-severity section starts open. @defaultValue true only when all are unknown */
  unknownOpen?: boolean | undefined;
};

/** Column names and texts of the end-of-life table. */
export type EolTableLabels = {
  caption: string;
  version: string;
  date: string;
  vulnerabilities: string;
  details: string;
  none: string;
  /** Title of a line's dialog: text, or elements (a version isolated for right-to-left pages). */
  title: (line: Pick<EolLine, 'version' | 'codename'>) => React.ReactNode;
};

export const DEFAULT_EOL_TABLE_LABELS: EolTableLabels = {
  caption: 'End-of-life versions',
  version: 'Version',
  date: 'End of life',
  vulnerabilities: 'Known vulnerabilities',
  details: 'Details',
  none: 'None recorded',
  title: (line) => (line.codename ? `Node.js ${line.version} (${line.codename}) vulnerabilities` : `Node.js ${line.version} vulnerabilities`),
};

export type EolTableProps = Omit<React.ComponentProps<'table'>, 'children'> & {
  /** End-of-life lines in the order shown. */
  lines: readonly EolLine[];
  /** Link of a CVE record. */
  cveHref: (cveId: string) => string;
  /** Formats the dates. @defaultValue formatDate in 'en-US' */
  formatDate?: DateFormatter;
  /** Texts. @defaultValue English labels */
  labels?: Partial<EolTableLabels>;
  /** Texts of the dialog. @defaultValue English labels */
  dialogLabels?: Partial<VulnerabilitiesDialogLabels>;
  /** Texts of the severity chips (table and dialog). @defaultValue English labels */
  severityLabels?: Partial<SeverityLabels> | undefined;
  /** `version` of the line whose dialog is open at first. @defaultValue null */
  defaultSelected?: string | null;
  /**
   * A page showing what a line's dialog shows: each Details control is then a link there (see
   * {@link DetailsControl}). @defaultValue undefined (buttons)
   */
  detailsHref?: ((line: EolLine) => string) | undefined;
};

/**
 * End-of-life lines: version with codename, date, severity chips in severity order, and a details
 * button opening the vulnerabilities dialog (one at a time).
 */
export function EolTable({
  lines,
  cveHref,
  formatDate = defaultFormatDate,
  labels,
  dialogLabels,
  severityLabels,
  defaultSelected = null,
  detailsHref,
  ...props
}: EolTableProps) {
  const text = { ...DEFAULT_EOL_TABLE_LABELS, ...labels };
  const [selected, setSelected] = React.useState<string | null>(defaultSelected);
  const opener = React.useRef<HTMLElement | null>(null);
  const selectedLine = selected === null ? undefined : lines.find((line) => line.version === selected);

  return (
    <>
      <Table data-table="eol" {...props}>
        <caption data-slot="table-caption">{text.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.version}</th>
            <th scope="col">{text.date}</th>
            <th scope="col">{text.vulnerabilities}</th>
            <DetailsHeader label={text.details} />
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const { counts } = line;
            return (
              <tr key={line.version}>
                <TableCell label={text.version}>
                  <span data-slot="version">{line.version}</span>
                  {line.codename ? <span data-slot="codename"> {line.codename}</span> : null}
                </TableCell>
                <TableCell label={text.date}>
                  <time dateTime={line.date}>{formatDate(line.date)}</time>
                </TableCell>
                <TableCell label={text.vulnerabilities}>
                  {counts.length === 0 ? (
                    <span data-slot="no-vulnerabilities">{text.none}</span>
                  ) : (
                    <span data-slot="severity-chips">
                      {counts.map((entry) => (
                        <SeverityChip key={entry.severity} severity={entry.severity} count={entry.count} labels={severityLabels} />
                      ))}
                    </span>
                  )}
                </TableCell>
                <DetailsCell
                  kind="control"
                  line={line.version}
                  codename={line.codename}
                  label={text.details}
                  expanded={selected === line.version}
                  href={detailsHref?.(line)}
                  onOpen={(control) => {
                    opener.current = control;
                    setSelected(line.version);
                  }}
                />
              </tr>
            );
          })}
        </tbody>
      </Table>
      {selectedLine ? (
        <VulnerabilitiesDialog
          key={selectedLine.version}
          open
          onOpenChange={(open) => {
            if (!open) {
              setSelected(null);
            }
          }}
          title={text.title(selectedLine)}
          known={selectedLine.known}
          unknown={selectedLine.unknown}
          unknownOpen={selectedLine.unknownOpen}
          cveHref={cveHref}
          returnFocusTo={opener}
          labels={dialogLabels}
          severityLabels={severityLabels}
        />
      ) : null}
    </>
  );
}
