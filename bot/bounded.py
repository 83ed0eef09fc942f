"""A mapping that keeps at most a fixed number of entries: the bot's in-memory memos stay bounded."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedDict(OrderedDict, Generic[K, V]):
    """A dict of at most ``max_size`` entries; the least recently set or read (``get``, ``[]``) goes first.

    For memos whose source of truth is elsewhere (the database), so forgetting costs a lookup, not
    an answer.
    """

    def __init__(self, max_size: int) -> None:
        if max_size < 1:
            raise ValueError("max_size must be positive")
        super().__init__()
        self.max_size = max_size

    def __getitem__(self, key: K) -> V:
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    def get(self, key: K, default: V | None = None) -> V | None:
        return self[key] if key in self else default

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.max_size:
            self.popitem(last=False)
