"""The one append-only log every aggregate with a history keeps: score sheets, tournaments, played hands.

All of them are one table, ``event_log``, told apart by a ``log`` column, rather than one table each
made by one function. The logs have one shape (a position, a kind, a JSON body, who and when), so one
table gives one key to keep a position from being taken twice, one migration path, one place for
``fanbot db copy`` and backups, and a new kind of log needs a codec, not a migration. Rows of two logs
never meet: every read and write names its ``log`` and ``stream``, which lead the key.

A log's domain type goes in and out through its ``EventCodec``; the store only sees ``LogRow``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Generic, Protocol, TypeVar

import sqlalchemy as sa

from bot.db.connection import Connection, Database, Repository
from bot.db.schema import event_log

#: a log's entry as the domain knows it (a sheet ``Entry``, a tournament ``LoggedEvent``, a ``Decision``)
L = TypeVar("L")


@dataclass(frozen=True)
class LogRow:
    """One entry as stored: its position from 1, its kind, its JSON body, who wrote it and when (Unix)."""

    seq: int
    kind: str
    body: str
    author: str | None
    at: float


class EventCodec(Protocol[L]):
    """How one log's entries become rows and back."""

    #: the log's name, stored with each of its rows
    log: str

    def encode(self, logged: L) -> LogRow: ...

    def decode(self, row: LogRow) -> L: ...


class EventLog(Repository, Generic[L]):
    """The entries of one log (``codec.log``): each stream of it (one table, one tournament, one hand)
    read oldest first, and appended to at the position its entry names."""

    def __init__(self, database: Database, connection: Connection | None, codec: EventCodec[L]) -> None:
        super().__init__(database, connection)
        self.codec = codec

    def on(self, connection: Connection) -> EventLog[L]:
        """This log in ``connection``'s transaction (a repository's write that changes its record too)."""
        return EventLog(self._database, connection, self.codec)

    def events(self, stream: str) -> tuple[L, ...]:
        """The stream's entries, oldest first."""
        statement = (sa.select(event_log.c.seq, event_log.c.kind, event_log.c.body, event_log.c.author,
                               event_log.c.at)
                     .where(event_log.c.log == self.codec.log, event_log.c.stream == stream)
                     .order_by(event_log.c.seq))
        return tuple(self.codec.decode(LogRow(*row)) for row in self._all(statement))

    def append(self, stream: str, logged: L) -> None:
        """Add ``logged`` at the position it names; ``DuplicateRecord`` when that one is taken (a write
        that raced, a decision taken twice): nothing is added then."""
        row = self.codec.encode(logged)
        with self._writing() as db, self._inserting(f"{self.codec.log} {stream} has entry {row.seq} already"):
            db.execute(sa.insert(event_log).values(log=self.codec.log, stream=stream, seq=row.seq, kind=row.kind,
                                                   body=row.body, author=row.author, at=row.at))




class LoggedRepository(Repository, Generic[L]):
    """An aggregate's records with its log (``self.log``), on the same connection."""

    #: the aggregate's log and how its entries are stored
    codec: ClassVar[EventCodec]

    def __init__(self, database: Database, connection: Connection | None = None) -> None:
        super().__init__(database, connection)
        self.log: EventLog[L] = EventLog(database, connection, self.codec)


__all__ = ["EventLog", "EventCodec", "LogRow", "LoggedRepository"]
