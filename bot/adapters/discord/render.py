"""Replies in Discord's terms: rich text as Discord markdown, a reply as the keyword arguments of a
message (an embed, or plain content for a short error; the picture attached and shown in the embed; a
document attached below it; the components as a view).

The counterpart of ``bot.adapters.telegram.render`` (Telegram's HTML).
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping
from typing import Any

import discord

from bot.adapters.discord.components import build_view
from bot.replies import Reply
from bot.rich import Kind, Rich

EMBED_LIMIT = 4096
CONTENT_LIMIT = 2000
ZERO_WIDTH = "\u200b"
_COLOUR = discord.Colour(0x2E7D32)
_ERROR_COLOUR = discord.Colour(0xC62828)

#: characters that are markup anywhere in a line (and the backslash that escapes them)
_INLINE_MARKUP = re.compile(r"([\\*_~|`<>\[\]()])")
#: markup at the start of a line: a list item, a heading, a quote, a numbered item
_LINE_MARKUP = re.compile(r"^(\s*)([-+#]|\d+\.)", re.M)


def _escaped(text: str) -> str:
    """Literal text in Discord markdown: a backslash before every character that could be markup
    (as discord.utils.escape_markdown does, and also ``<``, so that no ``<@id>`` or ``<t:…>`` is
    formed). Line-start markers are escaped at the marker itself: escape_markdown puts its backslash
    before the indentation of `` - item``, where Discord shows it."""
    text = _INLINE_MARKUP.sub(r"\\\1", text)
    return _LINE_MARKUP.sub(lambda m: f"{m.group(1)}{m.group(2)[:-1]}\\{m.group(2)[-1]}", text)


def discord_markdown(text: Rich) -> str:
    """Rich text as Discord markdown: bold ``**``, italic ``_``, inline code, code blocks, a countdown as
    a relative timestamp; every span's text escaped, so what a user typed is shown as typed."""
    out: list[str] = []
    for span in text.spans:
        if not span.text:
            continue
        if span.kind is Kind.BLOCK:
            before = "" if not out or out[-1].endswith("\n") else "\n"
            out.append(f"{before}```\n{span.text.replace('`', '`' + ZERO_WIDTH)}\n```")
            continue
        if span.kind is Kind.COUNTDOWN and span.at is not None:  # counted down live, in each reader's language
            out.append(_marked(f"<t:{round(span.at)}:R>", span.bold, span.italic))
            continue
        if span.kind is Kind.CODE:
            body = span.text.replace("`", "`" + ZERO_WIDTH)
            body = f"`` {body} ``" if "`" in span.text else f"`{body}`"
        else:
            # whitespace stays outside the markers: "** x**" would not be bold
            core = span.text.strip()
            if not core:
                out.append(span.text)
                continue
            lead, trail = span.text[:len(span.text) - len(span.text.lstrip())], span.text[len(span.text.rstrip()):]
            out.append(lead + _marked(_escaped(core), span.bold, span.italic) + trail)
            continue
        out.append(_marked(body, span.bold, span.italic))
    return "".join(out)


def _marked(body: str, is_bold: bool, is_italic: bool) -> str:
    if is_italic:
        body = f"_{body}_"
    if is_bold:
        body = f"**{body}**"
    return body


def markdown_length(text: Rich) -> int:
    """What Discord counts against its limits: the length of the markdown."""
    return len(discord_markdown(text))


def _embeds(reply: Reply) -> list[discord.Embed]:
    """One embed per reply (``pages`` has already cut long text); the poll question is in the text."""
    colour = _ERROR_COLOUR if reply.is_error else _COLOUR
    description = discord_markdown(reply.text)[:EMBED_LIMIT] or (None if reply.title or reply.picture else "\u200b")
    return [discord.Embed(title=(reply.title or "")[:256] or None, description=description, colour=colour)]


def message_kwargs(reply: Reply) -> dict[str, Any]:
    """``send_message`` / ``followup.send`` keyword arguments for one reply (without ``ephemeral``)."""
    kwargs: dict[str, Any] = {}
    view = build_view(reply)
    if view is not None and not (reply.text or reply.title or reply.picture or reply.document):
        return {"view": view}  # the rest of an earlier message's components: no empty embed above them
    content = discord_markdown(reply.text)
    if reply.is_error and reply.picture is None and not reply.title and len(content) <= CONTENT_LIMIT:
        kwargs["content"] = content or "…"
    else:
        kwargs["embeds"] = _embeds(reply)
    files: list[discord.File] = []
    if reply.picture is not None and reply.picture.png is not None:  # drawn by draw_pictures
        filename = reply.picture.filename or "hand.png"
        files.append(discord.File(io.BytesIO(reply.picture.png), filename=filename,
                                  description=(reply.picture.alt_text or None) and reply.picture.alt_text[:1000]))
        if kwargs.get("embeds"):
            kwargs["embeds"][0].set_image(url=f"attachment://{filename}")
    if reply.document is not None:  # a file to download (a sheet's CSV), shown below the embed
        files.append(discord.File(io.BytesIO(reply.document.data), filename=reply.document.filename))
    if files:
        kwargs["files"] = files
    if view is not None:
        kwargs["view"] = view
    return kwargs


def edit_kwargs(kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """The same message as edit arguments (an edit replaces content, embeds, files and components)."""
    edit: dict[str, Any] = {"content": kwargs.get("content"), "embeds": kwargs.get("embeds", []),
                            "view": kwargs.get("view")}
    edit["attachments"] = list(kwargs.get("files", []))
    return edit


def message_id(sent: Any) -> int | None:
    """The id of the message a send or edit produced (an interaction response carries it apart)."""
    if isinstance(sent, discord.InteractionCallbackResponse):
        return sent.message_id
    return getattr(sent, "id", None)
