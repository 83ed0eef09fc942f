"""Issue 13's chat drills through the command layer (no platform): /learn waits, /efficiency and
the discard quiz. The platform runs are in test_discord_e2e.py and test_telegram_e2e.py."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from quiz.wait_cards import wait_cards
from tests.clock import Clock


@pytest.fixture
def clock():
    return Clock(1_000_000.0)


@pytest.fixture
def core(tmp_path, clock):
    core = BotCore(Config(database_url=f"sqlite:///{tmp_path / 'bot.sqlite3'}", rate_limit=(1000, 60.0)),
                   clock=clock)
    yield core
    core.close()


def ctx(locale="en", *, chat="chat1", user="u1", name="Ann", group=False, admin=False, platform="telegram"):
    return CommandContext(platform, chat, user, name, is_group=group, is_admin=admin, locale=locale)


def card_of(reply):
    position = int(reply.select.action.rsplit(":", 1)[1])
    return wait_cards()[position]


# ----------------------------------------------------------------------------- /learn waits


async def test_learn_waits_shows_a_ready_shape_with_a_menu_of_ranks(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    card = card_of(front)
    assert front.private and card.ranks + card.suit in front.text.plain
    assert [o.value for o in front.select.options] == [str(r) for r in range(1, 10)]
    assert front.select.max_values == 9


async def test_picking_the_waits_in_the_menu_is_graded_against_the_waits_scorer(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    card = card_of(front)
    [after] = await core.handle_action(ctx(), front.select.action, [str(r) for r in card.waits])
    assert after.text.plain.startswith("Right:") and "Box 1" in after.text.plain
    assert card_of(after).id != card.id  # the next card is dealt


async def test_a_typed_wrong_answer_shows_the_waits_and_what_was_missed(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    card = card_of(front)
    wrong = next(r for r in range(1, 10) if r not in card.waits)
    [after] = await core.handle(ctx(), "learn", f"waits {card.waits[0]}{wrong}")
    text = after.text.plain
    assert " ".join(f"{r}{card.suit}" for r in card.waits) in text
    assert f"not a wait: {wrong}{card.suit}" in text and "box 1" in text


async def test_learn_waits_in_chinese_and_japanese_words(core):
    [zh] = await core.handle(ctx("zh-CN", chat="zh", user="zh"), "learn", "听牌")
    assert "听牌" in zh.text.plain and zh.select is not None
    [ja] = await core.handle(ctx("ja", chat="ja", user="ja"), "learn", "待ち")
    assert "聴牌" in ja.text.plain


async def test_an_answer_without_ranks_is_refused_and_costs_nothing(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    [refused] = await core.handle(ctx(), "learn", "waits *nope*")
    assert refused.is_error and "*nope*" in refused.text.plain
    [again] = await core.handle(ctx(), "learn", "waits")
    assert card_of(again).id == card_of(front).id


async def test_show_gives_the_waits_and_sends_the_card_back(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    [shown] = await core.handle_action(ctx(), front.buttons[0][0].action)
    assert "left out" in shown.text.plain
    [stale] = await core.handle_action(ctx(), "learn:waits:99999", ["1"])
    assert stale.is_error


async def test_learn_with_a_word_that_is_neither_topic_nor_ruleset_says_so(core):
    [reply] = await core.handle(ctx(), "learn", "xyz")
    assert reply.is_error and "xyz" in reply.text.plain
