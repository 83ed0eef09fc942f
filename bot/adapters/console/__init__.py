"""Console adapter: the bot in a terminal (``fanbot console``), one command per line of standard input.

``render``: replies written to the terminal, and what a number typed next picks; ``app``: reading
lines, answering them through the core, announcing quiz rounds that time out.
"""

from bot.adapters.console.app import Console
from bot.adapters.console.render import terminal_text

__all__ = ["Console", "terminal_text"]
