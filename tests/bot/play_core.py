"""The bot the played-table tests drive through its core: a fresh database, a clock the test moves, every
new table dealt the quick wall (``play_moves.QUICK_WALL``) and no rate limit in the way.

A test module takes the fixtures by naming them: ``clock, core = play_core.clock, play_core.core``.
"""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore
from tests.bot.play_moves import QUICK_WALL
from tests.clock import Clock
from tests.migrated import migrated_url


@pytest.fixture
def clock() -> Clock:
    return Clock(1_800_000_000.0)


@pytest.fixture
def core(tmp_path, clock):
    config = Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(10_000, 60.0),
                    play_seed=QUICK_WALL)
    core = BotCore(config, clock=clock)
    yield core
    core.close()
