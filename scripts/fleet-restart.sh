#!/usr/bin/env bash
# `npm run fleet:restart`: replaces every process of a running `npm run fleet` one at a time while the proxy keeps
# serving. Per slot: start the new process on the slot's idle port and wait for its /api/health, wait until
# HAProxy's checks have it UP, put the old one in maintenance in HAProxy (no new requests; those in flight finish),
# wait until it has no request left, then SIGTERM it (it drains and exits 0). FLEET_DIR as for `npm run fleet`.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(cd "${FLEET_DIR:-.tmp/fleet}" && pwd)
base=$(cat "$dir/base_port")
size=$(cat "$dir/size")
stats="http://127.0.0.1:$(cat "$dir/stats_port")/stats;csv"
log() { echo "fleet:restart: $*" >&2; }

# One command to HAProxy's runtime API (its unix socket).
proxy_command() {
  node -e 'const s = require("node:net").connect(process.argv[1], () => s.end(process.argv[2] + "\n")); s.pipe(process.stdout);' "$dir/haproxy.sock" "$1"
}
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
name_of() { local slot=$1 port=$2; if [ "$port" = $((base + 2 * slot)) ]; then echo "slot${slot}a"; else echo "slot${slot}b"; fi; }

for ((slot = 0; slot < size; slot++)); do
  old_pid=$(cat "$dir/slot$slot.pid")
  old_port=$(cat "$dir/slot$slot.port")
  new_port=$((old_port == base + 2 * slot ? base + 2 * slot + 1 : base + 2 * slot))
  old=$(name_of "$slot" "$old_port")
  new=$(name_of "$slot" "$new_port")
  log "slot $slot: starting the replacement on $new_port"
  # The fleet's supervisor leaves this slot alone until it is replaced (it would restart the old one).
  touch "$dir/slot$slot.replacing"
  # A server left in maintenance by an earlier restart goes back to its checks.
  proxy_command "set server game/$new state ready" >/dev/null
  bash scripts/fleet-process.sh "$dir" "$slot" "$new_port"
  wait_field "$new" 18 150 UP
  proxy_command "set server game/$old state maint" >/dev/null
  wait_field "$old" 5 150 0
  kill -TERM "$old_pid" 2>/dev/null || true
  for _ in $(seq 1 150); do kill -0 "$old_pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$old_pid" 2>/dev/null && { log "slot $slot: pid $old_pid did not stop"; exit 1; }
  rm -f "$dir/slot$slot.replacing"
  log "slot $slot: pid $old_pid on $old_port replaced by pid $(cat "$dir/slot$slot.pid") on $new_port"
done
log "every process replaced"
