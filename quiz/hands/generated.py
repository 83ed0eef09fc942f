"""What a quiz generator returns, and the error for options it cannot use."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.errors import CodedError
from scoring.hand import Hand

#: attempts before a generator gives up
MAX_ATTEMPTS = 400
#: attempts during which a targeted hand must also fit its difficulty
STRICT_ATTEMPTS = 10


@dataclass(frozen=True)
class GeneratedHand:
    ruleset: str
    hand: Hand
    notation: str
    answer: dict
    target: str | None
    difficulty: str
    attempts: int
    #: the recipes the hand was built from (the main fan and any booster)
    recipes: tuple[str, ...] = ()

    def to_json(self) -> dict:
        return {"hand": self.notation, "answer": self.answer}


class GeneratorError(CodedError):
    """A generator option that cannot be used, as a code and params (``generator_error.<code>`` in
    the bot's catalogue says it): ``GeneratorError("unknown_difficulty", difficulty="insane")``."""

    namespace = "generator_error"
