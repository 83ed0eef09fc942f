"""What the core and the adapters exchange besides a command's reply: who is asking (``CommandContext``,
with the file sent with the command: ``Attachment``) and what the core hands back outside a reply
(``ChatMessage``, ``TablePost``, ``InlineResult``).

Plain values with no service behind them, so the services that make them sit above this module and
below ``bot.session`` (whose ``Session`` carries the services).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.replies import Reply

#: the largest file an adapter downloads for a command (``Attachment``): a long game's log is ~0.3 MB
ATTACHMENT_LIMIT = 2 * 1024 * 1024


@dataclass(frozen=True)
class Attachment:
    """A file sent with a command (a Discord attachment, a Telegram document): its name, its size, and
    its bytes, or ``None`` when it is over ``ATTACHMENT_LIMIT`` (the adapter downloaded none of it)."""

    filename: str
    size: int
    data: bytes | None

    def __repr__(self) -> str:
        return f"Attachment({self.filename!r}, {self.size} bytes)"


@dataclass(frozen=True)
class CommandContext:
    """Who asks, where, in which language.

    ``chat_id``/``user_id`` are strings (Telegram ints and Discord snowflakes alike).
    ``locale`` is what the platform says (Discord ``interaction.locale`` such as ``zh-CN``,
    Telegram ``from_user.language_code`` such as ``zh-hans``); ``None`` when unknown.
    ``is_admin`` matters only in groups: it allows changing the chat's settings.
    """

    platform: str
    chat_id: str
    user_id: str
    user_name: str = ""
    is_group: bool = False
    is_admin: bool = False
    locale: str | None = None
    #: the account's handle where the platform has one (Telegram's @username without the @, Discord's
    #: user name): lets a player named ``@handle`` at ``/table start`` write to the score sheet
    user_handle: str = ""
    #: asked inside a thread the bot opened (``Reply.threads``): the chat the thread hangs from and the
    #: thread's ``SideThread.key`` ("" for a thread the bot does not know: only the parent then)
    parent_chat_id: str = ""
    thread_key: str = ""
    #: the file sent with the command, where the platform lets one be (``/review`` with a log attached)
    attachment: Attachment | None = None

    @property
    def settings_chat(self) -> str:
        """The chat whose settings apply: in a thread, the chat it hangs from (a channel's threads
        speak its language and play its ruleset)."""
        return self.parent_chat_id or self.chat_id

    def __post_init__(self) -> None:
        object.__setattr__(self, "chat_id", str(self.chat_id))
        object.__setattr__(self, "user_id", str(self.user_id))


@dataclass(frozen=True)
class ChatMessage:
    """Replies to post in a chat without a command to answer (a quiz round that timed out)."""

    platform: str
    chat_id: str
    replies: tuple[Reply, ...]
    #: the quiz round whose result this is (owed until its item is acknowledged: ``BotCore.acknowledge``), else ""
    round_id: str = ""


@dataclass(frozen=True)
class TablePost:
    """What a table played in the chat owes the chat (``BotCore.claim`` hands it out as items): messages to post first
    (a hand's result, the final standings), then the table message, edited in place (``message_id``)
    or posted anew (``None``: the adapter reports its id with ``BotCore.acknowledge``), and each
    person's hand and choices for their private chat (platforms with private prompts only)."""

    platform: str
    chat_id: str
    table_id: str
    hand: int
    before: tuple[Reply, ...] = ()
    table: Reply | None = None
    message_id: str | None = None
    private: tuple[tuple[str, Reply], ...] = ()
    #: the questions among ``private`` (seat, decision key): reported with ``BotCore.acknowledge``
    prompts: tuple[tuple[str, int], ...] = ()
    #: the finished hand's table message as it ended (no buttons), edited into ``closed`` (its message id)
    #: when the next hand posts its own
    closing: Reply | None = None
    closed: str | None = None


@dataclass(frozen=True)
class InlineResult:
    """One answer offered in inline mode: ``key`` is unique among the results of a query."""

    key: str
    title: str
    reply: Reply
