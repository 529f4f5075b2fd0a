#!/usr/bin/env bash
# Pi figures for Tablemate: sizes, resident memory, start-up with 10,000 events.
# Run from the repository root: bash measure.sh   (needs curl, qemu-user-static)
set -euo pipefail
OUT=${OUT:-/tmp/tablemate-measure}; rm -rf "$OUT"; mkdir -p "$OUT"
LD='-s -w -X main.version=measure'
CGO_ENABLED=0 go build -trimpath -ldflags "$LD" -o "$OUT/native" ./cmd/tablemate
CGO_ENABLED=0 GOOS=linux GOARCH=arm64 go build -trimpath -ldflags "$LD" -o "$OUT/arm64" ./cmd/tablemate
CGO_ENABLED=0 GOOS=linux GOARCH=arm GOARM=6 go build -trimpath -ldflags "$LD" -o "$OUT/armv6" ./cmd/tablemate
ls -l "$OUT/arm64" "$OUT/armv6" "$OUT/native" | awk '{printf "size %-8s %d bytes (%.1f MiB)\n", $NF, $5, $5/1048576}' | sed "s#$OUT/##"

PORT=18631; BASE=http://127.0.0.1:$PORT
runner() { case $1 in native) echo "$OUT/native";; arm64) echo "qemu-aarch64-static $OUT/arm64";; armv6) echo "qemu-arm-static $OUT/armv6";; esac; }
# start NAME DB: starts the server; sets PID, KEY and MS (milliseconds until /healthz answers).
start() {
  local t0=$(date +%s%N)
  $(runner "$1") serve --addr 127.0.0.1:$PORT --db "$2" >"$OUT/stdout" 2>"$OUT/stderr" & PID=$!
  until curl -sf "$BASE/healthz" >/dev/null; do sleep 0.01; done
  MS=$(( ($(date +%s%N) - t0) / 1000000 ))
  KEY=$(sed -n 's#.*/host?k=##p' "$OUT/stdout")
}
stop() { kill -TERM $PID; wait $PID; }
rss() { awk '/VmRSS/ {print $2 " kB"}' /proc/$PID/status; }
post() { curl -sf -H 'Content-Type: application/json' -d "$2" "$BASE$1" >/dev/null; }
table() { # creates an in-play 2-player Tagiron table, prints its seat 0 command URL
  local sum id s0 s1
  sum=$(curl -sf -H "X-Host-Key: $KEY" -H 'Content-Type: application/json' -d '{"game":"tagiron","players":2,"hints":"full"}' "$BASE/api/host/tables")
  id=$(echo "$sum" | sed 's/.*"id":"\([^"]*\)".*/\1/')
  s0=$(echo "$sum" | grep -o '/s/[^"]*' | sed -n 1p | cut -c4-); s1=$(echo "$sum" | grep -o '/s/[^"]*' | sed -n 2p | cut -c4-)
  post /api/seat/$s0/do '{"type":"tiles","tiles":["r0","r3","b6","b7","r9"]}'
  post /api/seat/$s1/do '{"type":"tiles","tiles":["r1","r2","b4","b8","b9"]}'
  for c in count-red sum-all where-1-or-2 same-color-neighbours count-pairs where-5; do
    curl -sf -H "X-Host-Key: $KEY" -H 'Content-Type: application/json' -d "{\"type\":\"reveal\",\"card\":\"$c\"}" "$BASE/api/host/tables/$id/do" >/dev/null
  done
  curl -sf -H "X-Host-Key: $KEY" -H 'Content-Type: application/json' -d '{"type":"start","starter":0}' "$BASE/api/host/tables/$id/do" >/dev/null
  post /api/seat/$s0/do '{"type":"ask","card":"count-red"}'
  echo "$BASE/api/seat/$s0/do"
}

for r in native arm64 armv6; do
  rm -f "$OUT/$r.db"*; start $r "$OUT/$r.db"; sleep 3
  echo "$r idle: $(rss)"
  for i in $(seq 10); do table >/dev/null; done; sleep 1
  echo "$r 10 active tables: $(rss)"
  stop
done

# 10,000 notepad marks on one table (+ the table's setup events), made natively.
rm -f "$OUT/big.db"*; start native "$OUT/big.db"
SEAT=$(table)
URLS=$(for i in $(seq 500); do printf '%s ' "$SEAT"; done)
t0=$(date +%s)
for i in $(seq 20); do
  curl -sf -H 'Content-Type: application/json' -d '{"type":"mark","pos":1,"tile":"r1","state":"possible"}' $URLS >/dev/null
done
echo "10,000 marks took $(( $(date +%s) - t0 )) s"
stop
ls -l "$OUT/big.db" | awk '{print "database " $5 " bytes"}'
for r in native arm64 armv6; do
  for n in 1 2 3; do
    rm -f "$OUT/run.db"*; cp "$OUT/big.db" "$OUT/run.db"
    start $r "$OUT/run.db"
    echo "$r start-up with 10,000 events, run $n: $MS ms to /healthz ($(grep -o 'tables replayed.*' "$OUT/stderr"))"
    stop
  done
done
