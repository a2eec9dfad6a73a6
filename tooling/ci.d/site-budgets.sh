#!/usr/bin/env bash
# JavaScript budgets per route type of the built site (gzip): /download 100 KB, other pages 60 KB.
set -euo pipefail
pnpm --filter @node-downloads/site run check:budgets
