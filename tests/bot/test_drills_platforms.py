"""Issue 13's drills on both platforms, through the real libraries and the loopback fakes: a group
discard drill with several players (tile buttons, a typed tile, the ranking as explanation, the
leaderboard), /efficiency with its forward buttons, and /learn waits."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import chat_key
from quiz.questions import Question
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.telegram_calls import text_of
from tests.bot.test_discord_e2e import _description
from tests.bot.test_discord_e2e import running_bot as running_discord
from tests.bot.test_telegram_e2e import ANN, BO, GROUP, private, started_bot

POSITION = "4457m44788p366s66z seat=S seen=1223778m119p99s"
CY = FakeTelegram.user(503, "Cy", "en")


def _open_question(core, platform: str, chat_id) -> tuple[str, Question]:
    rnd = core.quiz.engine.open_round(chat_key(platform, str(chat_id)))
    return rnd.id, rnd.question


@pytest.fixture
async def telegram(tmp_path):
    async with started_bot(tmp_path) as running:
        yield running


@pytest.fixture
async def discord_bot(tmp_path):
    async with running_discord(tmp_path) as running:
        yield running


# --------------------------------------------------------------------------- Telegram


async def test_telegram_group_discard_drill_with_buttons_a_typed_tile_and_the_table(telegram):
    bot = telegram
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz start mode=discard rounds=1 seconds=30")
    photo = await bot.fake.wait_for(
        "sendPhoto", start=start, predicate=lambda c: "inline_keyboard" in (c.params.get("reply_markup") or {}))
    assert photo.files["photo"][:4] == b"\x89PNG"
    assert "Which tile do you discard?" in html_to_plain(photo.params["caption"])
    buttons = [b for row in photo.params["reply_markup"]["inline_keyboard"] for b in row]
    assert all(len(b["callback_data"].encode()) <= 64 for b in buttons)
    round_id, question = _open_question(bot.core, "telegram", GROUP.id)
    credit = {row["tile"]: row["credit"] for row in question.answer["discards"]}
    assert sorted(b["text"] for b in buttons) == sorted(credit)

    start = bot.mark()
    picks = {ANN: buttons[0], BO: buttons[-1]}
    for player, button in picks.items():
        bot.fake.click(GROUP, player, photo.result["message_id"], button["callback_data"])
    await bot.fake.wait_count("answerCallbackQuery", 2, start=start)
    best = question.answer["best"][0]
    bot.fake.send_text(GROUP, CY, f"/quiz {best}")
    await bot.fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == CY.id, start=start)
    answers = {a.user_name: a for a in bot.core.storage.db.games.round_answers(round_id)}
    assert set(answers) == {"Ann", "Bo", "Cy"}
    for player, button in picks.items():
        assert answers[player.first_name].credit == pytest.approx(credit[button["text"]])
    assert answers["Cy"].correct

    start = bot.mark()
    bot.clock.advance(31)
    summary, final = await bot.fake.wait_count("sendMessage", 2, start=start)
    text = html_to_plain(summary.params["text"])
    assert f"Best discard: {' '.join(question.answer['best'])}" in text and "3 answers" in text
    assert "Ranked by the route to 8" in text
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz leaderboard")
    board = await bot.fake.wait_for("sendMessage", start=start)
    assert "Cy" in html_to_plain(board.params["text"])


async def test_telegram_efficiency_marks_the_best_discard_and_walks_forward(telegram):
    bot = telegram
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, f"/efficiency {POSITION}")
    photo = await bot.fake.wait_for("sendPhoto", start=start)
    assert photo.files["photo"][:4] == b"\x89PNG"
    if not photo.params.get("reply_markup"):  # a text over the caption's limit follows the picture, with the keys
        await bot.fake.wait_for("sendMessage", start=start)
    text = html_to_plain(photo.params.get("caption", "")) + "".join(
        html_to_plain(c.params["text"]) for c in bot.fake.calls_of("sendMessage", start))
    keyboard = [b for call in (photo, *bot.fake.calls_of("sendMessage", start))
                for row in (call.params.get("reply_markup") or {}).get("inline_keyboard", []) for b in row]
    assert keyboard and keyboard[0]["text"].startswith("Discard ")
    assert "Best discard" in text
    start = bot.mark()
    bot.fake.click(private(ANN), ANN, photo.result["message_id"], keyboard[0]["callback_data"])
    step = await bot.fake.wait_for_any(("sendPhoto", "sendMessage"), start=start)
    if step.method == "sendPhoto" and not step.params.get("reply_markup"):  # the text follows the picture
        step = await bot.fake.wait_for("sendMessage", start=start)
    shown = text_of(step)
    assert "Step 1: discarded " in shown


async def test_telegram_learn_waits_menu_grades_the_picked_ranks(telegram):
    bot = telegram
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/learn waits")
    card = await bot.fake.wait_for("sendMessage", start=start)
    assert "Which tiles complete it?" in html_to_plain(card.params["text"])
    buttons = [b for row in card.params["reply_markup"]["inline_keyboard"] for b in row]
    assert len(buttons) >= 9
    from quiz.wait_cards import wait_cards

    shape = next(c for c in wait_cards() if f"{c.ranks}{c.suit}" in html_to_plain(card.params["text"]))
    by_label = {b["text"]: b["callback_data"] for b in buttons}
    message_id = card.result["message_id"]
    for rank in shape.waits:  # tick every wait on the toggle keyboard, then submit
        start = bot.mark()
        bot.fake.click(private(ANN), ANN, message_id, by_label[f"{rank}{shape.suit}"])
        await bot.fake.wait_for("editMessageReplyMarkup", start=start)
    start = bot.mark()
    done = next(b["callback_data"] for b in buttons if b["text"].startswith("✔"))
    bot.fake.click(private(ANN), ANN, message_id, done)
    graded = await bot.fake.wait_for_any(("sendMessage", "editMessageText"), start=start)
    assert "\nRight: " in html_to_plain(graded.params["text"])


# --------------------------------------------------------------------------- Discord


async def test_discord_group_discard_drill_with_several_players_and_the_table(discord_bot):
    bot = discord_bot
    start = await bot.fake.slash("quiz", "start", user_id=11, user_name="ann", mode="discard", rounds=1, seconds=20)
    intro = await bot.fake.wait_for(start, "callback")
    assert "Which tile to discard" in _description(intro)
    round_message = await bot.fake.wait_for(start, "followup")
    assert "hand.png" in round_message.files
    buttons = [c for row in round_message.body["components"] for c in row["components"]]
    channel = round_message.message["channel_id"]
    round_id, question = _open_question(bot.core, "discord", channel)
    credit = {row["tile"]: row["credit"] for row in question.answer["discards"]}
    assert sorted(b["label"] for b in buttons) == sorted(credit)
    message_id = int(round_message.message["id"])
    presses = {}
    for user_id, name, button in [(11, "ann", buttons[0]), (12, "bo", buttons[-1]), (13, "cy", buttons[1])]:
        presses[str(user_id)] = (await bot.fake.click(message_id, button["custom_id"], user_id=user_id,
                                                      user_name=name), button["label"])
    for interaction, _ in presses.values():
        await bot.fake.wait_for(interaction, "callback")
    answers = {a.user_id: a for a in bot.core.storage.db.games.round_answers(round_id)}
    for name, (_, label) in presses.items():
        assert answers[name].credit == pytest.approx(credit[label])
    mark = bot.mark()
    bot.clock.advance(21)
    result = await bot.fake.wait_for(kind="channel_message", start=mark)
    summary = _description(result)
    assert "Best discard" in summary and "3 answer" in summary


async def test_discord_efficiency_and_a_forward_press(discord_bot):
    bot = discord_bot
    interaction = await bot.fake.slash("efficiency", user_id=21, hand=POSITION)
    reply = await bot.fake.wait_for(interaction, "callback")
    assert "Best discard" in _description(reply)
    button = reply.data["components"][0]["components"][0]
    assert button["label"].startswith("Discard ")
    press = await bot.fake.click(int(reply.message["id"]), button["custom_id"], user_id=22)
    step = await bot.fake.wait_for(press, "callback")
    assert "Step 1: discarded" in _description(step)


# --------------------------------------------------------------------------- console


def test_console_efficiency_walk_and_a_discard_drill_answered_by_button_number(tmp_path):
    from tests.bot.test_console import _run

    done = _run(tmp_path, [f"/efficiency {POSITION}", "1", "/quiz start discard rounds=1", "1", "/learn waits"])
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Best discard" in out and "[1] Discard " in out
    assert "Step 1: discarded " in out  # the first button, pressed by its number
    assert "Which tile do you discard?" in out
    assert "Answer recorded" in out or "Right!" in out
    assert "Ranked by the route to 8" in out  # a private drill shows the table at once
    assert "Which tiles complete it?" in out
    assert "Traceback" not in out + done.stderr


async def test_telegram_daily_problem_is_posted_by_the_job_queue_and_revealed_later(telegram):
    bot = telegram
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/daily on hour=0 reveal=2")
    # the tick (PTB's JobQueue, every 0.1 s here) posts the day's problem
    photo = await bot.fake.wait_for(
        "sendPhoto", start=start, predicate=lambda c: "inline_keyboard" in (c.params.get("reply_markup") or {}))
    assert "Daily problem" in html_to_plain(photo.params["caption"])
    await asyncio.sleep(0.3)
    assert len([c for c in bot.fake.calls_of("sendPhoto", start) if "Daily problem" in c.params["caption"]]) == 1
    start = bot.mark()
    bot.clock.advance(2 * 3600 + 1)
    summary = await bot.fake.wait_for(
        "sendMessage", start=start, predicate=lambda c: "Best discard" in html_to_plain(c.params["text"]))
    assert "the answer" in html_to_plain(summary.params["text"])


async def test_discord_daily_problem_needs_a_manager_and_is_posted_by_the_tick_loop(discord_bot):
    from tests.bot.test_discord_e2e import MANAGE_GUILD

    bot = discord_bot
    refused = await bot.fake.slash("daily", user_id=31, switch="on", hour=0, reveal=2, permissions=0)
    assert "admins" in _text_of(await bot.fake.wait_for(refused, "callback"))
    mark = bot.mark()
    turned_on = await bot.fake.slash("daily", user_id=31, switch="on", hour=0, reveal=2, permissions=MANAGE_GUILD)
    assert "0:00 UTC" in _description(await bot.fake.wait_for(turned_on, "callback"))
    problem = await bot.fake.wait_for(kind="channel_message", start=mark,
                                      predicate=lambda e: "Daily problem" in _text_of(e))
    assert problem.message["components"]
    mark = bot.mark()
    bot.clock.advance(2 * 3600 + 1)
    answer = await bot.fake.wait_for(kind="channel_message", start=mark,
                                     predicate=lambda e: "Best discard" in _text_of(e))
    assert "the answer" in _text_of(answer)


def _text_of(event) -> str:
    """A Discord event's embeds as text ("" for an event without embeds, such as a file upload)."""
    data = event.data or {}
    return (data.get("content") or "") + (_description(event) if data.get("embeds") else "")
