"""Commands describe themselves: the spec on each handler is what the binder, /help and both
adapters read (names, aliases, parameters, admin policy)."""

from __future__ import annotations

import inspect

import pytest

from bot.commands import REGISTRY
from bot.commands.common import RULES
from bot.commands.spec import Alias, BindError, ParamKind, ParamSpec, Registry, bind, command, group, subcommand
from bot.config import Config
from bot.core import BotCore
from bot.session import CommandContext
from tests.migrated import migrated_url


def spec(name: str):
    return REGISTRY.commands[name]


def test_every_command_and_action_handler_is_a_plain_function():
    handlers = [s.handler for top in REGISTRY.specs() for s in (top.subcommands or (top,))]
    handlers += list(REGISTRY.actions.values())
    assert handlers and not [h.__name__ for h in handlers if inspect.iscoroutinefunction(h)]


def test_the_binder_reads_options_written_as_words_and_typed_options_win():
    _, values = bind(spec("score"), "rules = riichi 234789m1234566p6p tsumo", {})
    assert values == {"rules": "riichi", "hand": "234789m1234566p6p tsumo"}
    _, values = bind(spec("score"), "ruleset=日麻 11m", {"rules": "mcr"})
    assert values["rules"] == "mcr"
    # "mcr:full_flush" names a fan: "mcr" is no option of /fan, so the word stays in the text
    _, values = bind(spec("fan"), "mcr:full_flush", {})
    assert values == {"name": "mcr:full_flush"}


def test_a_value_that_does_not_read_is_an_error_naming_it():
    with pytest.raises(BindError) as raised:
        bind(spec("score"), "11m rules=mahjongg", {})
    assert raised.value.key == "error.bad_ruleset" and raised.value.values["value"] == "mahjongg"
    with pytest.raises(BindError) as raised:
        bind(spec("fans"), "xyz", {})  # a bare word where a ruleset goes: said, not ignored
    assert raised.value.values["value"] == "xyz"


def test_a_missing_required_text_is_the_commands_usage_line():
    with pytest.raises(BindError) as raised:
        bind(spec("waits"), "rules=riichi", {})
    assert raised.value.key == "waits.usage"


def test_positional_words_fill_the_parameters_that_read_them_in_order():
    leaf, values = bind(spec("quiz"), "start 3 30 riichi fu", {})
    assert leaf.name == "start" and values == {"rounds": 3, "seconds": 30, "rules": "riichi", "mode": "fu"}
    _, values = bind(spec("quiz"), "start rounds=4 mode=写出番种", {"seconds": "45"})
    assert values == {"rounds": 4, "mode": "fans", "seconds": 45}
    with pytest.raises(BindError) as raised:
        bind(spec("quiz"), "start 99", {})
    assert raised.value.key == "quiz.bad_numbers"
    _, values = bind(spec("fans"), "regional", {})
    assert values == {"rules": "regional"}


def test_a_negative_count_is_answered_as_a_count_out_of_range_not_as_a_bad_mode():
    for text in ("start -1", "start 5 -30", "start +0"):
        with pytest.raises(BindError) as raised:
            bind(spec("quiz"), text, {})
        assert raised.value.key == "quiz.bad_numbers", text


def test_subcommands_are_chosen_by_name_or_alias_with_a_default_and_a_fallback():
    assert bind(spec("quiz"), "", {})[0].name == "start"
    assert bind(spec("quiz"), "top week", {}) == (spec("quiz").subcommand("leaderboard"), {"period": "week"})
    leaf, values = bind(spec("quiz"), "清一色 平和", {})
    assert leaf.name == "answer" and values == {"answer": "清一色 平和"}


def test_aliases_and_admin_policy_come_from_the_specs(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3")))
    try:
        names = core.command_names()
        assert names[:8] == ["score", "waits", "fan", "fans", "quiz", "learn", "settings", "help"]
        assert {"s", "mcr", "riichi", "w", "tenpai", "flashcards", "lang", "start"} <= set(names[8:])
        assert spec("settings").admin_only and not spec("quiz").admin_only
        assert core.needs_admin("settings") and core.needs_admin("/lang") and core.needs_admin("quiz:pick:r1")
        assert not core.needs_admin("score") and not core.needs_admin("fan:mcr:all_chows")
    finally:
        core.close()


async def test_an_alias_may_preset_options_or_words(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)))
    try:
        ctx = CommandContext("console", "c", "u", "U")
        [scored] = await core.handle(ctx, "riichi", "234789m1234566p6p tsumo riichi")
        assert not scored.is_error and scored.title == core.text("en", "score.title_riichi")
        [saved] = await core.handle(ctx, "lang", "zh_hant")
        assert not saved.is_error and core.storage.chat_settings("console", "c").language == "zh_hant"
    finally:
        core.close()


def test_a_spec_that_disagrees_with_its_handler_is_refused_at_import():
    registry = Registry()
    with pytest.raises(ValueError, match="takes"):
        @command("score", "cmd.score", RULES, registry=registry)
        def score(session, hand: str) -> list:
            return []

    with pytest.raises(ValueError, match="plain functions"):
        @command("help", "cmd.help", free_text="topic", registry=registry)
        async def help_command(session, topic: str) -> list:
            return []

    @command("fans", "cmd.fans", RULES, aliases=("f",), registry=registry)
    def fans(session, rules: str) -> list:
        return []

    with pytest.raises(ValueError, match="twice"):
        @command("f", "cmd.fan", registry=registry)
        def f(session) -> list:
            return []

    with pytest.raises(ValueError, match="no subcommand"):
        group("quiz", "cmd.quiz", subcommand("stop", "cmd.quiz_stop")(lambda session: []), default="start",
              registry=registry)


def test_the_binder_serves_a_new_command_from_its_spec_alone():
    registry = Registry()

    @command("roll", "cmd.roll", ParamSpec("dice", "param.dice", kind=ParamKind.INTEGER, min_value=1, max_value=6,
                                           positional=True, default=lambda session: 2),
             ParamSpec("label", "param.label", rest=True), aliases=(Alias("d6", options=(("dice", "1"),)),),
             registry=registry)
    def roll(session, dice: int, label: str) -> list:
        return [dice, label]

    found, alias = registry.find("d6")
    assert found.name == "roll" and dict(alias.options) == {"dice": "1"}
    assert bind(found, "3 for the seat", {})[1] == {"dice": 3, "label": "for the seat"}
    with pytest.raises(BindError):
        bind(found, "dice=7", {})
