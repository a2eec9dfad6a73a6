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
