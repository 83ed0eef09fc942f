"""End to end: the real python-telegram-bot Application, long polling a fake Bot API on 127.0.0.1.

Each test pushes updates into the fake (built from PTB's own models) and reads what the bot sent back;
the fake refuses what Telegram would refuse (bad HTML, callback_data over 64 bytes, bad polls), and
every test ends by asserting it refused nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import io
import logging
from dataclasses import dataclass

import pytest

from bot.adapters.telegram import TelegramAdapter
from bot.adapters.telegram.render import telegram_html
from bot.config import Config, setup_logging
from bot.core import BotCore
from bot.ratelimit import RateLimiter
from bot.render import reply_parts
from bot.replies import Button, NumberPrompt, Option, Picture, Poll, Reply, Select
from bot.rich import Rich, bold, code, from_markup, italic, plain, user
from tests.bot.fakes.fake_telegram import FakeTelegram, html_to_plain
from tests.bot.telegram_calls import text_of
from tests.bot.telegram_setup import TOKEN, fake_bot_api, telegram_config
from tests.clock import Clock
from tests.migrated import migrated_url

HAND = "1112345678999m9m"  # nine gates: 88 + pure straight 16 + tile hog 2


@dataclass
class Bot:
    fake: FakeTelegram
    adapter: TelegramAdapter
    core: BotCore
    clock: Clock

    def mark(self) -> int:
        return len(self.fake.calls)


#: the suite's outgoing rates: tests send far more than Telegram's 20 messages a minute to one group
#: (the bot's defaults are Telegram's limits; tests/bot/test_telegram_flood.py checks those are kept)
TEST_RATES = {"telegram_rate": (10_000, 1.0), "telegram_group_rate": (10_000, 1.0)}


@contextlib.asynccontextmanager
async def running_bot(fake: FakeTelegram, config: Config, clock: Clock, rates: dict | None = None,
                      menus: bool = False):
    """One bot process against ``fake``: a fresh BotCore and Application, stopped cleanly at the end.

    ``rates``: the outgoing rate settings (default ``TEST_RATES``); ``menus``: set the command menus first, as
    ``fanbot telegram`` does at its start (the menu tests ask; for the rest they are five calls of no use)."""
    config = dataclasses.replace(config, telegram_api_base_url=fake.base_url,
                                 **(TEST_RATES if rates is None else rates))
    core = BotCore(config, clock=clock)
    adapter = TelegramAdapter(config, core, tick_seconds=0.1)
    application = adapter.build()
    async with application:
        if menus:
            await adapter.set_menus(application)
        await application.start()
        await application.updater.start_polling(timeout=1, poll_interval=0)
        try:
            yield Bot(fake, adapter, core, clock)
        finally:
            await application.updater.stop()
            await application.stop()
    core.close()


@contextlib.asynccontextmanager
async def started_bot(tmp_path, menus: bool = False):
    """A fresh fake Bot API and a bot on a fresh SQLite file; at the end, nothing the fake refused."""
    async with fake_bot_api() as fake, running_bot(fake, telegram_config(tmp_path), Clock(1_800_000_000.0),
                                                   menus=menus) as running:
        yield running


@pytest.fixture
async def bot(tmp_path):
    async with started_bot(tmp_path) as running:
        yield running


@pytest.fixture
async def menu_bot(tmp_path):
    """A bot started with its command menus set."""
    async with started_bot(tmp_path, menus=True) as running:
        yield running


ANN = FakeTelegram.user(501, "Ann", "en")
BO = FakeTelegram.user(502, "Bo", "zh-hans")
GROUP = FakeTelegram.group_chat(-100777, "Mahjong club")


def private(user):
    return FakeTelegram.private_chat(user)


# --------------------------------------------------------------------------- text formatting


def test_spans_become_escaped_telegram_html():
    text = bold("Total: 8") + " <tiles> & " + italic("pure") + " " + code("1m<2m") + " 2*3*4"
    html = telegram_html(text)
    assert html == "<b>Total: 8</b> &lt;tiles&gt; &amp; <i>pure</i> <code>1m&lt;2m</code> 2*3*4"
    assert html_to_plain(html) == "Total: 8 <tiles> & pure 1m<2m 2*3*4"


def test_user_text_is_never_markup_even_inside_a_template():
    text = from_markup("No fan called '**{query}**'.")  # a template's own markup is read...
    assert telegram_html(from_markup("**bold**")) == "<b>bold</b>"
    for typed in ("*****", "***x***", "<b>x</b>", "a &amp; b", "`x`", "**a*b**"):
        html = telegram_html(plain("You typed ") + user(typed))  # ...a user's text never is
        assert html_to_plain(html) == f"You typed {typed}"
    assert "<b>" in telegram_html(text)


def test_unbalanced_template_markup_stays_literal_and_valid():
    for template in ("**open bold", "a * b ** c", "`unclosed", "```\ncode <b>\n```", "snake_case_name"):
        assert html_to_plain(telegram_html(from_markup(template))).replace("\n", "") in template.replace("\n", "")


# --------------------------------------------------------------------------- commands


async def test_command_menu_is_set_per_language(menu_bot):
    menus = menu_bot.fake.commands
    assert {("default", ""), ("default", "en"), ("default", "zh")} <= set(menus)
    english = {c["command"]: c["description"] for c in menus[("default", "en")]}
    chinese = {c["command"]: c["description"] for c in menus[("default", "zh")]}
    assert {"score", "quiz", "fan", "help"} <= set(english)
    assert english.keys() == chinese.keys()
    assert english["score"] != chinese["score"]
    assert any("\u4e00" <= ch <= "\u9fff" for ch in chinese["score"])


async def test_score_in_a_private_chat_answers_with_the_total(bot):
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, f"/score {HAND}")
    call = await bot.fake.wait_for_any(("sendPhoto", "sendMessage"), start=start)
    text = call.params.get("caption") or call.params.get("text")
    plain = html_to_plain(text)
    assert "106" in plain and "Nine Gates" in plain
    assert int(call.params["chat_id"]) == ANN.id


async def test_score_with_a_picture_is_a_photo_with_caption(bot, monkeypatch):
    png = _png()

    async def scored(ctx, command, args="", options=None):
        return [Reply(text=bold("Total: 8 fan") + "\nAll Chows (平和) 2", title="MCR score",
                      picture=Picture(png, "hand.png"))]

    monkeypatch.setattr(bot.core, "handle", scored)
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, f"/score {HAND}")
    call = await bot.fake.wait_for("sendPhoto", start=start)
    assert call.files["photo"] == png
    assert call.params["parse_mode"] == "HTML"
    assert html_to_plain(call.params["caption"]) == "MCR score\nTotal: 8 fan\nAll Chows (平和) 2"


async def test_pictures_off_answers_the_score_as_text(bot):
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/settings pictures=off")
    await bot.fake.wait_for("sendMessage", start=start)
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, f"/score {HAND}")
    call = await bot.fake.wait_for("sendMessage", start=start)
    assert "106" in html_to_plain(call.params["text"])
    await asyncio.sleep(0.2)
    assert not bot.fake.calls_of("sendPhoto", start)


async def test_group_command_addressed_to_another_bot_is_ignored(bot):
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/help@some_other_bot")
    bot.fake.send_text(GROUP, ANN, "/help@fanbot_test_bot")
    call = await bot.fake.wait_for("sendMessage", start=start)
    await asyncio.sleep(0.2)
    assert len(bot.fake.calls_of("sendMessage", start)) == 1
    assert int(call.params["chat_id"]) == GROUP.id
    assert "/score" in html_to_plain(call.params["text"])


async def test_hand_errors_are_short_escaped_replies(bot):
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/score 123m<b>&9x")
    call = await bot.fake.wait_for("sendMessage", start=start)
    plain = html_to_plain(call.params["text"])
    assert "Traceback" not in plain and len(plain) < 400


async def test_unknown_command_in_private_gets_a_hint(bot):
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/frobnicate now")
    call = await bot.fake.wait_for("sendMessage", start=start)
    assert "frobnicate" in html_to_plain(call.params["text"])


async def test_a_failing_handler_gets_a_short_reply_and_the_bot_lives_on(bot, monkeypatch, caplog):
    real_handle = bot.core.handle

    async def broken(ctx, command, args="", options=None):
        if command == "score":
            raise RuntimeError("disk on fire")
        return await real_handle(ctx, command, args, options)

    monkeypatch.setattr(bot.core, "handle", broken)
    start = bot.mark()
    with caplog.at_level(logging.ERROR, logger="fanbot.telegram"):
        bot.fake.send_text(private(ANN), ANN, f"/score {HAND}")
        call = await bot.fake.wait_for("sendMessage", start=start)
    assert "disk on fire" not in call.params["text"]
    assert 0 < len(html_to_plain(call.params["text"])) < 200
    assert any("disk on fire" in r.getMessage() for r in caplog.records)
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/help")
    await bot.fake.wait_for("sendMessage", start=start)


async def test_a_failing_button_handler_answers_the_press_with_an_alert(bot, monkeypatch):
    async def question(ctx, command, args="", options=None):
        return [Reply(text="Round 1", buttons=((Button("8", "quiz:r1:8"),),))]

    async def broken(ctx, action, values=()):
        raise KeyError("round vanished")

    monkeypatch.setattr(bot.core, "handle", question)
    monkeypatch.setattr(bot.core, "handle_action", broken)
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/quiz start")
    sent = await bot.fake.wait_for("sendMessage", start=start)
    start = bot.mark()
    bot.fake.click(private(ANN), ANN, sent.result["message_id"], "quiz:r1:8")
    alert = await bot.fake.wait_for("answerCallbackQuery", start=start)
    assert alert.params["show_alert"] is True and "vanished" not in alert.params["text"]


async def test_flood_control_waits_and_sends_once(bot):
    bot.fake.flood["sendMessage"] = 1
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/help")
    sent = await bot.fake.wait_for("sendMessage", start=start, predicate=lambda c: c.result != "429")
    refused = [c for c in bot.fake.calls_of("sendMessage", start) if c.result == "429"]
    assert len(refused) == 1 and sent.at - refused[0].at >= 0.9
    await asyncio.sleep(0.2)
    assert len(bot.fake.calls_of("sendMessage", start)) == 2


async def test_the_token_never_reaches_the_log(bot):
    stream = io.StringIO()
    level = logging.getLogger().level
    handler = setup_logging(Config(telegram_token=TOKEN, log_level="DEBUG"), stream=stream)
    try:
        start = bot.mark()
        bot.fake.send_text(private(ANN), ANN, "/help")
        await bot.fake.wait_for("sendMessage", start=start)
        logging.getLogger("telegram.ext").debug("url %s/bot%s/getMe", bot.fake.base_url, TOKEN)
    finally:
        logging.getLogger().removeHandler(handler)
        logging.getLogger().setLevel(level)  # the rest of this worker's tests log as before
    assert "getMe" in stream.getvalue()
    assert TOKEN not in stream.getvalue() and "AAHfakeToken" not in stream.getvalue()


# --------------------------------------------------------------------------- keyboards, prompts, polls


async def test_inline_keyboard_press_goes_back_to_the_core_and_errors_become_a_toast(bot, monkeypatch):
    seen = []

    async def quiz_round(ctx, command, args="", options=None):
        return [Reply(text="How many points? <8?>", buttons=(
            (Button("8", "qz:r1:8"), Button("16", "qz:r1:16")), (Button("too long" * 3, "x" * 80),)))]

    async def pressed(ctx, action, values=()):
        seen.append((ctx.user_id, action, list(values)))
        if action == "qz:r1:16":
            return [Reply(text="Wrong round.", private=True, is_error=True)]
        return [Reply(text=user(ctx.user_name) + ": " + bold("correct"))]

    monkeypatch.setattr(bot.core, "handle", quiz_round)
    monkeypatch.setattr(bot.core, "handle_action", pressed)
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz start")
    sent = await bot.fake.wait_for("sendMessage", start=start)
    keyboard = sent.params["reply_markup"]["inline_keyboard"]
    assert [b["callback_data"] for b in keyboard[0]] == ["qz:r1:8", "qz:r1:16"]
    long_data = keyboard[1][0]["callback_data"]
    assert len(long_data.encode()) <= 64
    message_id = sent.result["message_id"]

    start = bot.mark()
    bot.fake.click(GROUP, BO, message_id, "qz:r1:8")
    reply = await bot.fake.wait_for("sendMessage", start=start)
    assert html_to_plain(reply.params["text"]) == "Bo: correct"
    assert (await bot.fake.wait_for("answerCallbackQuery", start=start)).params.get("text") is None

    start = bot.mark()
    bot.fake.click(GROUP, ANN, message_id, "qz:r1:16")
    toast = await bot.fake.wait_for("answerCallbackQuery", start=start)
    assert toast.params["text"] == "Wrong round."

    start = bot.mark()
    bot.fake.click(GROUP, ANN, message_id, long_data)
    await bot.fake.wait_for("sendMessage", start=start)
    assert [s[1] for s in seen] == ["qz:r1:8", "qz:r1:16", "x" * 80]
    assert seen[0][0] == str(BO.id)


async def test_select_keyboard_toggles_then_submits_the_chosen_values(bot, monkeypatch):
    got = []
    options = tuple(Option(name, value) for name, value in
                    [("All Chows", "all_chows"), ("Pure Straight", "pure_straight"), ("Tile Hog", "tile_hog")])

    async def ask(ctx, command, args="", options_=None):
        return [Reply(text="Which fans?", select=Select("fans:r2", "Pick fans", options, 1, 3))]

    async def submitted(ctx, action, values=()):
        got.append((action, list(values)))
        return [Reply(text=f"You chose {len(values)}")]

    monkeypatch.setattr(bot.core, "handle", ask)
    monkeypatch.setattr(bot.core, "handle_action", submitted)
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/quiz start")
    sent = await bot.fake.wait_for("sendMessage", start=start)
    message_id = sent.result["message_id"]
    buttons = [b for row in sent.params["reply_markup"]["inline_keyboard"] for b in row]
    by_label = {b["text"]: b["callback_data"] for b in buttons}

    start = bot.mark()
    bot.fake.click(private(ANN), ANN, message_id, by_label["Pure Straight"])
    edited = await bot.fake.wait_for("editMessageReplyMarkup", start=start)
    labels = [b["text"] for row in edited.params["reply_markup"]["inline_keyboard"] for b in row]
    assert "✅ Pure Straight" in labels
    bot.fake.click(private(ANN), ANN, message_id, by_label["Tile Hog"])
    await bot.fake.wait_for("editMessageReplyMarkup", start=len(bot.fake.calls))
    done = next(b["callback_data"] for b in buttons if b["text"].startswith("✔"))
    bot.fake.click(private(ANN), ANN, message_id, done)
    await bot.fake.wait_for("sendMessage", start=start)
    assert got == [("fans:r2", ["pure_straight", "tile_hog"])]


async def test_number_prompt_is_a_force_reply_and_the_reply_is_the_value(bot, monkeypatch):
    got = []

    async def ask(ctx, command, args="", options=None):
        return [Reply(text="Total?", number_prompt=NumberPrompt("quiz:total:r3", "Total", "Points"))]

    async def submitted(ctx, action, values=()):
        got.append((action, list(values)))
        return [Reply(text="Noted")]

    monkeypatch.setattr(bot.core, "handle", ask)
    monkeypatch.setattr(bot.core, "handle_action", submitted)
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/quiz start")
    prompt = await bot.fake.wait_for("sendMessage", start=start)
    assert prompt.params["reply_markup"]["force_reply"] is True
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "24", reply_to=prompt.result["message_id"])
    await bot.fake.wait_for("sendMessage", start=start)
    assert got == [("quiz:total:r3", ["24"])]


async def test_prompt_button_beside_other_buttons_asks_the_presser_only(bot, monkeypatch):
    got = []

    async def ask(ctx, command, args="", options=None):
        return [Reply(text="Round 2", buttons=((Button("Skip", "quiz:skip:r2"),),),
                      number_prompt=NumberPrompt("quiz:total:r2", "Total", "Points"))]

    async def submitted(ctx, action, values=()):
        got.append((ctx.user_id, action, list(values)))
        return [Reply(text=bold("Noted"), private=True)]

    monkeypatch.setattr(bot.core, "handle", ask)
    monkeypatch.setattr(bot.core, "handle_action", submitted)
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz start")
    sent = await bot.fake.wait_for("sendMessage", start=start)
    rows = sent.params["reply_markup"]["inline_keyboard"]
    assert rows[1][0]["text"].startswith("✏️")
    start = bot.mark()
    bot.fake.click(GROUP, BO, sent.result["message_id"], rows[1][0]["callback_data"])
    prompt = await bot.fake.wait_for("sendMessage", start=start)
    assert prompt.params["reply_markup"]["selective"] is True
    assert f"tg://user?id={BO.id}" in prompt.params["text"]
    start = bot.mark()
    bot.fake.send_text(GROUP, BO, "32", reply_to=prompt.result["message_id"])
    ack = await bot.fake.wait_for("sendMessage", start=start)
    assert int(ack.params["chat_id"]) == BO.id and html_to_plain(ack.params["text"]) == "Noted"
    assert got == [(str(BO.id), "quiz:total:r2", ["32"])]


async def test_total_question_is_a_native_quiz_poll_and_poll_answers_come_back(bot, monkeypatch):
    got = []

    async def ask(ctx, command, args="", options=None):
        return [Reply(text="Round 1", poll=Poll("Total of this hand?", ("8", "12", "16", "24"), 2,
                                                explanation="Pure straight 16", open_seconds=60,
                                                action="quiz:poll:r1"))]

    async def answered(ctx, action, values=()):
        got.append((ctx.chat_id, ctx.user_id, action, list(values)))
        return [Reply(text=f"{ctx.user_name} answered")]

    monkeypatch.setattr(bot.core, "handle", ask)
    monkeypatch.setattr(bot.core, "handle_action", answered)
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz start")
    sent = await bot.fake.wait_for("sendPoll", start=start)
    assert sent.params["type"] == "quiz" and sent.params["is_anonymous"] is False
    assert sent.params["correct_option_ids"] == [2]
    assert sent.params["open_period"] == 60
    poll_id = sent.result["poll"]["id"]

    start = bot.mark()  # answered at once: the process that sent the poll knows it before it is stored
    bot.fake.answer_poll(poll_id, BO, [2])
    bot.fake.answer_poll(poll_id, ANN, [0])
    replies = await bot.fake.wait_count("sendMessage", 2, start=start)
    # handled concurrently: in either order
    assert sorted(html_to_plain(r.params["text"]) for r in replies) == ["Ann answered", "Bo answered"]
    assert sorted((g[0], g[1], g[3]) for g in got) == sorted([(str(GROUP.id), str(BO.id), ["2"]),
                                                              (str(GROUP.id), str(ANN.id), ["0"])])


# --------------------------------------------------------------------------- inline mode


async def test_inline_query_scores_a_hand_as_an_article(bot):
    start = bot.mark()
    query_id = bot.fake.inline_query(ANN, HAND)
    await bot.fake.wait_for("answerInlineQuery", start=start)
    results = bot.fake.inline_answers[query_id]
    score = next(r for r in results if r["id"] == "score")
    assert "106" in html_to_plain(score["input_message_content"]["message_text"])


async def test_inline_query_looks_fans_up(bot):
    start = bot.mark()
    query_id = bot.fake.inline_query(BO, "pure straight")
    await bot.fake.wait_for("answerInlineQuery", start=start)
    results = bot.fake.inline_answers[query_id]
    assert results and all(r["id"].startswith(("fan:", "score")) for r in results)
    first = next(r for r in results if r["id"].startswith("fan:"))
    assert "16" in html_to_plain(first["input_message_content"]["message_text"])


async def test_inline_queries_have_their_own_budget_and_past_it_no_answer_at_all(bot, monkeypatch):
    monkeypatch.setattr(bot.adapter.updates, "inline_budget", RateLimiter(2, 60.0))
    answered = []
    for _ in range(2):
        start = bot.mark()
        query_id = bot.fake.inline_query(BO, "all chows")
        await bot.fake.wait_for("answerInlineQuery", start=start)
        answered.append(bot.fake.inline_answers[query_id])
    assert answered[0] and answered[1]
    start = bot.mark()
    over = bot.fake.inline_query(BO, "all chows")  # past the budget: no work and no request
    bot.fake.send_text(private(BO), BO, "/help")  # the commands' budget is another one
    reply = await bot.fake.wait_for("sendMessage", start=start)
    assert "/score" in html_to_plain(reply.params["text"])
    assert over not in bot.fake.inline_answers and not bot.fake.calls_of("answerInlineQuery", start)


# --------------------------------------------------------------------------- real commands


async def test_flashcard_presses_replace_the_card_in_place(bot):
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/learn")
    card = await bot.fake.wait_for("sendMessage", start=start)
    show = card.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
    start = bot.mark()
    bot.fake.click(private(ANN), ANN, card.result["message_id"], show)
    edited = await bot.fake.wait_for("editMessageText", start=start)
    assert int(edited.params["message_id"]) == card.result["message_id"]
    assert len(html_to_plain(edited.params["text"])) > len(html_to_plain(card.params["text"]))
    assert len(edited.params["reply_markup"]["inline_keyboard"][0]) == 2
    assert not bot.fake.calls_of("sendMessage", start)


async def test_only_group_admins_change_the_group_language(bot):
    bot.fake.admins[GROUP.id] = {ANN.id}
    start = bot.mark()
    bot.fake.send_text(GROUP, BO, "/settings language zh_hant")
    refused = await bot.fake.wait_for("sendMessage", start=start)
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/settings language zh_hant")
    await bot.fake.wait_for("sendMessage", start=start)
    checked = {int(c.params["user_id"]) for c in bot.fake.calls_of("getChatMember")}
    assert checked == {ANN.id, BO.id}
    start = bot.mark()
    bot.fake.send_text(GROUP, BO, f"/score {HAND}")
    call = await bot.fake.wait_for_any(("sendPhoto", "sendMessage"), start=start)
    assert "九蓮寶燈" in html_to_plain(call.params.get("caption") or call.params["text"])
    assert "九蓮寶燈" not in html_to_plain(refused.params["text"])


def _png() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (60, 20), "white").save(out, format="PNG")
    return out.getvalue()


# --------------------------------------------------------------------------- real quiz games


async def test_group_game_with_a_quiz_poll_ends_on_the_timer(bot):
    """Two players answer the native quiz poll; the JobQueue tick ends the round when time is up."""
    bot.fake.no_private_chat.add(ANN.id)  # Ann never opened a private chat: her acknowledgement is dropped
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz start rounds=1 seconds=10")
    photo = await bot.fake.wait_for("sendPhoto", start=start)
    poll_call = await bot.fake.wait_for("sendPoll", start=start)
    assert int(photo.params["chat_id"]) == GROUP.id and photo.files["photo"][:4] == b"\x89PNG"
    assert poll_call.params["type"] == "quiz" and poll_call.params["is_anonymous"] is False
    correct = poll_call.params["correct_option_ids"][0]
    options = poll_call.params["options"]
    poll_id = poll_call.result["poll"]["id"]

    start = bot.mark()
    bot.fake.answer_poll(poll_id, BO, [correct])
    bot.fake.answer_poll(poll_id, ANN, [(correct + 1) % len(options)])
    # (updates are handled concurrently: Ann's dropped acknowledgement may be tried first)
    await bot.fake.wait_for("sendMessage", lambda c: int(c.params["chat_id"]) == BO.id, start=start)
    await asyncio.sleep(0.3)
    assert all(int(c.params["chat_id"]) != GROUP.id for c in bot.fake.calls_of("sendMessage", start))

    start = bot.mark()
    bot.clock.advance(11)
    results = await bot.fake.wait_count("sendMessage", 2, start=start)
    texts = [html_to_plain(c.params["text"]) for c in results]
    assert all(int(c.params["chat_id"]) == GROUP.id for c in results)
    assert "✓ Bo" in texts[0] and "Ann" in texts[0]
    assert texts[1].index("Bo") < texts[1].index("Ann")  # final scores, Bo first
    play_again = results[1].params["reply_markup"]["inline_keyboard"][0][0]
    assert len(play_again["callback_data"].encode()) <= 64


async def test_inline_keyboard_quiz_is_answered_by_replying_to_the_question(bot):
    """Fans mode in a group: "Answer" says (as its toast) to reply to the question; the reply is graded
    and acknowledged privately, and the group gets no prompt per player."""
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz start mode=fans rounds=1 seconds=30")
    round_photo = await bot.fake.wait_for(
        "sendPhoto", start=start, predicate=lambda c: "inline_keyboard" in (c.params.get("reply_markup") or {}))
    answer_button = round_photo.params["reply_markup"]["inline_keyboard"][0][0]

    start = bot.mark()
    pressed = bot.fake.click(GROUP, BO, round_photo.result["message_id"], answer_button["callback_data"])
    toast = await bot.fake.wait_for("answerCallbackQuery", start=start)
    assert str(toast.params["callback_query_id"]) == pressed and toast.params["text"]

    bot.fake.send_text(GROUP, BO, "all chows", reply_to=round_photo.result["message_id"])
    ack = await bot.fake.wait_for("sendMessage", start=start)
    assert int(ack.params["chat_id"]) == BO.id  # graded privately
    assert not bot.fake.group_messages(GROUP.id, start)

    start = bot.mark()
    bot.clock.advance(31)
    results = await bot.fake.wait_count("sendMessage", 2, start=start)
    assert "Bo" in html_to_plain(results[0].params["text"])


async def test_fan_ticking_round_on_a_photo_keyboard(bot):
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz start mode=choice_fans rounds=1 seconds=30")
    photo = await bot.fake.wait_for(
        "sendPhoto", start=start, predicate=lambda c: "inline_keyboard" in (c.params.get("reply_markup") or {}))
    rows = photo.params["reply_markup"]["inline_keyboard"]
    options = [b for row in rows[:-1] for b in row]
    done = rows[-1][0]["callback_data"]
    message_id = photo.result["message_id"]
    start = bot.mark()
    bo_first = bot.fake.click(GROUP, BO, message_id, options[0]["callback_data"])
    await bot.fake.wait_for("answerCallbackQuery", start=start)  # (updates are handled concurrently)
    ann = bot.fake.click(GROUP, ANN, message_id, options[1]["callback_data"])
    bo_second = bot.fake.click(GROUP, BO, message_id, options[2]["callback_data"])
    answered = await bot.fake.wait_count("answerCallbackQuery", 3, start=start)
    toasts = {str(c.params["callback_query_id"]): c.params["text"] for c in answered}
    # Everybody shares the keyboard: each player's ticks are their own, shown in their toast.
    assert toasts[bo_first].startswith("✅ 1/") and options[0]["text"] in toasts[bo_first]
    assert toasts[ann].startswith("✅ 1/") and options[1]["text"] in toasts[ann]
    assert toasts[bo_second].startswith("✅ 2/")
    assert not bot.fake.calls_of("editMessageReplyMarkup", start)
    start = bot.mark()
    bot.fake.click(GROUP, BO, message_id, done)
    recorded = await bot.fake.wait_for("answerCallbackQuery", start=start)
    assert recorded.params.get("text")  # "answer recorded" as the press's toast


async def test_a_very_long_answer_becomes_several_messages_with_the_keyboard_last(bot, monkeypatch):
    long_text = Rich.join("\n", (f"• line {i} <{i}> & " + bold(f"bold {i}") for i in range(500)))  # ~17,000 characters

    async def long_reply(ctx, command, args="", options=None):
        return [Reply(text=long_text, buttons=((Button("More", "fans:more"),),))]

    monkeypatch.setattr(bot.core, "handle", long_reply)
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/fans")
    await bot.fake.wait_for("sendMessage", start=start, predicate=lambda c: "reply_markup" in c.params)
    sent = bot.fake.calls_of("sendMessage", start)
    assert len(sent) >= 4
    plain = "\n".join(html_to_plain(c.params["text"]) for c in sent)
    assert plain == long_text.plain  # no piece cut a tag in half: the fake parsed each one
    assert sum(c.params["text"].count("<b>") for c in sent) == 500
    assert all("reply_markup" not in c.params for c in sent[:-1])


# --------------------------------------------------------------------------- quiz polls close with their round


async def _poll_round(bot, chat, user, command: str):
    start = bot.mark()
    bot.fake.send_text(chat, user, command)
    poll_call = await bot.fake.wait_for("sendPoll", start=start)
    return poll_call.result["message_id"], poll_call.result["poll"]["id"]


async def test_stopping_a_quiz_early_stops_its_open_poll(bot):
    bot.fake.admins[GROUP.id] = {ANN.id}
    message_id, poll_id = await _poll_round(bot, GROUP, ANN, "/quiz start rounds=3 seconds=60")
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/quiz stop")
    stopped = await bot.fake.wait_for("stopPoll", start=start)
    assert (int(stopped.params["chat_id"]), int(stopped.params["message_id"])) == (GROUP.id, message_id)
    assert bot.fake.polls[poll_id]["is_closed"] is True
    await bot.fake.wait_count("sendMessage", 2, start=start)  # the round's answer and the final scores
    assert len(bot.fake.calls_of("stopPoll", start)) == 1


async def test_a_round_ending_on_the_timer_stops_its_poll_and_the_next_poll_stays_open(bot):
    message_id, poll_id = await _poll_round(bot, GROUP, ANN, "/quiz start rounds=2 seconds=10")
    start = bot.mark()
    bot.clock.advance(11)
    stopped = await bot.fake.wait_for("stopPoll", start=start)
    assert int(stopped.params["message_id"]) == message_id
    next_poll = await bot.fake.wait_for("sendPoll", start=start)
    assert bot.fake.polls[poll_id]["is_closed"] is True
    assert bot.fake.polls[next_poll.result["poll"]["id"]]["is_closed"] is False


async def test_answering_the_poll_in_a_private_chat_closes_the_round_and_its_poll(bot):
    message_id, poll_id = await _poll_round(bot, private(ANN), ANN, "/quiz start rounds=1 seconds=60")
    start = bot.mark()
    bot.fake.answer_poll(poll_id, ANN, [0])
    stopped = await bot.fake.wait_for("stopPoll", start=start)
    assert (int(stopped.params["chat_id"]), int(stopped.params["message_id"])) == (ANN.id, message_id)


async def test_a_group_admin_answers_a_settings_number_prompt(bot):
    """The admin's reply to the force-reply prompt is checked for admin rights like the command was."""
    bot.fake.admins[GROUP.id] = {ANN.id}
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "/settings quiz_seconds")
    prompt = await bot.fake.wait_for("sendMessage", start=start)
    assert prompt.params["reply_markup"]["force_reply"] is True
    start = bot.mark()
    bot.fake.send_text(GROUP, ANN, "45", reply_to=prompt.result["message_id"])
    await bot.fake.wait_for("sendMessage", start=start)
    assert bot.core.storage.chat_settings("telegram", str(GROUP.id)).quiz_seconds == 45


async def test_a_text_only_adapter_never_draws_the_picture(tmp_path, monkeypatch):
    drawn = []
    monkeypatch.setattr(reply_parts, "render_hand_png", lambda *args: drawn.append(1) or b"")
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    config = Config(telegram_token=TOKEN, telegram_api_base_url=fake.base_url, rate_limit=(1000, 60.0),
                    database_url=migrated_url(tmp_path / "bot.sqlite3"))
    core = BotCore(config, clock=Clock(1_800_000_000.0))
    adapter = TelegramAdapter(config, core, tick_seconds=0.1, send_pictures=False)
    application = adapter.build()
    try:
        async with application:
            await application.start()
            await application.updater.start_polling(timeout=1, poll_interval=0)
            try:
                fake.send_text(private(ANN), ANN, f"/score {HAND}")
                call = await fake.wait_for("sendMessage")
                assert "Nine Gates" in html_to_plain(call.params["text"])
            finally:
                await application.updater.stop()
                await application.stop()
    finally:
        core.close()
        await fake.stop()
    assert drawn == [] and fake.calls_of("sendPhoto") == [] and fake.errors == []


# --------------------------------------------------------------------------- a Japanese client

KEI = FakeTelegram.user(503, "Kei", "ja")


async def test_the_japanese_command_menu_is_set_with_language_code_ja(menu_bot):
    menus = menu_bot.fake.commands
    english = {c["command"]: c["description"] for c in menus[("default", "en")]}
    japanese = {c["command"]: c["description"] for c in menus[("default", "ja")]}
    assert japanese.keys() == english.keys()
    assert all(japanese[name] != english[name] for name in english)
    assert japanese["score"].startswith("和了形の点数計算") and japanese["quiz"].startswith("このチャットのクイズ")


async def _replies_to(bot, text: str, user=KEI) -> str:
    """The plain text of what the bot sends back to ``text`` in a private chat, once it has answered."""
    start = bot.mark()
    bot.fake.send_text(private(user), user, text)
    await bot.fake.wait_for_any(("sendPhoto", "sendMessage"), start=start)
    await asyncio.sleep(0.3)  # a quiz sends its intro and its first round
    calls = [c for c in bot.fake.calls[start:] if c.method in ("sendPhoto", "sendMessage")]
    return "\n".join(text_of(c) for c in calls)


async def test_a_japanese_user_gets_help_score_fan_and_quiz_in_japanese(bot):
    help_text = await _replies_to(bot, "/help")
    assert "麻雀の手の点数を計算し" in help_text and "和了形の点数計算" in help_text
    score = await _replies_to(bot, f"/score {HAND}")
    assert "九蓮宝燈" in score and "合計：106 点" in score and "Nine Gates" not in score
    fan = await _replies_to(bot, "/fan 清一色")
    assert "清一色" in fan and "複合しない役" in fan and "24 点" in fan
    bad = await _replies_to(bot, "/score 123m")
    assert bad.startswith("この手は点数を計算できません") or "手牌を読めません" in bad
    quiz = await _replies_to(bot, "/quiz start")
    assert "クイズ！" in quiz and "第 1/" in quiz


async def test_a_chats_riichi_table_rules_reach_its_scores_and_bad_words_stay_text(bot):
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/settings riichi=players:3,<b>big</b>")
    refused = html_to_plain((await bot.fake.wait_for("sendMessage", start=start)).params["text"])
    assert "'<b>big</b>' is not a Riichi table rule" in refused
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/settings riichi=players:3")
    await bot.fake.wait_for("sendMessage", start=start)
    start = bot.mark()
    bot.fake.send_text(private(ANN), ANN, "/riichi nagashi seat=S")
    scored = html_to_plain((await bot.fake.wait_for("sendMessage", start=start)).params["text"])
    assert "6000" in scored and "the dealer pays 4000, the other player 2000" in scored
