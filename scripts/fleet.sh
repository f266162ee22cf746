#!/usr/bin/env bash
# `npm run fleet`: the production shape on this machine (docs/SERVER.md, "Running a fleet"): a local PostgreSQL
# (scripts/start-postgres.sh, or DATABASE_URL when set), FLEET_SIZE server processes (default 3) with TRUST_PROXY=1,
# and HAProxy (deploy/haproxy.cfg) in front of them with health checks, keep-alive and safe retries. Prints the URL
# to open; Ctrl+C (or SIGTERM) stops everything it started.
#
# Each process listens on a port the kernel picks (scripts/fleet-process.sh). The proxy has two server entries per
# slot (slotNa, slotNb): one sends to the slot's process, the other is idle, so `npm run fleet:restart` can point it
# at a replacement and start sending there before it stops the process it replaces. The state (pids, ports, server
# entries, logs, the proxy's configuration) lives in FLEET_DIR (default .tmp/fleet).
#   FLEET_SIZE=3 FLEET_PORT=8080 FLEET_DIR=.tmp/fleet npm run fleet
set -euo pipefail
cd "$(dirname "$0")/.."
size=${FLEET_SIZE:-3}
proxy_port=${FLEET_PORT:-8080}
stats_port=${FLEET_STATS_PORT:-$((proxy_port + 1))}
dir=${FLEET_DIR:-.tmp/fleet}
log() { echo "fleet: $*" >&2; }
# shellcheck source=fleet-proxy.sh
source scripts/fleet-proxy.sh

bash scripts/ensure-haproxy.sh
# The built client, unless STATIC_DIR names another folder (tests serve none).
[ -n "${STATIC_DIR:-}" ] || [ -f dist/index.html ] || { log "building the client (npm run build)"; npm run build >&2; }
rm -rf "$dir" && mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

pg_dir=""
proxy_pid=""
cleanup() {
  trap - EXIT INT TERM
  log "stopping"
  [ -n "$proxy_pid" ] && kill "$proxy_pid" 2>/dev/null || true
  local pids=()
  for pid_file in "$dir"/slot*.pid; do
    [ -f "$pid_file" ] && pids+=("$(cat "$pid_file")")
  done
  [ ${#pids[@]} = 0 ] || kill -TERM "${pids[@]}" 2>/dev/null || true
  # The processes drain (at most SHUTDOWN_TIMEOUT_MS); they are not this shell's children, so poll.
  for _ in $(seq 1 150); do
    alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break
    sleep 0.1
  done
  wait 2>/dev/null || true
  [ -n "$pg_dir" ] && bash scripts/start-postgres.sh --stop "$pg_dir" >&2 || true
  log "stopped"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -z "${DATABASE_URL:-}" ]; then
  eval "$(bash scripts/start-postgres.sh)"
  pg_dir=$PG_DIR
fi
metrics_token=${METRICS_TOKEN:-$(node -e 'process.stdout.write(require("node:crypto").randomBytes(16).toString("hex"))')}

# What every process gets, and what fleet:restart starts replacements with.
cat > "$dir/env" <<ENV
DATABASE_URL=$DATABASE_URL
HOST=127.0.0.1
TRUST_PROXY=1
METRICS_TOKEN=$metrics_token
STATIC_DIR=${STATIC_DIR:-dist}
LOG_LEVEL=${LOG_LEVEL:-info}
ENV
echo "$stats_port" > "$dir/stats_port"
echo "$size" > "$dir/size"

# The first process alone (it applies the migrations and the seeds), then the others.
ports=()
for ((i = 0; i < size; i++)); do
  started=$(bash scripts/fleet-process.sh "$dir" "$i")
  read -r pid port <<<"$started"
  record_slot "$dir" "$i" "$pid" "$port" "slot${i}a"
  ports+=("$port")
done

# The proxy's configuration: deploy/haproxy.cfg with its server lines replaced by two per slot, the idle one
# disabled until a rolling restart points it at a replacement.
servers=""
for ((i = 0; i < size; i++)); do
  servers+="    server slot${i}a 127.0.0.1:${ports[$i]}\n    server slot${i}b 127.0.0.1:${ports[$i]} disabled\n"
done
awk -v servers="$servers" '
  /^    server app[0-9]+ / { if (!done) { printf "%s", servers; done = 1 } next }
  { print }' deploy/haproxy.cfg | sed 's/\\n/\n/g' > "$dir/haproxy.cfg"

TCG_ERRORS_DIR="$PWD/deploy/errors" TCG_BIND="127.0.0.1:$proxy_port" TCG_STATS_BIND="127.0.0.1:$stats_port" TCG_ADMIN_SOCKET="$dir/haproxy.sock" haproxy -db -f "$dir/haproxy.cfg" >"$dir/haproxy.log" 2>&1 &
proxy_pid=$!
echo "$proxy_pid" > "$dir/haproxy.pid"
for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "http://127.0.0.1:$proxy_port/api/health" 2>/dev/null && break
  kill -0 "$proxy_pid" 2>/dev/null || { cat "$dir/haproxy.log" >&2; exit 1; }
  sleep 0.2
done
log "$size processes behind HAProxy; metrics: curl -H 'Authorization: Bearer $metrics_token' http://127.0.0.1:$(cat "$dir/slot0.port")/metrics"
log "proxy stats: http://127.0.0.1:$stats_port/stats ; rolling restart: npm run fleet:restart ; Ctrl+C stops everything"
echo "Open http://127.0.0.1:$proxy_port/"
# The supervisor (what systemd's Restart=always is in deploy/tcg@.service): a process that died is started again
# and its slot's server entry pointed at it; the proxy's checks take it back once it is healthy. A slot that
# fleet:restart is replacing (slotN.replacing) is left to it.
while kill -0 "$proxy_pid" 2>/dev/null; do
  for ((i = 0; i < size; i++)); do
    [ -f "$dir/slot$i.replacing" ] && continue
    pid=$(cat "$dir/slot$i.pid")
    if ! kill -0 "$pid" 2>/dev/null; then
      log "slot $i: pid $pid is gone; starting it again"
      if started=$(bash scripts/fleet-process.sh "$dir" "$i"); then
        read -r pid port <<<"$started"
        server=$(cat "$dir/slot$i.server")
        point_server "$dir" "$server" "$port" && record_slot "$dir" "$i" "$pid" "$port" "$server" \
          || { log "slot $i: the proxy was not pointed at it; trying again"; kill -TERM "$pid" 2>/dev/null || true; }
      else
        log "slot $i: the restart failed; trying again"
      fi
    fi
  done
  sleep 0.5
done
