#!/usr/bin/env bash
# The one test command (`npm test`): typecheck, lint, unit + integration tests (Vitest, on the
# embedded database and, with TEST_DATABASE_URL, on PostgreSQL too) and, beside them, browser
# tests (Playwright in Debian's Chromium) against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests run in Debian's Chromium headless shell (playwright.config.ts says why); a full
# chromium, or CHROMIUM_PATH, serves too.
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser." >&2; exit 1; fi
elif [ ! -x /usr/bin/chromium-headless-shell ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  elif [ ! -x /usr/bin/chromium ]; then
    echo "Chromium is missing: install it with 'sudo apt-get install chromium-headless-shell' (or set CHROMIUM_PATH) and run npm test again." >&2
    exit 1
  fi
fi

# HAProxy for the fleet tests (several instances behind one load balancer); they are left out without it.
if ! command -v haproxy >/dev/null && [ ! -x /usr/sbin/haproxy ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's haproxy for the fleet tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  else
    echo "HAProxy is missing: the fleet tests will not run (install it with 'sudo apt-get install haproxy')." >&2
  fi
fi

step() { printf '\n== %s\n' "$1"; }

# Typecheck, lint and build read the sources and write nothing the others read, and each keeps
# about one core busy: run side by side, then show each one's output in turn.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
npm run --silent typecheck >"$logs/typecheck" 2>&1 & typecheck=$!
npm run --silent lint >"$logs/lint" 2>&1 & lint=$!
npm run --silent build >"$logs/build" 2>&1 & build=$!
failed=0
for name in typecheck lint build; do
  status=0
  wait "${!name}" || status=$?
  step "$name"; cat "$logs/$name"
  if [ "$status" != 0 ]; then echo "$name failed (exit $status)" >&2; failed=1; fi
done
[ "$failed" = 0 ] || exit 1
# Lint (knip included) passed just now: the unit test that runs knip need not run it again.
export LINT_PASSED=1
# The browser tests run beside the unit and integration tests: each phase waits on servers,
# browsers and mail for part of its time, and side by side they end sooner than one after the
# other (docs/performance.md). Vitest reports as it goes; Playwright's report follows it.
npx playwright test >"$logs/playwright" 2>&1 & browser=$!
step "unit and integration tests"
units=0
npx vitest run || units=$?
browsers=0
wait "$browser" || browsers=$?
step "browser tests"; cat "$logs/playwright"
[ "$units" = 0 ] && [ "$browsers" = 0 ]
