"""The console adapter: the same bot in a terminal, one command per line of standard input.

Works whether standard input is a terminal or a pipe (``printf '/score 1112345678999m5m\\n' | fanbot
console``). Lines starting with ``/`` are commands; a number picks a button or an option of the
last reply; ``quit`` (or end of input) leaves. Quiz rounds that time out are announced between
lines, as in a chat.
"""

from __future__ import annotations

import asyncio
import getpass
import logging
import os
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from bot.core import BotCore
from bot.i18n import language_of
from bot.render.styles import terminal
from bot.replies import Document, Reply
from bot.rich import Rich, as_rich, bold, from_markup
from bot.session import ChatMessage, CommandContext

log = logging.getLogger("fanbot.console")
TICK_SECONDS = 1.0
EXIT_WORDS = {"quit", "exit", "/quit", "/exit", "q", ":q"}


def terminal_text(text: Rich | str, color: bool) -> str:
    """Rich text for a terminal: ANSI bold, italic and colour on a TTY, plain text otherwise (a
    ``str`` is plain text)."""
    return terminal(as_rich(text), color)


@dataclass
class Pending:
    """What a bare number typed next would choose: buttons, select options or poll options."""

    choices: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)  # (action, values)
    prompt_action: str | None = None


class Console:
    def __init__(self, core: BotCore, out: TextIO | None = None, *, user: str | None = None,
                 locale: str | None = None, color: bool | None = None, picture_dir: Path | None = None,
                 file_dir: Path | None = None) -> None:
        self.core = core
        self.out = out or sys.stdout
        self.color = self.out.isatty() if color is None else color
        user = user or _user_name()
        self.ctx = CommandContext("console", "console", user, user, is_group=False, is_admin=True,
                                  locale=locale if locale is not None else _terminal_locale())
        self.picture_dir = picture_dir
        #: where a reply's document (a sheet's CSV) is written: ``file_dir``, else the picture
        #: folder, else the current folder
        self.file_dir = file_dir or picture_dir or Path.cwd()
        self.pending = Pending()
        self._pictures = 0

    # ------------------------------------------------------------------ output

    def print(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def show(self, replies: list[Reply] | tuple[Reply, ...]) -> None:
        pending = Pending()
        for reply in replies:
            self._show_one(reply, pending)
        if replies:
            self.pending = pending

    def _show_one(self, reply: Reply, pending: Pending) -> None:
        if reply.title:
            self.print(terminal_text(bold(reply.title), self.color))
        self.print(terminal_text(reply.text, self.color))
        if reply.picture is not None and self.picture_dir is not None and reply.picture.png is not None:
            self._pictures += 1
            path = self.picture_dir / f"{self._pictures:03d}-{reply.picture.filename}"
            path.write_bytes(reply.picture.png)
            self.print(f"[{path}]")
        if reply.document is not None:
            self.print(f"[{self._write_document(reply.document)}]")
        for row in reply.buttons:
            for button in row:
                pending.choices.append((button.action, ()))
                self.print(terminal_text(f"  [{len(pending.choices)}] {button.label}", False))
        if reply.select is not None:
            many = reply.select.max_values > 1
            self.print(f"  {reply.select.placeholder}" + (" (1 3 …)" if many else ""))
            for option in reply.select.options:
                pending.choices.append((reply.select.action, (option.value,)))
                note = f" — {option.description}" if option.description else ""
                self.print(terminal_text(f"  [{len(pending.choices)}] {option.label}{note}", False))
        if reply.poll is not None:
            self.print(terminal_text(bold(reply.poll.question), self.color))
            for index, option in enumerate(reply.poll.options):
                pending.choices.append((reply.poll.action, (str(index),)))
                self.print(terminal_text(f"  [{len(pending.choices)}] {option}", False))
        if reply.number_prompt is not None:
            pending.prompt_action = reply.number_prompt.action
            self.print(f"  {reply.number_prompt.label}:")
        self.print()

    def _write_document(self, document: Document) -> Path:
        """The document written under ``file_dir`` with its own name, a number added if the name is taken."""
        self.file_dir.mkdir(parents=True, exist_ok=True)
        name = Path(document.filename).name or "file"
        path = self.file_dir / name
        number = 1
        while path.exists():
            number += 1
            path = self.file_dir / f"{Path(name).stem}-{number}{Path(name).suffix}"
        path.write_bytes(document.data)
        return path.resolve()

    # ------------------------------------------------------------------ input

    async def line(self, line: str) -> bool:
        """Handle one input line; False when the user wants to leave."""
        text = line.strip()
        if not text:
            return True
        if text.lower() in EXIT_WORDS:
            return False
        if text.startswith("/"):
            command, _, args = text[1:].partition(" ")
            self.show(await self.core.handle(self.ctx, command, args))
            return True
        if self.pending.prompt_action is not None:
            action, self.pending.prompt_action = self.pending.prompt_action, None
            self.show(await self.core.handle_action(self.ctx, action, [text]))
            return True
        picks = text.replace(",", " ").split()
        if picks and all(p.isdecimal() for p in picks) and self.pending.choices:
            indexes = [int(p) - 1 for p in picks]
            if all(0 <= i < len(self.pending.choices) for i in indexes):
                chosen = [self.pending.choices[i] for i in indexes]
                action = chosen[0][0]
                values = [v for a, vs in chosen if a == action for v in vs]
                self.show(await self.core.handle_action(self.ctx, action, values))
                return True
        self.print(self.core.text(self.core.language(self.ctx), "console.hint"))
        return True

    async def announce(self, messages: list[ChatMessage]) -> None:
        for message in messages:
            if message.chat_id == self.ctx.chat_id:
                self.show(message.replies)

    async def run(self, stream: TextIO | None = None, stop: asyncio.Event | None = None) -> int:
        """Read lines until end of input, ``quit`` or ``stop``; quiz timers tick meanwhile."""
        stream = stream or sys.stdin
        stop = stop or asyncio.Event()
        banner = from_markup(self.core.text(self.core.language(self.ctx), "console.banner"))
        self.print(terminal_text(banner, self.color))
        lines = _line_queue(stream)
        ticker = asyncio.create_task(self._tick_forever(stop))
        try:
            while not stop.is_set():
                read = asyncio.ensure_future(lines.get())
                stopped = asyncio.ensure_future(stop.wait())
                done, _ = await asyncio.wait({read, stopped}, return_when=asyncio.FIRST_COMPLETED)
                if read not in done:
                    read.cancel()
                    break
                stopped.cancel()
                line = read.result()
                if line is None or not await self.line(line):  # end of input, or "quit"
                    break
                await self.announce(await self.core.tick("console"))
        finally:
            stop.set()
            ticker.cancel()
            await asyncio.gather(ticker, return_exceptions=True)
        return 0

    async def _tick_forever(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                await asyncio.wait_for(stop.wait(), TICK_SECONDS)
            except TimeoutError:
                await self.announce(await self.core.tick("console"))


def _line_queue(stream: TextIO) -> asyncio.Queue[str | None]:
    """Lines of ``stream`` read by a daemon thread (a blocked read must not keep the process alive)."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[str | None] = asyncio.Queue()

    def read() -> None:
        try:
            for line in iter(stream.readline, ""):
                loop.call_soon_threadsafe(queue.put_nowait, line)
        except (OSError, ValueError, UnicodeDecodeError) as error:
            log.warning("standard input: %s", error)
        finally:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, None)
            except RuntimeError:  # the loop has closed: nobody is listening any more
                pass

    threading.Thread(target=read, name="console-stdin", daemon=True).start()
    return queue


def _user_name() -> str:
    try:
        return getpass.getuser()
    except Exception:
        return "you"


def _terminal_locale() -> str | None:
    """``zh_CN.UTF-8`` -> ``zh_CN``; None for C/POSIX locales (so English)."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            code = value.split(".", 1)[0]
            return None if code in ("C", "POSIX") else code
    return None


__all__ = ["Console", "terminal_text", "language_of"]
