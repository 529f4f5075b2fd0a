#!/usr/bin/env bash
# Peak resident memory of the server with 50 started four-player Tagiron tables (hints "full") after
# every seat asked for its hints, natively and (if qemu-user-static is installed) as arm64 under qemu.
# Under qemu it also splits the resident memory into the guest's and the emulator's (/proc/PID/smaps),
# and for both it gives what Go's runtime itself holds (GET /api/host/memory).
# Run from the repository root: bash cmd/tablemate/packaging/measure-tables.sh   (needs curl)
set -euo pipefail
OUT=${OUT:-/tmp/tablemate-measure-tables}; rm -rf "$OUT"; mkdir -p "$OUT"
TABLES=${TABLES:-50}
LD='-s -w -X main.version=measure'
CGO_ENABLED=0 go build -trimpath -ldflags "$LD" -o "$OUT/native" ./cmd/tablemate
ARCHS=native
if [ "${NATIVE_ONLY:-}" = "" ] && command -v qemu-aarch64-static >/dev/null; then
  CGO_ENABLED=0 GOOS=linux GOARCH=arm64 go build -trimpath -ldflags "$LD" -o "$OUT/arm64" ./cmd/tablemate
  ARCHS="native arm64"
fi
PORT=18632; BASE=http://127.0.0.1:$PORT
runner() { case $1 in native) echo "$OUT/native";; arm64) echo "qemu-aarch64-static $OUT/arm64";; esac; }
start() {
  if curl -s "$BASE/healthz" >/dev/null; then echo "port $PORT is taken" >&2; exit 1; fi
  $(runner "$1") serve --addr 127.0.0.1:$PORT --db "$2" >"$OUT/stdout" 2>"$OUT/stderr" & PID=$!
  until curl -sf "$BASE/healthz" >/dev/null; do sleep 0.05; done
  KEY=$(sed -n 's#.*/host?k=##p' "$OUT/stdout")
}
stop() { kill -TERM $PID; wait $PID || true; PID=; }
PID=; trap '[ -n "$PID" ] && kill -TERM $PID' EXIT
mem() { awk '/VmHWM|VmRSS/ {printf "%s %.1f MB  ", $1, $2/1024}' /proc/$PID/status; }
# gomem: what the server's Go runtime holds from the system (mapped less released; runtime/metrics),
# and its live heap: the guest's own figures, with or without an emulator around it.
gomem() { curl -sf --retry 10 --retry-all-errors --retry-delay 1 -H "X-Host-Key: $KEY" "$BASE/api/host/memory" | tr ',{}' '\n\n\n' | awk -F: '
  /"held:bytes"/ {h = $NF} /heap\/objects:bytes/ {o = $NF} /gc\/heap\/goal/ {g = $NF}
  END {printf "Go holds %.1f MB (heap objects %.1f MB, GC goal %.1f MB)", h/1048576, o/1048576, g/1048576}'; }
# owners: under qemu-user, the process's resident memory by owner. The guest's are its binary and the
# mappings in its address space; the emulator's are its own binary, its malloc heap, the translated code
# (the one writable and executable mapping) and its other mappings in the host's mmap area.
owners() { awk '
  /^[0-9a-f]+-[0-9a-f]+ / { split($1, r, "-"); perm = $2; name = $6
    hi = substr("0000000000000000" r[1], length(r[1]) + 1)
    if (name ~ /qemu-/) own = "emulator-binary"; else if (name == "[heap]") own = "emulator-heap"
    else if (perm ~ /rwx/) own = "emulator-code"
    else if (name ~ /^\[/ || hi >= "00007f0000000000") own = "emulator-other"; else own = "guest" }
  /^Rss:/ { kb[own] += $2 }
  END { printf "guest %.1f MB; emulator %.1f MB (translated code %.1f, its heap %.1f, its binary %.1f, other %.1f)",
    kb["guest"]/1024, (kb["emulator-binary"]+kb["emulator-heap"]+kb["emulator-code"]+kb["emulator-other"])/1024,
    kb["emulator-code"]/1024, kb["emulator-heap"]/1024, kb["emulator-binary"]/1024, kb["emulator-other"]/1024 }' /proc/$PID/smaps; }
report() { # report ARCH WHEN
  echo "$1 $2: $(mem)"
  echo "$1 $2: $(gomem)"
  if [ "$1" = arm64 ]; then echo "$1 $2: resident $(owners)"; fi
}
host() { curl -sf --retry 10 --retry-all-errors --retry-delay 1 -H "X-Host-Key: $KEY" -H 'Content-Type: application/json' -d "$2" "$BASE$1"; }
# One cookie jar per seat, as one phone per seat: a seat answers only the phone that claimed it (its
# first request).
jar() { echo "$OUT/jar-$1"; }
racks=('["r0","b1","r3","b9"]' '["b0","r2","b4","r7"]' '["r1","b3","b6","r8"]' '["b2","r4","r6","b8"]')
table() { # a started 4-player table; prints its seat tokens
  local sum id toks i
  sum=$(host /api/host/tables '{"game":"tagiron","players":4,"hints":"full"}')
  id=$(echo "$sum" | sed 's/.*"id":"\([^"]*\)".*/\1/')
  toks=$(echo "$sum" | grep -o '/s/[^"]*' | cut -c4-)
  i=0; for s in $toks; do
    curl -sf -b "$(jar $s)" -c "$(jar $s)" --retry 10 --retry-all-errors --retry-delay 1 -H 'Content-Type: application/json' -d "{\"type\":\"tiles\",\"tiles\":${racks[$i]}}" "$BASE/api/seat/$s/do" >/dev/null; i=$((i+1))
  done
  for c in count-red sum-all where-1-or-2 same-color-neighbours count-pairs where-5; do
    host /api/host/tables/$id/do "{\"type\":\"reveal\",\"card\":\"$c\"}" >/dev/null
  done
  host /api/host/tables/$id/do '{"type":"start","starter":0}' >/dev/null
  echo $toks
}
for r in $ARCHS; do
  rm -f "$OUT/$r.db"*; rm -f "$OUT"/jar-*; start $r "$OUT/$r.db"
  report $r idle
  all=""; for i in $(seq "$TABLES"); do all="$all $(table)"; done
  report $r "$TABLES started tables"
  # One after the other, as phones would; a request the rate limit refused is asked again.
  for s in $all; do curl -sf -b "$(jar $s)" -c "$(jar $s)" --retry 30 --retry-all-errors --retry-delay 1 "$BASE/api/seat/$s/hints?open=1" >/dev/null; done
  report $r "after every seat's hints"
  stop
done
