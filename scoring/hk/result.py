"""The answer for a Hong Kong hand: the patterns found, the total in faan, the limit and the minimum."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import Hand
from scoring.hk.table import pattern_by_id


@dataclass(frozen=True)
class FoundPattern:
    """A pattern the hand scores: how many times, its faan in all (None: a limit hand) and what it replaced."""

    id: str
    count: int
    faan: int | None
    excluded: tuple[str, ...] = ()

    def to_json(self, limit_value: int) -> dict:
        """As every fan-total ruleset lists its fans: ``points`` each time (a limit pattern: ``limit_value``)."""
        row = pattern_by_id()[self.id]
        points = limit_value if self.faan is None else self.faan // self.count
        return {"id": self.id, "zh_hant": row.zh_hant, "zh_hans": row.zh_hans, "en": row.en, "count": self.count,
                "points": points, "limit": row.is_limit, "excluded": list(self.excluded)}


@dataclass(frozen=True)
class HkResult:
    """A scored hand under one preset: ``total`` is the preset's limit when ``limit`` (a limit hand, or capped)."""

    hand: Hand
    preset: str
    patterns: tuple[FoundPattern, ...]
    total: int
    limit: bool
    minimum: int

    @property
    def meets_minimum(self) -> bool:
        return self.total >= self.minimum

    def to_json(self) -> dict:
        return {"ruleset": "hk", "preset": self.preset, "total": self.total, "unit": "faan", "limit": self.limit,
                "minimum": self.minimum, "meets_minimum": self.meets_minimum,
                "fans": [p.to_json(self.total) for p in self.patterns]}
