"""DATABASE_URL, migrations and `fanbot db`: the same schema on SQLite and PostgreSQL, refused when too new."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from bot.cli import main
from bot.db import engine as database
from bot.db.engine import HEAD_REVISION, StorageBusy, StorageError, parse_url
from bot.db.repositories import Storage
from bot.db.schema import TABLES, metadata
from tests import postgres
from tests.deep import deep_run_only
from tests.forked import Forked
from tests.quiz.racing_processes import open_storage_on_go

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("text, backend, where", [
    ("sqlite:///fanbot.sqlite3", "sqlite", "fanbot.sqlite3"),
    ("sqlite:////var/lib/fanbot.sqlite3", "sqlite", "/var/lib/fanbot.sqlite3"),
    ("data/fanbot.sqlite3", "sqlite", "data/fanbot.sqlite3"),
    ("postgresql://bot:pw@db:5433/fanbot", "postgresql", "fanbot"),
    ("postgres://bot:pw@db/fanbot", "postgresql", "fanbot"),
    ("postgresql+psycopg://bot@db/fanbot?sslmode=require", "postgresql", "fanbot"),
])
def test_database_urls_of_both_dialects_are_understood(text, backend, where):
    url = parse_url(text)
    assert url.get_backend_name() == backend and url.database == where
    if backend == "postgresql":
        assert url.get_driver_name() == "psycopg"


@pytest.mark.parametrize("text, message", [
    ("sqlite://relative.db", "use three for a file path (sqlite:///relative.db)"),
    ("mysql://localhost/fanbot", "unsupported DATABASE_URL scheme 'mysql'"),
    ("sqlite:///:memory:", "use a file"),
    ("sqlite:///", "needs a file path"),
    ("postgresql://bot:pw@db", "names no database"),
])
def test_bad_database_urls_say_what_to_write(text, message):
    with pytest.raises(StorageError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_url(text)


def test_the_password_is_never_shown_in_urls_or_errors():
    url = parse_url("postgresql://bot:Sup3r-s3cret@127.0.0.1:1/fanbot")
    assert "Sup3r-s3cret" not in database.describe(url)
    with pytest.raises(StorageBusy) as caught:  # nothing listens on port 1: refused
        Storage("postgresql://bot:Sup3r-s3cret@127.0.0.1:1/fanbot")
    message = str(caught.value)
    assert "Sup3r-s3cret" not in message and "cannot reach PostgreSQL" in message and "\n" not in message
    assert caught.value.__cause__ is None and caught.value.__suppress_context__


def test_head_revision_constant_matches_the_migration_scripts():
    assert database.script_head() == HEAD_REVISION


def test_migrations_build_exactly_the_tables_of_the_schema_module(db_url):
    storage = Storage(db_url)
    with storage.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), metadata)
    storage.close()
    assert differences == []


def test_a_fresh_postgresql_database_is_migrated_from_nothing():
    url = postgres.fresh_url()
    try:
        storage = Storage(url)
        assert storage.migrate() == HEAD_REVISION
        assert set(sa.inspect(storage.engine).get_table_names()) >= {t.name for t in TABLES}
        storage.close()
    finally:
        postgres.drop(url)


def test_a_database_of_the_old_hand_written_migrations_is_taken_over_with_its_rows(tmp_path):
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as old:  # what the version before Alembic left behind
        old.executescript("""
            CREATE TABLE schema_version (version INTEGER NOT NULL);
            INSERT INTO schema_version VALUES (2);
            CREATE TABLE settings (scope TEXT NOT NULL, scope_id TEXT NOT NULL, key TEXT NOT NULL,
                value TEXT NOT NULL, updated_at DOUBLE PRECISION NOT NULL, PRIMARY KEY (scope, scope_id, key));
            INSERT INTO settings VALUES ('chat', 'telegram:1', 'ruleset', '"riichi"', 0);
            CREATE TABLE adapter_state (platform TEXT NOT NULL, kind TEXT NOT NULL, state_key TEXT NOT NULL,
                value TEXT NOT NULL, created_at DOUBLE PRECISION NOT NULL, PRIMARY KEY (platform, kind, state_key));
            CREATE TABLE bot_polls (platform TEXT NOT NULL, poll_id TEXT NOT NULL, chat_id TEXT NOT NULL,
                action TEXT NOT NULL, created REAL NOT NULL, PRIMARY KEY (platform, poll_id));
            INSERT INTO bot_polls VALUES ('telegram', 'p1', '1', 'quiz:poll:r1', 1e10);
        """)
    # the rest of revision 0001's tables, as the old code made them
    engine = sa.create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        for table in TABLES:
            if table.name not in ("settings", "adapter_state", "bot_polls", "sheet_tables", "sheet_entries",
                                  "tournaments", "tournament_events", "play_tables",
                                  "play_decisions", "event_log"):  # the tables of later revisions
                table.create(connection)
    engine.dispose()
    storage = Storage(f"sqlite:///{path}")
    assert storage.settings.chat("telegram:1") == {"ruleset": "riichi"}
    assert storage.polls.get("telegram", "p1") == ("1", "quiz:poll:r1")
    assert not sa.inspect(storage.engine).has_table("schema_version")
    storage.close()


def test_a_schema_newer_than_the_code_is_refused_with_a_clear_message(db_url):
    Storage(db_url).close()
    engine = sa.create_engine(db_url)
    with engine.begin() as connection:
        connection.execute(sa.text("UPDATE alembic_version SET version_num = '0099'"))
    engine.dispose()
    with pytest.raises(StorageError, match="newer than this fanbot .*upgrade fanbot"):
        Storage(db_url)
    engine = sa.create_engine(db_url)
    with engine.begin() as connection:  # leave the shared test database usable
        connection.execute(sa.text(f"UPDATE alembic_version SET version_num = '{HEAD_REVISION}'"))
    engine.dispose()


@pytest.mark.parametrize("dialect", ["sqlite", pytest.param("postgresql", marks=deep_run_only("the SQLite start"))])
def test_several_processes_starting_at_once_migrate_once_and_all_come_up(tmp_path, dialect):
    """Each of 4 processes opens a brand-new database at the same moment (SQLite's WAL switch and the
    migration used to fail with "database is locked" in some of them)."""
    url = f"sqlite:///{tmp_path / 'new.sqlite3'}" if dialect == "sqlite" else postgres.fresh_url()
    try:
        processes = [Forked(open_storage_on_go, url) for _ in range(4)]
        assert [process.receive() for process in processes] == ["ready"] * 4
        for process in processes:
            process.send("go")
        assert [process.receive() for process in processes] == ["up"] * 4
        storage = Storage(url)
        with storage.read() as db:
            assert db.all("SELECT version_num FROM alembic_version") == [(HEAD_REVISION,)]
        storage.close()
    finally:
        if dialect == "postgresql":
            postgres.drop(url)


def _fill(storage: Storage) -> None:
    from quiz.games import GameEngine
    from tests.quiz.helpers import RIGHT_ANSWER, fixed_source

    engine = GameEngine(storage, fixed_source)
    game = engine.start_game("telegram:-100", rounds=2, mode="all", seconds=60)
    rnd = engine.start_round(game.id)
    for i in range(30):
        engine.submit(rnd.id, f"u{i}", f"Player {i}", RIGHT_ANSWER if i % 3 else "13")
    engine.close_round(rnd.id)
    storage.settings.set_chat("telegram:-100", "ruleset", "riichi")
    storage.adapter_state.put("telegram", "prompt", "-100:5", "quiz:text:x")
    storage.polls.put("telegram", "poll-1", "-100", "quiz:poll:y", expire_before=0)


def test_fanbot_db_copy_moves_every_table_from_sqlite_to_postgresql(tmp_path, capsys):
    source_url = f"sqlite:///{tmp_path / 'small.sqlite3'}"
    source = Storage(source_url)
    _fill(source)
    board = source.games.leaderboard("telegram:-100")
    source.close()
    target_url = postgres.fresh_url()
    try:
        run = subprocess.run([sys.executable, "-m", "bot", "db", "copy", source_url, target_url], cwd=ROOT,
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr
        assert "copied" in run.stdout and "answers 30" in run.stdout
        target = Storage(target_url)
        assert target.games.leaderboard("telegram:-100") == board and len(board) == 10
        assert target.settings.chat("telegram:-100") == {"ruleset": "riichi"}
        assert target.adapter_state.get("telegram", "prompt", "-100:5") == "quiz:text:x"
        assert target.polls.get("telegram", "poll-1") == ("-100", "quiz:poll:y")
        target.close()
        assert main(["db", "copy", source_url, target_url]) == 2  # a second copy, in this process
        assert "copy into an empty database" in capsys.readouterr().err
    finally:
        postgres.drop(target_url)


def test_fanbot_db_upgrade_and_current(tmp_path, monkeypatch, capsys):
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):  # English lines, as in a bare environment
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'up.sqlite3'}")

    def fanbot_db(*args) -> subprocess.CompletedProcess:
        code = main(["db", "--env-file", str(tmp_path / "none"), *args])
        printed = capsys.readouterr()
        return subprocess.CompletedProcess(args, code, printed.out, printed.err)

    looked = fanbot_db("current")
    assert looked.returncode == 0 and "no database yet" in looked.stdout
    assert not (tmp_path / "up.sqlite3").exists()  # looking creates nothing
    missing = fanbot_db("copy", f"sqlite:///{tmp_path / 'absent.sqlite3'}", f"sqlite:///{tmp_path / 'to.sqlite3'}")
    assert missing.returncode == 2 and "no database file at" in missing.stderr
    assert not (tmp_path / "absent.sqlite3").exists()
    assert f"schema at revision {HEAD_REVISION}" in fanbot_db("upgrade").stdout
    assert f"revision {HEAD_REVISION}" in fanbot_db("current").stdout
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:Sup3r-s3cret@127.0.0.1:1/fanbot")
    refused = fanbot_db("upgrade")
    assert refused.returncode == 2 and "cannot reach PostgreSQL" in refused.stderr
    assert "Sup3r-s3cret" not in refused.stderr + refused.stdout and refused.stderr.count("\n") == 1
