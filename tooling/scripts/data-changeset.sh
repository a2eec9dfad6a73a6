#!/usr/bin/env bash
# After a data refresh: when release-core's embedded data changed, writes a changeset for
# release-core saying what the refresh brought, and prints `changed=true` to $GITHUB_OUTPUT (when
# set), so the site workflow opens a pull request with the data and the changeset.
set -euo pipefail
cd "$(dirname "$0")/../.."
data=packages/release-core/data
if git diff --quiet -- "$data"; then
  echo "The embedded release data is unchanged."
  echo "changed=false" >> "${GITHUB_OUTPUT:-/dev/null}"
  exit 0
fi
newest=$(node -e 'const i=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));const n=i.reduce((a,e)=>e.date>a.date?e:a);console.log(n.version+" of "+n.date)' "$data/dist-index.json")
day=$(date -u +%F)
cat > ".changeset/release-data-$day.md" <<CHANGESET
---
"@node-downloads/release-core": patch
---

Release data as of $day: the embedded dist index, release schedule and security advisories refreshed from their sources (newest release $newest).
CHANGESET
echo "Wrote .changeset/release-data-$day.md"
echo "changed=true" >> "${GITHUB_OUTPUT:-/dev/null}"
