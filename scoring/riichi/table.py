"""The Riichi yaku table, read from ``yaku.tsv`` (ids, han, multipliers, names in four languages, exclusions)."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from importlib import resources

YAKU_KINDS = ("yaku", "yakuman", "bonus")
COLUMNS = ("id", "kind", "han_closed", "han_open", "multiplier", "zh_hans", "zh_hant", "ja", "romaji", "en",
           "excludes")


@dataclass(frozen=True)
class YakuDef:
    """One row of the table. ``han_open`` 0 means the yaku needs a closed hand."""

    id: str
    kind: str
    han_closed: int
    han_open: int
    #: yakuman only: how many yakuman the hand is worth under the default rules.
    multiplier: int
    zh_hans: str
    zh_hant: str
    ja: str
    romaji: str
    en: str
    #: the yaku this one replaces when both are found (yakuman also replace every ordinary yaku)
    excludes: tuple[str, ...] = ()

    @property
    def is_yakuman(self) -> bool:
        return self.kind == "yakuman"

    @property
    def closed_only(self) -> bool:
        return self.kind != "yakuman" and self.han_open == 0


class TableError(ValueError):
    """The data file breaks its schema."""


def parse_table(text: str) -> tuple[YakuDef, ...]:
    """The rows of a table text, checked against the schema (``TableError`` naming the row)."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    reader = csv.reader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    header = tuple(next(reader))
    if header != COLUMNS:
        raise TableError(f"yaku.tsv header is {header}, expected {COLUMNS}")
    rows: list[YakuDef] = []
    seen: set[str] = set()
    for number, fields in enumerate(reader, start=2):
        if len(fields) != len(COLUMNS):
            raise TableError(f"yaku.tsv row {number}: {len(fields)} fields, expected {len(COLUMNS)}")
        raw = dict(zip(COLUMNS, fields, strict=True))
        if raw["kind"] not in YAKU_KINDS:
            raise TableError(f"yaku.tsv row {number}: kind '{raw['kind']}' is not one of {YAKU_KINDS}")
        if raw["id"] in seen or not raw["id"].isidentifier():
            raise TableError(f"yaku.tsv row {number}: id '{raw['id']}' is duplicated or malformed")
        seen.add(raw["id"])
        try:
            numbers = {k: int(raw[k]) for k in ("han_closed", "han_open", "multiplier")}
        except ValueError as exc:
            raise TableError(f"yaku.tsv row {number}: {exc}") from None
        is_yakuman = raw["kind"] == "yakuman"
        if is_yakuman != (numbers["multiplier"] > 0) or (not is_yakuman and numbers["han_closed"] < 1):
            raise TableError(f"yaku.tsv row {number}: han/multiplier do not fit kind '{raw['kind']}'")
        if any(not raw[k] for k in ("zh_hans", "zh_hant", "ja", "romaji", "en")):
            raise TableError(f"yaku.tsv row {number}: a name is missing")
        excludes = tuple(x for x in raw["excludes"].split(",") if x) if raw["excludes"] != "-" else ()
        rows.append(YakuDef(raw["id"], raw["kind"], numbers["han_closed"], numbers["han_open"],
                            numbers["multiplier"], raw["zh_hans"], raw["zh_hant"], raw["ja"], raw["romaji"],
                            raw["en"], excludes))
    unknown = sorted({x for row in rows for x in row.excludes} - seen)
    if unknown:
        raise TableError(f"yaku.tsv: excludes names unknown yaku {unknown}")
    return tuple(rows)


@cache
def yaku_table() -> tuple[YakuDef, ...]:
    """Every yaku, bonus and yakuman in table order."""
    return parse_table(resources.files(__package__).joinpath("yaku.tsv").read_text(encoding="utf-8"))


@cache
def yaku_by_id() -> dict[str, YakuDef]:
    return {y.id: y for y in yaku_table()}
