"""Replies on a terminal: rich text with ANSI styles on a TTY (plain otherwise), buttons, options and
poll answers numbered for the next line to pick, pictures and documents written to files.

The counterpart of the Discord and Telegram adapters' ``render``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from bot.render.styles import terminal
from bot.replies import Document, Reply
from bot.rich import Rich, as_rich, bold

#: a saved picture's name: its number, a dash, the reply's file name
_NUMBERED = re.compile(r"([0-9]+)-")


def terminal_text(text: Rich | str, color: bool) -> str:
    """Rich text for a terminal: ANSI bold, italic and colour on a TTY, plain text otherwise (a
    ``str`` is plain text)."""
    return terminal(as_rich(text), color)


@dataclass
class Pending:
    """What a bare number typed next would choose: buttons, select options or poll options."""

    choices: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)  # (action, values)
    #: what each choice reads (a tile's choice reads its code, ``4p``), for typing it instead of its number
    labels: list[str] = field(default_factory=list)
    prompt_action: str | None = None

    def add(self, action: str, values: tuple[str, ...], label: str) -> int:
        """Offer one choice; its number."""
        self.choices.append((action, values))
        self.labels.append(label.strip())
        return len(self.choices)


class Screen:
    """Writes replies to ``out``; ``pending`` is what the last replies offer to choose."""

    def __init__(self, out: TextIO, color: bool, picture_dir: Path | None, file_dir: Path) -> None:
        self.out = out
        self.color = color
        self.picture_dir = picture_dir
        self.file_dir = file_dir
        self.pending = Pending()
        #: the number of the last picture in the folder: a new session goes on after an earlier one's
        self._pictures = _last_picture_number(picture_dir)

    def print(self, text: str = "") -> None:
        self.write(text + "\n")

    def write(self, text: str) -> None:
        self.out.write(text)
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
                if button.url:  # a link: shown, not picked by number
                    self.print(terminal_text(f"  {button.label}: {button.url}", False))
                    continue
                number = pending.add(button.action, (), button.label)
                self.print(terminal_text(f"  [{number}] {button.label}", False))
        if reply.select is not None:
            many = reply.select.max_values > 1
            self.print(f"  {reply.select.placeholder}" + (" (1 3 …)" if many else ""))
            for option in reply.select.options:
                number = pending.add(reply.select.action, (option.value,), option.label)
                note = f" — {option.description}" if option.description else ""
                self.print(terminal_text(f"  [{number}] {option.label}{note}", False))
        if reply.poll is not None:
            self.print(terminal_text(bold(reply.poll.question), self.color))
            for index, option in enumerate(reply.poll.options):
                number = pending.add(reply.poll.action, (str(index),), option)
                self.print(terminal_text(f"  [{number}] {option}", False))
        if reply.number_prompt is not None:
            pending.prompt_action = reply.number_prompt.action
            # a prompt whose request is the reply's own text is shown once (Discord shows it in a form)
            if reply.number_prompt.label.strip() != terminal_text(reply.text, False).strip():
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


def _last_picture_number(folder: Path | None) -> int:
    """The highest ``NNN-`` prefix of the files in ``folder`` (0 for none, or no folder yet)."""
    if folder is None or not folder.is_dir():
        return 0
    numbers = [int(match[1]) for path in folder.iterdir() if (match := _NUMBERED.match(path.name))]
    return max(numbers, default=0)
