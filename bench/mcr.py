"""Speed of the MCR scorer beside the reference (PyPI pymahjonggb) on the same hands, in one run.

    python bench/mcr.py [--hands 5000] [--seed 1] [--repeat 5] [--mix random|hard|both]

Two mixes: ``random`` (``tests.scoring.random_hands.random_winning_hand``: every shape, melds, flags) and
``hard`` (``bench/hard_hands.py``: one-suit hands, pure shifted chows, seven pairs that also split,
hands with many readings). On each mix it times fanbot's ``score_hand``, the reference's C++
``MahjongFanCalculator`` on arguments converted in advance, and the reference through the test
adapter (conversion included).

The machine may be shared, so the scorers take turns on slices of 250 hands and the per-slice CPU
times are summed; the best of ``--repeat`` rounds is printed. fanbot keeps no memo of whole hands:
every hand is scored in full each round; its per-suit decomposition tables (and the other bounded
tables, keyed by a suit's counts, a set of tiles or a few set codes) stay warm after the first
round, as a precomputed table would. Each result's ``fans`` (hits with their melds and tiles, made
when first read) are read, as the reference's ``verbose`` list is made. The ``cold`` row empties
every cache before one pass; the ``never seen`` rows score as many other hands (another seed) once,
tables warm: the figure a batch of new hands or the waits table meets, since repeated rounds also
hit the tables keyed by a hand's set of tiles.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from hard_hands import hard_winning_hand  # noqa: E402

from scoring.caches import clear_all  # noqa: E402
from scoring.hand import Hand  # noqa: E402
from tests.scoring.random_hands import random_winning_hand  # noqa: E402

SLICE = 250


def take_turns(runners: dict[str, Callable[[int, int], object]], count: int, repeat: int,
               before_round: Callable[[], None]) -> dict[str, float]:
    """CPU seconds per runner for the whole list, best of ``repeat`` rounds of alternating slices."""
    best = {name: float("inf") for name in runners}
    for _ in range(repeat):
        before_round()
        spent = dict.fromkeys(runners, 0.0)
        for start in range(0, count, SLICE):
            stop = min(count, start + SLICE)
            for name, run in runners.items():
                t = time.process_time()
                run(start, stop)
                spent[name] += time.process_time() - t
        for name in runners:
            best[name] = min(best[name], spent[name])
    return best


def bench_mix(name: str, hands: list[Hand], fresh: list[Hand], repeat: int) -> None:
    from scoring.mcr import score_hand

    runners: dict[str, Callable[[int, int], object]] = {
        "fanbot scoring.mcr.score_hand": lambda a, b: [score_hand(h).fans for h in hands[a:b]]}
    try:
        import MahjongGB

        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "scoring"))
        from mcr_reference import reference_arguments, reference_raw
    except ImportError as e:
        print(f"reference unavailable (pip install pymahjonggb==1.4.0): {e}", file=sys.stderr)
        reference = None
    else:
        calls = [reference_arguments(h) for h in hands]
        calculate = MahjongGB.MahjongFanCalculator
        reference = "reference MahjongFanCalculator (C++)"
        runners[reference] = lambda a, b: [calculate(*c, verbose=True) for c in calls[a:b]]
        runners["reference + adapter conversion"] = lambda a, b: [reference_raw(h) for h in hands[a:b]]

    clear_all()
    t = time.process_time()
    for h in hands:
        _ = score_hand(h).fans
    cold = time.process_time() - t
    times = take_turns(runners, len(hands), repeat, lambda: None)
    # New hands, tables warm from the rounds above: what a batch or the waits table meets.
    fresh_calls = [reference_arguments(h) for h in fresh] if reference else []
    firsts = {"fanbot score_hand, hands never seen": lambda a, b: [score_hand(h).fans for h in fresh[a:b]]}
    if reference:
        firsts["reference C++, the same new hands"] = lambda a, b: [calculate(*c, verbose=True)
                                                                   for c in fresh_calls[a:b]]
    first = take_turns(firsts, len(fresh), 1, lambda: None)
    n = len(hands)
    print(f"\n{name} mix: {n} winning hands, best of {repeat} rounds (CPU time)")
    print(f"{'':40} {'hands/s':>10} {'µs/hand':>9} {'x C++':>7}")
    ref = times.get(reference) if reference else None
    rows = [("fanbot score_hand, every cache cold", cold)] + list(times.items())
    for label, seconds in rows:
        ratio = f"{seconds / ref:7.1f}" if ref else ""
        print(f"{label:40} {n / seconds:10,.0f} {1e6 * seconds / n:9.1f} {ratio}")
    labels = list(first)
    for label in labels:
        seconds = first[label]
        ratio = f"{seconds / first[labels[1]]:7.1f}" if len(labels) > 1 else ""
        print(f"{label:40} {len(fresh) / seconds:10,.0f} {1e6 * seconds / len(fresh):9.1f} {ratio}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--mix", choices=("random", "hard", "both"), default="both")
    args = parser.parse_args(argv)
    from bot.core_build.report import describe

    print(describe())
    for mix, make in (("random", random_winning_hand), ("hard", hard_winning_hand)):
        if args.mix in (mix, "both"):
            rng = random.Random(args.seed)
            hands = [make(rng) for _ in range(args.hands)]
            other = random.Random(args.seed + 1_000_003)
            bench_mix(mix, hands, [make(other) for _ in range(args.hands)], args.repeat)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
