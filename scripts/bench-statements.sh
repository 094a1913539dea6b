#!/usr/bin/env bash
# Instructions per interpreted statement: callgrind counts one layout pass of a scene layout
# whose loop runs ordinary layout statements (LayoutCodeProbe statements), at two iteration
# counts; the difference divided by the statements the extra iterations ran is the cost of
# one statement, with the pass's fixed cost (engine, call, frame set-up) cancelled out.
#
#   scripts/bench-statements.sh            # builds the probe (release) if needed
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
export PATH=/opt/swift/usr/bin:$PATH
swift build -c release --product LayoutCodeProbe >/dev/null
probe=$(mktemp)
# valgrind cannot read the debug information Swift 6.3 writes; the symbols are enough.
objcopy --strip-debug .build/release/LayoutCodeProbe "$probe"
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*probePass*' \
        "$probe" statements --iterations "$1" --passes 1 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
small=$(count 10000)
large=$(count 110000)
rm -f "$probe"
python3 - "$small" "$large" <<'PY'
import sys
small, large = map(int, sys.argv[1:])
statements = 100_000 * 4
print(f"pass with 10,000 iterations: {small:,} instructions; with 110,000: {large:,}")
print(f"instructions per interpreted statement: {(large - small) / statements:.0f}")
PY
