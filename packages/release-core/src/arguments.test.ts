import { WRONG_VALUES } from '@node-downloads/test-config';
import { describe, expect, it } from 'vitest';
import { NOV_2026 } from '../test/fixtures';
import { distIndex, schedule } from './data';
import * as core from './index';
import * as nodeEntry from './node';

const { InvalidArgumentError, ReleaseCoreError, UnknownValueError, buildReleases, releaseStatus } = core;

/** The shared wrong values, and those only release-core's functions refuse. */
const WRONG: (readonly [string, unknown])[] = [
  ...WRONG_VALUES,
  ['an empty string', ''],
  ['an object of the wrong fields', { version: 42, os: {}, releases: 'all' }],
  ['an empty array', []],
];

/** Every function a package entry exports (classes left out: they are the errors themselves). */
function functionsOf(entry: Record<string, unknown>): [string, (...args: unknown[]) => unknown][] {
  return Object.entries(entry).filter(
    (pair): pair is [string, (...args: unknown[]) => unknown] => typeof pair[1] === 'function' && !/^[A-Z]/.test(pair[0]),
  );
}

/** Calls a function; returns what it threw, or undefined when it returned. */
function thrown(call: () => unknown): unknown {
  try {
    call();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('every function of release-core refuses wrong types and shapes with a typed error', () => {
  // `main` of the command line never throws for bad input: it prints and returns an exit code;
  // `fetchReleaseData`, `loadReleaseData` and `loadShasums` are asynchronous (fetch.test.ts and
  // release-data.test.ts cover their errors).
  const ASYNC_OR_PROGRAM = ['main', 'loadShasums', 'fetchReleaseData', 'loadReleaseData'];
  const functions = [...functionsOf(core), ...functionsOf(nodeEntry).filter(([name]) => !ASYNC_OR_PROGRAM.includes(name))];

  it('covers the public functions', () => {
    expect(functions.length).toBeGreaterThan(60);
  });

  for (const [name, fn] of functions) {
    it(`${name}: only ReleaseCoreError, naming the function when an argument is refused`, () => {
      const failures: string[] = [];
      for (const [label, value] of WRONG) {
        // The wrong value as the first argument, then as the second after a plausible-looking first one.
        for (const args of [[value], [{}, value], ['v24.0.0', value]]) {
          const error = thrown(() => fn(...args));
          if (error === undefined) {
            continue;
          }
          if (!(error instanceof ReleaseCoreError)) {
            failures.push(`${label} as argument ${args.length}: ${String(error)}`);
          } else if (typeof error.code !== 'string' || error.code === '' || error.message === '') {
            failures.push(`${label} as argument ${args.length}: no code or message`);
          } else if (error instanceof InvalidArgumentError && !error.message.startsWith(`${error.function}: ${error.argument} `)) {
            failures.push(`${label} as argument ${args.length}: the message does not name the argument: ${error.message}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('the arguments the issue reports, refused by name', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const error = (call: () => unknown) => {
    const caught = thrown(call);
    expect(caught).toBeInstanceOf(InvalidArgumentError);
    return caught as InstanceType<typeof InvalidArgumentError>;
  };

  it('buildReleases without now, with a day as text, with an invalid Date', () => {
    const missing = error(() => buildReleases({ index: distIndex, schedule } as Parameters<typeof buildReleases>[0]));
    expect(missing).toMatchObject({ code: 'INVALID_ARGUMENT', function: 'buildReleases', argument: 'input.now' });
    expect(missing.message).toBe('buildReleases: input.now must be a Date, received undefined');
    expect(error(() => buildReleases({ index: distIndex, schedule, now: '2026-11-22' as unknown as Date })).message).toBe(
      'buildReleases: input.now must be a Date, received string "2026-11-22"',
    );
    expect(error(() => buildReleases({ index: distIndex, schedule, now: new Date('soon') })).message).toBe(
      'buildReleases: input.now must be a valid Date, received an invalid Date',
    );
    expect(error(() => buildReleases({ index: 'all' as unknown as [], schedule, now })).argument).toBe('input.index');
  });

  it('releaseStatus given a line name instead of its schedule entry', () => {
    const refused = error(() => releaseStatus('v24' as unknown as Parameters<typeof releaseStatus>[0], now));
    expect(refused).toMatchObject({ code: 'INVALID_ARGUMENT', argument: 'line' });
    expect(refused.message).toBe('releaseStatus: line must be an object, received string "v24"');
    expect(error(() => releaseStatus(schedule['v24'] as typeof schedule.v24 & object, 1_795_000_000_000 as unknown as Date)).argument).toBe('now');
    // The right arguments still answer.
    expect(releaseStatus(schedule['v24'] as typeof schedule.v24 & object, now)).toBe('Maintenance LTS');
  });

  it('unknown systems and platforms stay UnknownValueError, naming the value', () => {
    const caught = thrown(() => core.downloadUrl({ version: 'v24.0.0', os: 'BEOS' as 'LINUX', platform: 'x64', kind: 'binary', byRule: true }));
    expect(caught).toBeInstanceOf(UnknownValueError);
    expect(String((caught as Error).message)).toContain('"BEOS"');
    const platform = thrown(() => core.offeredFile(NOV_2026[0]!.minorVersions[0]!, 'LINUX', 'sparc' as 'x64', 'binary'));
    expect(platform).toMatchObject({ code: 'UNKNOWN_VALUE', kind: 'platform', value: 'sparc' });
  });

  it('a selection with a package manager outside the catalogue', () => {
    const caught = thrown(() => core.selectionToQuery({ version: 'v24.0.0', os: 'MAC', platform: 'arm64', installMethod: undefined, packageManager: 'bun' as 'NPM' }));
    expect(caught).toMatchObject({ code: 'UNKNOWN_VALUE', kind: 'packageManager', value: 'bun' });
  });
});

describe('an input object with a key the function does not take is refused by name, never ignored', () => {
  const releases = NOV_2026;
  const line = releases.find((entry) => entry.line === 'v24')!;
  const cases: [string, () => unknown, string][] = [
    ['buildReleases', () => buildReleases({ index: distIndex, schedule, now: new Date('2026-11-22'), today: new Date() } as never), 'buildReleases: input.today is not an option of input (expected index, schedule, now)'],
    [
      'resolveSelection',
      () => core.resolveSelection({ releases, selection: { version: 'v24.11.1' }, events: { type: 'detect', os: 'WIN', platform: 'x64' } } as never),
      'resolveSelection: input.events is not an option of input (expected releases, selection, event, shasums)',
    ],
    [
      'installScript',
      () => core.installScript({ release: line, os: 'LINUX', installMethod: 'NVM', packageManager: 'NPM', manager: 'PNPM' } as never),
      'installScript: input.manager is not an option of input (expected release, version, os, installMethod, packageManager, comments)',
    ],
    ['createAuditor', () => core.createAuditor({ releases, advisories: [], advisory: [] } as never), 'createAuditor: input.advisory is not an option of input (expected releases, advisories)'],
    [
      'auditRelease',
      () => core.auditRelease({ releases, advisories: [], version: 'v24.0.0', system: 'WIN' } as never),
      'auditRelease: input.system is not an option of input (expected releases, advisories, version, os)',
    ],
  ];
  it.each(cases)('%s', (_name, call, message) => {
    const caught = thrown(call);
    expect(caught).toBeInstanceOf(InvalidArgumentError);
    expect((caught as Error).message).toBe(message);
  });
});
