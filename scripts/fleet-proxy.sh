#!/usr/bin/env bash
# Helpers that scripts/fleet.sh (its supervisor) and scripts/fleet-restart.sh source: HAProxy's runtime API and the
# slot records in FLEET_DIR (slotN.pid, slotN.port, slotN.server: the proxy's server entry that sends to it).

# One command to HAProxy's runtime API (its unix socket in FLEET_DIR); prints the answer.
proxy_command() {
  local dir=$1 command=$2
  node -e 'const s = require("node:net").connect(process.argv[1], () => s.end(process.argv[2] + "\n")); s.pipe(process.stdout);' "$dir/haproxy.sock" "$command"
}

# Points the proxy's server entry NAME at 127.0.0.1:PORT; fails unless HAProxy confirms it (so an entry is never left
# aimed at another process's port).
point_server() {
  local dir=$1 name=$2 port=$3 answer
  answer=$(proxy_command "$dir" "set server game/$name addr 127.0.0.1 port $port")
  case $answer in
    *"port changed"* | *"no need to change"*) return 0 ;;
    *) echo "fleet: HAProxy did not point $name at port $port: $answer" >&2; return 1 ;;
  esac
}

# Records which process serves a slot: its pid, its port and the proxy's server entry.
record_slot() {
  local dir=$1 slot=$2 pid=$3 port=$4 name=$5
  echo "$pid" > "$dir/slot$slot.pid"
  echo "$port" > "$dir/slot$slot.port"
  echo "$name" > "$dir/slot$slot.server"
}
