#!/usr/bin/env bash
# The docs cannot lie: every link, path, script, command and environment variable that docs/, the
# READMEs and CONTRIBUTING.md name exists, every environment variable the code reads is in the
# table of docs/operating.md, and the API reference in docs/api/ is what the packages' TSDoc
# comments generate (tooling/docs/). Fails naming the doc and line, the variable and the file that
# reads it, or the reference file that is out of date.
set -euo pipefail
pnpm docs:check
