"""Which database calls ran on the event loop's thread: an adapter must make none (it reads on a worker
thread and leaves its writes to the storage's background writer, whose ``*_soon`` calls only queue)."""

from __future__ import annotations

import inspect
import threading

from bot.storage import BotStorage


class StorageCallsOnTheLoop:
    """Wraps every public ``BotStorage`` method of ``storage``; ``calls`` names those made on the loop.

    Create it on the event loop's thread (in the test itself)."""

    def __init__(self, storage: BotStorage) -> None:
        self.calls: list[str] = []
        loop_thread = threading.get_ident()
        for name, _ in inspect.getmembers(type(storage), inspect.isfunction):
            if name.startswith("_") or name.endswith("_soon") or name == "close":
                continue
            real = getattr(storage, name)

            def call(*args, _real=real, _name=name, **kwargs):
                if threading.get_ident() == loop_thread:
                    self.calls.append(_name)
                return _real(*args, **kwargs)

            setattr(storage, name, call)
