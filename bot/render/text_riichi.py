"""A Riichi score as readable text: each yaku with romaji, Chinese and English names and its han,
the sets behind it, the fu breakdown and the payments.

Used by ``fanbot score --rules riichi`` and the chat bot. ``lang`` is ``en+zh`` (the default: romaji,
Simplified Chinese and English), ``en`` (romaji and English), ``zh`` or ``zh_hant``.
"""

from __future__ import annotations

from scoring.hand import Meld, MeldKind
from scoring.notation import format_hand
from scoring.riichi import RiichiResult
from scoring.riichi.result import HandSet
from scoring.riichi.table import YakuDef
from scoring.tiles import Tile, format_tiles

LANGS = ("en+zh", "en", "zh", "zh_hant")
_WIND_NAMES = {Tile.EAST: ("East", "东", "東"), Tile.SOUTH: ("South", "南", "南"),
               Tile.WEST: ("West", "西", "西"), Tile.NORTH: ("North", "北", "北")}


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


def _situation(result: RiichiResult) -> str:
    hand = result.hand
    ctx, r = hand.context, hand.riichi
    seat = _WIND_NAMES[ctx.seat_wind][0]
    words = [f"seat {seat}{' (dealer)' if result.is_dealer else ''}", f"round {_WIND_NAMES[ctx.round_wind][0]}",
             "tsumo" if ctx.self_drawn else "ron"]
    if r.honba:
        words.append(f"{r.honba} honba")
    return ", ".join(words)


def _payments(result: RiichiResult) -> str:
    p = result.points
    honba = result.hand.riichi.honba
    extra = f" (honba included: {honba}×{300 if not result.hand.context.self_drawn else 100})" if honba else ""
    if not result.hand.context.self_drawn:
        return f"ron: the discarder pays {p.main}{extra}"
    if result.is_dealer:
        return f"tsumo: {p.main} from each player = {p.total}{extra}"
    return f"tsumo: the dealer pays {p.main}, each other player {p.additional} = {p.total}{extra}"


def render_riichi_text(result: RiichiResult, lang: str = "en+zh") -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language '{lang}': use one of {', '.join(LANGS)}")
    honors = "z" if lang == "en" else "zh"
    lines = [f"Hand: {format_hand(result.hand, honors=honors, ruleset='riichi')}", f"      {_situation(result)}"]
    if result.yakuman:
        lines.append("Yakuman:")
        lines.extend(_table([(_names(y.yaku, lang), "yakuman" if y.multiplier == 1 else f"{y.multiplier}x yakuman",
                              _sets_text(y.id, y.sets)) for y in result.yakuman]))
        count = result.yakuman_count
        lines.append(f"Value: {'yakuman' if count == 1 else f'{count}x yakuman'} ({result.han} han)")
    else:
        lines.append("Yaku:")
        lines.extend(_table([(_names(y.yaku, lang), f"{y.han} han",
                              _sets_text(y.id, y.sets)) for y in result.yaku]))
        lines.append(f"Fu: {result.fu}" + _fu_breakdown(result))
        level = f", {result.points.level}" if result.points.level else ""
        lines.append(f"Value: {result.han} han {result.fu} fu{level}")
    lines.append(f"Points: {result.points.total}: {_payments(result)}")
    return "\n".join(lines)


def _fu_breakdown(result: RiichiResult) -> str:
    if result.fu == 25 and len(result.fu_details) == 1:
        return " (seven pairs: always 25)"
    parts = []
    for item in result.fu_details:
        where = f" {_set_text(item.set)}" if item.set is not None else ""
        if item.set is not None and item.set is result.win_set and item.reason.startswith("open_"):
            where = f" {_set_text(_concealed_view(item.set))} (completed on a discard)"
        parts.append(f"{item.fu} {item.label}{where}")
    raw = sum(i.fu for i in result.fu_details)
    rounded = f", {raw} rounded up" if raw != result.fu else ""
    return " = " + " + ".join(parts) + rounded if parts else ""
