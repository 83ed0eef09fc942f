"""A Riichi win entered as the hand: the typed hand checked against the sheet and scored."""

from __future__ import annotations

import dataclasses

from quiz.sheet.model import Sheet, SheetError, Win
from quiz.sheet.riichi_payments import RIICHI_STICK, check_player, check_win, player_name, riichi_declared
from quiz.sheet.riichi_settings import table_settings
from scoring.notation import format_hand, parse_hand
from scoring.riichi.flags import as_extras, flags_of
from scoring.riichi.result import RiichiResult
from scoring.riichi.scorer import score_hand
from scoring.tiles import Tile

_WIND_TILES = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)


def win_from_hand(sheet: Sheet, winner: int, loser: int | None, text: str) -> tuple[Win, RiichiResult]:
    """The win a typed hand makes at this hand of the sheet, and the scorer's result.

    The sheet gives what it knows: the winner's seat wind, the prevailing wind, tsumo when
    self-drawn, riichi when the winner declared it here, the honba and the sticks on the table. A
    hand that says otherwise (another seat, ``tsumo`` on a discard, riichi never declared) is
    refused; HandError for a hand that cannot be read or has no yaku.
    """
    hand_state = sheet.next_hand
    if sheet.finished or hand_state is None:
        raise SheetError("table_finished")
    check_player(sheet, winner)
    if loser is not None:
        check_player(sheet, loser)
        if loser == winner:
            raise SheetError("loser_is_winner")
    settings = table_settings(sheet.start)
    counts = settings.scoring.red_five_counts
    typed = parse_hand(text, "riichi", counts)
    seat, prevailing = _WIND_TILES[hand_state.seats[winner]], _WIND_TILES[hand_state.prevailing]
    context, flags = typed.context, flags_of(typed)
    if context.seat_wind not in (Tile.EAST, seat):
        raise SheetError("seat_differs", player=player_name(sheet, winner), seat="ESWN"[hand_state.seats[winner]])
    if context.round_wind not in (Tile.EAST, prevailing):
        raise SheetError("round_differs", round="ESWN"[hand_state.prevailing])
    if context.self_drawn and loser is not None:
        raise SheetError("self_drawn_with_loser")
    declared = winner in riichi_declared(sheet)
    if (flags.riichi or flags.double_riichi) and not declared:
        raise SheetError("riichi_not_declared", player=player_name(sheet, winner))
    flags = dataclasses.replace(flags, riichi=flags.riichi or (declared and not flags.double_riichi),
                                honba=hand_state.honba, kyoutaku=hand_state.pot // RIICHI_STICK)
    context = dataclasses.replace(context, seat_wind=seat, round_wind=prevailing, self_drawn=loser is None)
    # written out and read again, so that the flags are checked against the sheet's seat and tsumo
    written = format_hand(dataclasses.replace(typed, context=context, extras=as_extras(flags)), ruleset="riichi")
    result = score_hand(parse_hand(written, "riichi", counts), settings.scoring)
    fans = tuple(hit.id for hit in result.yakuman) + tuple(hit.id for hit in result.yaku)
    win = Win(winner, loser, han=result.han, fu=None if result.is_yakuman else result.fu, hand=written, fans=fans)
    check_win(sheet, win, settings)
    return win, result
