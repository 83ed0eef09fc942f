"""Speed and strength of the MCR game engine and its AI seats (issue 26).

    python bench/play.py [--hands 100] [--engine-hands 300] [--compare 2000] [--seed 1]

Rows (CPU time, ``time.process_time``, one process on one core):

* the engine alone: hands played by random legal moves (a win taken when offered), hands and actions per second;
* four AI seats at the player level: hands per second, and each AI decision's time (median, p99, max),
  by level (the beginner's from the comparison's games);
* the stronger against the weaker: ``--compare`` hands, players at seats 0 and 2 and beginners at 1 and 3,
  swapped every other hand; wins and points per level.

Targets: decisions p99 < 100 ms and median < 20 ms; a four-AI hand well under a second.
The script says first whether the scoring core runs compiled or as pure Python.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core_build import report  # noqa: E402
from scoring.game import ActionKind, MatchState, apply, legal, result, start_hand, view, waiting_for  # noqa: E402
from scoring.game.ai import AILevel, decide  # noqa: E402

P, B = AILevel.PLAYER, AILevel.BEGINNER
WINS = (ActionKind.WIN, ActionKind.SELF_DRAWN_WIN)


def engine_alone(hands: int, seed: int) -> tuple[float, int]:
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    for index in range(hands):
        state = start_hand(seed * 100_000 + index, MatchState(), index % 16 + 1)
        while result(state) is None:
            seat = min(waiting_for(state))
            options = legal(state, seat)
            wins = [a for a in options if a.kind in WINS]
            state = apply(state, wins[0] if wins else rng.choice(options))
            actions += 1
    return time.process_time() - start, actions


def ai_hands(hands: int, seed: int, levels_of) -> tuple[float, dict, Counter, Counter, Counter]:
    """Play ``hands`` hands; per-level decision times, wins, points and hands seated."""
    times: dict[AILevel, list[float]] = {P: [], B: []}
    wins, points, seated = Counter(), Counter(), Counter()
    total = 0.0
    for index in range(hands):
        levels = levels_of(index)
        state = start_hand(seed * 100_000 + index, MatchState(), index % 16 + 1)
        while result(state) is None:
            seat = min(waiting_for(state))
            seen, options = view(state, seat), legal(state, seat)
            began = time.process_time()
            action = decide(seen, options, levels[seat], len(state.decisions))
            spent = time.process_time() - began
            times[levels[seat]].append(spent)
            total += spent
            state = apply(state, action)
        outcome = result(state)
        if outcome.winner is not None:
            wins[levels[outcome.winner]] += 1
        for seat, change in enumerate(outcome.scores):
            points[levels[seat]] += change
            seated[levels[seat]] += 1
    return total, times, wins, points, seated


def _ms(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"median {statistics.median(ordered) * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms, "
            f"max {ordered[-1] * 1000:.1f} ms ({len(ordered)} decisions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100, help="four-AI hands timed (default 100)")
    parser.add_argument("--engine-hands", type=int, default=300, help="random-move hands (default 300)")
    parser.add_argument("--compare", type=int, default=2000, help="hands of player against beginner (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(report.describe())
    spent, actions = engine_alone(args.engine_hands, args.seed)
    print(f"engine alone (random legal moves): {args.engine_hands / spent:.1f} hands/s, "
          f"{actions / spent:.0f} actions/s")
    began = time.process_time()
    _, times, _, _, _ = ai_hands(args.hands, args.seed + 1, lambda index: (P,) * 4)
    whole = time.process_time() - began
    print(f"four AI seats (player): {args.hands / whole:.2f} hands/s, {whole / args.hands * 1000:.0f} ms a hand")
    print(f"  player decisions: {_ms(times[P])}")
    if args.compare:
        _, times, wins, points, seated = ai_hands(args.compare, args.seed + 2,
                                                  lambda index: (P, B, P, B) if index % 2 == 0 else (B, P, B, P))
        print(f"  beginner decisions: {_ms(times[B])}")
        print(f"player against beginner over {args.compare} hands (2 seats each, swapped every other hand):")
        for level in (P, B):
            print(f"  {level}: {wins[level]} wins ({wins[level] / args.compare:.1%} of hands), "
                  f"{points[level] / seated[level]:+.2f} points a seat a hand")
        print(f"  drawn hands: {args.compare - wins[P] - wins[B]}")


if __name__ == "__main__":
    main()
