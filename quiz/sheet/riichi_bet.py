"""Riichi's own entry of the score sheet: a riichi bet."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from quiz.sheet.model import RulesetEntry


@dataclass(frozen=True, slots=True)
class RiichiBet(RulesetEntry):
    """A riichi declaration: 1,000 from ``player`` to the pot."""

    kind: ClassVar[str] = "riichi"
    player: int


__all__ = ["RiichiBet"]
