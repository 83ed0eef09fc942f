"""``/score rules=taiwan`` in a chat: the Taiwanese ruleset's view gives the reply, in the chat's language."""

from __future__ import annotations

from tests.bot.chat_core import core_fixture
from tests.bot.chat_core import private_chat as ctx

core = core_fixture()


async def test_a_chat_scores_a_taiwanese_hand_in_tai(core):
    [reply] = await core.handle(ctx(), "score", "111m222p333s44455566z tsumo rules=taiwan")
    assert not reply.is_error and reply.title == "Taiwanese score"
    assert "**Total: 17 tai**" in reply.text.markdown and "Five Concealed Triplets (五暗刻): 8 tai" in reply.text


async def test_a_chinese_chat_names_the_ruleset_and_patterns_in_chinese(core):
    [reply] = await core.handle(ctx(locale="zh-hant"), "score", "111m222p333s44455566z tsumo rules=台灣麻將")
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
