#!/usr/bin/env bash
# `npm test`: typecheck, lint, the unit and server tests, and the browser tests against a fresh build.
#
# The machine this must fit has two cores and no step keeps both busy on its own: tsc, eslint and the client build
# are each mostly one thread, vitest's workers wait on child processes and timers, and the browser tests wait on
# pages, servers and animation frames. So, after the one timing-bound test has run alone, every step runs side by
# side: the browser tests start as soon as the build is done (they are the longest step, so they set the end), and
# the others fill the gaps. Tests wait on state, never on fixed time, so sharing the cores slows them but cannot
# fail them. All steps finish and report before a failure stops the run.
#
# With TEST_POSTGRES_URL set (.ci/run sets it to a throwaway cluster), the server test files that open a database
# run again on that PostgreSQL, as one more side step (the browser tests' servers stay on PGlite).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

# The one test whose bound is wall time under a burst (tests/server/accountKdfBurst.test.ts: other requests stay
# fast while the server hashes production-cost passwords) runs first and alone, on each database.
kdf_burst=tests/server/accountKdfBurst.test.ts
step kdf-burst npx vitest run "$kdf_burst"
[ -z "${TEST_POSTGRES_URL:-}" ] || step kdf-burst-postgres env DATABASE_URL="$TEST_POSTGRES_URL" npx vitest run "$kdf_burst"

# The size budgets (scripts/size.ts: the entry, the battle route, no wallet code early, no WebAssembly in the API
# client's chunk) are checked on the build the browser tests use; only its verdict lines (and any error) are printed.
# The browser tests run whatever the size check says, so one failure does not hide the other's results.
side build-and-browser bash -c 'bash scripts/ensure-chromium.sh && npm run build && echo "::build done after $SECONDS s" && { npx tsx scripts/size.ts | tail -n 3; size=${PIPESTATUS[0]}; npx playwright test && exit "$size"; }'
side typecheck npm run typecheck
# The committed WebAssembly playout must be what its sources build (a source change without `npm run build:wasm` fails).
side wasm-rebuild npx tsx scripts/wasm/buildPlayout.ts --check
side lint npm run lint
unit_excludes=(--exclude "$kdf_burst")
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  # The server tests that need PostgreSQL start a throwaway cluster of their own when DATABASE_URL is unset, so the
  # unit step would run them on PostgreSQL too: with TEST_POSTGRES_URL they run once, in the server-postgres step.
  mapfile -t postgres_only < <(grep -rlF 'scripts/start-postgres.sh' tests/server --include='*.test.ts' | sort)
  for file in "${postgres_only[@]}"; do unit_excludes+=(--exclude "$file"); done
fi
side unit npx vitest run --maxWorkers=2 "${unit_excludes[@]}"
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  # Only the test files that open a database: the pure unit tests under server/ already ran in the unit step, and a
  # second run on PostgreSQL would test nothing new. One worker (vitest's default on 2 cores): two were faster alone
  # (411 -> 306 s for its ten largest files) but slowed every other step sharing the cores, and the whole run with them
  # (clean-clone runs, docs/TESTING.md: typecheck 186 -> 487-560 s, the run 17.5 -> 27+ min).
  mapfile -t db_tests < <(grep -rlE 'createTestDatabase|createTestApp|createTestDatabaseTarget|startServerProcess|databaseBefore' tests/server server --include='*.test.ts' | grep -vxF "$kdf_burst" | sort)
  side server-postgres env DATABASE_URL="$TEST_POSTGRES_URL" npx vitest run "${db_tests[@]}"
fi
settle
echo "::npm test done at $(elapsed)"
