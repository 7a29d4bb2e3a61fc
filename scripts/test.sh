#!/usr/bin/env bash
# The one test command (`npm test`): typecheck, lint, unit + integration tests (Vitest, on the
# embedded database and, with TEST_DATABASE_URL, on PostgreSQL too), then browser tests
# (Playwright in Debian's Chromium) against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install it with 'sudo apt-get install chromium' (or set CHROMIUM_PATH) and run npm test again." >&2
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
step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "build"; npm run --silent build
step "unit and integration tests"; npx vitest run
step "browser tests"; npx playwright test
