"""A restart in the middle of an interaction: a new Application and BotCore on the same DATABASE_URL
still handle the presses and answers to messages the previous process sent.

Each test runs two processes' worth of bot one after the other against the same fake Bot API.
"""

from __future__ import annotations

import pytest

from bot.replies import Button, NumberPrompt, Option, Reply, Select
from tests.bot.fakes.fake_telegram import html_to_plain
from tests.bot.telegram_setup import (
    fake_bot_api_fixture,  # noqa: F401 (the ``fake`` fixture)
    telegram_config,
)
from tests.bot.test_telegram_e2e import ANN, BO, GROUP, private
from tests.bot.test_telegram_e2e import running_bot as running
from tests.clock import Clock


@pytest.fixture
def config(tmp_path):
    return telegram_config(tmp_path)


async def test_a_prompt_answer_after_a_restart_still_reaches_its_action(fake, config):
    clock = Clock(1_800_000_000.0)
    async with running(fake, config, clock) as bot:
        start = bot.mark()
        fake.send_text(private(ANN), ANN, "/settings quiz_seconds")
        prompt = await fake.wait_for("sendMessage", start=start)
        assert prompt.params["reply_markup"]["force_reply"] is True
    async with running(fake, config, clock) as bot:
        start = bot.mark()
        fake.send_text(private(ANN), ANN, "45", reply_to=prompt.result["message_id"])
        saved = await fake.wait_for("sendMessage", start=start)
        assert "45" in html_to_plain(saved.params["text"])
        assert bot.core.storage.chat_settings("telegram", str(ANN.id)).quiz_seconds == 45


async def test_a_long_button_action_after_a_restart_is_still_known(fake, config, monkeypatch):
    clock = Clock(1_800_000_000.0)
    long_action = "fan:mcr:" + "x" * 80

    async with running(fake, config, clock) as bot:
        async def with_long_button(ctx, command, args="", options=None):
            return [Reply(text="Example", buttons=((Button("Score it", long_action),),))]

        monkeypatch.setattr(bot.core, "handle", with_long_button)
        start = bot.mark()
        fake.send_text(private(ANN), ANN, "/fan pure straight")
        sent = await fake.wait_for("sendMessage", start=start)
        data = sent.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
        assert len(data.encode()) <= 64 and data != long_action
    async with running(fake, config, clock) as bot:
        pressed = []

        async def record(ctx, action, values=()):
            pressed.append(action)
            return [Reply(text="done")]

        monkeypatch.setattr(bot.core, "handle_action", record)
        start = bot.mark()
        fake.click(private(ANN), ANN, sent.result["message_id"], data)
        await fake.wait_for("sendMessage", start=start)
        assert pressed == [long_action]


async def test_select_ticks_made_before_a_restart_are_kept(fake, config, monkeypatch):
    clock = Clock(1_800_000_000.0)
    options = tuple(Option(name, value) for name, value in
                    [("All Chows", "all_chows"), ("Pure Straight", "pure_straight"), ("Tile Hog", "tile_hog")])

    async with running(fake, config, clock) as bot:
        async def ask(ctx, command, args="", options_=None):
            return [Reply(text="Which fans?", select=Select("fans:r2", "Pick fans", options, 1, 3))]

        monkeypatch.setattr(bot.core, "handle", ask)
        start = bot.mark()
        fake.send_text(private(ANN), ANN, "/quiz start")
        sent = await fake.wait_for("sendMessage", start=start)
        buttons = {b["text"]: b["callback_data"] for row in sent.params["reply_markup"]["inline_keyboard"]
                   for b in row}
        start = bot.mark()
        fake.click(private(ANN), ANN, sent.result["message_id"], buttons["Pure Straight"])
        await fake.wait_for("editMessageReplyMarkup", start=start)
    async with running(fake, config, clock) as bot:
        got = []

        async def submitted(ctx, action, values=()):
            got.append((action, list(values)))
            return [Reply(text="ok")]

        monkeypatch.setattr(bot.core, "handle_action", submitted)
        start = bot.mark()
        fake.click(private(ANN), ANN, sent.result["message_id"], buttons["Tile Hog"])
        await fake.wait_for("editMessageReplyMarkup", start=start)
        done = next(data for label, data in buttons.items() if label.startswith("✔"))
        fake.click(private(ANN), ANN, sent.result["message_id"], done)
        await fake.wait_for("sendMessage", start=start)
        assert got == [("fans:r2", ["pure_straight", "tile_hog"])]


async def test_a_round_timing_out_after_a_restart_is_announced_in_the_chat_language(fake, config):
    clock = Clock(1_800_000_000.0)
    async with running(fake, config, clock) as bot:
        start = bot.mark()
        fake.send_text(GROUP, BO, "/quiz start mode=total rounds=1 seconds=10")  # Bo's app speaks Chinese
        await fake.wait_for_any(("sendPhoto", "sendMessage"), start=start)
        await fake.wait_for("sendPhoto", start=start)
    async with running(fake, config, clock) as bot:
        start = bot.mark()
        clock.advance(11)
        results = await fake.wait_count("sendMessage", 2, start=start)
        assert int(results[0].params["chat_id"]) == GROUP.id
        assert "时间到" in html_to_plain(results[0].params["text"])


async def test_the_answer_button_beside_other_buttons_still_asks_after_a_restart(fake, config, monkeypatch):
    clock = Clock(1_800_000_000.0)
    async with running(fake, config, clock) as bot:
        async def ask(ctx, command, args="", options=None):
            return [Reply(text="Round 2", buttons=((Button("Skip", "quiz:skip:r2"),),),
                          number_prompt=NumberPrompt("quiz:total:r2", "Total", "Points"))]

        monkeypatch.setattr(bot.core, "handle", ask)
        start = bot.mark()
        fake.send_text(GROUP, ANN, "/quiz start")
        sent = await fake.wait_for("sendMessage", start=start)
        pencil = sent.params["reply_markup"]["inline_keyboard"][1][0]["callback_data"]
    async with running(fake, config, clock) as bot:
        got = []

        async def submitted(ctx, action, values=()):
            got.append((action, list(values)))
            return [Reply(text="Noted")]

        monkeypatch.setattr(bot.core, "handle_action", submitted)
        start = bot.mark()
        fake.click(GROUP, BO, sent.result["message_id"], pencil)
        prompt = await fake.wait_for("sendMessage", start=start)
        assert prompt.params["reply_markup"]["force_reply"] is True
    async with running(fake, config, clock) as bot:  # and the prompt's answer after one more restart
        monkeypatch.setattr(bot.core, "handle_action", submitted)
        start = bot.mark()
        fake.send_text(GROUP, BO, "32", reply_to=prompt.result["message_id"])
        await fake.wait_for("sendMessage", start=start)
        assert got == [("quiz:total:r2", ["32"])]
