"""The commands of the bot, one module each: a spec on every handler (``bot/commands/spec.py``).

``REGISTRY`` collects them from ``MODULES``, in that order, which is the order of /help and of the
platforms' command menus (the order of imports plays no part). To add a command, write its module
(``@command`` on a plain function, ``@action`` for its buttons), name it in ``MODULES``, and add its
strings to the locale files (``cmd.<name>``, its parameters' ``param.*``).

A ruleset's part of the commands (``bot/commands/rulesets.py``) registers itself on import: each
built-in one is imported here, beside the commands, so it is registered before any command runs.
"""

from bot.commands import (
    calc,
    daily,
    efficiency,
    glossary_cmds,
    help_cmd,
    learn,
    play,
    quiz,
    review,
    ruleset_hk,
    ruleset_mcr,
    ruleset_riichi,
    ruleset_taiwan,
    score,
    settings_cmd,
    sheet_buttons,
    table,
    table_riichi,
    tournament,
)
from bot.commands.spec import Registry

MODULES = (
    score,  # /score, /waits
    glossary_cmds,  # /fan, /fans
    quiz,
    learn,
    settings_cmd,
    help_cmd,
    efficiency,  # /efficiency (何切)
    daily,  # /daily (a discard problem a day)
    table,  # /table, /win, /draw, /penalty, /undo
    sheet_buttons,  # the sheet's buttons: winner, from whom, fan or hand
    table_riichi,  # /reach (a riichi bet)
    calc,  # /calc, the tile picker
    tournament,  # /tournament: a club tournament (its rounds: tournament_play)
    play,  # /play: a game played in the chat
    review,  # /review: a game's log reviewed
)
#: the built-in rulesets' parts of the commands (no commands of their own)
RULESET_PARTS = (ruleset_mcr, ruleset_riichi, ruleset_hk, ruleset_taiwan)
REGISTRY = Registry.of(*MODULES)

__all__ = ["MODULES", "REGISTRY", "RULESET_PARTS"]
