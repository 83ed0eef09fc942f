"""/calc in the command layer: the live result is what /waits, /score and /efficiency answer for the
same hand; the actions fit both platforms' limits; a picker outlives the process that made it; the
web calculator's link only with PUBLIC_URL; the console, which types, gets the notation's help."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from bot.commands import calc as calc_cmd
from bot.commands.calc_buttons import PAGES
from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.i18n import LANGUAGES, t
from bot.replies import Reply
from tests.bot.console_run import console_in
from tests.migrated import migrated_url

ANN = CommandContext("telegram", "-100", "11", "Ann", is_group=True, locale="en")
BO = CommandContext("telegram", "-100", "12", "Bo", is_group=True, locale="en")
NINE_GATES = "1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 9m".split()


def config(tmp_path, **values) -> Config:
    return Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(10_000, 60.0), **values)


@pytest.fixture
def core(tmp_path):
    core = BotCore(config(tmp_path))
    yield core
    core.close()


def actions(reply) -> dict[str, str]:
    """Each key's action by its label, marks and counts aside (``▸ 1-9p`` is ``1-9p``, ``5m ×2`` is ``5m``)."""
    keys = {}
    for row in reply.buttons:
        for button in row:
            keys[button.label.removeprefix("▸ ").removeprefix("✅ ").split(" ×")[0]] = button.action
    return keys


async def tap(core, ctx, reply, *labels):
    for label in labels:
        [reply, *_] = await core.handle_action(ctx, actions(reply)[label], [])
    return reply


async def test_the_live_result_is_what_waits_score_and_efficiency_answer(core):
    [picker] = await core.handle(ANN, "calc")
    assert picker.live and not picker.private  # in the group's chat, edited there
    ready = await tap(core, ANN, picker, *NINE_GATES)
    [waits] = await core.handle(ANN, "waits", "1112345678999m")
    assert ready.text.plain == waits.text.plain
    won = await tap(core, ANN, ready, "5m")
    [score] = await core.handle(ANN, "score", "1112345678999m5m")
    assert won.text.plain == score.text.plain and won.picture is not None
    not_won = await tap(core, ANN, await tap(core, ANN, won, "↩ Undo"), "1-9p", "1p")
    [advice] = await core.handle(ANN, "efficiency", "1112345678999m1p")
    assert not_won.text.plain == advice.text.plain
    assert "efficiency" not in str(not_won.buttons)  # the walk's buttons stay with /efficiency


async def test_every_action_fits_telegram_and_discord(core):
    [picker] = await core.handle(ANN, "calc", "rules=riichi")
    seen = []
    for page in PAGES:
        reply = await tap(core, ANN, picker, *(["Flags"] if page == "f" else []))
        picker = reply
        seen += [b.action for row in reply.buttons for b in row]
    for label in ("Riichi", "Self-drawn", "Dora 0/5", "Honors"):
        picker = await tap(core, ANN, picker, label)
        seen += [b.action for row in picker.buttons for b in row]
    assert max(len(a.encode()) for a in seen) <= 64 - 30  # room to spare: 64 bytes on Telegram
    assert all(len(f"fb:{a}") <= 100 for a in seen)  # Discord's custom_id
    assert len(picker.buttons) <= 5 and all(len(row) <= 5 for row in picker.buttons)


async def test_a_picker_goes_on_in_another_process_and_refuses_old_and_foreign_taps(tmp_path):
    first = BotCore(config(tmp_path))
    [picker] = await first.handle(ANN, "calc")
    picker = await tap(first, ANN, picker, "1m", "2m")
    first.close()
    second = BotCore(config(tmp_path))  # a restart, or another worker on the same database
    try:
        old = actions(picker)["3m"]
        picker = await tap(second, ANN, picker, "3m")
        assert "Hand: 12m3m" in picker.text.plain
        [again] = await second.handle_action(ANN, old, [])
        assert again.is_error and "after the picker changed" in again.text.plain
        [foreign] = await second.handle_action(BO, actions(picker)["4m"], [])
        assert foreign.is_error and "someone else's" in foreign.text.plain
        [forged] = await second.handle_action(ANN, "calc:nothing", [])
        assert forged.is_error
    finally:
        second.close()


async def test_the_web_calculator_is_linked_only_with_a_public_url(tmp_path):
    core = BotCore(config(tmp_path, public_url="https://fanbot.example"))
    try:
        [picker] = await core.handle(ANN, "calc")
        links = [b.url for row in picker.buttons for b in row if b.url]
        assert links == ["https://fanbot.example/?h=&r=mcr&lang=en"]  # the web calculator on the hand so far
        for tile in ("1m", "1m"):
            [picker] = await core.handle_action(ANN, actions(picker)[tile], [])
        links = [b.url for row in picker.buttons for b in row if b.url]
        assert links == ["https://fanbot.example/?h=1m1m&r=mcr&lang=en"]
    finally:
        core.close()
    core = BotCore(dataclasses.replace(config(tmp_path), public_url=None))
    try:
        [picker] = await core.handle(ANN, "calc")
        assert not [b for row in picker.buttons for b in row if b.url]
    finally:
        core.close()


def test_public_url_is_read_and_checked():
    assert Config.from_env({"PUBLIC_URL": "https://fanbot.example/"}, env_file=None).public_url == \
        "https://fanbot.example"
    with pytest.raises(Exception, match="PUBLIC_URL"):
        Config.from_env({"PUBLIC_URL": "fanbot.example"}, env_file=None)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_console_gets_the_notation_help_in_its_language(core, language):
    ctx = CommandContext("console", "console", "me", "me", locale=language)
    [answer] = await core.handle(ctx, "calc")
    assert not answer.buttons and not answer.is_error
    assert t(language, "calc.console").split("/score")[0] in answer.text.plain
    assert "[123m]" in answer.text.plain


async def test_a_long_result_is_cut_so_that_the_picker_stays_one_message(core, monkeypatch):
    long_waits = Reply(text="\n".join(f"line {n} of a very long answer" for n in range(400)))
    monkeypatch.setattr(calc_cmd.score_cmd, "waits", lambda session, hand, rules: [long_waits])
    [picker] = await core.handle(ANN, "calc")
    ready = await tap(core, ANN, picker, *NINE_GATES)
    assert len(ready.text.plain) <= calc_cmd.LIVE_TEXT_LIMIT + 2 and ready.text.plain.endswith("…")
    assert "line 0 of" in ready.text.plain


def test_calc_typed_in_the_console_explains_itself_and_the_session_goes_on(tmp_path):
    done = console_in(tmp_path, ["/calc", "/score 1112345678999m5m"])
    assert done.returncode == 0, done.stderr
    assert "The tile picker is for Discord and Telegram" in done.stdout and "[123m]" in done.stdout
    assert "[1]" not in done.stdout  # no keys to pick by number
    assert "Total: 91 fan" in done.stdout


async def test_two_taps_on_the_same_buttons_at_once_count_once(core):
    [picker] = await core.handle(ANN, "calc")
    press = actions(picker)["5m"]
    answers = await asyncio.gather(*(core.handle_action(ANN, press, []) for _ in range(4)))
    applied = [a for [a] in answers if not a.is_error]
    assert len(applied) == 1 and "Hand: 5m" in applied[0].text.plain
    assert all("after the picker changed" in a.text.plain for [a] in answers if a.is_error)
    after = await tap(core, ANN, applied[0], "6m")
    assert "Hand: 5m6m" in after.text.plain  # one 5m, not four
