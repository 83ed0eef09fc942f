"""fanbot's Riichi AI in one seat against three of PyPI jansou's ``SmartEfficiencyAgent``, inside jansou's engine.

    python bench/riichi_ai.py [--games 12] [--first 0] [--seed 1] [--preset tenhou] [--level strong]

Each half game (jansou's preset, its own seeded walls: game ``i`` shuffles from seed ``seed + i``) seats
fanbot at seat ``i mod players`` (the others: jansou agents seeded ``i * 10 + seat``), through the adapter
of ``tests/scoring/riichi_ai_jansou.py``; ``--first`` is the first ``i``, so that runs can share a series.
Prints, for fanbot's seat and for jansou's seats on average: average placement, win rate and deal-in rate
(per hand played), and fanbot's decision times (median, p99).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jansou.core.rules import preset  # noqa: E402
from jansou.game.agents import SmartEfficiencyAgent  # noqa: E402
from jansou.game.environment import Environment  # noqa: E402
from jansou.game.events import Win  # noqa: E402

from scoring.riichi.ai.decide import Level  # noqa: E402
from tests.scoring.riichi_ai_jansou import FanbotAgent  # noqa: E402


@dataclass
class Tally:
    """Placements, wins and deal-ins of a side, over the hands its seats played."""

    places: list[int] = field(default_factory=list)
    hands: int = 0
    wins: int = 0
    deal_ins: int = 0

    def line(self, name: str) -> str:
        return (f"{name:8} placement {statistics.mean(self.places):.3f}  win {self.wins / self.hands:6.1%}  "
                f"deal-in {self.deal_ins / self.hands:6.1%}  ({len(self.places)} seat-games, {self.hands} hands)")


def play(game: int, seed: int, rules_name: str, level: Level, ours: Tally, theirs: Tally) -> list[float]:
    """One half game; adds its figures to the tallies and returns fanbot's decision times."""
    rules = preset(rules_name)
    n = rules.player_count
    me = game % n
    agent = FanbotAgent(level)
    agents = [agent if seat == me else SmartEfficiencyAgent(seed=game * 10 + seat) for seat in range(n)]
    env = Environment(rules, seed=seed + game)
    result = env.run(agents)
    for place, seat in enumerate(result.ranking, start=1):
        (ours if seat == me else theirs).places.append(place)
    for record in env.records:
        ours.hands += 1
        theirs.hands += n - 1
        for event in record:
            if isinstance(event, Win):
                side = ours if event.seat == me else theirs
                side.wins += 1
                if event.from_seat is not None:
                    (ours if event.from_seat == me else theirs).deal_ins += 1
    return agent.times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="tenhou")
    parser.add_argument("--level", default=Level.STRONG, type=Level)
    args = parser.parse_args(argv)
    ours, theirs = Tally(), Tally()
    times: list[float] = []
    start = time.perf_counter()
    for game in range(args.first, args.first + args.games):
        times += play(game, args.seed, args.preset, args.level, ours, theirs)
        if (game + 1 - args.first) % 10 == 0:
            print(f"  {game + 1 - args.first} games: {ours.line('fanbot')}", flush=True)
    times.sort()
    print(f"{args.games} half games from {args.first} ({args.preset}, seed {args.seed}, fanbot {args.level}), "
          f"{time.perf_counter() - start:.0f} s")
    print(ours.line("fanbot"))
    print(theirs.line("jansou"))
    print(f"fanbot decisions: {len(times)}, median {statistics.median(times) * 1000:.1f} ms, "
          f"p99 {times[int(len(times) * 0.99)] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
