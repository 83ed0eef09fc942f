"""What the command layer answers: platform-neutral reply objects that each adapter renders natively."""

from __future__ import annotations

import asyncio
import enum
import logging
from collections.abc import Callable
from dataclasses import dataclass

from bot.rich import Rich, as_rich

log = logging.getLogger("fanbot.replies")


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
    #: a link button: opens this address instead of coming back (``action`` is then unused)
    url: str = ""
    #: answered in the presser's private chat with the bot: on Telegram a deep link that opens it
    #: (``/start`` with the action), elsewhere a press answered privately as any other
    private: bool = False
    #: with ``url``: the address is the bot's own web app, opened inside the chat app where the platform
    #: can (a Telegram Mini App); elsewhere the plain link
    app: bool = False


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


class Picture:
    """A PNG to show with a reply, or how to draw it: ``Picture(draw=...)`` is drawn the first time
    an adapter reads ``png``, so an adapter that sends text only never pays for the drawing.

    ``png`` is ``None`` when drawing failed (logged): the adapter sends the text alone.
    """

    __slots__ = ("_png", "_draw", "filename", "alt_text")

    def __init__(self, png: bytes | None = None, filename: str = "hand.png", alt_text: str = "", *,
                 draw: Callable[[], bytes] | None = None) -> None:
        if png is None and draw is None:
            raise ValueError("a Picture needs its PNG or a way to draw it")
        self._png, self._draw = png, draw
        self.filename, self.alt_text = filename, alt_text

    @property
    def drawn(self) -> bool:
        """Whether the PNG exists yet (tests and benches check that nothing drew it for nothing)."""
        return self._draw is None

    @property
    def png(self) -> bytes | None:
        if self._draw is not None:
            draw, self._draw = self._draw, None
            try:
                self._png = draw()
            except Exception:
                log.exception("could not draw the picture %s", self.filename)
        return self._png

    def __repr__(self) -> str:
        return f"Picture({self.filename!r}, drawn={self.drawn})"


async def draw_pictures(replies) -> None:
    """Draw, off the event loop, the pictures of ``replies`` that nothing has drawn yet: adapters
    call this just before sending the replies with their pictures."""
    for reply in replies:
        picture = reply.picture
        if picture is not None and not picture.drawn:
            await asyncio.to_thread(lambda p=picture: p.png)


@dataclass(frozen=True)
class Document:
    """A file sent with a reply (a score sheet's CSV): a Discord attachment, a Telegram document,
    a file the console writes and names."""

    data: bytes
    filename: str
    mime_type: str = "application/octet-stream"

    def __repr__(self) -> str:
        return f"Document({self.filename!r}, {len(self.data)} bytes)"


@dataclass(frozen=True)
class SideThread:
    """A thread to open under a reply where the platform has threads (a Discord channel's, a Telegram
    forum's topics): its
    ``name``, its first message, the users that message mentions (they are notified and join it),
    and the ``key`` that commands typed inside it are given (``CommandContext.thread_key``)."""

    name: str
    key: str
    reply: Reply
    members: tuple[str, ...] = ()
    #: the names of ``members``, in their order (a Telegram mention shows a name)
    member_names: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reply:
    """One answer to one command.

    ``text`` is rich text (``bot.rich``): spans that each adapter renders natively and escapes; a
    plain ``str`` given here is plain text (shown as it is, markers and all). ``title`` is plain
    text, shown bold. ``private`` asks for an ephemeral (Discord) or direct (Telegram) answer where
    the platform can.
    """

    text: Rich
    title: str | None = None
    picture: Picture | None = None
    document: Document | None = None
    buttons: tuple[tuple[Button, ...], ...] = ()
    select: Select | None = None
    number_prompt: NumberPrompt | None = None
    poll: Poll | None = None
    private: bool = False
    #: a private reply the platform cannot deliver privately (a Telegram user who never opened the private
    #: chat with the bot): this one line goes to the chat instead of the reply (a long review stays out)
    private_fallback: Rich | None = None
    is_error: bool = False
    #: answering a button press: replace the message that carried the button instead of posting
    replace_message: bool = False
    #: the ``Poll.action`` of an earlier poll this reply ends (a quiz round's results): adapters close
    #: that poll where the platform can (Telegram ``stopPoll``), so nobody votes after the round
    closes_poll: str = ""
    #: the action that answers given as replies to this message go to (a group round's typed answers:
    #: each player replies to the question itself, so the group gets no prompt per player)
    reply_action: str = ""
    #: a player's own answer to a group round (``/quiz answer …`` typed as a command too): acknowledged
    #: where it costs the group nothing (the private chat, else a reaction on the player's message)
    acknowledges: bool = False
    #: a live view edited at each press (the tile picker): shown to the caller alone where the platform
    #: can (Discord's ephemeral message), else in the chat as any reply; an edit that cannot carry its
    #: picture (a Telegram text message) shows the text alone rather than sending a new message
    live: bool = False
    #: threads to open under this message where the platform has them (one per tournament table);
    #: elsewhere nothing: the reply itself says all
    threads: tuple[SideThread, ...] = ()
    #: asked inside a thread: post this reply in the chat the thread hangs from instead (what the whole
    #: chat waits for, such as a tournament's final standings); elsewhere an ordinary reply
    in_parent: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.text, Rich):
            object.__setattr__(self, "text", as_rich(self.text or ""))


def error_reply(message: Rich | str) -> Reply:
    """A short, private error: what was wrong, never a traceback."""
    return Reply(text=message, private=True, is_error=True)


def split_text(text: Rich | str, limit: int = 1900, size: Callable[[Rich], int] | None = None) -> list[Rich]:
    """``text`` cut into pieces of at most ``limit`` (as ``size`` measures the rendered piece; the
    visible length by default), at line breaks where possible and never inside a span's markup.

    For platforms with a message size limit (Discord 2000, Telegram 4096 characters).
    """
    return as_rich(text).split(limit, size)
