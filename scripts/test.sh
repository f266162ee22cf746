#!/usr/bin/env bash
# `npm test`: typecheck, lint, the unit and server tests, then the browser tests against a fresh build.
# tsc, eslint and the client build are each mostly one thread and done in the first two minutes; vitest runs two
# test processes, so the two cores stay busy throughout. All four finish (and report) before a failure stops the run.
#
# With TEST_POSTGRES_URL set (.ci/run sets it to a throwaway cluster), the server test files that open a database
# run again on that PostgreSQL, beside the browser tests: the browser step leaves a core partly idle (pages wait
# on the server and on animation frames), and the two share nothing (the browser tests' servers use PGlite).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

# The one test whose bound is wall time under a burst (tests/server/accountKdfBurst.test.ts: other requests stay
# fast while the server hashes production-cost passwords) runs alone, after the parallel unit step.
kdf_burst=tests/server/accountKdfBurst.test.ts

side typecheck npm run typecheck
side lint npm run lint
side build bash -c 'bash scripts/ensure-chromium.sh && npm run build'
side unit npx vitest run --maxWorkers=2 --exclude "$kdf_burst"
settle

step kdf-burst npx vitest run "$kdf_burst"
if [ -z "${TEST_POSTGRES_URL:-}" ]; then
  step browser npx playwright test
else
  step kdf-burst-postgres env DATABASE_URL="$TEST_POSTGRES_URL" npx vitest run "$kdf_burst"
  # Only the test files that open a database: the pure unit tests under server/ already ran in the unit step, and a
  # second run on PostgreSQL would test nothing new.
  mapfile -t db_tests < <(grep -rlE 'createTestDatabase|createTestApp|createTestDatabaseTarget|startServerProcess' tests/server server --include='*.test.ts' | grep -vxF "$kdf_burst" | sort)
  side browser npx playwright test
  side server-postgres env DATABASE_URL="$TEST_POSTGRES_URL" npx vitest run "${db_tests[@]}"
  settle
fi
echo "::npm test done at $(elapsed)"
