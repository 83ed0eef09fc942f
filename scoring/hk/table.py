"""The Hong Kong faan table (``patterns.tsv``) and its presets and options (``presets.toml``), checked when read."""

from __future__ import annotations

import csv
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources

KINDS = ("hand", "wind", "flower", "condition", "whole", "limit")
COLUMNS = ("id", "kind", "zh_hant", "zh_hans", "en", "faan", "excludes")


class TableError(ValueError):
    """A data file breaks its schema."""


@dataclass(frozen=True)
class PatternDef:
    """One row of the table; ``faan`` is None for a limit hand (worth the preset's limit)."""

    id: str
    kind: str
    zh_hant: str
    zh_hans: str
    en: str
    faan: int | None
    excludes: tuple[str, ...] = ()

    @property
    def is_limit(self) -> bool:
        return self.kind == "limit"


@dataclass(frozen=True)
class Preset:
    """A table: its minimum, the total of a limit hand, whether other totals stop there, its payouts."""

    name: str
    source: str
    minimum: int
    limit: int
    cap: bool
    #: pattern id -> faan, where the preset differs from the table
    values: tuple[tuple[str, int], ...] = ()
    #: the points of a win of 0, 1 ... ``limit`` faan (empty: the preset says none)
    payout: tuple[int, ...] = ()
    #: the patterns besides a limit hand that make the player who let it win pay for all (包), at a table that
    #: plays it
    liable: tuple[str, ...] = ()


@dataclass(frozen=True)
class OptionDef:
    """A house option: the pattern it turns on (off by default), with its source."""

    name: str
    source: str
    pattern: str


def _row(number: int, fields: list[str]) -> PatternDef:
    if len(fields) != len(COLUMNS):
        raise TableError(f"patterns.tsv row {number}: {len(fields)} fields, expected {len(COLUMNS)}")
    raw = dict(zip(COLUMNS, fields, strict=True))
    if raw["kind"] not in KINDS:
        raise TableError(f"patterns.tsv row {number}: kind '{raw['kind']}' is not one of {KINDS}")
    if (raw["faan"] == "limit") != (raw["kind"] == "limit"):
        raise TableError(f"patterns.tsv row {number}: a limit row says 'limit' as its faan, and only it")
    if raw["faan"] != "limit" and not (raw["faan"].isdigit() and int(raw["faan"]) > 0):
        raise TableError(f"patterns.tsv row {number}: faan '{raw['faan']}' is no positive number")
    if not all(raw[name] for name in ("id", "zh_hant", "zh_hans", "en")):
        raise TableError(f"patterns.tsv row {number}: an id or a name is missing")
    excludes = tuple(x for x in raw["excludes"].split(",") if x)
    faan = None if raw["faan"] == "limit" else int(raw["faan"])
    return PatternDef(raw["id"], raw["kind"], raw["zh_hant"], raw["zh_hans"], raw["en"], faan, excludes)


def parse_table(text: str) -> tuple[PatternDef, ...]:
    """The rows of a table text, checked against the schema (``TableError`` naming the row)."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    reader = csv.reader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    header = tuple(next(reader))
    if header != COLUMNS:
        raise TableError(f"patterns.tsv header is {header}, expected {COLUMNS}")
    rows = tuple(_row(number, fields) for number, fields in enumerate(reader, start=2))
    ids = [row.id for row in rows]
    if len(set(ids)) != len(ids):
        raise TableError("patterns.tsv: an id is duplicated")
    unknown = sorted({x for row in rows for x in row.excludes} - set(ids))
    if unknown:
        raise TableError(f"patterns.tsv: excludes names unknown patterns {unknown}")
    return rows


def _preset(name: str, raw: dict, ids: set[str]) -> Preset:
    minimum, limit, cap = raw.get("minimum"), raw.get("limit"), raw.get("cap", False)
    if not (isinstance(raw.get("source"), str) and raw["source"]):
        raise TableError(f"presets.toml: preset '{name}' cites no source")
    if not (isinstance(minimum, int) and isinstance(limit, int) and 0 <= minimum <= limit and isinstance(cap, bool)):
        raise TableError(f"presets.toml: preset '{name}' needs 0 <= minimum <= limit and a true/false cap")
    values = raw.get("values", {})
    if set(values) - ids or not all(isinstance(v, int) and v > 0 for v in values.values()):
        raise TableError(f"presets.toml: preset '{name}' gives values to unknown patterns or bad numbers")
    payout = tuple(raw.get("payout", ()))
    if payout and (len(payout) != limit + 1 or list(payout) != sorted(payout)):
        raise TableError(f"presets.toml: preset '{name}' pays {len(payout)} steps, not 0..{limit} faan rising")
    liable = tuple(raw.get("liable", ()))
    if set(liable) - ids:
        raise TableError(f"presets.toml: preset '{name}' holds unknown patterns liable")
    return Preset(name, raw["source"], minimum, limit, cap, tuple(sorted(values.items())), payout, liable)


def parse_presets(text: str, ids: set[str]) -> tuple[str, dict[str, Preset], dict[str, OptionDef]]:
    """(the default preset's name, the presets, the options) of a presets text, checked."""
    raw = tomllib.loads(text)
    presets = {name: _preset(name, body, ids) for name, body in raw.get("presets", {}).items()}
    if raw.get("default") not in presets:
        raise TableError("presets.toml: 'default' names no preset")
    options = {}
    for name, body in raw.get("options", {}).items():
        if body.get("pattern") not in ids or not body.get("source"):
            raise TableError(f"presets.toml: option '{name}' names no pattern or cites no source")
        options[name] = OptionDef(name, body["source"], body["pattern"])
    return raw["default"], presets, options


@cache
def pattern_table() -> tuple[PatternDef, ...]:
    return parse_table(resources.files("scoring.hk").joinpath("patterns.tsv").read_text(encoding="utf-8"))


@cache
def pattern_by_id() -> dict[str, PatternDef]:
    return {row.id: row for row in pattern_table()}


@cache
def presets() -> tuple[str, dict[str, Preset], dict[str, OptionDef]]:
    text = resources.files("scoring.hk").joinpath("presets.toml").read_text(encoding="utf-8")
    return parse_presets(text, set(pattern_by_id()))


def option_patterns() -> frozenset[str]:
    """The patterns counted only when their option is chosen."""
    return frozenset(option.pattern for option in presets()[2].values())
