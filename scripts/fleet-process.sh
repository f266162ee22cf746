#!/usr/bin/env bash
# Starts one fleet process for slot SLOT on PORT with the fleet's environment (FLEET_DIR/env) and waits until its
# /api/health answers 200; records its pid and port in FLEET_DIR/slotSLOT.{pid,port}.
#   bash scripts/fleet-process.sh FLEET_DIR SLOT PORT
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1 slot=$2 port=$3
set -a
# shellcheck disable=SC1091
source "$dir/env"
set +a
PORT=$port setsid node --import tsx server/main.ts >>"$dir/slot$slot-$port.log" 2>&1 < /dev/null &
pid=$!
for _ in $(seq 1 600); do
  if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null; then
    echo "$pid" > "$dir/slot$slot.pid"
    echo "$port" > "$dir/slot$slot.port"
    echo "fleet: slot $slot: pid $pid on port $port is healthy" >&2
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || { echo "fleet: slot $slot: the process on $port exited:" >&2; tail -20 "$dir/slot$slot-$port.log" >&2; exit 1; }
  sleep 0.2
done
echo "fleet: slot $slot: no health from port $port after 120 s" >&2
kill "$pid" 2>/dev/null || true
exit 1
