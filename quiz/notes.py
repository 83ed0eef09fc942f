"""The explanation of a graded answer, as typed data: the right answer and what the player missed.

``quiz.grading`` builds it; ``bot/render/text_quiz.py`` writes it in a language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from quiz.json_records import json_tuples


@dataclass(frozen=True, kw_only=True)
class FanMention:
    """The fan a note (or a reason) is about, by id and ruleset, so that a renderer names it in the reader's
    language; keyword only, after the note's own fields."""

    fan: str = ""
    ruleset: str = ""


@dataclass(frozen=True)
class AnswerTotal:
    """The right total, in points or han (whichever the ruleset counts)."""

    total: int
    ruleset: str


@dataclass(frozen=True)
class AnswerFan:
    """One fan (or yaku) of the right answer, with what it is worth there and the sets that made it."""

    id: str
    label: str
    count: int
    value: int
    sets: tuple[str, ...] = ()
    ruleset: str = ""


@dataclass(frozen=True)
class NotCountedWith(FanMention):
    """The fans a fan of the right answer implies, so never counted with it (不计): why the total is not more."""

    #: each excluded fan as (id, label), so that a renderer names it in the reader's language
    excluded: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class CountedMore(FanMention):
    """A fan the player named fewer times than it scores."""

    label: str
    expected: int
    counted: int


@dataclass(frozen=True)
class LeftOut(FanMention):
    """A fan the player left out: its points, the sets that made it, what it needs."""

    label: str
    points: int
    sets: tuple[str, ...] = ()
    definition: str = ""


@dataclass(frozen=True)
class CountsOnce:
    """Why not: the fan scores ``expected`` times, not ``named`` (account-once, 套算一次)."""

    expected: int
    named: int


@dataclass(frozen=True)
class ImpliedBy(FanMention):
    """Why not: another fan of the hand implies it (不计)."""

    label: str


@dataclass(frozen=True)
class NotChicken:
    """Why not: the hand scores other fans, so it is no chicken hand."""


@dataclass(frozen=True)
class NotInHand(FanMention):
    """Why not: the hand does not have it (and what it would need)."""

    definition: str = ""


Reason = CountsOnce | ImpliedBy | NotChicken | NotInHand


@dataclass(frozen=True)
class NotScored(FanMention):
    """A fan the player named that does not score, and why."""

    label: str
    reason: Reason


@dataclass(frozen=True)
class Unread:
    """Words of the answer that could not be read."""

    words: tuple[str, ...]


@dataclass(frozen=True)
class FuAnswer:
    fu: int
    han: int


@dataclass(frozen=True)
class FuPart:
    """One part of the fu (``reason`` is the scorer's id, e.g. ``closed_ron``)."""

    reason: str
    fu: int


@dataclass(frozen=True)
class FuRounded:
    raw: int
    fu: int


@dataclass(frozen=True)
class PaymentAnswer:
    """The right payment: as players write it, who pays what, and the han and fu (or yakuman) behind it."""

    payment: str
    form: str  # "ron", "all" (dealer tsumo) or "split" (tsumo)
    main: int
    additional: int
    total: int
    han: int
    fu: int
    yakuman: bool = False
    level: str = ""


@dataclass(frozen=True)
class HonbaIncluded:
    """The payment includes the honba (300 per honba on a ron, 100 per payer on a tsumo)."""


Note = (AnswerTotal | AnswerFan | NotCountedWith | CountedMore | LeftOut | NotScored | Unread | FuAnswer | FuPart
        | FuRounded | PaymentAnswer | HonbaIncluded)


def note_json(note: Note) -> dict:
    """A note as JSON: its kind (the class name) and its fields."""
    data = asdict(note)
    if isinstance(note, NotScored):
        data["reason"] = {"kind": type(note.reason).__name__, **asdict(note.reason)}
    return {"kind": type(note).__name__, **data}


def note_from_json(data: Mapping[str, Any]) -> Note:
    """The note ``note_json`` wrote (its lists read back as tuples)."""
    fields = {key: json_tuples(value) for key, value in data.items() if key != "kind"}
    if isinstance(fields.get("reason"), Mapping):
        reason = fields["reason"]
        fields["reason"] = _REASONS[reason["kind"]](**{k: v for k, v in reason.items() if k != "kind"})
    return _NOTES[data["kind"]](**fields)


_NOTES = {kind.__name__: kind for kind in Note.__args__}
_REASONS = {kind.__name__: kind for kind in Reason.__args__}


__all__ = ["FanMention", "AnswerTotal", "AnswerFan", "NotCountedWith", "CountedMore", "LeftOut", "CountsOnce",
           "ImpliedBy", "NotChicken", "NotInHand", "Reason", "NotScored", "Unread", "FuAnswer", "FuPart", "FuRounded",
           "PaymentAnswer", "HonbaIncluded", "Note", "note_json", "note_from_json"]
