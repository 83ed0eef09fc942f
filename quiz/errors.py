"""The quiz's refusals, as a code and params (``game_error.<code>`` in the bot's catalogue says it)."""

from __future__ import annotations

from scoring.errors import CodedError


class GameError(CodedError):
    """A game action that cannot be done now, as a code and params (``game_error.<code>`` in the
    bot's catalogue says it): ``GameError("bad_rounds", rounds=0, low=1, high=100)``."""

    namespace = "game_error"


__all__ = ["GameError"]
