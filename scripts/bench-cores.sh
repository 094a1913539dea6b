#!/usr/bin/env bash
# How `layoutd render` scales with cores: lays out 1,000 scenes (the example scenes, copied
# round-robin) restricted to one core and then to two, and prints the median of five runs
# of each and the speed-up. The core count is limited with taskset(1) (`taskset -c 0`, then
# `taskset -c 0,1`), which also bounds what layoutd counts as its cores, so it starts one
# worker per allowed core. Outputs are written in the first (untimed) run; the timed runs
# lay every scene out and find each output unchanged, so they measure the layout work.
#
#   scripts/bench-cores.sh [BINARY] [SCENES]     (default .build/release/layoutd, 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build/release/layoutd}")
count=${2:-1000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t sources < <(find scenes \( -name '*.swift' -o -name '*.scene.json' \) | sort)
for ((i = 0; i < count; i++)); do
    source=${sources[i % ${#sources[@]}]}
    mkdir -p "$work/s$((i / 100))"
    cp "$source" "$work/s$((i / 100))/$i-$(basename "$source")"
done
"$binary" render "$work" >/dev/null

median() {
    local cores=$1 runs=()
    for _ in 1 2 3 4 5; do
        local start end
        start=$(date +%s%N)
        taskset -c "$cores" "$binary" render "$work" >/dev/null
        end=$(date +%s%N)
        runs+=($(( (end - start) / 1000000 )))
    done
    printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p
}
one=$(median 0)
two=$(median 0,1)
echo "$count scenes: 1 core ${one} ms, 2 cores ${two} ms (median of 5); speed-up $(awk "BEGIN { printf \"%.2f\", $one / $two }")x"
