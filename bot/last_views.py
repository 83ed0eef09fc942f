"""The chat settings and user choices this process last read or wrote: what a command goes on with when the
database does not answer in time (``BotStorage.chat_view``).

A chat's settings and a user's own choices are kept apart, as the database keeps them, so that a change is
known at once to every view it is part of: a chat switched to Japanese answers in Japanese at its next
command, even if that command's read is late. A read that was late still lands here when it arrives,
unless a write came after it started (it would bring back what the write replaced).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import Generic, TypeVar

from bot.bounded import BoundedDict

S = TypeVar("S")


@dataclass(frozen=True)
class UserChoices:
    """A user's own language and pictures choice (None: none made, or none known)."""

    language: str | None = None
    pictures: bool | None = None


class LastViews(Generic[S]):
    """The last known settings (of type ``S``) of at most ``size`` chats, and choices of as many users."""

    def __init__(self, size: int) -> None:
        self._chats: BoundedDict[tuple[str, str], S] = BoundedDict(size)
        self._users: BoundedDict[tuple[str, str], UserChoices] = BoundedDict(size)
        self._writes = 0
        self._lock = threading.Lock()

    def stamp(self) -> int:
        """Taken when a read starts, given back to ``read``: it tells whether a write came in between."""
        with self._lock:
            return self._writes

    def read(self, stamp: int, platform: str, chat_id: str, user_id: str, settings: S, choices: UserChoices) -> None:
        with self._lock:
            if stamp == self._writes:
                self._chats[platform, chat_id] = settings
                self._users[platform, user_id] = choices

    def chat_written(self, platform: str, chat_id: str, settings: S) -> None:
        with self._lock:
            self._writes += 1
            self._chats[platform, chat_id] = settings

    def user_written(self, platform: str, user_id: str, **choice: object) -> None:
        """One of the user's choices written (``language=`` or ``pictures=``); the other stays as known."""
        with self._lock:
            self._writes += 1
            self._users[platform, user_id] = replace(self._users.get((platform, user_id), UserChoices()), **choice)

    def last(self, platform: str, chat_id: str, user_id: str) -> tuple[S | None, UserChoices]:
        """The chat's last known settings (None: none known) and the user's last known choices."""
        with self._lock:
            return self._chats.get((platform, chat_id)), self._users.get((platform, user_id), UserChoices())


__all__ = ["LastViews", "UserChoices"]
