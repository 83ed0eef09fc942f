"""``fanbot review``'s core timed: a half game (the East round) read and every decision of a seat weighed.

    python bench/review.py [--seed 1] [--repeat 5] [--logs 200]

The game is played and written by PyPI ``jansou`` (a test-only dependency, ``pip install -e .[test]``)
from the seed, as tenhou.net/6 JSON. Printed (CPU time on one core): reading the log; reviewing one seat
cold (the shanten caches empty, as the first review of a process meets them) and warm (best of
``--repeat``); the decisions weighed. Target (issue 33): under 2 s for the half game. Then ``--logs``
reviews one after another (of the seeds from ``--seed`` on, cycled), and the RSS after the first tenth
and at the end: it stays flat (the caches are bounded).
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core_build import report  # noqa: E402
from scoring.caches import clear_all  # noqa: E402
from scoring.review.review import review  # noqa: E402
from scoring.review.source import read_log  # noqa: E402
from tests.scoring.review_games_riichi import written_game  # noqa: E402


def _cpu(action) -> tuple[float, object]:
    start = time.process_time()
    result = action()
    return time.process_time() - start, result


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--logs", type=int, default=200)
    args = parser.parse_args()
    print(report.describe())
    text = written_game(args.seed).tenhou6
    game = read_log(text)  # the first read loads the formats' modules
    read_time = min(_cpu(lambda: read_log(text))[0] for _ in range(args.repeat))
    clear_all()
    cold, reviewed = _cpu(lambda: review(game, 0))
    warm = min(_cpu(lambda: review(game, 0))[0] for _ in range(args.repeat))
    print(f"half game: {len(game.hands)} hands, {len(reviewed.decisions)} decisions of seat 0")
    print(f"read {read_time * 1000:.1f} ms; review cold {cold:.3f} s, warm {warm:.3f} s (target < 2 s)")
    texts = [written_game(args.seed + i).tenhou6 for i in range(5)]
    first = None
    for index in range(args.logs):
        review(read_log(texts[index % len(texts)]), index % 4)
        if index + 1 == max(1, args.logs // 10):
            first = _rss_mb()
    if args.logs:
        print(f"{args.logs} logs reviewed: max RSS {first:.1f} MB after the first tenth, {_rss_mb():.1f} MB at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
