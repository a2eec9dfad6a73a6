/**
 * "Check a downloaded file" of an archive page, as server markup for its script
 * (`src/client/archive.ts`): a labelled file input that is also a drop zone, a progress bar, a
 * status line (a polite live region) and, in `<template>`s, each sentence the script may say, in
 * the page's language, with empty slots (`data-fill`) for the file, the versions, the digest and
 * the percentage. The page ships no messages to compile and no React. Hidden until the script
 * shows it: without JavaScript the box is not there and the command-line steps are.
 */
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/react';
import { CHECK_FILE_IDS, CHECK_FILE_MESSAGES, type CheckFileMessage } from '../verify-file/check-file-box';


const fill = (name: string, code = false) => (code ? <code data-fill={name} className="sha" /> : <span data-fill={name} />);

export function CheckFile({ version }: { version: string }) {
  const { t, rich } = useI18n();
  const slots: Record<CheckFileMessage, ReactNode> = {
    progress: rich('checkFile.progress', { file: fill('file', true), percent: fill('percent') }),
    match: rich('checkFile.match', { file: fill('file', true), version: fill('version') }),
    otherRelease: rich('checkFile.otherRelease', { file: fill('file', true), version: fill('version'), pageVersion: fill('shown') }),
    none: rich('checkFile.none', { version: fill('version'), digest: fill('digest', true) }),
    noChecksums: rich('checkFile.noChecksums', { version: fill('version'), digest: fill('digest', true) }),
    readError: rich('checkFile.readError', { file: fill('file', true) }),
    loadError: t('checkFile.loadError'),
  };
  return (
    // A div, not a section: the box is part of the "Verify a download" section.
    <div id={CHECK_FILE_IDS.box} data-slot="check-file" data-version={version} hidden>
      <h3 id="check-file-heading">{t('checkFile.heading')}</h3>
      <p>{rich('checkFile.intro', { version })}</p>
      <div className="check-file-drop" data-slot="check-file-drop">
        <label htmlFor={CHECK_FILE_IDS.input}>{t('checkFile.label')}</label>
        <input type="file" id={CHECK_FILE_IDS.input} />
        <span>{t('checkFile.drop')}</span>
      </div>
      <progress data-slot="check-file-progress" max={100} value={0} aria-labelledby="check-file-heading" hidden />
      <p data-slot="check-file-status" role="status" aria-live="polite" />
      {CHECK_FILE_MESSAGES.map((name) => (
        <template key={name} data-message={name}>
          {slots[name]}
        </template>
      ))}
    </div>
  );
}
