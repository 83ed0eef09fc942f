"""From an append-only log to a sheet: undo takes back the last entry still in force, and every
other entry goes through the ruleset in log order."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from quiz.sheet.model import End, Entry, Sheet, SheetError, SheetRules, TableStart, Undo


def in_force(entries: Iterable[Entry]) -> list[Entry]:
    """The entries an undo has not taken back, in order (an undo takes back the latest one)."""
    kept: list[Entry] = []
    for entry in entries:
        if isinstance(entry.body, Undo):
            if kept:
                kept.pop()
        else:
            kept.append(entry)
    return kept


def replay(rules: SheetRules, start: TableStart, entries: Iterable[Entry]) -> Sheet:
    """The sheet a log gives. Stored entries were checked when written, so none is refused here."""
    sheet = rules.begin(start)
    for entry in in_force(entries):
        if isinstance(entry.body, End):
            return ended(rules, sheet)
        sheet = rules.apply(sheet, entry)
    return sheet


def ended(rules: SheetRules, sheet: Sheet) -> Sheet:
    """The sheet closed by ``/table end``: an empty one is no game, so no one has a final score or
    table points (the standings keep the points as they stand)."""
    finished = rules.finish(sheet)
    if finished.is_game:
        return finished
    return replace(finished, standings=tuple(replace(s, final=None) for s in finished.standings))


def check_undo(entries: Iterable[Entry]) -> None:
    """Refuses an undo with nothing left to take back."""
    if not in_force(entries):
        raise SheetError("nothing_to_undo")
