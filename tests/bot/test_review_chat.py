"""/review through the core: a log attached or pasted, the group shown the summary in one message and the
caller the whole review privately, this chat's last played game reviewed with no source, and every bad
input (too large, no log, no game) a short error in the user's language, never a traceback."""

from __future__ import annotations

import gzip
from dataclasses import replace

from bot.budgets import REVIEW_POST
from bot.calls import ATTACHMENT_LIMIT, Attachment
from bot.core import CommandContext
from bot.i18n import LANGUAGES, t
from tests.bot import play_core
from tests.bot.test_play_table import BO, CY, DI, GROUP, open_table, play_out
from tests.cli.test_review_cli import ONE_HAND_LINK, ONE_HAND_MJAI

clock, core = play_core.clock, play_core.core
ANN = CommandContext("telegram", GROUP, "1", "Ann", is_group=True, locale="en")
ALONE = CommandContext("telegram", "501", "501", "Ann", is_group=False, locale="en")


def with_file(ctx: CommandContext, data: bytes | None, size: int | None = None) -> CommandContext:
    return replace(ctx, attachment=Attachment("game.mjson", len(data or b"") if size is None else size, data))


async def test_a_log_attached_in_a_group_gives_the_summary_there_and_the_whole_review_privately(core):
    replies = await core.handle(with_file(ANN, gzip.compress(ONE_HAND_MJAI.encode())), "review")
    shown = [reply for reply in replies if not reply.private]
    assert REVIEW_POST.allows(1, len(shown))
    [summary], [whole] = shown, [reply for reply in replies if reply.private]
    assert "rule-based analysis" in summary.text.plain and "Hands 1" in summary.text.plain
    assert "Decisions weighed:" in summary.text.plain and "turn 1" not in summary.text.plain
    assert "E1-0 turn 1" in whole.text.plain
    assert "open a private chat with me" in whole.private_fallback.plain


async def test_a_viewer_link_pasted_in_a_private_chat_is_reviewed_in_one_reply(core):
    [reply] = await core.handle(ALONE, "review", ONE_HAND_LINK + " seat=1")
    assert not reply.is_error and not reply.private
    assert "seat 1" in reply.text.plain and "E1-0 turn 1" in reply.text.plain


async def test_a_file_over_the_limit_is_refused_with_its_size_and_the_way_round(core):
    [reply] = await core.handle(with_file(ANN, None, size=ATTACHMENT_LIMIT + 1), "review")
    assert reply.is_error and "too large (2.0 MB)" in reply.text.plain and "gzip" in reply.text.plain


async def test_text_that_is_no_log_is_refused_and_shown_as_typed_never_as_markup(core):
    [reply] = await core.handle(ALONE, "review", "**bold** <b>x</b>")
    assert reply.is_error and "'**bold** <b>x</b>' is no game log" in reply.text.plain
    assert not any(span.bold for span in reply.text.spans)  # its ** stayed two stars, not bold


async def test_a_damaged_log_is_a_short_error_in_every_language(core):
    for language in LANGUAGES:
        asker = replace(ALONE, chat_id=f"c{language}", locale=language)
        await core.handle(asker, "settings", f"language {language}")
        [reply] = await core.handle(with_file(asker, b'{"type":"start_game"}\n{"type":"start_kyoku"'), "review")
        assert reply.is_error and reply.text.plain == t(language, "log_error.malformed", format="mjai")


async def test_with_no_source_and_no_game_played_here_it_says_what_to_give(core):
    [reply] = await core.handle(ANN, "review")
    assert reply.is_error and "attach a log's file" in reply.text.plain


async def test_with_no_source_the_chats_last_played_game_is_reviewed_for_the_callers_seat(core):
    await open_table(core, "4 hands=1", BO, CY, DI)
    await play_out(core)
    replies = await core.handle(DI, "review")
    [summary] = [reply for reply in replies if not reply.private]
    assert "Review of Di (seat 3)" in summary.text.plain
    assert "Hands 1 · wins 1" in summary.text.plain
