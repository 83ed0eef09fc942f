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
#: the labels of the text: English (also for en+zh), Simplified and Traditional Chinese
_WORDS = {
    "hand": ("Hand", "手牌", "手牌"),
    "yaku": ("Yaku", "役", "役"),
    "yakuman": ("Yakuman", "役满", "役滿"),
    "fu": ("Fu", "符", "符"),
    "value": ("Value", "合计", "合計"),
    "points": ("Points", "点数", "點數"),
    "han": ("{n} han", "{n} 番", "{n} 番"),
    "han_fu": ("{han} han {fu} fu", "{han} 番 {fu} 符", "{han} 番 {fu} 符"),
    "seat": ("seat {wind}", "门风 {wind}", "門風 {wind}"),
    "dealer": (" (dealer)", "（庄家）", "（莊家）"),
    "round": ("round {wind}", "圈风 {wind}", "圈風 {wind}"),
    "tsumo": ("tsumo", "自摸", "自摸"),
    "ron": ("ron", "荣和", "榮和"),
    "honba": ("{n} honba", "{n} 本场", "{n} 本場"),
    "honba_included": (" (honba included: {n}×{each})", "（含本场 {n}×{each}）", "（含本場 {n}×{each}）"),
    "pay_ron": ("ron: the discarder pays {main}", "荣和：放铳者支付 {main}", "榮和：放銃者支付 {main}"),
    "pay_dealer": ("tsumo: {main} from each player = {total}", "自摸：每家支付 {main}，共 {total}",
                   "自摸：每家支付 {main}，共 {total}"),
    "pay_tsumo": ("tsumo: the dealer pays {main}, each other player {additional} = {total}",
                  "自摸：庄家支付 {main}，闲家各支付 {additional}，共 {total}",
                  "自摸：莊家支付 {main}，閒家各支付 {additional}，共 {total}"),
    "seven_pairs": (" (seven pairs: always 25)", "（七对子：固定 25 符）", "（七對子：固定 25 符）"),
    "rounded": (", {raw} rounded up", "，{raw} 进位", "，{raw} 進位"),
    "on_discard": (" (completed on a discard)", "（荣和完成，算明刻）", "（榮和完成，算明刻）"),
    "separator": (", ", "，", "，"),
}
#: Chinese names of the fu reasons (scoring/riichi/result.py FU_REASONS) and of the limits
_FU_ZH = {
    "base": ("底符", "底符"), "penchan": ("边张", "邊張"), "kanchan": ("嵌张", "嵌張"),
    "pair_wait": ("单骑", "單騎"), "valued_pair": ("役牌雀头", "役牌雀頭"),
    "double_valued_pair": ("连风雀头", "連風雀頭"), "tsumo": ("自摸", "自摸"),
    "hand_without_fu": ("副露无符", "副露無符"), "closed_pon": ("中张暗刻", "中張暗刻"),
    "open_pon": ("中张明刻", "中張明刻"), "closed_terminal_pon": ("幺九暗刻", "么九暗刻"),
    "open_terminal_pon": ("幺九明刻", "么九明刻"), "closed_kan": ("中张暗杠", "中張暗槓"),
    "open_kan": ("中张明杠", "中張明槓"), "closed_terminal_kan": ("幺九暗杠", "么九暗槓"),
    "open_terminal_kan": ("幺九明杠", "么九明槓"),
}
_LEVEL_ZH = {"mangan": ("满贯", "滿貫"), "haneman": ("跳满", "跳滿"), "baiman": ("倍满", "倍滿"),
             "sanbaiman": ("三倍满", "三倍滿"), "yakuman": ("役满", "役滿"), "kazoe yakuman": ("累计役满", "累計役滿"),
             "kazoe sanbaiman": ("累计三倍满", "累計三倍滿")}


def _column(lang: str) -> int:
    return {"zh": 1, "zh_hant": 2}.get(lang, 0)


def _w(key: str, lang: str, **values: object) -> str:
    return _WORDS[key][_column(lang)].format(**values)


def _level(level: str, lang: str) -> str:
    column = _column(lang)
    if not column or not level:
        return level
    if level.endswith("x yakuman"):
        times = level.split("x", 1)[0]
        double = "双倍" if column == 1 else "雙倍"
        return (double if times == "2" else f"{times}倍") + _LEVEL_ZH["yakuman"][column - 1]
    return _LEVEL_ZH.get(level, (level, level))[column - 1]


def _yakuman_level(times: int, lang: str) -> str:
    return _level("yakuman" if times == 1 else f"{times}x yakuman", lang)


def _wind(tile: Tile, lang: str) -> str:
    return _WIND_NAMES[tile][_column(lang)]


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
    colon = ": " if not _column(lang) else "："
    lines = [f"{_w('hand', lang)}{colon}{format_hand(result.hand, honors=honors, ruleset='riichi')}",
             f"      {_situation(result, lang)}"]
    if result.yakuman:
        lines.append(_w("yakuman", lang) + colon.rstrip())
        lines.extend(_table([(_names(y.yaku, lang), _yakuman_level(y.multiplier, lang), _sets_text(y.id, y.sets))
                             for y in result.yakuman]))
        han = _w("han", lang, n=result.han)
        han = f"（{han}）" if _column(lang) else f" ({han})"
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
    column = _column(lang)
    parts = []
    for item in result.fu_details:
        where = f" {_set_text(item.set)}" if item.set is not None else ""
        if item.set is not None and item.set is result.win_set and item.reason.startswith("open_"):
            where = f" {_set_text(_concealed_view(item.set))}{_w('on_discard', lang)}"
        label = _FU_ZH[item.reason][column - 1] if column and item.reason in _FU_ZH else item.label
        parts.append(f"{item.fu} {label}{where}")
    raw = sum(i.fu for i in result.fu_details)
    rounded = _w("rounded", lang, raw=raw) if raw != result.fu else ""
    return " = " + " + ".join(parts) + rounded if parts else ""
