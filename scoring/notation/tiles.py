"""Tiles in the notation: mpsz digits and suits, with the conveniences of ``docs/notation.md``."""

from __future__ import annotations

import re

from scoring.hand import HandError
from scoring.tiles import (
    HONOR_BY_CHINESE,
    HONOR_LETTERS,
    RANK_NAMES_ZH,
    SUIT_LETTER_BY_CHINESE,
    TILE_BY_UNICODE,
    Suit,
    Tile,
    tile_of,
)

SUIT_LETTERS = {"m": Suit.CHARACTERS, "p": Suit.DOTS, "s": Suit.BAMBOO, "z": Suit.HONORS}
#: plain mpsz: digit groups each closed by its suit letter, no red five
_PLAIN = re.compile(r"(?:[1-9]+[mps]|[1-7]+z)+")
_PLAIN_GROUP = re.compile(r"(\d+)([mpsz])")
#: suit letter -> digit -> tile, as a function (``map`` calls it on each digit of a group)
_PLAIN_DIGIT = {letter: {str(rank): tile_of(suit, rank) for rank in range(1, 8 if letter == "z" else 10)}.__getitem__
                for letter, suit in SUIT_LETTERS.items()}
_CHINESE_RANKS = {name: str(rank) for rank, name in enumerate(RANK_NAMES_ZH, start=1)}


def plain_tiles(text: str) -> list[Tile] | None:
    """The tiles of plain mpsz (``2z3m``, what ``format_tiles`` writes), read without ``parse_tiles``' conveniences;
    None for anything else."""
    if _PLAIN.fullmatch(text) is None:
        return None
    tiles: list[Tile] = []
    for digits, letter in _PLAIN_GROUP.findall(text):
        tiles.extend(map(_PLAIN_DIGIT[letter], digits))
    return tiles


def parse_tiles(text: str, *, token: str | None = None, red_fives: list[Tile] | None = None) -> list[Tile]:
    """Tiles written in mpsz with the conveniences of notation.md (letters, Unicode, Chinese)."""
    token = text if token is None else token
    tiles: list[Tile] = []
    digits = ""
    for ch in text:
        ch = _CHINESE_RANKS.get(ch) or SUIT_LETTER_BY_CHINESE.get(ch) or ch
        if ch.isdigit() and ch.isascii():
            digits += ch
        elif ch in SUIT_LETTERS:
            if not digits:
                raise HandError("suit_without_digits", char=ch, token=token)
            suit = SUIT_LETTERS[ch]
            for d in digits:
                rank = int(d)
                if suit is Suit.HONORS:
                    if not 1 <= rank <= 7:
                        raise HandError("honor_out_of_range", rank=d, token=token)
                    tiles.append(tile_of(suit, rank))
                elif rank == 0:
                    tiles.append(tile_of(suit, 5))
                    if red_fives is not None:
                        red_fives.append(tile_of(suit, 5))
                else:
                    tiles.append(tile_of(suit, rank))
            digits = ""
        elif ch in HONOR_LETTERS or ch in HONOR_BY_CHINESE or ch in TILE_BY_UNICODE:
            if digits:
                raise HandError("digits_without_suit", digits=digits, token=token)
            tiles.append(HONOR_LETTERS.get(ch) or HONOR_BY_CHINESE.get(ch) or TILE_BY_UNICODE[ch])
        else:
            shown = ch if ch.isprintable() else f"U+{ord(ch):04X}"
            raise HandError("unknown_character", char=shown, token=token)
    if digits:
        raise HandError("digits_without_suit", digits=digits, token=token)
    return tiles
