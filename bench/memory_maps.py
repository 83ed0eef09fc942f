"""Memory of the bot's per-user and per-chat memos under a flood of distinct ids.

    python bench/memory_maps.py [--ids 150000]

A public bot meets a stream of new users and chats (and forged ids). Each id here sends one
command inside one rate-limit window, so nothing expires: the rate limiter
(``bot.ratelimit.RateLimiter``, as ``BotCore`` and the Telegram inline budget build it) and the
per-chat language memo (``bot.bounded.BoundedDict`` in ``BotCore``) must stay at their bounds.
Printed: traced memory (``tracemalloc``) after 10%, 50% and 100% of the ids, and the number of
keys kept; an unbounded ``dict`` of the same entries beside them for scale.
"""

from __future__ import annotations

import argparse
import sys
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the package, not bench/bot.py

from bot.bounded import BoundedDict  # noqa: E402
from bot.ratelimit import RateLimiter  # noqa: E402
from bot.services.chat_languages import CHAT_LANGUAGES_KEPT  # noqa: E402


def measure(name: str, make, record, ids: int) -> None:
    tracemalloc.start()
    memo = make()
    marks = {ids // 10, ids // 2, ids}
    line = []
    for i in range(1, ids + 1):
        record(memo, i)
        if i in marks:
            line.append(f"{i:>7,}: {tracemalloc.get_traced_memory()[0] / 1e6:6.1f} MB")
    tracemalloc.stop()
    print(f"{name:<34} {' | '.join(line)} | {len(memo):,} keys")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ids", type=int, default=150_000)
    ids = parser.parse_args().ids
    clock = [0.0]
    measure("RateLimiter (max_keys=20,000)", lambda: RateLimiter(20, 60.0, clock=lambda: clock[0]),
            lambda limiter, i: limiter.check(("telegram", str(i))), ids)
    measure(f"chat languages (BoundedDict {CHAT_LANGUAGES_KEPT:,})", lambda: BoundedDict(CHAT_LANGUAGES_KEPT),
            lambda memo, i: memo.__setitem__(("telegram", str(i)), "en"), ids)
    measure("for scale: unbounded dict", dict, lambda memo, i: memo.__setitem__(("telegram", str(i)), "en"), ids)


if __name__ == "__main__":
    main()
