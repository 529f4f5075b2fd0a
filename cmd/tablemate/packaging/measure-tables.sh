#!/usr/bin/env bash
# Peak resident memory of the server with 50 started four-player Tagiron tables (hints "full") after
# every seat asked for its hints, natively and (if qemu-user-static is installed) as arm64 under qemu.
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
host() { curl -sf --retry 10 --retry-all-errors --retry-delay 1 -H "X-Host-Key: $KEY" -H 'Content-Type: application/json' -d "$2" "$BASE$1"; }
racks=('["r0","b1","r3","b9"]' '["b0","r2","b4","r7"]' '["r1","b3","b6","r8"]' '["b2","r4","r6","b8"]')
table() { # a started 4-player table; prints its seat tokens
  local sum id toks i
  sum=$(host /api/host/tables '{"game":"tagiron","players":4,"hints":"full"}')
  id=$(echo "$sum" | sed 's/.*"id":"\([^"]*\)".*/\1/')
  toks=$(echo "$sum" | grep -o '/s/[^"]*' | cut -c4-)
  i=0; for s in $toks; do
    curl -sf --retry 10 --retry-all-errors --retry-delay 1 -H 'Content-Type: application/json' -d "{\"type\":\"tiles\",\"tiles\":${racks[$i]}}" "$BASE/api/seat/$s/do" >/dev/null; i=$((i+1))
  done
  for c in count-red sum-all where-1-or-2 same-color-neighbours count-pairs where-5; do
    host /api/host/tables/$id/do "{\"type\":\"reveal\",\"card\":\"$c\"}" >/dev/null
  done
  host /api/host/tables/$id/do '{"type":"start","starter":0}' >/dev/null
  echo $toks
}
for r in $ARCHS; do
  rm -f "$OUT/$r.db"*; start $r "$OUT/$r.db"
  echo "$r idle: $(mem)"
  all=""; for i in $(seq "$TABLES"); do all="$all $(table)"; done
  echo "$r $TABLES started tables: $(mem)"
  # One after the other, as phones would; a request the rate limit refused is asked again.
  for s in $all; do curl -sf --retry 30 --retry-all-errors --retry-delay 1 "$BASE/api/seat/$s/hints?open=1" >/dev/null; done
  echo "$r after every seat's hints: $(mem)"
  stop
done
