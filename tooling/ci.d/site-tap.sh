#!/usr/bin/env bash
# The first tap on the download page's dropdowns, on a phone as the Lighthouse gate emulates one
# (150 ms round trip, 1.6 Mbps, CPU 4× slower): prints the first and second taps' times over five
# runs and their medians, and fails only when the median first tap is over 500 ms (twice the
# 250 ms goal) and over twice the median second tap, on a machine that can judge it (else skipped,
# as the Lighthouse gate's timed figures are: apps/site/scripts/checks/machine-floor.ts).
set -euo pipefail
pnpm --filter @node-downloads/site run bench:tap --runs=5
