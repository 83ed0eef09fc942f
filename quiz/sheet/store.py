"""The score sheets of the chats' tables, kept as one record per table and an append-only log.

Every write is one transaction that locks the table's record (``quiz.ports.SheetRecords``), replays
the log, checks the new entry against the sheet the log gives, and appends it with the next ``seq``.
So two players entering at the same moment are both recorded, one after the other in the order their
transactions took the lock, each checked against the sheet that includes the other's entry; an entry
the sheet refuses changes nothing. A chat has at most one open table.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from quiz.ports import Records, Store
from quiz.records import DuplicateRecord, new_id
from quiz.sheet.log import check_undo, ended, replay
from quiz.sheet.model import End, Entry, EntryBody, Sheet, SheetError, TableStart, Undo
from quiz.sheet.records import ENDED, FINISHED, OPEN, TableRecord
from quiz.sheet.rulesets import rules_for

#: entries a table may hold (16 hands with their penalties and undos are far fewer)
MAX_ENTRIES = 500
#: a full table still takes undos and its end, so it never traps the chat; each undo takes back an
#: entry in force, so these stay below twice the cap (the ceiling only bounds the log for certain)
CLOSING_ENTRIES_CEILING = 2 * MAX_ENTRIES + 1


@dataclass(frozen=True)
class TableView:
    """A table with its log and the sheet that log gives."""

    table: TableRecord
    entries: tuple[Entry, ...]
    sheet: Sheet


#: a check run inside the write's transaction, on the table and its sheet before the entry (permissions)
Guard = Callable[[TableView], None]


def result_json(sheet: Sheet) -> str:
    """The final standings, as the history keeps them."""
    players = sheet.start.players
    return json.dumps([{"player": s.player, "name": players[s.player].name, "user_id": players[s.player].user_id,
                        "score": s.score, "rank": s.rank, "final": s.final} for s in sheet.standings],
                      ensure_ascii=False)


class SheetStore:
    """Tables and their logs, checked against the sheet their log gives."""

    def __init__(self, storage: Store, clock: Callable[[], float] = time.time) -> None:
        self.storage = storage
        self.clock = clock

    # ------------------------------------------------------------------ reads

    def view(self, chat_id: str) -> TableView | None:
        """The chat's open table, its log and sheet; None when it has none."""
        with self.storage.read() as db:
            table = db.sheets.open_table(str(chat_id))
            return self._view(db, table) if table is not None else None

    def table_view(self, table_id: str) -> TableView | None:
        with self.storage.read() as db:
            table = db.sheets.table(table_id)
            return self._view(db, table) if table is not None else None

    def history(self, chat_id: str, limit: int = 1000) -> list[TableRecord]:
        """The chat's tables, newest first (open ones included)."""
        return self.storage.sheets.history(str(chat_id), limit)

    def ended(self, chat_id: str, limit: int = 1000) -> list[TableRecord]:
        """The chat's ended tables (``/table end``), the latest first."""
        tables = [table for table in self.history(chat_id, limit) if table.status == ENDED]
        return sorted(tables, key=lambda table: (-(table.ended_at or 0.0), table.id))

    def last_ended(self, chat_id: str) -> TableView | None:
        """The chat's latest ended table, its log and sheet; None when it has none."""
        ended = self.ended(chat_id)
        return self.table_view(ended[0].id) if ended else None

    def results(self, chat_id: str, since: float | None = None) -> list[tuple[TableRecord, list[dict]]]:
        """Every ended table of the chat with its stored final standings, oldest first."""
        return self.storage.sheets.results(str(chat_id), since)

    def table_view_in(self, db: Records, table_id: str) -> TableView | None:
        """``table_view`` inside the caller's transaction (a played game's end reads its sheet so)."""
        table = db.sheets.table(table_id)
        return self._view(db, table) if table is not None else None

    def _view(self, db: Records, table: TableRecord) -> TableView:
        entries = db.sheets.entries(table.id)
        return TableView(table, entries, replay(rules_for(table.start.ruleset), table.start, entries))

    # ------------------------------------------------------------------ writes

    def start(self, chat_id: str, start: TableStart, author: str | None = None) -> TableView:
        """Open a table in the chat. A finished game still open there is ended first; a game still
        being played is refused (``table_open``)."""
        try:
            with self.storage.transaction() as db:
                return self.start_in(db, chat_id, start, author)
        except DuplicateRecord:  # another start in the same chat got there first
            raise SheetError("table_open") from None

    def start_in(self, db: Records, chat_id: str, start: TableStart, author: str | None = None) -> TableView:
        """``start`` inside the caller's transaction (a table played in the chat opens its sheet so)."""
        rules = rules_for(start.ruleset)
        sheet = rules.begin(start)  # a bad start (players, seats, options) is refused before any write
        now = self.clock()
        table = db.sheets.open_table(str(chat_id), lock=True)
        if table is not None:
            current = self._view(db, table)
            if not current.sheet.finished:
                raise SheetError("table_open")
            self._write(db, current, End(), author, now)
        record = TableRecord(new_id(), str(chat_id), start, OPEN, 0, author, now, None)
        db.sheets.insert_table(record)
        return TableView(record, (), sheet)

    def append_in(self, db: Records, table_id: str, body: EntryBody, author: str | None = None) -> TableView | None:
        """Append to the table ``table_id`` inside the caller's transaction; None when it has ended."""
        table = db.sheets.table(table_id)
        if table is None or not table.is_open:
            return None
        return self._write(db, self._view(db, table), body, author, self.clock())

    def append(self, chat_id: str, body: EntryBody, author: str | None = None,
               guard: Guard | None = None) -> TableView:
        """Append one entry to the chat's open table once the sheet accepts it; the view after it.

        ``guard`` sees the table before the entry, inside the transaction, and may refuse it."""
        now = self.clock()
        with self.storage.transaction() as db:
            table = db.sheets.open_table(str(chat_id), lock=True)
            if table is None:
                raise SheetError("no_table")
            current = self._view(db, table)
            if guard is not None:
                guard(current)
            return self._write(db, current, body, author, now)

    def _write(self, db: Records, current: TableView, body: EntryBody, author: str | None,
               now: float) -> TableView:
        table = current.table
        closing = isinstance(body, (Undo, End))
        if table.last_seq >= (CLOSING_ENTRIES_CEILING if closing else MAX_ENTRIES):
            raise SheetError("too_many_entries", limit=MAX_ENTRIES)
        entry = Entry(seq=table.last_seq + 1, body=body, author=author, at=datetime.fromtimestamp(now, UTC))
        rules = rules_for(table.start.ruleset)
        if isinstance(body, Undo):
            check_undo(current.entries)
            sheet = replay(rules, table.start, (*current.entries, entry))
        elif isinstance(body, End):
            sheet = ended(rules, current.sheet)
        else:
            sheet = rules.apply(current.sheet, entry)  # a SheetError here rolls the transaction back
        status = ENDED if isinstance(body, End) else FINISHED if sheet.finished else OPEN
        record = TableRecord(table.id, table.chat_id, table.start, status, entry.seq, table.author, table.created_at,
                             now if status == ENDED else table.ended_at)
        db.sheets.append(record, entry, now, result_json(sheet) if status == ENDED else None)
        return TableView(record, (*current.entries, entry), sheet)


__all__ = ["SheetStore", "MAX_ENTRIES", "TableRecord", "TableView", "Guard", "OPEN", "FINISHED", "ENDED", "result_json"]
