"""Threads for the fake Discord (``FakeDiscord`` inherits this): the two endpoints that open one,
messages posted in one, and interactions that come from one, as Discord's API documents them.

* ``POST /channels/{channel}/messages/{message}/threads`` (Start Thread from Message): on a text
  channel only, a message of that channel, at most one thread a message; the thread takes the
  message's id, and the message gets the thread (and the ``HAS_THREAD`` flag). A public thread.
* ``POST /channels/{channel}/threads`` (Start Thread without Message): ``type`` defaults to a
  private thread (API v10), so a public one must ask for type 11; Discord then posts a
  ``THREAD_CREATED`` system message (type 18) in the channel, recorded as ``thread_created``.
* Both: name 1..100 characters, ``auto_archive_duration`` one of 60, 1440, 4320, 10080,
  ``rate_limit_per_user`` 0..21600; the answer is the thread's channel object (type 11 or 12,
  ``parent_id``, ``owner_id``, ``thread_metadata``, the creator's thread ``member``).
* A message in a thread is a message in that channel: refused once the thread is archived or
  locked; each user it mentions (as ``allowed_mentions`` lets it) joins the thread.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)
PUBLIC_THREAD, PRIVATE_THREAD, THREAD_CREATED, HAS_THREAD = 11, 12, 18, 1 << 5
_MENTION = re.compile(r"<@!?(\d+)>")


class MissingPermissions(Exception):
    """Discord's 403 (code 50013) to a bot without a permission: the server's choice, not a bot's bug."""


class ThreadChannels:
    """The fake's threads: ``threads`` (thread id -> channel object) and ``thread_members``;
    ``may_create_threads`` False: the bot lacks Create Public/Private Threads in the channel."""

    def _init_threads(self) -> None:
        self.threads: dict[int, dict[str, Any]] = {}
        self.thread_members: dict[int, set[int]] = {}
        self.may_create_threads = True

    # ----------------------------------------------------------------- endpoints
    def _start_thread(self, channel_id: int, message_id: int | None, body: dict) -> dict:
        from tests.bot.fakes.fake_discord import Event, FakeApiError

        if channel_id in self.threads:
            raise FakeApiError("Cannot execute action on this channel type (a thread in a thread)")
        if not self.may_create_threads:
            raise MissingPermissions("Missing Permissions")
        name = str(body.get("name") or "").strip()
        if not 1 <= len(name) <= 100:
            raise FakeApiError("thread name must be 1..100 characters")
        duration = body.get("auto_archive_duration")
        if duration is not None and duration not in ARCHIVE_DURATIONS:
            raise FakeApiError(f"auto_archive_duration must be one of {ARCHIVE_DURATIONS}")
        slowmode = body.get("rate_limit_per_user")
        if slowmode is not None and not 0 <= slowmode <= 21600:
            raise FakeApiError("rate_limit_per_user must be 0..21600")
        if message_id is not None:
            message = self.messages.get(message_id)
            if message is None or int(message["channel_id"]) != channel_id:
                raise KeyError(f"Unknown Message {message_id}")
            if message_id in self.threads:
                raise FakeApiError("A thread has already been created for this message")
            kind, thread_id = PUBLIC_THREAD, message_id
        else:
            kind = body.get("type", PRIVATE_THREAD)
            if kind not in (PUBLIC_THREAD, PRIVATE_THREAD):
                raise FakeApiError(f"a text channel's thread is of type 11 or 12, not {kind}")
            thread_id = next(self._ids)
        now = dt.datetime.now(dt.UTC).isoformat()
        thread = {
            "id": str(thread_id), "type": kind, "guild_id": str(self.guild_id), "parent_id": str(channel_id),
            "owner_id": str(self.application_id), "name": name, "last_message_id": None, "message_count": 0,
            "member_count": 1, "total_message_sent": 0, "rate_limit_per_user": slowmode or 0, "flags": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": duration or 1440,
                                "archive_timestamp": now, "locked": False, "create_timestamp": now},
            "member": {"id": str(thread_id), "user_id": str(self.application_id), "join_timestamp": now, "flags": 0},
        }
        self.threads[thread_id] = thread
        self.thread_members[thread_id] = {self.application_id}
        if message_id is not None:
            message = self.messages[message_id]
            message["thread"] = thread
            message["flags"] = message.get("flags", 0) | HAS_THREAD
        else:  # Discord says so in the channel: "<bot> started a thread: <name>"
            notice = self._make_message({"content": name}, {}, channel_id)
            notice.update(type=THREAD_CREATED, message_reference={"channel_id": str(thread_id),
                                                                   "guild_id": str(self.guild_id)})
            self.events.append(Event("thread_created", None, {"content": name}, {}, notice))
        self.events.append(Event("thread", None, body, {}, thread))
        return thread

    def _posting_in(self, channel_id: int, body: dict, message: dict) -> None:
        """A message posted in ``channel_id``: a thread's count and members follow it."""
        thread = self.threads.get(channel_id)
        mentioned = self._mentioned(body)
        message["mentions"] = [self.member(user_id)["user"] for user_id in mentioned]
        if thread is None:
            return
        thread["message_count"] += 1
        thread["total_message_sent"] += 1
        thread["last_message_id"] = message["id"]
        self.thread_members[channel_id] |= set(mentioned)
        thread["member_count"] = len(self.thread_members[channel_id])

    def _check_open(self, channel_id: int) -> None:
        from tests.bot.fakes.fake_discord import FakeApiError

        metadata = self.threads.get(channel_id, {}).get("thread_metadata", {})
        if metadata.get("archived") or metadata.get("locked"):
            raise FakeApiError("Thread is locked or archived")

    @staticmethod
    def _mentioned(body: dict) -> list[int]:
        """The users a message pings: those written as ``<@id>`` that ``allowed_mentions`` allows
        (all of them when it is absent; ``parse`` with "users", or listed in ``users``)."""
        written = [int(found) for found in _MENTION.findall(body.get("content") or "")]
        allowed = body.get("allowed_mentions")
        if allowed is None or "users" in (allowed.get("parse") or []):
            return list(dict.fromkeys(written))
        listed = {int(user_id) for user_id in allowed.get("users") or []}
        return [user_id for user_id in dict.fromkeys(written) if user_id in listed]

    # ----------------------------------------------------------------- interactions from a thread
    def _channel_payload(self, channel_id: int | None, guild_id: int) -> tuple[str, dict]:
        """The interaction's channel: the fake's channel, or one of its threads."""
        if channel_id is not None and int(channel_id) in self.threads:
            return str(channel_id), dict(self.threads[int(channel_id)])
        return str(self.channel_id), {"id": str(self.channel_id), "type": 0, "guild_id": str(guild_id),
                                      "name": "mahjong", "position": 0, "permission_overwrites": [], "nsfw": False}
