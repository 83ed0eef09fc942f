"""/help tells a newcomer how to write a hand, and its example hands are worth declaring."""

from __future__ import annotations

import re

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.i18n import LANGUAGES, t
from scoring.mcr import score_hand
from scoring.notation import parse_hand
from tests.migrated import migrated_url

LOCALES = {"en": "en", "zh_hans": "zh-CN", "zh_hant": "zh-TW", "ja": "ja"}


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)))
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


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_claimed_melds_of_the_notation_help_are_read_with_their_claim(language):
    from scoring.notation import format_hand, parse_hand

    topic = t(language, "help.topic_notation")
    line = next(line for line in topic.splitlines() if "`[123m,2]`" in line)
    melds = re.findall(r"`(\[[^`]+\])`", line)
    assert melds == ["[123m,2]", "[555p,3]"]
    hand = parse_hand(" ".join(melds) + " 123p7z7z4s4s4s")
    assert format_hand(hand).startswith("[123m,2] [555p,3] ") and [m.offer for m in hand.melds] == [2, 3]


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_main_help_names_every_topic_and_every_topic_is_written(core, language):
    from bot.commands.help_cmd import topics

    [reply] = await core.handle(CommandContext("console", "c", "u", locale=LOCALES[language]), "help")
    for topic in topics():
        assert f"/help {topic}" in reply.text.markdown
        [shown] = await core.handle(CommandContext("console", "c", "u", locale=LOCALES[language]), "help", topic)
        heading, _, body = t(language, f"help.topic_{topic}").partition("\n")
        assert shown.text.markdown.startswith(heading) and body.count("`") >= 6  # examples, not one line


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_help_line_of_table_lists_all_its_subcommands(core, language):
    from bot.commands.table import TABLE

    [reply] = await core.handle(CommandContext("console", "c", "u", locale=LOCALES[language]), "help")
    line = next(line for line in reply.text.markdown.splitlines() if line.startswith("/table "))
    assert line.startswith("/table " + "|".join(sub.name for sub in TABLE.subcommands) + " ")
    assert {"start", "show", "end", "chase", "export", "stats", "top"} <= {sub.name for sub in TABLE.subcommands}


def _example_commands(text: str) -> list[tuple[str, str]]:
    """The commands written as examples in a topic, below its heading (which names its command)."""
    commands = []
    for example in re.findall(r"`(/[a-z]+(?: [^`]*)?)`", text.partition("\n")[2]):
        name, _, words = example[1:].partition(" ")
        commands.append((name, words))
    return commands


@pytest.mark.parametrize("topic", ["score", "riichi", "table"])
@pytest.mark.parametrize("language", LANGUAGES)
async def test_every_example_of_a_help_topic_runs_as_written(tmp_path, language, topic):
    """Typed in order by a chat admin, each example of the topic gets an answer, never an error."""
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)))
    try:
        commands = _example_commands(t(language, f"help.topic_{topic}"))
        assert len(commands) >= 5
        context = CommandContext("console", "chat", "u", locale=LOCALES[language], is_admin=True)
        for name, words in commands:
            replies = await core.handle(context, name, words)
            assert replies and not any(reply.is_error for reply in replies), (name, words, replies)
    finally:
        core.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_mcr_hands_of_the_score_topic_reach_the_minimum(language):
    commands = _example_commands(t(language, "help.topic_score"))
    hands = [words for name, words in commands if name == "score" and "rules=riichi" not in words]
    assert len(hands) >= 2
    for hand in hands:
        assert score_hand(parse_hand(hand)).meets_minimum, hand


@pytest.mark.parametrize("command", ["tournament", "play", "/settings"])
async def test_help_on_a_command_shows_that_command_and_each_of_its_subcommands(core, command):
    [reply] = await core.handle(CommandContext("console", "c", "u", locale="en"), "help", command)
    name = command.lstrip("/")
    shown = reply.text.plain
    assert shown.startswith(f"/{name} — ") and "There is no help" not in shown
    assert "/help notation" not in shown  # not the general help
    if name == "tournament":
        assert "/tournament result — " in shown and "/tournament export — " in shown


async def test_help_on_an_unknown_word_says_so_before_the_general_help(core):
    [reply] = await core.handle(CommandContext("console", "c", "u", locale="en"), "help", "foo")
    shown = reply.text.plain
    assert shown.startswith("There is no help on foo: here is the general help.")
    assert "/help tournament" in shown and "/help notation" in shown
