#!/usr/bin/env bash
# The published packages as npm users get them: packs release-core, release-shasums, detect and
# ui, installs the tarballs with npm into fresh projects outside the workspace and checks imports,
# the command line (with and without the checksum lists), types, server rendering, a Vite build,
# the READMEs' examples and the size budgets (tooling/scripts/packages-consumer.mjs says what and
# why).
set -euo pipefail
node tooling/scripts/packages-consumer.mjs
