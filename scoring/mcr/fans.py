"""The MCR fan table, read from ``fans.tsv`` (ids, points, names, exclusions, seed notes).

Every fan has a row in the data file; this module checks the file's schema once at import and
exposes each fan's index in table order as a constant (``FULL_FLUSH``...), which the scorer uses
to fill a plain list of counts in its hot path.
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


def _i(fan_id: str) -> int:
    return INDEX[fan_id]


BIG_FOUR_WINDS = _i("big_four_winds")
BIG_THREE_DRAGONS = _i("big_three_dragons")
ALL_GREEN = _i("all_green")
NINE_GATES = _i("nine_gates")
FOUR_KONGS = _i("four_kongs")
SEVEN_SHIFTED_PAIRS = _i("seven_shifted_pairs")
THIRTEEN_ORPHANS = _i("thirteen_orphans")
ALL_TERMINALS = _i("all_terminals")
LITTLE_FOUR_WINDS = _i("little_four_winds")
LITTLE_THREE_DRAGONS = _i("little_three_dragons")
ALL_HONORS = _i("all_honors")
FOUR_CONCEALED_PUNGS = _i("four_concealed_pungs")
PURE_TERMINAL_CHOWS = _i("pure_terminal_chows")
QUADRUPLE_CHOW = _i("quadruple_chow")
FOUR_PURE_SHIFTED_PUNGS = _i("four_pure_shifted_pungs")
FOUR_PURE_SHIFTED_CHOWS = _i("four_pure_shifted_chows")
THREE_KONGS = _i("three_kongs")
ALL_TERMINALS_AND_HONORS = _i("all_terminals_and_honors")
SEVEN_PAIRS = _i("seven_pairs")
GREATER_HONORS_AND_KNITTED_TILES = _i("greater_honors_and_knitted_tiles")
ALL_EVEN_PUNGS = _i("all_even_pungs")
FULL_FLUSH = _i("full_flush")
PURE_TRIPLE_CHOW = _i("pure_triple_chow")
PURE_SHIFTED_PUNGS = _i("pure_shifted_pungs")
UPPER_TILES = _i("upper_tiles")
MIDDLE_TILES = _i("middle_tiles")
LOWER_TILES = _i("lower_tiles")
PURE_STRAIGHT = _i("pure_straight")
THREE_SUITED_TERMINAL_CHOWS = _i("three_suited_terminal_chows")
PURE_SHIFTED_CHOWS = _i("pure_shifted_chows")
ALL_FIVES = _i("all_fives")
TRIPLE_PUNG = _i("triple_pung")
THREE_CONCEALED_PUNGS = _i("three_concealed_pungs")
LESSER_HONORS_AND_KNITTED_TILES = _i("lesser_honors_and_knitted_tiles")
KNITTED_STRAIGHT = _i("knitted_straight")
UPPER_FOUR = _i("upper_four")
LOWER_FOUR = _i("lower_four")
BIG_THREE_WINDS = _i("big_three_winds")
MIXED_STRAIGHT = _i("mixed_straight")
REVERSIBLE_TILES = _i("reversible_tiles")
MIXED_TRIPLE_CHOW = _i("mixed_triple_chow")
MIXED_SHIFTED_PUNGS = _i("mixed_shifted_pungs")
CHICKEN_HAND = _i("chicken_hand")
LAST_TILE_DRAW = _i("last_tile_draw")
LAST_TILE_CLAIM = _i("last_tile_claim")
OUT_WITH_REPLACEMENT_TILE = _i("out_with_replacement_tile")
ROBBING_THE_KONG = _i("robbing_the_kong")
ALL_PUNGS = _i("all_pungs")
HALF_FLUSH = _i("half_flush")
MIXED_SHIFTED_CHOWS = _i("mixed_shifted_chows")
ALL_TYPES = _i("all_types")
MELDED_HAND = _i("melded_hand")
TWO_CONCEALED_KONGS = _i("two_concealed_kongs")
TWO_DRAGON_PUNGS = _i("two_dragon_pungs")
OUTSIDE_HAND = _i("outside_hand")
FULLY_CONCEALED_HAND = _i("fully_concealed_hand")
TWO_MELDED_KONGS = _i("two_melded_kongs")
LAST_TILE = _i("last_tile")
DRAGON_PUNG = _i("dragon_pung")
PREVALENT_WIND = _i("prevalent_wind")
SEAT_WIND = _i("seat_wind")
CONCEALED_HAND = _i("concealed_hand")
ALL_CHOWS = _i("all_chows")
TILE_HOG = _i("tile_hog")
DOUBLE_PUNG = _i("double_pung")
TWO_CONCEALED_PUNGS = _i("two_concealed_pungs")
CONCEALED_KONG = _i("concealed_kong")
ALL_SIMPLES = _i("all_simples")
PURE_DOUBLE_CHOW = _i("pure_double_chow")
MIXED_DOUBLE_CHOW = _i("mixed_double_chow")
SHORT_STRAIGHT = _i("short_straight")
TWO_TERMINAL_CHOWS = _i("two_terminal_chows")
PUNG_OF_TERMINALS_OR_HONORS = _i("pung_of_terminals_or_honors")
MELDED_KONG = _i("melded_kong")
ONE_VOIDED_SUIT = _i("one_voided_suit")
NO_HONORS = _i("no_honors")
EDGE_WAIT = _i("edge_wait")
CLOSED_WAIT = _i("closed_wait")
SINGLE_WAIT = _i("single_wait")
SELF_DRAWN = _i("self_drawn")
FLOWER_TILES = _i("flower_tiles")
CONCEALED_KONG_AND_MELDED_KONG = _i("concealed_kong_and_melded_kong")


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
