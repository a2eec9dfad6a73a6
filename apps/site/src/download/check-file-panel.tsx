import { releaseLineOf } from '@node-downloads/release-core';
import * as React from 'react';
import { useI18n, useLinguiInstance } from '../i18n/react';
import { checkFileMessagesPath } from '../verify-file/check-file-box';
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

/**
 * "Check a downloaded file" inside the download page's open verify box: a file the visitor
 * chooses is hashed in the browser as it is read (hash-wasm, imported on the first choice), while
 * the release line's API file (`/api/v{major}.json`, one request) gives every release's digests;
 * the verdict names the file and release, another release of the line included. Choosing another
 * file cancels the hashing of the first. Its messages are not among the page's inline ones (the
 * page's budget): they load with the box, in one small request.
 */
export function CheckFilePanel({ version }: { version: string }) {
  const lingui = useLinguiInstance();
  const { locale } = useI18n();
  const [loaded, setLoaded] = React.useState<'loading' | 'ready' | 'failed'>(() =>
    lingui.messages['checkFile.heading'] === undefined ? 'loading' : 'ready',
  );
  React.useEffect(() => {
    if (loaded !== 'loading') {
      return;
    }
    let live = true;
    fetch(checkFileMessagesPath(locale))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((messages: Record<string, unknown>) => {
        if (typeof messages['checkFile.heading'] === 'undefined') {
          throw new Error('not the check-file messages');
        }
        lingui.load(locale, messages as Parameters<typeof lingui.load>[1]);
        if (live) {
          setLoaded('ready');
        }
      })
      .catch(() => live && setLoaded('failed'));
    return () => {
      live = false;
    };
  }, [lingui, locale, loaded]);
  if (loaded === 'loading') {
    return null;
  }
  // Without its messages the check has nothing to say it with: the commands above stay.
  if (loaded === 'failed') {
    return null;
  }
  return <CheckFileForm version={version} />;
}

function CheckFileForm({ version }: { version: string }) {
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
      const [hasher, lists] = await Promise.all([createSha256(), fetchLineChecksums(releaseLineOf(version))]);
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
        return rich('checkFile.progress', { file: code(state.file), percent: percent.format(Math.floor(state.share * 10) / 10) });
      case 'readError':
        return rich('checkFile.readError', { file: code(state.file) });
      case 'loadError':
        return t('checkFile.loadError');
      case 'verdict': {
        const { verdict } = state;
        switch (verdict.kind) {
          case 'match':
            return rich('checkFile.match', { file: code(verdict.file), version: verdict.version });
          case 'otherRelease':
            return rich('checkFile.otherRelease', { file: code(verdict.file), version: verdict.version, pageVersion: verdict.shown });
          case 'none':
            return rich('checkFile.none', { version: verdict.version, digest: code(verdict.digest) });
          case 'noChecksums':
            return rich('checkFile.noChecksums', { version: verdict.version, digest: code(verdict.digest) });
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
      <h3 id={`${id}-heading`}>{t('checkFile.heading')}</h3>
      <p>{rich('checkFile.intro', { version })}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone around the real, labelled file input, for pointer users only */}
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
        <label htmlFor={`${id}-input`}>{t('checkFile.label')}</label>
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
        <span>{t('checkFile.drop')}</span>
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
