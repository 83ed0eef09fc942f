"""The Riichi sheet's payments: a win (honba and riichi sticks), no-ten payments at a draw, penalties.

``win_deltas``, ``draw_deltas`` and ``penalty_deltas`` check their entry against the sheet and return
every player's change of points.
"""

from __future__ import annotations

from dataclasses import replace

from quiz.sheet.model import Draw, Penalty, RowKind, Sheet, SheetError, Win
from quiz.sheet.riichi_settings import RiichiSettings
from scoring.riichi.payments import payment

#: fu a hand can have (20 and 25 only with 2 han or more)
FU_VALUES = frozenset((20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110))
#: han of one yakuman when a win is entered as a limit (``/win Ann yakuman`` is 13 han, no fu)
YAKUMAN_HAN = 13
RIICHI_STICK = 1000
NOTEN_TOTAL = 3000


def riichi_declared(sheet: Sheet) -> frozenset[int]:
    """The players who declared riichi in the hand being played."""
    declared: set[int] = set()
    for row in reversed(sheet.rows):
        if row.kind is RowKind.BET:
            declared.add(row.entry.player)
        elif row.kind is not RowKind.PENALTY:
            break
    return frozenset(declared)


def is_limit_entry(win: Win) -> bool:
    """A win entered as a limit with no fu: 13 han per yakuman (``yakuman``, ``2x yakuman``)."""
    return win.fu is None and (win.han or 0) >= YAKUMAN_HAN


def check_win(sheet: Sheet, win: Win, settings: RiichiSettings) -> None:
    check_player(sheet, win.winner)
    if win.loser is not None:
        check_player(sheet, win.loser)
        if win.loser == win.winner:
            raise SheetError("loser_is_winner")
    han, fu = win.han, win.fu
    if han is None or han < 1:
        raise SheetError("han_needed")
    if han > 6 * YAKUMAN_HAN:
        raise SheetError("han_too_many", han=han)
    if fu is None:
        if han < 5:
            raise SheetError("fu_needed", han=han)
        return
    if fu not in FU_VALUES:
        raise SheetError("bad_fu", fu=fu)
    if fu in (20, 25) and han < 2:
        raise SheetError("impossible_fu", han=han, fu=fu)
    if fu == 20 and win.loser is not None and settings.scoring.open_pinfu_fu:
        # 20 fu is a self-drawn pinfu; a ron always has at least 30
        raise SheetError("impossible_fu", han=han, fu=fu)


def win_payment(sheet: Sheet, win: Win, settings: RiichiSettings, honba: int | None = None):
    """The scorer's payment for a win at this hand (the hand's honba unless given, sticks not)."""
    hand = sheet.next_hand
    assert hand is not None
    yakuman = is_limit_entry(win)
    return payment(win.han, win.fu if win.fu is not None else 30, yakuman, win.winner == hand.dealer,
                   win.loser is None, hand.honba if honba is None else honba, settings.scoring)


def win_deltas(sheet: Sheet, win: Win, settings: RiichiSettings) -> tuple[int, ...]:
    """Each player's change: the loser pays the ron, or the three pay the tsumo (the dealer the
    larger share); the winner also takes every riichi stick on the table."""
    check_win(sheet, win, settings)
    hand = sheet.next_hand
    assert hand is not None
    paid = win_payment(sheet, win, settings)  # sanma: two payers, the tsumo loss as the rules say
    deltas = [0] * len(sheet.totals)
    liable = win.liable  # pao (played tables): Tenhou's rule page, as scoring/riichi/game/wins.py pays it
    if win.loser is not None and liable is not None:
        # the feeder pays half the hand and every honba, the discarder the other half
        honba = paid.main - win_payment(sheet, replace(win, liable=None), settings, honba=0).main
        half = (paid.main - honba) // 2
        deltas[liable] -= half + honba
        deltas[win.loser] -= paid.main - half - honba
    elif win.loser is not None:
        deltas[win.loser] -= paid.main
    else:
        for player in range(len(deltas)):
            if player == win.winner:
                continue
            # a dealer's tsumo: main == additional; else the dealer pays main, the others additional
            share = paid.main if player == hand.dealer else paid.additional
            deltas[player if liable is None else liable] -= share
    deltas[win.winner] = -sum(deltas) + hand.pot
    return tuple(deltas)


def draw_deltas(sheet: Sheet, draw: Draw) -> tuple[int, ...]:
    """No-ten payments: 3,000 in all, from the players not ready to the players ready (nothing
    moves when all or none are ready). A player in riichi must be among the ready."""
    ready = set(draw.tenpai)
    for player in ready:
        check_player(sheet, player)
    if len(ready) != len(draw.tenpai):
        raise SheetError("tenpai_twice")
    missing = sorted(riichi_declared(sheet) - ready)
    if missing:
        raise SheetError("riichi_not_ready", player=player_name(sheet, missing[0]))
    players = len(sheet.totals)
    if len(ready) in (0, players):
        return (0,) * players
    gain, loss = NOTEN_TOTAL // len(ready), NOTEN_TOTAL // (players - len(ready))
    return tuple(gain if p in ready else -loss for p in range(players))


def penalty_deltas(sheet: Sheet, penalty: Penalty) -> tuple[int, ...]:
    """``points`` from the player: to one other, or split evenly among the other three."""
    check_player(sheet, penalty.player)
    if penalty.deducted:  # Riichi's penalties are paid to players (chombo); MCR competitions deduct
        raise SheetError("not_in_ruleset", what="deducted")
    if penalty.points <= 0:
        raise SheetError("penalty_not_positive", points=penalty.points)
    if penalty.points % 100:
        raise SheetError("penalty_hundreds", points=penalty.points)
    others = len(sheet.totals) - 1
    deltas = [0] * (others + 1)
    deltas[penalty.player] = -penalty.points
    if penalty.to is not None:
        check_player(sheet, penalty.to)
        if penalty.to == penalty.player:
            raise SheetError("penalty_to_self")
        deltas[penalty.to] = penalty.points
    else:
        if penalty.points % (100 * others):  # split between two in sanma, among three otherwise
            raise SheetError("penalty_split" if others == 3 else "penalty_split_two", points=penalty.points)
        for player in range(others + 1):
            if player != penalty.player:
                deltas[player] = penalty.points // others
    return tuple(deltas)


def check_player(sheet: Sheet, player: int) -> None:
    """SheetError ``unknown_player`` for a player not at the table."""
    if not 0 <= player < len(sheet.start.players):
        raise SheetError("unknown_player", player=str(player))


def player_name(sheet: Sheet, player: int) -> str:
    """The player's name, for the errors."""
    return sheet.start.players[player].name
