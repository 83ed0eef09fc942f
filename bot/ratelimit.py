"""A per-user rate limit: a sliding window of recent command times for each key."""

from __future__ import annotations

import time
from collections import deque
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
    """At most ``limit`` commands per ``window`` seconds per key (e.g. ``("telegram", user_id)``)."""

    def __init__(self, limit: int = 20, window: float = 60.0,
                 clock: Callable[[], float] = time.monotonic, max_keys: int = 100_000) -> None:
        if limit < 1 or window <= 0:
            raise ValueError("limit and window must be positive")
        self.limit = limit
        self.window = window
        self.clock = clock
        self.max_keys = max_keys
        self._hits: dict[Hashable, deque[float]] = {}
        self._told: set[Hashable] = set()

    def check(self, key: Hashable) -> Verdict:
        """Count one command for ``key`` if allowed."""
        now = self.clock()
        hits = self._hits.get(key)
        if hits is None:
            if len(self._hits) >= self.max_keys:
                self._forget_idle(now)
            hits = self._hits[key] = deque()
        while hits and now - hits[0] >= self.window:
            hits.popleft()
        if len(hits) < self.limit:
            hits.append(now)
            self._told.discard(key)
            return Verdict(True)
        retry = max(0.0, self.window - (now - hits[0]))
        first = key not in self._told
        self._told.add(key)
        return Verdict(False, retry, first)

    def _forget_idle(self, now: float) -> None:
        for key in [k for k, h in self._hits.items() if not h or now - h[-1] >= self.window]:
            del self._hits[key]
            self._told.discard(key)
