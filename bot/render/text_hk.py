"""A Hong Kong score as rich text: the hand, each pattern with its faan, the total, a limit hand's limit
and the minimum.

The one writer of a Hong Kong score, for the chat bot (``/score``) and ``fanbot score --rules hk`` alike;
its words are the catalogue's (``score.*_hk``), pattern names the glossary's (``glossary/data/hk.toml``).
"""

from __future__ import annotations

from bot.i18n import Translator
from bot.render.names import fan_name
from bot.render.styles import Style
from bot.render.text_hand import hand_to_unicode
from bot.rich import Rich, lines, rich_translator, tiles
from scoring.hk.result import HkResult
from scoring.notation import format_hand
from scoring.rulesets import RulesetId


def render_hk_text(result: HkResult, language: str = "en", style: Style = Style.CHAT,
                   written: str | None = None) -> Rich:
    """The whole score; ``written`` is the hand as the reply echoes it (the normalized notation by default)."""
    tr = Translator(language)
    rt = rich_translator(tr)
    hand = result.hand
    shown: list[Rich | str] = [rt("score.hand_line", hand=written or format_hand(hand, ruleset=RulesetId.HK))]
    if style is Style.CHAT:
        shown.append(tiles(hand_to_unicode(hand)))
    shown.append("")
    for found in result.patterns:
        value = tr("score.limit_value_hk") if found.faan is None else found.faan
        times = tr("score.times", count=found.count) if found.count > 1 else ""
        shown.append(rt("score.fan_line", name=fan_name(RulesetId.HK, found.id, tr.language), points=value,
                        times=times))
    shown.append("")
    shown.append(rt("score.total_hk", total=result.total))
    if result.limit:
        shown.append(rt("score.limit_hk", preset=result.preset, limit=result.total))
    if not result.meets_minimum:
        shown.append(rt("score.below_minimum_hk", total=result.total, minimum=result.minimum))
    return lines(*shown)


__all__ = ["render_hk_text"]
