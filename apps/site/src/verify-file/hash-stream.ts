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

/** Bytes read at a time from a byte stream, into one buffer used again and again. */
export const READ_SIZE = 1024 * 1024;

/**
 * The chunks of a file's stream. A byte stream (a browser's `Blob.stream()`) is read into one
 * buffer that is handed back each time, so reading makes no garbage in proportion to the file:
 * each chunk is hashed before the next read. Any other stream is read as it comes.
 */
async function* readChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  let byob: ReadableStreamBYOBReader | undefined;
  try {
    byob = stream.getReader({ mode: 'byob' });
  } catch {
    byob = undefined;
  }
  if (!byob) {
    const reader = stream.getReader();
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        yield next.value;
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
    return;
  }
  let buffer = new ArrayBuffer(READ_SIZE);
  try {
    for (;;) {
      const next = await byob.read(new Uint8Array(buffer, 0, READ_SIZE));
      if (next.done || !next.value) {
        return;
      }
      yield next.value;
      buffer = next.value.buffer as ArrayBuffer;
    }
  } finally {
    await byob.cancel().catch(() => undefined);
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
  let chunks: AsyncIterator<Uint8Array>;
  try {
    chunks = readChunks(file.stream());
  } catch (error) {
    throw new FileReadError(name, 0, { cause: error });
  }
  let read = 0;
  onProgress?.({ read, size });
  for (;;) {
    let next: IteratorResult<Uint8Array>;
    try {
      next = await chunks.next();
    } catch (error) {
      throw new FileReadError(name, read, { cause: error });
    }
    if (signal?.aborted) {
      await chunks.return?.().catch(() => undefined);
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
