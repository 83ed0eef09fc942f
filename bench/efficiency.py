"""Speed of the discard analysis (``fanbot efficiency``), beside the same job done with the reference.

    python bench/efficiency.py [--hands 300] [--seed 1]

Hands: random 14-tile hands (``tests/scoring/efficiency_hands.py``: near-ready hands from the MCR
generator with tiles swapped, random and one-suit draws, some with ``seen`` tiles), sorted by the
shanten after their best discard; ``--hands`` of each kind are timed: 1-shanten (every discard's row,
with the route to 8: the look-ahead over useful draws and the scoring of every tenpai's waits) and
2-shanten (rows with the fans in reach). Times are CPU time per hand (``time.process_time``), reported
as median / 95th percentile / max, once with every cache of ``scoring/`` emptied before each hand
(cold) and once going on through the hands with the caches kept (a running bot).

The reference row does the same 1-shanten job with PyPI ``pymahjonggb``: the per-shape shanten
functions for every discard and every draw-and-discard, ``MahjongFanCalculator`` for each wait of
each tenpai on a discard and self-drawn (``tests/scoring/efficiency_reference.py``).
Targets (issue 13 item 5): 1-shanten median under 150 ms and p95 under 500 ms; 2-shanten median under 100 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.timing import timing_line  # noqa: E402
from scoring.caches import clear_all  # noqa: E402
from scoring.efficiency import analyse  # noqa: E402
from tests.scoring.efficiency_hands import random_hand  # noqa: E402


def _hands(seed: int, per_kind: int) -> dict[int, list]:
    rng = random.Random(seed)
    found: dict[int, list] = {1: [], 2: []}
    while any(len(v) < per_kind for v in found.values()):
        partial = random_hand(rng)
        value = analyse(partial, route=False).shanten
        if value in found and len(found[value]) < per_kind:
            found[value].append(partial)
    clear_all()
    return found


def _times(hands: list, run, cold: bool) -> list[float]:
    out = []
    for partial in hands:
        if cold:
            clear_all()
        start = time.process_time()
        run(partial)
        out.append((time.process_time() - start) * 1000)
    return out


def _line(name: str, times: list[float]) -> str:
    return timing_line(name, times, 44, "8.2f", "8.1f")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="hands of each shanten (default 300)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    hands = _hands(args.seed, args.hands)
    print(f"load average {os.getloadavg()[0]:.1f}, seed {args.seed}")
    for shanten in (1, 2):
        for cold in (True, False):
            times = _times(hands[shanten], analyse, cold)
            print(_line(f"fanbot, {shanten}-shanten, {'cold' if cold else 'warm'} caches", times))
    try:
        from tests.scoring.efficiency_reference import reference_route
    except ImportError as e:  # the reference is a test-only dependency
        print(f"reference skipped: {e}")
        return
    print(_line("pymahjonggb pipeline, 1-shanten", _times(hands[1], reference_route, False)))


if __name__ == "__main__":
    main()
