"""What the command layer answers: platform-neutral reply objects that each adapter renders natively."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class ButtonStyle(enum.Enum):
    PRIMARY = "primary"
    SECONDARY = "secondary"
    SUCCESS = "success"
    DANGER = "danger"


@dataclass(frozen=True)
class Button:
    """A button; ``action`` comes back to the command layer when it is pressed (<= 64 bytes)."""

    label: str
    action: str
    style: ButtonStyle = ButtonStyle.SECONDARY


@dataclass(frozen=True)
class Option:
    label: str
    value: str
    description: str = ""


@dataclass(frozen=True)
class Select:
    """A menu to pick ``min_values``..``max_values`` options (Discord select; Telegram toggle keyboard)."""

    action: str
    placeholder: str
    options: tuple[Option, ...]
    min_values: int = 1
    max_values: int = 1


@dataclass(frozen=True)
class NumberPrompt:
    """Ask the user for a number (Discord modal; Telegram: a reply message)."""

    action: str
    title: str
    label: str


@dataclass(frozen=True)
class Poll:
    """A quiz poll with one correct option (Telegram native quiz poll; Discord buttons)."""

    question: str
    options: tuple[str, ...]
    correct_index: int
    explanation: str = ""
    open_seconds: int | None = None
    #: where answers go: ``BotCore.handle_action(ctx, action, [option index, ...])``. Telegram's poll
    #: answers carry no chat, so its adapter stores the poll's chat and action; on Discord each option is a button
    #: ``Button(option, f"{action}:{index}")`` (``handle_action`` accepts both forms)
    action: str = ""
    #: several options may be picked (a regular poll); a quiz poll has exactly one correct option
    multiple: bool = False


@dataclass(frozen=True)
class Picture:
    png: bytes
    filename: str = "hand.png"
    alt_text: str = ""


@dataclass(frozen=True)
class Reply:
    """One answer to one command.

    ``text`` uses light markdown only: ``**bold**``, ``*italic*``, ```code```; adapters convert it.
    ``private`` asks for an ephemeral (Discord) or direct (Telegram) answer where the platform can.
    """

    text: str
    title: str | None = None
    picture: Picture | None = None
    buttons: tuple[tuple[Button, ...], ...] = ()
    select: Select | None = None
    number_prompt: NumberPrompt | None = None
    poll: Poll | None = None
    private: bool = False
    is_error: bool = False
    #: answering a button press: replace the message that carried the button instead of posting
    replace_message: bool = False
    #: the ``Poll.action`` of an earlier poll this reply ends (a quiz round's results): adapters close
    #: that poll where the platform can (Telegram ``stopPoll``), so nobody votes after the round
    closes_poll: str = ""


def error_reply(message: str) -> Reply:
    """A short, private error: what was wrong, never a traceback."""
    return Reply(text=message, private=True, is_error=True)


def split_text(text: str, limit: int = 1900) -> list[str]:
    """``text`` cut into pieces of at most ``limit`` characters, at line breaks where possible.

    For platforms with a message size limit (Discord 2000, Telegram 4096 characters).
    """
    if len(text) <= limit:
        return [text]
    pieces: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                pieces.append(current)
                current = ""
            pieces.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            pieces.append(current)
            current = line
        else:
            current = candidate
    if current:
        pieces.append(current)
    return pieces
