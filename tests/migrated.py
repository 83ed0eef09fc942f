"""Migrated SQLite files for the tests: one migration a process, copied for every test that needs a fresh database.

Migrating an empty file costs about 50 ms of CPU (a copy, 4 ms); the migrations themselves are tested where a test
says so (``tests/quiz/test_database.py``, ``tests/bot/test_db_upgrade.py``), with files of their own.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

_template: Path | None = None


def template() -> Path:
    """This process's migrated, empty SQLite file (made on first use, removed at exit)."""
    global _template
    if _template is None:
        from bot.db.repositories import Storage

        folder = Path(tempfile.mkdtemp(prefix="fanbot-template-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        path = folder / "migrated.sqlite3"
        Storage(f"sqlite:///{path}").close()
        _template = path
    return _template


def migrated_url(path: Path) -> str:
    """The URL of ``path``, made a migrated empty database first when no file is there (a restart keeps it)."""
    if not path.exists():
        shutil.copyfile(template(), path)
    return f"sqlite:///{path}"
