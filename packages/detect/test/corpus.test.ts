import { describe, expect, it } from 'vitest';
import { describeClient, detectClient, detectOS, type NavigatorLike, platformFor } from '../src/index';
import { type CorpusEntry, corpus } from './user-agents';

/** The `navigator` the entry's browser has: user agent, touch points and, if any, client hints. */
function navigatorOf(entry: CorpusEntry): NavigatorLike {
  const { hints } = entry;
  return {
    userAgent: entry.userAgent,
    maxTouchPoints: entry.maxTouchPoints ?? 0,
    userAgentData: hints && {
      platform: hints.platform,
      getHighEntropyValues: async (asked: string[]) => {
        const answer: Record<string, unknown> = { platform: hints.platform, mobile: false };
        for (const hint of asked) {
          if (hint in hints) {
            answer[hint] = hints[hint as keyof typeof hints];
          }
        }
        return answer;
      },
    },
  };
}

describe('user-agent corpus', () => {
  it('covers every answer of detectOS with at least 60 real clients', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((entry) => entry.os))).toEqual(
      new Set(['WIN', 'MAC', 'LINUX', 'AIX', 'OTHER']),
    );
    expect(corpus.filter((entry) => entry.hints).length).toBeGreaterThanOrEqual(15);
    expect(new Set(corpus.map((entry) => entry.name)).size).toBe(corpus.length);
  });

  describe.each(corpus)('$name', (entry) => {
    it(`detectOS reads ${entry.os} from the user agent`, () => {
      expect(detectOS(entry.userAgent)).toBe(entry.os);
    });

    it('detectClient gives the expected system and CPU', async () => {
      expect(await detectClient(navigatorOf(entry))).toEqual(entry.client);
    });

    it(`platformFor preselects ${entry.platform ?? 'nothing'}`, () => {
      expect(platformFor(entry.client)).toBe(entry.platform);
    });

    it(`describeClient says "${entry.label}"`, () => {
      expect(describeClient(entry.client)).toBe(entry.label);
    });
  });
});
