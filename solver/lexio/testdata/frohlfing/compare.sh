#!/bin/bash
# Lexio's Plays against frohlfing/tichu's build_combinations (Python, the public Tichu engine that lists
# every combination of a hand) on the same hands (hands.txt), one core, CPU per call, in turns.
# Usage, from the repository's root: bash solver/lexio/testdata/frohlfing/compare.sh PATH/TO/frohlfing-tichu
# (a checkout of the frohlfing/tichu repository; only its src/lib is imported, nothing is installed).
set -euo pipefail
froh=${1:?usage: compare.sh PATH/TO/frohlfing-tichu}
here=solver/lexio/testdata/frohlfing
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go test -c -o "$work/lexio.test" ./solver/lexio
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
for run in 1 2 3; do
	(cd solver/lexio && nice "$work/lexio.test" -test.run '^$' -test.bench '^BenchmarkComparisonHands$' \
		-test.benchtime 0.3s -test.cpu 1) | awk '/^BenchmarkComparisonHands\// {split($1, a, "/"); for (i = 4; i < NF; i++) if ($(i + 1) == "cpu-ns/op") print a[2], $i / 1000}' >>"$work/ours"
	nice python3 "$here/froh.py" "$froh" "$here/hands.txt" >>"$work/froh"
done
# The median of the three runs of each side, and the ratio of the medians.
med() { sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
echo "| hand | ours µs | frohlfing µs | ratio |"
echo "|---|---|---|---|"
for h in $(awk '!/^#/ && NF {print $1}' "$here/hands.txt"); do
	o=$(awk -v h="$h" '$1 == h {print $2}' "$work/ours" | med)
	f=$(awk -v h="$h" '$1 == h {print $2}' "$work/froh" | med)
	printf '| %s | %.2f | %.2f | %.1f× |\n' "$h" "$o" "$f" "$(awk -v o="$o" -v f="$f" 'BEGIN {print f / o}')"
done
