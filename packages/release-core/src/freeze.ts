/** Freezes a parsed data file all the way down, so no consumer can change the shared snapshot. */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null) {
    // Plain loops: this runs over every record of the snapshot when the data entries load.
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        deepFreeze(value[index]);
      }
    } else {
      for (const key of Object.keys(value)) {
        deepFreeze((value as Record<string, unknown>)[key]);
      }
    }
    Object.freeze(value);
  }
  return value;
}
