"""``fanbot waits HAND``: the waits of a ready hand with what each scores; shanten and discards otherwise.

13 tiles: each wait with its four MCR totals (discard, self-drawn, and both as the last copy) and
whether it reaches 8 without flowers, or ron/tsumo values with ``--rules riichi``; a hand not yet
ready gets its shanten and useful tiles. 14 tiles: the discard table. ``--json`` prints one JSON
object; ``--batch FILE`` (``-`` for standard input) reads one hand per line and prints one JSON
object per line in the same order (an empty or bad line prints ``{"error": …}``); the exit
status is 1 when any hand could not be read.
"""

from __future__ import annotations

import argparse

from bot.cli.partial import add_partial_arguments, partial_json, run_partial
from bot.render.text_waits import render_report
from scoring.waits import report


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_partial_arguments(parser, help="the hand: 13 tiles (waits) or 14 (discards), e.g. 1112345678999m; "
                               "flags seat=S round=E flowers=N as in the notation")


EXAMPLE = "fanbot waits 1112345678999m"


def json_answer(args: argparse.Namespace):
    """What ``--json`` prints for one hand under ``args``'s options, and the example hand."""
    return partial_json(args, report), EXAMPLE


def run(args: argparse.Namespace) -> int:
    return run_partial(args, report, render_report, EXAMPLE)
