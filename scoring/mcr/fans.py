"""The MCR fan table, read from ``fans.tsv`` (ids, points, names, exclusions, seed notes).

Every fan has a row in the data file; this module checks the file's schema once at import and
gives each fan's position in table order (``INDEX``): the scorer keeps the fans found in a plain
list indexed that way. How each fan is found is in ``rules/``.
"""

from __future__ import annotations

import csv
from importlib import resources

from scoring.mcr.result import FanDef

COLUMNS = ("id", "points", "zh_hans", "zh_hant", "en", "reference_zh", "excludes",
           "seed002_excludes", "seed004_excludes", "note")


class FanTableError(ValueError):
    """``fans.tsv`` does not match its schema."""


def _load() -> tuple[FanDef, ...]:
    text = resources.files("scoring.mcr").joinpath("fans.tsv").read_text(encoding="utf-8")
    reader = csv.DictReader(text.splitlines(), delimiter="\t", quoting=csv.QUOTE_NONE)
    if tuple(reader.fieldnames or ()) != COLUMNS:
        raise FanTableError(f"fans.tsv columns {reader.fieldnames} != {COLUMNS}")
    fans = []
    for line, row in enumerate(reader, start=2):
        if any(row[c] is None for c in COLUMNS):
            raise FanTableError(f"fans.tsv line {line}: missing cells")
        if not row["id"].isidentifier() or not row["points"].isdigit():
            raise FanTableError(f"fans.tsv line {line}: bad id or points")
        excludes = tuple(x for x in row["excludes"].split(",") if x)
        fans.append(FanDef(id=row["id"], points=int(row["points"]), zh=row["zh_hans"],
                           zh_hant=row["zh_hant"], en=row["en"], excludes=excludes,
                           reference_zh=row["reference_zh"], seed002_excludes=row["seed002_excludes"],
                           seed004_excludes=row["seed004_excludes"], note=row["note"]))
    ids = [f.id for f in fans]
    if len(set(ids)) != len(ids):
        raise FanTableError("fans.tsv has duplicate ids")
    for fan in fans:
        unknown = set(fan.excludes) - set(ids)
        if unknown:
            raise FanTableError(f"fans.tsv: {fan.id} excludes unknown ids {sorted(unknown)}")
    return tuple(fans)


FANS: tuple[FanDef, ...] = _load()
INDEX: dict[str, int] = {fan.id: i for i, fan in enumerate(FANS)}
BY_ID: dict[str, FanDef] = {fan.id: fan for fan in FANS}
POINTS: tuple[int, ...] = tuple(fan.points for fan in FANS)
COUNT = len(FANS)


def fan_table() -> tuple[FanDef, ...]:
    """The 82 fans (the 81 of MCR plus the CHM-only 明暗杠) in table order."""
    return FANS


SEED_COLUMNS = ("id", "reference_excludes", "seed002_excludes", "seed004_excludes", "seed002_only", "seed004_only",
                "reference_only_vs_seed002", "reference_only_vs_seed004", "seed_terms_not_fans", "note")
_ID_COLUMNS = SEED_COLUMNS[1:8]


def seed_differences() -> tuple[dict[str, str], ...]:
    """Where seeds 002 (1998) and 004 (2006-style) list other exclusions than the reference.

    One row per fan of ``seed_differences.tsv``: the id lists are comma-separated fan ids (seed
    names mapped to ids); ``seed_terms_not_fans`` keeps seed words that are no MCR fan.
    """
    text = resources.files("scoring.mcr").joinpath("seed_differences.tsv").read_text(encoding="utf-8")
    reader = csv.DictReader(text.splitlines(), delimiter="\t", quoting=csv.QUOTE_NONE)
    if tuple(reader.fieldnames or ()) != SEED_COLUMNS:
        raise FanTableError(f"seed_differences.tsv columns {reader.fieldnames} != {SEED_COLUMNS}")
    rows = tuple(reader)
    for line, row in enumerate(rows, start=2):
        if row["id"] not in INDEX:
            raise FanTableError(f"seed_differences.tsv line {line}: unknown fan {row['id']!r}")
        for column in _ID_COLUMNS:
            unknown = [x for x in row[column].split(",") if x and x not in INDEX]
            if unknown:
                raise FanTableError(f"seed_differences.tsv line {line}: {column} has unknown ids {unknown}")
        if row["reference_excludes"] != ",".join(BY_ID[row["id"]].excludes):
            raise FanTableError(f"seed_differences.tsv line {line}: reference_excludes differs from fans.tsv")
    return rows
