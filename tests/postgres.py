"""A real PostgreSQL server for the tests, started by the suite itself.

``pgserver`` (a test dependency) ships the server binaries in its wheel; as root it runs them as its
own unprivileged system user, since PostgreSQL refuses to run as root. ``FANBOT_TEST_POSTGRES_URL``
points the tests at another server instead (its role must be allowed to create databases).
One server serves the whole run: its data folder is ``FANBOT_TEST_PGDATA``, which the run's first
process sets (tests/conftest.py) and pytest-xdist's workers inherit; pgserver lets several
processes share one server and stops it when the last of them ends. Each worker has its own
migrated database, emptied before each test (``TRUNCATE``, some ms), since making and dropping a
database per test costs seconds; ``fresh_url`` makes one for the few tests that need their own.
"""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
import threading
import warnings

import sqlalchemy as sa

_lock = threading.Lock()
_server = None
_base_url: sa.URL | None = None
_counter = itertools.count()
_workdir: str | None = None
#: the folder of the run's server, shared by pytest-xdist's workers
PGDATA_VARIABLE = "FANBOT_TEST_PGDATA"
#: this worker's own database: workers empty theirs before each test
SHARED = f"fanbot_test_{os.environ.get('PYTEST_XDIST_WORKER', 'main')}"


def share_server() -> str | None:
    """Called once by the run's first process: names the server's folder for every process of the run.

    Returns the folder when this call made it (the caller removes it at the end), else None."""
    if os.environ.get(PGDATA_VARIABLE) or os.environ.get("FANBOT_TEST_POSTGRES_URL"):
        return None
    folder = tempfile.mkdtemp(prefix="fanbot-pg-")
    os.environ[PGDATA_VARIABLE] = folder
    return folder


def base_url() -> sa.URL:
    """The URL of the server's maintenance database (the server is started on first use)."""
    global _server, _base_url, _workdir
    with _lock:
        if _base_url is None:
            external = os.environ.get("FANBOT_TEST_POSTGRES_URL")
            if external:
                _base_url = sa.make_url(external).set(drivername="postgresql+psycopg")
            else:
                with warnings.catch_warnings():  # platformdirs: "XDG_RUNTIME_DIR is not set"
                    warnings.simplefilter("ignore")
                    import pgserver

                    shared = os.environ.get(PGDATA_VARIABLE)
                    _workdir = None if shared else tempfile.mkdtemp(prefix="fanbot-pg-")
                    _server = pgserver.get_server(shared or _workdir, cleanup_mode="stop")
                _base_url = sa.make_url(_server.get_uri()).set(drivername="postgresql+psycopg")
                _tune()
            _make_shared()
        return _base_url


def _admin() -> sa.Engine:
    return sa.create_engine(_base_url, isolation_level="AUTOCOMMIT", poolclass=sa.pool.NullPool)


def _tune() -> None:
    """A throw-away server: durability is not worth the test suite's time."""
    engine = _admin()
    with engine.connect() as conn:
        for setting in ("fsync = off", "synchronous_commit = off", "full_page_writes = off"):
            conn.exec_driver_sql(f"ALTER SYSTEM SET {setting}")
        conn.exec_driver_sql("SELECT pg_reload_conf()")
    engine.dispose()


def _make_shared() -> None:
    from bot.db.repositories import Storage

    engine = _admin()
    with engine.connect() as conn:
        conn.exec_driver_sql(f"DROP DATABASE IF EXISTS {SHARED} WITH (FORCE)")
        conn.exec_driver_sql(f"CREATE DATABASE {SHARED}")
    engine.dispose()
    Storage(_url_of(SHARED)).close()


def empty_url() -> str:
    """The shared test database, migrated and with every table emptied."""
    from bot.db.schema import TABLES

    base_url()
    engine = sa.create_engine(_url_of(SHARED), poolclass=sa.pool.NullPool)
    with engine.begin() as conn:
        conn.exec_driver_sql("TRUNCATE " + ", ".join(table.name for table in TABLES))
    engine.dispose()
    return _url_of(SHARED)


def _url_of(name: str) -> str:
    return _base_url.set(database=name).render_as_string(hide_password=False)


def fresh_url() -> str:
    """A new database on the server, without any table (drop it with ``drop``)."""
    base_url()
    name = f"fanbot_fresh_{os.getpid()}_{next(_counter)}"
    engine = _admin()
    with engine.connect() as conn:
        conn.exec_driver_sql(f"CREATE DATABASE {name}")
    engine.dispose()
    return _url_of(name)


def drop(url: str) -> None:
    """Drop a test database (closing what still uses it)."""
    name = sa.make_url(url).database
    engine = _admin()
    with engine.connect() as conn:
        conn.exec_driver_sql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    engine.dispose()


def stop() -> None:
    global _server, _base_url
    if _server is not None:
        _server.cleanup()
        _server = None
    if _workdir is not None:
        shutil.rmtree(_workdir, ignore_errors=True)
    _base_url = None
