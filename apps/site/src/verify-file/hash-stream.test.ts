import { createHash, randomBytes } from 'node:crypto';
import { createSHA256 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { FileReadError, type HashProgress, hashBlob, type IncrementalHasher, READ_SIZE } from './hash-stream';

async function sha256(): Promise<IncrementalHasher> {
  const hasher = await createSHA256();
  hasher.init();
  return { update: (chunk) => hasher.update(chunk), digest: () => hasher.digest('hex') };
}

/** A blob whose stream hands out `bytes` in the chunk sizes given, then fails if `failAfter` says so. */
function chunkedBlob(bytes: Uint8Array<ArrayBuffer>, sizes: readonly number[], failAfter?: number): Blob & { name: string } {
  const blob = new Blob([bytes]) as Blob & { name: string };
  blob.name = 'node-v24.11.1-linux-x64.tar.xz';
  blob.stream = () => {
    let at = 0;
    let index = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (failAfter !== undefined && index === failAfter) {
          controller.error(new DOMException('The file was removed', 'NotFoundError'));
          return;
        }
        if (at >= bytes.length) {
          controller.close();
          return;
        }
        const size = sizes[index % sizes.length]!;
        controller.enqueue(bytes.slice(at, at + size));
        at += size;
        index += 1;
      },
    }) as ReturnType<Blob['stream']>;
  };
  return blob;
}

describe('hashing a file as it is read', () => {
  const bytes = new Uint8Array(randomBytes(1_000_003)) as Uint8Array<ArrayBuffer>;
  const expected = createHash('sha256').update(bytes).digest('hex');

  it.each([
    ['in one chunk', [bytes.length]],
    ['in 64 KiB chunks', [65_536]],
    ['in uneven chunks', [1, 7, 4096, 100_000, 3]],
  ])('gives node:crypto’s digest of the same bytes %s', async (_, sizes) => {
    const progress: HashProgress[] = [];
    const digest = await hashBlob(chunkedBlob(bytes, sizes), await sha256(), { onProgress: (step) => progress.push(step) });
    expect(digest).toBe(expected);
    expect(progress.at(0)).toEqual({ read: 0, size: bytes.length });
    expect(progress.at(-1)).toEqual({ read: bytes.length, size: bytes.length });
    expect(progress.every((step, index) => index === 0 || step.read > progress[index - 1]!.read)).toBe(true);
  });

  it('hashes a real Blob’s own stream (a byte stream, read into one buffer used again), and an empty file', async () => {
    const large = new Uint8Array(randomBytes(3 * READ_SIZE + 5)) as Uint8Array<ArrayBuffer>;
    const reads: number[] = [];
    const digest = await hashBlob(new Blob([large]), await sha256(), { onProgress: ({ read }) => reads.push(read) });
    expect(digest).toBe(createHash('sha256').update(large).digest('hex'));
    // Never more than one buffer's worth at a time.
    expect(reads.every((read, index) => index === 0 || read - reads[index - 1]! <= READ_SIZE)).toBe(true);
    expect(reads.at(-1)).toBe(large.length);
    expect(await hashBlob(new Blob([bytes]), await sha256())).toBe(expected);
    expect(await hashBlob(new Blob([]), await sha256())).toBe(createHash('sha256').digest('hex'));
  });

  it('rejects with FileReadError, naming the file, when the reading fails midway', async () => {
    const failing = hashBlob(chunkedBlob(bytes, [65_536], 3), await sha256());
    await expect(failing).rejects.toThrow(FileReadError);
    await expect(failing).rejects.toThrow('node-v24.11.1-linux-x64.tar.xz could not be read after 196608 bytes, so it has no digest');
  });

  it('rejects when the file is shorter than its size said (it changed while read)', async () => {
    const blob = chunkedBlob(bytes.slice(0, 100), [50]);
    Object.defineProperty(blob, 'size', { value: 200 });
    await expect(hashBlob(blob, await sha256())).rejects.toThrow(FileReadError);
  });

  it('stops reading and rejects with the reason when cancelled', async () => {
    const controller = new AbortController();
    let chunks = 0;
    const reading = hashBlob(chunkedBlob(bytes, [1000]), await sha256(), {
      signal: controller.signal,
      onProgress: () => {
        chunks += 1;
        if (chunks === 5) {
          controller.abort(new DOMException('Another file was chosen', 'AbortError'));
        }
      },
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError', message: 'Another file was chosen' });
    expect(chunks).toBe(5);
  });
});
