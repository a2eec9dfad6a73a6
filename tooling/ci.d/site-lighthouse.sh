#!/usr/bin/env bash
# Lighthouse gate (mobile, Debian Chromium, the built site served by the preview server, brotli-compressed, on 127.0.0.1) on
# /download, /download/current, /about/previous-releases, /about/eol and one archive page: each
# judged on the median of five runs: performance ≥ 98, accessibility, best practices and SEO = 100,
# CLS = 0.
set -euo pipefail
LIGHTHOUSE_RUNS="${LIGHTHOUSE_RUNS:-5}" pnpm --filter @node-downloads/site run lighthouse
