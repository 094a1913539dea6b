#!/usr/bin/env bash
# Instructions per node of LayoutEngine's layout pass, counted by callgrind.
#
#   scripts/bench-callgrind.sh                    every standard workload, cold and re-layout
#   scripts/bench-callgrind.sh --quick            the same without the 100k-leaf workloads
#   scripts/bench-callgrind.sh nested:22 flow:1000   chosen workloads (SHAPE:SIZE)
#   ANNOTATE=15 scripts/bench-callgrind.sh nested:22 also print each run's 15 costliest functions
#
# Builds Benchmarks/'s LayoutProbe in release and runs it once per workload and mode under
# `valgrind --tool=callgrind`, then prints a markdown table: shape, size, mode, nodes
# (`placement.stats.nodes`: every view and modifier node), leaves, instructions of the pass,
# instructions per node and per leaf. Instruction counts do not depend on what else the
# machine is doing, so unlike wall-clock figures they can be compared between runs and
# commits on a shared 2-core machine.
#
# What is counted: only the instructions executed inside LayoutProbe's `probeMeasuredPlace`,
# an `@inline(never)` function whose body is exactly one `LayoutHost.place(_:proposal:)`
# call (`--toggle-collect='*probeMeasuredPlace*'`; callgrind matches the mangled Swift
# name). Process start-up, argument parsing, building the view values, the warm-up pass on
# a tiny tree (which pays one-time costs such as type metadata and conformance caches, as a
# long-running daemon has paid them long before), the first layout before a re-layout, and
# tearing the trees down all happen outside that function, so nothing has to be subtracted.
# (ForEach still runs its content closures inside `place`: that is the engine resolving the
# tree, part of every layout pass.)
#
# "cold" lays out a fresh tree on a new LayoutHost; "relayout" lays out, on a host that has
# just laid out the tree, the same tree with the middle leaf 10 points wider.
# Raw callgrind files are kept in Benchmarks/.build/callgrind/ for callgrind_annotate
# (pipe its output through `swift demangle --simplified`).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
package="$root/Benchmarks"
out="$package/.build/callgrind"

quick=0
workloads=()
for argument in "$@"; do
    case "$argument" in
        --quick) quick=1 ;;
        -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *:*) workloads+=("$argument") ;;
        *) echo "bench-callgrind.sh: unknown argument '$argument' (expected SHAPE:SIZE or --quick)" >&2; exit 64 ;;
    esac
done
if [ ${#workloads[@]} -eq 0 ]; then
    workloads=(fixed:1000 fixed:10000 fixed:100000 mixed:1000 mixed:10000 mixed:100000 nested:10 nested:22 erased:10 erased:22 flow:1000 flow:10000 flow:100000 lazygrid:1000 lazygrid:10000 grid:1000 erasedgrid:1000)
    if [ "$quick" -eq 1 ]; then
        workloads=(fixed:1000 fixed:10000 mixed:1000 mixed:10000 nested:10 nested:22 erased:10 erased:22 flow:1000 flow:10000 lazygrid:1000 lazygrid:10000 grid:1000 erasedgrid:1000)
    fi
fi

command -v valgrind >/dev/null || { echo "bench-callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

echo "Building LayoutProbe (release)..." >&2
(cd "$package" && swift build -c release --product LayoutProbe >&2)
mkdir -p "$out"
# A copy without debug information, which valgrind would read whole before every run;
# the symbol table stays, so the toggle and the annotations still find functions by name.
probe="$out/LayoutProbe"
cp "$(cd "$package" && swift build -c release --show-bin-path)/LayoutProbe" "$probe"
strip -g "$probe"

# Swift seeds its hashing per process; fixed seeds make dictionary work, and so the
# instruction counts, repeatable.
export SWIFT_DETERMINISTIC_HASHING=1

echo "| shape | N / fan-out | mode | nodes | leaves | instructions | per node | per leaf |"
echo "|---|---:|---|---:|---:|---:|---:|---:|"
for workload in "${workloads[@]}"; do
    shape=${workload%%:*}
    size=${workload#*:}
    for mode in cold relayout; do
        flags=()
        [ "$mode" = relayout ] && flags=(--relayout)
        file="$out/$shape-$size-$mode.callgrind"
        log="$out/$shape-$size-$mode.log"
        valgrind --tool=callgrind --toggle-collect='*probeMeasuredPlace*' --callgrind-out-file="$file" \
            "$probe" "$shape" "$size" "${flags[@]}" >"$log.stdout" 2>"$log"
        instructions=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log" | tail -1)
        nodes=$(sed -n 's/.* nodes=\([0-9]*\).*/\1/p' "$log.stdout")
        leaves=$(sed -n 's/.* leaves=\([0-9]*\).*/\1/p' "$log.stdout")
        awk -v s="$shape" -v n="$size" -v m="$mode" -v nodes="$nodes" -v leaves="$leaves" -v i="$instructions" 'BEGIN {
            printf "| %s | %s | %s | %d | %d | %.0f | %.0f | %.0f |\n", s, n, m, nodes, leaves, i, i / nodes, i / leaves
        }'
        if [ -n "${ANNOTATE:-}" ]; then
            echo
            echo '```'
            callgrind_annotate "$file" 2>/dev/null | sed -n '/^Ir *file:function/,$p' | sed -n "3,$((ANNOTATE + 2))p" \
                | swift demangle --simplified | sed "s|$root/||g; s| \[[^]]*\]\$||" | cut -c1-160
            echo '```'
            echo
        fi
    done
done
