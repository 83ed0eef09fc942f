"""Issue 24: the score sheet as a new club organiser meets it (an empty table, ...)."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore
from bot.storage import chat_key
from quiz.sheet.stats import collect, played_tables
from quiz.sheet.store import SheetStore
from tests.bot.test_table_commands import ANN, member


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=f"sqlite:///{tmp_path / 'bot.sqlite3'}", rate_limit=(10_000, 60.0)))
    yield core
    core.close()


def _played(core, chat="g1"):
    return played_tables(SheetStore(core.storage.db), chat_key("telegram", chat))


@pytest.mark.parametrize("ruleset", ["mcr", "riichi"])
async def test_a_table_ended_with_no_hand_is_not_a_game(core, ruleset):
    [started] = await core.handle(ANN, "table", f"start {ruleset} me Bo Cy Di")
    assert not started.is_error, started.text.plain
    [ended] = await core.handle(ANN, "table", "end")
    assert "not a game" in ended.text.plain and "Final standings" not in ended.text.plain
    (table,) = _played(core)
    assert not table.sheet.is_game and all(s.final is None for s in table.sheet.standings)
    assert collect(_played(core), table.sheet.start.ruleset) == {}
    [top] = await core.handle(ANN, "table", f"top {ruleset}")
    assert "Ann" not in top.text.plain and "Bo" not in top.text.plain


async def test_a_table_with_one_hand_is_a_game_beside_an_empty_one(core):
    await core.handle(ANN, "table", "start me Bo Cy Di")
    await core.handle(ANN, "table", "end")
    await core.handle(ANN, "table", "start me Bo Cy Di")
    await core.handle(ANN, "win", "Ann 8 from Bo")
    [ended] = await core.handle(ANN, "table", "end")
    assert "Final standings" in ended.text.plain
    stats = collect(_played(core), _played(core)[0].sheet.start.ruleset)
    assert {figures.name: figures.games for figures in stats.values()} == {"Ann": 1, "Bo": 1, "Cy": 1, "Di": 1}


@pytest.mark.parametrize("locale", ["zh-CN", "zh-TW", "ja"])
async def test_the_empty_table_reply_is_in_the_readers_language(core, locale):
    reader = member("u1", "Ann", locale=locale)
    await core.handle(reader, "table", "start me Bo Cy Di")
    [ended] = await core.handle(reader, "table", "end")
    assert "/table top" in ended.text.plain and "not a game" not in ended.text.plain
