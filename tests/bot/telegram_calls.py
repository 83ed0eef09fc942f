"""Reading a message the bot sent the fake Bot API (an ``ApiCall``): what a user sees of it, and its buttons."""

from __future__ import annotations

from tests.bot.fakes.fake_telegram import html_to_plain


def text_of(call) -> str:
    """The visible text of a message or a picture's caption."""
    return html_to_plain(call.params.get("text") or call.params.get("caption") or "")


def buttons_of(call) -> dict[str, str]:
    """The inline keyboard's buttons: each one's callback data by its label."""
    markup = call.params.get("reply_markup") or {}
    return {b["text"]: b["callback_data"] for row in markup.get("inline_keyboard", []) for b in row}
