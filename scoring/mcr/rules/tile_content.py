"""Tile content: what kinds of tiles the hand is made of (terminals, honors, ranks, colours)."""

from __future__ import annotations

from scoring.mcr.decompose import (
    CHOW,
    CODES,
    GREEN,
    KONG,
    PAIR,
    PUNG,
    REVERSIBLE,
    is_dragon,
    is_terminal_or_honor,
)
from scoring.mcr.readings import (
    HAS_FOUR_OF_A_KIND,
    HAS_NO_CHOW,
    HAS_PUNG,
    HONOR_MASK,
    KNITTED_STRAIGHT,
    REGULAR,
    SEVEN_PAIRS,
    TileSet,
    ranks_mask,
    tile_mask,
)
from scoring.mcr.rules.registry import TILE_CONTENT, fan, tiles_fan

_GREEN = tile_mask(GREEN)
_TERMINALS = ranks_mask((1, 9))
_TERMINALS_AND_HONORS = _TERMINALS | HONOR_MASK
_REVERSIBLE = tile_mask(REVERSIBLE)


@tiles_fan(TILE_CONTENT)
def all_green(t: TileSet) -> bool:
    """绿一色: only 2 3 4 6 8 bamboo and Green Dragon."""
    return t.only(_GREEN)


@tiles_fan(TILE_CONTENT)
def all_terminals(t: TileSet) -> bool:
    """清幺九: only 1s and 9s."""
    return t.only(_TERMINALS)


@tiles_fan(TILE_CONTENT)
def all_honors(t: TileSet) -> bool:
    """字一色: only winds and dragons."""
    return t.only(HONOR_MASK)


@tiles_fan(TILE_CONTENT)
def all_terminals_and_honors(t: TileSet) -> bool:
    """混幺九: only 1s, 9s and honors."""
    return t.only(_TERMINALS_AND_HONORS)


_UPPER, _MIDDLE, _LOWER = ranks_mask((7, 8, 9)), ranks_mask((4, 5, 6)), ranks_mask((1, 2, 3))
_UPPER_FOUR, _LOWER_FOUR = ranks_mask((6, 7, 8, 9)), ranks_mask((1, 2, 3, 4))


@tiles_fan(TILE_CONTENT)
def upper_tiles(t: TileSet) -> bool:
    """全大: only 7 8 9."""
    return t.only(_UPPER)


@tiles_fan(TILE_CONTENT)
def middle_tiles(t: TileSet) -> bool:
    """全中: only 4 5 6."""
    return t.only(_MIDDLE)


@tiles_fan(TILE_CONTENT)
def lower_tiles(t: TileSet) -> bool:
    """全小: only 1 2 3."""
    return t.only(_LOWER)


@tiles_fan(TILE_CONTENT)
def upper_four(t: TileSet) -> bool:
    """大于五: only 6 7 8 9."""
    return t.only(_UPPER_FOUR)


@tiles_fan(TILE_CONTENT)
def lower_four(t: TileSet) -> bool:
    """小于五: only 1 2 3 4."""
    return t.only(_LOWER_FOUR)


@tiles_fan(TILE_CONTENT)
def reversible_tiles(t: TileSet) -> bool:
    """推不倒: only tiles that look the same upside down."""
    return t.only(_REVERSIBLE)


@tiles_fan(TILE_CONTENT)
def all_simples(t: TileSet) -> bool:
    """断幺: no 1s, 9s or honors."""
    return not t.mask & _TERMINALS_AND_HONORS


def _parts_passing(chow_test, pung_test) -> frozenset:
    """Every set and pair (``(kind, code, melded)``) that passes: a chow tested by its middle tile,
    the rest by their tile. A reading passes when all its parts are in it (one C-level subset test)."""
    parts = set()
    for code in CODES:
        for melded in (False, True):
            if pung_test(code):
                parts.update((kind, code, melded) for kind in (PUNG, KONG, PAIR))
            if code < 0x40 and 2 <= (code & 0xF) <= 8 and chow_test(code):
                parts.add((CHOW, code, melded))
    return frozenset(parts)


def _numbered_rank_in(ranks: tuple[int, ...]):
    """A test: a numbered tile of one of these ranks."""
    return lambda code: code < 0x40 and (code & 0xF) in ranks


_EVEN_PUNGS = _parts_passing(lambda code: False, _numbered_rank_in((2, 4, 6, 8)))
_WITH_FIVE = _parts_passing(_numbered_rank_in((4, 5, 6)), _numbered_rank_in((5,)))
_WITH_TERMINAL_OR_HONOR = _parts_passing(_numbered_rank_in((2, 8)), is_terminal_or_honor)


@fan(TILE_CONTENT, needs=HAS_NO_CHOW)
def all_even_pungs(r):
    """全双刻: pungs of even numbers only, and an even pair."""
    return [r.whole] if _EVEN_PUNGS.issuperset(r.whole) else None


@fan(TILE_CONTENT)
def all_fives(r):
    """全带五: a 5 in every set and in the pair."""
    return [r.whole] if _WITH_FIVE.issuperset(r.whole) else None


@fan(TILE_CONTENT)
def outside_hand(r):
    """全带幺: a 1, 9 or honor in every set and in the pair."""
    return [r.whole] if _WITH_TERMINAL_OR_HONOR.issuperset(r.whole) else None


@fan(TILE_CONTENT, shapes=(REGULAR, KNITTED_STRAIGHT), per_set=True, needs=HAS_PUNG)
def pung_of_terminals_or_honors(r):
    """幺九刻: each pung of 1s, 9s or winds (a dragon pung is Dragon Pung instead)."""
    return [(p,) for p in r.pungs if is_terminal_or_honor(p[1]) and not is_dragon(p[1])]


@fan(TILE_CONTENT, shapes=(REGULAR, SEVEN_PAIRS, KNITTED_STRAIGHT), needs=HAS_FOUR_OF_A_KIND)
def tile_hog(r):
    """四归一: all four copies of a tile used without declaring them as a kong."""
    merged = r.facts.merged
    kongs = {p[1] for p in r.kongs}
    return [(c, c, c, c) for c in r.facts.unique if merged[c] == 4 and c not in kongs]
