#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for tests: a fresh cluster in a temp dir, trust auth, 127.0.0.1 on a free port,
# one database "tcg". Prints shell assignments on stdout (everything else goes to stderr):
#   DATABASE_URL=postgres://postgres@127.0.0.1:PORT/tcg
#   PG_DIR=/tmp/tcg-pg.XXXXXX
# Use:   eval "$(bash scripts/start-postgres.sh)"; DATABASE_URL=$DATABASE_URL npm run test:server
# Stop:  bash scripts/start-postgres.sh --stop "$PG_DIR"     (stops the server and deletes the folder)
# Fault tests and bench:fleet restart a cluster in place:
#        bash scripts/start-postgres.sh --pause "$PG_DIR"    (stops the server, keeps its data)
#        bash scripts/start-postgres.sh --resume "$PG_DIR"   (starts it again on the same port)
# As root the cluster is owned by the `postgres` user (initdb refuses to run as root); the Debian package
# `postgresql` is installed with apt-get if no PostgreSQL binaries are found.
set -euo pipefail

log() { echo "start-postgres: $*" >&2; }

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$dir" ] && command -v pg_ctl >/dev/null 2>&1; then dir=$(dirname "$(command -v pg_ctl)"); fi
  echo "$dir"
}

# Runs a command as the cluster owner: `postgres` when we are root, ourselves otherwise.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

PG_BIN=$(find_bin)
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" != 0 ]; then log "PostgreSQL is not installed and we are not root: apt-get install postgresql"; exit 1; fi
  log "installing the Debian package postgresql"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  PG_BIN=$(find_bin)
fi

if [ "${1:-}" = "--stop" ]; then
  dir=${2:?usage: start-postgres.sh --stop PG_DIR}
  case "$dir" in /tmp/tcg-pg.*|"${TMPDIR:-/tmp}"/tcg-pg.*) ;; *) log "refusing to remove $dir (not a folder this script made)"; exit 1 ;; esac
  if [ -f "$dir/data/postmaster.pid" ]; then as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true; fi
  rm -rf "$dir"
  log "stopped and removed $dir"
  exit 0
fi

# The server's options; the port is kept in the folder so --resume starts it where clients look for it.
start_cluster() {
  local dir=$1 port=$2
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >&2 || { cat "$dir/server.log" >&2; exit 1; }
}

if [ "${1:-}" = "--pause" ] || [ "${1:-}" = "--resume" ]; then
  dir=${2:?usage: start-postgres.sh --pause|--resume PG_DIR}
  [ -f "$dir/port" ] || { log "$dir is not a cluster this script made"; exit 1; }
  if [ "$1" = "--pause" ]; then as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >&2; log "paused $dir"
  else start_cluster "$dir" "$(cat "$dir/port")"; log "resumed $dir"; fi
  exit 0
fi

if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
  log "creating the system user postgres"
  useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/tcg-pg.XXXXXX")
chmod 755 "$dir"
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

as_owner "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
echo "$port" > "$dir/port"
# Throwaway test data: durability settings off for speed.
start_cluster "$dir" "$port"
"$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres tcg

log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, data in $dir"
echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/tcg"
echo "PG_DIR=$dir"
