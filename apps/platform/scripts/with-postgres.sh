#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb into a temporary folder, start it on 127.0.0.1
# with a free port, run the command with TEST_DATABASE_URL (and DATABASE_URL when not already set) pointing at
# it, and stop and delete the cluster on exit, also when the command fails. PostgreSQL refuses to run as root,
# so under root the cluster runs as the `postgres` user (or `nobody`).
# Usage: scripts/with-postgres.sh <command> [args...]
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-$(dirname "$(command -v initdb || echo /usr/lib/postgresql/15/bin/initdb)")}"
DIR="$(mktemp -d -t cirrus-pg-XXXXXX)"
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  PG_USER=postgres
  id "$PG_USER" >/dev/null 2>&1 || PG_USER=nobody
  chown "$PG_USER" "$DIR"
  chmod 700 "$DIR"
  RUN_AS=(runuser -u "$PG_USER" --)
fi

cleanup() {
  local status=$?
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit "$status"
}
trap cleanup EXIT INT TERM

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --no-sync -E UTF8 >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/postgres.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$DIR/postgres.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export DATABASE_URL="${DATABASE_URL:-$TEST_DATABASE_URL}"
echo "with-postgres: PostgreSQL on 127.0.0.1:$PORT ($DIR)" >&2
set +e
"$@"
