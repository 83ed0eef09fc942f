"""How the bot shows a ruleset (``RulesetView``): its catalogue words, its glossary, its score text.

One view per ruleset (``bot/render/view_mcr.py``, ``bot/render/view_riichi.py``), registered in
``bot.render.views`` under the id of its core ``scoring.rulesets.Ruleset``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.render.styles import Style
from bot.rich import Rich

if TYPE_CHECKING:
    from fractions import Fraction

    from bot.i18n import Translator
    from quiz.sheet.model import HandState, Row, Sheet, TableStart
    from quiz.tournament.kinds import Standing


class ValueUnit(enum.StrEnum):
    """What a hand's value counts: points (fan), han or tai."""

    POINTS = "points"
    HAN = "han"
    TAI = "tai"


@dataclass(frozen=True)
class SheetView:
    """Where a ruleset's score sheet reads unlike the shared one (a sheet of points held, hands by kyoku)."""

    #: (translator, the table's start, a hand) -> the hand as its players name it (``East 2, 1 honba``)
    hand_label: Callable[[Translator, TableStart, HandState], str]
    #: (sheet, language) -> the totals and what comes next, or the final score
    status_text: Callable[[Sheet, str], Rich]
    #: a total as the sheet's table shows it
    total_text: Callable[[int], str]
    #: (the table's start, language) -> the table's rules in one line
    settings_text: Callable[[TableStart, str], Rich]
    #: the one-letter marks of its own kinds of row in the sheet's table (kind -> mark)
    marks: Mapping[str, str] = field(default_factory=dict)
    #: (translator, the winner's name, the hand won) -> what else the win hands over, said under it ("" for
    #: nothing; the sticks on the table)
    win_note: Callable[[Translator, str, HandState], str] | None = None
    #: (translator, a row of its own kind of entry, the sheet, the hand's label) -> what that row did
    own_row: Callable[[Translator, Row, Sheet, str], Rich] | None = None


@dataclass(frozen=True)
class StandingColumns:
    """A tournament's own columns in its standings picture, between the name and the rounds."""

    #: the catalogue keys of their titles
    titles: tuple[str, ...]
    #: a standing -> its figures in those columns
    figures: Callable[[Standing], tuple[Fraction | int, ...]]
    widths: tuple[int, ...]
    #: the width of each round's column
    round_width: int


@dataclass(frozen=True)
class TournamentView:
    """How a ruleset's tournament standings read (its own figures: table points and score, or a total)."""

    #: (the reply's rich translator, a standing, the player's name, the penalty note) -> the standing's line
    standing_line: Callable[[Callable[..., Rich], Standing, Rich, Rich | str], Rich]
    columns: StandingColumns


@dataclass(frozen=True)
class RulesetView:
    id: str
    #: the suffix of its own catalogue messages (``score.title_<words>``, ``quiz.unit_<words>``,
    #: ``ruleset.<words>``): a variant shows the words of the ruleset it varies
    words: str
    #: the glossary section its fans are looked up in (``glossary.SECTIONS``)
    glossary: str
    unit: ValueUnit
    #: (result of the core's ``score``, language, style, the hand as written) -> the score's text
    render_score: Callable[[Any, str, Style, str | None], Rich]
    #: its wins must reach a minimum (8 points): waits show both totals and the minimum's note
    minimum_points: int | None = None
    #: how its score sheet reads where it differs from the shared text (None: the shared text)
    sheet: SheetView | None = None
    #: how its tournaments' standings read (None: it keeps no tournaments)
    tournament: TournamentView | None = None
    #: language -> the words the web page needs to show its results beyond names and units (its limits,
    #: fu reasons, payments: ``GET /api/rulesets``); None: none
    result_words: Callable[[str], Mapping[str, object]] | None = None


__all__ = ["RulesetView", "SheetView", "StandingColumns", "TournamentView", "ValueUnit"]
