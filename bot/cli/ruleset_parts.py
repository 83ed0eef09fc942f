"""What the command line (and the web API, which answers through it) knows of one ruleset.

A ``CliRuleset`` is light: its rule options, how their values become the ruleset's typed options, and
the name of the module that answers its hands (a ``ScoreSide``), imported only when one is asked, so a
run of one ruleset loads nothing of another's scorer or renderers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from bot.cli.requests import ScoreRequest
from bot.cli.rule_options import RuleOption


def no_options(_values: Mapping[str, object]) -> None:
    """The options of a ruleset without any."""
    return None


@dataclass(frozen=True)
class CliRuleset:
    id: str
    #: the module answering its hands (a ``ScoreSide``), imported when a hand is asked
    side: str
    #: a hand to show in the "no hand" answer
    example: str
    #: its switches of ``fanbot score``, under ``title`` in the help
    options: tuple[RuleOption, ...] = ()
    title: str = ""
    #: every option's value (by name) -> the options its scorer takes
    read_options: Callable[[Mapping[str, object]], object] = no_options
    #: whether a hand waiting only on tiles it holds all four of counts as ready -> the options of its
    #: waits and discard analyses
    analysis_options: Callable[[bool], object] = lambda _karaten_ready: None
    #: its ``--batch`` may be spread over processes (``--jobs``): its JSON needs no renderer
    parallel: bool = False
    #: the module playing its games for ``fanbot play`` (a ``run(args)``), when the shared table does not
    play: str = ""


class ScoreSide(Protocol):
    """The module answering a ruleset's hands for ``fanbot score`` and ``POST /api/score``."""

    def json_answer(self, ruleset: str, options: object) -> Callable[[str], dict]:
        """One hand's JSON object, read in ``ruleset``'s notation (this side's own, or a variant's that
        reuses it), under ``options``; ``HandError`` for a hand it cannot answer."""
        ...

    def batch_answer(self, ruleset: str, options: object) -> Callable[[str], dict | str]:
        """One batch line's JSON object or its text (the faster, where the scorer writes it)."""
        ...

    def show(self, request: ScoreRequest, png: Path | None) -> int:
        """Print the hand's text answer (and draw it to ``png``); the exit status."""
        ...


__all__ = ["CliRuleset", "ScoreSide", "no_options"]
