/**
 * The archive pages' script: "Check a downloaded file" (server markup from
 * `src/components/check-file.tsx`, hidden until this script shows it). A file chosen in its input
 * or dropped on it is hashed in the browser as it is read (`hashBlob`), with hash-wasm imported on
 * the first choice, and its digest looked up in the page's own file table. Plain DOM, no React:
 * the page is not hydrated. A new choice cancels the hashing of the previous one.
 */
import { CHECK_FILE_IDS, type CheckFileMessage } from '../verify-file/check-file-box';
import { FileReadError, hashBlob } from '../verify-file/hash-stream';
import { type ChecksumList, type DigestVerdict, matchDigest } from '../verify-file/match-digest';
import { createSha256 } from '../verify-file/sha256';

/** The release's files and digests, as the page's table lists them ('—' where it has none). */
function tableList(version: string): ChecksumList {
  const files: Record<string, string | null> = {};
  for (const row of document.querySelectorAll('[data-slot="artifact-table"] tbody tr')) {
    const name = row.querySelector('.file-name')?.textContent?.trim();
    const digest = row.querySelector('.sha')?.textContent?.trim() ?? '';
    if (name) {
      files[name] = /^[0-9a-f]{64}$/.test(digest) ? digest : null;
    }
  }
  return { version, files };
}

function start(box: HTMLElement, input: HTMLInputElement): void {
  const version = box.dataset.version ?? '';
  const status = box.querySelector<HTMLElement>('[data-slot="check-file-status"]')!;
  const progress = box.querySelector<HTMLProgressElement>('[data-slot="check-file-progress"]')!;
  const drop = box.querySelector<HTMLElement>('[data-slot="check-file-drop"]')!;
  const percent = new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'percent' });
  let current: AbortController | undefined;

  /** Replaces the status line with one of the box's sentences, its slots filled. */
  const say = (name: CheckFileMessage, values: Record<string, string>, state: string) => {
    const template = box.querySelector<HTMLTemplateElement>(`template[data-message="${name}"]`);
    const sentence = template?.content.cloneNode(true) as DocumentFragment | undefined;
    for (const slot of sentence?.querySelectorAll<HTMLElement>('[data-fill]') ?? []) {
      slot.textContent = values[slot.dataset.fill ?? ''] ?? '';
    }
    status.replaceChildren(...(sentence ? [sentence] : []));
    status.dataset.state = state;
  };

  const verdict = (result: DigestVerdict) => {
    const values = { ...result, shown: result.kind === 'otherRelease' ? result.shown : version };
    say(result.kind, values, result.kind);
  };

  const check = async (file: File) => {
    current?.abort(new DOMException('Another file was chosen', 'AbortError'));
    const controller = new AbortController();
    current = controller;
    let announced = -1;
    progress.value = 0;
    progress.hidden = false;
    say('progress', { file: file.name, percent: percent.format(0) }, 'hashing');
    try {
      const hasher = await createSha256();
      const digest = await hashBlob(file, hasher, {
        signal: controller.signal,
        onProgress: ({ read, size }) => {
          const share = size === 0 ? 1 : read / size;
          progress.value = Math.floor(share * 100);
          // The live region speaks every tenth, not every chunk.
          const tenth = Math.floor(share * 10);
          if (tenth !== announced) {
            announced = tenth;
            say('progress', { file: file.name, percent: percent.format(tenth / 10) }, 'hashing');
          }
        },
      });
      verdict(matchDigest(digest, version, [tableList(version)]));
    } catch (error) {
      if (controller.signal.aborted) {
        return;
      }
      say(error instanceof FileReadError ? 'readError' : 'loadError', { file: file.name }, 'error');
    } finally {
      if (current === controller) {
        progress.hidden = true;
        current = undefined;
      }
    }
  };

  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) {
      void check(file);
    }
  });
  drop.addEventListener('dragover', (event) => {
    event.preventDefault();
    drop.dataset.over = '';
  });
  drop.addEventListener('dragleave', () => delete drop.dataset.over);
  drop.addEventListener('drop', (event) => {
    event.preventDefault();
    delete drop.dataset.over;
    const file = event.dataTransfer?.files[0];
    if (file) {
      void check(file);
    }
  });
  box.hidden = false;
}

const box = document.getElementById(CHECK_FILE_IDS.box);
const input = document.getElementById(CHECK_FILE_IDS.input);
if (box && input instanceof HTMLInputElement) {
  start(box, input);
}
