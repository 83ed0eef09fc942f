"""``/score rules=taiwan`` in a chat: the Taiwanese ruleset's view gives the reply, in the chat's language."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from tests.clock import Clock
from tests.migrated import migrated_url


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)),
                   clock=Clock(1_000_000.0))
    yield core
    core.close()


def ctx(locale="en"):
    return CommandContext("telegram", "chat1", "u1", "Ann", is_group=False, is_admin=False, locale=locale)


async def test_a_chat_scores_a_taiwanese_hand_in_tai(core):
    [reply] = await core.handle(ctx(), "score", "111m222p333s44455566z tsumo rules=taiwan")
    assert not reply.is_error and reply.title == "Taiwanese score"
    assert "**Total: 17 tai**" in reply.text.markdown and "Five Concealed Triplets (五暗刻): 8 tai" in reply.text


async def test_a_chinese_chat_names_the_ruleset_and_patterns_in_chinese(core):
    [reply] = await core.handle(ctx("zh-hant"), "score", "111m222p333s44455566z tsumo rules=台灣麻將")
    assert not reply.is_error and "五暗刻：8 台" in reply.text and "合計：17 台" in reply.text


async def test_a_hand_that_cannot_win_is_an_error_reply(core):
    [reply] = await core.handle(ctx(), "score", "1199m1199p1199s11555z rules=taiwan")
    assert reply.is_error and "five sets and a pair" in reply.text


async def test_waits_of_a_16_tile_hand_give_each_wait_its_tai(core):
    [reply] = await core.handle(ctx(), "waits", "123456m789p12355s11z rules=taiwan")
    assert not reply.is_error and "Ready: 2 waits" in reply.text
    assert "Concealed Self-Draw 3" in reply.text


async def test_efficiency_ranks_the_discards_of_a_17_tile_hand(core):
    [reply] = await core.handle(ctx(), "efficiency", "123456m789p12358s117z rules=taiwan")
    assert not reply.is_error and reply.buttons  # discard-and-draw buttons, the best first
    assert "1-shanten" in reply.text
