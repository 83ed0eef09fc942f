"""A hand in Unicode mahjong tiles (U+1F000 block): the text fallback of the hand picture.

Melds come first, each as its own group; a concealed kong shows its two outer tiles face down
(🀫); the standing tiles follow, and the winning tile stands apart at the end.
"""

from __future__ import annotations

from scoring.hand import Hand, Meld, MeldKind, PartialHand

BACK = "\U0001F02B"


def meld_to_unicode(meld: Meld) -> str:
    tiles = [t.unicode for t in meld.tiles]
    if meld.kind is MeldKind.KONG and meld.concealed:
        tiles[0] = tiles[-1] = BACK
    return "".join(tiles)


def hand_to_unicode(hand: Hand | PartialHand) -> str:
    """``🀇🀈🀉 🀙🀙🀙 🀐🀑🀒🀓🀔🀕🀖 🀔``: melds, standing tiles, then the winning tile apart."""
    groups = [meld_to_unicode(m) for m in hand.melds]
    standing = "".join(t.unicode for t in hand.concealed)
    if standing:
        groups.append(standing)
    if isinstance(hand, Hand):
        groups.append(hand.win_tile.unicode)
    return " ".join(groups)
