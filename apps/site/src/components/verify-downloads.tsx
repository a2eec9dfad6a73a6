import {
  type Artifact,
  type LineRelease,
  NoSuchFileError,
  RELEASE_KEYS_URL,
  type Shasums,
  systemFor,
  type VerifyCommands,
  type VerifyStepTitles,
  verifyCommands,
} from '@node-downloads/release-core';
import { verifyStepTitles } from '../download/messages';
import { primaryBinaries } from '../download/primary-binaries';
import { useI18n } from '../i18n/react';
import { Message } from '../i18n/message';
import { CheckFile } from './check-file';

type Entry = { name: string; commands: VerifyCommands };

const LANGUAGE_NAMES: Record<VerifyCommands['language'], string> = { bash: 'Bash', powershell: 'PowerShell' };

/**
 * Commands as ui's CodeBox lays them out (its slots, so its styles), without what only works with
 * a script (the copy button) and without syntax highlighting: an archive page ships no script,
 * and the highlighting's markup would make every archive page several times its size.
 */
function StaticCode({ code, language }: { code: string; language: VerifyCommands['language'] }) {
  return (
    <figure data-slot="code-box" data-language={language} data-state="idle">
      <figcaption data-slot="code-box-header">
        <span data-slot="code-box-language">{LANGUAGE_NAMES[language]}</span>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre data-slot="code-box-pre" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/**
 * The verify commands of each operating system's main binary (see `primaryBinaries`), or why the
 * release has nothing to verify against: release-core's `verifyCommands` throws `NoSuchFileError`
 * when no checksum list is known for the release.
 */
function entriesOf(
  minor: LineRelease,
  artifacts: readonly Artifact[],
  shasums: Shasums,
  titles: VerifyStepTitles,
): { entries: Entry[]; missing?: boolean } {
  const entries: Entry[] = [];
  for (const { os, artifact } of primaryBinaries(artifacts)) {
    try {
      entries.push({ name: systemFor(os).name, commands: verifyCommands({ release: minor, file: artifact.fileName, os, shasums }, { titles }) });
    } catch (error) {
      if (error instanceof NoSuchFileError) {
        return { entries: [], missing: true };
      }
      throw error;
    }
  }
  return { entries };
}

/**
 * "Verify a download" of an archive page: for each operating system the release has files for,
 * the commands that check its main binary against the release's SHA-256 list and that list's
 * signature, each in a closed `<details>`. Server-rendered, works without JavaScript; with it, the
 * page's script also offers to check a downloaded file in the browser (`CheckFile`).
 */
export function VerifyDownloads({ minor, artifacts, shasums }: { minor: LineRelease; artifacts: readonly Artifact[]; shasums: Shasums }) {
  const { t, rich } = useI18n();
  const { entries, missing } = entriesOf(minor, artifacts, shasums, verifyStepTitles(t));
  const hasList = artifacts.some((artifact) => artifact.fileName === 'SHASUMS256.txt');
  const version = minor.versionWithPrefix;
  return (
    <section aria-labelledby="verify-heading" data-slot="verify-downloads">
      <h2 id="verify-heading">{t('downloadStatic.verify.heading')}</h2>
      <CheckFile version={version} />
      {!hasList || missing ? (
        // The files checked are files of the release, so what can be missing is its checksum list.
        <p data-slot="verify-none">{rich('downloadStatic.verify.none', { version })}</p>
      ) : entries.length === 0 ? (
        <p data-slot="verify-none">{rich('downloadStatic.verify.nothing', { version })}</p>
      ) : (
        <>
          <p>
            {/* biome-ignore lint/a11y/useAnchorContent: the message fills in the link's text */}
            <Message id="downloadStatic.verify.about" values={{ version }} components={{ 0: <a href={RELEASE_KEYS_URL} /> }} />
          </p>
          {entries.map(({ name, commands }) => (
            <details key={name} className="verify-details" data-slot="verify-os">
              <summary>
                <Message id="downloadStatic.verify.osSummary" values={{ system: name, file: commands.fileName }} components={{ 0: <code /> }} />
              </summary>
              {commands.sha256 ? (
                <p>
                  <Message
                    id="downloadStatic.verify.sha256"
                    values={{ file: commands.fileName, sha256: commands.sha256 }}
                    components={{ 0: <code className="sha" /> }}
                  />
                </p>
              ) : null}
              <StaticCode code={commands.code} language={commands.language} />
            </details>
          ))}
        </>
      )}
    </section>
  );
}
