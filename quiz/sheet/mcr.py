"""The MCR score sheet: payments, 16 hands, dealer and seat rotation, table points, chase figures.

Payments (the MCR competition rules, as ChineseOfficialMahjongHelper's ``TranslateDetailToScoreTable``
computes them): a win on a discard takes fan + 8 from the discarder and 8 from each other player; a
self-drawn win takes fan + 8 from each of the three. A win needs 8 fan (flowers excluded).

Hands and seats: 16 hands in four rounds of four (East, South, West, North prevailing wind). Within a
round the dealer passes to the next seat every hand, a drawn hand included. Between rounds the
players change seats as the competition rules say; the seat each player (by the seat they started
in) takes at the first hand of each round is the table below, checked against
ChineseOfficialMahjongHelper (commit abc04ea): ``Classes/RecordSystem/RecordScene.cpp``,
``RecordScene::init`` (``_seatFlag`` / ``_playerFlag`` by ``handIdx >> 2``) and the "每圈座位" header
of ``Classes/RecordSystem/ScoreSheetScene.cpp`` (which lists, per seat, who sits there each round).

Table points: 4/2/1/0 by rank, tied players sharing the sum of the places they cover (the helper's
``RankToStandardScore``: 48/24/12/0 shared, i.e. 4/2/1/0 in twelfths).

A false win (a hand under 8 fan declared anyway, entered with ``false_win``) is our choice where
the issue is silent: the claimer pays ``false_win`` points (10 unless the table says otherwise) to
each other player, and the hand goes on (it is not counted as played).
"""

from __future__ import annotations

from dataclasses import dataclass

from quiz.sheet.checks import seated_hand
from quiz.sheet.model import Draw, HandState, Sheet, SheetError, SheetTraits, TableStart, Win, Wind
from quiz.sheet.penalties import MAXIMUM_PENALTY
from quiz.sheet.penalties import penalty_deltas as penalty_deltas  # where the MCR sheet's callers look for it
from quiz.sheet.placing import table_points as table_points  # likewise
from quiz.sheet.plain import PlainSheet
from scoring.mcr import McrResult, score_hand
from scoring.notation import format_hand
from scoring.rulesets import RulesetId

HANDS = 16
MINIMUM_FAN = 8
BASE = 8
FALSE_WIN_POINTS = 10
#: the options an MCR table takes at ``/table start`` (``false_win=N``: the false-win penalty to each player;
#: ``played=fanbot``: the hands were played in the chat, each entered by the bot)
MCR_OPTIONS = frozenset({"false_win", "played"})

#: SEAT_CHANGES[round][starting seat] = the seat at the first hand of that round
SEAT_CHANGES: tuple[tuple[Wind, ...], ...] = (
    (Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH),
    (Wind.SOUTH, Wind.EAST, Wind.NORTH, Wind.WEST),   # East and South swap, West and North swap
    (Wind.WEST, Wind.NORTH, Wind.SOUTH, Wind.EAST),
    (Wind.NORTH, Wind.WEST, Wind.EAST, Wind.SOUTH),
)


def hand_state(start: TableStart, number: int) -> HandState:
    """Hand ``number`` (1-16): its prevailing wind, dealer, and every player's seat wind."""
    game_round, in_round = divmod(number - 1, 4)
    round_seats = [SEAT_CHANGES[game_round][seat] for seat in start.seats]
    seats = tuple(Wind((seat - in_round) % 4) for seat in round_seats)
    return HandState(number=number, prevailing=Wind(game_round), dealer=seats.index(Wind.EAST), seats=seats)


def win_deltas(winner: int, loser: int | None, fan: int) -> tuple[int, ...]:
    """Each player's change for a win of ``fan`` (self-drawn when ``loser`` is None)."""
    if loser is None:
        return tuple(3 * (fan + BASE) if player == winner else -(fan + BASE) for player in range(4))
    return tuple(fan + 3 * BASE if player == winner else -(fan + BASE) if player == loser else -BASE
                 for player in range(4))


@dataclass(frozen=True, slots=True)
class Chase:
    """What ``player`` needs to pass ``target`` (who is ahead by ``gap``) in one hand: the fan of a
    self-drawn win, of a win on the target's discard, and of a win on another player's discard."""

    player: int
    target: int
    gap: int
    self_drawn: int
    on_target: int
    on_other: int


def _least_fan_above(gain_per_fan: int, fixed: int, gap: int) -> int:
    """The smallest fan >= 8 with ``gain_per_fan * fan + fixed > gap``."""
    needed = (gap - fixed) // gain_per_fan + 1
    return max(MINIMUM_FAN, needed)


def chase(totals: tuple[int, ...]) -> tuple[Chase, ...]:
    """For each player, the fan needed to pass each player above them with one win."""
    found = []
    for player in range(4):
        for target in sorted(range(4), key=lambda p: -totals[p]):
            gap = totals[target] - totals[player]
            if target == player or gap <= 0:
                continue
            # gains in the difference: self-drawn 3(f+8) + (f+8); on the target's discard (f+24) + (f+8);
            # on another's discard (f+24) + 8
            found.append(Chase(player, target, gap,
                               self_drawn=_least_fan_above(4, 4 * BASE, gap),
                               on_target=_least_fan_above(2, 4 * BASE, gap),
                               on_other=_least_fan_above(1, 4 * BASE, gap)))
    return tuple(found)


class McrSheet(PlainSheet):
    """The MCR ruleset of the sheet (``SheetRules``)."""

    ruleset = RulesetId.MCR
    traits = SheetTraits(by_fan=True, minimum=MINIMUM_FAN, hands=HANDS, chases=True)
    options = MCR_OPTIONS

    def check_start(self, start: TableStart) -> None:
        false_win = start.option("false_win")
        if false_win is not None and not (false_win.isdecimal() and 0 < int(false_win) <= MAXIMUM_PENALTY):
            raise SheetError("bad_option", option="false_win", value=false_win)

    def first_hand(self, start: TableStart) -> HandState:
        return hand_state(start, 1)

    def after(self, sheet: Sheet, hand: HandState, ended: Win | Draw) -> HandState | None:
        """The next of the 16 hands, whoever won (or nobody)."""
        return hand_state(sheet.start, hand.number + 1) if hand.number < HANDS else None

    def win_deltas(self, sheet: Sheet, hand: HandState, win: Win) -> tuple[int, ...]:
        return win_deltas(win.winner, win.loser, win.fan)

    def false_win_deltas(self, sheet: Sheet, win: Win) -> tuple[int, ...]:
        points = int(sheet.start.option("false_win", str(FALSE_WIN_POINTS)))
        return tuple(-3 * points if p == win.winner else points for p in range(4))


RULES = McrSheet()


def scored_win(sheet: Sheet, winner: int, loser: int | None, hand_text: str,
               false_win: bool = False) -> tuple[Win, McrResult]:
    """A win typed as a hand: scored with the winner's seat wind and the prevailing wind of the hand
    being played (and self-drawn when nobody discarded). Under 8 fan without flowers it is refused
    (``false_win_unconfirmed``) unless ``false_win`` says the table records it as a false win.
    HandError for a hand that does not read or is not a winning hand."""
    hand = seated_hand(sheet, winner, loser, hand_text, RulesetId.MCR)
    result = score_hand(hand)
    below = not result.meets_minimum
    if below and not false_win:
        raise SheetError("false_win_unconfirmed", fan=result.total_without_flowers, minimum=MINIMUM_FAN)
    fans = tuple(hit.id for hit in result.fans)
    win = Win(winner=winner, loser=loser, fan=result.total, hand=format_hand(hand), fans=fans,
              false_win=below and false_win)
    return win, result
