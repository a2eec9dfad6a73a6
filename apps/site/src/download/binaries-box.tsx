import type { Artifact, DownloadPlan, PublishedFiles, Resolution, SystemChoiceEvent } from '@node-downloads/release-core';
import { filesUnknown, releaseFolderUrl, systemFor } from '@node-downloads/release-core';
import { DownloadButton, Notice } from '@node-downloads/ui';
import { useI18n } from '../i18n/react';
import { archivePath } from '../links';
import { reasonText } from './messages';
import { SystemSelects } from './system-selects';
import type { DownloadRelease } from './types';
import { VerifyDownload } from './verify-download';
import { hrefOf, missingOf } from './view-text';

/** What {@link BinariesBox} shows: the model's prebuilt-files selection and plan. */
export type BinariesBoxProps = {
  /** The box's own selection (its OS and platform follow the page's until changed here). */
  resolution: Resolution<DownloadRelease>;
  /** Its installer and binary, or why not, and the files the verify commands can check. */
  plan: DownloadPlan;
  /** The file whose verify commands are shown. */
  verifyFile: Artifact | undefined;
  /** Called with the box's own OS and platform choices. */
  onChoose: (event: SystemChoiceEvent) => void;
  /** Called when another file is picked for verifying. */
  onVerifyFile: (kind: Artifact['kind']) => void;
  shasums?: PublishedFiles | undefined;
};

/** "Prebuilt files": its own OS and platform dropdowns, the installer and binary buttons, and the verify panel. */
export function BinariesBox({ resolution, plan, verifyFile, onChoose, onVerifyFile, shasums }: BinariesBoxProps) {
  const { t, rich, path } = useI18n();
  const { selection, knownOs } = resolution;
  const missing = missingOf(plan.binary, t);
  const filesPath = path(archivePath(selection.version));
  return (
    <section className="panel" aria-labelledby="binaries-heading" data-requires-js data-slot="binaries">
      <h2 id="binaries-heading">{rich('download.binaries.heading', { version: selection.version })}</h2>
      <div className="selectors">
        <SystemSelects
          resolution={resolution}
          dispatch={onChoose}
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
        <Notice
          kind="warning"
          link={
            // Files not in the release data are not missing: their folder on the distribution server has them.
            filesUnknown(resolution.minor, { shasums })
              ? { href: releaseFolderUrl(selection.version), label: rich('releaseLinks.folderOf', { version: selection.version }) }
              : { href: filesPath, label: rich('download.binaries.filesOf', { version: selection.version }) }
          }
        >
          {plan.state === 'unavailable' && plan.messageDetail
            ? reasonText(t, plan.messageDetail)
            : t('download.binaries.missing', { reason: missing })}
        </Notice>
      ) : null}
      {/* Nothing to verify while the release's files are not known (a new line's first alphas). */}
      {filesUnknown(resolution.minor, { shasums }) ? null : (
        <VerifyDownload minor={resolution.minor} os={knownOs} files={plan.verifiable} file={verifyFile} onChoose={onVerifyFile} shasums={shasums} />
      )}
      <p>
        {rich('download.binaries.everyFile', {
          files: <a href={filesPath}>{rich('download.binaries.everyFileLink', { version: selection.version })}</a>,
        })}
      </p>
    </section>
  );
}
