"""Storage faults while the bot runs: a full disk, a read-only file system, damaged pages.

Each write gets its own short answer, the log holds one line per fault state (no traceback per attempt),
the health check turns unhealthy, reads keep working, and all comes back without a restart once the
fault clears. The faults are real SQLite ones, caused at the connection (``max_page_count`` for a full
file, ``query_only`` for a read-only one) or in the file's bytes (damaged pages)."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlalchemy import event

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.db.connection import Database
from bot.db.engine import StorageFault
from bot.db.faults import FaultWatch
from bot.i18n import Translator
from bot.metrics import serve
from tests.bot.outbound import tick
from tests.bot.test_metrics import _get
from tests.clock import Clock
from tests.migrated import migrated_url

ROOT = Path(__file__).resolve().parents[2]
HAND = "1112345678999m5m"


@pytest.fixture
def clock():
    return Clock(1_000_000.0)


@pytest.fixture
def core(tmp_path, clock):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(100_000, 60.0)),
                   clock=clock)
    yield core
    core.close()


def _ctx(chat: str, locale: str = "en") -> CommandContext:
    return CommandContext("console", chat, "u1", "Ann", is_group=False, locale=locale)


class ConnectionFault:
    """A PRAGMA set on every connection the bot takes from its pool: ``on`` while the fault lasts."""

    def __init__(self, core: BotCore, when_on: str, when_off: str) -> None:
        self.engine = core.storage.db.engine
        self.on = False
        self.pragmas = (when_off, when_on)
        event.listen(self.engine, "checkout", self._checkout)

    def _checkout(self, dbapi_connection, _record, _proxy) -> None:
        dbapi_connection.execute(f"PRAGMA {self.pragmas[self.on]}")

    def close(self) -> None:
        event.remove(self.engine, "checkout", self._checkout)


def fault_lines(caplog) -> list[logging.LogRecord]:
    """The warnings logged, less the settings reads that took longer than a command waits for them: on a
    loaded machine any read may (the command then uses the chat's last known settings), fault or not."""
    return [r for r in caplog.records if r.levelno >= logging.WARNING
            and not (r.msg.startswith("settings of ") and r.args[-1] == "TimeoutError")]


async def _settings(core, chat: str, locale: str = "en"):
    [reply] = await core.handle(_ctx(chat, locale), "settings", "ruleset riichi")
    return reply


async def test_a_full_disk_gets_its_own_answer_one_log_line_an_unhealthy_check_and_recovers(core, caplog):
    fault = ConnectionFault(core, "max_page_count = 1", "max_page_count = 1073741823")  # 1: as big as it is
    fault.on = True
    full = Translator("en")("error.storage_full")
    caplog.set_level(logging.INFO)
    for number in range(2000):  # the bot's own writes fill the last free room of the file
        reply = await _settings(core, f"c{number}")
        if reply.text.plain == full:
            break
    else:
        pytest.fail("the file never filled")
    for number in range(20):  # now every new row needs a page: each write is refused the same way
        reply = await _settings(core, f"more{number}")
        assert reply.is_error and reply.text.plain == full
    [zh] = [await _settings(core, "zh", "zh-hans")]
    assert zh.text.plain == Translator("zh_hans")("error.storage_full")
    for _ in range(5):
        assert await tick(core, "telegram") == []  # timer ticks meet the fault too, and log nothing more
    [score] = await core.handle(_ctx("reader"), "score", HAND)
    assert not score.is_error and "Nine Gates" in score.text.plain  # what reads keeps working
    with pytest.raises(StorageFault):
        core.storage.health()
    lines = fault_lines(caplog)
    assert [r.getMessage()[:24] for r in lines] == ["storage fault (full): da"], [r.getMessage() for r in lines]
    assert not any(r.exc_info for r in caplog.records)

    fault.on = False  # disk space freed
    core.storage.health()  # healthy again, found by the check itself
    assert not (await _settings(core, "after")).is_error
    # a background write queued during the fault may still meet it once on a pooled connection: each
    # state change is one line, and the storage ends healthy
    states = [r.getMessage()[:26] for r in fault_lines(caplog)]
    assert states[-1] == "storage fault (full) clear"
    assert states == ["storage fault (full): data", "storage fault (full) clear"] * (len(states) // 2), states
    fault.close()


async def test_a_read_only_file_system_gets_its_own_answer_and_writes_come_back_when_it_is_writable(
        core, clock, caplog):
    fault = ConnectionFault(core, "query_only = 1", "query_only = 0")
    caplog.set_level(logging.INFO)
    await core.handle(_ctx("chat"), "table", "start me Bo Cy Di")
    group = CommandContext("telegram", "g", "u1", "Ann", is_group=True, is_admin=True, locale="en")
    await core.handle(group, "quiz", "start rounds=2 seconds=30")
    server = serve(("127.0.0.1", 0), core.metrics, core.storage.health)  # what METRICS_LISTEN serves
    assert await asyncio.to_thread(_get, server.server_port, "/healthz") == (200, "ok\n")
    fault.on = True
    refused = Translator("en")("error.storage_read_only")
    for _ in range(10):
        [penalty] = await core.handle(_ctx("chat"), "penalty", "Bo 30")
        assert penalty.is_error and penalty.text.plain == refused
    [sheet] = await core.handle(_ctx("chat"), "table")
    assert not sheet.is_error and "Bo" in sheet.text.plain  # the sheet still reads
    clock.advance(31)
    for _ in range(5):  # the round is due, and closing it is a write: each tick fails, quietly
        assert await tick(core, "telegram") == []
    assert await asyncio.to_thread(_get, server.server_port, "/healthz") == (503, "StorageFault\n")
    assert len(fault_lines(caplog)) == 1 and not any(r.exc_info for r in caplog.records)
    fault.on = False
    assert await asyncio.to_thread(_get, server.server_port, "/healthz") == (200, "ok\n")
    [penalty] = await core.handle(_ctx("chat"), "penalty", "Bo 30")
    assert not penalty.is_error
    [closed] = await tick(core, "telegram")  # the round owed is closed at the next tick
    assert closed.chat_id == "g" and "Round 2/2" in closed.replies[-1].title
    server.shutdown()
    fault.close()


async def test_damaged_pages_get_their_own_answer_and_a_restored_file_is_used_without_a_restart(core, tmp_path,
                                                                                                caplog):
    path = tmp_path / "bot.sqlite3"
    assert not (await _settings(core, "before")).is_error
    engine = core.storage.db.engine
    with engine.connect() as connection:
        connection.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    engine.dispose()
    good = path.read_bytes()
    with path.open("r+b") as file:  # a disk error wrote junk over the file's first page
        file.write(b"\xde\xad\xbe\xef" * 256)
    caplog.set_level(logging.INFO)
    damaged = Translator("en")("error.storage_damaged")
    for number in range(10):
        reply = await _settings(core, f"c{number}")
        assert reply.is_error and reply.text.plain == damaged
    [score] = await core.handle(_ctx("reader"), "score", HAND)
    assert not score.is_error and "Nine Gates" in score.text.plain
    with pytest.raises(StorageFault):
        core.storage.health()
    assert [r.getMessage()[:27] for r in fault_lines(caplog)] == ["storage fault (damaged): da"]
    assert not any(r.exc_info for r in caplog.records)
    engine.dispose()
    path.write_bytes(good)  # restored from a backup
    core.storage.health()
    assert not (await _settings(core, "after")).is_error


def test_a_database_folder_the_bot_may_not_enter_is_one_line_and_exit_2():
    """The tests run as root, whom folder modes do not stop: the bot runs as ``nobody`` here."""
    if os.geteuid() != 0:
        pytest.skip("needs root to start the bot as another user")
    interpreter = Path(sys.executable)
    # the venv's python is a link: the folders of the interpreter it leads to must be open as well
    for folder in {ROOT, *ROOT.parents, interpreter.parent, *interpreter.resolve().parents}:
        if folder.stat().st_mode & 0o005 != 0o005:
            pytest.skip(f"{folder} is closed to other users")
    with tempfile.TemporaryDirectory() as work:
        Path(work).chmod(0o755)
        _start_in_a_closed_folder(Path(work) / "closed")


def _start_in_a_closed_folder(closed: Path) -> None:
    closed.mkdir(mode=0o000)
    closed.chmod(0o000)
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "TELEGRAM_TOKEN")}
    try:
        for database in (closed / "bot.sqlite3", closed / "inner" / "bot.sqlite3"):
            env.update(DATABASE_URL=f"sqlite:///{database}", PYTHONPATH=str(ROOT), HOME="/")
            done = subprocess.run([sys.executable, "-m", "bot", "console"], input=f"/score {HAND}\n",
                                  capture_output=True, text=True, timeout=60, cwd="/", env=env,
                                  user=65534, group=65534, extra_groups=[])
            assert done.returncode == 2, done.stdout + done.stderr
            assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
            assert done.stderr.startswith(f"fanbot: DATABASE_URL: the folder {database.parent} cannot be entered")
    finally:
        closed.chmod(0o755)


def test_sqlalchemy_reports_the_injected_faults_as_sqlite_does(tmp_path):
    """The injections above are SQLite's own errors, not ours: the messages the bot reads."""
    engine = sa.create_engine(f"sqlite:///{tmp_path / 'plain.sqlite3'}")
    with engine.connect() as connection:
        connection.exec_driver_sql("CREATE TABLE t (x)")
        connection.exec_driver_sql("PRAGMA query_only = 1")
        with pytest.raises(sa.exc.OperationalError, match="attempt to write a readonly database"):
            connection.exec_driver_sql("INSERT INTO t VALUES (1)")
        connection.exec_driver_sql("PRAGMA query_only = 0")
        connection.exec_driver_sql("PRAGMA max_page_count = 1")
        with pytest.raises(sa.exc.OperationalError, match="database or disk is full"):
            connection.exec_driver_sql("INSERT INTO t VALUES (zeroblob(10000))")
    engine.dispose()


def test_a_failure_met_by_a_call_that_began_before_a_write_went_through_is_old_news():
    """A call that read the damaged file just before it was restored, and reports that just after the
    health check's write went through, leaves the database healthy."""
    watch = FaultWatch()
    damaged = StorageFault("damaged", "database x is damaged")
    before_restore = watch.begin()
    watch.failed(damaged, watch.begin())
    health_check = watch.begin()
    watch.cleared(health_check)
    watch.failed(damaged, before_restore)
    assert watch.current is None
    watch.failed(damaged, watch.begin())  # a call after the check that meets it is news
    assert watch.current is damaged


def test_after_a_damaged_answer_no_connection_that_saw_the_damaged_file_is_used_again(tmp_path):
    path = tmp_path / "bot.sqlite3"
    database = Database(f"sqlite:///{path}")
    handed_out: list[object] = []
    event.listen(database.engine, "checkout", lambda dbapi, _record, _proxy: handed_out.append(dbapi))
    try:
        with database.engine.connect() as connection:
            connection.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        database.engine.dispose()
        good = path.read_bytes()
        in_use = database.engine.connect()  # another call's, still running when the damage is met
        in_use.exec_driver_sql("SELECT 1")
        seen = in_use.connection.driver_connection
        with path.open("r+b") as file:
            file.write(b"\xde\xad\xbe\xef" * 256)
        with pytest.raises(StorageFault, match="damaged"):
            with database.transaction() as db:
                db.execute("CREATE TABLE t (x INTEGER)")
        before = set(map(id, handed_out))
        in_use.close()  # back from its call: closed, not kept for the next one
        with pytest.raises(sqlite3.ProgrammingError, match="closed"):
            seen.execute("SELECT 1")
        path.write_bytes(good)
        handed_out.clear()
        database.health()
        with database.transaction() as db:
            db.execute("CREATE TABLE t (x INTEGER)")
        assert handed_out and not set(map(id, handed_out)) & before
    finally:
        database.close()
