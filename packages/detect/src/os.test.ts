import { describe, expect, it } from 'vitest';
import { detectOS } from './os';

describe('detectOS', () => {
  it.each([
    ['Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'WIN'],
    ['macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0', 'MAC'],
    ['Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'LINUX'],
    ['ChromeOS', 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36', 'LINUX'],
    ['AIX', 'Mozilla/5.0 (X11; U; AIX 0048013C4C00; en-US; rv:1.0.1) Gecko/20021009', 'AIX'],
  ] as const)('names %s from its user agent', (_system, userAgent, expected) => {
    expect(detectOS(userAgent)).toBe(expected);
  });

  it.each([
    ['Windows', 'WIN'],
    ['macOS', 'MAC'],
    ['Linux', 'LINUX'],
    ['Chrome OS', 'LINUX'],
    ['Chromium OS', 'LINUX'],
    ['Android', 'OTHER'],
    ['iOS', 'OTHER'],
    ['Fuchsia', 'OTHER'],
    ['Unknown', 'OTHER'],
    ['', 'OTHER'],
  ] as const)('reads the client-hint platform "%s" as %s', (platform, expected) => {
    expect(detectOS(platform)).toBe(expected);
  });

  it('gives OTHER to systems whose user agent also names a desktop system', () => {
    expect(detectOS('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toBe('OTHER');
    expect(detectOS('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      'OTHER',
    );
    expect(detectOS('Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950)')).toBe('OTHER');
    expect(detectOS('Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox One) AppleWebKit/537.36')).toBe(
      'OTHER',
    );
    expect(detectOS('Mozilla/5.0 (X11; FreeBSD amd64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('OTHER');
  });

  it('gives OTHER to a crawler that claims to be a desktop browser', () => {
    const applebot =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)';
    expect(detectOS(applebot)).toBe('OTHER');
    expect(detectOS('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 (compatible; ExampleSpider/1.0)')).toBe(
      'OTHER',
    );
  });

  it('does not read Darwin (iOS and macOS apps) as Windows', () => {
    expect(detectOS('MyApp/1.0 CFNetwork/1496.0.7 Darwin/23.5.0')).toBe('OTHER');
  });

  it('gives OTHER, without throwing, for input that is not a user-agent string', () => {
    const inputs: unknown[] = [
      undefined,
      null,
      '',
      42,
      Number.NaN,
      true,
      Symbol('Windows'),
      ['Windows NT 10.0'],
      { toString: () => 'Windows NT 10.0' },
      Object.create(null),
      () => 'Windows',
    ];
    for (const input of inputs) {
      expect(detectOS(input)).toBe('OTHER');
    }
  });

  it('gives OTHER for 10 KB of junk, and still finds a system named at its end', () => {
    const junk = Array.from({ length: 10_240 }, (_, index) => String.fromCharCode(33 + ((index * 7) % 90))).join('');
    expect(junk).not.toMatch(/Win|Mac|Linux|CrOS|AIX/);
    expect(detectOS(junk)).toBe('OTHER');
    expect(detectOS(`${junk} (X11; Linux x86_64)`)).toBe('LINUX');
    expect(detectOS('\u0000'.repeat(10_240))).toBe('OTHER');
  });
});
