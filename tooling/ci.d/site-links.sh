#!/usr/bin/env bash
# Link check over the built site: every distribution link names a file the dist index lists for
# its version, every internal link resolves (no network needed).
set -euo pipefail
pnpm --filter @node-downloads/site run check:links
