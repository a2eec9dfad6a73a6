import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadSelect } from '../src/select-loader';

// Radix Select measures and captures the pointer; the DOM test environments lack these. (Files
// that run in the node environment, for server rendering, have no Element at all.)
if (typeof Element !== 'undefined') {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
});

// Selects that are not deferred render the Radix select at once when its code is loaded: load it
// once for every test, as a server renderer would.
await preloadSelect();
