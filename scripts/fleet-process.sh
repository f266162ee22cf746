#!/usr/bin/env bash
# Starts one fleet process for slot SLOT, waits until its /api/health answers 200 and prints "PID PORT" on stdout.
# The kernel picks the port (PORT=0) as the process listens: a fixed or guessed port can be held by another
# listener, or be the local end of an outgoing connection (any port in net.ipv4.ip_local_port_range) or of one in
# TIME_WAIT, and the start would fail with EADDRINUSE. The caller points the proxy at the port.
#   bash scripts/fleet-process.sh FLEET_DIR SLOT
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1 slot=$2
set -a
# shellcheck disable=SC1091
source "$dir/env"
set +a
log=$(mktemp "$dir/slot$slot-XXXXXX.log")
PORT=0 setsid node --import tsx server/main.ts >>"$log" 2>&1 < /dev/null &
pid=$!
port=""
for _ in $(seq 1 600); do
  # The server prints its address once it listens (server/readyMessage.ts), whatever LOG_LEVEL says.
  [ -n "$port" ] || port=$(sed -n 's|^TCG is ready: open http://[^ ]*:\([0-9][0-9]*\)/ .*|\1|p' "$log" | head -1)
  if [ -n "$port" ] && curl -fsS --max-time 5 -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null; then
    echo "fleet: slot $slot: pid $pid on port $port is healthy (log $log)" >&2
    echo "$pid $port"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || { echo "fleet: slot $slot: the new process exited:" >&2; tail -20 "$log" >&2; exit 1; }
  sleep 0.2
done
echo "fleet: slot $slot: pid $pid not healthy after 120 s" >&2
kill "$pid" 2>/dev/null || true
exit 1
