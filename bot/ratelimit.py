"""A per-user rate limit: a sliding window of recent command times for each key."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    #: seconds until the next command is allowed (0 when allowed)
    retry_after: float = 0.0
    #: True only for the first refusal of a burst, so the user is told once, not at every message
    first_refusal: bool = False


class RateLimiter:
    """At most ``limit`` commands per ``window`` seconds per key (e.g. ``("telegram", user_id)``).

    At most ``max_keys`` keys are remembered, the least recently seen forgotten first, so that a
    stream of new users (or forged ids) cannot grow it without bound (about 0.25 KB a key); a check
    costs O(limit). A forgotten key starts a fresh window, which only matters when more than
    ``max_keys`` other users sent a command since that key's last one.
    """

    def __init__(self, limit: int = 20, window: float = 60.0,
                 clock: Callable[[], float] = time.monotonic, max_keys: int = 20_000) -> None:
        if limit < 1 or window <= 0 or max_keys < 1:
            raise ValueError("limit, window and max_keys must be positive")
        self.limit = limit
        self.window = window
        self.clock = clock
        self.max_keys = max_keys
        #: key -> its command times within the window (at most ``limit``), least recently seen first;
        #: a list, not a deque: most keys hold one or two times, and a deque costs 0.6 KB however few
        self._hits: OrderedDict[Hashable, list[float]] = OrderedDict()
        self._told: set[Hashable] = set()

    def __len__(self) -> int:
        return len(self._hits)

    def check(self, key: Hashable) -> Verdict:
        """Count one command for ``key`` if allowed."""
        now = self.clock()
        hits = self._hits.get(key)
        if hits is None:
            hits = self._hits[key] = []
            while len(self._hits) > self.max_keys:
                forgotten, _ = self._hits.popitem(last=False)
                self._told.discard(forgotten)
        else:
            self._hits.move_to_end(key)
        expired = 0
        while expired < len(hits) and now - hits[expired] >= self.window:
            expired += 1
        del hits[:expired]
        if len(hits) < self.limit:
            hits.append(now)
            self._told.discard(key)
            return Verdict(True)
        retry = max(0.0, self.window - (now - hits[0]))
        first = key not in self._told
        self._told.add(key)
        return Verdict(False, retry, first)
