"""``fanbot review``'s core timed: a half game (the East round) read and every decision of a seat weighed.

    python bench/review.py [--seed 1] [--repeat 5] [--logs 1000] [--games 20]

The game is played and written by PyPI ``jansou`` (a test-only dependency, ``pip install -e .[test]``)
from the seed, as tenhou.net/6 JSON. Printed (CPU time on one core): reading the log; reviewing one seat
cold (the shanten caches empty, as the first review of a process meets them) and warm (best of
``--repeat``); the decisions weighed. Target (issue 33): under 2 s for the half game. Then the memory check:
``--logs`` reviews one after another (``--games`` games of the seeds from ``--seed`` on, each seat in turn,
cycled), the resident memory (RSS, after a collection) measured after the first tenth and at the end: it
stays flat (the caches are bounded, nothing of a review is kept), the growth printed with the verdict.
"""

from __future__ import annotations

import argparse
import gc
import os
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


#: growth of the resident memory over the logs after the first tenth still called flat (allocator noise)
FLAT_MB = 5.0


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _rss_now_mb() -> float:
    """The resident memory now, after a collection (Linux's /proc); the peak where there is no /proc."""
    gc.collect()
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return _rss_mb()
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def memory_check(texts: list[str], logs: int) -> None:
    """``logs`` reviews in a row over ``texts`` (each seat in turn): the RSS after the first tenth, at the end."""
    first = None
    for index in range(logs):
        review(read_log(texts[index % len(texts)]), (index // len(texts)) % 4)
        if index + 1 == max(1, logs // 10):
            first = _rss_now_mb()
    last = _rss_now_mb()
    verdict = "flat" if last - first <= FLAT_MB else "GROWING"
    print(f"{logs} logs reviewed ({len(texts)} games, each seat): RSS {first:.1f} MB after the first tenth, "
          f"{last:.1f} MB at the end ({last - first:+.1f} MB: {verdict})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--logs", type=int, default=1000)
    parser.add_argument("--games", type=int, default=20)
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
    if args.logs:
        memory_check([written_game(args.seed + i).tenhou6 for i in range(args.games)], args.logs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
