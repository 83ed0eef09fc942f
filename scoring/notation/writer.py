"""Writing hands in the project notation: the normalized form every reply and ``--json`` answer shows."""

from __future__ import annotations

import re

from scoring.hand import NO_FLAGS, Hand, Meld, PartialHand, RulesetFlags, WinContext
from scoring.notation.fast import WIND_LETTER
from scoring.notation.melds import meld_notation
from scoring.notation.reader import notation_of
from scoring.rulesets import DEFAULT_RULESET
from scoring.tiles import HONOR_NAMES_HANS, TILE_CODES, Tile, format_tiles


def _honor_text(tiles: list[Tile], honors: str) -> str:
    if honors == "z":
        return format_tiles(tiles)
    out = []
    suited = [t for t in tiles if not t.is_honor]
    if suited:
        out.append(format_tiles(suited))
    for t in tiles:
        if t.is_honor:
            out.append(HONOR_NAMES_HANS[t - 27] if honors == "zh" else "ESWNPFC"[t - 27])
    return "".join(out)


def _meld_text(meld: Meld, honors: str) -> str:
    if honors == "z" or meld.tile < Tile.EAST:
        return meld_notation(meld)
    body = _honor_text(list(meld.tiles), honors)
    if meld.concealed and meld.is_kong:
        return "{" + body + "}"
    return "[" + body + (f",{meld.offer}]" if meld.offer else "]")


def format_flags(context: WinContext, extras: RulesetFlags | None = None, ruleset: str = DEFAULT_RULESET) -> list[str]:
    """The flag words of a hand: the shared ones the ruleset reads, with its own flags' (``extras``)."""
    own = notation_of(ruleset).flags
    extras = extras or NO_FLAGS
    words = []
    if context.self_drawn:
        words.append("tsumo")
    words.extend(extras.declarations())
    for on, word in ((context.last_copy and "last" in own, "last"), (context.wall_last, "wall"),
                     (context.kong, "kong")):
        if on:
            words.append(word)
    if context.seat_wind != Tile.EAST:
        words.append("seat=" + "ESWN"[context.seat_wind - 27])
    if context.round_wind != Tile.EAST:
        words.append("round=" + "ESWN"[context.round_wind - 27])
    if "flowers" in own and context.flowers:
        words.append(f"flowers={context.flowers}")
    words.extend(extras.settings(own))
    return words


def format_hand(hand: Hand, honors: str = "z", ruleset: str = DEFAULT_RULESET) -> str:
    """The normalized notation: melds first, standing tiles sorted, winning tile last.

    ``honors`` is ``z`` (1z-7z), ``zh`` (东南西北白发中) or ``letters`` (E S W N P F C).
    Where red fives count, each is written ``0`` on the first five of its suit.
    """
    extras = hand.extras
    if honors == "z" and notation_of(ruleset).fast_text and (extras is NO_FLAGS or not extras.declarations()):
        return _plain_text(hand)
    return _any_text(hand, honors, ruleset)


def _any_text(hand: Hand, honors: str, ruleset: str) -> str:
    parts = [_meld_text(m, honors) for m in hand.melds]
    standing = _honor_text(list(hand.concealed), honors)
    win = _honor_text([hand.win_tile], honors)
    parts.append(standing + win if standing else win)
    if notation_of(ruleset).red_fives and hand.red_fives:
        parts = _mark_red_fives(parts, hand.red_fives)
    parts.extend(format_flags(hand.context, hand.extras, ruleset))
    return " ".join(parts)


def _plain_text(hand: Hand) -> str:
    """``format_hand(hand)`` in mpsz of a ruleset with ``fast_text``, with no word of its own flags to write:
    the words looked up (what every JSON answer of a batch writes)."""
    parts = [meld_notation(m) for m in hand.melds] if hand.melds else []
    parts.append(format_tiles(hand.concealed) + TILE_CODES[hand.win_tile])
    c = hand.context
    if c.self_drawn:
        parts.append("tsumo")
    if c.last_copy:
        parts.append("last")
    if c.wall_last:
        parts.append("wall")
    if c.kong:
        parts.append("kong")
    if c.seat_wind != Tile.EAST:
        parts.append("seat=" + WIND_LETTER[c.seat_wind])
    if c.round_wind != Tile.EAST:
        parts.append("round=" + WIND_LETTER[c.round_wind])
    if c.flowers:
        parts.append(f"flowers={c.flowers}")
    return " ".join(parts)


_SUITED_GROUP = re.compile(r"(\d+)([mps])")


def _mark_red_fives(parts: list[str], red_fives: tuple[Tile, ...]) -> list[str]:
    """Turn the first 5s of each red five's suit into 0 (as many as it has red fives), in writing order
    (melds, then standing tiles)."""
    unmarked: dict[str, int] = {}
    for five in red_fives:
        unmarked[five.suit.value] = unmarked.get(five.suit.value, 0) + 1

    def mark(match: re.Match[str]) -> str:
        digits, suit = match.group(1), match.group(2)
        while unmarked.get(suit) and "5" in digits:
            unmarked[suit] -= 1
            digits = digits.replace("5", "0", 1)
        return digits + suit

    return [_SUITED_GROUP.sub(mark, part) for part in parts]


def format_partial(hand: PartialHand, honors: str = "z", ruleset: str = DEFAULT_RULESET) -> str:
    parts = [_meld_text(m, honors) for m in hand.melds]
    parts.append(_honor_text(list(hand.concealed), honors))
    parts.extend(format_flags(hand.context, hand.extras, ruleset))
    if hand.seen:
        parts.append("seen=" + format_tiles(hand.seen))
    return " ".join(p for p in parts if p)
