/** Freezes a parsed data file all the way down, so no consumer can change the shared snapshot. */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null) {
    // This runs over every record of the snapshot when the data entries load: a plain loop, and a
    // call only for the values that are objects (most are strings).
    const nested: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
    for (let index = 0; index < nested.length; index += 1) {
      const item = nested[index];
      if (typeof item === 'object' && item !== null) {
        deepFreeze(item);
      }
    }
    Object.freeze(value);
  }
  return value;
}
