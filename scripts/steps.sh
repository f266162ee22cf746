#!/usr/bin/env bash
# Step helpers shared by scripts/test.sh (`npm test`) and .ci/run: each step's output goes to a log, is printed
# when the step ends, and a failure ends with which step and which tests failed. Source it; it runs nothing.

logs=$(mktemp -d)
start=$(date +%s)
elapsed() { echo "$(( $(date +%s) - start ))s"; }

# A failure ends with which step and which tests failed (the last lines of a long browser run are otherwise a
# summary that names no test).
failed_summary() {
  local step=$1 log="$logs/$1.log"
  echo
  echo "::failed step '$step'; the failing checks:"
  # Strip colours, then keep: vitest's FAIL/× lines, Playwright's numbered failures, tsc and eslint errors.
  sed -e 's/\x1b\[[0-9;]*m//g' "$log" \
    | grep -E '^ *(FAIL|×|✘) |^ +[0-9]+\) |error TS[0-9]+|^ +[0-9]+:[0-9]+ +error |^/.*\.(ts|tsx|js)$' \
    | awk '!seen[$0]++' | tail -n 60
  echo "::full log of the step: $log"
}

# step NAME CMD...: runs in the foreground, output shown as it comes.
step() {
  local name=$1; shift
  local began=$(date +%s)
  if ! "$@" 2>&1 | tee "$logs/$name.log"; then failed_summary "$name"; exit 1; fi
  echo "::step $name took $(( $(date +%s) - began ))s (done at $(elapsed))"
}

# side NAME CMD...: starts a step in the background (output to its log only); `settle` waits for them all.
side_names=()
side_pids=()
side() {
  local name=$1; shift
  ( began=$(date +%s); rc=0; "$@" >"$logs/$name.log" 2>&1 || rc=$?; echo "$rc $(( $(date +%s) - began )) $(elapsed)" >"$logs/$name.rc" ) &
  side_names+=("$name")
  side_pids+=("$!")
}
# Prints each side step's output as it ends (its log, how long it took and when it ended); exits with the failing
# steps' summaries last.
settle() {
  local i name rc took ended done_pid failed=() pending=("${side_pids[@]}")
  while [ "${#pending[@]}" -gt 0 ]; do
    wait -n -p done_pid "${pending[@]}" || true
    for i in "${!side_pids[@]}"; do
      [ "${side_pids[$i]}" = "$done_pid" ] || continue
      name=${side_names[$i]}
      read -r rc took ended <"$logs/$name.rc"
      echo "::step $name output:"
      cat "$logs/$name.log"
      echo "::step $name took ${took}s, exit $rc (done at $ended)"
      [ "$rc" = 0 ] || failed+=("$name")
    done
    pending=("${pending[@]/#$done_pid}")
    local left=()
    for i in "${pending[@]}"; do [ -n "$i" ] && left+=("$i"); done
    pending=("${left[@]}")
  done
  side_names=()
  side_pids=()
  if [ "${#failed[@]}" -gt 0 ]; then
    for name in "${failed[@]}"; do failed_summary "$name"; done
    exit 1
  fi
}
