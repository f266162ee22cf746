#!/usr/bin/env bash
# `npm run fleet:restart`: replaces every process of a running `npm run fleet` one at a time while the proxy keeps
# serving. Per slot: start the new process (on a port the kernel picks, scripts/fleet-process.sh) and wait for its
# /api/health, point the slot's idle server entry in HAProxy at it and wait until HAProxy's checks have it UP, put
# the old entry in maintenance (no new requests; those in flight finish), wait until it has no request left, then
# SIGTERM the old process (it drains and exits 0). A replacement that does not start or come UP is stopped and
# tried again (another port each time); after three failures the restart stops with the old process still serving,
# so a failed restart never takes capacity away. FLEET_DIR as for `npm run fleet`.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=fleet-proxy.sh
source scripts/fleet-proxy.sh
dir=$(cd "${FLEET_DIR:-.tmp/fleet}" && pwd)
size=$(cat "$dir/size")
stats="http://127.0.0.1:$(cat "$dir/stats_port")/stats;csv"
ATTEMPTS=3
log() { echo "fleet:restart: $*" >&2; }

# A server's column from the stats CSV (18: status, 5: current sessions).
server_field() {
  curl -fsS "$stats" | awk -F, -v name="$1" -v col="$2" '$1 == "game" && $2 == name { print $col }'
}
# Waits (at most $3 × 0.2 s) until the server's column $2 reads $4.
wait_field() {
  local name=$1 col=$2 tries=$3 want=$4
  for _ in $(seq 1 "$tries"); do
    [ "$(server_field "$name" "$col")" = "$want" ] && return 0
    sleep 0.2
  done
  log "$name: column $col is not $want"
  return 1
}
# Stops a process with SIGTERM (it drains) and waits up to 15 s for it to exit.
stop_process() {
  local pid=$1
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
  return 1
}
# Starts a replacement for slot $1 behind server entry $2 and waits until HAProxy has it UP; prints "PID PORT".
# On failure nothing of it is left: the process is stopped and the entry back in maintenance.
start_replacement() {
  local slot=$1 new=$2 started pid port
  started=$(bash scripts/fleet-process.sh "$dir" "$slot") || return 1
  read -r pid port <<<"$started"
  if point_server "$dir" "$new" "$port" && proxy_command "$dir" "set server game/$new state ready" >/dev/null && wait_field "$new" 18 150 UP; then
    echo "$pid $port"
    return 0
  fi
  proxy_command "$dir" "set server game/$new state maint" >/dev/null || true
  stop_process "$pid" || kill -KILL "$pid" 2>/dev/null || true
  return 1
}

for ((slot = 0; slot < size; slot++)); do
  old_pid=$(cat "$dir/slot$slot.pid")
  old_port=$(cat "$dir/slot$slot.port")
  old=$(cat "$dir/slot$slot.server")
  new=$([ "$old" = "slot${slot}a" ] && echo "slot${slot}b" || echo "slot${slot}a")
  # The fleet's supervisor leaves this slot alone until it is replaced (it would restart the old one).
  touch "$dir/slot$slot.replacing"
  replacement=""
  for ((attempt = 1; attempt <= ATTEMPTS; attempt++)); do
    log "slot $slot: starting the replacement (attempt $attempt of $ATTEMPTS)"
    replacement=$(start_replacement "$slot" "$new") && break
    replacement=""
  done
  if [ -z "$replacement" ]; then
    rm -f "$dir/slot$slot.replacing"
    log "slot $slot: no replacement came up after $ATTEMPTS attempts; pid $old_pid on $old_port keeps serving"
    exit 1
  fi
  read -r new_pid new_port <<<"$replacement"
  proxy_command "$dir" "set server game/$old state maint" >/dev/null
  wait_field "$old" 5 150 0 || true
  record_slot "$dir" "$slot" "$new_pid" "$new_port" "$new"
  rm -f "$dir/slot$slot.replacing"
  stop_process "$old_pid" || { log "slot $slot: pid $old_pid did not stop"; exit 1; }
  log "slot $slot: pid $old_pid on $old_port replaced by pid $new_pid on $new_port"
done
log "every process replaced"
