#!/usr/bin/env bash
# Browser tests drive the system Chromium (Playwright's own browser download cannot work here).
# Installs Debian's chromium when it is missing; set CHROMIUM_PATH to use another binary.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing at $bin. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Chromium from Debian packages..." >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
[ -x "$bin" ] || { echo "chromium installed but $bin not found; set CHROMIUM_PATH" >&2; exit 1; }
