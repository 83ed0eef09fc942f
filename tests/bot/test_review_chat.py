"""/review through the core: a log attached or pasted, the group shown the summary in one message and the
caller the whole review privately, this chat's last played game reviewed with no source, and every bad
input (too large, no log, no game) a short error in the user's language, never a traceback."""

from __future__ import annotations

import gzip
import io
from dataclasses import replace
from types import SimpleNamespace

from bot.adapters.console.app import Console
from bot.budgets import REVIEW_POST
from bot.calls import ATTACHMENT_LIMIT, Attachment
from bot.commands.review import _web_link, review_game
from bot.commands.spec import ParamKind, bind, spec_of
from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.i18n import LANGUAGES, t
from tests.bot import play_core
from tests.bot.test_play_table import GROUP, open_table, play_out
from tests.clock import Clock
from tests.scoring.review_games_riichi import one_hand

clock, core = play_core.clock, play_core.core
ANN = CommandContext("telegram", GROUP, "1", "Ann", is_group=True, locale="en")
ALONE = CommandContext("telegram", "501", "501", "Ann", is_group=False, locale="en")


def with_file(ctx: CommandContext, data: bytes | None, size: int | None = None) -> CommandContext:
    return replace(ctx, attachment=Attachment("game.mjson", len(data or b"") if size is None else size, data))


async def test_a_log_attached_in_a_group_gives_the_summary_there_and_the_whole_review_privately(core):
    replies = await core.handle(with_file(ANN, gzip.compress(one_hand().mjai.encode())), "review")
    shown = [reply for reply in replies if not reply.private]
    assert REVIEW_POST.allows(1, len(shown))
    [summary], [whole] = shown, [reply for reply in replies if reply.private]
    assert "rule-based analysis" in summary.text.plain and "Hands 1" in summary.text.plain
    assert "Decisions weighed:" in summary.text.plain and "turn 1" not in summary.text.plain
    assert "E1-0 turn 1" in whole.text.plain
    assert "open a private chat with me" in whole.private_fallback.plain


async def test_a_viewer_link_pasted_in_a_private_chat_is_reviewed_in_one_reply(core):
    [reply] = await core.handle(ALONE, "review", one_hand().link + " seat=1")
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
    await open_table(core, "1 hands=1")  # Ann and three AI seats
    await play_out(core)
    replies = await core.handle(ANN, "review")
    [summary] = [reply for reply in replies if not reply.private]
    assert "Review of Ann (seat 0), fanbot_play log; hands played: 1" in summary.text.plain



async def test_the_console_reviews_a_pasted_viewer_link_and_answers_a_bad_one_in_a_line(core):
    out = io.StringIO()
    console = Console(core, out, user="ann", locale="en", color=False, prompt=False)
    for line in (f"/review {one_hand().link}", "/review https://example.com/nothing", "/review"):
        await console.line(line)
    shown = out.getvalue()
    assert "E1-0 turn 1" in shown and "rule-based analysis" in shown and "Traceback" not in shown
    assert "This is no game log fanbot reads" in shown and "No game to review" in shown


async def test_with_a_public_address_the_answer_links_to_the_web_review_page_opened_on_a_short_link(tmp_path):
    config = Config(database_url=f"sqlite:///{tmp_path / 'bot.sqlite3'}", public_url="https://fan.example")
    bot = BotCore(config, clock=Clock(1_000_000.0))
    try:
        [reply] = await bot.handle(ALONE, "review", one_hand().link)
        [refused] = await bot.handle(ALONE, "review", "https://tenhou.net/0/?log=no")
    finally:
        bot.close()
    [[button]] = reply.buttons
    assert button.url == "https://fan.example/review.html?lang=en"  # a viewer link holding a game is too long
    assert refused.is_error  # no page for what is no log
    assert _web_link_of("https://tenhou.net/0/?log=2026120100gm-0089-0000-1a2b3c4d&tw=2").endswith(
        "#source=https%3A%2F%2Ftenhou.net%2F0%2F%3Flog%3D2026120100gm-0089-0000-1a2b3c4d%26tw%3D2")


def _web_link_of(source: str) -> str:
    session = SimpleNamespace(services=SimpleNamespace(public_url="https://fan.example"), language="en")
    return _web_link(session, source)


def test_the_file_parameter_is_the_slash_platforms_own_and_never_read_from_text():
    spec = spec_of(review_game)
    assert [p.kind for p in spec.params if p.name == "file"] == [ParamKind.FILE]
    _, values = bind(spec, "file=game.json seat=2", {})
    assert values == {"source": "file=game.json", "player": "2"}  # typed, it is only more text
