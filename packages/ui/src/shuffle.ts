import { expectArray, expectNumber, expectObject } from './errors';

/** Length of a shuffle time bucket: the selection stays the same within one minute. */
export const SHUFFLE_BUCKET_MS = 60_000;

/** The 1-minute time bucket of a moment (milliseconds since the epoch): the shuffle seed. */
export function timeBucket(now: number, bucketMs: number = SHUFFLE_BUCKET_MS): number {
  expectNumber('timeBucket', 'now', now);
  expectNumber('timeBucket', 'bucketMs', bucketMs);
  return Math.floor(now / bucketMs);
}

/**
 * A small deterministic pseudo-random generator (mulberry32): the same seed always gives the
 * same sequence of numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  expectNumber('seededRandom', 'seed', seed);
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A copy of a list in an order decided by the seed (Fisher–Yates with the seeded generator). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  expectArray('seededShuffle', 'items', items);
  const random = seededRandom(seed);
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const held = result[index] as T;
    result[index] = result[other] as T;
    result[other] = held;
  }
  return result;
}

export type PickOptions = {
  /** Seed of the shuffle, usually {@link timeBucket} of now. */
  seed: number;
  /** How many entries to keep after shuffling. @defaultValue all */
  pick?: number | undefined;
  /** Order the kept entries by weight, heaviest first. @defaultValue false */
  sortByWeight?: boolean | undefined;
};

/**
 * Shuffles entries with a seed, keeps `pick` of them, and optionally orders those by weight.
 * Ties keep their shuffled order.
 */
export function pickShuffled<T extends { weight?: number | undefined }>(items: readonly T[], options: PickOptions): T[] {
  expectArray('pickShuffled', 'items', items);
  expectObject('pickShuffled', 'options', options);
  const kept = seededShuffle(items, options.seed).slice(0, options.pick ?? items.length);
  if (options.sortByWeight) {
    return kept
      .map((item, index) => ({ item, index }))
      .sort((a, b) => (b.item.weight ?? 0) - (a.item.weight ?? 0) || a.index - b.index)
      .map((entry) => entry.item);
  }
  return kept;
}
