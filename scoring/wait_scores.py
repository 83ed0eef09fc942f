"""What the waits of a fan-total ruleset carry for each way of winning, shared by the rulesets whose waits
are scored by their own scorer: a fan as the waits text names it, and a win's score or the error that
keeps it from scoring (each ruleset names its fans from its own table)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from scoring.hand import HandError


class ScoredTotal(Protocol):
    """A ruleset's result as the waits read it."""

    total: int

    @property
    def meets_minimum(self) -> bool: ...


@dataclass(frozen=True)
class NamedFan:
    """A fan (pattern) of a wait's score as the waits text lists it: its value each time."""

    id: str
    points: int
    count: int
    zh: str
    zh_hant: str
    en: str


@dataclass(frozen=True)
class WinScore:
    """One way of winning on a wait: the ruleset's result, or the error that keeps it from scoring. A
    ruleset's subclass names its fans (``fans``) and writes its JSON."""

    result: ScoredTotal | None = None
    error: HandError | None = None

    @property
    def total(self) -> int | None:
        return None if self.result is None else self.result.total

    @property
    def meets_minimum(self) -> bool:
        return self.result is not None and self.result.meets_minimum


__all__ = ["NamedFan", "ScoredTotal", "WinScore"]
