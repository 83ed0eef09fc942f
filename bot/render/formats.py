"""How the text renderers measure text and write numbers: one definition each."""

from __future__ import annotations

import unicodedata
from fractions import Fraction


def display_width(text: str) -> int:
    """Columns ``text`` takes in a monospaced font: Chinese and Japanese characters count double."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int, right: bool = False) -> str:
    """``text`` filled with spaces to ``width`` columns (``right``: aligned right)."""
    space = " " * max(0, width - display_width(text))
    return space + text if right else text + space


def number_text(value: float) -> str:
    """A count or expectation as players read it: whole numbers bare (12), others to one decimal (12.5)."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def number(value: Fraction | int | None) -> str:
    """Points as people write them: 4, 2.33 (shared places), −15000; a dash for none."""
    if value is None:
        return "–"
    value = Fraction(value)
    text = str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}".rstrip("0").rstrip(".")
    return text.replace("-", "−")


__all__ = ["display_width", "number", "number_text", "pad"]
