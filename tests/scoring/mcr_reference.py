"""Adapter to the reference MCR scorer, PyPI ``pymahjonggb`` (module ``MahjongGB``, test-only).

Converts our ``Hand`` into the reference's call (rules.md §0) and its printed fan names back into
our fan ids (``tests/data/spec/mcr_fans.tsv``, a copy of the spec table). The reference does not
validate its input (five copies of a tile give garbage), so only valid hands may be passed.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass

import MahjongGB

from scoring.hand import ADDED_KONG, Hand, Meld, MeldKind
from scoring.tiles import Suit, Tile
from tests.data.spec import spec_path

FAN_TABLE_PATH = spec_path("mcr_fans.tsv")


@dataclass(frozen=True)
class SpecFan:
    id: str
    points: int
    zh_hans: str
    zh_hant: str
    en: str
    reference_zh: str


def load_spec_fans() -> tuple[SpecFan, ...]:
    """The 82 fans of the spec table, in table order."""
    with FAN_TABLE_PATH.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    return tuple(SpecFan(r["id"], int(r["points"]), r["zh_hans"], r["zh_hant"], r["en"], r["reference_zh"])
                 for r in rows)


SPEC_FANS = load_spec_fans()
SPEC_BY_ID = {f.id: f for f in SPEC_FANS}
FAN_ID_BY_REFERENCE_ZH = {f.reference_zh: f.id for f in SPEC_FANS}
#: the reference's English names where they differ from the spec's
_REFERENCE_EN_ALIASES = {"All Five": "all_fives", "Two Dragons Pungs": "two_dragon_pungs",
                         "Robbing The Kong": "robbing_the_kong"}
FAN_ID_BY_REFERENCE_EN = {f.en: f.id for f in SPEC_FANS} | _REFERENCE_EN_ALIASES

_SUIT_CODES = {Suit.CHARACTERS: "W", Suit.BAMBOO: "T", Suit.DOTS: "B"}
#: the reference's honors: F1-F4 winds E S W N; J1 Red, J2 Green, J3 White
_HONOR_CODES = {Tile.EAST: "F1", Tile.SOUTH: "F2", Tile.WEST: "F3", Tile.NORTH: "F4",
                Tile.RED: "J1", Tile.GREEN: "J2", Tile.WHITE: "J3"}
_WIND_INDEX = {Tile.EAST: 0, Tile.SOUTH: 1, Tile.WEST: 2, Tile.NORTH: 3}


class ReferenceError(Exception):
    """The reference refused a hand (ERROR_NOT_WIN, ERROR_WRONG_TILES_COUNT …) or printed an unknown fan."""


def reference_tile(tile: Tile) -> str:
    if tile.is_honor:
        return _HONOR_CODES[tile]
    return f"{_SUIT_CODES[tile.suit]}{tile.rank}"


def reference_pack(meld: Meld) -> tuple[str, str, int]:
    """A meld as the reference's pack tuple; offer 0 only for a concealed kong (0 on a chow or
    pung would silently make it concealed); a claimed meld's offer as our notation wrote it (the
    same numbers: which tile of a chow, the seat of a pung or kong; the reference takes no 5-7 for
    an added kong, so its seat), else 1."""
    if meld.kind is MeldKind.CHOW:
        return ("CHI", reference_tile(meld.middle), meld.offer or 1)
    if meld.kind is MeldKind.PUNG:
        return ("PENG", reference_tile(meld.tile), meld.offer or 1)
    return ("GANG", reference_tile(meld.tile), 0 if meld.concealed else meld.offer % ADDED_KONG or 1)


def reference_arguments(hand: Hand) -> tuple:
    """The positional arguments of ``MahjongGB.MahjongFanCalculator`` for this hand."""
    ctx = hand.context
    return (
        tuple(reference_pack(m) for m in hand.melds),
        tuple(reference_tile(t) for t in hand.concealed),
        reference_tile(hand.win_tile),
        ctx.flowers,
        ctx.self_drawn,
        ctx.last_copy,
        ctx.kong,
        ctx.wall_last,
        _WIND_INDEX[ctx.seat_wind],
        _WIND_INDEX[ctx.round_wind],
    )


def reference_raw(hand: Hand) -> tuple[tuple[int, int, str, str], ...]:
    """The reference's verbose answer: (points of one, count, Chinese name, English name) per fan."""
    args = reference_arguments(hand)
    try:
        return MahjongGB.MahjongFanCalculator(*args, verbose=True)
    except TypeError as e:
        raise ReferenceError(f"reference rejected the hand ({e}); arguments {args}") from e


def _fan_id(zh: str, en: str) -> str:
    fan_id = FAN_ID_BY_REFERENCE_ZH.get(zh) or FAN_ID_BY_REFERENCE_EN.get(en)
    if fan_id is None:
        raise ReferenceError(f"the reference printed a fan not in mcr_fans.tsv: {zh} / {en}")
    return fan_id


def reference_fans(hand: Hand) -> dict[str, int]:
    """Fan id -> count as the reference scores the hand (flowers as ``flower_tiles`` x N)."""
    fans: dict[str, int] = {}
    for points, count, zh, en in reference_raw(hand):
        fan_id = _fan_id(zh, en)
        if points != SPEC_BY_ID[fan_id].points:
            raise ReferenceError(f"the reference gives {en} {points} points, the spec {SPEC_BY_ID[fan_id].points}")
        fans[fan_id] = fans.get(fan_id, 0) + count
    return fans


def reference_total(hand: Hand) -> int:
    """The reference's total, flowers included."""
    return sum(points * count for points, count, _, _ in reference_raw(hand))


def fans_total(fans: dict[str, int]) -> int:
    return sum(SPEC_BY_ID[fan_id].points * count for fan_id, count in fans.items())


def describe_fans(fans: dict[str, int]) -> str:
    """``big_four_winds 88, tile_hog 2x2`` in spec table order."""
    order = {f.id: i for i, f in enumerate(SPEC_FANS)}
    parts = []
    for fan_id in sorted(fans, key=lambda i: order.get(i, 999)):
        points = SPEC_BY_ID[fan_id].points if fan_id in SPEC_BY_ID else "?"
        count = fans[fan_id]
        parts.append(f"{fan_id} {points}" + (f"x{count}" if count != 1 else ""))
    return ", ".join(parts) or "(none)"
