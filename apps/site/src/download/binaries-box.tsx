import { planDownload, type PublishedFiles, type Resolution, systemFor } from '@node-downloads/release-core';
import { DownloadButton, Notice } from '@node-downloads/ui';
import { useI18n } from '../i18n/react';
import { archivePath } from '../links';
import { reasonText } from './messages';
import { useNestedSelection } from './selection';
import { SystemSelects } from './system-selects';
import type { DownloadRelease } from './types';
import { VerifyDownload } from './verify-download';
import { hrefOf, missingOf } from './view-text';

/** "Prebuilt files": its own OS and platform dropdowns, the installer and binary buttons, and the verify panel. */
export function BinariesBox({
  releases,
  parent,
  shasums,
}: {
  releases: readonly DownloadRelease[];
  parent: Resolution<DownloadRelease>;
  shasums?: PublishedFiles | undefined;
}) {
  const { t, rich, path } = useI18n();
  const { resolution, dispatch } = useNestedSelection(releases, parent, shasums);
  const { selection, knownOs } = resolution;
  const plan = planDownload(resolution, { shasums });
  const missing = missingOf(plan.binary, t);
  const filesPath = path(archivePath(selection.version));
  return (
    <section className="panel" aria-labelledby="binaries-heading" data-requires-js data-slot="binaries">
      <h2 id="binaries-heading">{rich('download.binaries.heading', { version: selection.version })}</h2>
      <div className="selectors">
        <SystemSelects
          resolution={resolution}
          dispatch={dispatch}
          osLabel={t('download.binaries.os')}
          platformLabel={t('download.binaries.platform')}
        />
      </div>
      {plan.state === 'choose' ? (
        // An undetectable system (a phone, a crawler): ask for one instead of buttons that never load.
        <p className="button-row" data-slot="choose-system">
          {t('download.binaries.choose')}
        </p>
      ) : (
        <div className="button-row">
          <DownloadButton
            kind="installer"
            href={hrefOf(plan.installer)}
            loading={plan.state === 'loading'}
            loadingLabel={t('download.binaries.loading')}
            hidden={knownOs !== undefined && hrefOf(plan.installer) === undefined}
          >
            {knownOs ? rich('download.binaries.installer', { system: systemFor(knownOs).name }) : t('download.binaries.installerAny')}
          </DownloadButton>
          <DownloadButton
            kind="binary"
            href={hrefOf(plan.binary)}
            loading={plan.state === 'loading'}
            loadingLabel={t('download.binaries.loading')}
            hidden={missing !== undefined}
          >
            {t('download.binaries.binary')}
          </DownloadButton>
        </div>
      )}
      {missing ? (
        <Notice kind="warning" link={{ href: filesPath, label: rich('download.binaries.filesOf', { version: selection.version }) }}>
          {plan.state === 'unavailable' && plan.message
            ? reasonText(t, plan.messageDetail, plan.message)
            : t('download.binaries.missing', { reason: missing })}
        </Notice>
      ) : null}
      <VerifyDownload resolution={resolution} files={plan.verifiable} shasums={shasums} />
      <p>
        {rich('download.binaries.everyFile', {
          files: <a href={filesPath}>{rich('download.binaries.everyFileLink', { version: selection.version })}</a>,
        })}
      </p>
    </section>
  );
}
