#!/usr/bin/env bash
# Restart the instances one at a time (after deploying a new build to /opt/mansfield):
#   sudo deploy/systemd/rolling-restart.sh 3001 3002
# systemctl restart returns once the old process has drained and exited and the new one started;
# the next instance waits until this one answers /readyz and the load balancer's health check
# (every 1-2 s) has had time to put it back in.
set -euo pipefail
for port in "$@"; do
  echo "restarting mansfield-web@$port"
  systemctl restart "mansfield-web@$port"
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null || { echo "mansfield-web@$port is not ready; stopping here" >&2; exit 1; }
  sleep 3
done
echo "all instances restarted"
