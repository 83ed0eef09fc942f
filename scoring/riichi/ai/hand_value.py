"""What a Riichi hand is worth to the seat holding it: dora, yaku in reach, and the scorer's points when ready.

The estimate of a hand not yet ready counts its han within reach (dora and red fives held, value
honours paired or better, all simples, a one-suit hand, riichi for a closed hand) and reads them on the
30-fu row of the payment table (Tenhou's; a non-dealer's ron: 1,000, 2,000, 3,900, 7,700, mangan up).
A ready hand is scored by ``scoring.riichi`` on each live wait.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.hand import Hand, HandError, Meld, MeldKind, WinContext
from scoring.riichi.ai.view import RED_FIVES, MeldView, SeatView, kind_of
from scoring.riichi.ai.view import MeldKind as CallKind
from scoring.riichi.flags import RiichiFlags, as_extras
from scoring.riichi.options import RiichiRules
from scoring.riichi.scorer import score_hand
from scoring.tiles import Tile

#: a non-dealer's ron at 30 fu by han (5 and up: the limits); the dealer gets half as much again
POINTS_BY_HAN = (0, 1000, 2000, 3900, 7700, 8000, 12000, 12000, 16000, 16000, 16000, 24000, 24000, 32000)
DRAGONS = (31, 32, 33)
TERMINALS_AND_HONOURS = frozenset((0, 8, 9, 17, 18, 26, *range(27, 34)))


def dora_of(indicator: int, players: int) -> int:
    """The dora an indicator shows: the next tile of its suit, winds and dragons in their cycles (three players:
    1m and 9m show each other, 2m-8m being out)."""
    t = kind_of(indicator)
    if t >= 31:
        return 31 + (t - 31 + 1) % 3
    if t >= 27:
        return 27 + (t - 27 + 1) % 4
    if players == 3 and t in (0, 8):
        return 8 - t
    return t - t % 9 + (t % 9 + 1) % 9


def dora_kinds(view: SeatView) -> list[int]:
    """Han each kind is worth as dora (an indicator shown twice counts twice)."""
    out = [0] * 34
    for indicator in view.dora_indicators:
        out[dora_of(indicator, view.players)] += 1
    return out


def value_honours(view: SeatView) -> dict[int, int]:
    """The honours a triplet of scores for this seat, with their han (a double wind two)."""
    out = dict.fromkeys(DRAGONS, 1)
    for wind in (27 + view.round_wind, 27 + view.seat_wind):
        out[wind] = out.get(wind, 0) + 1
    return out


def meld_kinds(meld: MeldView) -> list[int]:
    return [kind_of(t) for t in meld.tiles]


@dataclass(frozen=True)
class HandValue:
    """Han within reach, whether some yaku is (for an open hand: no yaku, no win), and the points they make."""

    han: int
    has_yaku: bool
    points: int


def points_for(han: int, dealer: bool) -> int:
    points = POINTS_BY_HAN[min(han, len(POINTS_BY_HAN) - 1)]
    return points * 3 // 2 if dealer else points


def estimate(view: SeatView, counts: Sequence[int], reds: int) -> HandValue:
    """The han within reach of ``counts`` (the concealed kinds, holding ``reds`` red fives) beside the seat's melds."""
    melds = view.my_melds
    dora = dora_kinds(view)
    kinds = [t for meld in melds for t in meld_kinds(meld)]
    reds += sum(1 for meld in melds for t in meld.tiles if t in RED_FIVES)
    han = reds + view.nuki + sum(dora[t] * c for t, c in enumerate(counts)) + sum(dora[t] for t in kinds)
    yaku = 0
    honours = value_honours(view)
    for tile, worth in honours.items():
        if counts[tile] >= 2 or any(meld_kinds(m)[0] == tile for m in melds):
            yaku += worth
    held = [t for t in range(34) if counts[t]] + kinds
    if all(t not in TERMINALS_AND_HONOURS for t in held):
        yaku += 1
    suits = {t // 9 for t in held if t < 27}
    closed = view.is_closed
    if len(suits) == 1:
        yaku += (3 if closed else 2) if any(t >= 27 for t in held) else (6 if closed else 5)
    elif len(suits) == 2 and _off_suit(counts, kinds) <= 2:
        yaku += 1  # a flush two tiles away: worth something
    if closed:
        yaku += 1  # riichi
    han += yaku
    return HandValue(han, yaku > 0, points_for(max(han, 1), view.is_dealer))


def _off_suit(counts: Sequence[int], kinds: Sequence[int]) -> int:
    """Tiles outside the hand's main suit (a melded suit other than it counts as many)."""
    by_suit = [sum(counts[s * 9:s * 9 + 9]) + sum(1 for k in kinds if k < 27 and k // 9 == s) for s in range(3)]
    return sum(by_suit) - max(by_suit)


def _meld(meld: MeldView) -> Meld:
    kinds = sorted(meld_kinds(meld))
    if meld.kind is CallKind.CHI:
        return Meld(MeldKind.CHOW, Tile(kinds[0]))
    if meld.kind is CallKind.PON:
        return Meld(MeldKind.PUNG, Tile(kinds[0]))
    return Meld(MeldKind.KONG, Tile(kinds[0]), concealed=meld.kind is CallKind.CLOSED_KAN)


def ready_value(view: SeatView, counts: Sequence[int], waits: Sequence[int], seen: Sequence[int], riichi: bool,
                reds: Sequence[int]) -> tuple[int, int]:
    """(winning copies left, their average points on a ron) of the ready ``counts`` holding the red fives ``reds``
    (their kinds); a wait without yaku scores 0."""
    rules = RiichiRules(players=view.players)
    melds = tuple(_meld(m) for m in view.my_melds)
    flags = as_extras(RiichiFlags(riichi=riichi, dora_indicators=tuple(Tile(kind_of(t)) for t in view.dora_indicators),
                                  kita=view.nuki))
    context = WinContext(seat_wind=Tile(27 + view.seat_wind), round_wind=Tile(27 + view.round_wind))
    concealed = tuple(Tile(t) for t in range(34) for _ in range(counts[t]))
    red_fives = tuple(Tile(five) for five in reds)
    copies = total = 0
    for wait in waits:
        left = max(0, 4 - seen[wait])
        if not left:
            continue
        try:
            points = score_hand(Hand(melds, concealed, Tile(wait), context, flags, red_fives), rules).points.total
        except HandError:
            points = 0
        copies += left
        total += points * left
    return copies, (total // copies if copies else 0)


__all__ = ["HandValue", "dora_kinds", "dora_of", "estimate", "points_for", "ready_value", "value_honours"]
