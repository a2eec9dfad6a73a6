/**
 * The SHA-256 of a file the visitor chose, computed in the browser as the file is read: its bytes
 * go through `Blob.stream()` chunk by chunk into an incremental hasher, so no copy of the whole
 * file is held (Web Crypto's `digest` takes the whole input at once). Nothing leaves the page.
 */

/** An incremental hasher: fed chunk by chunk, then asked for its hex digest once. */
export type IncrementalHasher = {
  update(chunk: Uint8Array): unknown;
  digest(): string;
};

/** How far the reading is: bytes read so far of the file's size. */
export type HashProgress = { read: number; size: number };

/** The file could not be read to its end (moved, deleted, unreadable): there is no digest. */
export class FileReadError extends Error {
  override name = 'FileReadError';
  constructor(
    /** The file's name as the browser gives it. */
    readonly fileName: string,
    /** How many bytes were read before it failed. */
    readonly read: number,
    options?: { cause?: unknown },
  ) {
    super(`${fileName} could not be read after ${read} bytes, so it has no digest`, options);
  }
}

/** The hashing was cancelled (another file was chosen): an `AbortError`, as `fetch` throws. */
function aborted(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The hashing was cancelled', 'AbortError');
}

/**
 * Streams `file` through `hasher` and returns its hex digest (lowercase). `onProgress` hears of
 * every chunk read. Aborting `signal` stops the reading (the stream is cancelled) and rejects with
 * the signal's reason.
 * @throws FileReadError when the file cannot be read to its end.
 */
export async function hashBlob(
  file: Blob & { name?: string },
  hasher: IncrementalHasher,
  options: { signal?: AbortSignal | undefined; onProgress?: ((progress: HashProgress) => void) | undefined } = {},
): Promise<string> {
  const { signal, onProgress } = options;
  const name = file.name ?? 'The file';
  const size = file.size;
  if (signal?.aborted) {
    throw aborted(signal);
  }
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = file.stream().getReader();
  } catch (error) {
    throw new FileReadError(name, 0, { cause: error });
  }
  let read = 0;
  onProgress?.({ read, size });
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      throw new FileReadError(name, read, { cause: error });
    }
    if (signal?.aborted) {
      await reader.cancel().catch(() => undefined);
      throw aborted(signal);
    }
    if (next.done) {
      break;
    }
    hasher.update(next.value);
    read += next.value.byteLength;
    onProgress?.({ read, size });
  }
  if (read !== size) {
    // A file that changed while it was read: its digest would be of neither version.
    throw new FileReadError(name, read);
  }
  return hasher.digest().toLowerCase();
}
