#!/usr/bin/env bash
# Browser tests drive the system Chromium (Playwright's own browser download cannot work here).
# Installs Debian's chromium when it is missing; set CHROMIUM_PATH to use another binary.
# Also a Simplified Chinese font (fonts-noto-cjk) when the system has none: the zh stories check that the battle
# canvas draws real CJK glyphs, as every phone does, not the boxes of a server with Latin fonts only.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
need=()
[ -x "$bin" ] || need+=(chromium)
if ! command -v fc-list >/dev/null || [ -z "$(fc-list :lang=zh-cn family)" ]; then need+=(fonts-noto-cjk); fi
if [ ${#need[@]} = 0 ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Missing for the browser tests: ${need[*]}. Install it (sudo apt-get install -y ${need[*]}) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian packages..." >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
[ -x "$bin" ] || { echo "chromium installed but $bin not found; set CHROMIUM_PATH" >&2; exit 1; }
