import {
  type Artifact,
  type MinorRelease,
  NoSuchFileError,
  RELEASE_KEYS_URL,
  type Shasums,
  systemFor,
  type VerifyCommands,
  verifyCommands,
} from '@node-downloads/release-core';
import { primaryBinaries } from '../download/primary-binaries';

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
function entriesOf(minor: MinorRelease, artifacts: readonly Artifact[], shasums: Shasums): { entries: Entry[]; missing?: string } {
  const entries: Entry[] = [];
  for (const { os, artifact } of primaryBinaries(artifacts)) {
    try {
      entries.push({ name: systemFor(os).name, commands: verifyCommands({ release: minor, file: artifact.fileName, os, shasums }) });
    } catch (error) {
      if (error instanceof NoSuchFileError) {
        return { entries: [], missing: error.message };
      }
      throw error;
    }
  }
  return { entries };
}

/**
 * "Verify a download" of an archive page: for each operating system the release has files for,
 * the commands that check its main binary against the release's SHA-256 list and that list's
 * signature, each in a closed `<details>`. Server-rendered, works without JavaScript.
 */
export function VerifyDownloads({ minor, artifacts, shasums }: { minor: MinorRelease; artifacts: readonly Artifact[]; shasums: Shasums }) {
  const { entries, missing } = entriesOf(minor, artifacts, shasums);
  const hasList = artifacts.some((artifact) => artifact.fileName === 'SHASUMS256.txt');
  return (
    <section aria-labelledby="verify-heading" data-slot="verify-downloads">
      <h2 id="verify-heading">Verify a download</h2>
      {!hasList ? (
        <p data-slot="verify-none">
          No SHA-256 checksum list (SHASUMS256.txt) is known for {minor.versionWithPrefix}: the release data has none for
          it, so there is nothing to check its files against.
        </p>
      ) : missing || entries.length === 0 ? (
        <p data-slot="verify-none">{missing ?? `${minor.versionWithPrefix} has no prebuilt files to verify.`}</p>
      ) : (
        <>
          <p>
            SHASUMS256.txt lists the SHA-256 of every file of {minor.versionWithPrefix}, and the release team signs that
            list. The commands below download it, check a file against it, then check its signature with the{' '}
            <a href={RELEASE_KEYS_URL}>Node.js release keys</a>. They are shown for each system's main binary; for another
            file of the table, use its name instead.
          </p>
          {entries.map(({ name, commands }) => (
            <details key={name} className="verify-details" data-slot="verify-os">
              <summary>
                {name}: <code>{commands.fileName}</code>
              </summary>
              {commands.sha256 ? (
                <p>
                  Published SHA-256 of {commands.fileName}: <code className="sha">{commands.sha256}</code>
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
