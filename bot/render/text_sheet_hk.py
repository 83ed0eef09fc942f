"""The Hong Kong score sheet's own text: its rules line (the payout preset with its minimum and limit, full or
half responsibility, the base of a portion, 包); the rest is a rotating-deal sheet's (``text_sheet_rotating``)."""

from __future__ import annotations

from bot.i18n import Translator
from bot.render.text_sheet_rotating import rotating_sheet_view
from bot.rich import Rich, rich_translator
from quiz.sheet.checks import number_option
from quiz.sheet.hk import half_responsibility, plays_liability, sheet_preset
from quiz.sheet.model import TableStart


def settings_text(start: TableStart, language: str) -> Rich:
    """``Rules: half-spicy payouts · 3 to 10 faan · full responsibility (全銃) … · 1 a portion at 0 faan``, and
    the 包 rule at a table that plays it."""
    tr = Translator(language)
    preset = sheet_preset(start)
    rules = [tr(f"sheet_hk.{'half' if half_responsibility(start) else 'full'}_responsibility"),
             tr("sheet_hk.base", base=number_option(start, "base", 1))]
    if plays_liability(start):
        rules.append(tr("sheet_hk.liability"))
    return rich_translator(tr)("sheet_hk.settings", preset=preset.name, minimum=preset.minimum, limit=preset.limit,
                               rules=" · ".join(rules))


HK_SHEET = rotating_sheet_view(settings_text)
