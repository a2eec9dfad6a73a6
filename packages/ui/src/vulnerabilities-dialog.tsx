import type * as React from 'react';
import { AdvisoryText } from './advisory-text';
import type { FormattedVulnerability } from './advisory-tree';
import { DetailsCell, DetailsHeader, DetailsLink } from './details-control';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from './dialog';
import { SeverityChip, type SeverityLabels } from './severity';
import { MISSING_VALUE, Table, TableCell } from './table';

/** Texts of the vulnerabilities dialog. */
export type VulnerabilitiesDialogLabels = {
  /** The count message. */
  count: (count: number) => string;
  none: string;
  cve: string;
  severity: string;
  overview: string;
  details: string;
  /** Summary of the unknown-severity section. */
  unknown: (count: number) => string;
  close: string;
  /** What affects the line's last release, said after the count (see the dialog's `lastRelease`). */
  lastRelease: (version: string, count: number) => string;
  /**
   * Joins the count's sentence and the last release's: with a space in scripts that space their
   * sentences, with none after a full stop such as 。.
   * @defaultValue the two joined by a space
   */
  sentences: (first: string, second: string) => string;
};

export const DEFAULT_VULNERABILITIES_LABELS: VulnerabilitiesDialogLabels = {
  count: (count) => (count === 1 ? '1 known vulnerability affects this version.' : `${count} known vulnerabilities affect this version.`),
  none: 'No known vulnerabilities are recorded for this version.',
  cve: 'CVE',
  severity: 'Severity',
  overview: 'Overview',
  details: 'Details',
  unknown: (count) => (count === 1 ? '1 vulnerability of unknown severity' : `${count} vulnerabilities of unknown severity`),
  close: 'Close',
  lastRelease: (version, count) =>
    count === 0 ? `${version}, the last, has none known.` : `${version}, the last, is affected by ${count} of them.`,
  sentences: (first, second) => `${first} ${second}`,
};

export type VulnerabilitiesDialogProps = {
  /** Title of the dialog (for example the version and its codename). */
  title: React.ReactNode;
  /** Advisories with a known severity, already sorted by severity, their text formatted (`formatAdvisories` of `@node-downloads/ui/advisory-markdown`). */
  known: readonly FormattedVulnerability[];
  /** Advisories of unknown severity, split off by the site, their text formatted. */
  unknown: readonly FormattedVulnerability[];
  /**
   * Whether the unknown-severity section starts open.
   * @defaultValue true only when every advisory is of unknown severity
   */
  unknownOpen?: boolean | undefined;
  /** Link of a CVE record. */
  cveHref: (cveId: string) => string;
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Element focused when the dialog closes. @defaultValue undefined */
  returnFocusTo?: React.RefObject<HTMLElement | null> | undefined;
  /** Texts. @defaultValue English labels */
  labels?: Partial<VulnerabilitiesDialogLabels> | undefined;
  /** Texts of the severity chips. @defaultValue English labels */
  severityLabels?: Partial<SeverityLabels> | undefined;
  /**
   * The line's last release and how many of these advisories affect it (the site asks the
   * auditor), said after the count: a line's count is true of its releases, not of its last one.
   * @defaultValue undefined (the count alone)
   */
  lastRelease?: { version: string; count: number } | undefined;
};

function CveLinks({ ids, cveHref }: { ids: readonly string[]; cveHref: (id: string) => string }) {
  if (ids.length === 0) {
    return <>{MISSING_VALUE}</>;
  }
  return (
    <span data-slot="cve-links">
      {ids.map((id) => (
        // An id reads left to right in every language; in a right-to-left page it keeps its order.
        <a key={id} href={cveHref(id)} dir="ltr">
          {id}
        </a>
      ))}
    </span>
  );
}

/** What the dialog says about an advisory: its formatted description or overview. */
function Overview({ vulnerability, fallback }: { vulnerability: FormattedVulnerability; fallback: string }) {
  return vulnerability.text === undefined ? fallback : <AdvisoryText tree={vulnerability.text} />;
}

/** An advisory's name after its Details text: its first CVE id, else its id. */
function advisoryName(vulnerability: FormattedVulnerability): string {
  return vulnerability.cve[0] ?? vulnerability.id;
}

function advisoryKey(vulnerability: FormattedVulnerability): string {
  return vulnerability.id;
}

export type VulnerabilitiesListProps = {
  /** Advisories with a known severity, already sorted by severity, their text formatted (`formatAdvisories` of `@node-downloads/ui/advisory-markdown`). */
  known: readonly FormattedVulnerability[];
  /** Advisories of unknown severity, split off by the site, their text formatted. */
  unknown: readonly FormattedVulnerability[];
  /**
   * Whether the unknown-severity section starts open.
   * @defaultValue true only when every advisory is of unknown severity
   */
  unknownOpen?: boolean | undefined;
  /** Link of a CVE record. */
  cveHref: (cveId: string) => string;
  /** Texts. @defaultValue English labels */
  labels?: Partial<VulnerabilitiesDialogLabels> | undefined;
  /** Texts of the severity chips. @defaultValue English labels */
  severityLabels?: Partial<SeverityLabels> | undefined;
  /**
   * More about an advisory, shown under its overview (for one release: the systems it is limited
   * to, the release that fixed it); nothing when it returns `null`. @defaultValue undefined
   */
  notes?: ((vulnerability: FormattedVulnerability) => React.ReactNode) | undefined;
};

function Notes({ children }: { children: React.ReactNode }) {
  return children === null || children === undefined ? null : <span data-slot="advisory-notes">{children}</span>;
}

/**
 * The advisories of a version, as its vulnerabilities dialog shows them (and a page without
 * scripts can): a table of those with a known severity (CVE links, severity, overview, link to
 * the announcement) and a collapsible list of those of unknown severity.
 */
export function VulnerabilitiesList({ known, unknown, unknownOpen, cveHref, labels, severityLabels, notes }: VulnerabilitiesListProps) {
  const text = { ...DEFAULT_VULNERABILITIES_LABELS, ...labels };
  const startsOpen = unknownOpen ?? (known.length === 0 && unknown.length > 0);
  return (
    <>
      {known.length > 0 ? (
        <Table data-table="vulnerabilities">
          <thead>
            <tr>
              <th scope="col">{text.cve}</th>
              <th scope="col">{text.severity}</th>
              <th scope="col">{text.overview}</th>
              <DetailsHeader label={text.details} />
            </tr>
          </thead>
          <tbody>
            {known.map((vulnerability) => (
              <tr key={advisoryKey(vulnerability)} data-severity={vulnerability.severity}>
                <TableCell label={text.cve}>
                  <CveLinks ids={vulnerability.cve} cveHref={cveHref} />
                </TableCell>
                <TableCell label={text.severity}>
                  <SeverityChip severity={vulnerability.severity} labels={severityLabels} />
                </TableCell>
                <TableCell label={text.overview}>
                  <Overview vulnerability={vulnerability} fallback={MISSING_VALUE} />
                  {notes ? <Notes>{notes(vulnerability)}</Notes> : null}
                </TableCell>
                <DetailsCell kind="link" label={text.details} subject={advisoryName(vulnerability)} href={vulnerability.url} columnLabel={text.details} />
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {unknown.length > 0 ? (
        <details data-slot="unknown-severity" open={startsOpen}>
          <summary>{text.unknown(unknown.length)}</summary>
          <ul>
            {unknown.map((vulnerability) => (
              <li key={advisoryKey(vulnerability)}>
                <CveLinks ids={vulnerability.cve} cveHref={cveHref} />{' '}
                <Overview vulnerability={vulnerability} fallback="" />
                {notes ? <Notes>{notes(vulnerability)}</Notes> : null}
                {vulnerability.url ? (
                  <>
                    {' '}
                    <DetailsLink label={text.details} subject={advisoryName(vulnerability)} href={vulnerability.url} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * Known vulnerabilities of an end-of-life version: a count message (with what affects its last
 * release, when given), a table of advisories with a
 * known severity, and a collapsible list of those of unknown severity (open at first only when
 * every advisory is unknown), or a message that none are recorded.
 */
export function VulnerabilitiesDialog({
  title,
  known,
  unknown,
  unknownOpen,
  cveHref,
  open,
  onOpenChange,
  returnFocusTo,
  labels,
  severityLabels,
  lastRelease,
}: VulnerabilitiesDialogProps) {
  const text = { ...DEFAULT_VULNERABILITIES_LABELS, ...labels };
  const total = known.length + unknown.length;
  const summary = total === 0 ? text.none : lastRelease ? text.sentences(text.count(total), text.lastRelease(lastRelease.version, lastRelease.count)) : text.count(total);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent data-dialog="vulnerabilities" closeLabel={text.close} returnFocusTo={returnFocusTo}>
        <header data-slot="dialog-header">
          <DialogTitle>{title}</DialogTitle>
        </header>
        <DialogDescription data-slot="dialog-count">{summary}</DialogDescription>
        <VulnerabilitiesList known={known} unknown={unknown} unknownOpen={unknownOpen} cveHref={cveHref} labels={labels} severityLabels={severityLabels} />
      </DialogContent>
    </DialogRoot>
  );
}
