"""A tournament's append-only log: one event per step, stored as its kind and a JSON body.

The events are the facts a tournament director writes down (who registered, how a round was
seated, which scores a table entered and who confirmed them, penalties); ``state.replay`` turns the
log into the tournament as it stands. Nothing is ever rewritten: a correction is a new event.
"""

from __future__ import annotations

from dataclasses import dataclass

from quiz.json_records import record_from_json, record_to_json
from quiz.tournament.model import PlayerId
from scoring.errors import CodedError


class TournamentError(CodedError):
    """A step the tournament refuses, as a code and params (``tournament_error.<code>`` in the catalogue)."""

    namespace = "tournament_error"


@dataclass(frozen=True, slots=True)
class Created:
    """``preset``: the uma/oka preset of the score sheet (``quiz/sheet/riichi_settings.py``'s ``PRESETS``)."""

    name: str
    ruleset: str
    rounds: int
    method: str
    seed: int
    preset: str = ""


@dataclass(frozen=True, slots=True)
class Registered:
    """A player; ``user_id`` when they joined with their account; ``stand_in``: a substitute who
    fills a seat and is not ranked (EMA rules: their results count for no one)."""

    player: PlayerId
    name: str
    user_id: str | None = None
    ema: str = ""
    stand_in: bool = False


@dataclass(frozen=True, slots=True)
class Dropped:
    """The player plays no more rounds (their results so far stay)."""

    player: PlayerId


@dataclass(frozen=True, slots=True)
class Replaced:
    """For round ``round_number`` a substitute named ``name`` plays ``player``'s seat."""

    player: PlayerId
    round_number: int
    name: str


@dataclass(frozen=True, slots=True)
class Started:
    pass


@dataclass(frozen=True, slots=True)
class Seated:
    """A round's tables, each four player ids East, South, West, North."""

    round_number: int
    tables: tuple[tuple[PlayerId, ...], ...]
    seed: int


@dataclass(frozen=True, slots=True)
class ResultEntered:
    """A table's final scores by seat (E, S, W, N); ``confirmed`` when an admin entered them."""

    round_number: int
    table: int
    scores: tuple[int, ...]
    by: str
    confirmed: bool


@dataclass(frozen=True, slots=True)
class ResultConfirmed:
    round_number: int
    table: int
    by: str


@dataclass(frozen=True, slots=True)
class SheetOpened:
    """A score sheet (``quiz.sheet``) was opened for the table: its end enters the table's result."""

    round_number: int
    table: int
    sheet: str


@dataclass(frozen=True, slots=True)
class PenaltyGiven:
    player: PlayerId
    round_number: int
    points: int


@dataclass(frozen=True, slots=True)
class Ended:
    pass


Event = (Created | Registered | Dropped | Replaced | Started | Seated | ResultEntered | ResultConfirmed
         | SheetOpened | PenaltyGiven | Ended)
EVENT_KINDS: dict[str, type] = {cls.__name__.lower(): cls for cls in (
    Created, Registered, Dropped, Replaced, Started, Seated, ResultEntered, ResultConfirmed, SheetOpened, PenaltyGiven,
    Ended)}


def kind_of(event: Event) -> str:
    return type(event).__name__.lower()


def to_json(event: Event) -> str:
    return record_to_json(event)


def from_json(kind: str, body: str) -> Event:
    return record_from_json(EVENT_KINDS[kind], body)
