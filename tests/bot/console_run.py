"""``fanbot console`` run in the test's own process: ``bot.cli.main`` with the lines on standard input, the
settings in the environment and the folder to run in, its output captured. A bot process costs about two
seconds of CPU to start; the tests whose point is the process itself (a signal, a terminal session of its
own, a kill) start one (``tests/bot/fanbot_process.py``), the others read the same answers from here."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import logging
import os
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

from bot.cli import main
from tests.migrated import migrated_url

#: the settings of the test's environment a console started from a terminal would not see
UNSET = ("DISCORD_TOKEN", "TELEGRAM_TOKEN", "LANG", "LC_ALL")


@dataclasses.dataclass(frozen=True)
class Done:
    """What the console ended with, as ``subprocess.run`` reports a process."""

    returncode: int
    stdout: str
    stderr: str


def run_console(lines: list[str], *args: str, cwd: Path, env: Mapping[str, str], unset: tuple[str, ...] = UNSET,
                command: str = "console") -> Done:
    """``fanbot command *args`` reading ``lines``, in ``cwd``, with ``env`` over this process's environment less
    ``unset``."""
    environ = {key: value for key, value in os.environ.items() if key not in unset}
    return run_fanbot([command, *args], cwd=cwd, environ={**environ, **env}, stdin="\n".join(lines) + "\n")


def run_fanbot(args: list[str], *, cwd: Path, environ: Mapping[str, str], stdin: str = "") -> Done:
    """``fanbot *args`` in ``cwd`` with the environment ``environ`` (the whole of it) and ``stdin`` to read."""
    stdout, stderr = io.StringIO(), io.StringIO()
    with _environment(environ), _folder(cwd), _logging_kept(), _stdin(stdin), \
            contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            code = main(args)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
    return Done(code or 0, stdout.getvalue(), stderr.getvalue())


@contextlib.contextmanager
def _environment(environ: Mapping[str, str]) -> Iterator[None]:
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(environ)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


@contextlib.contextmanager
def _folder(cwd: Path) -> Iterator[None]:
    before = os.getcwd()
    os.chdir(cwd)
    try:
        yield
    finally:
        os.chdir(before)


@contextlib.contextmanager
def _stdin(text: str) -> Iterator[None]:
    saved, sys.stdin = sys.stdin, io.StringIO(text)
    try:
        yield
    finally:
        sys.stdin = saved


@contextlib.contextmanager
def _logging_kept() -> Iterator[None]:
    """The bot sets up the root logger for its process: the test's logging is put back as it was."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    named = {name: logging.getLogger(name).level for name in ("httpx", "httpcore", "apscheduler")}
    try:
        yield
    finally:
        for handler in [h for h in root.handlers if h not in handlers]:
            root.removeHandler(handler)
        root.setLevel(level)
        for name, named_level in named.items():
            logging.getLogger(name).setLevel(named_level)


def console_in(folder: Path, lines: list[str], *args: str, database: str = "console.sqlite3") -> Done:
    """``fanbot console *args`` reading ``lines`` in ``folder``, its data in the SQLite file ``database`` there."""
    return run_console(lines, *args, cwd=folder, env={"DATABASE_URL": migrated_url(folder / database)})
