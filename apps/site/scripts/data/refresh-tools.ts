/**
 * Refreshes the pinned tool versions of the snapshot (`tools.json` in release-core's `data/`):
 * for each tool, reads the newest release from its `source` (a GitHub release feed, whose
 * `tag_name` is `v0.40.3`) and writes the version when it is one. A tool whose source cannot be
 * read, or answers with something that is not a version, keeps its previous version; the result
 * names the tool, its source and why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkToolVersions, TOOL_VERSION_PATTERN, type ToolVersion } from '@node-downloads/release-core';
import type { FetchFunction } from '@node-downloads/release-core/node';

/** The file of pinned tool versions in a data folder. */
export const TOOLS_FILE = 'tools.json';

/** What happened to one tool's version. */
export type ToolRefresh =
  | { tool: string; source: string; outcome: 'updated' | 'unchanged'; version: string; previous: string }
  | { tool: string; source: string; outcome: 'kept'; version: string; why: string };

/**
 * Refreshes each tool's version from its source and rewrites `tools.json` when one changed. Never
 * throws for one tool's source: that tool keeps its version and its entry says why.
 */
export async function refreshToolVersions(options: { fetch: FetchFunction; dataDir: string; timeoutMs?: number }): Promise<ToolRefresh[]> {
  const file = path.join(options.dataDir, TOOLS_FILE);
  const tools = checkToolVersions(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ToolVersion>);
  const results: ToolRefresh[] = [];
  const next: Record<string, ToolVersion> = {};
  for (const [tool, entry] of Object.entries(tools)) {
    const found = await newestVersion(options.fetch, entry.source, options.timeoutMs ?? 30_000);
    if ('why' in found) {
      results.push({ tool, source: entry.source, outcome: 'kept', version: entry.version, why: found.why });
      next[tool] = entry;
      continue;
    }
    results.push({
      tool,
      source: entry.source,
      outcome: found.version === entry.version ? 'unchanged' : 'updated',
      version: found.version,
      previous: entry.version,
    });
    next[tool] = { ...entry, version: found.version };
  }
  if (results.some((result) => result.outcome === 'updated')) {
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(checkToolVersions(next), null, 2)}\n`);
    fs.renameSync(temporary, file);
  }
  return results;
}

async function newestVersion(fetch: FetchFunction, source: string, timeoutMs: number): Promise<{ version: string } | { why: string }> {
  let body: unknown;
  try {
    const response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      return { why: `answered HTTP ${response.status}` };
    }
    body = JSON.parse(await response.text());
  } catch (error) {
    return { why: `could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
  const tag = (body as { tag_name?: unknown } | null)?.tag_name;
  const version = typeof tag === 'string' ? tag.replace(/^v/, '') : undefined;
  if (version === undefined || !TOOL_VERSION_PATTERN.test(version)) {
    return { why: `named ${JSON.stringify(tag ?? null)} as the newest release, which is not a version` };
  }
  return { version };
}
