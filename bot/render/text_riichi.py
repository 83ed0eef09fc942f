"""A Riichi score as rich text: each yaku with romaji, Chinese and English names and its han,
the sets behind it, the fu breakdown and the payments.

The one writer of a Riichi score, for ``fanbot score --rules riichi`` and the chat bot's ``/score``
alike. ``lang`` is the languages shown (``bot/render/labels.parts``): ``both`` by default (romaji,
Simplified Chinese and English, labels in English), or one language of ``languages.toml``; which
names each reads is that file's data (``bot/render/names.py``).
``style`` is the look only (``bot.render.styles.Style``): the terminal lines the yaku up in a table,
a chat lists them one per line under the hand in Unicode tiles and shows the value in bold. Labels
live in the catalogue's ``render.text_riichi.*`` messages.
"""

from __future__ import annotations

from bot.i18n import language_info
from bot.render.labels import DEFAULT_DISPLAY, labels, parts
from bot.render.names import entry_fields, is_wide, reads_latin, short_name
from bot.render.styles import Style
from bot.render.text_hand import hand_to_unicode
from bot.rich import Rich, bold, code, lines, tiles
from glossary import get_entry
from scoring.hand import Meld, MeldKind, WinContext
from scoring.notation import format_flags, format_hand
from scoring.riichi import NagashiResult, Payment, RiichiResult
from scoring.riichi.flags import RiichiFlags, flags_of
from scoring.riichi.result import FuReason, HandSet
from scoring.riichi.table import YakuDef
from scoring.tiles import Tile, format_tiles

Display = tuple[str, ...]


def _chinese(lang: Display) -> bool:
    """Texts in Chinese characters (Chinese and Japanese): full-width colons, named limits."""
    return is_wide(lang[0])


#: every hand's base fu, and what a closed hand won on a discard adds (menzen kafu)
BASE_FU, CLOSED_RON_FU = 20, 10


def _labels_for(lang: Display) -> dict:
    """The label table of the first language shown (``both`` writes its labels in English)."""
    return labels("text_riichi", lang[0])


def _w(key: str, lang: Display, **values: object) -> str:
    return _labels_for(lang)[key].format(**values)


def _level(level: str, lang: Display) -> str:
    """A limit (``mangan``, ``2x yakuman``) in Chinese; English keeps the scorer's name."""
    if not _chinese(lang) or not level:
        return level
    names = _labels_for(lang)["levels"]
    if level.endswith("x yakuman"):
        times = level.split("x", 1)[0]
        prefix = names["double_yakuman"] if times == "2" else names["times_yakuman"].format(times=times)
        return prefix + names["yakuman"]
    return names.get(level, level)


def _yakuman_level(times: int, lang: Display) -> str:
    return _level("yakuman" if times == 1 else f"{times}x yakuman", lang)


def _wind(tile: Tile, lang: Display) -> str:
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


def _names(yaku: YakuDef, lang: Display) -> list[str]:
    """Romaji and English for a reader of English names; the name in the reader's characters and
    its romaji otherwise; several languages: romaji, each one's characters, English."""
    fields = entry_fields(get_entry("riichi", yaku.id))
    if len(lang) == 1:
        if reads_latin(lang[0]):
            return [yaku.romaji, yaku.en]
        return [short_name(fields, lang[0]), yaku.romaji]
    return [yaku.romaji, *dict.fromkeys(short_name(fields, c) for c in lang if not reads_latin(c)), yaku.en]


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


def _situation(result: RiichiResult, lang: Display) -> str:
    hand = result.hand
    return _situation_of(hand.context, flags_of(hand), hand.context.self_drawn, lang)


def _situation_of(ctx: WinContext, r: RiichiFlags, self_drawn: bool | None, lang: Display) -> str:
    """Seat, round, how the hand was won (``None``: a draw) and honba."""
    dealer = _w("dealer", lang) if ctx.seat_wind == Tile.EAST else ""
    seat = _w("seat", lang, wind=_wind(ctx.seat_wind, lang)) + dealer
    words = [seat, _w("round", lang, wind=_wind(ctx.round_wind, lang))]
    if self_drawn is not None:
        words.append(_w("tsumo" if self_drawn else "ron", lang))
    if r.honba:
        words.append(_w("honba", lang, n=r.honba))
    return _w("separator", lang).join(words)


def _payments(result: RiichiResult, lang: Display) -> str:
    hand = result.hand
    return _payments_of(result.points, hand.context.self_drawn, result.is_dealer, flags_of(hand).honba,
                        result.rules.players, lang)


def _payments_of(p: Payment, self_drawn: bool, dealer: bool, honba: int, players: int, lang: Display) -> str:
    each = 300 if not self_drawn else 100
    extra = _w("honba_included", lang, n=honba, each=each) if honba else ""
    if not self_drawn:
        return _w("pay_ron", lang, main=p.main) + extra
    sanma = "_sanma" if players == 3 else ""  # two payers, not three
    if dealer:
        return _w("pay_dealer" + sanma, lang, main=p.main, total=p.total) + extra
    return _w("pay_tsumo" + sanma, lang, main=p.main, additional=p.additional, total=p.total) + extra


#: the limits the scorer names (``Payment.level``) besides ``Nx yakuman``, and the most yakuman one hand counts
LEVELS = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman", "kazoe yakuman", "kazoe sanbaiman")
MOST_YAKUMAN = 6


def result_words(language: str) -> dict[str, object]:
    """The words the web page shows beside a score's JSON, in ``language``: each limit's name (by the JSON's
    ``level``), each fu reason's, the labels, and the payment templates (``{main}``, ``{additional}``, ``{total}``)."""
    lang = parts(language)
    own = _labels_for(lang)
    levels = [*LEVELS, *(f"{times}x yakuman" for times in range(2, MOST_YAKUMAN + 1))]
    #: a base of 30 is the 20 every hand has and the 10 a closed hand won on a discard adds, as players add up
    split = f"{BASE_FU} {own['fu_reasons'][FuReason.BASE]} + {CLOSED_RON_FU} {own['closed_ron']}"
    return {"levels": {level: _level(level, lang) for level in levels}, "fu_reasons": dict(own["fu_reasons"]),
            "fu_split": {str(BASE_FU + CLOSED_RON_FU): split},
            **{key: own[key] for key in ("fu", "points", "pay_ron", "pay_dealer", "pay_dealer_sanma", "pay_tsumo",
                                         "pay_tsumo_sanma", "seven_pairs", "rounded")}}


def render_riichi_text(result: RiichiResult, lang: str | Display = DEFAULT_DISPLAY, style: Style = Style.TERMINAL,
                       written: str | None = None) -> Rich:
    """The whole score. ``written`` is the hand as a chat echoes it (its normalized notation); the
    terminal writes honors by name (or as ``z`` for a reader of English names) so that a misread shows."""
    lang = parts(lang)
    honors = "z" if len(lang) == 1 and reads_latin(lang[0]) else "zh"
    colon = "：" if _chinese(lang) else ": "
    chat = style is Style.CHAT
    hand = written or format_hand(result.hand, honors=honors, ruleset="riichi")
    shown: list[Rich | str] = [f"{_w('hand', lang)}{colon}" + (code(hand) if chat else hand)]
    if chat:
        shown += [tiles(hand_to_unicode(result.hand)), _situation(result, lang)]
    else:
        shown.append(f"      {_situation(result, lang)}")
    if result.yakuman:
        shown.append(_w("yakuman", lang) + colon.rstrip())
        shown += _yaku_lines([(_names(y.yaku, lang), _yakuman_level(y.multiplier, lang), _sets_text(y.id, y.sets))
                              for y in result.yakuman], style, lang)
        han = _w("han", lang, n=result.han)
        han = f"（{han}）" if _chinese(lang) else f" ({han})"
        value = f"{_w('value', lang)}{colon}{_yakuman_level(result.yakuman_count, lang)}{han}"
    else:
        shown.append(_w("yaku", lang) + colon.rstrip())
        shown += _yaku_lines([(_names(y.yaku, lang), _w("han", lang, n=y.han), _sets_text(y.id, y.sets))
                              for y in result.yaku], style, lang)
        shown.append(f"{_w('fu', lang)}{colon}{result.fu}" + _fu_breakdown(result, lang))
        level = _level(result.points.level, lang)
        level = (_w("separator", lang) + level) if level else ""
        value = f"{_w('value', lang)}{colon}{_w('han_fu', lang, han=result.han, fu=result.fu)}{level}"
    shown.append(bold(value) if chat else value)
    shown.append(f"{_w('points', lang)}{colon}{result.points.total}{colon}{_payments(result, lang)}")
    return lines(*shown)


def render_nagashi_text(result: NagashiResult, lang: str | Display = DEFAULT_DISPLAY,
                        style: Style = Style.TERMINAL) -> Rich:
    """A nagashi mangan: no hand, the seat and round, the mangan and who pays it (as a self-draw)."""
    lang = parts(lang)
    colon = "：" if _chinese(lang) else ": "
    chat = style is Style.CHAT
    written = " ".join(format_flags(result.context, result.riichi, "riichi"))
    shown: list[Rich | str] = [f"{_w('hand', lang)}{colon}" + (code(written) if chat else written)]
    situation = _situation_of(result.context, result.riichi, None, lang)
    shown.append(situation if chat else f"      {situation}")
    shown.append(_w("yaku", lang) + colon.rstrip())
    shown += _yaku_lines([(_names(y.yaku, lang), _w("han", lang, n=y.han), "") for y in result.yaku], style, lang)
    value = f"{_w('value', lang)}{colon}{_level(result.points.level, lang)}"
    shown.append(bold(value) if chat else value)
    paid = _payments_of(result.points, True, result.is_dealer, result.riichi.honba, result.rules.players, lang)
    shown.append(f"{_w('points', lang)}{colon}{result.points.total}{colon}{paid}")
    return lines(*shown)


def _yaku_lines(rows: list[tuple[list[str], str, str]], style: Style, lang: Display) -> list[str]:
    """A table in a terminal; in a chat one line per yaku: ``• Pinfu · All Sequences: 1 han — 234m``
    (a chat that reads yaku by their Japanese names needs no romaji beside them: it is their reading)."""
    if style is Style.TERMINAL:
        return _table(rows)
    colon = "：" if _chinese(lang) else ": "
    japanese_names = len(lang) == 1 and language_info(lang[0]).fan_names[:1] == ("ja",)
    out = []
    for names, amount, sets in rows:
        shown = names[:1] if japanese_names else dict.fromkeys(names)
        line = f"• {' · '.join(shown)}{colon}{amount}"
        out.append(f"{line} — {sets}" if sets else line)
    return out


def _fu_breakdown(result: RiichiResult, lang: Display) -> str:
    if result.fu == 25 and len(result.fu_details) == 1:
        return _w("seven_pairs", lang)
    fu_names = _labels_for(lang).get("fu_reasons", {})
    parts = []
    # the base first, as players add up: a closed hand won on a discard gets 20 and 10 more for
    # being closed (menzen kafu), which the scorer counts together as a base of 30
    for item in sorted(result.fu_details, key=lambda item: item.reason != FuReason.BASE):
        if item.reason == FuReason.BASE and item.fu == BASE_FU + CLOSED_RON_FU:
            parts += [f"{BASE_FU} {fu_names[item.reason]}", f"{CLOSED_RON_FU} {_w('closed_ron', lang)}"]
            continue
        where = f" {_set_text(item.set)}" if item.set is not None else ""
        if item.set is not None and item.set is result.win_set and item.reason.startswith("open_"):
            where = f" {_set_text(_concealed_view(item.set))}{_w('on_discard', lang)}"
        label = fu_names[item.reason]  # every FuReason has its words (tests/bot/test_catalogue.py)
        parts.append(f"{item.fu} {label}{where}")
    raw = sum(i.fu for i in result.fu_details)
    rounded = _w("rounded", lang, raw=raw) if raw != result.fu else ""
    return " = " + " + ".join(parts) + rounded if parts else ""
