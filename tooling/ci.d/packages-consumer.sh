#!/usr/bin/env bash
# The published packages as npm users get them: starts a local registry (Verdaccio from npm on
# loopback, the @node-downloads scope local, everything else proxied from the registry npm is set
# to use), publishes every package to it with `pnpm release` (the release pipeline's command, with
# npm_config_registry and pnpm_config_registry pointing at it), installs them from it into fresh
# projects outside the workspace with npm and with pnpm, and checks what the registry served:
# imports, the command line (with and without the checksum lists), types, server rendering, a Vite
# build, the READMEs' examples and the size budgets (tooling/scripts/packages-consumer.mjs says what
# and why).
set -euo pipefail
node tooling/scripts/packages-consumer.mjs --registry
