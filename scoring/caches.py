"""Bounded caches for the scoring core: every memo has a size limit, and all of them can be listed
and cleared (the benchmarks start cold; ``bench/memory.py`` checks that memory stays flat).

``bounded_cache(maxsize)`` is ``functools.lru_cache`` with a required limit, registered under the
function's qualified name; ``Memo`` is a plain dict with a size limit for results whose key the
caller builds (oldest entry out first: cheaper than LRU bookkeeping on every hit); ``Tables`` registers
fixed-size tables kept elsewhere (a native scoring kernel's) by the functions that empty them and count them.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

_REGISTRY: dict[str, Any] = {}


def bounded_cache(maxsize: int) -> Callable[[Callable], Callable]:
    """``functools.lru_cache(maxsize)``, registered for ``clear_all`` and ``cache_sizes``."""
    if maxsize <= 0:
        raise ValueError("a cache needs a positive size limit")

    def decorate(function: Callable) -> Callable:
        cached = functools.lru_cache(maxsize=maxsize)(function)
        _REGISTRY[f"{function.__module__}.{function.__qualname__}"] = cached
        return cached

    return decorate


class Memo:
    """A dict with a size limit: when full, the oldest entry makes room for the new one."""

    __slots__ = ("name", "maxsize", "_data", "get")

    def __init__(self, name: str, maxsize: int) -> None:
        if maxsize <= 0:
            raise ValueError("a cache needs a positive size limit")
        self.name = name
        self.maxsize = maxsize
        self._data: OrderedDict = OrderedDict()
        self.get = self._data.get
        _REGISTRY[name] = self

    def put(self, key, value) -> None:
        data = self._data
        if len(data) >= self.maxsize:
            data.popitem(last=False)
        data[key] = value

    def __len__(self) -> int:
        return len(self._data)

    def cache_clear(self) -> None:
        self._data.clear()

    def cache_info(self) -> tuple[int, int]:
        return len(self._data), self.maxsize


class Tables:
    """Fixed tables kept elsewhere (the native kernel's), registered by the functions that empty them
    and say how full they are: ``fill() -> (entries, capacity)``."""

    __slots__ = ("name", "cache_clear", "fill")

    def __init__(self, name: str, clear: Callable[[], None], fill: Callable[[], tuple[int, int]]) -> None:
        self.name = name
        self.cache_clear = clear
        self.fill = fill
        _REGISTRY[name] = self


def clear_all() -> None:
    """Empty every registered cache."""
    for cache in _REGISTRY.values():
        cache.cache_clear()


def cache_sizes() -> dict[str, tuple[int, int]]:
    """``{name: (entries, limit)}`` for every registered cache."""
    out = {}
    for name, cache in _REGISTRY.items():
        if isinstance(cache, Tables):
            out[name] = cache.fill()
            continue
        info = cache.cache_info()
        out[name] = (info[0], info[1]) if isinstance(cache, Memo) else (info.currsize, info.maxsize)
    return out


__all__ = ["Memo", "Tables", "bounded_cache", "cache_sizes", "clear_all"]
