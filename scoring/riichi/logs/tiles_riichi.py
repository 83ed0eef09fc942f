"""The tile codes of the Riichi logs: Tenhou's numbers (11-47, red fives 51-53), its 136 ids, mjai's words.

Source: the tenhou.net/6 JSON and mjlog formats as Tenhou's viewer reads them, and the mjai protocol
(github.com/gimite/mjai): ``1m``..``9m``, ``5mr`` for a red five, ``E S W N P F C`` for the honours.
"""

from __future__ import annotations

from scoring.tiles import Tile

#: Tenhou's red fives: 51 = red 5m, 52 = red 5p, 53 = red 5s
_RED = {51: Tile.M5, 52: Tile.P5, 53: Tile.S5}
_MJAI_HONOURS = {"E": Tile.EAST, "S": Tile.SOUTH, "W": Tile.WEST, "N": Tile.NORTH,
                 "P": Tile.WHITE, "F": Tile.GREEN, "C": Tile.RED}
_MJAI_SUITS = {"m": 0, "p": 9, "s": 18}


def tenhou_tile(code: int) -> Tile:
    """Tenhou's two-digit tile: tens the suit (1 m, 2 p, 3 s, 4 honours), units the rank."""
    if code in _RED:
        return _RED[code]
    suit, rank = divmod(code, 10)
    if not (1 <= suit <= 4 and 1 <= rank <= (7 if suit == 4 else 9)):
        raise ValueError(f"no tile {code}")
    return Tile((suit - 1) * 9 + rank - 1)


def tile_136(code: int) -> Tile:
    """Tenhou's 136 ids: four copies of each of the 34 tiles in order."""
    if not 0 <= code < 136:
        raise ValueError(f"no tile id {code}")
    return Tile(code // 4)


def mjai_tile(word: str) -> Tile:
    if word in _MJAI_HONOURS:
        return _MJAI_HONOURS[word]
    rank, suit = word[0], word[1]
    if len(word) > 3 or suit not in _MJAI_SUITS or not "1" <= rank <= "9":
        raise ValueError(f"no tile {word!r}")
    return Tile(_MJAI_SUITS[suit] + int(rank) - 1)
