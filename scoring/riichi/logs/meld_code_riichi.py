"""Tenhou's bit-packed call (``<N m="...">``) as a call action.

Layout (Tenhou's mjlog, as documented by the tenhou-log project): the low two bits are the source
relative to the caller (0 itself, 1 the next seat, 2 across, 3 the seat before); bit 2 a chi
(``m >> 10``: base tile * 3 + which of the three was claimed, the base counted over 21 starts),
bit 3 a pon and bit 4 an added kan (``m >> 9``: tile * 3 + which copy), else bit 5 a North set aside,
else a kan (``m >> 8``: its 136 id; source 0 a closed kan).
"""

from __future__ import annotations

from scoring.review.record import Action, ActionKind, CallKind
from scoring.tiles import Tile

CHI_BIT, PON_BIT, ADDED_KAN_BIT, NORTH_BIT = 0x4, 0x8, 0x10, 0x20


def decode_meld(seat: int, code: int, seats: int) -> Action:
    relative = code & 3
    # 3 is the seat before (so in a three-player game too), 1 the seat after, 2 the seat across
    source = (seat + {1: 1, 2: 2, 3: -1}[relative]) % seats if relative else None
    if code & CHI_BIT:
        source = (seat - 1) % seats  # a chi only ever claims the discard of the seat before
        packed = code >> 10
        start, claimed = divmod(packed, 3)
        first = (start // 7) * 9 + start % 7
        tiles = [Tile(first + step) for step in range(3)]
        tile = tiles.pop(claimed)
        return Action(seat, ActionKind.CALL, tile, CallKind.CHI, tuple(tiles), source)
    if code & (PON_BIT | ADDED_KAN_BIT):
        tile = Tile((code >> 9) // 3)
        if code & PON_BIT:
            return Action(seat, ActionKind.CALL, tile, CallKind.PON, (tile, tile), source)
        return Action(seat, ActionKind.CALL, tile, CallKind.ADDED_KAN, (tile,))
    if code & NORTH_BIT:  # read after the pon bits: a pon keeps its unused copy's number in these bits
        return Action(seat, ActionKind.BONUS, Tile.NORTH)
    tile = Tile((code >> 8) // 4)
    if source is None:
        return Action(seat, ActionKind.CALL, tile, CallKind.CLOSED_KAN, (tile,) * 4)
    return Action(seat, ActionKind.CALL, tile, CallKind.OPEN_KAN, (tile,) * 3, source)
