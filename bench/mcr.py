"""Speed of the MCR scorer beside the reference (PyPI pymahjonggb) on the same random hands.

    python bench/mcr.py [--hands 5000] [--seed 1] [--repeat 3]

Prints hands per second for: generating the hands, fanbot's ``score_hand``, the reference's
C++ calculator on pre-converted arguments, and the reference through the test adapter (conversion
included). Best of ``--repeat`` runs; every scorer sees the same hands.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scoring.hand import Hand  # noqa: E402
from tests.scoring.random_hands import random_winning_hand  # noqa: E402


def best_time(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    def generate() -> list[Hand]:
        rng = random.Random(args.seed)
        return [random_winning_hand(rng) for _ in range(args.hands)]

    hands = generate()
    rows: list[tuple[str, float]] = [("generate random_winning_hand", best_time(generate, args.repeat))]

    try:
        from scoring.mcr import score_hand
    except ImportError as e:
        print(f"fanbot scorer unavailable: {e}", file=sys.stderr)
    else:
        rows.append(("fanbot scoring.mcr.score_hand", best_time(lambda: [score_hand(h) for h in hands], args.repeat)))

    try:
        import MahjongGB

        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "scoring"))
        from mcr_reference import reference_arguments, reference_raw
    except ImportError as e:
        print(f"reference unavailable (pip install pymahjonggb==1.4.0): {e}", file=sys.stderr)
    else:
        calls = [reference_arguments(h) for h in hands]
        calculate = MahjongGB.MahjongFanCalculator
        rows.append(("reference MahjongFanCalculator (C++)",
                     best_time(lambda: [calculate(*c, verbose=True) for c in calls], args.repeat)))
        rows.append(("reference + adapter conversion", best_time(lambda: [reference_raw(h) for h in hands],
                                                                 args.repeat)))

    print(f"{args.hands} random winning hands, seed {args.seed}, best of {args.repeat}")
    print(f"{'':38} {'hands/s':>12} {'µs/hand':>10}")
    for name, seconds in rows:
        print(f"{name:38} {args.hands / seconds:12,.0f} {1e6 * seconds / args.hands:10.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
