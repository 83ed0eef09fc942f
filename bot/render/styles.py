"""How text looks where it is shown: the layout of a score text (``Style``), and rich text
(``bot.rich``) for a terminal, shared by the command line and the console adapter.

What a user typed shows as typed: control characters are dropped. The chat platforms' markup (Discord
markdown, Telegram HTML) is written by their adapters (``bot.adapters.*.render``).
"""

from __future__ import annotations

import enum
import re

from bot.rich import Kind, Rich


class Style(enum.Enum):
    """How a score text looks: the same lines and words, laid out for a chat or a terminal."""

    #: one bulleted line per fan or yaku, the hand also in Unicode tiles
    CHAT = "chat"
    #: names and points lined up in columns (a terminal has a fixed-width font, and often no mahjong glyphs)
    TERMINAL = "terminal"


#: control characters other than the line break and the tab: a terminal would obey them
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def terminal(text: Rich, color: bool = False) -> str:
    """Plain text; on a colour terminal ANSI bold, italic and cyan code. Control characters a
    user could have typed (escape sequences) are dropped, so they cannot drive the terminal."""
    out: list[str] = []
    for span in text.spans:
        body = _CONTROL.sub("", span.text)
        if not color or span.kind is Kind.BLOCK:
            out.append(body)
            continue
        codes = ([1] if span.bold else []) + ([3] if span.italic else []) + ([36] if span.kind is Kind.CODE else [])
        out.append(f"\033[{';'.join(map(str, codes))}m{body}\033[0m" if codes else body)
    return "".join(out)


__all__ = ["Style", "terminal"]
