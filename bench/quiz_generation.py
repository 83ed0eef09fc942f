"""Quiz hand generation speed: milliseconds per hand for every target fan and difficulty.

    python bench/quiz_generation.py [--hands 20] [--difficulty normal] [--rules mcr]

Each hand is constructed toward its target and checked by the scorer (the time includes the
scoring of every attempt). The goal: under 20 ms median per hand for any target.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiz.generator import DIFFICULTIES, generate  # noqa: E402
from quiz.hands.mcr import mcr_targets  # noqa: E402
from quiz.hands.riichi_recipes import RIICHI_RECIPES  # noqa: E402

GOAL_MS = 20.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20, help="hands per target (default 20)")
    parser.add_argument("--difficulty", choices=(*DIFFICULTIES, "all"), default="all")
    parser.add_argument("--rules", choices=("mcr", "riichi"), default="mcr")
    parser.add_argument("--seed", default="bench")
    args = parser.parse_args(argv)
    targets = (None, *(mcr_targets() if args.rules == "mcr" else sorted(RIICHI_RECIPES)))
    difficulties = DIFFICULTIES if args.difficulty == "all" else (args.difficulty,)
    rng = random.Random(args.seed)
    worst = 0.0
    print(f"{'target':>34} " + " ".join(f"{d + ' med':>11} {'p90':>6} {'tries':>5}" for d in difficulties))
    for target in targets:
        cells = []
        for difficulty in difficulties:
            times, tries = [], []
            for _ in range(args.hands):
                start = time.perf_counter()
                generated = generate(rng, args.rules, difficulty, target)
                times.append((time.perf_counter() - start) * 1000)
                tries.append(generated.attempts)
            median = statistics.median(times)
            worst = max(worst, median)
            p90 = sorted(times)[int(0.9 * (len(times) - 1))]
            cells.append(f"{median:8.2f} ms {p90:6.1f} {statistics.mean(tries):5.1f}")
        print(f"{target or '(realistic mix)':>34} " + " ".join(cells))
    verdict = "OK" if worst < GOAL_MS else "OVER"
    print(f"\nslowest median: {worst:.2f} ms per hand (goal < {GOAL_MS:g} ms): {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
