"""Reading and writing hands in the project notation (``docs/notation.md``).

One job a module: ``tiles`` (mpsz and its conveniences), ``melds`` (brackets and claims), ``flags``
(the shared flag words, and the lookup of a ruleset's own in its ``NotationRules.vocabulary``),
``checks`` (copies, red fives, flags against the tiles), ``fast`` (the plain strings most people
type), ``reader`` and ``writer``.
"""

from scoring.hand import HandError
from scoring.notation.checks import MAX_INPUT_LENGTH
from scoring.notation.flags import small_int
from scoring.notation.reader import ParsedInput, parse, parse_hand, parse_partial
from scoring.notation.tiles import parse_tiles
from scoring.notation.writer import format_flags, format_hand, format_partial
from scoring.tiles import counts_of

__all__ = [
    "HandError", "ParsedInput", "parse", "parse_hand", "parse_partial", "parse_tiles",
    "format_hand", "format_partial", "format_flags", "counts_of", "MAX_INPUT_LENGTH", "small_int",
]
