"""The score sheet's data: who plays, what was entered, and the sheet computed from it.

Players are referred to by their index in the order given at ``/table start`` (0-3), never by
seat: seats change during a game of some rulesets, and each computed hand row says who sat where.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime
from typing import ClassVar, Protocol

from scoring.errors import CodedError


class SheetError(CodedError):
    """An entry the sheet refuses, as a code and params (``sheet_error.<code>`` in the catalogue):
    ``SheetError("loser_is_winner", player="Ann")``."""

    namespace = "sheet_error"


class Wind(enum.IntEnum):
    """A seat or prevailing wind, in turn order."""

    EAST = 0
    SOUTH = 1
    WEST = 2
    NORTH = 3


@dataclass(frozen=True, slots=True)
class Player:
    """A seat holder: a chat member (``user_id`` set, for mentions and permissions) or a plain name."""

    name: str
    user_id: str | None = None


@dataclass(frozen=True, slots=True)
class TableStart:
    """The first entry of every table: the ruleset, the players in the order given, and the
    ruleset's options (start points, uma preset, game length, ...) as plain data."""

    #: the table's ruleset: a core id (``scoring.rulesets``), stored as its text
    ruleset: str
    players: tuple[Player, ...]
    #: the seat wind of each player at the first hand (index = player index)
    seats: tuple[Wind, ...]
    options: tuple[tuple[str, str], ...] = ()

    def option(self, name: str, default: str | None = None) -> str | None:
        return dict(self.options).get(name, default)


# ---- entries (each one row of the append-only log) ----

@dataclass(frozen=True, slots=True)
class Win:
    """A win: on a discard when ``loser`` is set, else self-drawn. A fan-total ruleset gives ``fan``; a
    ruleset that counts han gives ``han`` and ``fu`` (or a limit in ``han``). ``hand`` is the notation when
    the hand was typed, ``fans`` the fan (or yaku) ids the scorer found, for stats."""

    winner: int
    loser: int | None = None
    fan: int | None = None
    han: int | None = None
    fu: int | None = None
    hand: str | None = None
    fans: tuple[str, ...] = ()
    #: a hand under the minimum entered anyway, as a false win (rulesets with a minimum)
    false_win: bool = False
    #: the player who pays for all of the win, where the table's rules hold one liable for it (包)
    liable: int | None = None


@dataclass(frozen=True, slots=True)
class Draw:
    """A hand with no winner; a ruleset whose draws pay lists the players who were ready."""

    tenpai: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Penalty:
    """``points`` taken from ``player``: given to ``to``, or split among the other three; ``deducted``
    (a competition's form): taken from the player alone and paid to nobody, so the totals no longer
    add up to zero."""

    player: int
    points: int
    to: int | None = None
    deducted: bool = False


class RulesetEntry:
    """An entry only some rulesets take (a bet on one's own hand): its ruleset defines it in its own files and
    lists it in its ``SheetRules.entries``; the others refuse it."""

    __slots__ = ()
    #: its stored name (``quiz.sheet.codec``), never renamed: old rows keep it
    kind: ClassVar[str]


@dataclass(frozen=True, slots=True)
class Undo:
    """Takes back the last entry still in force (repeatable)."""


@dataclass(frozen=True, slots=True)
class End:
    """Closes the table before its last hand (a finished game also ends by itself)."""


EntryBody = Win | Draw | Penalty | RulesetEntry | Undo | End


@dataclass(frozen=True, slots=True)
class Entry:
    """One stored row of the log: its position, who wrote it and when, and what it says."""

    seq: int
    body: EntryBody
    author: str | None = None
    at: datetime | None = None


# ---- the computed sheet ----

class RowKind(enum.StrEnum):
    WIN_ON_DISCARD = "win_on_discard"
    SELF_DRAWN = "self_drawn"
    DRAW = "draw"
    PENALTY = "penalty"
    #: a stake put in the pot (a riichi bet)
    BET = "bet"
    #: a draw some rulesets pay as a win (nagashi mangan)
    NAGASHI = "nagashi"
    #: a hand abandoned with nothing paid (an abortive draw)
    ABORT = "abort"


@dataclass(frozen=True, slots=True)
class HandState:
    """Where the game is at a hand: its number (1-based), the prevailing wind, the dealer and
    each player's seat wind (index = player index). Some rulesets add honba and the pot."""

    number: int
    prevailing: Wind
    dealer: int
    seats: tuple[Wind, ...]
    honba: int = 0
    pot: int = 0


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the sheet: what happened, at which hand, and each player's change."""

    seq: int
    kind: RowKind
    hand: HandState
    deltas: tuple[int, ...]
    entry: EntryBody


@dataclass(frozen=True, slots=True)
class Standing:
    player: int
    score: int
    #: 1-based; tied players share the better rank
    rank: int
    #: table points (4/2/1/0, ties share) or a final score with uma and oka, once finished
    final: float | None = None


@dataclass(frozen=True, slots=True)
class Sheet:
    """The sheet as computed from a log: every row, the totals, and the next hand (None when the
    game is over)."""

    start: TableStart
    rows: tuple[Row, ...]
    totals: tuple[int, ...]
    next_hand: HandState | None
    hands_played: int
    standings: tuple[Standing, ...] = ()
    finished: bool = False
    #: ruleset-specific figures the renderers may show (e.g. the pot left on the table)
    extras: tuple[tuple[str, int], ...] = field(default=())

    @property
    def is_game(self) -> bool:
        """A table counts as a game (table points, /table top, stats) once something was entered: a
        hand, or a penalty or riichi stick before the first hand (an empty table is no game)."""
        return bool(self.rows)

    @property
    def last_rows(self) -> tuple[Row, ...]:
        """The rows the last entry made: one, or several (a multiple ron's wins)."""
        return tuple(row for row in self.rows if row.seq == self.rows[-1].seq) if self.rows else ()

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names as entered, by player index."""
        return tuple(player.name for player in self.start.players)


@dataclass(frozen=True)
class SheetTraits:
    """How a ruleset's sheet differs where the bot asks and shows it."""

    #: a win is entered as a fan total, else as han and fu
    by_fan: bool
    #: the smallest total a win may have (a smaller one is a false win), if any
    minimum: int | None = None
    #: a draw pays the players who were ready (tenpai payments), so it asks who they were
    draws_pay_ready: bool = False
    #: the hands of a game, when fixed (16 in a fan-total ruleset)
    hands: int | None = None
    #: totals are points held (a 25,000 start), not the sum of changes; hands are labelled with honba
    holds_points: bool = False
    #: ``/table chase`` says what each player needs to catch up
    chases: bool = False
    #: how many players a table of the ruleset may seat (four, or three for sanma)
    players: tuple[int, ...] = (4,)
    #: the totals its entry buttons offer (a fan-total ruleset's own; empty: the shared fan totals)
    value_buttons: tuple[int, ...] = ()
    #: a win may name a player who pays for all of it (``/win … 包 NAME``)
    liability: bool = False
    #: several players may win on one discard (``/win A … from C and B …``); else one winner a discard
    several_winners: bool = False


class SheetRules(Protocol):
    """A ruleset of the sheet. ``begin`` gives the empty sheet; ``apply`` gives the sheet after one
    entry or raises SheetError and changes nothing (Undo and End are handled by ``log``)."""

    ruleset: str
    traits: SheetTraits
    #: the entries of its own it takes (``RulesetEntry`` classes), beside the shared ones
    entries: tuple[type[RulesetEntry], ...]

    def hand_value(self, win: Win) -> int:
        """A win's size for the statistics (its fan or its han)."""
        ...

    def begin(self, start: TableStart) -> Sheet: ...

    def apply(self, sheet: Sheet, entry: Entry) -> Sheet: ...

    def finish(self, sheet: Sheet) -> Sheet: ...
