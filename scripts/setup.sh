#!/usr/bin/env bash
# Installs what layoutd needs on a fresh Debian machine (run as root; Swift itself is
# expected at /opt/swift or on PATH): libinotifytools for the file watcher, inotify-tools
# and systemd's analyzer for the tests.
set -euo pipefail
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH=/opt/swift/usr/bin:$PATH
fi
need=()
[ -e /usr/include/inotifytools/inotifytools.h ] || need+=(libinotifytools0-dev)
command -v inotifywait >/dev/null 2>&1 || need+=(inotify-tools)
command -v systemd-analyze >/dev/null 2>&1 || need+=(systemd)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
# The live canvas's browser tests (Tests/Browser): Debian's chromium, driven by Playwright
# for Python (Playwright's own browser download needs a network the tests do not use), and
# Debian's firefox-esr, driven over WebDriver BiDi with the `websockets` client.
if [ "${LAYOUTD_SKIP_BROWSER:-0}" != 1 ]; then
    browsers=()
    command -v chromium >/dev/null 2>&1 || browsers+=(chromium)
    command -v firefox-esr >/dev/null 2>&1 || browsers+=(firefox-esr)
    if [ ${#browsers[@]} -gt 0 ]; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${browsers[@]}" >/dev/null
    fi
    python3 -c 'import playwright, pytest, websockets' 2>/dev/null || python3 -m pip install -q playwright pytest websockets || python3 -m pip install -q --break-system-packages playwright pytest websockets
fi
