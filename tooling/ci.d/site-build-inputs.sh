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

before=$(date -u +%F)
build -u SITE_NOW SITE_ORIGIN=https://one.example
after=$(date -u +%F)
if ! grep -qiF -- "$(statuses "$before")" "$out/index.html" && ! grep -qiF -- "$(statuses "$after")" "$out/index.html"; then
  echo "site build: without SITE_NOW the footer is not dated today ($before): the build was replayed or ignored the clock" >&2
  exit 1
fi
expect feed/releases.xml 'https://one.example/' 'feed links on SITE_ORIGIN=https://one.example'
expect ja/index.html '<html lang="ja"' 'the Japanese pages of SITE_LOCALES=ja'
if [ -e "$out/ko/index.html" ]; then
  echo "site build: ko/index.html was written although SITE_LOCALES=ja" >&2
  exit 1
fi
echo "site build: a second build, with another date, origin, locale set and folder, has each of them"

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
