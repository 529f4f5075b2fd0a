#!/usr/bin/env bash
# The live targets as a series of back-to-back runs, with a pass count for each:
#   - event -> 6 live clients, p99 < 5 ms (BenchmarkEventToSixNew and BenchmarkEventToSix10k);
#   - a command's p50 with 500 display watchers <= 2x its p50 with none, the two measured one after the
#     other in the same run (BenchmarkCommandWatchers0 and BenchmarkCommandWatchers500).
# Run from the repository root: bash cmd/tablemate/packaging/measure-live.sh   (RUNS=10 by default)
# The load average is printed before and after: on a busy machine the tail is the machine's.
set -euo pipefail
RUNS=${RUNS:-10}
OUT=${OUT:-/tmp/tablemate-measure-live}; rm -rf "$OUT"; mkdir -p "$OUT"
go test -c -o "$OUT/web.test" ./web/
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
cd web
for i in $(seq "$RUNS"); do
  "$OUT/web.test" -test.run '^$' -test.bench 'EventToSix(New|10k)$|CommandWatchers(0|500)$' -test.benchtime 200x >"$OUT/run$i.txt"
  echo "run $i: $(awk '/^Benchmark/ { n = $1; sub(/-[0-9]+$/, "", n); sub(/^Benchmark/, "", n); for (f = 3; f < NF; f++) if ($(f+1) == "p50-ms" || $(f+1) == "p99-ms") printf "%s %s %s  ", n, $(f+1), $f }' "$OUT/run$i.txt")"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
awk '
  function done() {
    if (!("CommandWatchers0" in p50)) return
    runs++
    if (p99["EventToSixNew"] < 5) newOK++
    if (p99["EventToSix10k"] < 5) tenkOK++
    r = p50["CommandWatchers500"] / p50["CommandWatchers0"]
    ratios = ratios sprintf(" %.2f", r)
    if (r <= 2) watchOK++
    split("", p50); split("", p99)
  }
  FNR == 1 { done() }
  /^Benchmark/ {
    n = $1; sub(/-[0-9]+$/, "", n); sub(/^Benchmark/, "", n)
    for (f = 3; f < NF; f++) { if ($(f+1) == "p50-ms") p50[n] = $f; if ($(f+1) == "p99-ms") p99[n] = $f }
  }
  END {
    done()
    printf "event -> 6 clients p99 < 5 ms: new table %d of %d runs, 10,000 events %d of %d (target: 9 of 10)\n", newOK, runs, tenkOK, runs
    printf "500 watchers / none, p50: %d of %d runs within 2x (ratios:%s)\n", watchOK, runs, ratios
  }' "$OUT"/run*.txt
