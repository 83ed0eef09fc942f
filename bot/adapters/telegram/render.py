"""Replies in Telegram's terms: rich text in Telegram's HTML parse mode, a reply's title and text,
what fits a caption or a toast, an inline-mode result.

The counterpart of ``bot.adapters.discord.render`` (Discord's markdown).
"""

from __future__ import annotations

import html

from telegram import InlineQueryResultArticle, InputTextMessageContent
from telegram.constants import ParseMode

from bot.replies import Reply, split_text
from bot.rich import Kind, Rich, bold

MESSAGE_LIMIT = 4096
CAPTION_LIMIT = 1024
TOAST_LIMIT = 200


def telegram_html(text: Rich) -> str:
    """Telegram's HTML parse mode: ``<b>``, ``<i>``, ``<code>``, ``<pre>``; everything else escaped."""
    out: list[str] = []
    for span in text.spans:
        if not span.text:  # Telegram refuses an empty entity
            continue
        body = html.escape(span.text, quote=False)
        if span.kind is Kind.BLOCK:  # a block stands alone: Telegram puts no entity around a pre
            out.append(f"<pre>{body}</pre>")
            continue
        if span.kind is Kind.CODE:
            body = f"<code>{body}</code>"
        if span.italic:
            body = f"<i>{body}</i>"
        if span.bold:
            body = f"<b>{body}</b>"
        out.append(body)
    return "".join(out)


def mention(user_id: int, name: str) -> str:
    """A link to the user (Telegram shows it as their name, and a selective force-reply finds them)."""
    return f'<a href="tg://user?id={user_id}">{html.escape(name or str(user_id), quote=False)}</a>'


def visible_length(text: Rich) -> int:
    """What Telegram counts against its limits: the text without its tags."""
    return len(text)


def fits_caption(text: Rich) -> bool:
    return visible_length(text) <= CAPTION_LIMIT - 24


def reply_rich(reply: Reply) -> Rich:
    """Title (bold) and text of a reply."""
    if reply.title:
        return bold(reply.title) + "\n" + reply.text if reply.text else bold(reply.title)
    return reply.text


def toast_fits(reply: Reply) -> bool:
    """A reply short and plain enough for the toast of a button press."""
    return (len(reply.text) <= TOAST_LIMIT and not reply.replace_message and reply.picture is None
            and reply.document is None and not reply.buttons
            and reply.select is None and reply.number_prompt is None and reply.poll is None
            and not reply.text.has(Kind.CODE) and not reply.text.has(Kind.BLOCK))


def article(key: str, reply: Reply, title: str) -> InlineQueryResultArticle:
    """One inline-mode result: the reply as the message it would send."""
    body = split_text(reply_rich(reply), MESSAGE_LIMIT - 200)[0]
    first_line = next((line for line in reply.text.plain.splitlines() if line.strip()), "")
    result_id = key.encode()[:64].decode("utf-8", "ignore") or "r"
    return InlineQueryResultArticle(
        id=result_id, title=(reply.title or title)[:128],
        description=first_line[:200] or None,
        input_message_content=InputTextMessageContent(telegram_html(body), parse_mode=ParseMode.HTML),
    )
