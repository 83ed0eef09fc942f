"""Score sheets: one row per table, and each table's append-only log of entries (the "sheet" log of
``bot.db.event_log``, a stream per table).

A chat has at most one open table (a unique ``open_chat`` column, NULL once the table has ended).
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime

import sqlalchemy as sa

from bot.db.event_log import LoggedRepository, LogRow
from bot.db.schema import sheet_tables
from quiz.sheet.codec import body_from_json, body_to_json, kind_of, start_from_json, start_to_json
from quiz.sheet.model import Entry
from quiz.sheet.records import ENDED, TableRecord


def _record(row) -> TableRecord:
    return TableRecord(row.id, row.chat_id, start_from_json(row.start), row.status, row.last_seq, row.author,
                       row.created_at, row.ended_at)


class EntryCodec:
    """A sheet's entries as rows of the one event log."""

    log = "sheet"

    @staticmethod
    def encode(entry: Entry) -> LogRow:
        at = entry.at.timestamp() if entry.at is not None else 0.0
        return LogRow(entry.seq, kind_of(entry.body), body_to_json(entry.body), entry.author, at)

    @staticmethod
    def decode(row: LogRow) -> Entry:
        return Entry(seq=row.seq, body=body_from_json(row.kind, row.body), author=row.author,
                     at=datetime.fromtimestamp(row.at, UTC))


class ScoreSheetRepository(LoggedRepository[Entry]):
    """Tables and their logs."""

    codec = EntryCodec()

    def open_table(self, chat_id: str, *, lock: bool = False) -> TableRecord | None:
        """The chat's open table; ``lock`` holds its row until the transaction ends (writes)."""
        statement = sa.select(sheet_tables).where(sheet_tables.c.open_chat == str(chat_id))
        row = self._one(statement, lock=lock)
        return _record(row) if row is not None else None

    def table(self, table_id: str) -> TableRecord | None:
        row = self._one(sa.select(sheet_tables).where(sheet_tables.c.id == table_id))
        return _record(row) if row is not None else None

    def entries(self, table_id: str) -> tuple[Entry, ...]:
        """A table's log, oldest first."""
        return self.log.events(table_id)

    def history(self, chat_id: str, limit: int = 1000) -> list[TableRecord]:
        """The chat's tables, newest first (open ones included)."""
        statement = (sa.select(sheet_tables).where(sheet_tables.c.chat_id == str(chat_id))
                     .order_by(sheet_tables.c.created_at.desc(), sheet_tables.c.id).limit(limit))
        return [_record(row) for row in self._all(statement)]

    def results(self, chat_id: str, since: float | None = None) -> list[tuple[TableRecord, list[dict]]]:
        """Every ended table of the chat with its stored final standings, oldest first."""
        statement = (sa.select(sheet_tables).where(sheet_tables.c.chat_id == str(chat_id),
                                                   sheet_tables.c.status == ENDED)
                     .order_by(sheet_tables.c.ended_at, sheet_tables.c.id))
        if since is not None:
            statement = statement.where(sheet_tables.c.ended_at >= since)
        return [(_record(row), json.loads(row.result or "[]")) for row in self._all(statement)]

    def insert_table(self, record: TableRecord) -> None:
        """Store a new open table; ``DuplicateRecord`` when the chat has an open one already."""
        with self._writing() as db, self._inserting(f"chat {record.chat_id} has an open table"):
            db.execute(sa.insert(sheet_tables).values(
                id=record.id, chat_id=record.chat_id, open_chat=record.chat_id,
                ruleset=str(record.start.ruleset), start=start_to_json(record.start), status=record.status,
                last_seq=record.last_seq, author=record.author, created_at=record.created_at))

    def append(self, table: TableRecord, entry: Entry, at: float, result: str | None = None) -> None:
        """Add ``entry`` (made at Unix time ``at``) to the log and bring the table's row to ``table``, its
        state after the entry; an ended table gives up its chat and keeps ``result``, its final standings
        (JSON). ``DuplicateRecord`` when that entry's ``seq`` is taken (a write that raced)."""
        with self._writing() as db:
            self.log.on(db).append(table.id, replace(entry, at=datetime.fromtimestamp(at, UTC)))
            changes: dict[str, object] = {"last_seq": table.last_seq, "status": table.status}
            if table.status == ENDED:
                changes.update(open_chat=None, ended_at=table.ended_at, result=result)
            db.execute(sa.update(sheet_tables).where(sheet_tables.c.id == table.id).values(**changes))


__all__ = ["ScoreSheetRepository"]
