"""An MCR score as rich text: the hand, each fan with its points and the sets that made it, the
total, the flowers and the 8-fan minimum.

The one writer of an MCR score, for the chat bot (``/score``) and ``fanbot score`` alike. Its words
come from the message catalogue (``bot/locales``), in the reply language (``en``, ``zh_hans``,
``zh_hant``, ``ja``); English text keeps each fan's Chinese name beside the English one, Japanese
text uses the Japanese reading where the glossary has one. ``style`` is the
look only: ``CHAT`` writes one bulleted line per fan under the hand in Unicode tiles; ``TERMINAL``
lines the names and points up in columns (a terminal has a fixed-width font, and often no
mahjong glyphs).
"""

from __future__ import annotations

from bot.i18n import Translator
from bot.render.formats import display_width, pad
from bot.render.names import fan_name, honor_names
from bot.render.styles import Style
from bot.render.text_hand import hand_to_unicode
from bot.rich import Rich, lines, rich_translator, tiles
from scoring.hand import Meld, MeldKind
from scoring.mcr import FanHit, McrResult
from scoring.notation import format_hand
from scoring.tiles import Tile, format_tiles


def _tiles_text(tiles_: list[Tile], language: str) -> str:
    names = honor_names(language)
    suited = [t for t in tiles_ if not t.is_honor]
    text = format_tiles(suited) if suited else ""
    return text + "".join(names[t - 27] for t in tiles_ if t.is_honor)


def _item_text(item: Meld | Tile, language: str) -> str:
    if isinstance(item, Meld):
        body = _tiles_text(list(item.tiles), language)
        if item.kind is MeldKind.KONG and item.concealed:
            return "{" + body + "}"
        return body
    return _tiles_text([item], language)


def occurrence_text(occurrence: tuple, language: str = "zh_hans") -> str:
    """``123m 456m 789m``: one occurrence's sets; a pair shows as its two tiles together."""
    out: list[str] = []
    loose: list[Tile] = []
    for item in occurrence:
        if isinstance(item, Meld):
            if loose:
                out.append(_tiles_text(sorted(loose), language))
                loose = []
            out.append(_item_text(item, language))
        else:
            loose.append(item)
    if loose:
        out.append(_tiles_text(sorted(loose), language))
    return " ".join(out)


def sets_text(hit: FanHit, language: str) -> str:
    """Which sets made the fan (``123m 456m | 789m``); flowers are counted, not shown as sets."""
    if hit.id == "flower_tiles":
        return ""
    return " | ".join(shown for shown in (occurrence_text(o, language) for o in hit.sets if o) if shown)


def render_mcr_text(result: McrResult, language: str = "en", style: Style = Style.CHAT,
                    written: str | None = None) -> Rich:
    """The whole score. ``written`` is the hand as the reply echoes it (the normalized notation by
    default; the command line writes honors by name, so that a misread shows)."""
    tr = Translator(language)
    rt = rich_translator(tr)
    language = tr.language
    hand = result.hand
    shown: list[Rich | str] = [rt("score.hand_line", hand=written or format_hand(hand))]
    if style is Style.CHAT:
        shown.append(tiles(hand_to_unicode(hand)))
    shown.append("")
    rows = [(fan_name("mcr", hit.id, language), tr("score.times", count=hit.count) if hit.count > 1 else "",
             hit.points * hit.count, sets_text(hit, language)) for hit in result.fans]
    if style is Style.TERMINAL:
        shown += _columns(rows)
    else:
        for name, times, points, sets in rows:
            line = rt("score.fan_line", name=name, points=points, times=times)
            shown.append(line + " — " + sets if sets else line)
    shown.append("")
    shown.append(rt("score.total_mcr", total=result.total))
    if hand.context.flowers:
        shown.append(rt("score.flowers_note", flowers=hand.context.flowers, without=result.total_without_flowers))
    if not result.meets_minimum:
        shown.append(rt("score.below_minimum", total=result.total_without_flowers))
    return lines(*shown)


def _columns(rows: list[tuple[str, str, int, str]]) -> list[str]:
    """Fan lines with the names padded to one width (wide characters count two) and the points
    right-aligned."""
    names = [name + times for name, times, _, _ in rows]
    width = max((display_width(n) for n in names), default=0)
    digits = max((len(str(points)) for _, _, points, _ in rows), default=0)
    out = []
    for name, (_, _, points, sets) in zip(names, rows, strict=True):
        line = f"  {pad(name, width)}  {points:>{digits}}"
        out.append(f"{line}   {sets}" if sets else line)
    return out


__all__ = ["Style", "fan_name", "occurrence_text", "render_mcr_text", "sets_text"]
