#!/usr/bin/env bash
# The site's build output depends on more than its sources: the date statuses are computed at
# (SITE_NOW, else the clock), SITE_ORIGIN, SITE_DATA_DIR and the files there, and SITE_OUT_DIR.
# So `turbo run build` must never replay a cached site: two builds in a row for two dates and
# two origins give two footers and two feeds, and a build without SITE_NOW is dated today.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out="$work/site"

# Without precompression: every page differs by its date, so each build would brotli the whole site
# again, and compression is not what this checks.
# Two locales are enough to see the inputs reach the build (the full build of every locale is CI's
# build step); SITE_LOCALES is an input too.
build() {
  env "$@" SITE_OUT_DIR="$out" SITE_PRECOMPRESS=0 SITE_LOCALES=ja pnpm turbo run build --filter=@node-downloads/site --output-logs=errors-only >/dev/null
}

# expect FILE TEXT WHAT: fails naming what the build got wrong when FILE does not contain TEXT.
expect() {
  if [ ! -f "$out/$1" ]; then
    echo "site build: $out/$1 was not written: SITE_OUT_DIR did not reach the build" >&2
    exit 1
  fi
  if ! grep -qiF -- "$2" "$out/$1"; then
    echo "site build: $1 does not contain $2 ($3): the build was replayed or ignored its input" >&2
    exit 1
  fi
}

# HTML attribute names are case-insensitive (React writes dateTime), so the checks ignore case.
statuses() { printf 'statuses as of <time datetime="%s">' "$1"; }

build SITE_NOW=2026-10-03 SITE_ORIGIN=https://one.example
expect index.html "$(statuses 2026-10-03)" 'footer dated SITE_NOW=2026-10-03'
expect feed/releases.xml 'https://one.example/' 'feed links on SITE_ORIGIN=https://one.example'
expect ja/index.html '<html lang="ja"' 'the Japanese pages of SITE_LOCALES=ja'
if [ -e "$out/ko/index.html" ]; then
  echo "site build: ko/index.html was written although SITE_LOCALES=ja" >&2
  exit 1
fi

build SITE_NOW=2026-10-20 SITE_ORIGIN=https://two.example
expect index.html "$(statuses 2026-10-20)" 'footer dated SITE_NOW=2026-10-20'
expect feed/releases.xml 'https://two.example/' 'feed links on SITE_ORIGIN=https://two.example'

before=$(date -u +%F)
build -u SITE_NOW -u SITE_ORIGIN
after=$(date -u +%F)
if ! grep -qiF -- "$(statuses "$before")" "$out/index.html" && ! grep -qiF -- "$(statuses "$after")" "$out/index.html"; then
  echo "site build: without SITE_NOW the footer is not dated today ($before): the build was replayed" >&2
  exit 1
fi
expect feed/releases.xml 'https://nodejs.org/' 'feed links on the default origin'
echo "site build: 3 builds in a row, each dated and linked as asked"

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
