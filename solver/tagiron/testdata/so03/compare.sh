#!/bin/bash
# Our Tagiron Solve against so03/tagiron_solve (Rust, brute force) on the same 4-player states.
# Usage, from the repository's root: bash solver/tagiron/testdata/so03/compare.sh PATH/TO/tagiron_solve
# (a checkout of the so03/tagiron_solve repository; its one dependency, itertools 0.10, comes from the
# crates.io registry or, offline, from Debian's librust-itertools-dev).
# Prints CPU time (user + sys) per solve in-process and per call as a whole process, one core.
set -euo pipefail
so03=${1:?usage: compare.sh PATH/TO/tagiron_solve}
here=solver/tagiron/testdata/so03
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# so03 as published, and a copy without its println! lines (it prints every candidate it tries).
for v in published quiet; do
	mkdir -p "$work/$v" && cp -r "$so03"/. "$work/$v" && rm -rf "$work/$v/target" "$work/$v/.git"
	cp "$here/cmp.rs" "$here/states.rs" "$work/$v/examples/"
	if [ "$v" = quiet ]; then sed -i '/println!/d' "$work/$v/src/lib.rs"; fi
	if [ -d /usr/share/cargo/registry/itertools-0.10.3 ]; then
		mkdir -p "$work/$v/.cargo"
		printf '[source.crates-io]\nreplace-with = "debian"\n[source.debian]\ndirectory = "/usr/share/cargo/registry"\n' >"$work/$v/.cargo/config.toml"
		rm -f "$work/$v/Cargo.lock"
	fi
	(cd "$work/$v" && cargo build --release --example cmp -q 2>/dev/null)
done
CGO_ENABLED=0 go build -trimpath -o "$work/tablemate" ./cmd/tablemate
go test -c -o "$work/tagiron.test" ./solver/tagiron

# cpu CMD...: CPU seconds (user + sys) of one run of CMD.
cpu() {
	/usr/bin/time -f '%U %S' -o "$work/t" "$@" >/dev/null 2>&1
	awk '{print $1 + $2}' "$work/t"
}
# per N CMD1 CMDN: milliseconds per op, from a run of N ops less a run of one.
per() { awk -v n="$1" -v a="$2" -v b="$3" 'BEGIN {printf "%.2f", (b - a) * 1000 / (n - 1)}'; }

echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| state | ours in-process | so03 in-process (as published / without printing) | ours as a process | so03 as a process (as published) |"
echo "|---|---|---|---|---|"
for s in 2q 5q solved6q; do
	n=2001
	m=201
	[ "$s" = 2q ] && m=41
	cd solver/tagiron
	g1=$(cpu "$work/tagiron.test" -test.run '^$' -test.bench "So03/$s\$" -test.benchtime 1x -test.cpu 1)
	gn=$(cpu "$work/tagiron.test" -test.run '^$' -test.bench "So03/$s\$" -test.benchtime ${n}x -test.cpu 1)
	cd - >/dev/null
	ours=$(awk -v n=$n -v a="$g1" -v b="$gn" 'BEGIN {printf "%.2f", (b - a) * 1000 / n}')
	q1=$(cpu "$work/quiet/target/release/examples/cmp" "$s" 1)
	qn=$(cpu "$work/quiet/target/release/examples/cmp" "$s" $m)
	p1=$(cpu "$work/published/target/release/examples/cmp" "$s" 1)
	pn=$(cpu "$work/published/target/release/examples/cmp" "$s" $m)
	calls=300
	op=$(cpu bash -c "for i in \$(seq $calls); do $work/tablemate solve < $here/$s.jsonl; done")
	pp=$(cpu bash -c "for i in \$(seq $calls); do $work/published/target/release/examples/cmp $s 1; done")
	printf '| %s | %s ms | %s / %s ms | %s ms | %s ms |\n' "$s" "$ours" "$(per $m "$p1" "$pn")" "$(per $m "$q1" "$qn")" \
		"$(awk -v c="$op" -v n=$calls 'BEGIN {printf "%.2f", c * 1000 / n}')" "$(awk -v c="$pp" -v n=$calls 'BEGIN {printf "%.2f", c * 1000 / n}')"
done
