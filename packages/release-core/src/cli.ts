#!/usr/bin/env node
/**
 * `node-release`, the executable: runs the command line's `main` (from the `/node` entry, which
 * the build keeps external, so this file adds no copy of the program) with the process's
 * arguments, the package's version, and the published checksum lists when
 * `@node-downloads/release-shasums` is installed.
 */
import { readFileSync } from 'node:fs';
import { loadShasums, main } from './node';

/** The installed package's version: package.json sits one folder up from `dist/` as from `src/`. */
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

process.exitCode = main(process.argv.slice(2), undefined, { shasums: await loadShasums(), version });
