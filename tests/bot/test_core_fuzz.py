"""Any text after any command gets a short answer, and never reaches the guard that catches crashes:
a handler that raised would be logged by ``fanbot.core`` at ERROR level."""

from __future__ import annotations

import asyncio
import logging

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.commands import REGISTRY
from bot.config import Config
from bot.core import BotCore, CommandContext
from tests.deep import sized

COMMANDS = [spec.name for spec in REGISTRY.specs()] + ["riichi", "nosuchcommand"]
#: what players paste: tiles, brackets, flags, Chinese, Unicode tiles, numbers, junk
ALPHABET = st.sampled_from(list("0123456789²٣mpsz[]{}+= ESWNCFP东南西北白发中万筒条🀄🀇🀙x,、!？\n\t") +
                           ["tsumo", " rules=riichi", " seat=", "flowers=", " start", " stop", " answer ", "mode="])
JUNK = st.lists(ALPHABET, max_size=40).map("".join) | st.text(max_size=60)


@pytest.fixture(scope="module")
def core(tmp_path_factory):
    path = tmp_path_factory.mktemp("fuzz") / "bot.sqlite3"
    core = BotCore(Config(database_url=f"sqlite:///{path}", rate_limit=(10**9, 60.0)))
    yield core
    core.close()


@pytest.mark.parametrize("command", COMMANDS)
def test_any_arguments_get_an_answer_without_a_crash(core, command, caplog):
    @settings(max_examples=sized(30, 150), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(args=JUNK, group=st.booleans(), locale=st.sampled_from(["en", "zh-CN", "zh-TW", None]))
    def check(args, group, locale):
        ctx = CommandContext("telegram", "fuzz-group" if group else "fuzz-dm", "u1", "Ann", is_group=group,
                             is_admin=False, locale=locale)
        caplog.clear()
        with caplog.at_level(logging.ERROR, logger="fanbot.core"):
            replies = asyncio.run(core.handle(ctx, command, args))
        assert replies, (command, args)
        assert all(reply.text or reply.picture or reply.poll for reply in replies), (command, args)
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR], (command, args, caplog.text[-2000:])
        assert not any("Traceback" in reply.text for reply in replies)

    check()


def test_superscript_digits_are_not_numbers(core, caplog):
    """'²' passes str.isdigit() but int() refuses it: every number a player types is checked with isdecimal()."""
    ctx = CommandContext("telegram", "fuzz-sup", "u3", "Cy", locale="en")
    with caplog.at_level(logging.ERROR, logger="fanbot.core"):
        for command, args in (("quiz", "start rounds=²"), ("settings", "quiz_seconds=²")):
            [reply] = asyncio.run(core.handle(ctx, command, args))
            assert reply.is_error and "²" in reply.text or "Rounds must be" in reply.text, (command, args)
        assert asyncio.run(core.handle(ctx, "quiz", "start ² ²"))  # not a number: ignored, defaults apply
        asyncio.run(core.handle(ctx, "quiz", "stop"))
    assert not caplog.records


ACTION_PREFIXES = ["", "score:", "score:mcr:", "score:riichi:", "fan:", "fan:mcr:", "fan:riichi:", "fans:", "quiz:",
                   "quiz:start", "quiz:pick:", "quiz:prompt:", "quiz:text:", "learn:again:mcr:", "learn:knew:riichi:",
                   "learn:show:mcr:", "settings:", "settings:choose:", "settings:ruleset:", "settings:language",
                   "help:", "help:notation"]


@settings(max_examples=sized(60, 300), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(prefix=st.sampled_from(ACTION_PREFIXES), rest=JUNK, values=st.lists(JUNK, max_size=3))
def test_forged_button_actions_get_an_answer_without_a_crash(core, caplog, prefix, rest, values):
    """Telegram's callback data comes from the client: a forged or stale action must not crash a handler."""
    ctx = CommandContext("telegram", "fuzz-actions", "u2", "Bo", locale="en")
    caplog.clear()
    with caplog.at_level(logging.ERROR, logger="fanbot.core"):
        replies = asyncio.run(core.handle_action(ctx, prefix + rest, values))
    assert isinstance(replies, list)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], (prefix + rest, values, caplog.text[-2000:])
