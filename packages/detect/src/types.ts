import type { OperatingSystem } from '@node-downloads/release-core';

/**
 * A CPU architecture the runtime publishes builds for: release-core's `Platform`, written out in
 * the published declarations as `DetectedOs` is.
 */
export type { Platform } from '@node-downloads/release-core';

/**
 * The operating system of a visitor: one the runtime publishes builds for (release-core's
 * `OperatingSystem`), or `'OTHER'` for everything else (iOS, iPadOS, Android, BSDs, SunOS, game
 * consoles, crawlers, unknown clients). Taken from release-core by a type-only import: the build
 * writes the union out in the published declarations, so they stand alone.
 */
export type DetectedOs = OperatingSystem | 'OTHER';

/**
 * The CPU family of a visitor, in the vocabulary of User-Agent Client Hints (`'x86'`, `'arm'`)
 * extended with `'ppc'` (POWER) and `'s390'` (IBM Z). `''` means no signal named the CPU.
 */
export type Architecture = 'x86' | 'arm' | 'ppc' | 's390' | '';

/** Width of the visitor's operating system in bits, or `undefined` when no signal said. */
export type Bitness = 32 | 64 | undefined;

/**
 * Which signal decided the architecture and bitness: the high-entropy client hints, the
 * user-agent string, or `'none'` when neither named the CPU.
 */
export type DetectionSource = 'hints' | 'user-agent' | 'none';

/** What is known about a visitor's system. */
export type Client = {
  os: DetectedOs;
  architecture: Architecture;
  bitness: Bitness;
  source: DetectionSource;
};

/**
 * The parts of a browser's `navigator` that detection reads. Every field is optional and may hold
 * any value; unusable values are ignored.
 */
export type NavigatorLike = {
  /** The user-agent string. */
  userAgent?: unknown;
  /** Number of touch points; more than one on a `Macintosh` user agent means an iPad. */
  maxTouchPoints?: unknown;
  /** User-Agent Client Hints: `{ platform, getHighEntropyValues(hints) }`. */
  userAgentData?: unknown;
};

/** Options of `detectClient`. */
export type DetectClientOptions = {
  /**
   * Milliseconds to wait for the high-entropy client hints before deciding from the user-agent
   * string alone. Negative or non-finite values use the default.
   * @defaultValue 500
   */
  timeout?: number;
};

/**
 * Input of `platformFor` and `describeClient`: a `Client`, or any object with the same fields
 * where `architecture` may also be a CPU token (`x86_64`, `aarch64`, `armv7l`, …) and `bitness`
 * may be a string (`'64'`, as client hints give it) or a number.
 */
export type ClientLike = {
  os?: unknown;
  architecture?: unknown;
  bitness?: unknown;
};
