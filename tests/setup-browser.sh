#!/usr/bin/env bash
# Installs what the browser tests need: Debian's Chromium at /usr/bin/chromium.
# Never downloads a browser build of its own (that fails here); uses apt only.
set -euo pipefail
if [ -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
  echo "chromium: $("${CHROME_PATH:-/usr/bin/chromium}" --version 2>/dev/null | tail -n 1)"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null | tail -n 1)"
