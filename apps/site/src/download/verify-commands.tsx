import { type Artifact, NoSuchFileError, type OperatingSystem, type PublishedFiles, RELEASE_KEYS_URL, verifyCommands } from '@node-downloads/release-core';
import { CodeBox } from '@node-downloads/ui';
import * as React from 'react';
import { useI18n } from '../i18n/react';
import { CheckFilePanel } from './check-file-panel';
import { verifyStepTitles } from './messages';
import type { DownloadRelease } from './types';

/** What `VerifyDownload` shows: the model's verifiable files and the one chosen. */
export type VerifyDownloadProps = {
  /** The release the files belong to. */
  minor: DownloadRelease['minorVersions'][number];
  /** The system whose shell the commands are written for; undefined while none is known. */
  os: OperatingSystem | undefined;
  /** The files a download button offers, installer first. */
  files: readonly Artifact[];
  /** The file whose commands are shown. */
  file: Artifact | undefined;
  /** Called when the visitor picks another file. */
  onChoose: (kind: Artifact['kind']) => void;
  shasums?: PublishedFiles | undefined;
};

/**
 * The inside of an open "Verify your download": release-core's verify commands for the chosen
 * file, in the shell of the selected system, with radio buttons to pick the file when there are
 * two. Loaded on demand, when the visitor first opens the box (not warmed at idle), so
 * release-core's verify commands are not part of what a visit loads without input.
 */
export default function VerifyCommands({ minor, os, files, file: chosen, onChoose, shasums }: VerifyDownloadProps) {
  const { t, rich } = useI18n();
  const name = React.useId();
  if (!chosen || !os) {
    return <p>{t('download.verify.chooseSystem')}</p>;
  }
  try {
    const commands = verifyCommands({ release: minor, file: chosen.fileName, os, shasums }, { titles: verifyStepTitles(t) });
    return (
      <>
        {files.length > 1 ? (
          <fieldset className="verify-files">
            <legend>{t('download.verify.file')}</legend>
            {files.map((file) => (
              <label key={file.fileName}>
                <input type="radio" name={name} checked={file === chosen} onChange={() => onChoose(file.kind)} />{' '}
                <code>{file.fileName.slice(file.fileName.lastIndexOf('/') + 1)}</code>
              </label>
            ))}
          </fieldset>
        ) : null}
        <p>
          {rich('download.verify.intro', {
            file: <code>{commands.localName}</code>,
            keys: <a href={RELEASE_KEYS_URL}>{t('download.verify.keys')}</a>,
          })}
        </p>
        <CodeBox
          code={commands.code}
          language={commands.language}
          copyLabel={t('download.code.copy')}
          copiedLabel={t('download.code.copied')}
          failedLabel={t('download.code.copyFailed')}
        />
        <CheckFilePanel version={minor.versionWithPrefix} />
      </>
    );
  } catch (error) {
    if (!(error instanceof NoSuchFileError)) {
      throw error;
    }
    // The offered files are files of the release, so the one thing missing can be its checksum list.
    return <p>{rich('download.verify.noList', { version: minor.versionWithPrefix, file: chosen.fileName })}</p>;
  }
}
