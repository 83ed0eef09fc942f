"""A table played in the chat, as plain data: its seats, options, and where its hand stands."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace

from scoring.errors import CodedError

SEATS = 4
#: how long a person has for a decision before the automatic move, by default and at most
MOVE_SECONDS, MIN_MOVE_SECONDS, MAX_MOVE_SECONDS = 60.0, 5.0, 600.0
#: a lobby nobody completes is closed after this long
LOBBY_SECONDS = 3600.0


class PlayError(CodedError):
    """What a table refuses, as a code and params (``play_table_error.<code>`` in the catalogue)."""

    namespace = "play_table_error"


class Status(enum.StrEnum):
    LOBBY = "lobby"
    PLAYING = "playing"
    ENDED = "ended"


class AILevel(enum.StrEnum):
    BEGINNER = "beginner"
    PLAYER = "player"


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat: a person (``user_id``), or an AI (``ai``: an empty seat filled, or a player who left).

    ``away``: the person missed a decision's time; their moves are automatic until they take the seat
    back."""

    name: str
    user_id: str | None = None
    ai: bool = False
    away: bool = False

    @property
    def automatic(self) -> bool:
        return self.ai or self.away

    def to_json(self) -> dict:
        return {"name": self.name, "user_id": self.user_id, "ai": self.ai, "away": self.away}

    @classmethod
    def from_json(cls, data: dict) -> Seat:
        return cls(str(data["name"]), data.get("user_id"), bool(data.get("ai")), bool(data.get("away")))


@dataclass(frozen=True, slots=True)
class Options:
    """What the opener chose: the people seats to wait for, the time per decision, the hands, the AI; the
    ruleset played (None: the shared engine's, ``quiz/play/rulesets.py``) and its preset; a tournament's table
    (``tournament``: its chat, round and table, whose result the game's end enters) and whether an AI may take a
    seat (``ai_seats``: else a person who leaves is played automatically); the game's length where the ruleset
    plays one by wind rounds (``length``: None, the preset's own)."""

    people: int = SEATS
    move_seconds: float = MOVE_SECONDS
    hands: int = 16
    ai_level: AILevel = AILevel.PLAYER
    coach: bool = False
    ruleset: str | None = None
    preset: str | None = None
    tournament: tuple[str, int, int] | None = None
    ai_seats: bool = True
    length: str | None = None

    def to_json(self) -> dict:
        named = {"ruleset": self.ruleset, "preset": self.preset, "tournament": self.tournament,
                 "ai_seats": None if self.ai_seats else False, "length": self.length}
        return {"people": self.people, "move_seconds": self.move_seconds, "hands": self.hands,
                "ai_level": self.ai_level.value, "coach": self.coach,
                **{key: value for key, value in named.items() if value is not None}}

    @classmethod
    def from_json(cls, data: dict) -> Options:
        return cls(int(data.get("people", SEATS)), float(data.get("move_seconds", MOVE_SECONDS)),
                   int(data.get("hands", 16)), AILevel(data.get("ai_level", AILevel.PLAYER)),
                   bool(data.get("coach", False)), data.get("ruleset"), data.get("preset"),
                   _link(data.get("tournament")), bool(data.get("ai_seats", True)), data.get("length"))


def _link(data: list | None) -> tuple[str, int, int] | None:
    return None if not data else (str(data[0]), int(data[1]), int(data[2]))


@dataclass(frozen=True, slots=True)
class Posts:
    """What the chat has been shown of the table (kept with it, so any worker carries on): the table
    message (its id, the hand it shows, the version it shows and when it was edited), the decision each
    person was last asked about (``prompted``, when: ``asked_at``; ``sent`` once the platform took it),
    and how many hand results were posted."""

    message: str | None = None
    message_hand: int = 0
    shown: int = -1
    shown_at: float = 0.0
    prompted: dict[str, int] = field(default_factory=dict)
    results: int = 0
    asked_at: dict[str, float] = field(default_factory=dict)
    sent: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"message": self.message, "message_hand": self.message_hand, "shown": self.shown,
                "shown_at": self.shown_at, "prompted": self.prompted, "results": self.results,
                "asked_at": self.asked_at, "sent": self.sent}

    @classmethod
    def from_json(cls, data: dict) -> Posts:
        return cls(data.get("message"), int(data.get("message_hand", 0)), int(data.get("shown", -1)),
                   float(data.get("shown_at", 0.0)), {str(k): int(v) for k, v in data.get("prompted", {}).items()},
                   int(data.get("results", 0)), {str(k): float(v) for k, v in data.get("asked_at", {}).items()},
                   {str(k): int(v) for k, v in data.get("sent", {}).items()})


@dataclass(frozen=True, slots=True)
class Decision:
    """One row of a hand's log: the ``seq``-th decision (from 1), by ``seat``, as the engine's action
    (its JSON); ``author``: the person's id, or ``ai``/``auto`` (the automatic move of a timeout)."""

    seq: int
    seat: int
    action: dict
    author: str
    at: float


@dataclass(frozen=True, slots=True)
class PlayTable:
    """A stored table. ``hand`` is 1-based while playing (0 in the lobby); ``totals`` each seat's score
    before it; ``version`` counts every change (the chat's table message shows one of them)."""

    id: str
    platform: str
    chat_id: str
    status: Status
    seats: tuple[Seat, ...]
    options: Options
    seed: str
    hand: int = 0
    totals: tuple[int, ...] = (0, 0, 0, 0)
    version: int = 0
    deadline: float | None = None
    posts: Posts = field(default_factory=Posts)
    sheet_id: str | None = None
    created_at: float = 0.0
    ended_at: float | None = None

    def seat_of(self, user_id: str) -> int | None:
        """The seat a person holds (an AI that took over a seat keeps no holder)."""
        return next((i for i, seat in enumerate(self.seats) if seat.user_id == str(user_id) and not seat.ai), None)

    @property
    def people(self) -> int:
        return sum(1 for seat in self.seats if not seat.ai)

    def with_seat(self, index: int, seat: Seat) -> PlayTable:
        seats = list(self.seats)
        seats[index] = seat
        return replace(self, seats=tuple(seats))


__all__ = ["SEATS", "MOVE_SECONDS", "MIN_MOVE_SECONDS", "MAX_MOVE_SECONDS", "LOBBY_SECONDS", "PlayError", "Status",
           "AILevel", "Seat", "Options", "Posts", "Decision", "PlayTable"]
