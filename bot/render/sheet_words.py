"""The small words every score sheet's text uses: a wind's name, a signed change, table points."""

from __future__ import annotations

from fractions import Fraction

from bot.i18n import Translator
from quiz.sheet.model import Wind

_WIND_KEYS = {Wind.EAST: "sheet.wind_east", Wind.SOUTH: "sheet.wind_south", Wind.WEST: "sheet.wind_west",
              Wind.NORTH: "sheet.wind_north"}


def wind_name(tr: Translator, wind: Wind) -> str:
    return tr(_WIND_KEYS[Wind(wind)])


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def points_text(value: float | None) -> str:
    """Table points as people write them: 4, 1.5, 2⅓ (ties share)."""
    if value is None:
        return ""
    exact = Fraction(value).limit_denominator(12)
    if exact.denominator == 1:
        return str(exact.numerator)
    whole, part = divmod(exact.numerator, exact.denominator)
    thirds = {Fraction(1, 3): "⅓", Fraction(2, 3): "⅔", Fraction(1, 2): "½", Fraction(1, 4): "¼",
              Fraction(3, 4): "¾"}
    fraction = thirds.get(Fraction(part, exact.denominator))
    if fraction:
        return f"{whole or ''}{fraction}"
    return f"{float(exact):.2f}"
