// Property tests: whatever a browser, a crawler or a broken script hands over, detection answers
// within its vocabulary and never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Client, describeClient, detectClient, detectOS, type NavigatorLike, platformFor } from '../src/index';
import { corpus } from './user-agents';

const RUNS = 10_000;
const SYSTEMS = ['WIN', 'MAC', 'LINUX', 'AIX', 'OTHER'];
const ARCHITECTURES = ['x86', 'arm', 'ppc', 's390', ''];
const PLATFORMS = ['x64', 'x86', 'arm64', 'armv7l', 'ppc64le', 's390x', 'ppc64'];
const LABEL = /^(Windows|macOS|Linux|AIX|Other OS)( on (ARM|POWER|IBM Z))?( \((32|64)-bit\))?$/;

/** Pieces real user agents and hints are made of, so generated strings hit the rules often. */
const token = fc.constantFrom(
  'Mozilla/5.0',
  'Windows NT 10.0',
  'Win64',
  'WOW64',
  'x64',
  'Macintosh',
  'Intel Mac OS X 10_15_7',
  'macOS',
  'X11',
  'Linux',
  'CrOS',
  'Chrome OS',
  'Android 14',
  'iPhone',
  'iPad',
  'AIX',
  'FreeBSD',
  'x86_64',
  'aarch64',
  'armv7l',
  'i686',
  'ppc64le',
  's390x',
  'arm',
  'x86',
  'Googlebot/2.1',
  'Darwin',
  '; ',
  ' ',
  '(',
  ')',
);
const userAgentLike = fc.oneof(
  fc.array(fc.oneof(token, fc.string()), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(...corpus.map((entry) => entry.userAgent)),
);
const anyValue = fc.oneof(fc.anything({ maxDepth: 2, withNullPrototype: true, withBoxedValues: true }), userAgentLike);
const bitnessLike = fc.oneof(fc.constantFrom('64', '32', '', 64, 32, undefined), anyValue);

/** What `getHighEntropyValues` may do: answer, answer nonsense, reject, throw, or never answer. */
const hintBehaviour = fc.oneof(
  {
    arbitrary: fc
      .record({ architecture: fc.oneof(token, anyValue), bitness: bitnessLike, wow64: anyValue }, { requiredKeys: [] })
      .map((answer) => () => Promise.resolve(answer)),
    weight: 5,
  },
  { arbitrary: anyValue.map((answer) => () => answer), weight: 2 },
  { arbitrary: anyValue.map((reason) => () => Promise.reject(reason)), weight: 1 },
  {
    arbitrary: anyValue.map((thrown) => () => {
      throw thrown;
    }),
    weight: 1,
  },
  { arbitrary: fc.constant(() => new Promise(() => {})), weight: 1 },
);

const navigatorLike: fc.Arbitrary<NavigatorLike | null | undefined> = fc.oneof(
  fc.record(
    {
      userAgent: fc.oneof(userAgentLike, anyValue),
      maxTouchPoints: fc.oneof(fc.nat(10), anyValue),
      userAgentData: fc.oneof(
        fc.record(
          { platform: fc.oneof(token, anyValue), getHighEntropyValues: hintBehaviour },
          { requiredKeys: [] },
        ),
        anyValue,
      ),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(null, undefined),
);

function expectWithinVocabulary(client: Client) {
  expect(Object.keys(client).sort()).toEqual(['architecture', 'bitness', 'os', 'source']);
  expect(SYSTEMS).toContain(client.os);
  expect(ARCHITECTURES).toContain(client.architecture);
  expect([32, 64, undefined]).toContain(client.bitness);
  expect(['hints', 'user-agent', 'none']).toContain(client.source);
  // No CPU named means no signal decided, and the other way round.
  expect(client.architecture === '').toBe(client.source === 'none');
}

describe('properties', () => {
  it('detectOS answers within its vocabulary for any value', () => {
    fc.assert(
      fc.property(fc.oneof(userAgentLike, anyValue), (value) => {
        expect(SYSTEMS).toContain(detectOS(value));
      }),
      { numRuns: RUNS },
    );
  });

  it('detectOS gives OTHER to any user agent that names a crawler', () => {
    fc.assert(
      fc.property(userAgentLike, userAgentLike, fc.constantFrom('Googlebot', 'bingbot', 'Baiduspider'), (a, b, bot) => {
        expect(detectOS(`${a}${bot}${b}`)).toBe('OTHER');
      }),
      { numRuns: RUNS },
    );
  });

  it('platformFor and describeClient answer within their vocabulary for any value', () => {
    const clientLike = fc.oneof(
      fc.record(
        {
          os: fc.oneof(fc.constantFrom(...SYSTEMS, 'LOADING'), anyValue),
          architecture: fc.oneof(fc.constantFrom(...ARCHITECTURES), token, anyValue),
          bitness: bitnessLike,
        },
        { requiredKeys: [] },
      ),
      anyValue,
    );
    fc.assert(
      fc.property(clientLike, (client) => {
        const platform = platformFor(client as never);
        expect([...PLATFORMS, undefined]).toContain(platform);
        expect(describeClient(client as never)).toMatch(LABEL);
      }),
      { numRuns: RUNS },
    );
  });

  it('detectClient resolves within its vocabulary for any navigator and any hint behaviour', async () => {
    await fc.assert(
      fc.asyncProperty(navigatorLike, async (navigator) => {
        const client = await detectClient(navigator, { timeout: 0 });
        expectWithinVocabulary(client);
        // Hints refine a desktop system; they never turn a phone, crawler or unknown into one.
        let userAgent: unknown;
        try {
          userAgent = navigator?.userAgent;
        } catch {
          userAgent = undefined;
        }
        if (detectOS(userAgent) === 'OTHER') {
          expect(client.os).toBe('OTHER');
        }
        const platform = platformFor(client);
        expect([...PLATFORMS, undefined]).toContain(platform);
        // Only a system without builds, with no CPU named, gets no platform.
        expect(platform === undefined).toBe(client.os === 'OTHER' && client.architecture === '');
        expect(describeClient(client)).toMatch(LABEL);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
