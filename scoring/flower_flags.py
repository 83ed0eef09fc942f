"""Flags of the rulesets that name their flower tiles (``flowers=f1f5``) and write declarations as flag words.

A ruleset's own flags subclass ``FlowerFlags`` in its package, say which of their fields are declarations
(``declared``), under which key their flower tiles are read (``flowers_key``) and which fields are written as
``key=value`` (``valued``); writing them back and the "says nothing" test are shared here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol, TypeVar

from scoring.hand import NO_FLAGS, RulesetFlags

#: flower tiles are numbered 1-8: f1-f4 the seasons, f5-f8 the plants, each set numbered 1-4 (East 1 ... North 4)
SEASONS, PLANTS = (1, 2, 3, 4), (5, 6, 7, 8)


def flower_number(flower: int) -> int:
    """The seat a flower belongs to (1 East ... 4 North): its number within its set."""
    return (flower - 1) % 4 + 1


@dataclass(frozen=True)
class FlowerFlags(RulesetFlags):
    """Flower tiles held and a ruleset's declarations; subclassed by each ruleset that reads them."""

    #: the flower tiles held, 1-8, sorted
    flowers: tuple[int, ...] = ()
    #: the hand wrote its flowers (``flowers=0`` says none, which some tables pay for)
    flowers_said: bool = False

    #: the boolean fields that are declarations, in the order they are written (``_`` written ``-``)
    declared: ClassVar[tuple[str, ...]] = ()
    #: the notation's key (its vocabulary's name) the flower tiles are read under
    flowers_key: ClassVar[str] = "flowers"
    #: (field, word) of the fields written as ``word=value`` when set, in order
    valued: ClassVar[tuple[tuple[str, str], ...]] = ()

    def declarations(self) -> tuple[str, ...]:
        return tuple(word.replace("_", "-") for word in self.declared if getattr(self, word))

    def settings(self, accepted: frozenset[str]) -> tuple[str, ...]:
        words = []
        if self.flowers_said and self.flowers_key in accepted:
            words.append("flowers=" + ("".join(f"f{n}" for n in self.flowers) or "0"))
        for name, word in self.valued:
            value = getattr(self, name)
            if value and name in accepted:
                words.append(f"{word}={value}")
        return tuple(words)

    def as_extras(self) -> RulesetFlags:
        """What a hand carries for these flags: ``NO_FLAGS`` when they say nothing, so such hands compare equal."""
        return NO_FLAGS if self == type(self)() else self


class Flagged(Protocol):
    @property
    def extras(self) -> RulesetFlags: ...


Flags = TypeVar("Flags", bound=FlowerFlags)


def flags_in(hand: Flagged, kind: type[Flags]) -> Flags:
    """The ``kind`` flags of a hand (all off for a hand that says none, or was read in another ruleset)."""
    extras = hand.extras
    return extras if isinstance(extras, kind) else kind()
