"""A bot on a fresh database and a private chat's context, for tests that talk to it through ``BotCore.handle``."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from tests.clock import Clock
from tests.migrated import migrated_url


def core_fixture():
    """A ``core`` fixture for a test module (``core = core_fixture()``): the bot, closed after the test."""

    @pytest.fixture
    def core(tmp_path):
        bot = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)),
                      clock=Clock(1_000_000.0))
        yield bot
        bot.close()

    return core


def private_chat(chat: str = "chat1", locale: str = "en") -> CommandContext:
    return CommandContext("telegram", chat, "u1", "Ann", is_group=False, is_admin=False, locale=locale)
