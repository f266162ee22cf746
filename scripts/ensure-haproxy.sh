#!/usr/bin/env bash
# The fleet (`npm run fleet`, tests/server/fleet.test.ts) runs behind Debian's HAProxy; installs it when missing.
set -euo pipefail
command -v haproxy >/dev/null 2>&1 && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "HAProxy is missing: install it (sudo apt-get install -y haproxy) and run again." >&2
  exit 1
fi
echo "Installing haproxy from Debian packages..." >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
command -v haproxy >/dev/null
