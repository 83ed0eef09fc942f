"""The command layer without a platform: commands in, reply objects out."""

from __future__ import annotations

import logging
from dataclasses import replace

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.replies import Reply
from tests.migrated import migrated_url


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)))
    yield core
    core.close()


def ctx(locale: str | None = "en-US", *, chat: str = "chat1", user: str = "user1", group: bool = False,
        admin: bool = False, platform: str = "console") -> CommandContext:
    return CommandContext(platform, chat, user, "Player", is_group=group, is_admin=admin, locale=locale)


async def test_help_lists_every_command_in_the_platform_language(core):
    for locale, marker in (("en-US", "What this bot does"), ("zh-CN", "这个机器人"), ("zh-TW", "這個機器人")):
        [reply] = await core.handle(ctx(locale), "help")
        assert marker in reply.text
        for name in ("score", "waits", "fan", "fans", "quiz", "learn", "settings", "help"):
            assert f"/{name}" in reply.text


async def test_unknown_command_is_a_short_error_naming_it(core):
    [reply] = await core.handle(ctx(), "frobnicate", "x")
    assert reply.is_error and reply.private
    assert "/frobnicate" in reply.text and len(reply.text) < 100


async def test_commands_accept_slash_and_bot_name(core):
    [reply] = await core.handle(ctx(), "/help@fanbot_bot")
    assert not reply.is_error


async def test_bad_hand_names_the_token(core):
    [reply] = await core.handle(ctx(), "score", "123m456x")
    assert reply.is_error
    assert "'x'" in reply.text and "Traceback" not in reply.text


async def test_score_without_a_hand_explains_usage(core):
    [reply] = await core.handle(ctx(), "score", "")
    assert reply.is_error and "/score" in reply.text


async def test_unknown_ruleset_is_refused(core):
    [reply] = await core.handle(ctx(), "score", "1112345678999m5m rules=mahjongg")
    assert reply.is_error and "mahjongg" in reply.text


async def test_settings_change_is_stored_per_chat(core):
    [saved] = await core.handle(ctx(chat="a"), "settings", "ruleset riichi")
    assert "Riichi" in saved.text and not saved.is_error
    [shown_a] = await core.handle(ctx(chat="a"), "settings")
    [shown_b] = await core.handle(ctx(chat="b"), "settings")
    assert "**Riichi**" in shown_a.text.markdown
    assert "**MCR (Chinese Official)**" in shown_b.text.markdown


async def test_settings_in_a_group_need_an_admin(core):
    [refused] = await core.handle(ctx(chat="g", group=True, admin=False), "settings", "ruleset riichi")
    assert refused.is_error and "admins" in refused.text
    assert core.storage.chat_settings("console", "g").ruleset == "mcr"
    [saved] = await core.handle(ctx(chat="g", group=True, admin=True), "settings", "ruleset riichi")
    assert not saved.is_error
    assert core.storage.chat_settings("console", "g").ruleset == "riichi"


async def test_bad_setting_value_lists_the_allowed_ones(core):
    [reply] = await core.handle(ctx(), "settings", "quiz_seconds 5000")
    assert reply.is_error and "10-600" in reply.text


async def test_chat_language_overrides_the_platform_locale(core):
    [saved] = await core.handle(ctx("en-US"), "settings", "language 繁體")
    assert "繁體中文" in saved.text and "已儲存" in saved.text
    [reply] = await core.handle(ctx("en-US"), "help")
    assert "這個機器人" in reply.text
    await core.handle(ctx("en-US"), "settings", "language auto")
    [reply] = await core.handle(ctx("zh-CN"), "help")
    assert "这个机器人" in reply.text


async def test_settings_buttons_and_selects_round_trip(core):
    [overview] = await core.handle(ctx(), "settings")
    actions = [b.action for row in overview.buttons for b in row]
    assert "settings:ruleset:riichi" in actions
    [saved] = await core.handle_action(ctx(), "settings:ruleset:riichi")
    assert not saved.is_error
    [chooser] = await core.handle_action(ctx(), "settings:choose:language")
    assert chooser.select is not None
    values = [o.value for o in chooser.select.options]
    assert values == ["auto", "en", "zh_hans", "zh_hant", "ja"]
    [saved] = await core.handle_action(ctx(), chooser.select.action, ["zh_hans"])
    assert "已保存" in saved.text
    [prompt] = await core.handle_action(ctx(), "settings:choose:quiz_seconds")
    assert prompt.number_prompt is not None
    [saved] = await core.handle_action(ctx(), prompt.number_prompt.action, ["45"])
    assert core.storage.chat_settings("console", "chat1").quiz_seconds == 45


async def test_slash_values_map_to_text_and_options(core):
    [saved] = await core.handle_slash(ctx(), "settings", None, {"setting": "quiz_rounds", "value": 7})
    assert not saved.is_error
    assert core.storage.chat_settings("console", "chat1").quiz_rounds == 7


async def test_stale_action_is_a_short_error(core):
    [reply] = await core.handle_action(ctx(), "nothing:here")
    assert reply.is_error


async def test_a_failing_handler_becomes_a_short_reply_and_a_log_line(core, caplog, monkeypatch):
    def broken(session, topic):
        raise RuntimeError("boom inside the handler")

    monkeypatch.setitem(core.commands.commands, "help", replace(core.commands.commands["help"], handler=broken))
    with caplog.at_level(logging.ERROR, logger="fanbot.core"):
        [reply] = await core.handle(ctx("zh-CN"), "help")
    assert reply.is_error and "出错" in reply.text
    assert "boom" not in reply.text
    assert any("boom inside the handler" in (r.exc_text or str(r.exc_info)) for r in caplog.records)
    # the bot keeps answering
    [reply] = await core.handle(ctx(), "settings")
    assert not reply.is_error


async def test_rate_limit_tells_once_then_stays_quiet(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "r.sqlite3"), rate_limit=(3, 60.0)))
    try:
        for _ in range(3):
            assert not (await core.handle(ctx(), "help"))[0].is_error
        [refusal] = await core.handle(ctx(), "help")
        assert refusal.is_error and "wait" in refusal.text
        assert await core.handle(ctx(), "help") == []
        # another user is not affected
        [other] = await core.handle(ctx(user="someone else"), "help")
        assert not other.is_error
    finally:
        core.close()


async def test_inline_scores_a_hand_or_looks_fans_up_without_touching_the_command_budget(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "i.sqlite3"), rate_limit=(1, 60.0)))
    try:
        [score] = await core.inline(ctx(), "1112345678999m9m")
        assert score.key == "score" and "106" in score.reply.text and not score.reply.is_error
        fans = await core.inline(ctx(), "pure straight", fans=3)
        assert 1 <= len(fans) <= 3 and fans[0].key == "fan:mcr:pure_straight"
        assert len({f.key for f in fans}) == len(fans) and all(not f.reply.is_error for f in fans)
        assert "16" in fans[0].reply.text
        [seven] = await core.inline(ctx(user="u3"), "7 pairs", fans=1)  # digits, yet a fan's name
        assert seven.key == "fan:mcr:seven_pairs"
        [bad_hand] = await core.inline(ctx(user="u3"), "123m456x")
        assert bad_hand.key == "score" and bad_hand.reply.is_error and "'x'" in bad_hand.reply.text
        # several core lookups above, yet the one allowed command is still there
        [reply] = await core.handle(ctx(), "help")
        assert not reply.is_error
    finally:
        core.close()


def test_command_specs_describe_every_command_in_every_language(core):
    specs = core.command_specs()
    names = [s.name for s in specs]
    assert names[:8] == ["score", "waits", "fan", "fans", "quiz", "learn", "settings", "help"]
    assert {"efficiency", "table", "win", "draw", "penalty", "undo", "reach"} <= set(names)
    for spec in specs:
        for language in ("en", "zh_hans", "zh_hant"):
            assert spec.description(language) and spec.description(language) != spec.description_key
            assert len(spec.description(language)) <= 100  # Discord's limit
    quiz = next(s for s in specs if s.name == "quiz")
    assert [s.name for s in quiz.subcommands] == ["start", "stop", "answer", "leaderboard", "stats"]
    [mode] = [p for p in quiz.subcommands[0].params if p.name == "mode"]
    assert {"fans", "choice_total", "fu", "choice_payment"} <= set(mode.choices)  # Riichi kinds in the menu too


def test_replies_are_plain_dataclasses():
    reply = Reply(text="hi")
    assert reply.picture is None and reply.buttons == () and not reply.private


async def test_a_group_member_may_choose_their_own_language(core):
    member = dict(chat="g", group=True, admin=False, user="m")
    [saved] = await core.handle(ctx("en-US", **member), "settings", "language zh_hant")
    assert saved.private and not saved.is_error and "已為你儲存" in saved.text
    assert core.storage.chat_settings("console", "g").language is None  # the chat is unchanged
    [reply] = await core.handle(ctx("en-US", **member), "help")
    assert "這個機器人" in reply.text
    [reply] = await core.handle(ctx("en-US", chat="other", group=True, user="m"), "help")
    assert "這個機器人" in reply.text  # in every chat that has not fixed a language
    [reply] = await core.handle(ctx("en-US", chat="g", group=True, user="someone"), "help")
    assert "What this bot does" in reply.text  # other members are not affected


async def test_the_chat_language_set_by_an_admin_wins_over_a_members_own(core):
    await core.handle(ctx("en-US", chat="g", group=True, user="m"), "settings", "language zh_hant")
    await core.handle(ctx("en-US", chat="g", group=True, admin=True, user="boss"), "settings", "language zh_hans")
    [reply] = await core.handle(ctx("en-US", chat="g", group=True, user="m"), "help")
    assert "这个机器人" in reply.text


async def test_a_slow_command_does_not_hold_up_the_others(core, monkeypatch):
    import asyncio
    import time

    def slow(session, rules):
        time.sleep(0.6)  # CPU-bound work, as scoring and drawing are
        return [Reply(text="slow done")]

    monkeypatch.setitem(core.commands.commands, "fans", replace(core.commands.commands["fans"], handler=slow))
    finished: list[str] = []

    async def run(command, user):
        replies = await core.handle(ctx(user=user), command)
        finished.append(replies[0].text.plain)

    started = time.perf_counter()
    await asyncio.gather(run("fans", "a"), run("help", "b"))
    assert finished[0] != "slow done" and finished[1] == "slow done"
    assert time.perf_counter() - started < 1.5
