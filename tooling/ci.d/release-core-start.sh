#!/usr/bin/env bash
# release-core's quick start: the CPU time of `node-release resolve 'lts/*'` (offline, and from a
# fresh cache of live data) and of importing the library and making one resolveVersion call, each
# at most 2.5 times that of `node -e 0` measured in the same run (11 runs of each, in turns, each
# case judged by the median of its ratios to the baseline's run of the same round; measured again
# twice as long after a miss; packages/release-core/scripts/start-cpu.mjs).
# Judged as a ratio, so a busy or slow machine moves both sides; it runs alone, after the other
# checks. Needs the built package.
set -euo pipefail
pnpm --filter @node-downloads/release-core run check:start
