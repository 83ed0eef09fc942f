"""A database that is damaged, read-only, locked, unreachable or slow: one line and exit 2 at start;
while running, only the commands that use it wait (boundedly) and then answer "busy, try again"."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.db.repositories import Storage
from bot.i18n import Translator
from tests import postgres
from tests.bot.console_run import Done, run_console

ROOT = Path(__file__).resolve().parents[2]


def _start_process(tmp_path, url: str) -> subprocess.CompletedProcess:
    """``fanbot console`` started as it is deployed."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "TELEGRAM_TOKEN")}
    env.update(DATABASE_URL=url, PYTHONPATH=str(ROOT), DATABASE_BUSY_TIMEOUT="0.5")
    return subprocess.run([sys.executable, "-m", "bot", "console"], input="/score 1112345678999m5m\n",
                          capture_output=True, text=True, timeout=60, cwd=tmp_path, env=env)


def _start(tmp_path, url: str) -> Done:
    """The same start in this process (a bot process costs two seconds of CPU; one test starts one, above)."""
    return run_console(["/score 1112345678999m5m"], cwd=tmp_path, env={"DATABASE_URL": url,
                                                                         "DATABASE_BUSY_TIMEOUT": "0.5"},
                       unset=("DISCORD_TOKEN", "TELEGRAM_TOKEN"))


def _assert_one_line_exit_2(done: subprocess.CompletedProcess | Done, *words: str) -> None:
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("fanbot: DATABASE_URL"), done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    for word in words:
        assert word in done.stderr, done.stderr


def test_a_damaged_database_file_is_one_line_and_exit_2(tmp_path):
    (tmp_path / "bad.sqlite3").write_bytes(b"this is not a database at all " * 200)
    _assert_one_line_exit_2(_start_process(tmp_path, "sqlite:///bad.sqlite3"), "bad.sqlite3 is damaged")


def test_a_read_only_database_file_is_one_line_and_exit_2(tmp_path):
    Storage(f"sqlite:///{tmp_path / 'ro.sqlite3'}").close()
    # the tests run as root, whom file modes do not stop: the immutable attribute does
    if subprocess.run(["chattr", "+i", str(tmp_path / "ro.sqlite3")], capture_output=True).returncode != 0:
        pytest.skip("chattr +i is not available on this file system")
    try:
        _assert_one_line_exit_2(_start(tmp_path, "sqlite:///ro.sqlite3"), "ro.sqlite3 is read-only")
    finally:
        subprocess.run(["chattr", "-i", str(tmp_path / "ro.sqlite3")], check=True)


def test_a_new_database_locked_by_another_process_is_one_line_and_exit_2(tmp_path):
    holder = sqlite3.connect(tmp_path / "held.sqlite3", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # it cannot even be switched to WAL, let alone migrated
    try:
        _assert_one_line_exit_2(_start(tmp_path, "sqlite:///held.sqlite3"), "locked by another process")
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_an_up_to_date_database_starts_while_another_process_holds_its_write_lock(tmp_path):
    Storage(f"sqlite:///{tmp_path / 'busy.sqlite3'}").close()
    holder = sqlite3.connect(tmp_path / "busy.sqlite3", isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        done = _start(tmp_path, "sqlite:///busy.sqlite3")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert done.returncode == 0, done.stderr
    assert "Nine Gates" in done.stdout


@pytest.mark.parametrize("url, words", [
    ("sqlite://relative.db", ("use three", "sqlite:///relative.db")),
    ("mysql://db/fanbot", ("unsupported DATABASE_URL scheme 'mysql'",)),
    ("postgresql://bot:Sup3r-s3cret@127.0.0.1:1/fanbot", ("cannot reach PostgreSQL", "127.0.0.1:1")),
])
def test_a_bad_or_unreachable_database_url_is_one_line_and_exit_2(tmp_path, url, words):
    done = _start(tmp_path, url)
    _assert_one_line_exit_2(done, *words)
    assert "Sup3r-s3cret" not in done.stderr


def test_a_postgresql_server_refusing_the_connection_is_one_line_and_exit_2(tmp_path):
    refused = postgres.base_url().set(database="no_such_database", password="Sup3r-s3cret")
    done = _start(tmp_path, refused.render_as_string(hide_password=False))
    _assert_one_line_exit_2(done, "no_such_database")
    assert "Sup3r-s3cret" not in done.stderr


def _ctx(user: str) -> CommandContext:
    return CommandContext("console", "chat", user, user, is_group=False, is_admin=False, locale="en")


async def test_while_another_process_holds_the_write_lock_score_answers_and_settings_say_busy(tmp_path):
    path = tmp_path / "held.sqlite3"
    core = BotCore(Config(database_url=f"sqlite:///{path}", rate_limit=(1000, 60.0), database_busy_timeout=2.0))
    await core.handle(_ctx("warm"), "score", "1112345678999m5m")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        started = time.perf_counter()
        # four users changing settings at once, and a fifth scoring a hand
        writes = [asyncio.ensure_future(core.handle(_ctx(f"u{i}"), "settings", "ruleset riichi")) for i in range(4)]
        await asyncio.sleep(0.05)  # the four are waiting for the lock
        started = time.perf_counter()
        scored = asyncio.ensure_future(core.handle(_ctx("scorer"), "score", "1112345678999m5m"))
        [score] = await scored
        score_seconds = time.perf_counter() - started
        writers_waiting = sum(not write.done() for write in writes)  # score did not queue behind them
        answers = await asyncio.gather(*writes)
        write_seconds = time.perf_counter() - started + 0.05
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert "Nine Gates" in score.text and writers_waiting == 4 and score_seconds < 1.5
    busy = Translator("en")("error.busy")
    assert all(reply.is_error and reply.text.plain == busy for [reply] in answers)
    assert write_seconds < 6  # bounded: about the 2 s wait, not the old 30 s
    [saved] = await core.handle(_ctx("u0"), "settings", "ruleset riichi")  # the lock is gone: it works again
    assert not saved.is_error
    core.close()

