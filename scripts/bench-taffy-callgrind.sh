#!/usr/bin/env bash
# Instructions per layout pass of Taffy, counted by callgrind: the peer's side of
# scripts/bench-callgrind.sh, so the two engines compare without the machine's load.
#
#   scripts/bench-taffy-callgrind.sh halfflex:1000 nested:22     chosen shapes (SHAPE:N)
#   scripts/bench-taffy-callgrind.sh                              flat, halfflex, wrap at 1k and 10k; nested 10 and 22
#
# Runs ../shared/bench/taffy_shapes.py (Taffy through the `stretchable` package:
# pip install stretchable) under `valgrind --tool=callgrind`, counting only the
# instructions inside stretchable's `node_compute_layout_with_measure`, which wraps Taffy's
# layout call, so Python (building the tree, timing) is left out. The script makes one
# untimed first pass and then `reps` timed ones (its own rule: 30 up to 1,000 nodes, 10 up
# to 11,000, 5 above, by its argument N), all cold, so the count is divided by reps + 1. `nested-incr` makes a
# cold first pass and then 5 x reps incremental ones: the cold pass, measured with `nested`
# at the same fan-out, is taken off first. Prints a markdown table: shape, N, Taffy's nodes,
# instructions per pass, per node.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
script="${TAFFY_SHAPES:-$root/../shared/bench/taffy_shapes.py}"
out="$root/Benchmarks/.build/callgrind"

workloads=()
for argument in "$@"; do
    case "$argument" in
        -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *:*) workloads+=("$argument") ;;
        *) echo "bench-taffy-callgrind.sh: unknown argument '$argument' (expected SHAPE:N)" >&2; exit 64 ;;
    esac
done
[ ${#workloads[@]} -eq 0 ] && workloads=(flat:1000 halfflex:1000 wrap:1000 nested:10 flat:10000 halfflex:10000 wrap:10000 nested:22)

command -v valgrind >/dev/null || { echo "bench-taffy-callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
[ -f "$script" ] || { echo "bench-taffy-callgrind.sh: no taffy_shapes.py at $script (set TAFFY_SHAPES)" >&2; exit 1; }
# The interpreter itself: valgrind does not follow a wrapper's exec (pyenv's shim is one).
python=$(python3 -c 'import sys; print(sys.executable)')
"$python" -c 'import stretchable' 2>/dev/null || { echo "bench-taffy-callgrind.sh: $python has no stretchable (pip install stretchable)" >&2; exit 1; }
mkdir -p "$out"

# Instructions of every layout call of one run of the script.
count() {
    local shape=$1 n=$2 file="$out/taffy-$1-$2.callgrind"
    valgrind --tool=callgrind --toggle-collect='*__pyfunction_node_compute_layout_with_measure*' \
        --callgrind-out-file="$file" "$python" "$script" "$shape" "$n" >/dev/null 2>"$file.log"
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$file.log" | tail -1
}

echo "| shape | N / fan-out | Taffy nodes | instructions per pass | per node |"
echo "|---|---:|---:|---:|---:|"
for workload in "${workloads[@]}"; do
    shape=${workload%%:*}
    n=${workload#*:}
    case "$shape" in
        nested|nested-incr) nodes=$((1 + n + n * n + n * n * n)) ;;
        *) nodes=$((n + 1)) ;;
    esac
    # The script's own rule, by its argument (for nested shapes the fan-out, so always 30).
    if [ "$n" -le 1000 ]; then reps=30; elif [ "$n" -le 11000 ]; then reps=10; else reps=5; fi
    total=$(count "$shape" "$n")
    if [ "$shape" = nested-incr ]; then
        cold=$(( $(count nested "$n") / (reps + 1) ))
        perpass=$(( (total - cold) / (5 * reps) ))
    else
        perpass=$(( total / (reps + 1) ))
    fi
    awk -v s="$shape" -v n="$n" -v nodes="$nodes" -v i="$perpass" 'BEGIN { printf "| %s | %s | %d | %d | %.0f |\n", s, n, nodes, i, i / nodes }'
done
