#!/usr/bin/env bash
# Scaling of the site build: the committed snapshot (1×) against synthetic data with twice its
# releases (2×). Fails when the 1× build uses more than 90 s of CPU time, or the 2× build more than
# 3 times the 1× build's. Every figure is the build's own (apps/site/scripts/build-timing.ts): CPU
# time of the build process, every thread, from its start to its last page written, so neither
# precompression nor the process's start and exit dilute the ratio. Judged on CPU time, which
# moves less than wall time when other work shares the machine, so CI runs it beside other steps;
# the table prints wall time too. The whole table (1×, 2×, 5×, 10×, with gzip sizes, judged on
# wall time): `pnpm --filter @node-downloads/site bench`.
# Measured on two cores: the 1× build uses 40 s of CPU time alone and 44 s beside the typecheck;
# the 2× build 84 s alone and 104 s beside the unit tests. Linear is a ratio of 2.0–2.1 alone and
# was 2.35 as CI runs them. The limits leave room for a busy machine: 90 s is about twice the
# quiet 1× figure, and a ratio of 3 fails a build whose part that grows with the square of the
# data is as large as its linear part.
set -euo pipefail
# In CI the 1× row is CI's own build of the committed snapshot (its timing file, named by
# SITE_BUILD_TIMING_FILE): the same build made again would only repeat it. Run alone, the bench
# builds 1× itself.
base=()
if [ -n "${SITE_BUILD_TIMING_FILE:-}" ]; then
  base=(--base-timing="$SITE_BUILD_TIMING_FILE")
fi
pnpm --filter @node-downloads/site run bench --factors=1,2 --measure=cpu --max-base=90 --max-ratio=2:3 --no-gzip "${base[@]}"
