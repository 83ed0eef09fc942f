"""The command layer's registry of rulesets: what each ruleset adds to the commands, under its id.

A ruleset's part (``bot/commands/ruleset_<id>.py``) registers itself when ``bot.commands`` is
imported; the handlers ask ``commands_of`` at call time. A ruleset without a part here (a test's
variant) has none of these extras: its hands are only scored, and ``/win`` takes its totals as numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from scoring.registry import PartRegistry

if TYPE_CHECKING:
    from bot.replies import Reply
    from bot.session import Session
    from quiz.sheet.model import Sheet, Win


class HandReader(Protocol):
    """How a ruleset's score sheet reads a win typed as a hand: the entry, and the replies showing its scoring."""

    def __call__(self, session: Session, sheet: Sheet, winner: int, loser: int | None, hand: str,
                 false_win: bool) -> tuple[Win, list[Reply]]: ...


class WordsReader(Protocol):
    """Another reading of a command's words (``/score WORDS``): its replies, or None when it does not apply."""

    def __call__(self, session: Session, words: str) -> list[Reply] | None: ...


@dataclass(frozen=True)
class CommandRuleset:
    """One ruleset's part of the commands."""

    id: str
    #: ``/win`` with the hand typed: the sheet's entry scored from it
    read_hand: HandReader | None = None
    #: readings of ``/score WORDS`` tried before the words are scored as a hand
    other_readings: tuple[WordsReader, ...] = ()
    #: ``/draw WORDS`` at its table: a draw of its own kind (sheet, words, ctx -> the entry; None: a plain draw)
    read_draw: Callable[..., object | None] = lambda sheet, words, ctx: None
    #: ``/score WORDS`` without tiles: a draw its rules pay (None: a hand is needed)
    score_draw: WordsReader | None = None
    #: other words for its table options' setting (``/settings WORD …``), beside its id
    option_words: tuple[str, ...] = ()
    #: its ``/help TOPIC`` (the catalogue's ``help.topic_<topic>``), if it has one
    help_topic: str | None = None


_NONE = CommandRuleset("")
#: the built-in parts register themselves (``bot/commands/__init__.py`` imports them)
_REGISTRY: PartRegistry[CommandRuleset] = PartRegistry(__name__)
register_commands = _REGISTRY.register
unregister_commands = _REGISTRY.unregister


def commands_of(ruleset_id: str) -> CommandRuleset:
    """A ruleset's part of the commands; one without extras for a ruleset that registered none."""
    return _REGISTRY.get(ruleset_id, _NONE)


def command_rulesets() -> tuple[CommandRuleset, ...]:
    """Every registered ruleset's part, in the order they registered (the built-in ones first)."""
    return tuple(_REGISTRY.values())


def option_words() -> dict[str, str]:
    """Every other word for a ruleset's table options' setting -> that ruleset's id."""
    return {word: part.id for part in _REGISTRY.values() for word in part.option_words}


__all__ = ["CommandRuleset", "HandReader", "WordsReader", "register_commands", "unregister_commands", "commands_of",
           "command_rulesets", "option_words"]
