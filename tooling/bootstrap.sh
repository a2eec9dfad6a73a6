#!/usr/bin/env bash
# Installs the pinned toolchain (Node and pnpm) from the npm registry into a user prefix, once,
# and prints the directory to put first on PATH. Safe to run repeatedly.
# Usage: eval "$(bash tooling/bootstrap.sh --env)"
set -euo pipefail
NODE_VERSION=24.21.0
PNPM_VERSION=12.21.0
PREFIX="${NODE_DOWNLOADS_TOOLCHAIN:-$HOME/.local/share/node-downloads-toolchain}"
have() { [ -x "$PREFIX/bin/node" ] && [ "$("$PREFIX/bin/node" -v)" = "v$NODE_VERSION" ] \
  && [ -x "$PREFIX/bin/pnpm" ] && [ "$(PATH="$PREFIX/bin:$PATH" "$PREFIX/bin/pnpm" -v)" = "$PNPM_VERSION" ]; }
if ! have; then
  echo "bootstrap: installing node@$NODE_VERSION and pnpm@$PNPM_VERSION into $PREFIX" >&2
  mkdir -p "$PREFIX"
  npm install --global --prefix "$PREFIX" --no-fund --no-audit --loglevel=error \
    "node@$NODE_VERSION" "pnpm@$PNPM_VERSION" >&2
  have || { echo "bootstrap: toolchain install failed" >&2; exit 1; }
fi
if [ "${1:-}" = "--env" ]; then
  echo "export PATH=\"$PREFIX/bin:\$PATH\""
  echo "export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1"
else
  echo "$PREFIX/bin"
fi
