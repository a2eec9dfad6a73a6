#!/usr/bin/env bash
# JavaScript budgets of the built site as a browser loads each page with no input (gzip transfer of
# scripts plus inline JSON payloads): the download pages 107 KB, the about pages 80 KB, other pages none (LIMITS in apps/site/scripts/checks/check-budgets.ts).
set -euo pipefail
pnpm --filter @node-downloads/site run check:budgets
