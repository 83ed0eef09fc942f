"""A played table's hands on the chat's score sheet (``quiz/sheet``), marked as played in fanbot:
the sheet opens when the game starts, takes each hand's result as the engine scored it, and ends
with the table. Seats are the sheet's players in the same order, so the sheet's rotation is the
game's."""

from __future__ import annotations

from collections.abc import Callable

from quiz.play.model import PlayTable
from quiz.sheet.model import Draw, End, Player, SheetError, TableStart, Win, Wind
from quiz.sheet.store import SheetStore
from scoring.game import table_rules

#: the sheet option that marks a table whose hands were played in the chat
PLAYED = ("played", "fanbot")
AUTHOR = "fanbot"


def sheet_chat(table: PlayTable) -> str:
    """The chat id the score sheets use (the platform prefixes it, as ``bot.storage.chat_key`` does)."""
    return f"{table.platform}:{table.chat_id}"


def start_sheet(storage, db, table: PlayTable, clock: Callable[[], float]) -> str | None:
    """Open the chat's sheet for the game; None when a sheet is being kept there by hand (the game is
    then played without one rather than end somebody's sheet)."""
    start = TableStart(table_rules().id, tuple(Player(seat.name, seat.user_id) for seat in table.seats),
                       tuple(Wind), (PLAYED,))
    try:
        return SheetStore(storage, clock).start_in(db, sheet_chat(table), start, AUTHOR).table.id
    except SheetError:
        return None


def record_hand(storage, db, table: PlayTable, result, clock: Callable[[], float]) -> None:
    """The hand's result as sheet entries: each false win's penalty, then the win (with its fans and
    hand) or the draw."""
    if table.sheet_id is None:
        return
    store = SheetStore(storage, clock)
    for false_win in getattr(result, "false_wins", ()):
        store.append_in(db, table.sheet_id, Win(false_win.seat, false_win=True, hand=false_win.notation), AUTHOR)
    if result.winner is None:
        store.append_in(db, table.sheet_id, Draw(), AUTHOR)
    else:
        fans = tuple(line.id for line in result.fans for _ in range(max(1, line.count)))
        store.append_in(db, table.sheet_id, Win(result.winner, result.discarder, fan=result.fan,
                                                hand=result.notation, fans=fans), AUTHOR)


def end_sheet(storage, db, table: PlayTable, clock: Callable[[], float]) -> None:
    """Close the sheet with the table (a finished sheet ends itself)."""
    if table.sheet_id is None:
        return
    store = SheetStore(storage, clock)
    try:
        store.append_in(db, table.sheet_id, End(), AUTHOR)
    except SheetError:
        pass


__all__ = ["PLAYED", "AUTHOR", "sheet_chat", "start_sheet", "record_hand", "end_sheet"]
