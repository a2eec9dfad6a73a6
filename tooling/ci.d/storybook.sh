#!/usr/bin/env bash
# Static Storybook of every package that has one (the build-storybook turbo task).
set -euo pipefail
pnpm turbo run build-storybook --output-logs=errors-only
