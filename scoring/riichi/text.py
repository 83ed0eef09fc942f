"""The notation of a Riichi hand with its red fives written as ``0`` (``[406p] 0556s…``)."""

from __future__ import annotations

import re

from scoring.hand import Hand
from scoring.notation import format_hand

_TILE_GROUP = re.compile(r"(\d+)([mps])")


def format_riichi_hand(hand: Hand, honors: str = "z") -> str:
    """``format_hand`` for Riichi, each red five shown as 0 on the first five of its suit written."""
    text = format_hand(hand, honors=honors, ruleset="riichi")
    red = {five.suit.value: True for five in hand.red_fives}
    if not red:
        return text
    words = text.split(" ")
    for index, word in enumerate(words):
        if "=" in word or not red:
            continue

        def mark(match: re.Match[str]) -> str:
            digits, suit = match.group(1), match.group(2)
            if red.get(suit) and "5" in digits:
                del red[suit]
                digits = digits.replace("5", "0", 1)
            return digits + suit

        words[index] = _TILE_GROUP.sub(mark, word)
    return " ".join(words)
