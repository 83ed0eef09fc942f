"""The fast reader: the plain notation that ``format_hand`` writes and most people type, read without the
general parser's normalizing passes.

ASCII words, each a meld, a group of mpsz tiles or a shared flag. Any other word, and any hand the
checks refuse, goes through the general parser, so its errors and every convenience of notation.md
stay there and the two paths cannot disagree. Only a ruleset whose ``NotationRules.fast_text`` says
so takes it (one whose hands need no words of its own flags).
"""

from __future__ import annotations

import re
from operator import eq as _same

from scoring.hand import Hand, Meld, WinContext
from scoring.notation.checks import MAX_INPUT_LENGTH, check_winning_flags
from scoring.notation.melds import PLAIN_MELDS
from scoring.notation.tiles import SUIT_LETTERS
from scoring.rulesets import NotationRules
from scoring.tiles import Tile, tile_of

#: suit letter -> digit -> tile; 0 (a red five) is left to the general parser
_FAST_TILES = {letter: {str(rank): tile_of(suit, rank) for rank in range(1, 8 if letter == "z" else 10)}
               for letter, suit in SUIT_LETTERS.items()}
_FAST_WINDS = {"E": Tile.EAST, "S": Tile.SOUTH, "W": Tile.WEST, "N": Tile.NORTH}
WIND_LETTER = {tile: letter for letter, tile in _FAST_WINDS.items()}
_FAST_FLOWERS = {str(n): n for n in range(9)}

#: a word of standing tiles the fast path reads: digit groups each closed by its suit letter
_FAST_TILE_WORD = re.compile(r"(?:[1-9]+[mps]|[1-7]+z)+")
_FAST_TILE_GROUP = re.compile(r"(\d+)([mpsz])")
#: suit letter -> digit -> tile, as a function (``map`` calls it on each digit of a group)
_FAST_DIGIT = {letter: by_digit.__getitem__ for letter, by_digit in _FAST_TILES.items()}
#: meld word -> (the meld, its tiles)
_FAST_MELD_TILES = {word: (meld, meld.tiles) for word, meld in PLAIN_MELDS.items()}
#: the contexts met so far (a WinContext is immutable, so hands may share one); at most
#: 2**4 flags x 4 seats x 4 rounds x 9 flower counts
_FAST_CONTEXTS: dict[tuple, WinContext] = {}
_FAST_FLAG_BITS = {"tsumo": 1, "last": 2, "wall": 4, "kong": 8}


def fast_hand(text, rules: NotationRules) -> Hand | None:
    """The hand of a plain ASCII hand string, or None to let the general parser read it."""
    if type(text) is not str or not text.isascii() or len(text) > MAX_INPUT_LENGTH:
        return None
    melds: list[Meld] = []
    tiles: list[Tile] = []
    every: list[Tile] = []  # the melds' tiles, then every tile: for the count of copies
    flags = 0
    seat = round_ = Tile.EAST
    flowers = 0
    keys: set[str] = set()
    for word in text.split():
        first = word[0]
        if first == "[" or first == "{":
            found = _FAST_MELD_TILES.get(word)
            if found is None:
                return None
            melds.append(found[0])
            every.extend(found[1])
        elif first.isdigit():
            if _FAST_TILE_WORD.fullmatch(word) is None:
                return None
            for digits, letter in _FAST_TILE_GROUP.findall(word):
                tiles.extend(map(_FAST_DIGIT[letter], digits))
        else:
            flag = _FAST_FLAG_BITS.get(word)
            if flag is not None:
                flags |= flag
                continue
            key, _, value = word.partition("=")
            if key in keys:
                return None
            keys.add(key)
            if key == "seat" and value in _FAST_WINDS:
                seat = _FAST_WINDS[value]
            elif key == "round" and value in _FAST_WINDS:
                round_ = _FAST_WINDS[value]
            elif key == "flowers" and value in _FAST_FLOWERS:
                flowers = _FAST_FLOWERS[value]
            else:
                return None
    if not tiles or 3 * len(melds) + len(tiles) != 14:
        return None
    every.extend(tiles)
    every.sort()
    if any(map(_same, every, every[4:])):  # five copies of a tile
        return None
    win = tiles.pop()
    tiles.sort()
    hand = Hand(tuple(melds), tuple(tiles), win, context_of(flags, seat, round_, flowers))
    if flags & 10:  # last or kong: the flags that the tiles may contradict
        check_winning_flags(hand, rules)
    return hand


def context_of(flags: int, seat: Tile, round_: Tile, flowers: int) -> WinContext:
    """The shared facts of ``_FAST_FLAG_BITS`` flags, winds and flowers (one immutable object for each)."""
    key = (flags, seat, round_, flowers)
    context = _FAST_CONTEXTS.get(key)
    if context is None:
        context = _FAST_CONTEXTS[key] = WinContext(
            self_drawn=bool(flags & 1), last_copy=bool(flags & 2), wall_last=bool(flags & 4), kong=bool(flags & 8),
            seat_wind=seat, round_wind=round_, flowers=flowers)
    return context
