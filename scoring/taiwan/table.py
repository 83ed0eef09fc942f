"""The tai pattern table (``patterns.tsv``) and the presets and house options (``presets.toml``), checked at import."""

from __future__ import annotations

import csv
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType

from scoring.hand import HandError

_HERE = Path(__file__).parent
_COLUMNS = ["id", "zh", "en", "tai", "excludes"]
#: the settings a preset or an option may change (beyond ``values`` and ``source``)
_SETTINGS = {"flowers": bool, "flower_replacement": bool, "cap": int, "minimum": int,
             "pinfu_multiple_waits": bool, "replace_seat_flower": bool}


class PatternTableError(ValueError):
    """``patterns.tsv`` or ``presets.toml`` says something the scorer cannot use."""


@dataclass(frozen=True)
class PatternDef:
    id: str
    zh: str
    en: str
    #: the default preset's value
    tai: int
    excludes: frozenset[str]


@dataclass(frozen=True)
class Preset:
    """A table of values and the rules around it; ``options`` the house options applied on top."""

    id: str
    source: str
    values: MappingProxyType
    flowers: bool = True
    flower_replacement: bool = True
    cap: int = 0
    minimum: int = 0
    pinfu_multiple_waits: bool = False
    replace_seat_flower: bool = False
    options: tuple[str, ...] = field(default=())


def read_patterns(text: str) -> dict[str, PatternDef]:
    """The rows of a pattern table (``patterns.tsv``'s format); ``PatternTableError`` for one it cannot use."""
    lines = [line for line in text.splitlines() if line and not line.startswith("#")]
    rows = list(csv.reader(lines, delimiter="\t"))
    if rows[0] != _COLUMNS:
        raise PatternTableError(f"patterns.tsv columns {rows[0]}, expected {_COLUMNS}")
    table: dict[str, PatternDef] = {}
    for row in rows[1:]:
        if len(row) != len(_COLUMNS) or not row[3].isdigit() or row[0] in table:
            raise PatternTableError(f"patterns.tsv: bad row {row}")
        table[row[0]] = PatternDef(row[0], row[1], row[2], int(row[3]), frozenset(row[4].split()))
    for pattern in table.values():
        unknown = pattern.excludes - set(table)
        if unknown or pattern.id in pattern.excludes:
            raise PatternTableError(f"patterns.tsv: {pattern.id} excludes {sorted(unknown) or pattern.id}")
    return table


PATTERNS: MappingProxyType = MappingProxyType(read_patterns((_HERE / "patterns.tsv").read_text(encoding="utf-8")))


def _changes(name: str, entry: dict) -> dict:
    """The checked changes an entry of ``presets.toml`` makes."""
    if not isinstance(entry.get("source"), str):
        raise PatternTableError(f"presets.toml: {name} names no source")
    changes = {}
    for key, value in entry.items():
        if key == "values":
            if set(value) - set(PATTERNS) or not all(isinstance(v, int) and 0 <= v <= 1000 for v in value.values()):
                raise PatternTableError(f"presets.toml: {name} has bad values {value}")
        elif key != "source" and not isinstance(value, _SETTINGS.get(key, type(None))):
            raise PatternTableError(f"presets.toml: {name}: {key} = {value!r}")
        changes[key] = value
    return changes


def read_presets(text: str) -> tuple[dict[str, Preset], dict[str, dict]]:
    """The presets and house options of a file in ``presets.toml``'s format, checked against ``PATTERNS``."""
    data = tomllib.loads(text)
    defaults = {p.id: p.tai for p in PATTERNS.values()}
    presets = {}
    for name, entry in data["presets"].items():
        changes = _changes(name, entry)
        values = MappingProxyType({**defaults, **changes.pop("values", {})})
        presets[name] = Preset(id=name, values=values, **changes)
    options = {name: _changes(name, entry) for name, entry in data["options"].items()}
    return presets, options


_PRESETS, _OPTIONS = read_presets((_HERE / "presets.toml").read_text(encoding="utf-8"))
PRESETS: MappingProxyType = MappingProxyType(_PRESETS)
OPTIONS: MappingProxyType = MappingProxyType(_OPTIONS)
#: the preset a hand is scored under when none is named
DEFAULT_PRESET = "pocket"


def preset_with(preset_id: str = DEFAULT_PRESET, options: tuple[str, ...] = ()) -> Preset:
    """The preset with the house options applied in order; ``HandError`` for a name neither file has."""
    preset = PRESETS.get(preset_id)
    if preset is None:
        raise HandError("taiwan_unknown_preset", preset=preset_id, known=", ".join(PRESETS))
    for option in options:
        changes = OPTIONS.get(option)
        if changes is None:
            raise HandError("taiwan_unknown_option", option=option, known=", ".join(OPTIONS))
        settings = {key: value for key, value in changes.items() if key not in ("values", "source")}
        values = MappingProxyType({**preset.values, **changes.get("values", {})})
        preset = replace(preset, values=values, options=(*preset.options, option), **settings)
    return preset
