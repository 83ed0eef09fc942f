"""What a user types never becomes markup: every command, with arguments made of markup characters,
through the real python-telegram-bot against the fake Bot API (which refuses bad HTML as Telegram
does), through discord.py against the fake Discord, and through the console.

Before replies were spans, ``/score *****``, ``/fan ***x***`` and ``/settings ******`` were echoed
inside the reply's light markdown: Telegram refused the HTML ("can't parse entities") and the user
got "something went wrong"; ``/fan **a*b**`` turned bold.
"""

from __future__ import annotations

import io

import discord
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.adapters.console import Console
from bot.adapters.discord.render import discord_markdown
from bot.adapters.telegram.render import telegram_html
from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.i18n import error_text
from bot.render.styles import terminal
from bot.replies import split_text
from bot.rich import Kind, Rich, Span, from_markup, rich_text, user
from scoring.hand import HandError
from scoring.notation import parse_partial
from tests.bot.fakes.fake_discord import FakeDiscord, markdown_to_plain
from tests.bot.fakes.fake_telegram import FakeApiError, FakeTelegram, html_to_plain
from tests.bot.telegram_calls import text_of
from tests.bot.test_discord_e2e import running_bot as running_discord_bot
from tests.bot.test_telegram_e2e import TOKEN, running_bot
from tests.clock import Clock
from tests.deep import DEEP, sized
from tests.migrated import migrated_url

#: arguments made of every character that means markup somewhere: * _ ~ \ | < > & [ ] ( ) and backticks
NASTY = ("*****", "***x***", "******", "**a*b**", "_a_ __b__", "~~s~~", "\\*x\\*", "||spoiler||", "<b>x</b>",
         "a & b &amp; &lt;", "[x](http://e.com)", "`x`", "```y```", "(*)[_]", "\\", "<", "&", "*_~\\|<>&[]()`")
#: text commands, and what of the argument each echoes: all of it (a fan name), the notation's message
#: (which quotes what it could not read), the first word (a setting's name), or nothing
COMMANDS = (("score", "hand"), ("waits", "hand"), ("fan", "all"), ("settings", "word"), ("fans", None),
            ("learn", None), ("help", None), ("quiz answer", None), ("s", "hand"), ("w", "hand"),
            ("efficiency", "hand"), ("learn waits", None), ("daily", None))
WENT_WRONG = ("something went wrong", "出错", "出錯")
#: the arguments sent to the real python-telegram-bot every run: the four that once broke a reply, the ones Telegram's
#: HTML reads (< > &), and every markup character at once; all of NASTY under FANBOT_TEST_DEEP=1 (the console test
#: sends all of them every run, and the renderers' tests cover any spans)
TELEGRAM_NASTY = NASTY if DEEP else ("*****", "***x***", "******", "**a*b**", "<b>x</b>", "a & b &amp; &lt;", "<",
                                     "&", "*_~\\|<>&[]()`")

NASTY_TEXT = st.text(alphabet="*_~\\|<>&[]()`# \n-abc1z", max_size=40)
SPANS = st.lists(st.builds(Span, NASTY_TEXT, st.sampled_from(list(Kind)), st.booleans(), st.booleans()),
                 max_size=8).map(lambda spans: Rich(tuple(spans)))


def _echo(argument: str, echoes: str) -> str:
    """What of the argument a reply echoes, as the command reads it."""
    if echoes == "hand":
        with pytest.raises(HandError) as error:
            parse_partial(argument, "mcr")
        return " ".join(error_text(error.value, "en").split())
    return argument.split()[0] if echoes == "word" else " ".join(argument.split())


# --------------------------------------------------------------------------- the renderers, for any spans


@settings(max_examples=sized(120, 300), deadline=None)
@given(SPANS)
def test_telegram_html_of_any_spans_parses_and_shows_their_text(text):
    assert html_to_plain(telegram_html(text)) == text.plain


@settings(max_examples=sized(120, 300), deadline=None)
@given(SPANS)
def test_discord_markdown_of_any_spans_shows_their_text_and_nothing_else(text):
    shown = markdown_to_plain(discord_markdown(text))
    assert shown.replace("\n", "") == text.plain.replace("\u200b", "").replace("\n", "")  # a block gets its own line


@settings(max_examples=sized(80, 200), deadline=None)
@given(SPANS)
def test_the_terminal_shows_the_text_of_any_spans(text):
    assert terminal(text) == "".join(ch for ch in text.plain if ch in "\n\t" or ch.isprintable())


@settings(max_examples=sized(80, 200), deadline=None)
@given(SPANS, st.integers(5, 60))
def test_split_pieces_fit_and_each_is_whole_markup(text, limit):
    pieces = split_text(text, limit)
    assert all(len(piece) <= limit for piece in pieces)
    for piece in pieces:
        html_to_plain(telegram_html(piece))  # every tag a piece opens, it closes
        markdown_to_plain(discord_markdown(piece))
    assert "".join(p.plain for p in pieces).replace("\n", "") == text.plain.replace("\n", "")


def test_split_measures_what_the_platform_counts():
    text = Rich.join("\n", [user("*" * 30)] * 4)  # each line is 60 characters of Discord markdown
    pieces = split_text(text, 130, lambda piece: len(discord_markdown(piece)))
    assert [len(discord_markdown(p)) for p in pieces] == [121, 121]


def test_a_template_value_is_never_read_as_markup():
    def translate(message_key, /, **values):
        return "Saved: {key} is now **{value}**. `{hand}`".format(**values)

    text = rich_text(translate, "any", key="**x**", value=user("*a* `b`"), hand="1m*2")
    assert text.plain == "Saved: **x** is now *a* `b`. 1m*2"
    assert [(s.text, s.kind, s.bold) for s in text.spans] == [
        ("Saved: **x** is now ", Kind.PLAIN, False), ("*a* `b`", Kind.USER, True), (". ", Kind.PLAIN, False),
        ("1m*2", Kind.CODE, False)]


def test_the_fake_refuses_what_telegram_refuses():
    for bad in ("<b>x", "<b><i>x</b></i>", "a & b", "&nbsp;", "<code><b>x</b></code>", "1 < 2", "<blink>"):
        with pytest.raises(FakeApiError, match="can't parse entities"):
            html_to_plain(bad)
    assert html_to_plain("<pre><code>a &lt; b</code></pre> &#65;&#x42;") == "a < b AB"


def test_the_template_markup_is_still_read():
    assert from_markup("**Total: 8** `/waits 1m`").spans == (
        Span("Total: 8", bold=True), Span(" "), Span("/waits 1m", Kind.CODE))


# --------------------------------------------------------------------------- Telegram


@pytest.fixture
async def telegram(tmp_path):
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    config = Config(telegram_token=TOKEN, database_url=migrated_url(tmp_path / "bot.sqlite3"),
                    rate_limit=(100_000, 60.0))
    async with running_bot(fake, config, Clock(1_800_000_000.0)) as running:
        yield running
    await fake.stop()
    assert fake.errors == [], fake.errors[:3]


async def test_no_command_argument_breaks_a_telegram_reply_or_becomes_markup(telegram):
    """Every command with TELEGRAM_NASTY's nine arguments; with all eighteen under FANBOT_TEST_DEEP=1."""
    fake = telegram.fake
    ann = FakeTelegram.user(601, "Ann *bold* <i>", "en")
    chat = FakeTelegram.private_chat(ann)
    for command, echoes in COMMANDS:
        for argument in TELEGRAM_NASTY:
            start = telegram.mark()
            fake.send_text(chat, ann, f"/{command} {argument}")
            call = await fake.wait_for_any(("sendMessage", "sendPhoto"), start=start)
            shown = text_of(call)
            assert not any(words in shown for words in WENT_WRONG), (command, argument, shown)
            if echoes:
                assert _echo(argument, echoes) in " ".join(shown.split()), (command, argument, shown)
    assert fake.errors == []


async def test_a_fan_name_with_bold_markers_stays_literal_on_telegram(telegram):
    ann = FakeTelegram.user(602, "Ann", "en")
    start = telegram.mark()
    telegram.fake.send_text(FakeTelegram.private_chat(ann), ann, "/fan **a*b**")
    call = await telegram.fake.wait_for("sendMessage", start=start)
    assert "'**a*b**'" in html_to_plain(call.params["text"])
    assert "<b>" not in call.params["text"]


# --------------------------------------------------------------------------- Discord


@pytest.fixture
async def discord_bot(tmp_path):
    async with running_discord_bot(tmp_path, rate_limit=(100_000, 60.0)) as running:
        yield running.fake


#: slash commands, the option that takes the free text, and what of it the reply echoes
SLASH = (("score", None, "hand", "hand"), ("waits", None, "hand", "hand"), ("fan", None, "name", "all"),
         ("quiz", "answer", "answer", None))


async def _shown_on_discord(fake: FakeDiscord, interaction: int) -> str:
    event = await fake.wait_for(interaction, "callback")
    if event.callback_type == "defer":
        event = await fake.wait_for(interaction, "edit")
    data = event.data
    parts = [data.get("content") or ""]
    parts += [(e.get("title") or "") + "\n" + (e.get("description") or "") for e in data.get("embeds") or []]
    return markdown_to_plain("\n".join(parts))


async def test_no_command_argument_becomes_markup_on_discord(discord_bot):
    for command, subcommand, option, echoes in SLASH:
        for argument in NASTY:
            interaction = await discord_bot.slash(command, subcommand, **{option: argument})
            shown = await _shown_on_discord(discord_bot, interaction)
            assert not any(words in shown for words in WENT_WRONG), (command, argument, shown)
            if command != "quiz":
                assert _echo(argument, echoes) in " ".join(shown.split()), (command, argument, shown)
    interaction = await discord_bot.slash("settings", setting="ruleset", value="**a*b**",
                                          permissions=discord.Permissions(manage_guild=True).value)
    assert "'**a*b**'" in await _shown_on_discord(discord_bot, interaction)


# --------------------------------------------------------------------------- console


async def test_no_command_argument_becomes_markup_in_the_console(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(100_000, 60.0)))
    out = io.StringIO()
    console = Console(core, out, user="ann", locale="en", color=True)
    try:
        for command, echoes in COMMANDS:
            for argument in NASTY:
                out.seek(0)
                out.truncate()
                await console.line(f"/{command} {argument}")
                shown = out.getvalue()
                assert not any(words in shown for words in WENT_WRONG), (command, argument, shown)
                if echoes:
                    assert _echo(argument, echoes) in " ".join(shown.split()), (command, argument, shown)
        out.seek(0)
        out.truncate()
        await console.line("/fan \033[2J\033[31mred")  # a user's escape sequence cannot drive the terminal
        assert "\033[2J" not in out.getvalue() and "\\x1b[2J\\x1b[31mred" in out.getvalue()  # shown escaped
    finally:
        core.close()


async def test_a_user_name_with_markup_is_shown_as_typed_in_the_quiz(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(100_000, 60.0)))
    try:
        ctx = CommandContext("telegram", "-5", "7", "**Ann** <b>", is_group=True, is_admin=True)
        await core.handle(ctx, "quiz", "start 1 30 total")
        await core.handle(ctx, "quiz", "answer 8")
        [board] = await core.handle(ctx, "quiz", "leaderboard")
        assert "**Ann** <b>" in html_to_plain(telegram_html(board.text))
        assert board.text.has(Kind.USER, text="**Ann** <b>")
    finally:
        core.close()
