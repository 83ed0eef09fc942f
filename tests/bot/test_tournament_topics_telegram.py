"""A tournament in a Telegram forum supergroup, end to end (the real python-telegram-bot against the
fake Bot API): seating a round of eight opens a topic per table ("Round 1 · Table 2"), whose first
message mentions its players; each table's players enter and confirm their result inside their own
topic, without a table number; the final standings go where the round was seated (the General topic,
or the topic the director typed ``seat`` in). Without the right to manage topics the round is still
seated and the director is told privately."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.adapters.telegram.topics import Topics, place_key
from bot.budgets import TOURNAMENT_RESULT, TOURNAMENT_ROUND, TOURNAMENT_THREAD
from bot.storage import chat_key
from quiz.tournament.store import TournamentStore
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_calls import buttons_of, text_of
from tests.bot.test_telegram_e2e import started_bot

FORUM_ID = -100999
DIRECTOR = FakeTelegram.user(800, "Director")
PLAYERS = tuple(FakeTelegram.user(801 + n, f"Player{n + 1}") for n in range(8))
BY_NAME = {player.first_name: player for player in PLAYERS}
SENDS = ("sendMessage", "sendPhoto", "sendDocument")


@pytest.fixture
async def bot(tmp_path):
    async with started_bot(tmp_path) as running:
        running.fake.admins[FORUM_ID] = {DIRECTOR.id}
        yield running


async def says(bot, chat, who, text: str, topic: int | None = None, methods=("sendMessage", "sendPhoto")):
    start = bot.mark()
    bot.fake.send_text(chat, who, text, topic=topic)
    return await bot.fake.wait_for_any(methods, start=start, timeout=20)


async def stored_soon(core, key: str, timeout: float = 5.0):
    """The stored entry of a topic, once the storage's background writer has written it."""
    deadline = asyncio.get_running_loop().time() + timeout
    while (found := await asyncio.to_thread(core.storage.recall_state, "telegram", "side_topic", key)) is None \
            and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.02)
    return found


async def registered(bot, chat, rounds: int) -> None:
    created = await says(bot, chat, DIRECTOR, f"/tournament new Forum Cup mcr rounds={rounds} seed=9")
    for player in PLAYERS:
        start = bot.mark()
        bot.fake.click(chat, player, created.result["message_id"], buttons_of(created)["Join"])
        await bot.fake.wait_for_any(("editMessageText", "editMessageCaption"), start=start, timeout=20)
    await says(bot, chat, DIRECTOR, "/tournament start")


async def test_each_table_plays_in_its_own_topic_and_the_standings_go_where_the_round_was_seated(bot):
    fake = bot.fake
    chat = fake.forum_chat(FORUM_ID, "Club forum")
    desk = fake.user_topic(FORUM_ID, "Tournament desk")
    await registered(bot, chat, rounds=2)
    store = TournamentStore(bot.core.storage.db)
    rng = random.Random(9)
    # round 1 is seated in the "Tournament desk" topic, round 2 in the General topic
    for round_number, seated_in in ((1, desk), (2, None)):
        before = set(fake.topic_names(FORUM_ID))
        start = bot.mark()
        seating = await says(bot, chat, DIRECTOR, "/tournament seat", seated_in, ("sendPhoto",))
        assert f"Round {round_number} of 2" in text_of(seating)
        assert seating.result.get("message_thread_id") == seated_in
        t = store.view(chat_key("telegram", str(FORUM_ID))).tournament  # the group's tournament
        await fake.wait_count("createForumTopic", len(t.current.tables), start=start, timeout=20)
        opened = {topic: name for topic, name in fake.topic_names(FORUM_ID).items() if topic not in before}
        assert sorted(opened.values()) == [f"Round {round_number} · Table {n}" for n in (1, 2)]
        topic_of_table = {int(name[-1]): topic for topic, name in opened.items()}
        await fake.wait_until(lambda since=start, topics=tuple(opened): all(
            fake.sent_in_topic(FORUM_ID, topic, since) for topic in topics), timeout=20,
            what="each table topic's first message")
        if round_number == 2:  # what each topic leads to is in the shared storage: a restarted bot reads it back
            for topic in opened:
                assert await stored_soon(bot.core, place_key(FORUM_ID, topic)) == [
                    place_key(FORUM_ID, None), f"tourney:2:{opened[topic][-1]}"]
            bot.adapter.updates.topics = Topics(bot.core)
        for table in t.current.tables:
            topic = topic_of_table[table.number]
            names = [t.entrants[p].name for p in table.players]
            first = fake.sent_in_topic(FORUM_ID, topic, start)
            assert len(first) == TOURNAMENT_THREAD.messages
            mentioned = first[0].params["text"]
            assert all(f'tg://user?id={BY_NAME[name].id}"' in mentioned for name in names)
            assert all(name in text_of(first[0]) for name in names)

            scores = [rng.choice((-24, -8, 8, 24)) for _ in range(3)]
            scores.append(-sum(scores))
            words = " ".join(f"{name}={score}" for name, score in zip(names, scores, strict=True))
            entry = await says(bot, chat, BY_NAME[names[0]], f"/tournament result {words}", topic)  # no table number
            assert int(entry.params["message_thread_id"]) == topic
            assert "waiting for another player" in text_of(entry), text_of(entry)
            pressed = bot.mark()
            fake.click(chat, BY_NAME[names[1]], entry.result["message_id"], buttons_of(entry)["Confirm"])
            confirmed = await fake.wait_for("editMessageText", start=pressed, timeout=20)
            assert "counted" in text_of(confirmed)
            assert fake.messages[(FORUM_ID, entry.result["message_id"])]["message_thread_id"] == topic
        last = round_number == 2
        if last:  # the last confirmation, typed in a table's topic, brings the standings where seat was typed
            standings = await fake.wait_for("sendPhoto", lambda c: "standings after round 2" in text_of(c),
                                            start=start, timeout=20)
            assert "message_thread_id" not in standings.params  # the General topic, where round 2 was seated
        at_seat = fake.sent_in_topic(FORUM_ID, seated_in, start)
        assert len(at_seat) == TOURNAMENT_ROUND.messages + last  # the seating (and the standings): nothing per table
        per_table = [fake.sent_in_topic(FORUM_ID, topic, start) for topic in opened]
        assert all(len(sent) == TOURNAMENT_THREAD.messages + TOURNAMENT_RESULT.messages for sent in per_table)
    t = store.latest(chat_key("telegram", str(FORUM_ID))).tournament
    assert t.finished and len(t.results()) == 4
    assert fake.errors == []


async def test_without_the_right_to_manage_topics_the_round_is_seated_and_the_director_told_privately(bot):
    fake = bot.fake
    chat = fake.forum_chat(FORUM_ID, "Club forum", bot_manages_topics=False)
    await registered(bot, chat, rounds=1)
    start = bot.mark()
    seating = await says(bot, chat, DIRECTOR, "/tournament seat", None, ("sendPhoto",))
    assert "Round 1 of 1" in text_of(seating)
    told = await fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == DIRECTOR.id, start=start,
                               timeout=20)
    assert "Manage Topics" in text_of(told)
    assert fake.topic_names(FORUM_ID) == {}
    refused = [c for c in fake.calls[start:] if c.method == "createForumTopic"]
    assert len(refused) == 1  # one refusal, and no second try for the other table
    fake.errors.clear()  # the refusal was the point


async def test_in_an_ordinary_group_seating_opens_no_topic(bot):
    fake = bot.fake
    chat = FakeTelegram.group_chat(FORUM_ID, "Club")
    await registered(bot, chat, rounds=1)
    start = bot.mark()
    await says(bot, chat, DIRECTOR, "/tournament seat", None, ("sendPhoto",))
    await fake.wait_for_any(SENDS, start=start)
    assert not [c for c in fake.calls[start:] if c.method == "createForumTopic"]
