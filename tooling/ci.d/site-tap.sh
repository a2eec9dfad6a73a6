#!/usr/bin/env bash
# The first and second opens of the download page's dropdowns, by tap and by keyboard, on a phone
# as the Lighthouse gate emulates one (150 ms round trip, 1.6 Mbps, CPU 4x slower), with each open's
# INP as web-vitals measures it: fails when the median first open is over 1.25 times the median
# second, by either (a ratio within one run, so any machine can judge it).
set -euo pipefail
pnpm --filter @node-downloads/site run bench:tap --runs=5
