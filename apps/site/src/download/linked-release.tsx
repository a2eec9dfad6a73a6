import { isOperatingSystem, type SelectionOs, systemFor } from '@node-downloads/release-core';
import { Notice, SeverityChip } from '@node-downloads/ui';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { severityLabels } from '../i18n/severity';
import { archivePath } from '../links';
import type { LinkedAudits } from './use-linked-audits';

export type LinkedReleaseProps = {
  /** The release the shared link named, which the page does not offer, and its line. */
  linked: { version: string; line: string };
  /** Its known vulnerabilities, as far as they have arrived. */
  audits: LinkedAudits;
  /** The page's operating system: the answer is for it (for any system when it is none of the four). */
  os: SelectionOs;
};

/**
 * Beside the status notice, for a shared link naming an older release: which release the link
 * named (linking to its page), how many known vulnerabilities affect it on the page's system,
 * by severity, whether its line still gets fixes, and the release to move to, as its archive
 * page says.
 */
export function LinkedRelease({ linked, audits, os }: LinkedReleaseProps) {
  const { t, rich, path, date } = useI18n();
  const { version, line } = linked;
  const named = (
    <Message
      id="download.linked.named"
      values={{ version }}
      // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
      components={{ 0: <a href={path(archivePath(version))} /> }}
    />
  );
  if (audits.state === 'unknown') {
    return (
      <div data-slot="linked-release" data-state="unknown">
        <Notice kind="info">{rich('download.linked.unknown', { version })}</Notice>
      </div>
    );
  }
  if (audits.state !== 'loaded') {
    return (
      <div data-slot="linked-release" data-state={audits.state} aria-busy={audits.state === 'loading'}>
        <Notice kind="info">
          {named} {audits.state === 'loading' ? t('download.linked.loading') : t('download.linked.failed')}
        </Notice>
      </div>
    );
  }
  const system = isOperatingSystem(os) ? os : 'ANY';
  const { counts, upgrade } = audits.release[system];
  const count = counts.reduce((sum, { count: ofSeverity }) => sum + ofSeverity, 0);
  const values = { version, system: system === 'ANY' ? t('download.linked.anySystem') : systemFor(system).name, date: date(audits.line.checked) };
  const labels = severityLabels(t);
  return (
    <div data-slot="linked-release" data-state="loaded" data-count={count}>
      <Notice kind={count > 0 || audits.line.endOfLife ? 'warning' : 'info'}>
      <p>
        {named} {count === 0 ? rich('download.linked.noneOn', values) : rich('download.linked.countOn', { ...values, count })}
      </p>
      {count > 0 ? (
        <p data-slot="severity-chips">
          {counts.map(({ severity, count: ofSeverity }) => (
            <SeverityChip key={severity} severity={severity} count={ofSeverity} labels={labels} />
          ))}
        </p>
      ) : null}
      {audits.line.endOfLife ? <p>{rich('download.linked.endOfLife', { line, version })}</p> : null}
      {upgrade ? (
        <p data-slot="upgrade">
          <Message
            id={upgrade.kind === 'same-line' ? 'download.linked.upgradeSameLine' : 'download.linked.upgradeLts'}
            values={{ version: upgrade.version, line }}
            // biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text
            components={{ 0: <a href={path(archivePath(upgrade.version))} /> }}
          />
        </p>
      ) : null}
      </Notice>
    </div>
  );
}
