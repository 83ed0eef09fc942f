"""Memory stays flat: process RSS after 10,000 and after 150,000 distinct hands through the scoring path.

    python bench/memory.py [--hands 150000] [--first 10000] [--seed 1] [--waits-every 10]

Each distinct random winning hand (``tests/scoring/random_hands.py``, duplicates skipped through a
fixed-size bitmap, so the check itself does not grow) goes the way ``fanbot score --json --batch``
takes it: its notation is read by ``parse_hand``, scored by ``score_hand`` and turned into JSON
text (``to_json_text``); every ``--waits-every``-th hand also has the waits of its thirteen tiles
scored (``mcr_waits``), which fills the shanten tables. Printed: RSS (from /proc) after the first
``--first`` hands and at the end, the difference (target: within 30 MB), and the entries of every
bounded cache of the core against its limit.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring.caches import cache_sizes  # noqa: E402
from scoring.hand import PartialHand  # noqa: E402
from scoring.mcr import score_hand  # noqa: E402
from scoring.mcr.waits import mcr_waits  # noqa: E402
from scoring.notation import format_hand, parse_hand  # noqa: E402
from tests.scoring.random_hands import random_winning_hand  # noqa: E402

BITMAP_BITS = 1 << 26  # 8 MB, allocated before the first measurement


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        import os

        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:  # not Linux: the peak instead
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=150_000)
    parser.add_argument("--first", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--waits-every", type=int, default=10)
    args = parser.parse_args(argv)

    seen = bytearray(BITMAP_BITS // 8)
    rng = random.Random(args.seed)
    done = skipped = 0
    start = rss_mb()
    marks: list[tuple[int, float]] = []
    while done < args.hands:
        hand = random_winning_hand(rng)
        text = format_hand(hand)
        bit = zlib.crc32(text.encode()) * 2654435761 % BITMAP_BITS
        if seen[bit >> 3] & (1 << (bit & 7)):
            skipped += 1
            continue
        seen[bit >> 3] |= 1 << (bit & 7)
        score_hand(parse_hand(text)).to_json_text()  # what a batch prints
        if args.waits_every and done % args.waits_every == 0:
            mcr_waits(PartialHand(hand.melds, hand.concealed, hand.context))
        done += 1
        if done == args.first or done == args.hands:
            gc.collect()
            marks.append((done, rss_mb()))
    print(f"RSS at start {start:.1f} MB; {skipped} duplicate hands skipped")
    for count, rss in marks:
        print(f"RSS after {count:>7,} distinct hands: {rss:7.1f} MB")
    growth = marks[-1][1] - marks[0][1]
    print(f"growth from {marks[0][0]:,} to {marks[-1][0]:,} hands: {growth:+.1f} MB "
          f"(target within 30 MB) -> {'met' if abs(growth) <= 30 else 'NOT met'}")
    print("bounded caches (entries / limit):")
    for name, (size, limit) in sorted(cache_sizes().items()):
        print(f"  {name:55} {size:>7,} / {limit:,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
