"""Speed of ``fanbot waits``: all waits of a ready hand with their four MCR totals, beside the reference.

    python bench/waits.py [--hands 2000] [--seed 1] [--rounds 3]

Times are CPU time per hand (``time.process_time``), so a busy shared machine does not count the
time other processes take. For each random ready hand (``tests.scoring.random_hands.random_ready_hand``:
every MCR shape, melds, winds, flowers) one call finds every wait and scores it four ways (discard,
self-drawn, and both as the last copy). Per-hand times are reported as median / 95th percentile /
max, for a first pass with cold caches (every table and memo of the core empty), then side by side:
hand after hand, fanbot and the reference take turns on the same hand, ``--rounds`` times, and each
hand's best time per row is kept (the machine's speed drifts; taking turns slows both alike).
The job is the totals: a result makes its fans (hits with their melds and tiles) when they are first
read, so a third row times the job with every fan of every way read too, as ``fanbot waits`` does.

The reference row does the same job with PyPI ``pymahjonggb``: ``MahjongFanCalculator`` on each of
the 34 tiles to find the waits (on a discard), then self-drawn and the two last-copy calls per wait.
Also timed: ``shanten`` of random 13-tile hands (not only ready ones) and the 14-tile discard table.
Target (issue 14): median under 0.15 ms per ready hand (warm).
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

from bench.timing import timing_line  # noqa: E402
from scoring.hand import PartialHand  # noqa: E402
from scoring.mcr.waits import mcr_waits  # noqa: E402
from scoring.shanten import discard_table, shanten  # noqa: E402
from scoring.tiles import Tile  # noqa: E402
from tests.scoring.random_hands import random_ready_hand  # noqa: E402


def _clear_caches() -> None:
    from scoring.caches import clear_all

    clear_all()  # every bounded table and memo of the core (shanten's per-suit tables, the scorer's)


def per_item_ms(run: Callable[[object], object], items: Sequence[object]) -> list[float]:
    times = []
    for item in items:
        start = time.process_time()
        run(item)
        times.append((time.process_time() - start) * 1000)
    return times


def side_by_side(runs: dict[str, Callable[[object], object]], items: Sequence[object],
                 rounds: int) -> dict[str, list[float]]:
    """Per item, each run in turn (so a machine whose speed drifts slows them alike), ``rounds``
    times, the order rotated each round; each item's best time per run."""
    best = {name: [float("inf")] * len(items) for name in runs}
    order = list(runs.items())
    for round_ in range(rounds):
        turn = order[round_ % len(order):] + order[:round_ % len(order)]  # each run goes first in some round
        for i, item in enumerate(items):
            for name, run in turn:
                start = time.process_time()
                run(item)
                spent = (time.process_time() - start) * 1000
                if spent < best[name][i]:
                    best[name][i] = spent
    return best


def summary(name: str, times: list[float]) -> str:
    return timing_line(name, times, 46, "7.3f", "7.2f")


def _every_fan_read(partial: PartialHand) -> None:
    """The job with each way's fans read as well (a result makes its hits when they are first read)."""
    for wait in mcr_waits(partial):
        for score in wait.scores:
            _ = score.fans


def reference_waits(partial: PartialHand) -> list[tuple[str, int, int, int, int]]:
    """Waits with four totals via the reference: 34 discard calls, then three more per wait."""
    import MahjongGB

    from tests.scoring.mcr_reference import reference_pack, reference_tile

    packs = tuple(reference_pack(m) for m in partial.melds)
    standing = tuple(reference_tile(t) for t in partial.concealed)
    ctx = partial.context
    seat, round_ = ctx.seat_wind - Tile.EAST, ctx.round_wind - Tile.EAST
    out = []
    for tile in Tile:
        code = reference_tile(tile)

        def total(self_drawn: bool, last: bool, code: str = code) -> int:
            fans = MahjongGB.MahjongFanCalculator(packs, standing, code, ctx.flowers, self_drawn, last, False,
                                                  False, seat, round_)
            return sum(points for points, _ in fans)

        try:
            discard = total(False, False)
        except TypeError:  # ERROR_NOT_WIN
            continue
        out.append((code, discard, total(True, False), total(False, True), total(True, True)))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the side-by-side runs (best per hand)")
    args = parser.parse_args(argv)
    from bot.core_build.report import describe

    print(describe())

    rng = random.Random(args.seed)
    ready = [random_ready_hand(rng) for _ in range(args.hands)]
    waits = sum(len(mcr_waits(h)) for h in ready[:200])
    print(f"{args.hands} ready hands (seed {args.seed}); {waits / min(200, args.hands):.2f} waits per hand on average")

    _clear_caches()
    cold = per_item_ms(mcr_waits, ready)
    print(summary("fanbot mcr_waits, 4 totals per wait (cold)", cold))
    runs: dict[str, Callable[[object], object]] = {
        "fanbot mcr_waits, 4 totals per wait (warm)": mcr_waits,
        "fanbot mcr_waits, every fan of every way read": _every_fan_read}
    try:
        import MahjongGB  # noqa: F401
    except ImportError as error:
        print(f"reference not installed ({error}); pip install pymahjonggb")
    else:
        runs["reference MahjongGB, same job"] = reference_waits
    times = side_by_side(runs, ready, args.rounds)
    for name, each in times.items():
        print(summary(name, each))
    warm = times["fanbot mcr_waits, 4 totals per wait (warm)"]
    if "reference MahjongGB, same job" in times:
        ratio = statistics.median(warm) / statistics.median(times["reference MahjongGB, same job"])
        print(f"median warm / median reference: {ratio:.2f}")

    wall = [t for t in Tile for _ in range(4)]
    thirteen = [PartialHand((), tuple(sorted(rng.sample(wall, 13)))) for _ in range(args.hands)]
    fourteen = [PartialHand((), tuple(sorted(rng.sample(wall, 14)))) for _ in range(max(1, args.hands // 10))]
    print(summary("fanbot shanten, random 13 tiles, all shapes", per_item_ms(shanten, thirteen)))
    print(summary("fanbot discard_table, random 14 tiles", per_item_ms(discard_table, fourteen)))

    median = statistics.median(warm)
    print(f"target: median under 0.15 ms per ready hand -> {'met' if median < 0.15 else 'NOT met'} ({median:.3f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
