"""What the bot owes its chats, as the adapters deliver it: one claim -> deliver -> acknowledge cycle.

Everything a chat is owed without a command to answer (a quiz round's result, a daily problem, a
table's messages and edits, a person's private question) comes out of ``BotCore.claim`` as
``Outgoing`` items, already claimed in the shared storage so that no other worker sends them too.
The adapter delivers each by its ``kind`` (the items of one ``lane`` in order, different lanes side
by side), then calls ``BotCore.acknowledge`` with a ``DeliveryReceipt`` (sent, or never sendable),
or ``BotCore.release`` for what it could not send (offered again at a later claim, by any worker).
The ``token`` is the core's: an adapter hands it back unread.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.replies import Reply
from bot.session import ChatMessage, TablePost


class OutgoingKind(StrEnum):
    """How an item reaches its chat."""

    #: new messages in the chat (a round's result, a daily problem, a table's lobby or hand results)
    MESSAGE = "message"
    #: one message of the chat shown anew (``Outgoing.message_id``): a table as it moved, or as it ended
    EDIT = "edit"
    #: a person's own question or review, in their private chat (``Outgoing.chat_id`` is the person)
    PROMPT = "prompt"


class Advance(StrEnum):
    """What a timer's claim moves on first (``BotCore.claim``), in the order an adapter's tick claims them."""

    #: the quiz rounds past their deadline close, the daily problems whose hour has come are posted
    ROUNDS = "rounds"
    #: the tables' turns that ran out get their automatic moves, and every table's posts are claimed (the
    #: edits held back to keep a group within its limits, a dead worker's posts)
    TABLES = "tables"


class Settles(StrEnum):
    """What an acknowledgement records (the core's part of a token)."""

    ROUND_RESULT = "round_result"  # a round's result is owed no more
    TABLE_MESSAGE = "table_message"  # a table's new message has this id: later changes edit it
    QUESTIONS = "questions"  # these people were asked: nobody asks them again


@dataclass(frozen=True)
class AckToken:
    """Opaque to adapters: what ``BotCore.acknowledge`` and ``BotCore.release`` settle for an item."""

    settles: Settles
    #: the round's id (``ROUND_RESULT``) or the table's (the others)
    key: str
    hand: int = 0
    #: the questions asked (seat, decision key): ``QUESTIONS``
    questions: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class Outgoing:
    """One thing a chat is owed, claimed for this worker to deliver."""

    kind: OutgoingKind
    platform: str
    #: the chat key the item goes to (a platform's own form: Telegram's may name a forum topic);
    #: a ``PROMPT``'s is the person's id, their private chat with the bot
    chat_id: str
    replies: tuple[Reply, ...]
    #: ``EDIT``: the message shown anew
    message_id: str | None = None
    #: items of one lane go out in order; "" is the chat's own lane (a lane of its own never waits for the chat)
    lane: str = ""
    #: ``MESSAGE`` of one reply whose message id the core needs back (``DeliveryReceipt.message_id``)
    reports_id: bool = False
    token: AckToken | None = None


@dataclass(frozen=True)
class DeliveryReceipt:
    """An item done with: delivered (``message_id`` of the new message when it ``reports_id``) or never
    deliverable (``delivered`` False: the chat is gone, the person never opened a private chat)."""

    message_id: str | None = None
    delivered: bool = True


@dataclass(frozen=True)
class Outlet:
    """What a platform's delivery does, given with every claim."""

    platform: str
    #: how far apart a chat's table edits are kept (the edits in between are coalesced)
    edit_seconds: float = 1.0
    #: people are sent their questions in their private chat (else they ask for them by a button)
    private_prompts: bool = False
    #: round results stay owed in the shared storage until acknowledged (several workers share the chats)
    owing: bool = False


def message_items(message: ChatMessage, owing: bool) -> list[Outgoing]:
    """A timer's post (a round's result, a daily problem) as one item."""
    token = AckToken(Settles.ROUND_RESULT, message.round_id) if owing and message.round_id else None
    return [Outgoing(OutgoingKind.MESSAGE, message.platform, message.chat_id, message.replies, token=token)]


def table_items(post: TablePost) -> list[Outgoing]:
    """A table's post as items in the order the chat sees them: the finished hand's table closed, the
    hands' results, the table message (posted or edited); then each person's review and question in
    the table's own lane, so that a full group window never holds a person's hand back."""
    chat, items = (post.platform, post.chat_id), []
    if post.closing is not None and post.closed is not None:
        items.append(Outgoing(OutgoingKind.EDIT, *chat, (post.closing,), message_id=post.closed))
    if post.before:
        items.append(Outgoing(OutgoingKind.MESSAGE, *chat, post.before))
    if post.table is not None and post.message_id is None:
        token = AckToken(Settles.TABLE_MESSAGE, post.table_id, post.hand)
        items.append(Outgoing(OutgoingKind.MESSAGE, *chat, (post.table,), reports_id=True, token=token))
    elif post.table is not None:
        items.append(Outgoing(OutgoingKind.EDIT, *chat, (post.table,), message_id=post.message_id))
    # the questions are the last of the private replies, one per person asked (the reviews come first)
    reviews = len(post.private) - len(post.prompts)
    for index, (user_id, reply) in enumerate(post.private):
        asked = (post.prompts[index - reviews],) if index >= reviews else ()
        token = AckToken(Settles.QUESTIONS, post.table_id, post.hand, asked) if asked else None
        items.append(Outgoing(OutgoingKind.PROMPT, post.platform, str(user_id), (reply,),
                              lane=f"prompts:{post.table_id}", token=token))
    return items


__all__ = ["AckToken", "Advance", "DeliveryReceipt", "Outgoing", "OutgoingKind", "Outlet", "Settles", "message_items",
           "table_items"]
