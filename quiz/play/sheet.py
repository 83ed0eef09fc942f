"""A played table's hands on the chat's score sheet (``quiz/sheet``), marked as played in fanbot:
the sheet opens when the game starts, takes each hand's result as the engine scored it, and ends
with the table. Seats are the sheet's players in the same order, so the sheet's rotation is the
game's."""

from __future__ import annotations

from collections.abc import Callable

from quiz.play.engine import PLAYED
from quiz.play.model import PlayTable
from quiz.play.rulesets import table_play
from quiz.sheet.model import End, SheetError
from quiz.sheet.store import SheetStore

AUTHOR = "fanbot"


def sheet_chat(table: PlayTable) -> str:
    """The chat id the score sheets use (the platform prefixes it, as ``bot.storage.chat_key`` does)."""
    return f"{table.platform}:{table.chat_id}"


def start_sheet(storage, db, table: PlayTable, clock: Callable[[], float]) -> str | None:
    """Open the chat's sheet for the game; None when a sheet is being kept there by hand (the game is
    then played without one rather than end somebody's sheet)."""
    start = table_play(table).sheet_start(table)
    if start is None:
        return None
    try:
        return SheetStore(storage, clock).start_in(db, sheet_chat(table), start, AUTHOR).table.id
    except SheetError:
        return None


def record_hand(storage, db, table: PlayTable, state, clock: Callable[[], float]) -> None:
    """The ended hand as the sheet entries its ruleset makes of it; a sheet its own rules ended takes no more."""
    if table.sheet_id is None:
        return
    store = SheetStore(storage, clock)
    try:
        for entry in table_play(table).sheet_entries(table, state):
            store.append_in(db, table.sheet_id, entry, AUTHOR)
    except SheetError:
        pass


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
