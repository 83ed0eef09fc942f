"""The console adapter: the same bot in a terminal, one command per line of standard input.

Works whether standard input is a terminal or a pipe (``printf '/score 1112345678999m5m\\n' | fanbot
console``). Lines starting with ``/`` are commands; a number picks a button or an option of the
last reply, and so do the tiles it offers, typed (``1p 4p`` or ``14p``); ``quit`` (or end of input)
leaves. Quiz rounds that time out are announced between lines, as in a chat.

Each terminal session is a chat of its own (its quiz, sheet, tournament and settings): a round started in
another terminal never speaks in this one, while the console started again in the same terminal goes on
where it was. ``chat`` names a chat to share between terminals instead (``fanbot console --chat NAME``).
"""

from __future__ import annotations

import asyncio
import getpass
import logging
import os
import sys
import threading
import uuid
from collections.abc import Hashable
from pathlib import Path
from typing import TextIO

from bot.adapters.chat_sends import ChatSends
from bot.adapters.console.render import Screen, terminal_text
from bot.adapters.delivery import DeliveryLoop
from bot.core import BotCore
from bot.outbox import DeliveryReceipt, Outgoing, OutgoingKind, Outlet
from bot.replies import Reply
from bot.rich import from_markup
from bot.session import CommandContext
from scoring.hand import HandError
from scoring.notation import parse_tiles

log = logging.getLogger("fanbot.console")
TICK_SECONDS = 1.0
EXIT_WORDS = {"quit", "exit", "/quit", "/exit", "q", ":q"}
#: written before each line the console waits for, on a terminal: the cue that it is the user's turn
PROMPT = "> "


class Console:
    def __init__(self, core: BotCore, out: TextIO | None = None, *, user: str | None = None,
                 locale: str | None = None, color: bool | None = None, picture_dir: Path | None = None,
                 file_dir: Path | None = None, prompt: bool | None = None, chat: str | None = None) -> None:
        self.core = core
        #: show ``PROMPT`` before each line (default: when both ends are a terminal, never into a pipe)
        self.prompt = prompt
        out = out or sys.stdout
        user = user or _user_name()
        self.ctx = CommandContext("console", session_chat(chat), user, user, is_group=False, is_admin=True,
                                  locale=locale if locale is not None else _terminal_locale())
        #: where a reply's document (a sheet's CSV) is written: ``file_dir``, else the picture
        #: folder, else the current folder
        self.screen = Screen(out, out.isatty() if color is None else color, picture_dir,
                             file_dir or picture_dir or Path.cwd())
        self.delivery = DeliveryLoop(core, Outlet("console"), self, ChatSends())

    def show(self, replies: list[Reply] | tuple[Reply, ...]) -> None:
        self.screen.show(replies)

    async def _text(self, key: str) -> str:
        """One of the console's own messages, in the user's language (read off the event loop)."""
        return self.core.text(await asyncio.to_thread(self.core.language, self.ctx), key)

    # ------------------------------------------------------------------ input

    async def line(self, line: str) -> bool:
        """Handle one input line; False when the user wants to leave."""
        text = line.strip()
        if not text:
            return True
        if text.lower() in EXIT_WORDS:
            return False
        pending = self.screen.pending
        if text.startswith("/"):
            command, _, args = text[1:].partition(" ")
            self.show(await self.core.handle(self.ctx, command, args))
            return True
        if pending.prompt_action is not None:
            action, pending.prompt_action = pending.prompt_action, None
            self.show(await self.core.handle_action(self.ctx, action, [text]))
            return True
        picks = text.replace(",", " ").split()
        if picks and all(p.isdecimal() for p in picks) and pending.choices:
            indexes = [int(p) - 1 for p in picks]
            if all(0 <= i < len(pending.choices) for i in indexes):
                await self._choose(indexes)
                return True
        indexes = _tile_choices(picks, pending.labels)
        if indexes:  # tiles typed where tiles are offered ("1p 4p", "14p"): the choices that read them
            await self._choose(indexes)
            return True
        self.screen.print(await self._text("console.hint"))
        return True

    async def _choose(self, indexes: list[int]) -> None:
        """Press the choices at ``indexes`` of the last reply (several options of one menu together)."""
        chosen = [self.screen.pending.choices[i] for i in indexes]
        action = chosen[0][0]
        values = [v for a, vs in chosen if a == action for v in vs]
        self.show(await self.core.handle_action(self.ctx, action, values))

    async def announce(self) -> None:
        """What the timers owe the terminal (the rounds that timed out), shown between lines."""
        await self.delivery.tick(wait=True)

    def lane(self, item: Outgoing) -> Hashable | None:
        """One lane: the terminal (``bot.adapters.delivery.Deliverer``)."""
        return self.ctx.chat_id

    async def deliver(self, item: Outgoing) -> DeliveryReceipt:
        if item.kind is not OutgoingKind.MESSAGE or item.chat_id != self.ctx.chat_id:
            return DeliveryReceipt(delivered=False)  # the terminal has no tables, and no other chat
        self.show(item.replies)
        return DeliveryReceipt()

    async def run(self, stream: TextIO | None = None, stop: asyncio.Event | None = None) -> int:
        """Read lines until end of input, ``quit`` or ``stop``; quiz timers tick meanwhile."""
        stream = stream or sys.stdin
        stop = stop or asyncio.Event()
        banner = from_markup(await self._text("console.banner"))
        self.screen.print(terminal_text(banner, self.screen.color))
        lines = _line_queue(stream)
        prompt = self.prompt if self.prompt is not None else _is_terminal(stream) and _is_terminal(self.screen.out)
        ticker = asyncio.create_task(self._tick_forever(stop))
        try:
            while not stop.is_set():
                if prompt:
                    self.screen.write(PROMPT)
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
                await self.announce()
        finally:
            stop.set()
            ticker.cancel()
            await asyncio.gather(ticker, return_exceptions=True)
            await self.delivery.close()
        return 0

    async def _tick_forever(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                await asyncio.wait_for(stop.wait(), TICK_SECONDS)
            except TimeoutError:
                await self.announce()


def session_chat(name: str | None) -> str:
    """The chat a console speaks in: ``name`` when one is given, else its terminal session's (the shell's
    session id, with the boot it belongs to so that a session id used again after a restart is another chat);
    a chat of this process alone where there are no session ids."""
    name = (name or "").strip()
    if name:
        return name
    try:
        session = os.getsid(0)
    except (AttributeError, OSError):
        return f"session-{uuid.uuid4().hex[:12]}"
    return f"terminal-{session}-{_boot()}"


def _boot() -> str:
    """This boot's id (Linux), else ""."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip()[:8]
    except OSError:
        return ""


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


def _tile_choices(words: list[str], labels: list[str]) -> list[int]:
    """The choices whose labels are the tiles ``words`` write (``1p 4p``, ``14p``); [] unless every
    tile typed is offered."""
    try:
        tiles = [tile.code for word in words for tile in parse_tiles(word)]
    except HandError:
        return []
    indexes = [labels.index(code) for code in tiles if code in labels]
    return indexes if tiles and len(indexes) == len(tiles) else []


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or unusual stream
        return False


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
