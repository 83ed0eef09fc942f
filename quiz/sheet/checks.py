"""The checks every four-player sheet makes: the seating and options of a table, a player, a win's total."""

from __future__ import annotations

from quiz.sheet.model import SheetError, TableStart, Win, Wind

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


__all__ = ["MAXIMUM_VALUE", "check_player", "check_seating", "check_win", "number_option"]
