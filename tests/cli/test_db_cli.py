"""``fanbot db current`` tells a database it cannot look at from one that is not there yet."""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
import tempfile
from pathlib import Path

import pytest

from bot.cli import db

NOBODY = 65534


@pytest.fixture
def open_folder():
    """A temporary folder every user may enter (pytest's own are the test runner's alone)."""
    with tempfile.TemporaryDirectory() as name:
        os.chmod(name, 0o755)
        yield Path(name)


def _current_as_another_user(url: str) -> tuple[int, str, str]:
    """``fanbot db current`` on ``url`` in a forked child that runs as a user with no rights on the test's folder
    (root may enter any folder: the child drops to ``nobody`` first); its exit status, stdout and stderr."""
    with contextlib.redirect_stdout(io.StringIO()):  # what the child runs, imported now: nobody may read the venv
        os.environ["DATABASE_URL"] = f"sqlite:///{os.devnull}.absent"
        db.run(argparse.Namespace(verb="current", env_file=os.devnull))
    out_read, out_write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        status = 3
        try:
            if os.geteuid() == 0:
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            printed, said = io.StringIO(), io.StringIO()
            os.environ["DATABASE_URL"] = url
            with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(said):
                status = db.run(argparse.Namespace(verb="current", env_file=os.devnull))
            os.write(out_write, (printed.getvalue() + "\0" + said.getvalue()).encode())
        except BaseException as error:  # noqa: BLE001 - said to the parent, which fails the test with it
            os.write(out_write, f"\0{error!r}".encode())
        finally:
            os._exit(status)
    os.close(out_write)
    with os.fdopen(out_read, "rb") as pipe:
        output = pipe.read().decode()
    _, wait_status = os.waitpid(pid, 0)
    stdout, _, stderr = output.partition("\0")
    return os.waitstatus_to_exitcode(wait_status), stdout, stderr


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX folder permissions")
def test_db_current_in_a_folder_the_user_cannot_enter_says_it_cannot_be_read_and_exits_2(open_folder):
    folder = open_folder / "locked"
    folder.mkdir()
    (folder / "bot.sqlite3").write_bytes(b"")
    os.chmod(folder, 0o000)
    try:
        status, stdout, stderr = _current_as_another_user(f"sqlite:///{folder / 'bot.sqlite3'}")
    finally:
        os.chmod(folder, 0o755)
    assert status == 2, (stdout, stderr)
    assert "no database yet" not in stdout + stderr
    assert "cannot be read" in stderr and "Permission denied" in stderr and str(folder) in stderr


def test_db_current_with_no_file_yet_still_says_no_database_yet_and_exits_0(open_folder):
    status, stdout, _ = _current_as_another_user(f"sqlite:///{open_folder / 'absent.sqlite3'}")
    assert status == 0 and "no database yet" in stdout and not (open_folder / "absent.sqlite3").exists()
