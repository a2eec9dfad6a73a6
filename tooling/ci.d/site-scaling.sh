#!/usr/bin/env bash
# Scaling of the site build: the committed snapshot (1×) against synthetic data with twice its
# releases (2×). Fails when the 2× build uses more than 3.5 times the 1× build's CPU time. The 1×
# build's own time is printed, not judged: this kind of shared host's speed varies several-fold from
# minute to minute, so only a ratio within one run holds (a 1× build beside the end-to-end suite
# used 75 s of CPU, against 40 s alone). Every figure is the build's own
# (apps/site/scripts/build/build-timing.ts): CPU time of the build process, every thread, from its
# start to its last page written, so neither precompression nor the process's start and exit dilute
# the ratio. Judged on CPU time, which moves less than wall time when other work shares the machine,
# so CI runs it beside other steps; the table prints wall time too. The whole table (1×, 2×, 5×,
# 10×, with gzip sizes, judged on wall time): `pnpm --filter @node-downloads/site bench`.
# Measured on two cores: the 1× build uses 40 s of CPU time alone and 38–44 s beside the typecheck;
# the 2× build 84 s alone and 104–107 s beside the unit tests. Linear is a ratio of 2.0–2.1 alone;
# as CI runs them it was 2.35 and 2.80, as only the 2× build shares both cores with other work. 3.5
# is linear with CPU time grown by half (the most seen on a busy machine); it fails a build whose
# part that grows with the square of the data is over three times its linear part at 1×. The limit
# of 2.5 on the whole process's time (its start, bundling and exit included, some 20 s that do not
# grow) let through up to twice; it needed the 1× build made again beside the 2× one, and the
# tighter limit would fail on a busy machine.
set -euo pipefail
# In CI the 1× row is CI's own build of the committed snapshot (its timing file, named by
# SITE_BUILD_TIMING_FILE): the same build made again would only repeat it. Run alone, the bench
# builds 1× itself.
base=()
if [ -n "${SITE_BUILD_TIMING_FILE:-}" ]; then
  base=(--base-timing="$SITE_BUILD_TIMING_FILE")
fi
pnpm --filter @node-downloads/site run bench --factors=1,2 --measure=cpu --max-ratio=2:3.5 --no-gzip "${base[@]}"
