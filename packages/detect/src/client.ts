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
 * Detects the visitor's operating system, CPU architecture and bitness from a browser's
 * `navigator`.
 *
 * 1. The system comes from the user-agent string (see `detectOS`). When the browser has
 *    User-Agent Client Hints, their low-entropy `platform` ("Windows", "macOS", "Linux",
 *    "Chrome OS", "Android", …) decides instead, except that a user agent giving `'OTHER'`
 *    (mobile, crawler, unknown) stays `'OTHER'`. So Android in desktop mode, whose user agent
 *    says Linux, is `'OTHER'`.
 * 2. The CPU comes from the high-entropy hints (`architecture`, `bitness`, `wow64`), waited for at
 *    most `options.timeout` ms. They decide Windows on ARM (whose user agent says `Win64; x64`)
 *    and Linux or ChromeOS on ARM (whose Chromium user agent says `x86_64`). `wow64: true` (a
 *    32-bit browser on 64-bit Windows) means 64-bit.
 * 3. Without an architecture from the hints (no hints, empty strings, rejection, a throw, no answer
 *    in time), a CPU token of the user agent decides (`x86_64`, `Win64`, `WOW64`, `aarch64`,
 *    `armv7l`, `i686`, `ppc64le`, `s390x`), unless the hints' platform contradicted the user
 *    agent's system.
 *
 * Decisions worth knowing:
 * - macOS: every Mac browser's user agent says "Intel", so it is not read; without hints a Mac
 *   has architecture `''` and `platformFor` gives `'arm64'`, as every Mac sold since 2023 is
 *   Apple silicon.
 * - A `Macintosh` user agent with more than one touch point is an iPad: `'OTHER'`.
 * - Windows with no CPU token (old 32-bit browsers, privacy browsers with a frozen user agent)
 *   has architecture `''`: `platformFor` then gives `'x64'`, never `'x86'` by guess.
 * - A missing navigator, or one whose `userAgent`, `maxTouchPoints` or `userAgentData` throws
 *   when read, gives `{ os: 'OTHER', architecture: '', bitness: undefined, source: 'none' }`.
 *   Never throws or rejects.
 *
 * Reads no globals: pass the browser's `navigator` (during server rendering there is none to
 * pass, and `undefined` gives the result above).
 *
 * @example
 * const client = await detectClient(navigator);
 * // Edge on a Snapdragon laptop: { os: 'WIN', architecture: 'arm', bitness: 64, source: 'hints' }
 * const fast = await detectClient(navigator, { timeout: 200 });
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
    // The low-entropy platform ("Windows", "Android", …) is there without asking.
    const data = navigatorLike?.userAgentData as HintSource | undefined;
    const platform = data?.platform;
    const userAgentOs = detectOS(userAgent);
    const os =
      userAgentOs !== 'OTHER' && platform ? detectOS(platform) : userAgentOs;
    if (os === 'MAC' && (touchPoints as number) > 1) {
      return client;
    }
    client.os = os;
    // A CPU token is believed only from a user agent that tells the truth about the system.
    if (os === userAgentOs && os !== 'MAC') {
      [client.architecture, client.bitness] = readCpu(userAgent);
      if (client.architecture) {
        client.source = 'user-agent';
      }
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
    // Hints that throw or reject keep the user-agent result; a navigator that throws when read
    // keeps the unknown client.
  } finally {
    clearTimeout(timer);
  }
  return client;
}
