"""What an adapter must remember about messages it sent, kept across restarts and shared by processes."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from bot.bounded import BoundedDict
from bot.core import BotCore
from bot.db.engine import StorageError

log = logging.getLogger("fanbot.adapters")

#: entries kept in memory per map (oldest forgotten first; the database still has them)
KEEP = 2000


class Persistent:
    """A bounded in-memory map written through to the shared storage's ``adapter_state``.

    A restarted process (or another one on the same ``DATABASE_URL``) finds there the prompts,
    keyboards, long button actions and poll messages of messages sent before, so old presses and
    answers still work. The database is never used on the event loop: a read waits on a worker
    thread, a write goes to the storage's background writer; a held database lock then holds up
    only the update that needs the entry, never the others. A storage failure is logged and the
    in-memory copy still serves this process.
    """

    def __init__(self, core: BotCore, platform: str, kind: str, encode: Callable[[Any], Any] | None = None,
                 decode: Callable[[Any], Any] | None = None) -> None:
        self._core = core
        self._platform = platform
        self._kind = kind
        self._memory: BoundedDict = BoundedDict(KEEP)
        self._encode = encode or (lambda value: value)
        self._decode = decode or (lambda value: value)

    @staticmethod
    def _text(key) -> str:
        return ":".join(str(part) for part in key) if isinstance(key, tuple) else str(key)

    async def get(self, key, default=None):
        """The entry, from memory or else from the database (read off the event loop)."""
        if key in self._memory:
            return self._memory[key]
        try:
            raw = await asyncio.to_thread(self._core.storage.recall_state, self._platform, self._kind,
                                          self._text(key))
            value = None if raw is None else self._decode(raw)
        except StorageError as error:  # busy or unreachable past the bounded wait: one line, no traceback
            log.warning("could not read the stored %s %s %s: %s", self._platform, self._kind, self._text(key), error)
            return default
        except Exception:
            log.exception("could not read the stored %s %s %s", self._platform, self._kind, self._text(key))
            return default
        if value is None:
            return default
        self._memory[key] = value
        return value

    def remembered(self, key):
        """The entry if this process has it in memory (no database read), else None."""
        return self._memory.get(key)

    def __setitem__(self, key, value) -> None:
        self._memory[key] = value
        self.save(key)

    def save(self, key) -> None:
        """Store the entry again (after it was changed in place), in the background."""
        if key not in self._memory:
            return
        self._core.storage.remember_state_soon(self._platform, self._kind, self._text(key),
                                               self._encode(self._memory[key]))

    def pop(self, key, default=None):
        """Forget the entry here at once and in the database in the background."""
        value = self._memory.pop(key, default)
        self._core.storage.forget_state_soon(self._platform, self._kind, self._text(key))
        return value
