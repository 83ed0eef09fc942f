"""The Taiwanese score sheet's own text: its rules line (the preset typed hands are scored by, 底 and the price
of a tai, the dealer's tai); the rest is a rotating-deal sheet's (``text_sheet_rotating``)."""

from __future__ import annotations

from bot.i18n import Translator
from bot.render.text_sheet_rotating import rotating_sheet_view
from bot.rich import Rich, rich_translator
from quiz.sheet.checks import number_option
from quiz.sheet.model import TableStart
from quiz.sheet.taiwan import BASE, PER_TAI, dealer_option, preset_name


def settings_text(start: TableStart, language: str) -> Rich:
    """``Rules: pocket · base 100 + 20 a tai · no dealer's tai``."""
    tr = Translator(language)
    return rich_translator(tr)("sheet_taiwan.settings", preset=preset_name(start),
                               base=number_option(start, "base", BASE), per_tai=number_option(start, "tai", PER_TAI),
                               dealer=tr(f"sheet_taiwan.dealer_{dealer_option(start)}"))


TAIWAN_SHEET = rotating_sheet_view(settings_text)
