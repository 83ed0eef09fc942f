"""Seating quality and time: for 8…128 players and 1…7 rounds, what ``next_round`` achieves.

    python bench/seating.py [--method no-repeat|swiss|random] [--seed 1] [--budget 20000]

Each field is seated round after round (Swiss by standings drawn at random each round, as if
from results). Printed as a
Markdown table (docs/tournament.md keeps a copy): per player count, for each number of rounds,
``extra/bound wGAP/LEAST T``: the extra meetings of the schedule (meetings beyond each pair's
first), the lower bound on them, the largest gap between a player's most and least held seat wind
beside the smallest gap possible, and the seconds all those rounds took together. Then the
slowest single round seen.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from quiz.tournament.model import Seating, SeatingMethod  # noqa: E402
from quiz.tournament.search import DEFAULT_BUDGET  # noqa: E402
from quiz.tournament.seating import next_round  # noqa: E402

ROUNDS = 7


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--method", default=SeatingMethod.NO_REPEAT, type=SeatingMethod)
    parser.add_argument("--seed", default=1, type=int)
    parser.add_argument("--budget", default=DEFAULT_BUDGET, type=int)
    parser.add_argument("--max-players", default=128, type=int)
    args = parser.parse_args()

    print(f"method {args.method}, seed {args.seed}, budget {args.budget} swaps a round")
    print("| players | " + " | ".join(f"{r} round{'s' if r > 1 else ''}" for r in range(1, ROUNDS + 1)) + " |")
    print("|---:|" + "---|" * ROUNDS)
    slowest = (0.0, 0, 0)
    for count in range(8, args.max_players + 1, 4):
        players = [f"p{i:03d}" for i in range(count)]
        rounds, cells, elapsed = [], [], 0.0
        for number in range(1, ROUNDS + 1):
            standings = random.Random(f"{args.seed}:{number}").sample(players, count)
            start = time.perf_counter()
            seating = next_round(players, rounds, args.seed, args.method, standings=standings, budget=args.budget)
            took = time.perf_counter() - start
            assert isinstance(seating, Seating)
            elapsed += took
            slowest = max(slowest, (took, count, seating.round_number))
            rounds.append(seating.tables)
            q = seating.quality
            winds = f"w{q.wind_spread}/{q.wind_spread_bound}"
            cells.append(f"{q.extra_meetings}/{q.repeat_lower_bound} {winds} {elapsed:.2f}")
        print(f"| {count} | " + " | ".join(cells) + " |", flush=True)
    took, count, round_number = slowest
    print(f"\nslowest round: {took:.3f} s ({count} players, round {round_number})")


if __name__ == "__main__":
    main()
