"""What the Taiwanese scorer answers: the patterns found with their tai, the total, and its JSON."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import Hand
from scoring.taiwan.table import PATTERNS


@dataclass(frozen=True)
class Award:
    """A pattern in the hand: ``count`` times, ``tai`` in all; ``excluded`` the patterns found that it replaced."""

    id: str
    count: int
    tai: int
    excluded: tuple[str, ...] = ()

    def to_json(self) -> dict:
        pattern = PATTERNS[self.id]
        # points each time, as every fan-total ruleset's JSON gives them (the page writes points×count)
        return {"id": self.id, "name_zh": pattern.zh, "name_en": pattern.en, "points": self.tai // max(self.count, 1),
                "count": self.count,
                "excludes": list(self.excluded)}


@dataclass(frozen=True)
class TaiwanResult:
    hand: Hand
    preset: str
    options: tuple[str, ...]
    awards: tuple[Award, ...]
    #: the tai before the cap
    raw_total: int
    total: int
    #: the preset's cap on a hand's tai (0: none); ``limit``: the cap lowered this hand's total
    cap: int
    minimum: int = 0

    @property
    def limit(self) -> bool:
        return self.total < self.raw_total

    @property
    def meets_minimum(self) -> bool:
        return self.total >= self.minimum

    def to_json(self) -> dict:
        # "fans" and "points" are the field names every points ruleset's JSON gives its awards (the web page,
        # the glossary's example scores read them): here the patterns and their tai
        return {"ruleset": "taiwan", "preset": self.preset, "options": list(self.options), "total": self.total,
                "raw_total": self.raw_total, "unit": "tai", "fans": [a.to_json() for a in self.awards],
                "limit": self.limit, "cap": self.cap or None, "minimum": self.minimum,
                "meets_minimum": self.meets_minimum}
