"""Processes of their own for the tests that run the storage from several processes at once, forked from a
server that imported the quiz and storage modules once (the standard library's fork server with a preload).

Each is a real process: its own database connections, its own crash, killed as any process is. What it saves is
the second of imports a fresh interpreter spends before its first query; these tests are about processes racing
and dying, not starting (the ``fanbot`` processes' own start-up is tested where it is the point).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable

#: what the processes' targets need, imported once by the fork server
PRELOADED = ["quiz.games", "bot.db.repositories", "bot.storage", "bot.adapters.telegram.keyboards",
             "tests.quiz.helpers"]


class Forked:
    """A process running ``target(channel, *args)``, a pipe between it and the test: ``send``, ``receive``."""

    def __init__(self, target: Callable[..., None], *args) -> None:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(PRELOADED)  # read when this process first starts the server
        self.channel, theirs = context.Pipe()
        self.process = context.Process(target=target, args=(theirs, *args), daemon=True)
        self.process.start()
        theirs.close()

    def send(self, message) -> None:
        self.channel.send(message)

    def receive(self, timeout: float = 120.0):
        """The process's next message; a process that died first, or stays silent, fails the test."""
        if not self.channel.poll(timeout):
            raise AssertionError(f"no message from the process within {timeout}s (exit code {self.process.exitcode})")
        try:
            return self.channel.recv()
        except EOFError:
            raise AssertionError(f"the process ended before its next message (exit code {self.exit_code(5)})") from None

    def exit_code(self, timeout: float = 120.0) -> int | None:
        self.process.join(timeout)
        return self.process.exitcode


__all__ = ["Forked", "PRELOADED"]
