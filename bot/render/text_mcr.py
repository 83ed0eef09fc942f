"""An MCR score as readable text: each fan with its points, names and the sets that made it.

Used by ``fanbot score`` and the chat bot. ``lang`` is ``en+zh`` (English and Simplified Chinese,
the default), ``en``, ``zh`` (Simplified) or ``zh_hant`` (Traditional). Labels live in
the catalogue's ``render.text_mcr.*`` messages.
"""

from __future__ import annotations

from bot.render.labels import parts as _parts
from bot.render.labels import word
from glossary import get_entry
from scoring.hand import Meld, MeldKind
from scoring.mcr import FanHit, McrResult
from scoring.notation import format_hand
from scoring.tiles import HONOR_NAMES_HANS, HONOR_NAMES_HANT, Tile, format_tiles


def _word(key: str, lang: str, **values: object) -> str:
    return word("text_mcr", key, lang, **values)


def _tiles_text(tiles: list[Tile], lang: str) -> str:
    names = HONOR_NAMES_HANT if lang in ("zh_hant", "ja") else HONOR_NAMES_HANS  # Japanese writes 東 發 too
    suited = [t for t in tiles if not t.is_honor]
    text = format_tiles(suited) if suited else ""
    return text + "".join(names[t - 27] for t in tiles if t.is_honor)


def _item_text(item: Meld | Tile, lang: str) -> str:
    if isinstance(item, Meld):
        body = _tiles_text(list(item.tiles), lang)
        if item.kind is MeldKind.KONG and item.concealed:
            return "{" + body + "}"
        return body
    return _tiles_text([item], lang)


def occurrence_text(occurrence: tuple, lang: str = "en+zh") -> str:
    """``123m 456m 789m``: one occurrence's sets; a pair shows as its two tiles together."""
    out: list[str] = []
    loose: list[Tile] = []
    for item in occurrence:
        if isinstance(item, Meld):
            if loose:
                out.append(_tiles_text(sorted(loose), lang))
                loose = []
            out.append(_item_text(item, lang))
        else:
            loose.append(item)
    if loose:
        out.append(_tiles_text(sorted(loose), lang))
    return " ".join(out)


def fan_name(hit: FanHit, lang: str = "en+zh") -> str:
    names = {"en": hit.en, "zh": hit.zh, "zh_hant": hit.zh_hant,
             "ja": get_entry("mcr", hit.id).ja if lang == "ja" else ""}
    return " ".join(names[p] for p in _parts(lang))


def render_mcr_text(result: McrResult, lang: str = "en+zh") -> str:
    """The whole score: hand echo, one line per fan, total and the minimum."""
    lines = [f"{_word('hand', lang)}: {format_hand(result.hand, honors='zh')}"]
    names = [fan_name(hit, lang) for hit in result.fans]
    width = max((len(n) for n in names), default=0)
    for hit, name in zip(result.fans, names, strict=True):
        amount = f"{hit.points}" if hit.count == 1 else f"{hit.points}×{hit.count} = {hit.total}"
        line = f"  {name.ljust(width)}  {amount:>10} {_word('points', lang)}"
        shown = [occurrence_text(o, lang) for o in hit.sets if o]
        if shown and hit.id != "flower_tiles":
            line += "   " + " | ".join(shown)
        lines.append(line.rstrip())
    total = f"{_word('total', lang)}: {result.total}"
    if result.total != result.total_without_flowers:
        total += f" ({_word('flowers_note', lang, n=result.total_without_flowers)})"
    lines.append(total)
    lines.append(_word("minimum_ok" if result.meets_minimum else "minimum_no", lang))
    return "\n".join(lines)
