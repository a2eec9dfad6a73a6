#!/usr/bin/env bash
# Scaling of the site build: builds from the committed snapshot (1×) and from synthetic data with
# twice its releases (2×), prints the figures, and fails when the 1× build takes more than 30 s or
# the 2× build more than 2.5 times the 1× build. The whole table (1×, 2×, 5×, 10×, with gzip
# sizes): `pnpm --filter @node-downloads/site bench`.
set -euo pipefail
pnpm --filter @node-downloads/site run bench --factors=1,2 --max-base=30 --max-ratio=2:2.5 --no-gzip
