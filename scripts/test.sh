#!/usr/bin/env bash
# `npm test`: typecheck, lint, the unit and server tests, then the browser tests against a fresh build.
# tsc, eslint and the client build are each mostly one thread, and vitest runs one test process on two cores:
# side by side they keep both cores busy. All four finish (and report) before a failure stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh

side typecheck npm run typecheck
side lint npm run lint
side build bash -c 'bash scripts/ensure-chromium.sh && npm run build'
side unit npm run test:unit
settle

step browser npx playwright test
echo "::npm test done at $(elapsed)"
