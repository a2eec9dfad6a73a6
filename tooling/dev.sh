#!/usr/bin/env bash
# One entry point for a fresh machine.
#   bash tooling/dev.sh start   installs the toolchain and dependencies, builds everything and
#                               serves the site on 127.0.0.1 (brotli and gzip, as the build precompressed them), printing the URL
#   bash tooling/dev.sh test    installs what is needed and runs every check and test suite
#                               (the same run as continuous integration)
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  start)
    eval "$(bash tooling/bootstrap.sh --env)"
    pnpm install --frozen-lockfile
    pnpm turbo run build --filter=@node-downloads/site...
    exec pnpm --filter @node-downloads/site run serve
    ;;
  test)
    exec bash .ci/run
    ;;
  *)
    echo "usage: bash tooling/dev.sh start | test" >&2
    exit 2
    ;;
esac
