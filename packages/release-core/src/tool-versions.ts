/**
 * The pinned versions of the tools install scripts download (nvm's installer is fetched from a
 * tag, so the tag is part of the command): `data/tools.json`, with the source each version is
 * refreshed from. Inlined into the builds (a few hundred bytes), unlike the rest of the snapshot.
 */
import toolsJson from '../data/tools.json' with { type: 'json' };
import { ReleaseCoreError } from './errors';

/** A tool whose version the install scripts pin. */
export type PinnedTool = keyof typeof toolsJson;

/** A pinned tool version and where it is refreshed from. */
export type ToolVersion = {
  /** The version, without `v` (`0.40.3`). */
  version: string;
  /** Where `data:refresh` reads the newest version (a release feed of the tool's repository). */
  source: string;
};

/** A version as a tool's tag names it, without the `v`: three numbers. */
export const TOOL_VERSION_PATTERN: RegExp = /^\d+\.\d+\.\d+$/;

/** The tools.json of the snapshot is not a map of tool names to a version and a source. */
export class ToolVersionError extends ReleaseCoreError {
  constructor(message: string) {
    super('INVALID_TOOL_VERSION', message);
  }
}

/**
 * Checks the pinned tool versions: each tool has a `version` of three numbers and a `source` URL.
 * Throws a {@link ToolVersionError} naming the tool otherwise.
 * @example
 * checkToolVersions({ nvm: { version: '0.40.3', source: 'https://…' } }) // → the same object
 */
export function checkToolVersions<Tools extends Record<string, ToolVersion>>(tools: Tools): Tools {
  if (typeof tools !== 'object' || tools === null) {
    throw new ToolVersionError('Pinned tool versions must be an object of tool names');
  }
  for (const [name, entry] of Object.entries(tools as Record<string, unknown>)) {
    const record = entry as Partial<ToolVersion> | null;
    if (typeof record?.version !== 'string' || !TOOL_VERSION_PATTERN.test(record.version)) {
      throw new ToolVersionError(`Pinned version of ${name} is not a version (x.y.z): ${JSON.stringify(record?.version)}`);
    }
    if (typeof record.source !== 'string' || !record.source.startsWith('https://')) {
      throw new ToolVersionError(`Pinned version of ${name} has no https source: ${JSON.stringify(record.source)}`);
    }
  }
  return tools;
}

/**
 * The pinned tool versions of the snapshot (checked by {@link checkToolVersions} in the site's
 * build and release-core's tests, and by `data:refresh` before it writes them).
 * @example
 * TOOL_VERSIONS.nvm.version // → '0.40.3'
 */
export const TOOL_VERSIONS: Readonly<Record<PinnedTool, Readonly<ToolVersion>>> = Object.freeze(toolsJson);
