import { expectTypeOf, test } from 'vitest';
import type { FetchFunction } from './fetch';

test('the platform fetch can be passed as it is', () => {
  expectTypeOf(globalThis.fetch).toExtend<FetchFunction>();
});
