"""Special shapes: hands that are not four sets and a pair, and the hand with no fan at all."""

from __future__ import annotations

from scoring.mcr.decompose import CHOW, PUNG
from scoring.mcr.readings import HONORS_AND_KNITTED, KNITTED_STRAIGHT, NINE_GATES, SEVEN_PAIRS, THIRTEEN
from scoring.mcr.rules.registry import SPECIAL, chicken_fan, fan, shape_extras


@fan(SPECIAL, shapes=(NINE_GATES,))
def nine_gates(r):
    """九莲宝灯: 1112345678999 of one suit, concealed, plus any tile of that suit."""
    return [r.whole]


@shape_extras(NINE_GATES)
def nine_gates_extras(r) -> list[tuple[str, tuple]]:
    """The fans the reference adds to nine gates, by the rank of the winning tile (it reads the
    hand as fixed sets around that tile)."""
    win = r.win
    base, rank = win & 0xF0, win & 0xF
    ones, nines = (PUNG, base | 1, False), (PUNG, base | 9, False)
    if rank in (1, 9):
        straight = tuple((CHOW, base | middle, False) for middle in (2, 5, 8))
        return [("pure_straight", straight), ("tile_hog", (win,) * 4)]
    if rank in (2, 8):
        return [("two_concealed_pungs", (ones, nines)), ("short_straight", ()),
                ("pung_of_terminals_or_honors", (ones if rank == 8 else nines,))]
    if rank == 5:
        return [("two_concealed_pungs", (ones, nines)), ("pung_of_terminals_or_honors", (ones,))]
    return [("short_straight", ())]


@fan(SPECIAL, shapes=(SEVEN_PAIRS,))
def seven_shifted_pairs(r):
    """连七对: seven pairs of one suit in a row."""
    codes = [p[1] for p in r.whole]
    if codes[-1] < 0x40 and len(set(codes)) == 7 and codes[-1] - codes[0] == 6:
        return [r.whole]
    return None


@fan(SPECIAL, shapes=(THIRTEEN,))
def thirteen_orphans(r):
    """十三幺: one of each 1, 9 and honor, and a second of one of them."""
    return [r.whole]


@fan(SPECIAL, shapes=(SEVEN_PAIRS,))
def seven_pairs(r):
    """七对: seven pairs (four of a kind counts as two)."""
    return [r.whole]


@fan(SPECIAL, shapes=(HONORS_AND_KNITTED,))
def greater_honors_and_knitted_tiles(r):
    """七星不靠: all seven honors and seven tiles of a knitted straight, all single."""
    return [r.whole] if len(r.knitted) == 7 else None


@fan(SPECIAL, shapes=(HONORS_AND_KNITTED,))
def lesser_honors_and_knitted_tiles(r):
    """全不靠: fourteen single honors and tiles of a knitted straight."""
    return [r.whole]


@fan(SPECIAL, shapes=(HONORS_AND_KNITTED, KNITTED_STRAIGHT))
def knitted_straight(r):
    """组合龙: 147, 258 and 369, each in another suit."""
    return [r.knitted] if len(r.knitted) == 9 else None


@chicken_fan(SPECIAL)
def chicken_hand(r):
    """无番和: a winning hand with no other fan (flowers aside)."""
    return None if any(r.found) else [r.whole]
