"""A started console bot loads what a start needs and nothing a single command of its own may never use:
Pillow waits for the first picture, rapidfuzz for the first fuzzy lookup, the Riichi engine for the first game,
and of the SQL dialects only the database's own is loaded (once the database exists: creating one runs Alembic,
which loads every dialect)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from bot.db.repositories import Storage

#: modules (and their submodules) a console start does without
NOT_AT_START = ("PIL", "rapidfuzz", "sqlalchemy.dialects.postgresql", "scoring.riichi.game.match")

_PROBE = """
import json, sys
from bot.cli import main
code = main(["console"])
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def test_a_started_console_bot_has_loaded_neither_pillow_rapidfuzz_postgresql_nor_the_riichi_engine(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "TELEGRAM_TOKEN", "LANG", "LC_ALL")}
    env["DATABASE_URL"] = url = f"sqlite:///{tmp_path / 'console.sqlite3'}"
    Storage(url).close()  # the bot's database, made as by its first start
    done = subprocess.run([sys.executable, "-c", _PROBE], input="", capture_output=True, text=True, timeout=60,
                          cwd=tmp_path, env=env, check=True)
    modules = json.loads(done.stderr.splitlines()[-1])
    assert "bot.commands" in modules and "sqlalchemy.dialects.sqlite" in modules  # a real start, storage open
    assert [m for m in modules if m.startswith(NOT_AT_START)] == []
