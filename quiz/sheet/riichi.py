"""The Riichi ruleset of the score sheet: the hands in turn, dealer repeats and honba, hanchan or
tonpuusen, bust and agari-yame, and the end of the game.

The settings are read by ``quiz.sheet.riichi_settings``, the points moved by
``quiz.sheet.riichi_payments`` and the places and final score given by
``quiz.sheet.riichi_standings``; a win typed as the hand is ``quiz.sheet.riichi_hand_entry``.

A double or triple ron, nagashi mangan and the abortive draws are ``quiz.sheet.riichi_hand_ends``'s
entries, as each preset plays them (``max_rons``, ``nagashi`` and ``aborts`` of ``RiichiSettings``).
"""

from __future__ import annotations

import dataclasses

from quiz.sheet.model import (
    Draw,
    Entry,
    HandState,
    Penalty,
    Row,
    RowKind,
    Sheet,
    SheetError,
    SheetTraits,
    TableStart,
    Win,
    Wind,
)
from quiz.sheet.riichi_bet import RiichiBet
from quiz.sheet.riichi_hand_ends import RiichiAbort, RiichiNagashi, RiichiRons
from quiz.sheet.riichi_multiple import abort_of, nagashi_rows, rons_rows
from quiz.sheet.riichi_payments import (
    RIICHI_STICK,
    check_player,
    draw_deltas,
    penalty_deltas,
    player_name,
    riichi_declared,
    win_deltas,
)
from quiz.sheet.riichi_settings import RiichiSettings, table_settings
from quiz.sheet.riichi_standings import standings_of
from scoring.rulesets import RulesetId


class RiichiSheet:
    """``SheetRules`` for Riichi: the deal passes to the South seat (and every seat wind turns)
    unless the dealer wins or is ready at a draw; the prevailing wind turns after four dealers."""

    ruleset = RulesetId.RIICHI
    entries = (RiichiBet, RiichiRons, RiichiNagashi, RiichiAbort)
    traits = SheetTraits(by_fan=False, draws_pay_ready=True, holds_points=True, players=(4, 3),
                         several_winners=True)

    def hand_value(self, win: Win) -> int:
        return win.han or 0

    def begin(self, start: TableStart) -> Sheet:
        players = len(start.players)
        if players not in (3, 4):
            raise SheetError("riichi_players", count=players)
        settings = table_settings(start)
        if sorted(start.seats) != list(Wind)[:players]:
            raise SheetError("bad_seats")
        if len({player.name.casefold() for player in start.players}) != players:
            raise SheetError("same_player_twice")
        dealer = start.seats.index(Wind.EAST)
        first = HandState(number=1, prevailing=Wind.EAST, dealer=dealer, seats=start.seats)
        totals = (settings.start_points,) * players
        return Sheet(start=start, rows=(), totals=totals, next_hand=first, hands_played=0,
                     standings=standings_of(start, totals, settings, final=False))

    def apply(self, sheet: Sheet, entry: Entry) -> Sheet:
        hand = sheet.next_hand
        if sheet.finished or hand is None:
            raise SheetError("table_finished")
        body = entry.body
        settings = table_settings(sheet.start)
        if isinstance(body, Win):
            deltas = win_deltas(sheet, body, settings)
            kind = RowKind.SELF_DRAWN if body.loser is None else RowKind.WIN_ON_DISCARD
            repeat = body.winner == hand.dealer
            return self._hand_over(sheet, entry, kind, deltas, repeat, pot_taken=True, settings=settings)
        if isinstance(body, Draw):
            deltas = draw_deltas(sheet, body)
            repeat = hand.dealer in body.tenpai
            return self._hand_over(sheet, entry, RowKind.DRAW, deltas, repeat, pot_taken=False, settings=settings)
        if isinstance(body, RiichiRons):
            rows = rons_rows(sheet, entry.seq, body, settings)
            repeat = hand.dealer in body.winners
            return self._hand_over(sheet, entry, RowKind.WIN_ON_DISCARD, (), repeat, True, settings, rows)
        if isinstance(body, RiichiNagashi):
            rows = nagashi_rows(sheet, entry.seq, body, settings)
            return self._hand_over(sheet, entry, RowKind.NAGASHI, (), hand.dealer in body.tenpai, False, settings, rows)
        if isinstance(body, RiichiAbort):
            abort_of(sheet, body, settings)
            deltas = (0,) * len(sheet.totals)
            return self._hand_over(sheet, entry, RowKind.ABORT, deltas, True, pot_taken=False, settings=settings,
                                   stops=False)
        if isinstance(body, RiichiBet):
            check_player(sheet, body.player)
            if body.player in riichi_declared(sheet):
                raise SheetError("riichi_twice", player=player_name(sheet, body.player))
            if sheet.totals[body.player] < RIICHI_STICK:
                raise SheetError("riichi_needs_points", player=player_name(sheet, body.player), points=RIICHI_STICK)
            deltas = tuple(-RIICHI_STICK if p == body.player else 0 for p in range(len(sheet.totals)))
            next_hand = dataclasses.replace(hand, pot=hand.pot + RIICHI_STICK)
            return self._with_row(sheet, Row(entry.seq, RowKind.BET, hand, deltas, body), next_hand, settings)
        if isinstance(body, Penalty):
            deltas = penalty_deltas(sheet, body)
            return self._with_row(sheet, Row(entry.seq, RowKind.PENALTY, hand, deltas, body), hand, settings)
        raise SheetError("not_an_entry")

    def finish(self, sheet: Sheet) -> Sheet:
        """The game closed as it stands (``/table end`` before the last hand, or the last hand played)."""
        settings = table_settings(sheet.start)
        pot = sheet.next_hand.pot if sheet.next_hand is not None else _pot_left(sheet)
        return dataclasses.replace(
            sheet, next_hand=None, finished=True,
            standings=standings_of(sheet.start, sheet.totals, settings, final=True, pot=pot),
            extras=(("pot", pot),))

    # ---- steps ----

    def _with_row(self, sheet: Sheet, row: Row, next_hand: HandState, settings: RiichiSettings,
                  more: tuple[Row, ...] = ()) -> Sheet:
        rows = (row, *more) if row is not None else more
        totals = sheet.totals
        for each in rows:
            totals = tuple(t + d for t, d in zip(totals, each.deltas, strict=True))
        return dataclasses.replace(sheet, rows=(*sheet.rows, *rows), totals=totals, next_hand=next_hand,
                                   standings=standings_of(sheet.start, totals, settings, final=False),
                                   extras=(("pot", next_hand.pot),))

    def _hand_over(self, sheet: Sheet, entry: Entry, kind: RowKind, deltas: tuple[int, ...], repeat: bool,
                   pot_taken: bool, settings: RiichiSettings, rows: tuple[Row, ...] = (), stops: bool = True) -> Sheet:
        """The hand's rows (one, or ``rows`` when the entry makes several) and the next hand; ``stops``: the
        last dealer's repeat may end the game (agari-yame; never after an abortive draw)."""
        hand = sheet.next_hand
        assert hand is not None
        following = _next_hand(sheet.start, hand, repeat, won_by_other=pot_taken and not repeat,
                               pot=0 if pot_taken else hand.pot)
        row = None if rows else Row(entry.seq, kind, hand, deltas, entry.body)
        played = dataclasses.replace(self._with_row(sheet, row, following, settings, rows),
                                     hands_played=sheet.hands_played + 1)
        if _game_over(played, hand, repeat, settings, stops):
            return self.finish(played)
        return played


def kyoku(start: TableStart, hand: HandState) -> int:
    """The hand's place within its wind, 1 to 4 (East 1 ... East 4; to 3 in sanma): the dealer's
    first seat + 1."""
    return start.seats[hand.dealer] + 1


def is_last_hand(start: TableStart, hand: HandState, settings: RiichiSettings) -> bool:
    """All-last: the fourth dealer of the last wind."""
    return hand.prevailing == settings.rounds - 1 and kyoku(start, hand) == len(start.players)


def _next_hand(start: TableStart, hand: HandState, repeat: bool, won_by_other: bool, pot: int) -> HandState:
    """The hand after this one: the same dealer with one more honba, or the next dealer, the seats
    turning (honba cleared after another player's win, one more after a draw)."""
    if repeat:
        return dataclasses.replace(hand, number=hand.number + 1, honba=hand.honba + 1, pot=pot)
    players = len(start.players)  # three in sanma: no north seat
    seats = tuple(Wind((seat - 1) % players) for seat in hand.seats)
    prevailing = Wind((hand.prevailing + 1) % 4) if kyoku(start, hand) == players else hand.prevailing
    honba = 0 if won_by_other else hand.honba + 1
    return HandState(number=hand.number + 1, prevailing=prevailing, dealer=seats.index(Wind.EAST), seats=seats,
                     honba=honba, pot=pot)


def _game_over(sheet: Sheet, hand: HandState, repeat: bool, settings: RiichiSettings, stops: bool = True) -> bool:
    if not settings.ends_itself:
        return False
    if settings.bust and min(sheet.totals) < 0:
        return True
    if not is_last_hand(sheet.start, hand, settings):
        return False
    if not repeat:
        return True
    # agari-yame / tenpai-yame: the last dealer stops when first, ahead of everyone
    dealer_points = sheet.totals[hand.dealer]
    ahead = all(dealer_points > t for p, t in enumerate(sheet.totals) if p != hand.dealer)
    return stops and settings.agariyame and ahead


def _pot_left(sheet: Sheet) -> int:
    return dict(sheet.extras).get("pot", 0)


RULES = RiichiSheet()
