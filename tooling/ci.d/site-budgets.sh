#!/usr/bin/env bash
# JavaScript budgets of the built site as a browser loads each page with no input (gzip transfer of
# scripts plus inline JSON payloads): /download pages 118 KB, about pages 80 KB, other pages none.
set -euo pipefail
pnpm --filter @node-downloads/site run check:budgets
