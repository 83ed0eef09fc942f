"""The commands of the bot, one module each: a spec on every handler (``bot/commands/spec.py``).

Importing this package registers them in ``REGISTRY`` in the order of the imports below, which is
the order of /help and of the platforms' command menus. To add a command, write its module
(``@command`` on a plain function, ``@action`` for its buttons), import it here, and add its
strings to the locale files (``cmd.<name>``, its parameters' ``param.*``).
"""

# isort: off
from bot.commands import score  # noqa: F401  /score, /waits
from bot.commands import glossary_cmds  # noqa: F401  /fan, /fans
from bot.commands import quiz  # noqa: F401
from bot.commands import learn  # noqa: F401
from bot.commands import settings_cmd  # noqa: F401
from bot.commands import help_cmd  # noqa: F401
from bot.commands import efficiency  # noqa: F401  /efficiency (何切)
from bot.commands import daily  # noqa: F401  /daily (a discard problem a day)
from bot.commands import table  # noqa: F401  /table, /win, /draw, /penalty, /undo
from bot.commands import sheet_buttons  # noqa: F401  the sheet's buttons: winner, from whom, fan or hand
from bot.commands import table_riichi  # noqa: F401  /reach, Riichi hands in /win
# isort: on
from bot.commands.spec import REGISTRY

__all__ = ["REGISTRY"]
