#!/usr/bin/env bash
# The Storybook of every package that has one: its static build (the build-storybook turbo task),
# then every story in Chromium (the test-storybook task: Storybook's Vitest addon in browser mode,
# one headless Chromium): each story's play function, then axe on what it shows, failing on any
# violation. Its report (.reports/vitest-storybook.json) counts in the CI summary, a test per story.
set -euo pipefail
pnpm turbo run build-storybook --output-logs=errors-only
pnpm turbo run test-storybook --only --output-logs=new-only
