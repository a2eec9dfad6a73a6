import { readBitness, readCpu } from './cpu';
import { detectOS } from './os';
import type { Client, DetectClientOptions, NavigatorLike } from './types';

/** High-entropy hints asked for; `wow64` marks a 32-bit browser on 64-bit Windows. */
const HINTS = ['architecture', 'bitness', 'wow64'];

type Hints = { architecture?: unknown; bitness?: unknown; wow64?: unknown };

type HintSource = {
  platform?: unknown;
  getHighEntropyValues: (hints: string[]) => unknown;
};

/**
 * Detects the visitor's operating system, CPU architecture and bitness.
 *
 * Uses the high-entropy User-Agent Client Hints when the browser has them (Chromium browsers),
 * waiting at most `options.timeout` ms, and the user-agent string otherwise. Hints win where they
 * answer: Windows on ARM (whose user agent says `Win64; x64`), Linux on ARM (whose Chromium user
 * agent says `x86_64`), Android in desktop mode (whose user agent says Linux). Hints answering
 * with empty strings, rejecting, throwing or never resolving leave the user-agent result.
 *
 * Decisions worth knowing:
 * - macOS: every Mac browser's user agent says "Intel", so it is not read; without hints a Mac
 *   has architecture `''` and `platformFor` gives `'arm64'`, as every Mac sold since 2023 is
 *   Apple silicon.
 * - A `Macintosh` user agent with more than one touch point is an iPad: `'OTHER'`.
 * - Windows with no 64-bit token (old 32-bit browsers, privacy browsers with a frozen user agent)
 *   has architecture `''`: `platformFor` then gives `'x64'`, never `'x86'` by guess.
 * - A user agent that gives `'OTHER'` (mobile, crawler, unknown) stays `'OTHER'` whatever the
 *   hints' platform says; hints refine a desktop system only.
 * - A missing or unusable navigator gives `{ os: 'OTHER', architecture: '', bitness: undefined,
 *   source: 'none' }`. Never throws or rejects.
 *
 * Reads no globals: pass the browser's `navigator` (during server rendering there is none to pass,
 * and `undefined` gives the result above).
 *
 * @example
 * const client = await detectClient(navigator);
 * // Edge on a Surface Pro X: { os: 'WIN', architecture: 'arm', bitness: 64, source: 'hints' }
 */
export async function detectClient(
  navigatorLike: NavigatorLike | null | undefined,
  options: DetectClientOptions = {},
): Promise<Client> {
  const client: Client = { os: 'OTHER', architecture: '', bitness: undefined, source: 'none' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const userAgent = navigatorLike?.userAgent;
    const touchPoints = navigatorLike?.maxTouchPoints;
    const os = detectOS(userAgent);
    if (os !== 'MAC') {
      [client.architecture, client.bitness] = readCpu(userAgent);
    } else if ((touchPoints as number) > 1) {
      return client;
    }
    client.os = os;
    if (client.architecture) {
      client.source = 'user-agent';
    }
    // The low-entropy platform ("Windows", "Android", …) is there without asking.
    const data = navigatorLike?.userAgentData as HintSource | undefined;
    const platform = data?.platform;
    if (os !== 'OTHER' && typeof platform === 'string' && platform) {
      client.os = detectOS(platform);
    }
    // Without high-entropy hints the call below throws, and the catch keeps what was read.
    const timeout = options.timeout!;
    const answer = (await Promise.race([
      data!.getHighEntropyValues(HINTS),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeout >= 0 && timeout < Infinity ? timeout : 500);
      }),
    ])) as Hints | null | undefined;
    const [architecture] = readCpu(answer?.architecture);
    if (architecture) {
      client.architecture = architecture;
      client.bitness = answer?.wow64 === true ? 64 : readBitness(answer?.bitness);
      client.source = 'hints';
    }
  } catch {
    // Hints that throw or reject, or a navigator whose properties throw: keep what was read.
  } finally {
    clearTimeout(timer);
  }
  return client;
}
