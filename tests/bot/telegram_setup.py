"""What the Telegram tests against the fake Bot API set up alike: the fake, started and checked at the end
(the test fails if it refused any of the bot's requests), and the bot's configuration on a fresh SQLite file.

A module's tests get the fake as their ``fake`` fixture by importing ``fake_bot_api_fixture``."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from bot.config import Config
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.migrated import migrated_url

# Shaped like a real token (digits:35 characters) so the redaction patterns apply too.
TOKEN = "987654321:AAHfakeTokenForLoopbackTests_abcdef"


@contextlib.asynccontextmanager
async def fake_bot_api(group_limit: tuple[int, float] | None = None):
    """The fake Bot API, started (enforcing ``group_limit`` per group when given); stopped at the end, where
    nothing the bot asked may have been refused."""
    server = FakeTelegram(token=TOKEN)
    if group_limit is not None:
        server.group_limit = group_limit
    await server.start()
    yield server
    await server.stop()
    assert server.errors == [], server.errors


@pytest.fixture(name="fake")
async def fake_bot_api_fixture():
    async with fake_bot_api() as server:
        yield server


def telegram_config(tmp_path: Path, rate_limit: tuple[int, float] = (1000, 60.0)) -> Config:
    """The bot's settings for the fake: its token, a fresh database, the per-user command ``rate_limit``."""
    return Config(telegram_token=TOKEN, database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=rate_limit)
