"""``fanbot efficiency HAND``: which tile to discard (何切), ranked as the ruleset ranks them.

14 tiles: every distinct discard with the shanten after it, the useful copies left, the good-shape
copies at 1-shanten and, for a ruleset with a minimum, the route to it (the winning copies whose win
reaches the minimum when ready; the average over the useful draws at 1-shanten; the fans in reach further
away).
13 tiles: the hand as it stands, and at 1-shanten the best discard after each useful draw.
``seen=…`` in the hand names tiles already visible elsewhere. ``--json`` prints one JSON object
(keys in docs/efficiency.md); ``--batch FILE`` (``-`` for standard input) one per line, a bad line
printing ``{"error": …, "code": …}``; the exit status is 1 when any hand could not be read.
"""

from __future__ import annotations

from bot.cli.partial import partial_command
from bot.cli.requests import Command
from bot.render.text_efficiency import render_efficiency

add_arguments, run = partial_command(Command.EFFICIENCY, help="the hand: 14 tiles (which discard) or 13 (as it "
                                     "stands), e.g. 123m456p789s1122z5m; flags seat=S round=E seen=… as in the "
                                     "notation", render=render_efficiency)
