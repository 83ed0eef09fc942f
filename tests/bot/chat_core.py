"""A bot on a fresh database and the contexts of a chat, for tests that talk to it through ``BotCore.handle``.

A test module takes a fixture by naming it: ``core = core_fixture()``, or, with a clock the test moves,
``clock, core = chat_core.clock, chat_core.clocked_core`` (a module may define its own ``clock`` instead).
"""

from __future__ import annotations

import time

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from tests.clock import Clock
from tests.migrated import migrated_url


def new_core(tmp_path, clock=time.time, *, per_minute: int = 1000) -> BotCore:
    """The bot on a fresh database in ``tmp_path``, on ``clock``, a user allowed ``per_minute`` commands a minute."""
    return BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(per_minute, 60.0)),
                   clock=clock)


def core_fixture(*, per_minute: int = 1000, real_clock: bool = False):
    """A ``core`` fixture for a test module (``core = core_fixture()``): the bot on a clock standing at
    1,000,000 s (``real_clock``: on the time of day), closed after the test."""

    @pytest.fixture
    def core(tmp_path):
        bot = new_core(tmp_path, time.time if real_clock else Clock(1_000_000.0), per_minute=per_minute)
        yield bot
        bot.close()

    return core


@pytest.fixture
def clock() -> Clock:
    """The clock of ``clocked_core``, at 1,000,000 s, for the test to move."""
    return Clock(1_000_000.0)


@pytest.fixture
def clocked_core(tmp_path, clock):
    """The bot on the test's ``clock``, closed after the test."""
    bot = new_core(tmp_path, clock)
    yield bot
    bot.close()


def private_chat(chat: str = "chat1", locale: str = "en") -> CommandContext:
    return CommandContext("telegram", chat, "u1", "Ann", is_group=False, is_admin=False, locale=locale)


def context(locale="en", *, chat="chat1", user="u1", name="Ann", group=False, admin=False, platform="telegram"):
    """Any chat's context: a private Telegram chat with Ann unless told."""
    return CommandContext(platform, chat, user, name, is_group=group, is_admin=admin, locale=locale)


def member(user="u1", name="Ann", *, admin=False, locale="en", chat="g1") -> CommandContext:
    """A member of the Telegram group ``g1`` (Ann unless told)."""
    return CommandContext("telegram", chat, user, name, is_group=True, is_admin=admin, locale=locale)
