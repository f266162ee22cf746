#!/usr/bin/env bash
# `npm test`: typecheck, lint, the unit and server tests, then the browser tests against a fresh build.
# tsc, eslint and the client build are each mostly one thread and done in the first two minutes; vitest runs two
# test processes, so the two cores stay busy throughout. All four finish (and report) before a failure stops the run.
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
step browser npx playwright test
echo "::npm test done at $(elapsed)"
