"""The 16-hand match: prevailing wind, dealer and seat winds per hand, and the payments of a hand.

Rotation (MCR competition rules; ChineseOfficialMahjongHelper ``Classes/RecordSystem/RecordScene.cpp``,
``RecordScene::init``): four rounds of four hands, prevailing wind East, South, West, North; within a
round the dealer passes to the next seat every hand, a drawn hand included; between rounds the players
change seats as ``SEAT_CHANGES`` says. This is the score sheet's table (``quiz/sheet/mcr.py``), repeated
here because the rules core imports nothing above it; a test holds the two equal.

Payments (the competition rules, CHM ``TranslateDetailToScoreTable``): a win on a discard takes
fan + 8 from the discarder and 8 from each other player; a self-drawn win takes fan + 8 from each of
the three; ``fan`` is the total with flowers. A false win (a declared win under 8 fan without flowers)
costs the claimer ``FALSE_WIN_POINTS`` to each other player, and the hand goes on: the score sheet's
choice (``quiz/sheet/mcr.py``), so a played hand lands on the sheet with the same figures.
"""

from __future__ import annotations

from scoring.game.model import HANDS, SEATS, WINDS, HandPosition

BASE = 8
MINIMUM_FAN = 8
FALSE_WIN_POINTS = 10

#: SEAT_CHANGES[round][starting seat] = the seat wind (0-3) at the first hand of that round
SEAT_CHANGES: tuple[tuple[int, ...], ...] = (
    (0, 1, 2, 3),
    (1, 0, 3, 2),   # East and South swap, West and North swap
    (2, 3, 1, 0),
    (3, 2, 0, 1),
)


def position(hand_number: int) -> HandPosition:
    """Hand ``hand_number`` (1-16) of the match: prevailing wind and each starting seat's wind."""
    if not 1 <= hand_number <= HANDS:
        raise ValueError(f"hand number {hand_number} outside 1-{HANDS}")
    game_round, in_round = divmod(hand_number - 1, 4)
    winds = tuple(WINDS[(SEAT_CHANGES[game_round][seat] - in_round) % SEATS] for seat in range(SEATS))
    return HandPosition(hand_number, WINDS[game_round], winds)  # type: ignore[arg-type]


def win_deltas(winner: int, discarder: int | None, fan: int) -> tuple[int, int, int, int]:
    """Each seat's change for a win of ``fan`` (self-drawn when ``discarder`` is None)."""
    if discarder is None:
        return tuple(3 * (fan + BASE) if s == winner else -(fan + BASE) for s in range(SEATS))  # type: ignore
    return tuple(fan + 3 * BASE if s == winner else -(fan + BASE) if s == discarder else -BASE  # type: ignore
                 for s in range(SEATS))


def false_win_deltas(seat: int) -> tuple[int, int, int, int]:
    return tuple(-3 * FALSE_WIN_POINTS if s == seat else FALSE_WIN_POINTS for s in range(SEATS))  # type: ignore
