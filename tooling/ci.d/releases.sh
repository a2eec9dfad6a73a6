#!/usr/bin/env bash
# Releases that never break a user (docs/releasing.md): a change to what a package ships comes with
# a changeset (tooling/scripts/changeset-check.mjs); every release scenario, a patch, minor and
# major changeset of each package through `changeset version` in a temporary copy, keeps each
# dependent's peer ranges or gives it a breaking-level bump (tooling/scripts/release-ranges.mjs);
# the changelogs say what changed: a moved peer range as a requirement at the release's level, a
# package the fixed group carried says why (tooling/scripts/release-changelogs.mjs); and an
# unbuilt package refuses to pack, naming itself.
set -euo pipefail
node tooling/scripts/changeset-check.mjs
node tooling/scripts/release-ranges.mjs
node tooling/scripts/release-changelogs.mjs

unbuilt=$(mktemp -d)
trap 'rm -rf "$unbuilt"' EXIT
cp packages/detect/package.json "$unbuilt/"
if output=$(cd "$unbuilt" && node "$OLDPWD/tooling/scripts/prepack-check.mjs" 2>&1); then
  echo "prepack-check packed a package without its build" >&2
  exit 1
fi
if [[ $output != *"@node-downloads/detect is not built"* ]]; then
  echo "prepack-check refused an unbuilt package without naming it: $output" >&2
  exit 1
fi
echo "An unbuilt package refuses to pack: $output"
