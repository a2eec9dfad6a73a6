// pnpm hooks of the workspace.

/** The export condition that resolves workspace packages to their TypeScript sources (`src/`). */
const SOURCE_CONDITION = '@node-downloads/source';

/** A copy of an `exports` map without the source condition, whose `src/` files are not published. */
function withoutSourceCondition(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, child]) => [key, withoutSourceCondition(child)]),
  );
}

/**
 * The published package.json: the workspace runs the packages from source through the
 * `@node-downloads/source` condition, which would name files the tarball leaves out.
 */
function beforePacking(manifest) {
  return manifest.exports === undefined ? manifest : { ...manifest, exports: withoutSourceCondition(manifest.exports) };
}

export const hooks = { beforePacking };
