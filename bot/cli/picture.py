"""``--png FILE``: the hand of a text answer drawn as the chat bots draw it, written to FILE."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.cli.lang import say
from scoring.hand import Hand, PartialHand


def add_png_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--png", metavar="FILE", type=Path,
                        help="also draw the hand as the chat bots do and write the picture to FILE (text mode)")


def png_refused(args: argparse.Namespace) -> int | None:
    """2 with a one-line message when ``--png`` is asked with ``--json`` or ``--batch`` (one hand, as
    text, is drawn); None when the command may go on."""
    if getattr(args, "png", None) is not None and (args.json or args.batch):
        print(say(args.lang, "text.cli.png_text_only"), file=sys.stderr)
        return 2
    return None


def save_png(path: Path | None, display: tuple[str, ...], hand: Hand | PartialHand, players: int = 4) -> int:
    """Write the picture of ``hand`` to ``path`` when one is asked: 0, or 2 when the file cannot be written
    (said in the languages of ``display``); ``players``: the table's (three count dora by their own rule)."""
    if path is None:
        return 0
    from bot.render.picture import CHAT_SCALE, render_hand_png  # Pillow only when a picture is asked

    try:
        path.write_bytes(render_hand_png(hand, CHAT_SCALE, players=players))
    except OSError as error:
        print(say(display, "text.cli.png_unwritable", path=path, error=error.strerror or error), file=sys.stderr)
        return 2
    return 0
