"""The database behind ``DATABASE_URL``: URL checks, the pooled SQLAlchemy engine, errors, migrations.

SQLite (``sqlite:///path``, the embedded default) or PostgreSQL (``postgresql://user:password@host:port/db``,
also ``postgres://``, through psycopg 3). Both get the same schema (``bot.db.schema``), migrated by
Alembic (``bot/db/migrations``). Every failure becomes a ``StorageError`` whose message is one line and
never shows the password; a database that stays locked or slow past ``busy_seconds`` is ``StorageBusy``.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy import event, exc
from sqlalchemy.engine import URL, Connection, Engine

from bot.db import schema

log = logging.getLogger("fanbot.database")

DEFAULT_DATABASE_URL = "sqlite:///fanbot.sqlite3"
#: how long a command waits for a locked or slow database before it answers "busy, try again"
BUSY_SECONDS = 5.0
#: how long opening a PostgreSQL connection may take
CONNECT_SECONDS = 5
#: the newest migration in bot/db/migrations/versions (a test keeps the two in step); checked at every
#: start without importing Alembic, which is only loaded when there is something to migrate
HEAD_REVISION = "0007_event_log"
#: the revision a database of the migrations before Alembic was at, by its ``schema_version``
_LEGACY_REVISIONS = {1: "0001", 2: "0002"}
#: PostgreSQL advisory lock key that serialises migrations of workers starting at the same moment
_MIGRATION_LOCK = 0x66616E626F74  # "fanbot"
_USAGE = "use sqlite:///path/to/file.sqlite3 or postgresql://user:password@host:port/database"


class StorageError(RuntimeError):
    """The database cannot be opened or used; the message is one line and says why."""


class StorageBusy(StorageError):
    """The database stayed locked, unreachable or slow for longer than the bounded wait: try again later."""


class StorageFault(StorageError):
    """The database cannot take writes until someone acts: ``kind`` is ``full`` (disk or size limit),
    ``read_only`` (the file or file system) or ``damaged`` (corrupt pages)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def parse_url(text: str) -> URL:
    """``DATABASE_URL`` as a SQLAlchemy URL for a driver we support; a one-line ``StorageError`` if not.

    A bare path means an SQLite file. ``postgres://`` and ``postgresql://`` use psycopg 3.
    """
    text = text.strip()
    if "://" not in text:
        if not text:
            raise StorageError(f"DATABASE_URL is empty: {_USAGE}")
        text = f"sqlite:///{text}"
    scheme, _, rest = text.partition("://")
    scheme = scheme.lower()
    if scheme in ("sqlite", "sqlite+pysqlite"):
        if not rest.startswith("/"):
            raise StorageError(f"DATABASE_URL sqlite://{rest.split('?')[0]} has two slashes: use three for a "
                               f"file path (sqlite:///{rest.split('?')[0]}) or four for an absolute one")
        path = rest[1:].split("?", 1)[0]
        if not path:
            raise StorageError("DATABASE_URL sqlite:/// needs a file path")
        if path == ":memory:":
            raise StorageError("DATABASE_URL sqlite:///:memory: cannot be shared between connections; use a file")
        return URL.create("sqlite", database=path)
    if scheme not in ("postgresql", "postgres", "postgresql+psycopg"):
        raise StorageError(f"unsupported DATABASE_URL scheme '{scheme}': {_USAGE}")
    try:
        url = sa.make_url("postgresql+psycopg://" + rest)
    except (exc.ArgumentError, ValueError):
        raise StorageError(f"DATABASE_URL is not a valid PostgreSQL URL: {_USAGE}") from None
    if not url.database and "dbname" not in url.query:
        raise StorageError("DATABASE_URL names no database: postgresql://user:password@host:port/database")
    return url


def describe(url: URL) -> str:
    """The URL as it may be shown: the password replaced by ``***``, the driver left out."""
    return url.set(drivername=url.get_backend_name()).render_as_string(hide_password=True)


def sqlite_path(url: URL) -> str | None:
    return url.database if url.get_backend_name() == "sqlite" else None


def _sqlite_engine(url: URL, busy_seconds: float) -> Engine:
    # SQLite connections are cheap, and writers waiting for a held lock each keep one: enough of them
    # that readers (which never wait for a writer in WAL mode) still find a free one
    engine = sa.create_engine(url, connect_args={"timeout": busy_seconds, "check_same_thread": False},
                              pool_size=8, max_overflow=72, pool_timeout=busy_seconds)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:
        # The driver's own transaction handling is turned off: the "begin" hook below starts each one,
        # so that a write takes SQLite's write lock at its first statement (BEGIN IMMEDIATE) and
        # read-then-write sequences of two processes cannot interleave.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {int(busy_seconds * 1000)}")
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        write = connection.get_execution_options().get("fanbot_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def _postgres_engine(url: URL, busy_seconds: float) -> Engine:
    wait_ms = int(busy_seconds * 1000)
    # A held row lock or a slow server ends the statement after the bounded wait (StorageBusy), and
    # so does waiting for a free connection of the pool.
    options = (f"-c lock_timeout={wait_ms} -c statement_timeout={wait_ms} "
               "-c idle_in_transaction_session_timeout=60000")
    return sa.create_engine(url, pool_size=5, max_overflow=10, pool_timeout=busy_seconds, pool_pre_ping=True,
                            pool_recycle=1800,
                            connect_args={"connect_timeout": CONNECT_SECONDS, "options": options,
                                          "application_name": "fanbot"})


def create_engine(url: URL, busy_seconds: float = BUSY_SECONDS) -> Engine:
    if url.get_backend_name() == "sqlite":
        return _sqlite_engine(url, busy_seconds)
    return _postgres_engine(url, busy_seconds)


# ---------------------------------------------------------------------------------------- errors

_BUSY_SQLITE = ("database is locked", "database table is locked", "database is busy")
# lock_not_available, query_canceled (statement_timeout), too many connections, cannot connect now
_BUSY_POSTGRES = ("55P03", "57014", "53300", "57P03")
# disk_full, read_only_sql_transaction, data_corrupted, index_corrupted
_FAULT_POSTGRES = {"53100": "full", "25006": "read_only", "XX001": "damaged", "XX002": "damaged"}


def translate(error: BaseException, url: URL) -> StorageError:
    """A driver's error as a one-line ``StorageError`` (``StorageBusy`` when waiting longer may help)."""
    where = describe(url)
    if isinstance(error, exc.TimeoutError):  # no free pooled connection in time
        return StorageBusy(f"database {where} is busy: no free connection within the wait")
    original = getattr(error, "orig", None) or error
    text = str(original).strip().splitlines()[0] if str(original).strip() else type(original).__name__
    if url.get_backend_name() == "sqlite":
        path = url.database
        if any(marker in text for marker in _BUSY_SQLITE):
            return StorageBusy(f"database {path} is locked by another process (waited too long); try again")
        if "not a database" in text or "malformed" in text:
            return StorageFault("damaged", f"database {path} is damaged ({text}): restore it from a backup or "
                                           "move it away")
        if "readonly" in text or "read-only" in text or "disk I/O error" in text:
            return StorageFault("read_only", f"database {path} is read-only ({text}): the bot must be able to "
                                             "write it and its folder")
        if "full" in text:  # "database or disk is full": the disk, or the file's page limit
            return StorageFault("full", f"database {path} is full ({text}): free disk space")
        if "unable to open" in text:
            return StorageError(f"cannot open database {path}: check that its folder exists and is writable")
        return StorageError(f"database {path}: {text}")
    code = getattr(original, "sqlstate", None)
    password = url.password
    if password:
        text = text.replace(str(password), "***")
    if code in _BUSY_POSTGRES:
        return StorageBusy(f"database {where} is busy ({text}); try again")
    if code in _FAULT_POSTGRES:
        return StorageFault(_FAULT_POSTGRES[code], f"database {where}: {text}")
    if isinstance(error, exc.OperationalError) and code is None:
        # connection refused, name not resolved, timeout, authentication: psycopg gives no state
        return StorageBusy(f"cannot reach PostgreSQL at {where}: {text}")
    return StorageError(f"database {where}: {text}")


@contextmanager
def translated(url: URL) -> Iterator[None]:
    """Turn SQLAlchemy's and the drivers' errors raised inside into ``StorageError``."""
    try:
        yield
    except StorageError:
        raise
    except (exc.DBAPIError, exc.TimeoutError, sqlite3.Error) as error:
        raise translate(error, url) from None


# ---------------------------------------------------------------------------------------- migrations

def _alembic_config(connection: Connection):
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).with_name("migrations")))
    config.attributes["connection"] = connection
    return config


def script_head() -> str:
    """The head revision of the migration scripts (Alembic loaded)."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory(str(Path(__file__).with_name("migrations"))).get_current_head()


def current_revision(connection: Connection) -> str | None:
    """The Alembic revision of the database; the legacy ``schema_version`` mapped to one; None when empty."""
    inspector = sa.inspect(connection)
    if inspector.has_table("alembic_version"):
        row = connection.execute(sa.text("SELECT version_num FROM alembic_version")).first()
        if row is not None:
            return row[0]
    if inspector.has_table("schema_version"):
        row = connection.execute(sa.text("SELECT version FROM schema_version")).first()
        version = row[0] if row else 0
        if version in _LEGACY_REVISIONS:
            return _LEGACY_REVISIONS[version]
        if version:
            raise StorageError(f"the database schema (version {version}) is newer than this fanbot: "
                               "upgrade fanbot, or point DATABASE_URL at another database")
    return None


def _is_known(revision: str) -> bool:
    if revision == HEAD_REVISION:
        return True
    from alembic.script import ScriptDirectory
    from alembic.util import CommandError

    scripts = ScriptDirectory(str(Path(__file__).with_name("migrations")))
    try:
        return scripts.get_revision(revision) is not None
    except CommandError:
        return False


def migrate(engine: Engine, url: URL, busy_seconds: float = BUSY_SECONDS) -> str:
    """Bring the schema to ``HEAD_REVISION`` once, even with several processes starting together.

    A database whose revision this code does not know (made by a newer fanbot) is refused.
    """
    with translated(url):
        with engine.connect() as connection:
            if engine.dialect.name == "sqlite":
                _use_wal(connection, busy_seconds)
            with connection.begin():  # a read: an up-to-date database starts even while a writer holds it
                revision = current_revision(connection)
            if revision == HEAD_REVISION:
                if engine.dialect.name == "sqlite":
                    _check_writable(connection, busy_seconds)
                return HEAD_REVISION
            connection.execution_options(fanbot_write=True)
            with connection.begin():
                if engine.dialect.name == "postgresql":
                    connection.execute(sa.text("SET LOCAL statement_timeout = 0"))
                    connection.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": _MIGRATION_LOCK})
                revision = current_revision(connection)
                if revision == HEAD_REVISION:
                    return revision
                if revision is not None and not _is_known(revision):
                    raise StorageError(f"the database schema (revision {revision}) is newer than this fanbot "
                                       f"(which knows up to {HEAD_REVISION}): upgrade fanbot, or point "
                                       "DATABASE_URL at another database")
                from alembic import command

                config = _alembic_config(connection)
                if revision is not None and not sa.inspect(connection).has_table("alembic_version"):
                    command.stamp(config, revision)  # a database of the migrations before Alembic
                log.info("migrating %s from %s to %s", describe(url), revision or "empty", HEAD_REVISION)
                command.upgrade(config, "head")
                return HEAD_REVISION


def _check_writable(connection: Connection, busy_seconds: float) -> None:
    """Fail now, at start, when the SQLite file cannot be written (read-only file, folder or mount),
    rather than at the first command that writes. A write lock held by another process is no failure
    (and is not waited for)."""
    raw = connection.connection.driver_connection
    raw.execute("PRAGMA busy_timeout = 0")
    try:
        raw.execute("BEGIN")
        raw.execute("UPDATE alembic_version SET version_num = version_num")
    except sqlite3.OperationalError as error:
        if not any(marker in str(error) for marker in _BUSY_SQLITE):
            raise
    finally:
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        raw.execute(f"PRAGMA busy_timeout = {int(busy_seconds * 1000)}")


def _use_wal(connection: Connection, busy_seconds: float) -> None:
    """Switch an SQLite file to write-ahead logging (readers never wait for a writer) once for good.

    The mode is stored in the file, so it is only set when the file is not in WAL yet, outside any
    transaction (SQLite's rule); it is retried while another process starting at the same moment
    holds the file ("database is locked" at ``PRAGMA journal_mode = WAL`` otherwise).
    """
    raw = connection.connection.driver_connection
    if str(raw.execute("PRAGMA journal_mode").fetchone()[0]).lower() == "wal":
        return
    deadline = time.monotonic() + busy_seconds
    while True:
        try:
            raw.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def check_url_reachable(engine: Engine, url: URL) -> None:
    with translated(url), engine.connect() as connection:
        connection.execute(sa.text("SELECT 1"))


# ---------------------------------------------------------------------------------------- copy

def copy_tables(source: Engine, target: Engine, batch: int = 1000) -> dict[str, int]:
    """Every row of every table from ``source`` to an empty ``target`` (both migrated), in one target
    transaction; returns the number of rows per table."""
    copied: dict[str, int] = {}
    with source.connect() as reading, target.connect() as writing:
        writing.execution_options(fanbot_write=True)
        with writing.begin():
            for table in schema.TABLES:
                if writing.execute(sa.select(sa.func.count()).select_from(table)).scalar():
                    raise StorageError(f"the target database already has rows in '{table.name}': "
                                       "copy into an empty database")
            for table in schema.TABLES:
                count = 0
                result = reading.execute(sa.select(table)).mappings()
                while rows := result.fetchmany(batch):
                    writing.execute(sa.insert(table), [dict(row) for row in rows])
                    count += len(rows)
                copied[table.name] = count
    return copied


__all__ = [
    "DEFAULT_DATABASE_URL", "BUSY_SECONDS", "HEAD_REVISION", "StorageError", "StorageBusy", "StorageFault",
    "parse_url",
    "describe", "create_engine", "translate", "translated", "migrate", "current_revision", "copy_tables",
    "script_head", "sqlite_path",
]
