"""Glossary entries as readable text, in English and Chinese: names, value, definition, what the
fan excludes (by name), the note on the seeds, the example hand scored live, and the twin fan.

Used by ``fanbot fan`` / ``fanbot fans`` and by the chat bot (``render_entry_for_bot``).
``lang`` is ``en+zh`` (both, the default), ``en``, ``zh`` (Simplified) or ``zh_hant`` (Traditional).
The texts are rich text (``bot.rich``): titles are bold spans, which the terminal shows plain and
each chat adapter in its own markup. Labels are the catalogue's ``render.text_glossary.*`` messages.
"""

from __future__ import annotations

import functools
import re

from bot.i18n import error_text
from bot.render.labels import LANGS, TABLE_OF, label, labels, word
from bot.render.labels import parts as _parts
from bot.rich import Rich, bold, lines
from glossary import Entry, LookupResult, entries, get_entry, twin_of
from scoring.hand import HandError
from scoring.mcr import score_hand as score_mcr
from scoring.notation import parse_hand
from scoring.riichi import score_hand as score_riichi


def _word(key: str, lang: str, **values: object) -> str:
    return word("text_glossary", key, lang, **values)


def _label(key: str, part: str, **values: object) -> str:
    """One label in one language (``en``, ``zh``, ``zh_hant``)."""
    return label("text_glossary", key, part, **values)


def chinese_name(entry: Entry, lang: str) -> str:
    """The name in Chinese characters: Traditional, Japanese (its Chinese name where it has none) or Simplified."""
    if lang == "ja":
        return entry.ja or entry.zh_hant or entry.zh_hans
    return entry.zh_hant if lang == "zh_hant" else entry.zh_hans


def latin_name(entry: Entry) -> str:
    """Riichi players name yaku in romaji; MCR and regional fans go by their English names."""
    return entry.romaji if entry.ruleset == "riichi" else entry.en


def entry_name(entry: Entry, lang: str = "en+zh") -> str:
    """'清一色 Full Flush' / '清一色 Chinitsu' (both), 'Full Flush' (en) or '清一色' (zh / zh_hant)."""
    if lang == "en":
        return latin_name(entry)
    if lang in ("zh", "zh_hant", "ja"):
        return chinese_name(entry, lang)
    return f"{entry.zh_hans} {latin_name(entry)}"


def ruleset_title(ruleset: str, lang: str) -> str:
    return _word(f"ruleset_{ruleset}", lang)


def value_text(entry: Entry, lang: str = "en+zh", *, fan_unit: bool = False) -> str:
    """``fan_unit``: MCR points in English as "24 fan", the word the chat bot's scores use."""
    def one(part: str) -> str:
        if fan_unit and part == "en" and entry.ruleset != "riichi" and entry.points is not None:
            return f"{entry.points} fan"
        if part == "ja":
            return _value_from_labels(entry, part)
        return entry.value_text(part)

    return " / ".join(dict.fromkeys(one(p) for p in _parts(lang)))


def _value_from_labels(entry: Entry, part: str) -> str:
    """The value in the words of the glossary labels: '24 点', '2 翻 [鳴き 1 翻]', '役満'."""
    if entry.yakuman:
        key = {1: "group_yakuman", 2: "group_double_yakuman"}.get(entry.yakuman, "group_times_yakuman")
        return _label(key, part, n=entry.yakuman)
    if entry.points is None:
        return _label("group_unvalued", part)
    if entry.ruleset == "riichi":
        opened = _label("closed_only", part) if entry.han_open is None else _label("open_han", part, n=entry.han_open)
        return f"{_label('group_han', part, n=entry.points)}（{opened}）"
    return _label("group_point" if entry.points == 1 else "group_points", part, n=entry.points)


def _names_line(entry: Entry) -> str:
    names = [entry.pinyin]
    if entry.zh_hant != entry.zh_hans:
        names.append(entry.zh_hant)
    if entry.ja and entry.ja not in (entry.zh_hans, entry.zh_hant):
        names.append(entry.ja)
    if entry.romaji:
        names.append(entry.en if entry.romaji != entry.en else "")
    return " · ".join(n for n in names if n)


def _score_example(entry: Entry, lang: str) -> str:
    """The example's score, from the real scorer: 'Full Flush 24 + Tile Hog 2 … = 28'."""
    try:
        if entry.ruleset == "mcr":
            result = score_mcr(parse_hand(entry.example, "mcr"))
            parts = []
            for hit in result.fans:
                fan = get_entry("mcr", hit.id)
                times = f"×{hit.count}" if hit.count > 1 else ""
                parts.append(f"{entry_name(fan, lang)} {hit.points}{times}")
            return " + ".join(parts) + f" = {result.total}"
        if entry.ruleset == "riichi":
            data = score_riichi(parse_hand(entry.example, "riichi")).to_json()
            parts = [f"{entry_name(get_entry('riichi', y['id']), lang)} {y['han']}" for y in data["yaku"]]
            parts += [f"{entry_name(get_entry('riichi', y['id']), lang)} ×{y['multiplier']}" for y in data["yakuman"]]
            return " + ".join(parts) + " = " + _riichi_value(data, lang)
    except HandError as error:
        language = {"zh": "zh_hans", "zh_hant": "zh_hant", "ja": "ja"}.get(lang, "en")
        return f"{_word('unscorable', lang)}: {error_text(error, language)}"
    return _word("not_scored", lang)


def _riichi_value(data: dict, lang: str) -> str:
    """'2 han 40 fu, 2600' / '2 番 40 符，2600 点'; a yakuman is named, not counted in han and fu."""
    level, total = data.get("level") or "", data["points"]["total"]
    part = lang if lang in ("zh", "zh_hant", "ja") else "en"
    if part != "en":  # the limit names of the Riichi score text
        level = labels("text_riichi")[TABLE_OF[part]]["levels"].get(level, level)
    if data.get("yakuman"):
        return _label("value_yakuman", part, limit=level, total=total)
    return (_label("value_han_fu", part, han=data["han"], fu=data["fu"])
            + (_label("value_limit", part, limit=level) if level else "") + _label("value_total", part, total=total))


def _players_note(note: str) -> str:
    """The sentences of a note that speak about the game, without those about our sources."""
    kept = [s for s in re.split(r"(?<=\.)\s+", note) if not re.search(r"\b(seeds?|reference|CHM)\b", s, re.I)]
    return " ".join(kept)


def render_entry(entry: Entry, lang: str = "en+zh", *, score: bool = True, for_players: bool = False) -> Rich:
    """The whole entry as text; ``score`` runs the example through the scorer.

    ``for_players`` (the chat bot) leaves out what the notes say about the seeds and the reference.
    """
    parts = _parts(lang)
    title = f"{chinese_name(entry, lang)} {latin_name(entry)}" if lang != "en" else (
        f"{latin_name(entry)} ({entry.zh_hans})")
    shown: list[Rich | str] = [
        bold(title) + f" — {value_text(entry, lang, fan_unit=for_players)} · {ruleset_title(entry.ruleset, lang)}",
        _names_line(entry)]
    if not entry.is_mcr and entry.ruleset == "regional":
        shown.append(_word("not_mcr", lang))
    aliases = _aliases_for(entry, lang)
    if aliases:
        shown.append(f"{_word('also', lang)}: {', '.join(aliases)}")
    shown.append("")
    if "en" in parts:
        shown.append(entry.definition_en)
    if "zh" in parts:
        shown.append(entry.definition_zh)
    if "zh_hant" in parts:
        shown.append(entry.definition_zh_hant)
    if "ja" in parts:
        shown.append(entry.definition_ja or entry.definition_en)
    if entry.excludes:
        names = ", ".join(entry_name(get_entry(entry.ruleset, fan_id), lang) for fan_id in entry.excludes)
        shown.append(f"{_word('excludes', lang)}: {names}")
    note = entry.note if not for_players else _players_note(entry.note)
    if note and "en" in parts:  # the notes (on the seeds and our choices) are written in English
        shown.append(f"{_word('player_note' if for_players else 'note', lang)}: {note}")
    shown.append(f"{_word('example', lang)}: {entry.example}")
    if score:
        shown.append(f"  {_word('scored', lang)}: {_score_example(entry, lang)}")
    twin = twin_of(entry)
    if twin is not None:
        where = _word("twin", lang, ruleset=lambda part: ruleset_title(twin.ruleset, part))
        twin_name = entry_name(twin, "en+zh") if "en" in parts else f"{chinese_name(twin, lang)} {latin_name(twin)}"
        shown.append(f"{where}: {twin_name} — {value_text(twin, lang, fan_unit=for_players)}")
    return lines(*shown)


_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@functools.cache
def _simplified_only() -> frozenset[str]:
    """Characters the glossary writes only in its Simplified texts (e.g. 顺 for 順)."""
    simplified, traditional = set(), set()
    for entry in entries():
        simplified.update(entry.zh_hans + entry.definition_zh)
        traditional.update(entry.zh_hant + entry.definition_zh_hant)
    return frozenset(ch for ch in simplified - traditional if _CJK.match(ch))


def _aliases_for(entry: Entry, lang: str) -> list[str]:
    """Every alias for English readers; Chinese readers get the Chinese (and Japanese) ones, in their script."""
    if lang in ("en", "en+zh"):
        return list(entry.aliases)
    shown = [a for a in entry.aliases if _CJK.search(a)]
    if lang == "zh_hant":
        shown = [a for a in shown if not any(ch in _simplified_only() for ch in a)]
    return shown


def render_entry_for_bot(entry: Entry, language: str) -> Rich:
    """The chat bot's view of an entry; ``language`` is the chat's (en, zh_hans, zh_hant)."""
    lang = {"en": "en+zh", "zh_hans": "zh", "zh_hant": "zh_hant", "ja": "ja"}.get(language, "en+zh")
    return render_entry(entry, lang, for_players=True)


def render_lookup(result: LookupResult, lang: str = "en+zh") -> Rich:
    """An entry when the query found one (with the other close candidates), else suggestions."""
    if result.best is None:
        shown = [_word("no_match", lang, query=result.query)]
        if result.candidates:
            shown.append(f"{_word('did_you_mean', lang)}:")
            shown += [f"  {_candidate_line(c.entry, c.score, lang)}" for c in result.candidates[:5]]
        return lines(*shown)
    text = render_entry(result.best, lang)
    top = result.candidates[0].score if result.candidates else 0
    twin = twin_of(result.best)
    others = [c for c in result.candidates[1:] if c.score >= top - 5 and c.entry not in (result.best, twin)]
    if others:
        text += f"\n{_word('others', lang)}: " + "; ".join(
            f"{entry_name(c.entry, lang)} ({ruleset_title(c.entry.ruleset, lang)})" for c in others[:4])
    return text


def _candidate_line(entry: Entry, score: float, lang: str) -> str:
    return f"{entry_name(entry, lang)} · {ruleset_title(entry.ruleset, lang)} · {value_text(entry, lang)} ({score:g})"


def _group_key(entry: Entry) -> tuple[int, int]:
    """Sort groups: yakuman first (by multiplier), then by points/han; no value last."""
    if entry.yakuman:
        return (2, entry.yakuman)
    if entry.points is None:
        return (0, 0)
    return (1, entry.points)


def _group_header(key: tuple[int, int], ruleset: str, lang: str) -> str:
    kind, value = key
    texts = []
    for part in _parts(lang):
        if kind == 2:
            label = {1: "group_yakuman", 2: "group_double_yakuman"}.get(value, "group_times_yakuman")
        elif kind == 0:
            label = "group_unvalued"
        elif ruleset == "riichi":
            label = "group_han"
        else:
            label = "group_point" if value == 1 else "group_points"
        texts.append(_label(label, part, n=value))
    return " / ".join(dict.fromkeys(texts))


def _open_text(entry: Entry, lang: str) -> str:
    if entry.ruleset != "riichi" or entry.yakuman:
        return ""
    texts = (_label("closed_only", p) if entry.han_open is None else _label("open_han", p, n=entry.han_open)
             for p in _parts(lang))
    return "  [" + " / ".join(dict.fromkeys(texts)) + "]"


def render_table(ruleset: str = "mcr", lang: str = "en+zh") -> Rich:
    """Every entry of a ruleset, grouped by value, highest first."""
    groups: dict[tuple[int, int], list[Entry]] = {}
    for entry in entries(ruleset):
        groups.setdefault(_group_key(entry), []).append(entry)
    shown: list[Rich | str] = [bold(ruleset_title(ruleset, lang))]
    for key in sorted(groups, reverse=True):
        members = groups[key]
        shown += ["", bold(_group_header(key, ruleset, lang))]
        width = max(len(chinese_name(e, lang)) for e in members)
        for entry in members:
            zh = chinese_name(entry, lang).ljust(width, "\u3000")
            if lang == "en":
                name = entry.en
            elif lang in ("zh", "zh_hant", "ja"):
                name = zh
            else:
                name = f"{zh}  {entry.en}"
            shown.append(f"  {name}  ({entry.id}){_open_text(entry, lang)}")
    return lines(*shown)


__all__ = ["LANGS", "entry_name", "latin_name", "ruleset_title", "render_entry", "render_entry_for_bot",
           "render_lookup", "render_table", "value_text"]
