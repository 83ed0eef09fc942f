"""Group games within Telegram's limit of 20 messages a minute to one group (the fake enforces it, with a
429 and ``retry_after`` past it; the window is scaled down so the tests stay fast).

A quiz round sends the group the same few messages whatever the number of players and the answer mode
(``bot/budgets.py``): typed answers are replies to the question, acknowledged privately or by a reaction.
"""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from bot.budgets import DAILY_POST, QUIZ_ROUND
from bot.config import Config
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_setup import fake_bot_api
from tests.bot.test_telegram_e2e import TOKEN, running_bot
from tests.clock import Clock
from tests.deep import DEEP, sized
from tests.migrated import migrated_url

#: Telegram's 20 messages a minute to a group, the minute scaled down to two seconds
GROUP_LIMIT = (20, 2.0)
RATES = {"telegram_rate": (1000, 1.0), "telegram_group_rate": GROUP_LIMIT}
GROUP = FakeTelegram.group_chat(-100901, "Club night")
ANN = FakeTelegram.user(601, "Ann", "en")


@pytest.fixture
async def fake():
    async with fake_bot_api(GROUP_LIMIT) as server:
        yield server


#: players answering one question at once: a hundred under FANBOT_TEST_DEEP=1 (their answers queue for
#: SQLite's one writer; on a machine shared with the rest of the suite some are refused as busy, which is
#: right but not what these tests measure)
GROUP_SIZES = [20, 100] if DEEP else [20]
#: how long a hundred answers may take to be acknowledged: what is measured is the group's budget and that
#: each counts once, not the speed of a machine shared with the rest of the suite
ANSWERS_SECONDS = 90


def _config(tmp_path) -> Config:
    return Config(telegram_token=TOKEN, database_url=migrated_url(tmp_path / "bot.sqlite3"),
                  rate_limit=(100_000, 60.0), database_busy_timeout=30.0)


def _players(count: int) -> list:
    return [FakeTelegram.user(20_000 + i, f"P{i}", "en") for i in range(count)]


def _keyboard(call) -> bool:
    return "inline_keyboard" in (call.params.get("reply_markup") or {})


def _plays_again(call) -> bool:
    """The final scores: the message with the "play again" button."""
    return "quiz:start" in str(call.params.get("reply_markup"))


def _split(calls) -> tuple[int, int]:
    """(new messages, edits) among a group's calls."""
    edits = sum(1 for c in calls if c.method.startswith("edit") or c.method == "stopPoll")
    return len(calls) - edits, edits


@pytest.mark.parametrize("players", GROUP_SIZES)
async def test_typed_answers_are_replies_to_the_question_and_the_group_gets_its_budget_only(fake, tmp_path,
                                                                                            players):
    people = _players(players)
    without_private_chat = {p.id for p in people[::2]}  # half never opened a private chat with the bot
    fake.no_private_chat |= without_private_chat
    async with running_bot(fake, _config(tmp_path), Clock(1_800_000_000.0), rates=RATES) as bot:
        start = bot.mark()
        fake.send_text(GROUP, ANN, "/quiz start mode=fans rounds=2 seconds=30")
        question = await fake.wait_for("sendPhoto", _keyboard, start=start)
        question_id = question.result["message_id"]
        answer_data = question.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        round_id = answer_data.rsplit(":", 1)[1]

        # "Answer" shows how to answer in the button's toast: no prompt in the group
        pressed = fake.click(GROUP, people[0], question_id, answer_data)
        toast = await fake.wait_for("answerCallbackQuery", lambda c: str(c.params["callback_query_id"]) == pressed,
                                    start=start)
        assert "Reply" in toast.params["text"]

        for person in people:
            fake.send_text(GROUP, person, "all chows", reply_to=question_id)
        private_acks = lambda: [c for c in fake.calls_of("sendMessage", start)  # noqa: E731
                                if int(c.params["chat_id"]) > 0 and isinstance(c.result, dict)]
        await fake.wait_until(lambda: len(private_acks()) == players - len(without_private_chat)
                              and len(fake.reactions) == len(without_private_chat), timeout=ANSWERS_SECONDS,
                              what="every answer acknowledged")
        summary = bot.core.quiz.engine.summary(round_id)
        assert sorted(a.user_id for a in summary.answers) == sorted(str(p.id) for p in people)  # each once

        for _ in range(2):  # both rounds end on their timer
            due = bot.mark()
            bot.clock.advance(31)
            await fake.wait_for_any(("sendMessage", "sendPhoto"), start=due, timeout=3)
        await fake.wait_until(lambda: any(_plays_again(c) for c in fake.group_messages(GROUP.id, start)),
                              timeout=5, what="the final scores")
        await asyncio.sleep(0.2)
        messages, edits = _split(fake.group_messages(GROUP.id, start))
        assert QUIZ_ROUND.allows(2, messages, edits), (messages, edits)
        assert not fake.refused(start)


@pytest.mark.parametrize("players", GROUP_SIZES)
async def test_quiz_answer_typed_as_a_command_by_players_without_a_private_chat_costs_the_group_nothing(fake,
                                                                                                       tmp_path,
                                                                                                       players):
    people = _players(players)
    fake.no_private_chat |= {p.id for p in people}
    async with running_bot(fake, _config(tmp_path), Clock(1_800_000_000.0), rates=RATES) as bot:
        start = bot.mark()
        fake.send_text(GROUP, ANN, "/quiz start mode=fans rounds=1 seconds=30")
        question = await fake.wait_for("sendPhoto", _keyboard, start=start)
        round_id = question.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"].rsplit(":", 1)[1]
        asked = len(fake.group_messages(GROUP.id, start))
        for person in people:
            fake.send_text(GROUP, person, "/quiz answer all chows")
        await fake.wait_until(lambda: len(fake.reactions) == players, timeout=ANSWERS_SECONDS,
                              what="every answer acknowledged by a reaction")
        assert all(r == [{"type": "emoji", "emoji": "\N{THUMBS UP SIGN}"}] for r in fake.reactions.values())
        fake.send_text(GROUP, people[0], "/quiz answer all chows")  # a second answer: refused, quietly too
        await fake.wait_until(lambda: len(fake.reactions) == players + 1, timeout=5, what="the refusal")
        assert [{"type": "emoji", "emoji": "\N{THUMBS DOWN SIGN}"}] in fake.reactions.values()
        assert len(fake.group_messages(GROUP.id, start)) == asked  # not one message for the answers
        summary = bot.core.quiz.engine.summary(round_id)
        assert sorted(a.user_id for a in summary.answers) == sorted(str(p.id) for p in people)  # each once

        due = bot.mark()
        bot.clock.advance(31)
        await fake.wait_until(lambda: any(_plays_again(c) for c in fake.group_messages(GROUP.id, due)),
                              timeout=5, what="the result and the final scores")
        await asyncio.sleep(0.2)
        messages, edits = _split(fake.group_messages(GROUP.id, start))
        assert QUIZ_ROUND.allows(1, messages, edits), (messages, edits)
        assert not fake.refused(start)


POLL, KEYBOARD, TYPED = (FakeTelegram.group_chat(-100921, "Polls"), FakeTelegram.group_chat(-100922, "Keys"),
                         FakeTelegram.group_chat(-100923, "Typed"))


async def _answer_all(fake: FakeTelegram, start: int, people: list) -> list[int]:
    """Every player answers the open round in each of the three groups (poll, keyboard, typed reply)."""
    poll = await fake.wait_for("sendPoll", lambda c: int(c.params["chat_id"]) == POLL.id, start=start)
    keys = await fake.wait_for("sendPhoto", lambda c: int(c.params["chat_id"]) == KEYBOARD.id and _keyboard(c),
                               start=start)
    typed = await fake.wait_for("sendPhoto", lambda c: int(c.params["chat_id"]) == TYPED.id and _keyboard(c),
                                start=start)
    rows = keys.params["reply_markup"]["inline_keyboard"]
    first_option, done = rows[0][0]["callback_data"], rows[-1][0]["callback_data"]
    ticked = len(fake.calls)
    for person in people:
        fake.answer_poll(poll.result["poll"]["id"], person, [0])
        fake.click(KEYBOARD, person, keys.result["message_id"], first_option)
        fake.send_text(TYPED, person, "all chows", reply_to=typed.result["message_id"])
    # "done" once the ticks are in (updates are handled concurrently, a player's too)
    await fake.wait_count("answerCallbackQuery", len(people), start=ticked, timeout=20)
    for person in people:
        fake.click(KEYBOARD, person, keys.result["message_id"], done)
    return [POLL.id, KEYBOARD.id, TYPED.id]


@pytest.mark.parametrize("players", [20])  # 100 in each of three groups passes too, in 10 s: too slow here
async def test_three_group_quizzes_at_once_count_every_answer_once_within_budget(fake, tmp_path, players):
    people = _players(players)
    async with running_bot(fake, _config(tmp_path), Clock(1_800_000_000.0), rates=RATES) as bot:
        start = bot.mark()
        for group, mode in ((POLL, "choice_total"), (KEYBOARD, "choice_fans"), (TYPED, "fans")):
            fake.send_text(group, ANN, f"/quiz start mode={mode} rounds=1 seconds=30")
        groups = await _answer_all(fake, start, people)
        games = bot.core.quiz.storage.games

        def answered(group_id: int) -> int:
            rnd = bot.core.quiz.engine.open_round(f"telegram:{group_id}")
            return len(games.round_answers(rnd.id)) if rnd is not None else -1
        await fake.wait_until(lambda: all(answered(g) == players for g in groups), timeout=ANSWERS_SECONDS,
                              what="every answer in every group")
        due = bot.mark()
        bot.clock.advance(31)
        await fake.wait_until(lambda: all(any("quiz:start" in str(c.params.get("reply_markup"))
                                              for c in fake.group_messages(g, due)) for g in groups),
                              timeout=5, what="every group's result")
        passed = fake.calls[due].at if len(fake.calls) > due else 0.0
        assert all(c.at - passed < 2.0 for g in groups for c in fake.group_messages(g, due))  # on time
        await asyncio.sleep(0.2)
        for group_id in groups:
            messages, edits = _split(fake.group_messages(group_id, start))
            assert QUIZ_ROUND.allows(1, messages, edits), (group_id, messages, edits)
        assert not fake.refused(start)


async def test_the_daily_problem_due_in_many_groups_at_one_hour_is_delivered_everywhere_within_the_limits(fake,
                                                                                                          tmp_path):
    groups = [-101_000 - n for n in range(25)]  # (500 in-process: tests/bot/test_chat_sends.py)
    overall = (20, 0.5)  # Telegram's 30 a second, scaled: the posts must be spread over several windows
    rates = {"telegram_rate": overall, "telegram_group_rate": GROUP_LIMIT}
    clock = Clock(1_800_000_000.0)  # 08:00 UTC
    async with running_bot(fake, _config(tmp_path), clock, rates=rates) as bot:
        for group in groups:  # (without pictures: drawing them would only slow the test)
            settings = bot.core.storage.chat_settings("telegram", str(group))
            bot.core.storage.save_chat_settings("telegram", str(group), dataclasses.replace(settings, pictures=False))
            bot.core.storage.db.settings.set_daily_problem(f"telegram:{group}", {"hour": 9, "reveal": 12,
                                                                                 "ruleset": "mcr"})
        for stage in ("problem", "ranking"):
            start = bot.mark()
            clock.advance(3600 if stage == "problem" else 12 * 3600)
            expected = 2 if stage == "problem" else 1  # the intro and the problem; then the ranking
            await fake.wait_until(lambda start=start, expected=expected: all(
                len(fake.group_messages(g, start)) >= expected for g in groups),
                                  timeout=20, what=f"every group's daily {stage}")
            await asyncio.sleep(0.3)
            sent = sorted(c.at for g in groups for c in fake.group_messages(g, start))
            assert len(sent) == expected * len(groups)  # all delivered, none twice
            limit, seconds = overall
            spans = [sent[i + limit] - sent[i] for i in range(len(sent) - limit)]
            assert min(spans) >= seconds * 0.95, min(spans)
        assert not fake.refused()
        for group in groups:
            assert len(fake.group_messages(group)) <= DAILY_POST.messages


#: groups whose daily problem is due at one hour: 500 under FANBOT_TEST_DEEP=1, as the issue asks; the everyday
#: run's 75 keep the test short while other tests share the cores, and still need several ticks' budgets of
#: decisions (each post analyses its problem, about 42 ms of CPU with the compiled core: 3.2 s in all, past the
#: quiz result's 2 s; bot/services/daily_posts.py) and three windows of the overall rate (150 messages, 50 a window)
DAILY_GROUPS = sized(75, 500)
QUIZ_GROUP = FakeTelegram.group_chat(-100902, "Quiz night")


async def test_the_daily_problem_due_in_more_groups_than_a_tick_decides_is_delivered_once_each_within_the_overall_limit(
        fake, tmp_path):
    """``DAILY_GROUPS`` groups (75; 500 under FANBOT_TEST_DEEP=1) at one hour, end to end through
    python-telegram-bot and the fake: each group gets its post (the intro and the problem) exactly once, no 429,
    and no window of the configured overall rate
    (TELEGRAM_RATE_LIMIT, scaled up so the test stays fast) ever holds more than its limit; meanwhile a quiz
    round whose deadline passed at the same moment in another group gets its result within 2 s, the daily
    posts being decided a tick's budget at a time. (The ranking twelve hours later: the 25-group test above.)"""
    groups = [-102_000 - n for n in range(DAILY_GROUPS)]
    overall = (50, 0.5)  # Telegram's 30 a second scaled to 100: 1000 messages need at least 10 s
    clock = Clock(1_800_000_000.0)  # 08:00 UTC
    async with running_bot(fake, _config(tmp_path), clock,
                           rates={"telegram_rate": overall, "telegram_group_rate": GROUP_LIMIT}) as bot:
        for group in groups:  # (without pictures: drawing them would only slow the test)
            settings = bot.core.storage.chat_settings("telegram", str(group))
            bot.core.storage.save_chat_settings("telegram", str(group), dataclasses.replace(settings, pictures=False))
            bot.core.storage.db.settings.set_daily_problem(f"telegram:{group}", {"hour": 9, "reveal": 12,
                                                                                 "ruleset": "mcr"})
        quiz_start = bot.mark()
        fake.send_text(QUIZ_GROUP, ANN, "/quiz start mode=fans rounds=1 seconds=60")
        await fake.wait_until(lambda: fake.group_messages(QUIZ_GROUP.id, quiz_start), timeout=10, what="the question")
        start = bot.mark()
        clock.advance(3600)  # 09:00 in every group, and the quiz's minute long over
        advanced = asyncio.get_running_loop().time()
        await fake.wait_until(lambda: any(_plays_again(c) for c in fake.group_messages(QUIZ_GROUP.id, start)),
                              timeout=10, what="the quiz's result")
        assert asyncio.get_running_loop().time() - advanced < 2.0  # not behind the daily posts' decisions
        everyone = {g: 2 for g in groups}  # the intro and the problem
        await fake.wait_until(lambda: _per_group(fake, start, groups) == everyone, timeout=60,
                              what="every group's daily problem")
        await asyncio.sleep(0.3)
        assert _per_group(fake, start, groups) == everyone  # all delivered, none twice
        sent = sorted(c.at for c in fake.calls[start:] if _group_message(c))
        limit, seconds = overall
        spans = [sent[i + limit] - sent[i] for i in range(len(sent) - limit)]
        assert min(spans) >= seconds * 0.95, min(spans)  # never more than the limit in one window
        assert not fake.refused()


def _group_message(call) -> bool:
    """A message a group received (as ``FakeTelegram.group_messages`` counts them)."""
    return (call.method.startswith(("send", "edit", "stopPoll")) and call.method != "sendChatAction"
            and call.result != "429" and not isinstance(call.result, Exception)
            and int(call.params.get("chat_id", 0)) < 0)


def _per_group(fake: FakeTelegram, start: int, groups: list[int]) -> dict[int, int]:
    """Group id -> the messages it received since ``start`` (one pass over the calls: 500 groups stay cheap)."""
    counts = dict.fromkeys(groups, 0)
    for call in fake.calls[start:]:
        if _group_message(call) and int(call.params["chat_id"]) in counts:
            counts[int(call.params["chat_id"])] += 1
    return counts
