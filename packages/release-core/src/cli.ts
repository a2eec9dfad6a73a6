#!/usr/bin/env node
/**
 * `node-release`, the executable: runs the command line's `main` (from the `/node` entry, which
 * the build keeps external, so this file adds no copy of the program) with the process's
 * arguments, and the published checksum lists when `@node-downloads/release-shasums` is installed.
 */
import { loadShasums, main } from './node';

process.exitCode = main(process.argv.slice(2), undefined, { shasums: await loadShasums() });
