/**
 * `@node-downloads/detect`: the visitor's operating system, architecture and bitness, read in
 * the browser (User-Agent Client Hints where the browser has them, the user-agent string
 * otherwise), and the download platform they map to. No function throws or rejects, whatever it
 * is given: an unknown client is reported as unknown, never guessed.
 *
 * @packageDocumentation
 */
export { detectClient } from './client';
export { describeClient } from './describe';
export { detectOS } from './os';
export { platformFor } from './platform';
export type {
  Architecture,
  Bitness,
  Client,
  ClientLike,
  DetectClientOptions,
  DetectedOs,
  DetectionSource,
  NavigatorLike,
  Platform,
} from './types';
