"""Speed of the Riichi scorer beside the reference (PyPI mahjong 2.1.0) on the same random hands.

    python bench/riichi.py [--hands 20000] [--seed 1] [--repeat 5]

Both scorers get their inputs built before timing: ``Hand`` objects for fanbot; 136-tile arrays,
melds and a ``HandConfig`` per hand for mahjong (building a config costs it about 9 us more).
Every run starts with cold caches (the library's LRU hand divider; every cache of ``scoring.caches``,
our per-suit readings among them).
Prints hands per second from the median CPU time of ``--repeat`` runs (the scorers take turns,
so a busy machine slows them alike):

- fanbot ``score_hand`` (the typed result: yaku with their sets, fu items, points);
- fanbot ``best_candidate`` (the same scoring without building the typed result);
- mahjong ``HandCalculator.estimate_hand_value``.

Hands without yaku are included: both scorers still read them fully before refusing them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring.caches import clear_all  # noqa: E402
from scoring.hand import Hand, HandError  # noqa: E402
from scoring.riichi import score_hand  # noqa: E402
from scoring.riichi.scorer import best_candidate  # noqa: E402
from tests.scoring.riichi_random_hands import random_riichi_hand  # noqa: E402


def median_times(runs: dict[str, tuple[Callable[[], object], Callable[[], None]]], repeat: int) -> dict[str, float]:
    """Median CPU seconds of each (run, reset) pair; the runs take turns so load on a shared machine
    hits them alike, and CPU time leaves out the time other processes hold the processor."""
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(repeat):
        for name, (run, reset) in runs.items():
            reset()
            start = time.process_time()
            run()
            times[name].append(time.process_time() - start)
    return {name: statistics.median(values) for name, values in times.items()}


def _fanbot(scorer: Callable[[Hand], object], hands: list[Hand]) -> Callable[[], None]:
    def run() -> None:
        for hand in hands:
            try:
                scorer(hand)
            except HandError:
                pass
    return run


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    hands = [random_riichi_hand(rng) for _ in range(args.hands)]
    runs = {
        "fanbot score_hand": (_fanbot(score_hand, hands), clear_all),
        "fanbot best_candidate": (_fanbot(best_candidate, hands), clear_all),
    }
    try:
        from mahjong.hand_calculating.divider import HandDivider

        from tests.scoring.riichi_reference import library_input, run_library
    except ImportError as e:
        print(f"reference unavailable ({e}): pip install mahjong==2.1.0", file=sys.stderr)
    else:
        inputs = [library_input(hand) for hand in hands]

        def reference() -> None:
            for inp in inputs:
                run_library(inp)

        runs["mahjong estimate_hand_value"] = (reference, HandDivider._divide_hand_impl.cache_clear)
    rows = list(median_times(runs, args.repeat).items())
    print(f"{args.hands} random hands (seed {args.seed}), median CPU time of {args.repeat} interleaved runs")
    for name, seconds in rows:
        print(f"  {name:32s} {args.hands / seconds:10.0f} hands/s  {1e6 * seconds / args.hands:7.1f} us/hand")
    if len(rows) == 3:
        print(f"  fanbot score_hand is {rows[2][1] / rows[0][1]:.2f}x the speed of mahjong")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
