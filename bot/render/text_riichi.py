"""A Riichi score as readable text: each yaku with romaji, Chinese and English names and its han,
the sets behind it, the fu breakdown and the payments.

Used by ``fanbot score --rules riichi`` and the chat bot. ``lang`` is ``en+zh`` (the default: romaji,
Simplified Chinese and English), ``en`` (romaji and English), ``zh`` or ``zh_hant``. Labels live in
the catalogue's ``render.text_riichi.*`` messages.
"""

from __future__ import annotations

from bot.render.labels import LANGS, TABLE_OF, labels
from glossary import get_entry
from scoring.hand import Meld, MeldKind
from scoring.notation import format_hand
from scoring.riichi import RiichiResult
from scoring.riichi.result import HandSet
from scoring.riichi.table import YakuDef
from scoring.tiles import Tile, format_tiles


def _chinese(lang: str) -> bool:
    """Texts in Chinese characters (Chinese and Japanese): full-width colons, named limits."""
    return lang in ("zh", "zh_hant", "ja")


def _labels_for(lang: str) -> dict:
    """The label table of ``lang``; ``en+zh`` writes its labels in English."""
    return labels("text_riichi")[TABLE_OF.get(lang, "en")]


def _w(key: str, lang: str, **values: object) -> str:
    return _labels_for(lang)[key].format(**values)


def _level(level: str, lang: str) -> str:
    """A limit (``mangan``, ``2x yakuman``) in Chinese; English keeps the scorer's name."""
    if not _chinese(lang) or not level:
        return level
    names = _labels_for(lang)["levels"]
    if level.endswith("x yakuman"):
        times = level.split("x", 1)[0]
        prefix = names["double_yakuman"] if times == "2" else names["times_yakuman"].format(times=times)
        return prefix + names["yakuman"]
    return names.get(level, level)


def _yakuman_level(times: int, lang: str) -> str:
    return _level("yakuman" if times == 1 else f"{times}x yakuman", lang)


def _wind(tile: Tile, lang: str) -> str:
    return _labels_for(lang)["winds"][tile.name.lower()]


def _set_text(item: HandSet) -> str:
    if isinstance(item, Meld):
        body = "".join(str(t.rank) for t in item.tiles) + item.tile.suit.value
        if item.kind is MeldKind.KONG and item.concealed:
            return "{" + body + "}"
        return body if item.concealed else "[" + body + "]"
    return f"{item.rank}{item.rank}{item.suit.value}"


def _sets_text(yaku_id: str, sets: tuple[HandSet, ...]) -> str:
    if yaku_id.startswith("kokushi"):  # single tiles, not pairs
        return format_tiles(sorted(t for t in sets if isinstance(t, Tile)))
    return " ".join(_set_text(s) for s in sets)


def _concealed_view(item: HandSet) -> HandSet:
    return Meld(item.kind, item.tile, True) if isinstance(item, Meld) else item


def _names(yaku: YakuDef, lang: str) -> list[str]:
    if lang == "en":
        return [yaku.romaji, yaku.en]
    if lang == "zh":
        return [yaku.zh_hans, yaku.romaji]
    if lang == "zh_hant":
        return [yaku.zh_hant, yaku.romaji]
    if lang == "ja":
        return [get_entry("riichi", yaku.id).ja or yaku.zh_hant, yaku.romaji]
    return [yaku.romaji, yaku.zh_hans, yaku.en]


def _table(rows: list[tuple[list[str], str, str]]) -> list[str]:
    """Rows of (name columns, amount, sets) aligned in columns."""
    if not rows:
        return []
    widths = [max(len(r[0][i]) + _wide(r[0][i]) for r in rows) for i in range(len(rows[0][0]))]
    lines = []
    for names, amount, sets in rows:
        cells = [n + " " * (w - len(n) - _wide(n)) for n, w in zip(names, widths, strict=True)]
        line = "  " + "  ".join(cells) + f"  {amount:>8}"
        if sets:
            line += "   " + sets
        lines.append(line.rstrip())
    return lines


def _wide(text: str) -> int:
    """Extra columns taken by East Asian wide characters."""
    return sum(1 for ch in text if ord(ch) >= 0x2E80)


def _situation(result: RiichiResult, lang: str = "en") -> str:
    hand = result.hand
    ctx, r = hand.context, hand.riichi
    seat = _w("seat", lang, wind=_wind(ctx.seat_wind, lang)) + (_w("dealer", lang) if result.is_dealer else "")
    words = [seat, _w("round", lang, wind=_wind(ctx.round_wind, lang)), _w("tsumo" if ctx.self_drawn else "ron", lang)]
    if r.honba:
        words.append(_w("honba", lang, n=r.honba))
    return _w("separator", lang).join(words)


def _payments(result: RiichiResult, lang: str = "en") -> str:
    p = result.points
    honba = result.hand.riichi.honba
    each = 300 if not result.hand.context.self_drawn else 100
    extra = _w("honba_included", lang, n=honba, each=each) if honba else ""
    if not result.hand.context.self_drawn:
        return _w("pay_ron", lang, main=p.main) + extra
    if result.is_dealer:
        return _w("pay_dealer", lang, main=p.main, total=p.total) + extra
    return _w("pay_tsumo", lang, main=p.main, additional=p.additional, total=p.total) + extra


def render_riichi_text(result: RiichiResult, lang: str = "en+zh") -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language '{lang}': use one of {', '.join(LANGS)}")
    honors = "z" if lang == "en" else "zh"
    colon = "：" if _chinese(lang) else ": "
    lines = [f"{_w('hand', lang)}{colon}{format_hand(result.hand, honors=honors, ruleset='riichi')}",
             f"      {_situation(result, lang)}"]
    if result.yakuman:
        lines.append(_w("yakuman", lang) + colon.rstrip())
        lines.extend(_table([(_names(y.yaku, lang), _yakuman_level(y.multiplier, lang), _sets_text(y.id, y.sets))
                             for y in result.yakuman]))
        han = _w("han", lang, n=result.han)
        han = f"（{han}）" if _chinese(lang) else f" ({han})"
        lines.append(f"{_w('value', lang)}{colon}{_yakuman_level(result.yakuman_count, lang)}{han}")
    else:
        lines.append(_w("yaku", lang) + colon.rstrip())
        lines.extend(_table([(_names(y.yaku, lang), _w("han", lang, n=y.han),
                              _sets_text(y.id, y.sets)) for y in result.yaku]))
        lines.append(f"{_w('fu', lang)}{colon}{result.fu}" + _fu_breakdown(result, lang))
        level = _level(result.points.level, lang)
        level = (_w("separator", lang) + level) if level else ""
        lines.append(f"{_w('value', lang)}{colon}{_w('han_fu', lang, han=result.han, fu=result.fu)}{level}")
    lines.append(f"{_w('points', lang)}{colon}{result.points.total}{colon}{_payments(result, lang)}")
    return "\n".join(lines)


def _fu_breakdown(result: RiichiResult, lang: str = "en") -> str:
    if result.fu == 25 and len(result.fu_details) == 1:
        return _w("seven_pairs", lang)
    fu_names = _labels_for(lang).get("fu_reasons", {})
    parts = []
    for item in result.fu_details:
        where = f" {_set_text(item.set)}" if item.set is not None else ""
        if item.set is not None and item.set is result.win_set and item.reason.startswith("open_"):
            where = f" {_set_text(_concealed_view(item.set))}{_w('on_discard', lang)}"
        label = fu_names.get(item.reason, item.label)
        parts.append(f"{item.fu} {label}{where}")
    raw = sum(i.fu for i in result.fu_details)
    rounded = _w("rounded", lang, raw=raw) if raw != result.fu else ""
    return " = " + " + ".join(parts) + rounded if parts else ""
