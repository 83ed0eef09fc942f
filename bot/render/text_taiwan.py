"""A Taiwanese score as rich text: each pattern with its names and tai, the total, the preset and its cap.

The one writer of a Taiwanese score, for ``fanbot score --rules taiwan`` and the chat's ``/score
rules=taiwan`` alike. Pattern names are the table's data (``scoring/taiwan/patterns.tsv``: Chinese and
English); the labels are the catalogue's ``render.text_taiwan.*`` and ``score.*_taiwan`` messages.
"""

from __future__ import annotations

from bot.i18n import t
from bot.render.names import is_wide
from bot.render.styles import Style
from bot.rich import Rich, code, from_markup, lines
from scoring.notation import format_hand
from scoring.taiwan.result import Award, TaiwanResult
from scoring.taiwan.table import PATTERNS

RULESET = "taiwan"


def pattern_name(pattern_id: str, language: str) -> str:
    """The pattern's Chinese name in a language written in Chinese characters; else English with it."""
    pattern = PATTERNS[pattern_id]
    return pattern.zh if is_wide(language) else f"{pattern.en} ({pattern.zh})"


def _award_line(award: Award, language: str) -> str:
    times = t(language, "score.times", count=award.count) if award.count > 1 else ""
    return t(language, "render.text_taiwan.pattern_line", name=pattern_name(award.id, language), times=times,
             tai=award.tai)


def render_taiwan_text(result: TaiwanResult, language: str = "en", style: Style = Style.CHAT,
                       written: str | None = None) -> Rich:
    """The whole score; ``written`` the hand as the reply echoes it (the normalized notation by default)."""
    hand = written or format_hand(result.hand, ruleset=RULESET)
    # the title is the chat's (score.title_taiwan); the command line shows none, as for every ruleset
    parts: list[Rich | str] = [t(language, "render.text_taiwan.preset", preset=result.preset,
                                 options=", ".join(result.options) or "-"),
                               code(hand)]
    parts.extend(_award_line(award, language) for award in result.awards)
    if not result.awards:
        parts.append(t(language, "render.text_taiwan.no_pattern"))
    parts.append(from_markup(t(language, "score.total_taiwan", total=result.total)))
    if result.limit:
        parts.append(t(language, "render.text_taiwan.capped", cap=result.cap, raw=result.raw_total))
    return lines(*parts)
