#!/usr/bin/env bash
# Lighthouse gate (mobile, Debian Chromium, the built site served by the preview server, brotli-compressed, on 127.0.0.1) on
# /download, /download/current, /about/previous-releases, /about/eol, one archive page, /ja/download
# and /ar/about/eol: performance ≥ 98, accessibility, best practices and SEO = 100, CLS = 0,
# blocking time ≤ 50 ms. Each page is measured once, and again while it misses a limit, up to five
# runs: untimed figures are judged on the median run, timed ones (performance, blocking time) on
# the best run, since a busy machine only adds time. A page whose timed figures miss in every run
# on a machine where a control page with no script alone blocks over 25 ms is reported NOT JUDGED
# and counted as skipped (apps/site/scripts/checks/machine-floor.ts).
set -euo pipefail
LIGHTHOUSE_RUNS="${LIGHTHOUSE_RUNS:-5}" pnpm --filter @node-downloads/site run lighthouse
