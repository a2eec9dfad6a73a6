#!/usr/bin/env bash
# Releases switched whole, rolled back whole, and checked after each switch, against nginx on
# loopback serving a releases root the way production does (its http block includes
# DIR/current/nginx.conf; tooling/site-deploy/src/local-nginx.ts):
#   site:smoke against the preview server; release build A; site:smoke passes naming A;
#   release build B (a copy of A with one page added and one changed); site:smoke names B; B's pages
#   served; rollback; A's answers byte-identical to before (a sample with the changed page, the
#   health file, an asset and the API, each with identity, gzip and br), B's added page 404; and a
#   loop of requests running through both switches saw no error.
# Then the bad input: a rollback to an unknown release exits 2 and switches nothing; site:smoke of
# an address that does not answer exits 1 within its time limit, naming it.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$(realpath "${SITE_OUT_DIR:-apps/site/dist}")
work=$(mktemp -d)
tools=(pnpm --silent exec tsx --conditions=@node-downloads/source)
nginx_pid="" preview_pid="" loop_pid=""
cleanup() {
  [ -z "$loop_pid" ] || kill "$loop_pid" 2>/dev/null || true
  [ -z "$preview_pid" ] || kill -- "-$preview_pid" 2>/dev/null || true
  if [ -n "$nginx_pid" ]; then
    kill -TERM -- "-$nginx_pid" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 -- "-$nginx_pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$work" "${NGINX_PREFIX:-}"
}
trap cleanup EXIT
fail() { echo "site-deploy: $*" >&2; exit 1; }
# The status of a GET (no decompression, no redirects followed), and whether a body holds a text.
status_of() { node -e 'require("http").get(process.argv[1],{headers:{"accept-encoding":process.argv[2]||"identity"}},(r)=>{console.log(r.statusCode);r.resume()})' "$@"; }
body_has() { node -e 'fetch(process.argv[1]).then((r)=>r.text()).then((t)=>process.exit(t.includes(process.argv[2])?0:1))' "$1" "$2"; }
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
[ -f "$build/health.json" ] || fail "no built site with a health file in $build: build the site first"
locales=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).locales.join(","))' "$build/health.json")
build_a=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).build)' "$build/health.json")

echo "== site:smoke against the preview server"
preview_port=$(free_port)
# In a process group of its own (setsid), so that stopping it stops the server under pnpm too.
SITE_OUT_DIR="$build" setsid pnpm --silent --filter @node-downloads/site run serve --port "$preview_port" > "$work/preview.log" 2>&1 &
preview_pid=$!
for _ in $(seq 100); do grep -q 'Serving the site' "$work/preview.log" && break; sleep 0.1; done
pnpm --silent site:smoke "http://127.0.0.1:$preview_port" --expect-build "$build_a" --locales "$locales" --timeout 120
kill -- "-$preview_pid"; preview_pid=""

echo "== release build A ($build_a) and serve it with nginx"
root="$work/srv"
port=$(free_port)
start=$(date +%s.%N)
pnpm --silent site:release --root "$root" --from "$build" --listen "127.0.0.1:$port" --no-reload
eval "$("${tools[@]}" tooling/site-deploy/src/local-nginx.ts --root "$root" --port "$port")"
# shellcheck disable=SC2153  # NGINX_PID and NGINX_URL come from the eval above.
nginx_pid=$NGINX_PID
url=$NGINX_URL
brotli_flag=(); [ "$NGINX_BROTLI" = 1 ] || brotli_flag=(--no-brotli)
pnpm --silent site:smoke "$url" --expect-build "$build_a" --locales "$locales" --timeout 120 "${brotli_flag[@]}"

added=/about/deploy-check changed=/about/eol
script=$(grep -o '/assets/[^"]*\.js' "$build/download/index.html" | head -1) || true
[ -n "$script" ] || fail "no script under /assets/ in the build's /download page"
sample=(/ /download "$changed" /ja/ /health.json /api/releases.json /favicon.svg "$script")
"${tools[@]}" tooling/site-deploy/src/responses.ts "$url" "$work/answers-a" "${sample[@]}"

echo "== build B: a copy of A with $added added and $changed changed"
cp -a "$build" "$work/build-b"
build_b=$("${tools[@]}" tooling/site-deploy/src/variant-build.ts "$work/build-b" "$added" "$changed")

# A loop of requests through both switches: pages both builds have, and the health file.
"${tools[@]}" tooling/site-deploy/src/request-loop.ts "$url" --until "$work/stop-loop" / /download "$changed" /ja/download /health.json "$script" > "$work/loop.log" 2>&1 &
loop_pid=$!
sleep 1
pnpm --silent site:release --root "$root" --from "$work/build-b" --listen "127.0.0.1:$port" --reload "$NGINX_RELOAD"
pnpm --silent site:smoke "$url" --expect-build "$build_b" --locales "$locales" --timeout 120 "${brotli_flag[@]}"
status=$(status_of "$url$added")
[ "$status" = 200 ] || fail "B's added page $added answers $status while B is served"
body_has "$url$changed" 'Changed in build B' || fail "B's changed page $changed is not B's while B is served"

echo "== disk: two releases beside one"
du -sh "$root/releases/$build_a"
du -sh "$root/releases"

echo "== rollback to A"
pnpm --silent site:rollback --root "$root" --reload "$NGINX_RELOAD"
sleep 1
touch "$work/stop-loop"
wait "$loop_pid" || { cat "$work/loop.log"; loop_pid=""; fail "requests failed through the switches"; }
loop_pid=""
cat "$work/loop.log"
"${tools[@]}" tooling/site-deploy/src/responses.ts "$url" "$work/answers-after" "${sample[@]}"
diff -r "$work/answers-a" "$work/answers-after" > /dev/null || fail "after the rollback, answers differ from A's: $(diff -rq "$work/answers-a" "$work/answers-after" | head -5)"
echo "A's answers byte-identical after the rollback (${#sample[@]} paths × identity, gzip, br)."
status=$(status_of "$url$added")
[ "$status" = 404 ] || fail "B's added page $added answers $status after the rollback, expected 404"
for encoding in gzip br; do
  status=$(status_of "$url$added" "$encoding")
  [ "$status" = 404 ] || fail "B's added page $added answers $status with Accept-Encoding $encoding after the rollback"
done
pnpm --silent site:smoke "$url" --expect-build "$build_a" --locales "$locales" --timeout 120 "${brotli_flag[@]}"

echo "== bad input"
before=$(readlink "$root/current")
set +e
pnpm --silent site:rollback --root "$root" --to 20000101T000000Z-0000000 --no-reload > "$work/bad.log" 2>&1
code=$?
set -e
[ "$code" = 2 ] || fail "a rollback to an unknown release exited $code, expected 2"
grep -q "$build_a" "$work/bad.log" || fail "a rollback to an unknown release did not name $build_a: $(cat "$work/bad.log")"
grep -q "$build_b" "$work/bad.log" || fail "a rollback to an unknown release did not name the releases: $(cat "$work/bad.log")"
[ "$(readlink "$root/current")" = "$before" ] || fail "a refused rollback switched current"
dead_port=$(free_port)
dead_start=$(date +%s.%N)
set +e
timeout 30 pnpm --silent site:smoke "http://127.0.0.1:$dead_port" --timeout 5 > "$work/dead.log" 2>&1
code=$?
set -e
[ "$code" = 1 ] || fail "site:smoke of an address that does not answer exited $code, expected 1: $(cat "$work/dead.log")"
grep -q "127.0.0.1:$dead_port" "$work/dead.log" || fail "site:smoke of an address that does not answer did not name it: $(cat "$work/dead.log")"
echo "An address that does not answer: exit 1 in $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $dead_start }") s: $(grep FAIL "$work/dead.log")"
echo "site-deploy: passed in $(awk "BEGIN { printf \"%.0f\", $(date +%s.%N) - $start }") s after the preview check."
