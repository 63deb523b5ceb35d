#!/usr/bin/env bash
# Benchmarks (not tests): builds the web app, starts the real server on a scratch SQLite database,
# measures, writes bench/results/*.json and *.md, stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${BENCH_PORT:-3299}
DATA=$(mktemp -d)
npm run -s build >/dev/null
PORT=$PORT DATA_DIR=$DATA LOG_LEVEL=warn LOGIN_RATE_LIMIT=100000 node apps/server/dist/server.js &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break; sleep 0.5; done
export BENCH_URL=http://127.0.0.1:$PORT
node bench/bundle-size.mjs
# Screens in Chromium: the sign-in form after a cold load, and a menu click to the first rows of every admin list.
node bench/screens.mjs
# The form designer with 200 widgets: a property edit and an added widget, to the next frame.
node bench/designer.mjs
# npm start on the build: first start, restart and idle memory (its own port and data folder).
node bench/start.mjs
node bench/current-user.mjs
# Socket delivery starts its own servers (one, then two sharing Redis when it is reachable).
node bench/socket.mjs
# The user list at 10,000 departments and 100,000 users (its own databases, through app.inject()).
node --import tsx bench/org-scale.mjs
# Online forms: releasing a 100-field form with 3 sub-tables, on SQLite and PostgreSQL (in-process).
node --import tsx bench/visualdev-release.mjs
# Generated lists at 1,000,000 rows (ROWS): filtered page p95 per role, export RSS, import (in-process).
node --expose-gc --import tsx bench/online-list.mjs
# A generated list of 10,000 rows in one page in Chromium: longest main-thread task (own server, port 3450).
node --import tsx bench/online-list-browser.mjs
# Excel: 1,500-row import, parse memory, export of 100,000 users with RSS (in-process, app.inject()).
node --expose-gc --import tsx bench/excel.mjs
# Data interfaces: an ordinary user keeps 50 slow SQL interfaces in flight; the administrator p95 elsewhere.
node --import tsx bench/data-interface-flood.mjs
# Files: a 1 GB chunked upload against one single-request upload, server RSS, resume after a closed page (own server).
node bench/upload.mjs
