#!/usr/bin/env bash
# Makes a Chromium available for the Playwright journeys: Debian's /usr/bin/chromium, installed with
# apt-get when missing (as root). Playwright's own browser is used instead when one is already installed.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing: install Debian's package (sudo apt-get install chromium) and run again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
echo "chromium installed: $(/usr/bin/chromium --version)"
