"""One open database: its engine, migrated at start, and the transactions every repository runs in.

Every state change is one transaction (on SQLite it takes the write lock at once); reads never wait
for a writer. Driver errors come out as ``StorageError`` (``StorageBusy`` after the bounded wait);
a broken constraint stays SQLAlchemy's ``IntegrityError`` for the repository to handle.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import sqlalchemy as sa
from sqlalchemy import exc

from bot.db import engine
from bot.db.engine import DEFAULT_DATABASE_URL, StorageBusy, StorageError, StorageFault
from bot.db.faults import ConnectionRetirement, FaultWatch
from quiz.records import DuplicateRecord


def to_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class Connection:
    """One transaction on one pooled connection: Core statements (or SQL text with ``:name`` binds)."""

    def __init__(self, raw: sa.Connection):
        self.raw = raw

    def execute(self, statement, params: dict | list | None = None) -> sa.CursorResult:
        if isinstance(statement, str):
            statement = sa.text(statement)
        return self.raw.execute(statement, params) if params is not None else self.raw.execute(statement)

    def one(self, statement, params: dict | None = None) -> sa.Row | None:
        return self.execute(statement, params).first()

    def all(self, statement, params: dict | None = None) -> list[sa.Row]:
        return list(self.execute(statement, params))

    def restart(self) -> None:
        """Undo everything of this transaction and begin a new one on the same connection."""
        self.raw.rollback()
        self.raw.begin()


class _RolledBack(Exception):
    """Ends the health check's probe transaction without keeping its write."""


class Database:
    """The database behind ``DATABASE_URL``, safe to use from many threads and processes."""

    def __init__(self, url: str | None = None, *, busy_seconds: float = engine.BUSY_SECONDS,
                 max_waiting: int | None = None):
        """``max_waiting`` bounds the threads of this process using the database at once: past it, a
        call fails at once with ``StorageBusy`` instead of waiting too (a held lock must not tie up
        every thread of a bot, leaving none for the commands that need no database)."""
        self.url = engine.parse_url(url or os.environ.get("DATABASE_URL") or DEFAULT_DATABASE_URL)
        #: the SQLite file (None on PostgreSQL)
        self.path = engine.sqlite_path(self.url)
        self.busy_seconds = busy_seconds
        self._gate = threading.BoundedSemaphore(max_waiting) if max_waiting else None
        #: full, read-only or damaged: logged once, cleared by the next write that goes through
        self.faults = FaultWatch()
        self.engine = engine.create_engine(self.url, busy_seconds)
        self._connections = ConnectionRetirement(self.engine)
        self.dialect = self.engine.dialect.name
        # the dialect's own insert (its upsert) is imported here: a start loads only the dialect it uses
        # (the engine has loaded it already), not PostgreSQL's as well as SQLite's (~0.05 s)
        if self.dialect == "postgresql":
            from sqlalchemy.dialects.postgresql import insert
        else:
            from sqlalchemy.dialects.sqlite import insert
        self._insert = insert
        try:
            self.migrate()
        except BaseException:
            self.engine.dispose()
            raise

    def __repr__(self) -> str:
        return f"{type(self).__name__}({engine.describe(self.url)!r})"

    def close(self) -> None:
        self.engine.dispose()

    def ping(self) -> None:
        """One trivial query (health checks)."""
        with self.read() as db:
            db.one(sa.select(sa.literal(1)))

    def health(self) -> None:
        """Raises while the database does not answer, or cannot take writes (``StorageFault``).

        In a fault state it tries a write again (rolled back), so the check itself sees the fault clear
        even when no user writes meanwhile."""
        if self.faults.current is None:
            self.ping()
            return
        if self.faults.current.kind == "damaged":  # the probe must see the file as it is now
            self._connections.retire_all()
        self._probe()
        fault = self.faults.current
        if fault is not None:
            raise StorageFault(fault.kind, str(fault))

    def _probe(self) -> None:
        """A write that needs a new page (rolled back): the fault is over when it goes through."""
        began = self.faults.begin()
        try:
            with self.transaction() as db:
                db.execute(sa.text("CREATE TABLE fanbot_health_probe (x INTEGER)"))  # allocates a page
                if self.dialect == "sqlite":
                    found = db.one(sa.text("PRAGMA quick_check(1)"))
                    if found is None or found[0] != "ok":
                        raise StorageFault("damaged", f"database {self.path} is damaged ({found and found[0]})")
                raise _RolledBack
        except _RolledBack:
            self.faults.cleared(began)
        except StorageFault as fault:
            self._met(fault, began)  # the same fault again logs nothing
        except StorageError:
            pass  # busy: the next check or write tries again

    def migrate(self) -> str:
        """Bring the schema up to date; returns its revision."""
        return engine.migrate(self.engine, self.url, self.busy_seconds)

    # ------------------------------------------------------------------ transactions

    def _bind(self, raw: sa.Connection) -> Connection:
        """What a transaction hands out (a subclass hands out its repositories too)."""
        return Connection(raw)

    @contextmanager
    def transaction(self) -> Iterator[Connection]:
        """A write transaction: committed on success, rolled back on any exception."""
        with self._admitted(), self._translated(), self.engine.connect() as raw:
            raw.execution_options(fanbot_write=True)
            raw.begin()
            try:
                yield self._bind(raw)
            except BaseException:
                raw.rollback()
                raise
            raw.commit()
        if self.faults.current is not None:  # this write went through, but one that needs room may not:
            self._probe()  # the probe decides

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """A connection for reads (one snapshot on PostgreSQL; never waits for a writer on SQLite)."""
        with self._admitted(), self._translated(), self.engine.connect() as raw:
            yield self._bind(raw)

    @contextmanager
    def _admitted(self) -> Iterator[None]:
        if self._gate is None:
            yield
            return
        if not self._gate.acquire(blocking=False):
            raise StorageBusy(f"database {engine.describe(self.url)} is busy: too many calls are waiting for it")
        try:
            yield
        finally:
            self._gate.release()

    @contextmanager
    def _translated(self) -> Iterator[None]:
        began = self.faults.begin()
        try:
            yield
        except exc.IntegrityError:
            raise  # a broken constraint is the caller's to handle, not a database failure
        except (exc.DBAPIError, exc.TimeoutError) as error:
            translated = engine.translate(error, self.url)
            if isinstance(translated, StorageFault):
                self._met(translated, began)
            raise translated from None

    def _met(self, fault: StorageFault, began: int) -> None:
        """The call numbered ``began`` met ``fault``."""
        self.faults.failed(fault, began)
        if fault.kind == "damaged":  # a file restored in its place is opened afresh, by no connection of before
            self._connections.retire_all()

    # ------------------------------------------------------------------ statements both dialects share

    def upsert(self, table: sa.Table, keys: Iterable[str], values: dict[str, Any]):
        """``INSERT ... ON CONFLICT (keys) DO UPDATE`` of every other column (both dialects)."""
        statement = self._insert(table).values(**values)
        keys = list(keys)
        return statement.on_conflict_do_update(
            index_elements=keys, set_={c: statement.excluded[c] for c in values if c not in keys})

    def insert_ignore(self, table: sa.Table, keys: Iterable[str], values: dict[str, Any]):
        """``INSERT ... ON CONFLICT (keys) DO NOTHING RETURNING``: a row comes back when it was new.

        (psycopg reports no row count for an insert that SQLAlchemy gives a RETURNING of its own.)"""
        keys = list(keys)
        return (self._insert(table).values(**values).on_conflict_do_nothing(index_elements=keys)
                .returning(table.c[keys[0]]))

    def locking(self, statement: sa.Select) -> sa.Select:
        """``statement`` locking the rows it reads until the transaction ends (PostgreSQL; SQLite's
        write transaction holds the whole file already)."""
        return statement.with_for_update() if self.dialect == "postgresql" else statement


class Repository:
    """The rows of one aggregate: on a transaction's connection, or each call in its own."""

    def __init__(self, database: Database, connection: Connection | None = None) -> None:
        self._database = database
        self._connection = connection

    @contextmanager
    def _reading(self) -> Iterator[Connection]:
        if self._connection is not None:
            yield self._connection
        else:
            with self._database.read() as db:
                yield db

    @contextmanager
    def _writing(self) -> Iterator[Connection]:
        if self._connection is not None:
            yield self._connection
        else:
            with self._database.transaction() as db:
                yield db

    @staticmethod
    @contextmanager
    def _inserting(duplicate: str) -> Iterator[None]:
        """A broken unique key inside is ``DuplicateRecord`` (``duplicate`` says which): another caller
        stored the same first, which the domain answers in its own words."""
        try:
            yield
        except exc.IntegrityError:
            raise DuplicateRecord(duplicate) from None

    def _one(self, statement, *, lock: bool = False) -> sa.Row | None:
        """The first row; ``lock`` holds it until the transaction ends (the record a write changes)."""
        with self._reading() as db:
            return db.one(self._database.locking(statement) if lock else statement)

    def _all(self, statement) -> list[sa.Row]:
        with self._reading() as db:
            return db.all(statement)


__all__ = ["Connection", "Database", "Repository", "to_json"]
