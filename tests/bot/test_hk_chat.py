"""Hong Kong in a chat: ``/score`` with ``rules=hk`` or the chat's ruleset setting, in every language; ``/waits``,
``/efficiency``, ``/fan`` and ``/fans`` from its scorer and glossary; ``fanbot score --rules hk`` prints the
chat's text."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.i18n import LANGUAGES
from tests.bot.chat_core import core_fixture
from tests.bot.chat_core import private_chat as ctx

PLAIN = "[111s] 555s 789s WWW N N"


core = core_fixture()


@pytest.mark.parametrize("language", LANGUAGES)
async def test_score_with_rules_hk_answers_in_every_language(core, language):
    [reply] = await core.handle(ctx(locale=language), "score", f"{PLAIN} rules=hk")
    assert not reply.is_error and ("混一色" in reply.text.plain or "Mixed One Suit" in reply.text.plain)


async def test_score_with_rules_hk_shows_the_patterns_and_the_total_in_faan(core):
    [reply] = await core.handle(ctx(), "score", f"{PLAIN} rules=hk")
    assert "Mixed One Suit" in reply.text.plain and "**Total: 3 faan**" in reply.text.markdown
    assert reply.title == "Hong Kong score"


async def test_the_chat_can_choose_hong_kong_and_score_without_naming_it(core):
    [chosen] = await core.handle(ctx(), "settings", "ruleset hk")
    assert not chosen.is_error
    [reply] = await core.handle(ctx(), "score", PLAIN)
    assert "**Total: 3 faan**" in reply.text.markdown


async def test_a_limit_hand_says_it_is_a_limit_and_shows_the_limit(core):
    [reply] = await core.handle(ctx(), "score", "[EEE] SSS WWW NNN 2s 2s rules=hk")
    assert "Great Winds" in reply.text.plain and "limit" in reply.text.plain
    assert "**Total: 13 faan**" in reply.text.markdown and "limit, 13 faan" in reply.text.plain


async def test_a_hand_below_three_faan_says_it_cannot_be_declared(core):
    [reply] = await core.handle(ctx(), "score", "[123m] [456p] [789s] [234s] 5m 5m rules=hk")
    assert "below the 3-faan minimum" in reply.text.plain


async def test_waits_efficiency_fan_and_fans_come_from_hong_kong(core):
    [waits] = await core.handle(ctx(), "waits", "[111s] 555s 789s WWW N rules=hk")
    assert not waits.is_error and "4z" in waits.text.plain and "Mixed One Suit" in waits.text.plain
    [efficiency] = await core.handle(ctx(), "efficiency", "[111s] 555s 789s WWW N 1m rules=hk")
    assert not efficiency.is_error and "1m" in efficiency.text.plain
    [fan] = await core.handle(ctx(), "fan", "坎坎糊 rules=hk")
    assert not fan.is_error and "Kaan Kaan Hand" in fan.text.plain
    [table] = await core.handle(ctx(), "fans", "hk")
    assert not table.is_error and "Eight Immortals" in table.text.plain


def test_the_command_line_prints_the_chats_text(capsys):
    assert main(["score", "--rules", "hk", PLAIN]) == 0
    out = capsys.readouterr().out
    assert "Mixed One Suit" in out and "Total: 3 faan" in out
