# Times frohlfing/tichu's build_combinations on the comparison hands (hands.txt): CPU microseconds per
# call, one line per hand. Usage: python3 froh.py PATH/TO/frohlfing-tichu hands.txt
import sys, time
sys.path.insert(0, sys.argv[1])
from src.lib.combinations import build_combinations
from src.lib.cards import CardSuit

suits = {"sun": CardSuit.SWORD, "moon": CardSuit.PAGODA, "star": CardSuit.JADE, "cloud": CardSuit.STAR}

def card(tile):
    name = tile.rstrip("0123456789")
    return (int(tile[len(name):]) + 1, suits[name])

for line in open(sys.argv[2]):
    if not line.strip() or line.startswith("#"):
        continue
    name, *tiles = line.split()
    hand = [card(t) for t in tiles]
    n = 1
    while True:  # calls enough for 0.2 s
        t0 = time.process_time()
        for _ in range(n):
            build_combinations(list(hand))
        dt = time.process_time() - t0
        if dt > 0.2:
            break
        n *= 4
    print(name, "%.3f" % (dt / n * 1e6), len(build_combinations(list(hand))))
