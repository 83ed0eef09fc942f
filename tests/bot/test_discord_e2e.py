"""End to end: the real discord.py client against a fake Discord (REST + gateway) on 127.0.0.1.

The bot logs in, syncs its slash commands, connects to the fake gateway and answers the interactions
a test dispatches; the fake checks every answer against Discord's limits and discord.py's models, and
every test ends by asserting it refused nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
from dataclasses import dataclass

import discord
import pytest

from bot.adapters.discord import DiscordAdapter
from bot.config import Config, ConfigError
from bot.core import BotCore
from bot.i18n import LANGUAGES
from bot.replies import Button, NumberPrompt, Option, Picture, Reply, Select
from bot.rich import bold
from scoring.rulesets import ruleset_ids
from tests.bot.fakes.fake_discord import EPHEMERAL, FakeDiscord
from tests.bot.fanbot_process import environment, reap, start_fanbot, stop_cleanly
from tests.clock import Clock
from tests.migrated import migrated_url

HAND = "1112345678999m9m"  # nine gates: 88 + pure straight 16 + tile hog 2
MANAGE_GUILD = discord.Permissions(manage_guild=True).value


@dataclass
class Bot:
    fake: FakeDiscord
    adapter: DiscordAdapter
    core: BotCore
    clock: Clock
    #: the SQLite file the bot keeps its data in
    database: str

    def mark(self) -> int:
        return len(self.fake.events)


@contextlib.asynccontextmanager
async def running_bot(tmp_path, rate_limit: tuple[int, float] = (1000, 60.0), *, tick_seconds: float = 0.1,
                      heartbeat_interval: float | None = None, busy_timeout: float | None = None):
    """The real discord.py adapter connected to a loopback fake Discord, stopped cleanly after the block;
    ``heartbeat_interval`` is what the fake asks of the client, ``busy_timeout`` how long a write waits
    for a locked database."""
    fake = FakeDiscord(token="MTIz.fake.discord-token-for-loopback-tests",
                       **({} if heartbeat_interval is None else {"heartbeat_interval": heartbeat_interval}))
    await fake.start()
    database = tmp_path / "bot.sqlite3"
    config = Config(discord_token=fake.token, discord_api_base_url=fake.api_base,
                    discord_gateway_url=fake.gateway_url, rate_limit=rate_limit,
                    database_url=migrated_url(database),
                    **({} if busy_timeout is None else {"database_busy_timeout": busy_timeout}))
    clock = Clock(1_800_000_000.0)
    core = BotCore(config, clock=clock)
    adapter = DiscordAdapter(config, core, tick_seconds=tick_seconds)
    stop = asyncio.Event()
    runner = asyncio.create_task(adapter.serve(stop))
    try:
        await asyncio.wait_for(fake.identified.wait(), 10)
        await asyncio.wait_for(adapter.ready.wait(), 5)
        yield Bot(fake, adapter, core, clock, str(database))
    finally:
        stop.set()
        await asyncio.wait_for(runner, 15)
        core.close()
        await fake.stop()
    assert fake.errors == [], fake.errors[:3]


@pytest.fixture
async def bot(tmp_path):
    async with running_bot(tmp_path) as running:
        # an answer comes as the interaction's own message unless it takes longer than this; on a loaded machine a
        # quiz round's first answer took over the 1.5 s the bot allows itself (the deferral has tests of its own)
        running.adapter.defer_after = 10.0
        yield running
    assert discord.http.Route.BASE == "https://discord.com/api/v10"  # restored after the run


def _description(event) -> str:
    return "\n".join((e.get("title") or "") + "\n" + (e.get("description") or "") for e in event.data["embeds"])


# --------------------------------------------------------------------------- registration


def test_localized_names_file_covers_exactly_the_command_names(tmp_path):
    """``discord_name.*`` of the catalogue: same keys in every language, all of them names the specs use."""
    import re

    from bot.adapters.discord.commands import localized_names

    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3")))
    used: set[str] = set()
    for spec in core.command_specs():
        for command in (spec, *spec.subcommands):
            used.add(command.name)
            used.update(p.name for p in command.params)
    core.close()
    names = localized_names()
    assert set(names) == set(LANGUAGES) - {"en"}
    for language, table in names.items():
        assert set(table) == used, (language, set(table) ^ used)
        for localized in table.values():
            assert re.fullmatch(r"[-_\w]{1,32}", localized) and localized == localized.lower()


async def test_commands_are_synced_with_descriptions_localized_names_and_gated_settings(bot):
    commands = {c["name"]: c for c in bot.fake.commands}
    assert {"score", "waits", "fan", "fans", "quiz", "settings", "help"} <= set(commands)
    score = commands["score"]
    assert score["description"] and score["description_localizations"]["zh-CN"] != score["description"]
    assert score["name_localizations"] == {"zh-CN": "算番", "zh-TW": "算番", "ja": "点数"}
    hand = next(o for o in score["options"] if o["name"] == "hand")
    assert hand["required"] is True and hand["name_localizations"]["zh-CN"] == "手牌"
    rules = next(o for o in score["options"] if o["name"] == "rules")
    assert [c["value"] for c in rules["choices"]] == list(ruleset_ids())
    assert rules["choices"][0]["name"] == "MCR (Chinese Official)"
    assert rules["choices"][0]["name_localizations"]["zh-TW"] != "MCR (Chinese Official)"
    fan_name = next(o for o in commands["fan"]["options"] if o["name"] == "name")
    assert fan_name["autocomplete"] is True
    assert int(commands["settings"]["default_member_permissions"]) == MANAGE_GUILD
    assert commands["score"].get("default_member_permissions") is None
    quiz = commands["quiz"]
    start = next(o for o in quiz["options"] if o["name"] == "start")
    rounds = next(o for o in start["options"] if o["name"] == "rounds")
    assert rounds["type"] == 4 and rounds["min_value"] >= 1 and rounds["max_value"] <= 30


# --------------------------------------------------------------------------- slash commands


async def test_score_answers_with_an_embed(bot):
    interaction = await bot.fake.slash("score", hand=HAND)
    event = await bot.fake.wait_for(interaction, "callback")
    assert event.callback_type == "message"
    text = _description(event)
    assert "106" in text and "Nine Gates" in text
    assert not event.data.get("flags", 0) & EPHEMERAL


async def test_picture_is_attached_and_shown_in_the_embed(bot, monkeypatch):
    png = _png()

    async def scored(ctx, command, subcommand, values):
        return [Reply(text=bold("Total: 8 fan"), title="MCR score", picture=Picture(png, "hand.png"))]

    monkeypatch.setattr(bot.core, "handle_slash", scored)
    interaction = await bot.fake.slash("score", hand=HAND)
    event = await bot.fake.wait_for(interaction, "callback")
    assert event.files == {"hand.png": png}
    assert event.data["embeds"][0]["image"]["url"] == "attachment://hand.png"


async def _answer_to(bot, interaction):
    """The interaction's answer: the callback message, or the edit after a deferral."""
    event = await bot.fake.wait_for(interaction, "callback")
    return await bot.fake.wait_for(interaction, "edit") if event.callback_type == "defer" else event


async def test_a_member_who_turned_pictures_off_gets_the_score_without_one(bot):
    interaction = await bot.fake.slash("settings", setting="pictures", value="off", user_id=2002)
    saved = await _answer_to(bot, interaction)
    assert saved.data["flags"] & EPHEMERAL and "off" in (saved.data.get("content") or _description(saved))
    without = await _answer_to(bot, await bot.fake.slash("score", hand=HAND, user_id=2002))
    assert without.files == {} and "image" not in without.data["embeds"][0]
    assert "106" in _description(without)
    with_picture = await _answer_to(bot, await bot.fake.slash("score", hand=HAND, user_id=2003))
    assert list(with_picture.files) == ["hand.png"]


async def test_errors_are_ephemeral_and_short(bot):
    interaction = await bot.fake.slash("score", hand="123m<9x")
    event = await bot.fake.wait_for(interaction, "callback")
    assert event.data["flags"] & EPHEMERAL
    text = event.data.get("content") or _description(event)
    assert 0 < len(text) < 400 and "Traceback" not in text


async def test_echoed_user_text_never_pings_anyone(bot):
    interaction = await bot.fake.slash("score", hand="@everyone 123m")
    event = await bot.fake.wait_for(interaction, "callback")
    assert event.data["allowed_mentions"] == {"parse": []}


async def test_chinese_client_gets_a_chinese_answer(bot):
    interaction = await bot.fake.slash("score", hand=HAND, locale="zh-CN")
    event = await bot.fake.wait_for(interaction, "callback")
    assert "九莲宝灯" in _description(event)
    assert "Nine Gates" not in _description(event)


async def test_slow_work_is_deferred_then_edited_in(bot, monkeypatch):
    bot.adapter.defer_after = 0.05

    async def slow(ctx, command, subcommand, values):
        await asyncio.sleep(0.3)
        return [Reply(text="done slowly", title="Result")]

    monkeypatch.setattr(bot.core, "handle_slash", slow)
    interaction = await bot.fake.slash("score", hand=HAND)
    deferred = await bot.fake.wait_for(interaction, "callback")
    assert deferred.callback_type == "defer"
    edit = await bot.fake.wait_for(interaction, "edit")
    assert edit.body["embeds"][0]["description"] == "done slowly"


async def test_a_failing_handler_gets_a_short_ephemeral_reply_and_the_bot_lives_on(bot, monkeypatch, caplog):
    async def broken(ctx, command, subcommand, values):
        raise RuntimeError("disk on fire")

    real = bot.core.handle_slash
    monkeypatch.setattr(bot.core, "handle_slash", broken)
    with caplog.at_level(logging.ERROR, logger="fanbot.discord"):
        interaction = await bot.fake.slash("score", hand=HAND)
        event = await bot.fake.wait_for(interaction, "callback")
    assert event.data["flags"] & EPHEMERAL and "disk on fire" not in event.data["content"]
    assert any("disk on fire" in r.getMessage() for r in caplog.records)
    monkeypatch.setattr(bot.core, "handle_slash", real)
    interaction = await bot.fake.slash("help")
    assert (await bot.fake.wait_for(interaction, "callback")).callback_type == "message"


async def test_settings_know_whether_the_member_may_manage_the_server(bot, monkeypatch):
    seen = []

    async def settings(ctx, command, subcommand, values):
        seen.append((ctx.is_group, ctx.is_admin, dict(values)))
        return [Reply(text="ok", private=True)]

    monkeypatch.setattr(bot.core, "handle_slash", settings)
    for permissions in (0, MANAGE_GUILD):
        interaction = await bot.fake.slash("settings", setting="language", value="zh_hant", permissions=permissions)
        await bot.fake.wait_for(interaction, "callback")
    interaction = await bot.fake.slash("settings", guild=False)
    await bot.fake.wait_for(interaction, "callback")
    assert seen == [(True, False, {"setting": "language", "value": "zh_hant"}),
                    (True, True, {"setting": "language", "value": "zh_hant"}), (False, True, {})]


# --------------------------------------------------------------------------- autocomplete


async def test_fan_names_autocomplete(bot):
    interaction = await bot.fake.autocomplete("fan", "name", name="pure")
    event = await bot.fake.wait_for(interaction, "callback")
    assert event.callback_type == "autocomplete"
    choices = event.data["choices"]
    assert 0 < len(choices) <= 25
    assert any("Pure" in c["name"] for c in choices)


# --------------------------------------------------------------------------- components


async def test_buttons_select_and_modal_go_back_to_the_core(bot, monkeypatch):
    got = []
    fans = tuple(Option(label, value) for label, value in
                 [("All Chows", "all_chows"), ("Pure Straight", "pure_straight"), ("Tile Hog", "tile_hog")])

    async def question(ctx, command, subcommand, values):
        return [Reply(text="Round 1", buttons=((Button("8", "quiz:r1:8"), Button("16", "quiz:r1:16")),),
                      select=Select("quiz:fans:r1", "Pick the fans", fans, 1, 3),
                      number_prompt=NumberPrompt("quiz:total:r1", "Total", "Points"))]

    async def action(ctx, name, values=()):
        got.append((ctx.user_id, name, list(values)))
        if name == "quiz:total:r1":
            return [Reply(text=f"total {values[0]}", replace_message=True)]
        return [Reply(text=f"{ctx.user_name} answered", private=True)]

    monkeypatch.setattr(bot.core, "handle_slash", question)
    monkeypatch.setattr(bot.core, "handle_action", action)
    interaction = await bot.fake.slash("quiz", "start")
    sent = await bot.fake.wait_for(interaction, "callback")
    message_id = int(sent.message["id"])
    ids = [c["custom_id"] for row in sent.data["components"] for c in row["components"]]
    button_8, _, select_id, prompt_id = ids

    click = await bot.fake.click(message_id, button_8, user_id=7, user_name="ann")
    answer = await bot.fake.wait_for(click, "callback")
    assert answer.data["flags"] & EPHEMERAL

    choice = await bot.fake.choose(message_id, select_id, ["pure_straight", "tile_hog"], user_id=8)
    await bot.fake.wait_for(choice, "callback")

    opened = await bot.fake.click(message_id, prompt_id, user_id=9)
    modal = await bot.fake.wait_for(opened, "callback")
    assert modal.callback_type == "modal"
    field = modal.data["components"][0]["components"][0]["custom_id"]
    submitted = await bot.fake.submit_modal(opened, {field: "24"}, user_id=9)
    updated = await bot.fake.wait_for(submitted, "callback")
    assert updated.callback_type == "update"
    assert updated.message["id"] == str(message_id)
    assert got == [("7", "quiz:r1:8", []), ("8", "quiz:fans:r1", ["pure_straight", "tile_hog"]),
                   ("9", "quiz:total:r1", ["24"])]


async def test_flashcards_are_private_and_presses_update_the_card(bot):
    interaction = await bot.fake.slash("learn", user_id=21)
    card = await bot.fake.wait_for(interaction, "callback")
    assert card.data["flags"] & EPHEMERAL
    show = card.data["components"][0]["components"][0]["custom_id"]
    press = await bot.fake.click(int(card.message["id"]), show, user_id=21)
    updated = await bot.fake.wait_for(press, "callback")
    assert updated.callback_type == "update"
    assert len(updated.message["components"][0]["components"]) == 2


async def test_long_answers_fit_discord_limits(bot):
    interaction = await bot.fake.slash("fans")
    event = await bot.fake.wait_for(interaction, "callback")
    assert sum(len(e.get("description") or "") for e in event.data["embeds"]) > 1000


# --------------------------------------------------------------------------- the real command


async def test_fanbot_discord_subprocess_answers_and_stops_on_sigterm(tmp_path):
    token = "MTA5ODc2NTQzMjEwOTg3NjU0.GsubPr.abcdefghijklmnopqrstuvwxyz012345"
    fake = FakeDiscord(token=token)
    await fake.start()
    env = environment(DISCORD_TOKEN=token, DISCORD_API_BASE_URL=fake.api_base, DISCORD_GATEWAY_URL=fake.gateway_url,
                      DATABASE_URL=migrated_url(tmp_path / "bot.sqlite3"), LOG_LEVEL="DEBUG", PYTHONUNBUFFERED="1")
    # its DEBUG log (every command registered, every request) outgrows a pipe's 64 KB: a file takes it
    process = await start_fanbot("discord", cwd=tmp_path, env=env, log=tmp_path / "bot.log")
    try:
        await asyncio.wait_for(fake.identified.wait(), 30)
        interaction = await fake.slash("score", hand=HAND)
        event = await fake.wait_for(interaction, "callback", timeout=10)
        assert "106" in _description(event)
        log = await stop_cleanly(process, tmp_path / "bot.log")
    finally:
        await reap(process)
        await fake.stop()
    assert token not in log and "GsubPr" not in log
    assert fake.errors == []


async def test_quiz_buttons_still_work_after_a_restart(tmp_path):
    """The button's custom_id carries the core action and the round is stored: no in-memory view."""
    fake = FakeDiscord()
    await fake.start()
    config = Config(discord_token=fake.token, discord_api_base_url=fake.api_base,
                    discord_gateway_url=fake.gateway_url, database_url=migrated_url(tmp_path / "bot.sqlite3"))

    async def start_bot():
        core = BotCore(config)
        adapter = DiscordAdapter(config, core)
        stop = asyncio.Event()
        runner = asyncio.create_task(adapter.serve(stop))
        await asyncio.wait_for(adapter.ready.wait(), 10)
        await asyncio.wait_for(fake.identified.wait(), 10)
        return core, stop, runner

    async def stop_bot(core, stop, runner):
        stop.set()
        await asyncio.wait_for(runner, 10)
        core.close()

    try:
        first = await start_bot()
        start = await fake.slash("quiz", "start", user_id=41, rounds=1, seconds=60)
        round_message = await fake.wait_for(start, "followup")
        button = round_message.body["components"][0]["components"][0]["custom_id"]
        await stop_bot(*first)

        fake.identified.clear()
        second = await start_bot()
        press = await fake.click(int(round_message.message["id"]), button, user_id=42, user_name="dee")
        ack = await fake.wait_for(press, "callback")
        assert ack.data["flags"] & EPHEMERAL
        assert "+" in _description(ack)  # graded: "Right! +15" or "Answer recorded: …, +0"
        await stop_bot(*second)
    finally:
        await fake.stop()
    assert fake.errors == []


async def test_a_test_guild_gets_the_commands_at_once(tmp_path):
    fake = FakeDiscord()
    await fake.start()
    config = Config(discord_token=fake.token, discord_api_base_url=fake.api_base,
                    discord_gateway_url=fake.gateway_url, discord_test_guild_id=fake.guild_id,
                    database_url=migrated_url(tmp_path / "bot.sqlite3"))
    core = BotCore(config)
    adapter = DiscordAdapter(config, core)
    stop = asyncio.Event()
    runner = asyncio.create_task(adapter.serve(stop))
    try:
        await asyncio.wait_for(adapter.ready.wait(), 10)
        assert {c.get("guild_id") for c in fake.commands} == {str(fake.guild_id)}
    finally:
        stop.set()
        await asyncio.wait_for(runner, 10)
        core.close()
        await fake.stop()
    assert fake.errors == []


async def test_a_rejected_token_is_a_clear_configuration_error(tmp_path):
    fake = FakeDiscord(token="the-real-token")
    await fake.start()
    config = Config(discord_token="MTA5ODc2NTQzMjEwOTg3NjU0.GwrOng.abcdefghijklmnopqrstuvwxyz012345",
                    discord_api_base_url=fake.api_base, discord_gateway_url=fake.gateway_url,
                    database_url=migrated_url(tmp_path / "bot.sqlite3"))
    core = BotCore(config)
    try:
        with pytest.raises(ConfigError, match="DISCORD_TOKEN was rejected"):
            await asyncio.wait_for(DiscordAdapter(config, core).serve(asyncio.Event()), 10)
    finally:
        core.close()
        await fake.stop()
    assert discord.http.Route.BASE == "https://discord.com/api/v10"


def _png() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (60, 20), "white").save(out, format="PNG")
    return out.getvalue()


# --------------------------------------------------------------------------- a real quiz game


async def test_quiz_round_with_several_players_ends_on_the_timer(bot):
    start = await bot.fake.slash("quiz", "start", user_id=11, user_name="ann", rounds=1, seconds=10)
    intro = await bot.fake.wait_for(start, "callback")
    assert "Quiz" in _description(intro)
    round_message = await bot.fake.wait_for(start, "followup")
    assert "hand.png" in round_message.files
    buttons = [c for row in round_message.body["components"] for c in row["components"]]
    assert 2 <= len(buttons) <= 12
    message_id = int(round_message.message["id"])

    # Which button is right is the core's business; every player's press is acknowledged privately.
    presses = {}
    for user_id, name, button in [(11, "ann", buttons[0]), (12, "bo", buttons[1]), (13, "cy", buttons[0])]:
        presses[name] = await bot.fake.click(message_id, button["custom_id"], user_id=user_id, user_name=name)
    for name, interaction in presses.items():
        ack = await bot.fake.wait_for(interaction, "callback")
        assert ack.data["flags"] & EPHEMERAL, name
    again = await bot.fake.click(message_id, buttons[0]["custom_id"], user_id=11, user_name="ann")
    assert (await bot.fake.wait_for(again, "callback")).data["flags"] & EPHEMERAL

    mark = bot.mark()
    bot.clock.advance(11)
    result = await bot.fake.wait_for(kind="channel_message", start=mark)
    final = await bot.fake.wait_for(kind="channel_message", start=mark,
                                    predicate=lambda e: e is not result)
    summary = _description(result)
    assert "3 answer" in summary
    for name in ("Ann", "Bo", "Cy"):
        assert name in summary or name.lower() in summary
    assert final.message["components"], "a Play again button"
    replay = final.message["components"][0]["components"][0]["custom_id"]
    restart = await bot.fake.click(int(final.message["id"]), replay, user_id=12, user_name="bo")
    assert "Quiz" in _description(await bot.fake.wait_for(restart, "callback"))


async def test_fan_select_and_total_modal_in_real_quiz_rounds(bot):
    start = await bot.fake.slash("quiz", "start", user_id=31, mode="choice_fans", rounds=1, seconds=30)
    round_message = await bot.fake.wait_for(start, "followup")
    select = round_message.body["components"][0]["components"][0]
    assert select["type"] == 3 and select["max_values"] >= 2
    values = [o["value"] for o in select["options"][:2]]
    pick = await bot.fake.choose(int(round_message.message["id"]), select["custom_id"], values, user_id=32)
    assert (await bot.fake.wait_for(pick, "callback")).data["flags"] & EPHEMERAL
    stop = await bot.fake.slash("quiz", "stop", user_id=31, permissions=MANAGE_GUILD)
    await bot.fake.wait_for(stop, "callback")

    start = await bot.fake.slash("quiz", "start", user_id=31, mode="total", rounds=1, seconds=30)
    round_message = await bot.fake.wait_for(start, "followup")
    answer = round_message.body["components"][0]["components"][0]["custom_id"]
    press = await bot.fake.click(int(round_message.message["id"]), answer, user_id=33)
    modal = await bot.fake.wait_for(press, "callback")
    assert modal.callback_type == "modal"
    field = modal.data["components"][0]["components"][0]
    submitted = await bot.fake.submit_modal(press, {field["custom_id"]: "24"}, user_id=33)
    recorded = await bot.fake.wait_for(submitted, "callback")
    assert recorded.data["flags"] & EPHEMERAL


async def test_a_very_long_answer_becomes_several_messages_with_the_buttons_last(bot, monkeypatch):
    long_text = "\n".join(f"• line {i}: " + "x" * 60 for i in range(200))  # about 14,000 characters

    async def long_reply(ctx, command, subcommand, values):
        return [Reply(text=long_text, title="Long", buttons=((Button("More", "fans:more"),),))]

    monkeypatch.setattr(bot.core, "handle_slash", long_reply)
    interaction = await bot.fake.slash("fans")
    first = await bot.fake.wait_for(interaction, "callback")
    await bot.fake.wait_for(interaction, "followup", predicate=lambda e: e.body.get("components"))
    followups = [e for e in bot.fake.events_for(interaction) if e.kind == "followup"]
    messages = [first.data, *[f.body for f in followups]]
    assert len(messages) >= 4
    text = "\n".join(m["embeds"][0]["description"] for m in messages)
    assert text == long_text
    assert messages[0]["embeds"][0]["title"] == "Long" and "title" not in messages[1]["embeds"][0]
    assert all(not m.get("components") for m in messages[:-1]) and messages[-1]["components"]


# --------------------------------------------------------------------------- more components than a message holds


def _components(message: dict) -> list[dict]:
    return [c for row in message.get("components", []) for c in row["components"]]


async def test_a_select_of_more_than_25_options_is_split_not_cut(bot, monkeypatch):
    got = []
    options = tuple(Option(f"Fan {i}", f"fan{i}") for i in range(30))

    async def ask(ctx, command, subcommand, values):
        return [Reply(text="Which fan?", select=Select("fans:pick", "Pick a fan", options))]

    async def picked(ctx, action, values=()):
        got.append((action, list(values)))
        return [Reply(text="ok", private=True)]

    monkeypatch.setattr(bot.core, "handle_slash", ask)
    monkeypatch.setattr(bot.core, "handle_action", picked)
    interaction = await bot.fake.slash("fans")
    first = await bot.fake.wait_for(interaction, "callback")
    second = await bot.fake.wait_for(interaction, "followup")
    [menu_1], [menu_2] = _components(first.data), _components(second.body)
    assert [o["value"] for o in menu_1["options"] + menu_2["options"]] == [o.value for o in options]
    assert menu_1["placeholder"].endswith("(1/2)") and menu_2["placeholder"].endswith("(2/2)")
    assert "embeds" not in second.body or not second.body["embeds"]  # just the rest of the menu
    choose = await bot.fake.choose(int(second.message["id"]), menu_2["custom_id"], ["fan27"])
    await bot.fake.wait_for(choose, "callback")
    assert got == [("fans:pick", ["fan27"])]


async def test_more_than_five_rows_of_buttons_go_on_in_a_second_message(bot, monkeypatch):
    got = []
    rows = (tuple(Button(f"w{i}", f"help:wide:{i}") for i in range(7)),
            *((Button(f"r{r}", f"help:row:{r}"),) for r in range(6)))

    async def ask(ctx, command, subcommand, values):
        return [Reply(text="Many buttons", buttons=rows)]

    async def pressed(ctx, action, values=()):
        got.append(action)
        return [Reply(text="ok", private=True)]

    monkeypatch.setattr(bot.core, "handle_slash", ask)
    monkeypatch.setattr(bot.core, "handle_action", pressed)
    interaction = await bot.fake.slash("help")
    first = await bot.fake.wait_for(interaction, "callback")
    second = await bot.fake.wait_for(interaction, "followup")
    labels = [c["label"] for c in _components(first.data) + _components(second.body)]
    assert labels == [b.label for row in rows for b in row]  # every button, in order
    assert len(first.data["components"]) == 5 and len(first.data["components"][0]["components"]) == 5
    last = _components(second.body)[-1]
    click = await bot.fake.click(int(second.message["id"]), last["custom_id"])
    await bot.fake.wait_for(click, "callback")
    assert got == ["help:row:5"]


async def test_the_poll_buttons_of_a_round_go_when_it_ends_on_the_timer_or_is_stopped(bot):
    start = await bot.fake.slash("quiz", "start", user_id=11, rounds=2, seconds=10, permissions=MANAGE_GUILD)
    first_round = await bot.fake.wait_for(start, "followup")
    assert first_round.body["components"]
    mark = bot.mark()
    bot.clock.advance(11)
    edit = await bot.fake.wait_for(kind="channel_edit", start=mark)
    assert int(edit.message["id"]) == int(first_round.message["id"]) and edit.body["components"] == []
    second_round = await bot.fake.wait_for(kind="channel_message", start=mark,
                                           predicate=lambda e: bool(e.body.get("components")))
    assert bot.fake.messages[int(second_round.message["id"])]["components"]  # the new round's stay

    stop = await bot.fake.slash("quiz", "stop", user_id=11, permissions=MANAGE_GUILD)
    await bot.fake.wait_for(stop, "callback")
    edit = await bot.fake.wait_for(kind="channel_edit", start=mark,
                                   predicate=lambda e: int(e.message["id"]) == int(second_round.message["id"]))
    assert edit.body["components"] == []


# --------------------------------------------------------------------------- a Japanese client

_KANA = re.compile(r"[\u3040-\u30ff]")  # Japanese, not Chinese
_HAN_OR_KANA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


async def test_a_japanese_client_sees_every_command_and_option_in_japanese(bot):
    for command in bot.fake.commands:
        assert _HAN_OR_KANA.search(command["name_localizations"]["ja"]), command["name"]
        described = command["description_localizations"]["ja"]
        assert described != command["description"] and _HAN_OR_KANA.search(described), command["name"]
        for option in command.get("options", []):
            assert _HAN_OR_KANA.search(option["name_localizations"]["ja"]), (command["name"], option["name"])
            assert _HAN_OR_KANA.search(option["description_localizations"]["ja"]), (command["name"], option["name"])
    score = next(c for c in bot.fake.commands if c["name"] == "score")
    assert score["description_localizations"]["ja"].startswith("和了形の点数計算")


async def test_a_japanese_client_gets_help_score_fan_and_quiz_in_japanese(bot):
    help_text = _description(await bot.fake.wait_for(await bot.fake.slash("help", locale="ja"), "callback"))
    assert "麻雀の手の点数を計算し" in help_text and "和了形の点数計算" in help_text

    score = _description(await _answer_to(bot, await bot.fake.slash("score", hand=HAND, locale="ja")))
    assert "九蓮宝燈" in score and "一気通貫" in score and "合計：106 点" in score and "Nine Gates" not in score

    riichi = _description(await _answer_to(bot, await bot.fake.slash(
        "score", hand="234m345p456s66s789m riichi tsumo", rules="riichi", locale="ja")))
    assert "立直" in riichi and "門前清自摸和" in riichi and "翻" in riichi and "Riichi" not in riichi

    fan = _description(await _answer_to(bot, await bot.fake.slash("fan", name="七対子", locale="ja")))
    assert "七対子" in fan and "複合しない役" in fan and "24 点" in fan

    start = await bot.fake.slash("quiz", "start", user_id=31, user_name="kei", rounds=1, seconds=30, locale="ja")
    intro = _description(await bot.fake.wait_for(start, "callback"))
    assert "クイズ！" in intro and _KANA.search(intro)
    round_message = await bot.fake.wait_for(start, "followup")
    question = "\n".join(e.get("description") or "" for e in round_message.body["embeds"])
    assert "第 1/1 問" in "\n".join(e.get("title") or "" for e in round_message.body["embeds"]) + question
    assert "何点" in question or "役" in question
