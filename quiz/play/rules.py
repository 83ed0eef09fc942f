"""A ruleset's part of the chat table (``quiz/play/rulesets.py`` keeps them): every call the table makes of
its engine, so that turns, the store and the chat's posts read the same whatever the rules.

A hand is replayed from the table's seed and its log of decisions (JSON). A ruleset whose hand starts from
more than its number (scores, sticks, the dealer's repeat) writes that start as the log's first entry
(``opening``), by no seat (``TABLE_SEAT``), so a restarted worker replays it as any other decision.
"""

from __future__ import annotations

from typing import Protocol

from quiz.play.model import AILevel, Options, PlayTable
from quiz.sheet.model import EntryBody, TableStart
from scoring.game.model import ActionRefused

#: the seat of a log entry the table writes itself (a hand's opening)
TABLE_SEAT = -1
TABLE_AUTHOR = "table"


class TablePlay(Protocol):
    """One ruleset's engine as the chat table calls it. ``state`` is the engine's hand (opaque here)."""

    @property
    def id(self) -> str: ...

    #: the action kinds after which a choice offered earlier is out of date (the turn moved on)
    turn_ending: frozenset[str]
    #: whether the coach reviews each hand's discards (``review``)
    reviews: bool
    #: whether a game opens in a viewer by a link (``viewer_link``)
    viewer: bool
    #: the game lengths a table may choose (``Options.length``); none: its game is a count of hands (``hands``)
    lengths: tuple[str, ...]

    def players(self, options: Options) -> int:
        """The seats of a table with these options."""

    def check(self, options: Options) -> Options:
        """The options as this ruleset plays them (its default preset named); ``PlayError`` when refused."""

    def opening(self, table: PlayTable, ended: object | None) -> dict | None:
        """The first log entry of the hand after ``table.hand``, which ended as ``ended`` (None before the
        first hand): ``{}`` when the hand needs none, None when the game is over instead."""

    def replay(self, table: PlayTable, actions: list[dict]) -> object:
        """The table's hand ``table.hand`` from its seed and its log (opening included)."""

    def apply(self, state: object, action: dict) -> object:
        """``state`` after ``action`` (a new state: ``state`` itself is left as it was); the engine's
        ``ActionRefused`` when it is not legal now."""

    def waiting(self, state: object) -> frozenset[int]:
        """The seats to decide now (none once the hand is over)."""

    def result(self, state: object) -> object | None:
        """How the hand ended (None while it goes on)."""

    def deltas(self, state: object) -> tuple[int, ...]:
        """Each seat's whole change of score over the hand that ended (``state``), what it paid during the hand
        included."""

    def final_deltas(self, table: PlayTable, ended: object) -> tuple[int, ...]:
        """What the game's end pays beyond its hands (``ended``: its last hand), for each seat."""

    def legal(self, state: object, seat: int) -> tuple:
        """The seat's choices now (the engine's actions, with ``to_json``)."""

    def ai_move(self, state: object, seat: int, level: AILevel, salt: str) -> dict:
        """The AI's choice for the seat, from what that seat sees."""

    def automatic_move(self, state: object, seat: int) -> dict:
        """What a person whose time ran out does: pass a claim, else discard the drawn tile."""

    def hint(self, state: object, seat: int) -> object:
        """The coach's advice for the seat as it sees the hand."""

    def review(self, state: object, seat: int) -> object | None:
        """The seat's discards beside the analysis's choice (when ``reviews``)."""

    def wall_commitment(self, state: object) -> str:
        """The SHA-256 of the wall the table shows before the hand ('' when the ruleset commits none)."""

    def wall_reveal(self, state: object) -> str:
        """The wall revealed after the hand ('' when none)."""

    def exports(self, table: PlayTable, hands: list) -> list[tuple[str, str, bytes]]:
        """The game (its hands' states) as files (name, media type, bytes): first the log the review reads."""

    def viewer_link(self, table: PlayTable, hands: list) -> str | None:
        """A link that opens the game (its hands' states) in a viewer, when the ruleset has one and it fits."""

    def sheet_start(self, table: PlayTable) -> TableStart | None:
        """The chat's score sheet for the game (None: the ruleset's games keep none)."""

    def sheet_entries(self, table: PlayTable, state: object) -> list[EntryBody]:
        """The ended hand as the sheet's entries."""


__all__ = ["ActionRefused", "TablePlay", "TABLE_SEAT", "TABLE_AUTHOR"]
