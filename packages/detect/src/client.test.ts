import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectClient } from './client';
import type { Client } from './types';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const NOTHING: Client = { os: 'OTHER', architecture: '', bitness: undefined, source: 'none' };
const WINDOWS_FROM_USER_AGENT: Client = { os: 'WIN', architecture: 'x86', bitness: 64, source: 'user-agent' };
const WINDOWS_ON_ARM: Client = { os: 'WIN', architecture: 'arm', bitness: 64, source: 'hints' };

/** A Windows-on-ARM Chrome whose `getHighEntropyValues` behaves as given. */
function windowsOnArm(getHighEntropyValues: (hints: string[]) => unknown) {
  return { userAgent: CHROME_WINDOWS, userAgentData: { platform: 'Windows', getHighEntropyValues } };
}

/** Settles `promise` or reports that it is still pending, without waiting for timers. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | 'pending'> {
  const marker = Symbol('pending');
  const winner = await Promise.race([promise, Promise.resolve().then(() => Promise.resolve(marker))]);
  return winner === marker ? 'pending' : { value: winner as T };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('detectClient without a usable navigator', () => {
  it('gives the unknown client for a missing navigator, as during server rendering', async () => {
    expect(await detectClient(undefined)).toEqual(NOTHING);
    expect(await detectClient(null)).toEqual(NOTHING);
    expect(await detectClient({})).toEqual(NOTHING);
  });

  it('never reads the global navigator', async () => {
    vi.stubGlobal('navigator', { userAgent: CHROME_WINDOWS });
    expect(await detectClient(undefined)).toEqual(NOTHING);
  });

  it('is imported without touching navigator', async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', undefined);
    Object.defineProperty(globalThis, 'navigator', {
      configurable: true,
      get() {
        throw new Error('navigator read at import');
      },
    });
    await expect(import('./index')).resolves.toHaveProperty('detectClient');
  });

  it('ignores user agents that are not strings', async () => {
    for (const userAgent of [42, null, { toString: () => CHROME_WINDOWS }, Symbol('ua'), ['Windows']]) {
      expect(await detectClient({ userAgent })).toEqual(NOTHING);
    }
  });

  it('gives the unknown client when reading the navigator throws', async () => {
    const throwing = (property: string) =>
      Object.defineProperty({ userAgent: CHROME_WINDOWS }, property, {
        get() {
          throw new Error('denied');
        },
      });
    for (const property of ['userAgent', 'maxTouchPoints', 'userAgentData']) {
      expect(await detectClient(throwing(property))).toEqual(NOTHING);
    }
  });
});

describe('detectClient with client hints', () => {
  it('asks for architecture, bitness and wow64, calling the method on userAgentData', async () => {
    class UserAgentData {
      readonly platform = 'Windows';
      readonly #answer = { architecture: 'arm', bitness: '64', wow64: false };
      asked: string[] = [];
      getHighEntropyValues(hints: string[]) {
        this.asked = hints;
        return Promise.resolve(this.#answer);
      }
    }
    const userAgentData = new UserAgentData();
    expect(await detectClient({ userAgent: CHROME_WINDOWS, userAgentData })).toEqual(WINDOWS_ON_ARM);
    expect(userAgentData.asked).toEqual(expect.arrayContaining(['architecture', 'bitness', 'wow64']));
  });

  it('keeps the user-agent result when the hints reject', async () => {
    const navigator = windowsOnArm(() => Promise.reject(new Error('NotAllowedError')));
    expect(await detectClient(navigator)).toEqual(WINDOWS_FROM_USER_AGENT);
  });

  it('keeps the user-agent result when asking for hints throws', async () => {
    const navigator = windowsOnArm(() => {
      throw new TypeError('Illegal invocation');
    });
    expect(await detectClient(navigator)).toEqual(WINDOWS_FROM_USER_AGENT);
  });

  it('keeps the user-agent result when the hints answer with empty strings or not an object', async () => {
    for (const answer of [{ architecture: '', bitness: '' }, {}, null, undefined, 'arm', 64, [], { architecture: 7 }]) {
      expect(await detectClient(windowsOnArm(() => Promise.resolve(answer)))).toEqual(WINDOWS_FROM_USER_AGENT);
    }
  });

  it('takes a synchronous answer too', async () => {
    const navigator = windowsOnArm(() => ({ architecture: 'arm', bitness: '64' }));
    expect(await detectClient(navigator)).toEqual(WINDOWS_ON_ARM);
  });

  it('reads a 32-bit browser on 64-bit Windows (wow64) as 64-bit', async () => {
    const navigator = windowsOnArm(() => Promise.resolve({ architecture: 'x86', bitness: '32', wow64: true }));
    expect(await detectClient(navigator)).toEqual({ ...WINDOWS_FROM_USER_AGENT, source: 'hints' });
  });

  it('leaves the bitness unknown when the hints name the architecture only', async () => {
    const navigator = windowsOnArm(() => Promise.resolve({ architecture: 'arm', bitness: '' }));
    expect(await detectClient(navigator)).toEqual({ ...WINDOWS_ON_ARM, bitness: undefined });
  });

  it('uses the platform even when high-entropy hints are missing', async () => {
    const desktopModeAndroid = { userAgent: CHROME_LINUX, userAgentData: { platform: 'Android' } };
    expect(await detectClient(desktopModeAndroid)).toEqual(NOTHING);
    const linux = { userAgent: CHROME_LINUX, userAgentData: { platform: '' } };
    expect(await detectClient(linux)).toEqual({ os: 'LINUX', architecture: 'x86', bitness: 64, source: 'user-agent' });
  });

  it('does not let the hints turn a crawler or a phone into a desktop system', async () => {
    const googlebot = {
      userAgent: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) Chrome/131.0.6778.69 (compatible; Googlebot/2.1)',
      userAgentData: { platform: 'Linux', getHighEntropyValues: async () => ({ architecture: 'x86', bitness: '64' }) },
    };
    expect((await detectClient(googlebot)).os).toBe('OTHER');
  });

  it('reads a Mac user agent with touch points as an iPad', async () => {
    const userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.6 Safari/605.1.15';
    expect(await detectClient({ userAgent, maxTouchPoints: 5 })).toEqual(NOTHING);
    expect(await detectClient({ userAgent, maxTouchPoints: 0 })).toEqual({ ...NOTHING, os: 'MAC' });
    expect(await detectClient({ userAgent, maxTouchPoints: 'many' })).toEqual({ ...NOTHING, os: 'MAC' });
  });
});

describe('detectClient time-boxes the hints', () => {
  it('answers from the user agent 500 ms after asking when the hints never resolve', async () => {
    vi.useFakeTimers();
    const result = detectClient(windowsOnArm(() => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(result)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(result)).toEqual({ value: WINDOWS_FROM_USER_AGENT });
  });

  it('waits as long as the timeout option says', async () => {
    vi.useFakeTimers();
    const result = detectClient(
      windowsOnArm(() => new Promise(() => {})),
      { timeout: 50 },
    );
    await vi.advanceTimersByTimeAsync(49);
    expect(await settled(result)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(result)).toEqual({ value: WINDOWS_FROM_USER_AGENT });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('uses 500 ms for the timeout %s', async (timeout) => {
    vi.useFakeTimers();
    const result = detectClient(windowsOnArm(() => new Promise(() => {})), { timeout });
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(result)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(result)).toEqual({ value: WINDOWS_FROM_USER_AGENT });
  });

  it('ignores hints that answer after the timeout', async () => {
    vi.useFakeTimers();
    const late = windowsOnArm(
      () => new Promise((resolve) => setTimeout(() => resolve({ architecture: 'arm', bitness: '64' }), 800)),
    );
    const result = detectClient(late);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual(WINDOWS_FROM_USER_AGENT);
  });

  it('does not wait for the timer when the hints answer, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const result = detectClient(windowsOnArm(() => Promise.resolve({ architecture: 'arm', bitness: '64' })));
    expect(await settled(result)).toEqual({ value: WINDOWS_ON_ARM });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind after a timeout or a rejection', async () => {
    vi.useFakeTimers();
    const hanging = detectClient(windowsOnArm(() => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(500);
    await hanging;
    await detectClient(windowsOnArm(() => Promise.reject(new Error('no'))));
    expect(vi.getTimerCount()).toBe(0);
  });
});
