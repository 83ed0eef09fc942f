"""Speed of the discard drills: dealing a position, ranking it, and /efficiency through the core.

    python bench/drills.py [--positions 60] [--seed 99]

Rows (CPU time per item, ``time.process_time``, median / 95th percentile / max):
- a position from the simulated game (``quiz/hands/positions.py``: four players play until the drill
  player is at 1-3 shanten on a random draw from the 3rd to the 12th);
- the drill question (``quiz.discards.discard_question``: the efficiency ranking with a credit per
  discard), MCR and Riichi;
- ``/efficiency`` answered by the command layer (the picture is not drawn), and one "discard and draw"
  press (recalls the walk from the database, draws, analyses the new 14 tiles).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.config import Config  # noqa: E402
from bot.core import BotCore, CommandContext  # noqa: E402
from quiz.discards import discard_question, position_hand  # noqa: E402
from quiz.hands.positions import deal_position  # noqa: E402


def _row(name: str, seconds: list[float]) -> str:
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"{name:<34} median {statistics.median(ordered) * 1e3:7.1f} ms   p95 {p95 * 1e3:7.1f} ms   "
            f"max {ordered[-1] * 1e3:7.1f} ms   (n={len(ordered)})")


def _timed(call) -> tuple[float, object]:
    start = time.process_time()
    result = call()
    return time.process_time() - start, result


async def _core_rows(hands: list[str]) -> tuple[list[float], list[float]]:
    with tempfile.TemporaryDirectory() as folder:
        core = BotCore(Config(database_url=f"sqlite:///{folder}/bench.sqlite3", rate_limit=(10**6, 60.0)))
        ctx = CommandContext("telegram", "bench", "u1", "Ann", is_group=False, is_admin=False, locale="en")
        replies, presses = [], []
        try:
            for hand in hands:
                start = time.process_time()
                [reply] = await core.handle(ctx, "efficiency", hand)
                replies.append(time.process_time() - start)
                start = time.process_time()
                await core.handle_action(ctx, reply.buttons[0][0].action)
                presses.append(time.process_time() - start)
        finally:
            core.close()
    return replies, presses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=99)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    dealt, positions = [], []
    for _ in range(args.positions):
        seconds, position = _timed(lambda: deal_position(rng))
        dealt.append(seconds)
        positions.append(position)
    mcr = [_timed(lambda p=p: discard_question(p, "mcr"))[0] for p in positions]
    riichi = [_timed(lambda p=p: discard_question(p, "riichi"))[0] for p in positions]
    replies, presses = asyncio.run(_core_rows([position_hand(p) for p in positions]))
    print(_row("position (simulated game)", dealt))
    print(_row("drill question, MCR ranking", mcr))
    print(_row("drill question, Riichi ranking", riichi))
    print(_row("/efficiency reply (no picture)", replies))
    print(_row("discard-and-draw press", presses))


if __name__ == "__main__":
    main()
