"""The checks every four-player sheet makes: the seating and options of a table, a player, a win's total."""

from __future__ import annotations

from dataclasses import replace

from quiz.sheet.model import Sheet, SheetError, TableStart, Win, Wind
from scoring.hand import Hand
from scoring.notation import parse_hand
from scoring.tiles import Tile

_WIND_TILES = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)

#: a total above this is a typo, whatever the ruleset
MAXIMUM_VALUE = 1000


def check_player(player: int | None) -> None:
    if player is None or not 0 <= player < 4:
        raise SheetError("unknown_player", player=str(player))


def check_seating(start: TableStart, options: frozenset[str]) -> None:
    """Four different players in the four seats, and only the options the ruleset's table takes."""
    if len(start.players) != 4:
        raise SheetError("four_players", count=len(start.players))
    if sorted(start.seats) != list(Wind):
        raise SheetError("bad_seats")
    if len({player.name.casefold() for player in start.players}) != 4:
        raise SheetError("same_player_twice")
    for name, value in start.options:
        if name not in options:
            raise SheetError("bad_option", option=name, value=value)


def number_option(start: TableStart, name: str, default: int) -> int:
    """A positive whole-number option (``base=100``); SheetError for another value."""
    value = start.option(name)
    if value is None:
        return default
    if not (value.isdecimal() and 0 < int(value) <= MAXIMUM_VALUE * 100):
        raise SheetError("bad_option", option=name, value=value)
    return int(value)


def check_win(win: Win, minimum: int) -> None:
    """The players of a win and its total: present, not negative, at least ``minimum``, not absurd."""
    check_player(win.winner)
    if win.loser is not None:
        check_player(win.loser)
        if win.loser == win.winner:
            raise SheetError("loser_is_winner")
    if win.fan is None:
        raise SheetError("fan_missing")
    if win.fan < 0:
        raise SheetError("fan_negative", fan=win.fan)
    if win.fan < minimum and not win.false_win:
        raise SheetError("fan_below_minimum", fan=win.fan, minimum=minimum)
    if win.fan > MAXIMUM_VALUE:
        raise SheetError("fan_too_high", fan=win.fan, maximum=MAXIMUM_VALUE)


def seated_hand(sheet: Sheet, winner: int, loser: int | None, hand_text: str, ruleset: str) -> Hand:
    """A hand typed for a win at the sheet's next hand, read in ``ruleset``'s notation: the table still playing
    and its players checked first, self-drawn when nobody discarded, with the winner's seat wind and the
    prevailing wind. HandError for a hand that does not read."""
    state = sheet.next_hand
    if state is None:
        raise SheetError("table_finished")
    check_player(winner)
    if loser is not None:
        check_player(loser)
        if loser == winner:
            raise SheetError("loser_is_winner")
    hand = parse_hand(hand_text, ruleset)
    if hand.context.self_drawn and loser is not None:
        raise SheetError("self_drawn_with_loser")
    return replace(hand, context=replace(hand.context, self_drawn=loser is None,
                                         seat_wind=_WIND_TILES[state.seats[winner]],
                                         round_wind=_WIND_TILES[state.prevailing]))


__all__ = ["MAXIMUM_VALUE", "check_player", "check_seating", "check_win", "number_option", "seated_hand"]
