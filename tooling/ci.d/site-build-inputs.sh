#!/usr/bin/env bash
# The site's build output depends on more than its sources: the date statuses are computed at
# (SITE_NOW, else the clock), SITE_ORIGIN, SITE_DATA_DIR and the files there, SITE_LOCALES and
# SITE_OUT_DIR. So `turbo run build` must never replay a cached site. CI's own build (SITE_NOW set,
# the default origin, every locale, into dist/) runs first; this builds once more with every one
# of those inputs changed, into a temporary folder, and checks each reached the output: a replay
# of the first build (whose outputs turbo would restore into dist/) writes nothing there and a
# build that ignored an input shows the first build's value. Only the site's own task runs
# (`--only`): the packages were built by CI's build, and other checks read them meanwhile.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out="$work/site"

# Without precompression (not what this checks), English and Japanese only (the full build of
# every locale is CI's build step).
build() {
  env "$@" SITE_OUT_DIR="$out" SITE_PRECOMPRESS=0 SITE_LOCALES=ja pnpm turbo run build --filter=@node-downloads/site --only --output-logs=errors-only >/dev/null
}

# expect FILE TEXT WHAT: fails naming what the build got wrong when FILE does not contain TEXT.
expect() {
  if [ ! -f "$out/$1" ]; then
    echo "site build: $out/$1 was not written: SITE_OUT_DIR did not reach the build, or the build was replayed" >&2
    exit 1
  fi
  if ! grep -qiF -- "$2" "$out/$1"; then
    echo "site build: $1 does not contain $2 ($3): the build was replayed or ignored its input" >&2
    exit 1
  fi
}

# HTML attribute names are case-insensitive (React writes dateTime), so the checks ignore case.
statuses() { printf 'statuses as of <time datetime="%s">' "$1"; }

# The data a refresh brings: a local mirror of the sources (tooling/scripts/data-mirror.mjs) with
# one new release and no checksum lists beside the snapshot's; `pnpm data:refresh` into a copy of
# the snapshot must exit 0 having fetched every missing list, and the build below reads that copy
# (SITE_DATA_DIR), so the new release must reach /download, its archive page, the feed and the API.
mkdir "$work/data"
cp packages/release-core/data/* "$work/data/"
node tooling/scripts/data-mirror.mjs >"$work/mirror.txt" &
mirror=$!
trap 'kill "$mirror" 2>/dev/null || true; rm -rf "$work"' EXIT
until [ -s "$work/mirror.txt" ]; do
  kill -0 "$mirror" || { echo "site build: the data mirror did not start" >&2; exit 1; }
  sleep 0.1
done
read -r mirror_url new_version <"$work/mirror.txt"
refresh_status=0
RELEASE_DATA_DIR="$work/data" RELEASE_DATA_INDEX_URL="$mirror_url/dist/index.json" \
  RELEASE_DATA_SCHEDULE_URL="$mirror_url/schedule.json" RELEASE_DATA_ADVISORIES_URL="$mirror_url/advisories.json" \
  pnpm --silent data:refresh >"$work/refresh.log" 2>&1 || refresh_status=$?
kill "$mirror"
if [ "$refresh_status" -ne 0 ] || ! grep -q "Snapshot replaced" "$work/refresh.log"; then
  echo "site build: the data refresh from the local mirror exited $refresh_status:" >&2
  cat "$work/refresh.log" >&2
  exit 1
fi
if ! node -e 'const s=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));process.exit(s[process.argv[2]]?0:1)' "$work/data/shasums.json" "$new_version"; then
  echo "site build: the refresh fetched no checksum list for $new_version" >&2
  exit 1
fi

before=$(date -u +%F)
build -u SITE_NOW SITE_ORIGIN=https://one.example SITE_DATA_DIR="$work/data"
after=$(date -u +%F)
if ! grep -qiF -- "$(statuses "$before")" "$out/index.html" && ! grep -qiF -- "$(statuses "$after")" "$out/index.html"; then
  echo "site build: without SITE_NOW the footer is not dated today ($before): the build was replayed or ignored the clock" >&2
  exit 1
fi
expect feed/releases.xml 'https://one.example/' 'feed links on SITE_ORIGIN=https://one.example'
expect ja/index.html '<html lang="ja"' 'the Japanese pages of SITE_LOCALES=ja'
expect download/index.html "$new_version" "the refreshed release on /download (SITE_DATA_DIR)"
expect "download/archive/$new_version/index.html" "$new_version" "the refreshed release's archive page"
expect feed/releases.xml "$new_version" "the refreshed release in the feed"
expect api/releases.json "$new_version" "the refreshed release in the API"
if [ -e "$out/ko/index.html" ]; then
  echo "site build: ko/index.html was written although SITE_LOCALES=ja" >&2
  exit 1
fi
echo "site build: a second build, with another date, origin, locale set, folder and data refreshed from a local mirror ($new_version with its checksums), has each of them"

# The other way round: a task the site does not have must not rebuild it. `turbo run size` and
# `turbo run package-check` once ran the whole site build (about 30 s each) before doing nothing.
for task in size package-check lint; do
  if pnpm turbo run "$task" --dry=json | node -e '
    let text = "";
    process.stdin.on("data", (chunk) => { text += chunk; }).on("end", () => {
      const { tasks } = JSON.parse(text);
      process.exit(tasks.some((entry) => entry.taskId === "@node-downloads/site#build") ? 0 : 1);
    });'; then
    echo "site build: \`turbo run $task\` runs the site's build, which that task does not need" >&2
    exit 1
  fi
done
echo "site build: size, package-check and lint leave the site's build alone"
