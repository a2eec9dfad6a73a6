import * as React from 'react';
import { useI18n } from '../i18n/react';
import { FileReadError, hashBlob } from '../verify-file/hash-stream';
import { fetchLineChecksums } from '../verify-file/line-checksums';
import { type DigestVerdict, matchDigest } from '../verify-file/match-digest';
import { createSha256 } from '../verify-file/sha256';

type State =
  | { kind: 'idle' }
  | { kind: 'hashing'; file: string; share: number }
  | { kind: 'verdict'; verdict: DigestVerdict }
  | { kind: 'readError'; file: string }
  | { kind: 'loadError' };

/** The line of a version, as the API files are named: `v24` (`v0.12` before v1). */
function lineOf(version: string): string {
  const [major, minor] = version.split('.');
  return major === 'v0' ? `${major}.${minor}` : (major ?? version);
}

/**
 * "Check a downloaded file" inside the download page's open verify box: a file the visitor
 * chooses is hashed in the browser as it is read (hash-wasm, imported on the first choice), while
 * the release line's API file (`/api/v{major}.json`, one request) gives every release's digests;
 * the verdict names the file and release, another release of the line included. Choosing another
 * file cancels the hashing of the first.
 */
export function CheckFilePanel({ version }: { version: string }) {
  const { t, rich, tag } = useI18n();
  const [state, setState] = React.useState<State>({ kind: 'idle' });
  const running = React.useRef<AbortController | undefined>(undefined);
  const id = React.useId();
  React.useEffect(() => () => running.current?.abort(), []);
  const percent = React.useMemo(() => new Intl.NumberFormat(tag, { style: 'percent' }), [tag]);

  const check = async (file: File) => {
    running.current?.abort(new DOMException('Another file was chosen', 'AbortError'));
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'hashing', file: file.name, share: 0 });
    let shown = 0;
    try {
      const [hasher, lists] = await Promise.all([createSha256(), fetchLineChecksums(lineOf(version))]);
      const digest = await hashBlob(file, hasher, {
        signal: controller.signal,
        onProgress: ({ read, size }) => {
          // Every hundredth redraws the bar; the status line speaks every tenth.
          const share = size === 0 ? 1 : Math.floor((read / size) * 100) / 100;
          if (share !== shown) {
            shown = share;
            setState({ kind: 'hashing', file: file.name, share });
          }
        },
      });
      setState({ kind: 'verdict', verdict: matchDigest(digest, version, lists) });
    } catch (error) {
      if (!controller.signal.aborted) {
        setState(error instanceof FileReadError ? { kind: 'readError', file: file.name } : { kind: 'loadError' });
      }
    }
  };

  const code = (text: string) => <code className="sha">{text}</code>;
  const status = (() => {
    switch (state.kind) {
      case 'idle':
        return null;
      case 'hashing':
        return rich('download.checkFile.progress', { file: code(state.file), percent: percent.format(Math.floor(state.share * 10) / 10) });
      case 'readError':
        return rich('download.checkFile.readError', { file: code(state.file) });
      case 'loadError':
        return t('download.checkFile.loadError');
      case 'verdict': {
        const { verdict } = state;
        switch (verdict.kind) {
          case 'match':
            return rich('download.checkFile.match', { file: code(verdict.file), version: verdict.version });
          case 'otherRelease':
            return rich('download.checkFile.otherRelease', { file: code(verdict.file), version: verdict.version, pageVersion: verdict.shown });
          case 'none':
            return rich('download.checkFile.none', { version: verdict.version, digest: code(verdict.digest) });
          case 'noChecksums':
            return rich('download.checkFile.noChecksums', { version: verdict.version, digest: code(verdict.digest) });
          default:
            return verdict satisfies never;
        }
      }
      default:
        return state satisfies never;
    }
  })();

  return (
    <section data-slot="check-file" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('download.checkFile.heading')}</h3>
      <p>{rich('download.checkFile.intro', { version })}</p>
      <div
        className="check-file-drop"
        data-slot="check-file-drop"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          const file = event.dataTransfer.files[0];
          if (file) {
            void check(file);
          }
        }}
      >
        <label htmlFor={`${id}-input`}>{t('download.checkFile.label')}</label>
        <input
          type="file"
          id={`${id}-input`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) {
              void check(file);
            }
          }}
        />
        <span>{t('download.checkFile.drop')}</span>
      </div>
      {state.kind === 'hashing' ? (
        <progress data-slot="check-file-progress" max={100} value={Math.round(state.share * 100)} aria-labelledby={`${id}-heading`} />
      ) : null}
      <p data-slot="check-file-status" role="status" aria-live="polite" data-state={state.kind === 'verdict' ? state.verdict.kind : state.kind}>
        {status}
      </p>
    </section>
  );
}
