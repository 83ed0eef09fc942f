"""/help tells a newcomer how to write a hand, and its example hands are worth declaring."""

from __future__ import annotations

import re

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.i18n import LANGUAGES, t
from scoring.mcr import score_hand
from scoring.notation import parse_hand

LOCALES = {"en": "en", "zh_hans": "zh-CN", "zh_hant": "zh-TW", "ja": "ja"}


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=f"sqlite:///{tmp_path / 'bot.sqlite3'}", rate_limit=(1000, 60.0)))
    yield core
    core.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_example_hands_of_the_help_reach_the_minimum(language):
    hands = re.findall(r"`/score ([^`]+)`", t(language, "help.examples") + t(language, "score.usage"))
    assert hands
    for hand in hands:
        assert score_hand(parse_hand(hand)).meets_minimum, hand


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_main_help_shows_how_to_write_tiles_and_where_to_read_more(core, language):
    [reply] = await core.handle(CommandContext("console", "c", "u", locale=LOCALES[language]), "help")
    assert "`123m`" in reply.text.markdown and "`123p`" in reply.text.markdown and "`1z`" in reply.text.markdown
    assert "`/help notation`" in reply.text.markdown


async def test_a_help_topic_has_no_title_made_of_its_key(core):
    [reply] = await core.handle(CommandContext("console", "c", "u", locale="en"), "help", "notation")
    assert reply.title is None and reply.text.markdown.startswith("**Writing a hand**")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_waits_usage_mentions_13_and_14_tiles_and_its_example_is_ready(language):
    from scoring.notation import parse_partial
    from scoring.shanten import shanten

    usage = t(language, "waits.usage")
    assert "13" in usage and "14" in usage
    [example] = re.findall(r"`/waits ([^`]+)`", usage)
    assert shanten(parse_partial(example)).shanten == 0


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_reply_string_talks_about_seeds_or_references(language):
    from bot.i18n import load_strings

    for key, text in load_strings(language).items():
        if key.startswith("text.quiz.intro."):  # the terminal quiz's random seed (to replay it with --seed)
            continue
        assert "seed" not in text.lower() and "原文" not in text, (language, key, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_flags_written_in_the_notation_help_are_read(language):
    from scoring.notation import parse_hand

    topic = t(language, "help.topic_notation")
    line = next(line for line in topic.splitlines() if "`tsumo`" in line)
    flags = re.findall(r"`([^`]+)`", line)
    assert len(flags) >= 8
    for flag in flags:
        parse_hand(f"[123m] [555p] {{7777s}} 23s7z7z4s {flag}".replace("kong", "kong tsumo"))
