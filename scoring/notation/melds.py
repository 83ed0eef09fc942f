"""Melds in the notation: ``[123m]``, ``[555p,3]``, ``{5555p}``, read and written (by table lookup, as the
fast reader and writer want them)."""

from __future__ import annotations

import re

from scoring.hand import HandError, Meld, MeldKind
from scoring.notation.tiles import parse_tiles
from scoring.tiles import Tile

#: the claim written at the end of a meld, as ChineseOfficialMahjongHelper writes it: ``[123m,2]``
#: (the comma is read as a space and dropped inside brackets, so ``[123m2]`` is the same, its newer form)
_OFFER = re.compile(r"(?<=\D)[0-9]$")
#: the claims an exposed kong may name (``Meld.offer``): 0 is CHM's concealed kong, 5-7 a kong added to a pung
_KONG_OFFERS = (0, 1, 2, 3, 5, 6, 7)


def parse_meld(token: str, red_fives: list[Tile]) -> Meld:
    """The meld a bracketed token names (``[123m]``, ``{5555p}``, ``[555p,3]``); red fives are noted."""
    concealed = token.startswith("{")
    body = token[1:-1]
    offer = _OFFER.search(body)
    if offer is not None:
        body = body[:-1]
        token = f"{token[0]}{body},{offer.group()}{token[-1]}"  # as written, the comma the tidying took out
        if concealed:
            raise HandError("claim_in_braces", token=token)
    tiles = parse_tiles(body, token=token, red_fives=red_fives)
    if not tiles:
        raise HandError("empty_meld", token=token)
    first = tiles[0]
    same = all(t == first for t in tiles)
    if same and len(tiles) == 4:
        meld = Meld(MeldKind.KONG, first, concealed=concealed)
    elif concealed:
        raise HandError("braces_not_kong", token=token)
    elif same and len(tiles) == 3:
        meld = Meld(MeldKind.PUNG, first)
    else:
        ordered = sorted(tiles)
        if not (len(tiles) == 3 and not ordered[0].is_honor and ordered[0].suit is ordered[2].suit
                and ordered[1] == ordered[0] + 1 and ordered[2] == ordered[0] + 2):
            raise HandError("not_a_meld", token=token)
        meld = Meld(MeldKind.CHOW, ordered[0])
    return meld if offer is None else _claimed(meld, int(offer.group()), token)


def _claimed(meld: Meld, offer: int, token: str) -> Meld:
    """The meld with the claim its notation names: which tile of a chow, or from whom a pung or kong."""
    if meld.kind is MeldKind.CHOW and not 1 <= offer <= 3:
        raise HandError("claim_of_chow", token=token, number=offer)
    if meld.kind is MeldKind.PUNG and not 1 <= offer <= 3:
        raise HandError("claim_of_pung", token=token, number=offer)
    if meld.kind is MeldKind.KONG and offer not in _KONG_OFFERS:
        raise HandError("claim_of_kong", token=token, number=offer)
    if offer == 0:  # ChineseOfficialMahjongHelper's [5555p,0]: our {5555p}
        return Meld(MeldKind.KONG, meld.tile, concealed=True)
    return Meld(meld.kind, meld.tile, offer=offer)


def _plain_melds() -> dict[str, Meld]:
    """Every meld written plainly (no claim): its notation -> the meld."""
    melds: dict[str, Meld] = {}
    for tile in Tile:
        code = tile.code
        melds["[" + code[0] * 3 + code[1] + "]"] = Meld(MeldKind.PUNG, tile)
        melds["[" + code[0] * 4 + code[1] + "]"] = Meld(MeldKind.KONG, tile)
        melds["{" + code[0] * 4 + code[1] + "}"] = Meld(MeldKind.KONG, tile, concealed=True)
        if not tile.is_honor and tile.rank <= 7:
            melds["[" + "".join(str(tile.rank + k) for k in range(3)) + code[1] + "]"] = Meld(MeldKind.CHOW, tile)
    return melds


PLAIN_MELDS = _plain_melds()
#: (kind, concealed kong) -> the notation of that meld from each tile: ``format_hand`` looks them up
_MELD_NOTATIONS: dict[tuple[MeldKind, bool], dict[Tile, str]] = {(m.kind, m.concealed): {}
                                                                 for m in PLAIN_MELDS.values()}
for _text, _meld in PLAIN_MELDS.items():
    _MELD_NOTATIONS[_meld.kind, _meld.concealed][_meld.tile] = _text
_CHOW_NOTATION = _MELD_NOTATIONS[MeldKind.CHOW, False]
_PUNG_NOTATION = _MELD_NOTATIONS[MeldKind.PUNG, False]
_KONG_NOTATION = _MELD_NOTATIONS[MeldKind.KONG, False]
_CONCEALED_KONG_NOTATION = _MELD_NOTATIONS[MeldKind.KONG, True]
_CHOW, _PUNG = MeldKind.CHOW, MeldKind.PUNG


def meld_notation(meld: Meld) -> str:
    """``Meld.notation()``, looked up (a pung or chow marked concealed is written like an open one)."""
    kind = meld.kind
    if kind is _CHOW:
        text = _CHOW_NOTATION[meld.tile]
    elif kind is _PUNG:
        text = _PUNG_NOTATION[meld.tile]
    elif meld.concealed:
        return _CONCEALED_KONG_NOTATION[meld.tile]
    else:
        text = _KONG_NOTATION[meld.tile]
    return text[:-1] + f",{meld.offer}]" if meld.offer else text
