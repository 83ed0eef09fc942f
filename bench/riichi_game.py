"""Speed of the Riichi table (issue 32): four-AI half games, the engine alone and with its efficiency AI.

    python bench/riichi_game.py [--games 5] [--preset tenhou] [--seed 1]

Rows (CPU time, ``time.process_time``, one process on one core):

* the engine alone: half games played by a fixed cheap policy (win when offered, else the first legal
  action, which discards the lowest tile and passes every claim): games, hands and decisions per second;
* four efficiency AI seats (``scoring/riichi/game/ai.py``): games per second and each decision's time
  (median, p99, max).

Target (issue 32): a four-AI half game under 10 s on one core. The script says first whether the scoring
core runs compiled or as pure Python.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core_build import report  # noqa: E402
from scoring.riichi.game.ai import decide_view  # noqa: E402
from scoring.riichi.game.match import play_game  # noqa: E402
from scoring.riichi.game.model import Act  # noqa: E402
from scoring.riichi.game.presets import PRESETS  # noqa: E402

_WINS = (Act.TSUMO, Act.RON)


def first_legal(hand, seat):
    """The engine's cheapest policy: a win when offered, else the first legal action."""
    legal = hand.legal(seat)
    return next((a for a in legal if a.kind in _WINS), None) or next(
        (a for a in legal if a.kind is Act.PASS), legal[0])


def timed_ai(times: list[float]):
    def decide(hand, seat):
        view = hand.view(seat)
        start = time.process_time()
        action = decide_view(view)
        times.append(time.process_time() - start)
        return action
    return decide


def run(games: int, preset: str, seed: int) -> None:
    print(report.describe())
    table = PRESETS[preset]
    for label, policy, times in (("engine alone", first_legal, None), ("all AI seats", None, [])):
        decide = policy or timed_ai(times)
        hands = decisions = 0
        start = time.process_time()
        for n in range(games):
            game = play_game(table, seed + n, decide)
            hands += len(game.played)
            decisions += sum(len(h.decisions) for h in game.played)
        spent = time.process_time() - start
        print(f"{label:14} {preset}: {games / spent:.2f} half games/s ({spent / games:.2f} s a game), "
              f"{hands / spent:.1f} hands/s, {decisions / spent:.0f} decisions/s")
        if times:
            ms = sorted(t * 1000 for t in times)
            print(f"{'':14} AI decisions: median {statistics.median(ms):.2f} ms, "
                  f"p99 {ms[int(len(ms) * 0.99)]:.2f} ms, max {ms[-1]:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--preset", default="tenhou", choices=tuple(PRESETS))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    run(args.games, args.preset, args.seed)


if __name__ == "__main__":
    main()
