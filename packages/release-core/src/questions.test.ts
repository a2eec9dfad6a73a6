import { describe, expect, it } from 'vitest';
import { snapshot } from './data';
import { InvalidArgumentError } from './errors';
import { UnlistedReleaseError } from './listed-release';
import { isEndOfLife, isVulnerable } from './questions';

const NOV = new Date('2026-11-22');

describe('isEndOfLife', () => {
  it('answers by the schedule on the day of now', () => {
    expect(isEndOfLife('v20.11.0', { data: snapshot, now: NOV })).toBe(true);
    expect(isEndOfLife('20.11.0', { data: snapshot, now: new Date('2026-04-29') })).toBe(false);
    expect(isEndOfLife('v24.11.1', { data: snapshot, now: NOV })).toBe(false);
    expect(isEndOfLife('v0.4.12', { data: snapshot, now: NOV })).toBe(true);
  });

  it('refuses a version the data does not list, and unknown options by name', () => {
    expect(() => isEndOfLife('v26.14.0', { data: snapshot, now: NOV })).toThrow(expect.objectContaining({ code: 'NEWER_THAN_DATA', newest: 'v26.13.0' }));
    expect(() => isEndOfLife('v20.11.5', { data: snapshot, now: NOV })).toThrow(UnlistedReleaseError);
    expect(() => isEndOfLife('v20.11.0', { data: snapshot, now: NOV, os: 'WIN' } as never)).toThrow(
      'isEndOfLife: options.os is not an option of options (expected data, now)',
    );
    expect(() => isEndOfLife('v20.11.0', { data: snapshot } as never)).toThrow(InvalidArgumentError);
  });
});

describe('isVulnerable', () => {
  it('answers as node-release audit: an advisory on that system, or an end-of-life line', () => {
    expect(isVulnerable('v20.11.0', { data: snapshot, os: 'WIN', now: NOV })).toBe(true);
    expect(isVulnerable('v26.13.0', { data: snapshot, os: 'LINUX', now: NOV })).toBe(false);
    expect(isVulnerable('v24.11.1', { data: snapshot, now: NOV })).toBe(true);
  });

  it('refuses a version newer than the data instead of guessing, and unknown options by name', () => {
    expect(() => isVulnerable('v26.14.0', { data: snapshot, os: 'LINUX', now: NOV })).toThrow(expect.objectContaining({ code: 'NEWER_THAN_DATA' }));
    expect(() => isVulnerable('', { data: snapshot, now: NOV })).toThrow(expect.objectContaining({ code: 'INVALID' }));
    expect(() => isVulnerable('v20.11.0', { data: snapshot, system: 'WIN', now: NOV } as never)).toThrow(
      'isVulnerable: options.system is not an option of options (expected data, os, now)',
    );
  });
});
