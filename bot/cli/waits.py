"""``fanbot waits HAND``: the waits of a ready hand with what each scores; shanten and discards otherwise.

13 tiles: each wait with what it scores under the ruleset (its totals on a discard and self-drawn,
and whether it reaches the ruleset's minimum; or its ron and tsumo values); a hand not yet
ready gets its shanten and useful tiles. 14 tiles: the discard table. ``--json`` prints one JSON
object; ``--batch FILE`` (``-`` for standard input) reads one hand per line and prints one JSON
object per line in the same order (an empty or bad line prints ``{"error": …}``); the exit
status is 1 when any hand could not be read.
"""

from __future__ import annotations

from bot.cli.partial import partial_command
from bot.cli.requests import Command
from bot.render.text_waits import render_report

add_arguments, run = partial_command(Command.WAITS, help="the hand: 13 tiles (waits) or 14 (discards), e.g. "
                                     "1112345678999m; flags seat=S round=E flowers=N as in the notation",
                                     render=render_report)
