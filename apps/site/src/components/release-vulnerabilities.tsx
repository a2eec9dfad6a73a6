import {
  OPERATING_SYSTEMS,
  type OperatingSystem,
  type ReleaseAudit,
  type ReleaseVulnerability,
  splitVulnerabilities,
  systemFor,
} from '@node-downloads/release-core';
import { Notice, SeverityChip, VulnerabilitiesList } from '@node-downloads/ui';
import { formatAdvisories } from '@node-downloads/ui/advisory-markdown';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { aboutLabels, advisoryListProps } from '../about/labels';
import { I18nProvider, type PageI18n, useI18n, useLinguiInstance } from '../i18n/react';
import { Message } from '../i18n/message';
import { archivePath } from '../links';

/** The id of the section, for links to it from the page's header. */
export const RELEASE_VULNERABILITIES_ID = 'vulnerabilities';

export type ReleaseVulnerabilitiesProps = {
  /** release-core's answer for the release on any system. */
  audit: ReleaseAudit;
  /** Day of the advisories data it was checked against (`YYYY-MM-DD`). */
  dataDate: string;
  /**
   * Where the list of advisories is: here (`undefined`), or on another page of the release, which
   * this one links to instead (the release page links to the archive page's list, so the site
   * renders each list once per release and locale). @defaultValue undefined
   */
  listHref?: string | undefined;
};

const listFormats = new Map<string, Intl.ListFormat>();

/** "Windows", "macOS and Linux": system names (never translated) joined as the locale joins a list. */
function systemList(tag: string, systems: readonly OperatingSystem[]): string {
  let format = listFormats.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: 'conjunction' });
    listFormats.set(tag, format);
  }
  return format.format(systems.map((os) => systemFor(os).name));
}

/** Under an advisory: the systems it is limited to, and the release of this line with its fix. */
function notes(i18n: PageI18n, audit: ReleaseAudit, vulnerability: ReleaseVulnerability): ReactNode {
  const { t, rich, path, tag } = i18n;
  let systems: ReactNode = null;
  if (vulnerability.systems.length === 0) {
    systems = <span data-slot="advisory-systems">{t('audit.otherSystemsOnly')}</span>;
  } else if (vulnerability.systems.length < OPERATING_SYSTEMS.length) {
    systems = <span data-slot="advisory-systems">{t('audit.onlyOn', { systems: systemList(tag, vulnerability.systems) })}</span>;
  }
  const fix = vulnerability.patchedIn ? (
    <span>
      <Message
        id="audit.fixedIn"
        values={{ version: vulnerability.patchedIn }}
        // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
        components={{ 0: <a href={path(archivePath(vulnerability.patchedIn))} /> }}
      />
    </span>
  ) : (
    <span>{rich('audit.noFix', { line: audit.line })}</span>
  );
  return (
    <>
      {systems}
      {fix}
    </>
  );
}

/**
 * The list markup by locale, line and advisory ids: releases of a line between two security
 * releases are affected by the same advisories, and their lists are the same markup, so each is
 * rendered once per build thread rather than once per page.
 */
const renderedLists = new Map<string, string>();

/** The advisories of a release, as ui's list shows them, with the release's notes under each. */
function AdvisoryList({ audit }: { audit: ReleaseAudit }) {
  const lingui = useLinguiInstance();
  const i18n = useI18n();
  const key = `${i18n.locale} ${audit.line} ${audit.vulnerabilities.map((vulnerability) => vulnerability.id).join(',')}`;
  let html = renderedLists.get(key);
  if (html === undefined) {
    const labels = aboutLabels(i18n);
    // Server markup only: the advisories' Markdown is parsed here, at build time.
    const split = formatAdvisories(splitVulnerabilities(audit.vulnerabilities));
    const byId = new Map(audit.vulnerabilities.map((vulnerability) => [vulnerability.id, vulnerability]));
    html = renderToStaticMarkup(
      <I18nProvider i18n={lingui}>
        <VulnerabilitiesList
          {...split}
          {...advisoryListProps(labels)}
          notes={(vulnerability) => {
            const own = byId.get(vulnerability.id);
            return own ? notes(i18n, audit, own) : null;
          }}
        />
      </I18nProvider>,
    );
    renderedLists.set(key, html);
  }
  // Markup React rendered (and escaped) above, from the same props.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own output, rendered once and reused
  return <div data-slot="advisory-list" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * "Is this release safe?": the advisories that affect one release (on any system, each marked
 * when it is limited to some), counted by severity, the release to move to, and whether its line
 * still gets fixes. Static markup: it needs no script.
 */
export function ReleaseVulnerabilities({ audit, dataDate, listHref }: ReleaseVulnerabilitiesProps) {
  const i18n = useI18n();
  const { rich, path, date } = i18n;
  const labels = aboutLabels(i18n);
  const count = audit.vulnerabilities.length;
  return (
    <section aria-labelledby={`${RELEASE_VULNERABILITIES_ID}-heading`} id={RELEASE_VULNERABILITIES_ID} className="stack" data-slot="release-vulnerabilities">
      <h2 id={`${RELEASE_VULNERABILITIES_ID}-heading`}>{rich('audit.heading', { version: audit.version })}</h2>
      {audit.endOfLife ? <Notice kind="warning">{rich('audit.endOfLife', { line: audit.line, version: audit.version })}</Notice> : null}
      <p>
        {count === 0
          ? rich('audit.none', { version: audit.version, date: date(dataDate) })
          : rich('audit.count', { count, version: audit.version, date: date(dataDate) })}
      </p>
      {count > 0 ? (
        <p data-slot="severity-chips">
          {audit.counts.map(({ severity, count: ofSeverity }) => (
            <SeverityChip key={severity} severity={severity} count={ofSeverity} labels={labels.severity} />
          ))}
        </p>
      ) : null}
      {audit.upgrade ? (
        <p data-slot="upgrade">
          <Message
            id={audit.upgrade.kind === 'same-line' ? 'audit.upgradeSameLine' : 'audit.upgradeLts'}
            values={{ version: audit.upgrade.version, line: audit.line }}
            // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
            components={{ 0: <a href={path(archivePath(audit.upgrade.version))} /> }}
          />
        </p>
      ) : null}
      {count > 0 && listHref !== undefined ? (
        <p>
          <Message
            id="audit.listElsewhere"
            values={{ count, version: audit.version }}
            // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
            components={{ 0: <a href={listHref} /> }}
          />
        </p>
      ) : null}
      {count > 0 && listHref === undefined ? <AdvisoryList audit={audit} /> : null}
    </section>
  );
}

/**
 * The count in a release page's header, linking to its vulnerabilities section ("36 known
 * vulnerabilities"); marked as a warning when the release is vulnerable.
 */
export function VulnerabilitySummary({ audit }: { audit: ReleaseAudit }) {
  const { t } = useI18n();
  return (
    <a href={`#${RELEASE_VULNERABILITIES_ID}`} data-slot="vulnerability-summary" data-vulnerable={audit.vulnerable ? 'true' : 'false'}>
      {t('audit.summary', { count: audit.vulnerabilities.length })}
    </a>
  );
}
