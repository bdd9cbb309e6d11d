#!/usr/bin/env bash
# Browser tests drive Debian's chromium (playwright's own browser download cannot work here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "chromium is missing: run 'apt-get install -y chromium' as root" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
