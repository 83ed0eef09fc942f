"""The score sheets in the shared database: one row per table, an append-only log of entries.

Every write is one transaction that locks the table's row (SQLite: the write lock taken at BEGIN;
PostgreSQL: ``SELECT ... FOR UPDATE``), replays the log, checks the new entry against the sheet the
log gives, and appends it with the next ``seq``. So two players entering at the same moment are
both recorded, one after the other in the order their transactions took the lock, each checked
against the sheet that includes the other's entry; an entry the sheet refuses changes nothing.
A chat has at most one open table (a unique ``open_chat`` column, NULL once the table has ended).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

import sqlalchemy as sa
from sqlalchemy import exc

from quiz.schema import sheet_entries, sheet_tables
from quiz.sheet.codec import body_from_json, body_to_json, kind_of, start_from_json, start_to_json
from quiz.sheet.log import check_undo, replay
from quiz.sheet.model import End, Entry, EntryBody, Sheet, SheetError, TableStart, Undo
from quiz.sheet.rulesets import rules_for
from quiz.storage import Connection, Storage, new_id

OPEN, FINISHED, ENDED = "open", "finished", "ended"
#: entries a table may hold (16 hands with their penalties and undos are far fewer)
MAX_ENTRIES = 500


@dataclass(frozen=True)
class TableRecord:
    """A stored table: where it is, how it started, and how far its log goes."""

    id: str
    chat_id: str
    start: TableStart
    status: str
    last_seq: int
    author: str | None
    created_at: float
    ended_at: float | None

    @property
    def is_open(self) -> bool:
        return self.status != ENDED


@dataclass(frozen=True)
class TableView:
    """A table with its log and the sheet that log gives."""

    table: TableRecord
    entries: tuple[Entry, ...]
    sheet: Sheet


#: a check run inside the write's transaction, on the table and its sheet before the entry (permissions)
Guard = Callable[[TableView], None]


def _record(row) -> TableRecord:
    return TableRecord(row.id, row.chat_id, start_from_json(row.start), row.status, row.last_seq, row.author,
                       row.created_at, row.ended_at)


def _entry(row) -> Entry:
    return Entry(seq=row.seq, body=body_from_json(row.kind, row.body), author=row.author,
                 at=datetime.fromtimestamp(row.at, UTC))


def result_json(sheet: Sheet) -> str:
    """The final standings, as the history keeps them."""
    players = sheet.start.players
    return json.dumps([{"player": s.player, "name": players[s.player].name, "user_id": players[s.player].user_id,
                        "score": s.score, "rank": s.rank, "final": s.final} for s in sheet.standings],
                      ensure_ascii=False)


class SheetStore:
    """Tables and their logs on the bot's ``Storage`` (SQLite or PostgreSQL)."""

    def __init__(self, storage: Storage, clock: Callable[[], float] = time.time) -> None:
        self.storage = storage
        self.clock = clock

    # ------------------------------------------------------------------ reads

    def view(self, chat_id: str) -> TableView | None:
        """The chat's open table, its log and sheet; None when it has none."""
        with self.storage.read() as db:
            row = db.one(sa.select(sheet_tables).where(sheet_tables.c.open_chat == str(chat_id)))
            return self._view(db, row) if row is not None else None

    def table_view(self, table_id: str) -> TableView | None:
        with self.storage.read() as db:
            row = db.one(sa.select(sheet_tables).where(sheet_tables.c.id == table_id))
            return self._view(db, row) if row is not None else None

    def history(self, chat_id: str, limit: int = 1000) -> list[TableRecord]:
        """The chat's tables, newest first (open ones included)."""
        statement = (sa.select(sheet_tables).where(sheet_tables.c.chat_id == str(chat_id))
                     .order_by(sheet_tables.c.created_at.desc(), sheet_tables.c.id).limit(limit))
        with self.storage.read() as db:
            return [_record(row) for row in db.all(statement)]

    def results(self, chat_id: str, since: float | None = None) -> list[tuple[TableRecord, list[dict]]]:
        """Every ended table of the chat with its stored final standings, oldest first."""
        statement = (sa.select(sheet_tables).where(sheet_tables.c.chat_id == str(chat_id),
                                                   sheet_tables.c.status == ENDED)
                     .order_by(sheet_tables.c.ended_at, sheet_tables.c.id))
        if since is not None:
            statement = statement.where(sheet_tables.c.ended_at >= since)
        with self.storage.read() as db:
            return [(_record(row), json.loads(row.result or "[]")) for row in db.all(statement)]

    def _view(self, db: Connection, row) -> TableView:
        table = _record(row)
        entries = tuple(_entry(r) for r in db.all(sa.select(sheet_entries).where(sheet_entries.c.table_id == table.id)
                                                  .order_by(sheet_entries.c.seq)))
        return TableView(table, entries, replay(rules_for(table.start.ruleset), table.start, entries))

    # ------------------------------------------------------------------ writes

    def start(self, chat_id: str, start: TableStart, author: str | None = None) -> TableView:
        """Open a table in the chat. A finished game still open there is ended first; a game still
        being played is refused (``table_open``)."""
        rules = rules_for(start.ruleset)
        sheet = rules.begin(start)  # a bad start (players, seats, options) is refused before any write
        now = self.clock()
        try:
            with self.storage.transaction() as db:
                row = self._locked(db, chat_id)
                if row is not None:
                    current = self._view(db, row)
                    if not current.sheet.finished:
                        raise SheetError("table_open")
                    self._write(db, current, End(), author, now)
                record = TableRecord(new_id(), str(chat_id), start, OPEN, 0, author, now, None)
                db.execute(sa.insert(sheet_tables).values(
                    id=record.id, chat_id=record.chat_id, open_chat=record.chat_id, ruleset=start.ruleset.value,
                    start=start_to_json(start), status=OPEN, last_seq=0, author=author, created_at=now))
        except exc.IntegrityError:  # another start in the same chat got there first
            raise SheetError("table_open") from None
        return TableView(record, (), sheet)

    def append(self, chat_id: str, body: EntryBody, author: str | None = None,
               guard: Guard | None = None) -> TableView:
        """Append one entry to the chat's open table once the sheet accepts it; the view after it.

        ``guard`` sees the table before the entry, inside the transaction, and may refuse it."""
        now = self.clock()
        with self.storage.transaction() as db:
            row = self._locked(db, chat_id)
            if row is None:
                raise SheetError("no_table")
            current = self._view(db, row)
            if guard is not None:
                guard(current)
            return self._write(db, current, body, author, now)

    def _locked(self, db: Connection, chat_id: str):
        statement = sa.select(sheet_tables).where(sheet_tables.c.open_chat == str(chat_id))
        if self.storage.dialect == "postgresql":
            statement = statement.with_for_update()
        return db.one(statement)

    def _write(self, db: Connection, current: TableView, body: EntryBody, author: str | None,
               now: float) -> TableView:
        table = current.table
        if table.last_seq >= MAX_ENTRIES:
            raise SheetError("too_many_entries", limit=MAX_ENTRIES)
        entry = Entry(seq=table.last_seq + 1, body=body, author=author, at=datetime.fromtimestamp(now, UTC))
        rules = rules_for(table.start.ruleset)
        if isinstance(body, Undo):
            check_undo(current.entries)
            sheet = replay(rules, table.start, (*current.entries, entry))
        elif isinstance(body, End):
            sheet = rules.finish(current.sheet)
        else:
            sheet = rules.apply(current.sheet, entry)  # a SheetError here rolls the transaction back
        db.execute(sa.insert(sheet_entries).values(table_id=table.id, seq=entry.seq, kind=kind_of(body),
                                                   body=body_to_json(body), author=author, at=now))
        status = ENDED if isinstance(body, End) else FINISHED if sheet.finished else OPEN
        changes: dict[str, object] = {"last_seq": entry.seq, "status": status}
        if status == ENDED:
            changes.update(open_chat=None, ended_at=now, result=result_json(sheet))
        db.execute(sa.update(sheet_tables).where(sheet_tables.c.id == table.id).values(**changes))
        record = TableRecord(table.id, table.chat_id, table.start, status, entry.seq, table.author, table.created_at,
                             now if status == ENDED else table.ended_at)
        return TableView(record, (*current.entries, entry), sheet)


__all__ = ["SheetStore", "TableRecord", "TableView", "Guard", "OPEN", "FINISHED", "ENDED", "result_json"]
