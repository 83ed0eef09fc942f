"""Forum supergroups on Telegram, end to end (the real python-telegram-bot against the fake Bot API):
whatever is asked in a topic is answered in that topic, and what comes later (a quiz round closed by
the timer, its poll's answers) goes there too; the General topic stays the group itself; each topic
keeps its own quiz, while the group's settings apply in all of them."""

from __future__ import annotations

import asyncio

import pytest

from bot.adapters.telegram.topics import place_key, place_of
from bot.storage import chat_key
from quiz.sheet.store import SheetStore
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.telegram_calls import text_of
from tests.bot.test_telegram_e2e import started_bot

ANN = FakeTelegram.user(501, "Ann", "en")
BO = FakeTelegram.user(502, "Bo", "en")
FORUM_ID = -100888


@pytest.fixture
async def bot(tmp_path):
    async with started_bot(tmp_path) as running:
        yield running


def forum(bot):
    return bot.fake.forum_chat(FORUM_ID, "Mahjong forum")


def test_a_topic_has_a_chat_key_of_its_own_that_reads_back():
    assert place_key(-100888, None) == "-100888" and place_of("-100888") == (-100888, None)
    assert place_key(-100888, 42) == "-100888/42" and place_of("-100888/42") == (-100888, 42)
    with pytest.raises(ValueError):
        place_of("inline501")


async def test_a_command_in_a_topic_is_answered_in_that_topic_and_one_in_general_in_general(bot):
    chat = forum(bot)
    rules = bot.fake.user_topic(FORUM_ID, "Rules questions")
    start = bot.mark()
    bot.fake.send_text(chat, ANN, "/fan pure straight", topic=rules)
    answer = await bot.fake.wait_for_any(("sendMessage", "sendPhoto"), start=start, timeout=20)
    assert int(answer.params["message_thread_id"]) == rules
    assert answer.result["message_thread_id"] == rules and answer.result["is_topic_message"] is True
    assert "Pure Straight" in text_of(answer)

    start = bot.mark()
    bot.fake.send_text(chat, ANN, "/fan pure straight")  # the General topic: no thread at all
    general = await bot.fake.wait_for_any(("sendMessage", "sendPhoto"), start=start, timeout=20)
    assert "message_thread_id" not in general.params and "message_thread_id" not in general.result
    assert bot.fake.errors == []


async def test_a_quiz_started_in_a_topic_asks_and_closes_in_that_topic_and_general_keeps_its_own(bot):
    chat = forum(bot)
    drills = bot.fake.user_topic(FORUM_ID, "Quiz corner")
    start = bot.mark()
    bot.fake.send_text(chat, ANN, "/quiz start rounds=1 seconds=10", topic=drills)
    poll = await bot.fake.wait_for("sendPoll", start=start, timeout=20)
    assert int(poll.params["message_thread_id"]) == drills
    question = await bot.fake.wait_for("sendPhoto", start=start)
    assert int(question.params["message_thread_id"]) == drills

    # the topic's quiz is the topic's own: the General topic can start another meanwhile
    general = bot.mark()
    bot.fake.send_text(chat, BO, "/quiz start rounds=1 seconds=60")
    other = await bot.fake.wait_for("sendPoll", start=general, timeout=20)
    assert "message_thread_id" not in other.params

    answered = bot.mark()
    bot.fake.answer_poll(poll.result["poll"]["id"], BO, [poll.params["correct_option_ids"][0]])
    await bot.fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == BO.id, start=answered)

    ended = bot.mark()
    bot.clock.advance(11)  # the timer closes the topic's round: its poll, its results, in the topic
    stopped = await bot.fake.wait_for("stopPoll", start=ended, timeout=20)
    assert int(stopped.params["message_id"]) == poll.result["message_id"]
    results = await bot.fake.wait_count("sendMessage", 2, start=ended, timeout=20)
    assert all(int(call.params["message_thread_id"]) == drills for call in results)
    assert "✓ Bo" in html_to_plain(results[0].params["text"])
    assert bot.fake.polls[other.result["poll"]["id"]]["is_closed"] is False  # General's round goes on
    assert bot.fake.sent_in_topic(FORUM_ID, None, ended) == []


async def test_settings_made_in_general_apply_in_every_topic(bot):
    chat = forum(bot)
    bot.fake.admins[FORUM_ID] = {ANN.id}
    talk = bot.fake.user_topic(FORUM_ID, "Talk")
    start = bot.mark()
    bot.fake.send_text(chat, ANN, "/settings language ja")
    await bot.fake.wait_for("sendMessage", start=start, timeout=20)
    await asyncio.sleep(0)
    start = bot.mark()
    bot.fake.send_text(chat, BO, "/help", topic=talk)
    answer = await bot.fake.wait_for("sendMessage", start=start, timeout=20)
    assert int(answer.params["message_thread_id"]) == talk
    assert any("\u3040" <= ch <= "\u30ff" for ch in html_to_plain(answer.params["text"]))  # kana: Japanese


async def test_a_thread_the_group_does_not_have_is_refused_by_the_fake(bot):
    """The fake is as strict as Telegram: a send to an unknown topic is a 400."""
    forum(bot)
    with pytest.raises(Exception, match="thread not found"):
        await bot.adapter.application.bot.send_message(FORUM_ID, "hi", message_thread_id=999_999)
    bot.fake.errors.clear()


async def test_score_sheets_in_two_topics_are_two_tables_each_answered_in_its_topic(bot):
    chat = forum(bot)
    topics = (bot.fake.user_topic(FORUM_ID, "Table A"), bot.fake.user_topic(FORUM_ID, "Table B"))
    for topic in topics:  # the second sheet is no "a table is already open here": each topic is its own chat
        start = bot.mark()
        bot.fake.send_text(chat, ANN, "/table start me Bo Cy Di", topic=topic)
        started = await bot.fake.wait_for_any(("sendMessage", "sendPhoto"), start=start, timeout=20)
        assert int(started.params["message_thread_id"]) == topic
        enter = next(b["callback_data"] for row in started.params["reply_markup"]["inline_keyboard"] for b in row
                     if b["text"] == "Enter a hand")
        pressed = bot.mark()
        bot.fake.click(chat, ANN, started.result["message_id"], enter)  # a press is answered in the topic too
        asked = await bot.fake.wait_for_any(("sendMessage", "editMessageText", "editMessageCaption"), start=pressed,
                                            timeout=20)
        assert asked.method.startswith("edit") or int(asked.params["message_thread_id"]) == topic
        assert bot.fake.sent_in_topic(FORUM_ID, None, start) == []
    sheets = SheetStore(bot.core.storage.db)  # both tables are open at once, one per topic, none in General
    views = [sheets.view(chat_key("telegram", place_key(FORUM_ID, topic))) for topic in topics]
    assert all(view is not None for view in views) and views[0].table.id != views[1].table.id
    assert sheets.view(chat_key("telegram", str(FORUM_ID))) is None


async def test_a_table_played_in_a_topic_is_posted_in_that_topic(bot):
    chat = forum(bot)
    game = bot.fake.user_topic(FORUM_ID, "Game room")
    start = bot.mark()
    bot.fake.send_text(chat, ANN, "/play 4 hands=1", topic=game)
    lobby = await bot.fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == FORUM_ID, start=start,
                                    timeout=20)
    assert int(lobby.params["message_thread_id"]) == game
    assert "1 of 4 people seated" in html_to_plain(lobby.params["text"])


async def test_a_typed_answer_in_general_is_the_groups_though_telegram_gives_it_a_reply_thread(bot):
    chat = forum(bot)
    start = bot.mark()
    bot.fake.send_text(chat, ANN, "/quiz start mode=fans rounds=1 seconds=30")
    question = await bot.fake.wait_for(
        "sendPhoto", start=start, predicate=lambda c: "inline_keyboard" in (c.params.get("reply_markup") or {}),
        timeout=20)
    assert "message_thread_id" not in question.params
    answered = bot.mark()
    bot.fake.send_text(chat, BO, "all chows", reply_to=question.result["message_id"])
    ack = await bot.fake.wait_for("sendMessage", start=answered, timeout=20)
    assert int(ack.params["chat_id"]) == BO.id and "message_thread_id" not in ack.params  # graded privately
    ended = bot.mark()
    bot.clock.advance(31)
    results = await bot.fake.wait_count("sendMessage", 2, start=ended, timeout=20)
    assert "Bo" in html_to_plain(results[0].params["text"])
    assert all("message_thread_id" not in call.params for call in results)
