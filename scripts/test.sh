#!/usr/bin/env bash
# Runs every test from a fresh clone: installs what is missing (system packages, npm packages),
# starts PostgreSQL and Redis when they are installed but down, then type-check, lint, unit and
# integration tests (SQLite always, PostgreSQL when reachable), the web build and the browser journeys.
# Ends with a plain "N passed, N failed" line; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
started_at=$SECONDS
log() { printf '\n== %s (at %s s)\n' "$*" "$((SECONDS - started_at))"; }
die() { printf '\nFATAL: %s\n' "$*" >&2; exit 1; }

# --- system packages -------------------------------------------------------
if ! command -v chromium >/dev/null 2>&1 || ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  log "installing chromium and CJK fonts"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-wqy-microhei \
      || die "apt-get could not install chromium and fonts-wqy-microhei"
  else
    die "chromium and a CJK font are required (Debian: apt-get install chromium fonts-wqy-microhei)"
  fi
fi
command -v chromium >/dev/null 2>&1 || die "chromium is not installed"

# --- services --------------------------------------------------------------
if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1; then
  log "starting PostgreSQL"
  for v in $(ls /etc/postgresql 2>/dev/null); do
    pg_ctlcluster --skip-systemctl-redirect "$v" main start || true
  done
  for _ in $(seq 1 20); do pg_isready -q -h 127.0.0.1 && break; sleep 0.5; done
fi
if command -v redis-server >/dev/null 2>&1 && ! redis-cli ping >/dev/null 2>&1; then
  log "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
  sleep 0.5
fi
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
fi
if [ -z "${TEST_REDIS_URL:-}" ] && command -v redis-cli >/dev/null 2>&1 && redis-cli ping >/dev/null 2>&1; then
  export TEST_REDIS_URL=redis://127.0.0.1:6379
fi
if [ "${CI:-}" = true ] && [ -z "${TEST_DATABASE_URL:-}" ]; then
  die "CI needs PostgreSQL: none is reachable on 127.0.0.1:5432"
fi
echo "PostgreSQL tests: ${TEST_DATABASE_URL:-off}; Redis tests: ${TEST_REDIS_URL:-off}"

# --- npm packages ----------------------------------------------------------
# Node 24 for the second Vitest run (scripts/node24.sh: the newest 24.x from the npm registry, kept in
# .ci-node24/) is fetched beside npm ci: both mostly wait on the network.
bash scripts/node24.sh prepare >.ci-node24.log 2>&1 &
node24_prepare_pid=$!
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "npm ci"
  npm ci --no-audit --no-fund || die "npm ci failed"
fi

failed_steps=()
# Vitest runs its files one at a time, so a run keeps one core busy at most, and its server files
# often wait on PostgreSQL, Redis and timers. The server project (the long one, which the journeys
# wait for) starts now, beside the type-check, lint, build and budget steps; the web project (jsdom,
# about 5 minutes) starts after the build in a run of its own, goes on beside the journeys and is
# waited for only before the summary. Each run's output is printed once it is done.
rm -f .ci-vitest.json .ci-vitest-web.json .ci-vitest-node24.json .ci-pw.json .ci-pw-*.json .ci-upgrade-pw.json
npx --no-install vitest run --project 'server*' --reporter=default --reporter=json \
  --outputFile.json=.ci-vitest.json >.ci-vitest.log 2>&1 &
vitest_pid=$!

log "type-check"
npm run -s typecheck || failed_steps+=(typecheck)
log "lint"
npx --no-install eslint . || failed_steps+=(lint)
node tools/import-cycles.mjs apps/server/src || failed_steps+=(import-cycles)
node tools/import-cycles.mjs packages/shared/src || failed_steps+=(import-cycles)
npx --no-install prettier --check . || failed_steps+=(format)

log "build (web app and compiled server)"
npm run -s build || failed_steps+=(build)

npx --no-install vitest run --project web --reporter=default --reporter=json \
  --outputFile.json=.ci-vitest-web.json >.ci-vitest-web.log 2>&1 &
vitest_web_pid=$!

log "/login bundle budget"
# the built app served by the compiled server (so this also proves that `npm start`'s bundle runs),
# measured the way a browser loads it (tools/login-budget.mjs)
budget_port=3197
budget_data=$(mktemp -d)
PORT=$budget_port HOST=127.0.0.1 DATA_DIR="$budget_data" WEB_DIST="$PWD/apps/web/dist" NODE_ENV=test \
  JOBS_ENABLED=false LOG_LEVEL=warn node apps/server/dist/server.js >.ci-budget-server.log 2>&1 &
budget_pid=$!
for _ in $(seq 1 120); do
  node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
    "http://127.0.0.1:$budget_port/api/health" && break
  sleep 0.5
done
if ! node tools/login-budget.mjs "http://127.0.0.1:$budget_port"; then
  failed_steps+=(login-budget)
  cat .ci-budget-server.log
fi
kill "$budget_pid" 2>/dev/null; wait "$budget_pid" 2>/dev/null; rm -rf "$budget_data"

# The upgrade journeys: the built app served on a copy of the previous release's SQLite database
# (apps/server/test/upgrade/fixtures), which the server migrates as it starts; the administrator
# finds the rows that release made and its user signs in (apps/web/e2e/upgrade). About 25 s, beside
# the rest of the Vitest run.
upgrade_data=$(mktemp -d)
cp apps/server/test/upgrade/fixtures/prev-release.sqlite "$upgrade_data/tessera.db"
E2E_UPGRADE=1 E2E_DATA_DIR="$upgrade_data" E2E_PORT=3198 PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.ci-upgrade-pw.json" \
  npx --no-install playwright test -c apps/web --reporter=list,json \
  --output apps/web/e2e/.artifacts/upgrade >.ci-pw-upgrade.log 2>&1 &
upgrade_pid=$!

# The same Vitest suite on Node 24 (the current LTS; the product supports 20.19+ and 24), placed so
# that it adds no wall time: it takes the core that is idle from here on. CI is ~29 of its 30 minutes;
# the journeys take ~17 (apps/web/e2e/durations.json, two shards on both cores), so this first phase
# is ~11, and its long step is Vitest on Node 20 (measured alone, under other load: 12.2 min of wall
# time for 7.6 min of its own CPU; its files run one at a time and wait on PostgreSQL, Redis and
# timers), while the steps above take the other core for less. So the Node 24 run starts now, beside
# the rest of the Node 20 run, keeps going beside the journeys (not held for it) and is waited for
# only before the summary. It runs on SQLite and Redis, without PostgreSQL (TEST_DATABASE_URL unset):
# what differs between Node versions is the runtime (V8, Node's APIs, native addons: the SQLite driver
# is better-sqlite3 13 on Node 22+, 12 on Node 20), which the SQLite pass exercises in full, while the
# PostgreSQL pass checks SQL through the pure-JavaScript pg driver, already covered on Node 20. That
# cut its cost from 6.8 CPU-min / 13.3 min wall (with PostgreSQL) to 4.7 CPU-min / 5.8 min wall,
# which fits the idle core. It runs the server project only (server, shared package and tools): the
# web project's tests run in jsdom on code built for browsers, where the Node version changes nothing
# a user meets, and leaving them out gives the journeys' cores back ~2 CPU-min. Its results count in the summary; the suite's sqlite-addon test fails a
# run that is not on the Node it asks for (TESSERA_EXPECT_NODE=24).
if wait "$node24_prepare_pid"; then
  TEST_DATABASE_URL= bash scripts/node24.sh test --project 'server*' --reporter=default --reporter=json \
    --outputFile.json=.ci-vitest-node24.json >.ci-vitest-node24.log 2>&1 &
  node24_pid=$!
else
  cat .ci-node24.log
  failed_steps+=(node24-prepare)
  node24_pid=
fi

export E2E_SHARDS="${E2E_SHARDS:-2}"
log "server and shared tests (Vitest)"
# a failing test is counted from the JSON report; a non-zero exit with every test passed is an
# error outside any test (an uncaught exception, an unhandled rejection), which fails the run too
wait "$vitest_pid" || failed_steps+=(vitest)
cat .ci-vitest.log

log "browser journeys (Playwright, Chromium, $E2E_SHARDS shards)"
# Each shard is its own Playwright run with its own server, database and port, so journeys that sign
# the same seeded users in and out never meet; together they roughly halve the wall time. The spec
# files are split by their recorded running time (tools/e2e-shards.mjs, apps/web/e2e/durations.json).
rm -f .ci-pw-*.json
shard_pids=()
for i in $(seq 1 "$E2E_SHARDS"); do
  mapfile -t shard_files < <(node tools/e2e-shards.mjs "$E2E_SHARDS" "$i")
  E2E_PORT=$((3198 + i)) PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.ci-pw-$i.json" \
    npx --no-install playwright test -c apps/web "${shard_files[@]}" --reporter=list,json \
    --output "apps/web/e2e/.artifacts/shard-$i" >".ci-pw-$i.log" 2>&1 &
  shard_pids+=($!)
done
for pid in "${shard_pids[@]}"; do wait "$pid" || true; done
for i in $(seq 1 "$E2E_SHARDS"); do
  printf '\n-- shard %s of %s\n' "$i" "$E2E_SHARDS"
  cat ".ci-pw-$i.log"
done

log "journeys on the previous release's database (upgrade)"
wait "$upgrade_pid" || true
cat .ci-pw-upgrade.log
rm -rf "$upgrade_data"

log "web unit tests (Vitest)"
wait "$vitest_web_pid" || failed_steps+=(vitest-web)
cat .ci-vitest-web.log

log "unit and server tests on Node 24 (Vitest)"
[ -n "$node24_pid" ] && { wait "$node24_pid" || failed_steps+=(vitest-node24); }
cat .ci-node24.log .ci-vitest-node24.log 2>/dev/null

log "summary"
node scripts/summarize-tests.mjs "${failed_steps[@]}"
