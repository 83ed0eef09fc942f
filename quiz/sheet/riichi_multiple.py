"""The rows of Riichi's own hand ends (``quiz.sheet.riichi_hand_ends``), checked against the table's
settings: a multiple ron's wins in turn from the discarder, nagashi mangan, an abortive draw."""

from __future__ import annotations

import dataclasses

from quiz.sheet.model import Draw, Row, RowKind, Sheet, SheetError
from quiz.sheet.riichi_hand_ends import (
    FOUR_SEATS_ONLY,
    AbortKind,
    RiichiAbort,
    RiichiNagashi,
    RiichiRons,
)
from quiz.sheet.riichi_payments import check_player, draw_deltas, riichi_declared, win_deltas
from quiz.sheet.riichi_settings import RiichiSettings
from scoring.riichi.game.settle import nagashi_deltas


def rons_rows(sheet: Sheet, seq: int, rons: RiichiRons, settings: RiichiSettings) -> tuple[Row, ...]:
    """One row per winner, the nearest the discarder's right first: that one takes the honba and the sticks,
    every winner the discarder's payment (a second winner's row shows no sticks taken)."""
    hand = sheet.next_hand
    assert hand is not None
    check_player(sheet, rons.loser)
    if settings.max_rons < 2:
        raise SheetError("rons_head_bump")
    if len(rons.winners) < 2 or len(rons.winners) > settings.max_rons:
        raise SheetError("rons_count", count=len(rons.winners), most=settings.max_rons)
    if len(set(rons.winners)) != len(rons.winners):
        raise SheetError("rons_twice")
    players = len(sheet.totals)
    ordered = sorted(rons.wins(), key=lambda win: (hand.seats[win.winner] - hand.seats[rons.loser]) % players)
    rows = []
    for place, win in enumerate(ordered):
        at = hand if place == 0 else dataclasses.replace(hand, honba=0, pot=0)
        deltas = win_deltas(dataclasses.replace(sheet, next_hand=at), win, settings)
        rows.append(Row(seq, RowKind.WIN_ON_DISCARD, dataclasses.replace(at, honba=hand.honba), deltas, win))
    return tuple(rows)


def nagashi_rows(sheet: Sheet, seq: int, nagashi: RiichiNagashi, settings: RiichiSettings) -> tuple[Row, ...]:
    """The draw's one row: each nagashi player's mangan in place of the no-ten payments."""
    hand = sheet.next_hand
    assert hand is not None
    if not settings.nagashi:
        raise SheetError("nagashi_off")
    if not nagashi.players or len(set(nagashi.players)) != len(nagashi.players):
        raise SheetError("nagashi_players")
    for player in nagashi.players:
        check_player(sheet, player)
    draw_deltas(sheet, Draw(nagashi.tenpai))  # the ready players checked as at any draw (riichi among them)
    # in sanma the two payers pay their shares as at four (no north share), as the engine's presets play it
    deltas = nagashi_deltas(len(sheet.totals), hand.dealer, nagashi.players)
    return (Row(seq, RowKind.NAGASHI, hand, deltas, nagashi),)


def abort_of(sheet: Sheet, abort: RiichiAbort, settings: RiichiSettings) -> AbortKind:
    """The abortive draw's kind, refused where the table does not play it."""
    if not settings.aborts:
        raise SheetError("aborts_off")
    try:
        why = AbortKind(abort.why)
    except ValueError:
        raise SheetError("abort_unknown", word=str(abort.why)[:40]) from None
    players = len(sheet.totals)
    if (why in FOUR_SEATS_ONLY and players < 4) or (why is AbortKind.TRIPLE_RON and settings.max_rons != 2):
        raise SheetError("abort_not_here", why=why.value)
    if why is AbortKind.FOUR_RIICHI and len(riichi_declared(sheet)) < players:
        raise SheetError("abort_four_riichi_bets")
    return why
