"""What the Telegram tests against the fake Bot API set up alike: the fake, started and checked at the end
(the test fails if it refused any of the bot's requests), and the bot's configuration on a fresh SQLite file.

A module's tests get the fake as their ``fake`` fixture by importing ``fake_bot_api_fixture``."""

from __future__ import annotations

import contextlib
import functools
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


@pytest.fixture(scope="session", autouse=True)
def one_tls_context_a_process():
    """python-telegram-bot opens two httpx clients a bot, and each loads the CA bundle into a TLS context of its
    own (about 50 ms of CPU), which a bot talking plain HTTP to the fake never uses: the tests' bots share one.
    (A test module's package takes it as an autouse fixture through its conftest.py.)"""
    try:  # where httpx's clients make their TLS context
        import httpx._transports.default as httpx_transports
    except ImportError:
        httpx_transports = None
    made = getattr(httpx_transports, "create_ssl_context", None)
    if made is None:  # another httpx release: each client makes its own again, slower but the same
        yield
        return

    @functools.cache
    def default_context():
        return made()

    def shared(verify=True, cert=None, trust_env=True):
        if verify is True and cert is None and trust_env:
            return default_context()
        return made(verify=verify, cert=cert, trust_env=trust_env)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(httpx_transports, "create_ssl_context", shared)
        yield
