#!/usr/bin/env bash
# JavaScript budgets of the built site: all a browser loads on each page with no input, warm-up
# included (gzip transfer of scripts plus inline JSON payloads), with the split before interactive /
# warmed at idle: the download pages 142 KB per visit (107 + 35), the about pages 80 KB, other pages
# none (LIMITS in apps/site/scripts/checks/check-budgets.ts).
set -euo pipefail
pnpm --filter @node-downloads/site run check:budgets
