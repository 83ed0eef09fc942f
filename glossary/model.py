"""The glossary's records: one `Entry` per fan, and what a lookup returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


class Prepare(Protocol):
    """A section's step between its data file and its entries: the file's fans (as read) -> the fans to enter."""

    def __call__(self, fans: list[dict]) -> list[dict]: ...


@dataclass(frozen=True)
class Section:
    """One part of the glossary (``data/<id>.toml``): a ruleset's fans, or the regional ones.
    Each registers itself in ``glossary.sections``."""

    id: str
    #: the ruleset its examples are scored in
    scored_in: str
    #: its fans are worth han (a yaku's value when open shown too), not points
    han: bool = False
    #: the ``Entry`` field its fans' Latin names are in (where players say the romaji)
    latin_field: str = "en"
    #: its fans are tagged with the section's short name where sections mix (autocomplete)
    tagged: bool = True
    #: its examples' scores are shown with the entry (regional fans' are not: the scorer lacks them)
    examples_scored: bool = True
    #: the glossary text's word shown with each of its entries (``render.text_glossary.*``), if any
    shown_note: str | None = None
    #: what its data file's fans go through before they are entries (facts joined from the scorer's tables)
    prepare: Prepare | None = None
    #: the catalogue's messages of a value of one and of several (a ruleset of points or of tai)
    value_words: tuple[str, str] = ("text.value.point", "text.value.points")


@dataclass(frozen=True)
class Entry:
    """One fan, yaku or yakuman or regional fan, with its names in both languages;
    or (``kind == "term"``) a word of that game that is not a fan: mangan, fu, tenpai ...

    ``points`` is the fan's points or the yaku's han when closed (None for yakuman and for regional fans
    whose value the seed does not give); ``yakuman`` is the yakuman multiplier; ``han_open`` the
    han when open (None when the yaku needs a closed hand).
    """

    ruleset: str
    id: str
    points: int | None
    zh_hans: str
    zh_hant: str
    en: str
    pinyin: str
    ja: str = ""
    romaji: str = ""
    aliases: tuple[str, ...] = ()
    definition_en: str = ""
    definition_zh: str = ""
    #: the Chinese definition in Traditional characters
    definition_zh_hant: str = ""
    definition_ja: str = ""
    excludes: tuple[str, ...] = ()
    note: str = ""
    example: str = ""
    twin: str | None = None
    #: ``ruleset:id`` of the entry whose ruleset scores this one (a regional fan a ruleset's table has)
    scored_by: str | None = None
    yakuman: int | None = None
    han_open: int | None = None
    #: "fan" (a fan, yaku or yakuman) or "term" (a word that is not a fan: mangan, fu, tenpai ...)
    kind: str = "fan"

    @property
    def key(self) -> str:
        """``ruleset:id``, the form used by ``twin``."""
        return f"{self.ruleset}:{self.id}"

    @property
    def is_term(self) -> bool:
        return self.kind == "term"

    @property
    def names(self) -> tuple[str, ...]:
        """Every name of the entry, standard names first, without duplicates or blanks."""
        seen: dict[str, None] = {}
        for name in (self.zh_hans, self.zh_hant, self.en, self.ja, self.romaji, self.pinyin, *self.aliases):
            if name:
                seen.setdefault(name, None)
        return tuple(seen)


@dataclass(frozen=True)
class Candidate:
    """An entry that fits a query, with a score from 0 to 100 (100 = a name matched exactly)."""

    entry: Entry
    score: float

    def to_json(self) -> dict:
        return {"ruleset": self.entry.ruleset, "id": self.entry.id, "score": round(self.score, 1)}


@dataclass(frozen=True)
class LookupResult:
    """What a query found: the best entry (None when nothing fits well enough) and the ranking."""

    query: str
    best: Entry | None
    candidates: list[Candidate] = field(default_factory=list)

    def to_json(self) -> dict:
        best = None if self.best is None else {"ruleset": self.best.ruleset, "id": self.best.id}
        return {"query": self.query, "best": best, "candidates": [c.to_json() for c in self.candidates]}
