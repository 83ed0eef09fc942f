"""Glossary entries as readable text, in English and Chinese: names, value, definition, what the
fan excludes (by name), the note for players, the example hand scored live, and the twin fan.

Used by ``fanbot fan`` / ``fanbot fans`` and by the chat bot (``render_entry_for_bot``, ``/fans``).
``lang`` is the languages shown: a tuple of codes of ``bot/locales/languages.toml`` or a ``--lang``
word (``both``, the default: English beside Simplified Chinese; ``ja``; ``zh_hant`` ...); which name
and definition each language reads is that file's data (``bot/render/names.py``). The texts are
rich text (``bot.rich``): titles are bold spans, which the terminal shows plain and each chat
adapter in its own markup. Labels are the catalogue's ``render.text_glossary.*`` messages.
"""

from __future__ import annotations

import functools
import re

from bot.i18n import Translator, error_text, language_info, listed
from bot.render.labels import DEFAULT_DISPLAY, label, labels, word
from bot.render.labels import parts as _parts
from bot.render.names import definition_of, entry_fields, reads_latin, short_name
from bot.render.styles import Style
from bot.rich import Rich, bold, lines
from glossary import Entry, LookupResult, entries, get_entry, scored_by, section_of, twin_of
from glossary.sections import default_section
from scoring.hand import HandError
from scoring.notation import parse_hand
from scoring.rulesets import ruleset_of

Display = str | tuple[str, ...]


def _word(key: str, lang: Display, **values: object) -> str:
    return word("text_glossary", key, lang, **values)


def _label(key: str, part: str, **values: object) -> str:
    """One label in one language."""
    return label("text_glossary", key, part, **values)


def chinese_name(entry: Entry, lang: Display) -> str:
    """The name in characters for readers of ``lang``: their own name where their language names
    fans in characters (Traditional, Japanese: its Chinese name where it has none), else the name
    their language keeps beside the English one (Simplified Chinese)."""
    shown = _parts(lang)
    code = next((c for c in shown if not reads_latin(c)), shown[0])
    beside = language_info(code).beside if reads_latin(code) else ""
    fields = entry_fields(entry)
    return fields.get(beside, "") if beside else short_name(fields, code)


def latin_name(entry: Entry) -> str:
    """The name players write in Latin letters: the section's field (yaku by their romaji), else English."""
    return getattr(entry, section_of(entry.ruleset).latin_field)


def _latin(lang: Display) -> bool:
    """Whether one of the languages shown reads fans by their English names (and the English notes)."""
    return any(reads_latin(code) for code in _parts(lang))


def entry_name(entry: Entry, lang: Display = DEFAULT_DISPLAY) -> str:
    """'清一色 Full Flush' / '清一色 Chinitsu' (both), 'Full Flush' (en) or '清一色' (zh_hans, zh_hant, ja)."""
    shown = _parts(lang)
    if len(shown) == 1:
        return latin_name(entry) if reads_latin(shown[0]) else chinese_name(entry, shown)
    return f"{chinese_name(entry, shown)} {latin_name(entry)}"


def ruleset_title(ruleset: str, lang: Display) -> str:
    return _word(f"ruleset_{ruleset}", lang)


def value_text(entry: Entry, lang: Display = DEFAULT_DISPLAY, *, fan_unit: bool = False) -> str:
    """The value as players say it ('24 points', '2 han (1 open)', 'double yakuman', '64番') in
    every language shown; ``fan_unit``: points as the chat bot's scores count them ("24 fan")."""
    return " / ".join(dict.fromkeys(entry_value(entry, part, fan_unit=fan_unit) for part in _parts(lang)))


def entry_value(entry: Entry, language: str, *, fan_unit: bool = False) -> str:
    """An entry's value in one language, from the catalogue's ``text.value.*`` messages."""
    tr = Translator(language)
    if entry.is_term:
        return tr("text.value.term")
    if entry.yakuman:
        if entry.yakuman > 2:
            return tr("text.value.times_yakuman", n=entry.yakuman)
        return tr("text.value.yakuman" if entry.yakuman == 1 else "text.value.double_yakuman")
    if entry.points is None:
        return tr("text.value.unvalued")
    if section_of(entry.ruleset).han:
        if entry.han_open is None:
            return tr("text.value.han_closed", han=entry.points)
        return tr("text.value.han_open", han=entry.points, open=entry.han_open)
    if fan_unit:
        return tr("fan.points", points=entry.points)
    one, several = section_of(entry.ruleset).value_words
    return tr(one if entry.points == 1 else several, n=entry.points)


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
    section = section_of(entry.ruleset)
    if not section.examples_scored:
        return _word("not_scored", lang)
    try:
        data = ruleset_of(section.scored_in).score(parse_hand(entry.example, section.scored_in), None).to_json()
    except HandError as error:
        shown = _parts(lang)
        language = shown[0] if len(shown) == 1 else "en"  # a text of several languages: English
        return f"{_word('unscorable', lang)}: {error_text(error, language)}"

    def name(fan_id: str) -> str:
        return entry_name(get_entry(section.id, fan_id), lang)

    if section.han:  # yaku by their han, yakuman by their multiple, then the han, fu and payment
        parts = [f"{name(y['id'])} {y['han']}" for y in data["yaku"]]
        parts += [f"{name(y['id'])} ×{y['multiplier']}" for y in data["yakuman"]]
        return " + ".join(parts) + " = " + _riichi_value(data, lang)
    parts = [f"{name(f['id'])} {f['points']}" + (f"×{f['count']}" if f.get("count", 1) > 1 else "")
             for f in data["fans"]]
    return " + ".join(parts) + f" = {data['total']}"


def _riichi_value(data: dict, lang: str) -> str:
    """'2 han 40 fu, 2600' / '2 番 40 符，2600 点'; a yakuman is named, not counted in han and fu."""
    level, total = data.get("level") or "", data["points"]["total"]
    shown = _parts(lang)
    part = shown[0] if len(shown) == 1 else "en"  # a text of several languages: English
    level = labels("text_riichi", part)["levels"].get(level, level)  # the limit names of the han score's text
    if data.get("yakuman"):
        return _label("value_yakuman", part, limit=level, total=total)
    return (_label("value_han_fu", part, han=data["han"], fu=data["fu"])
            + (_label("value_limit", part, limit=level) if level else "") + _label("value_total", part, total=total))


def _joined(items: list[str], parts: tuple[str, ...]) -> str:
    """A list as the one language shown writes it (、 in Chinese); ``, `` when several are shown."""
    return listed(parts[0], items) if len(parts) == 1 else ", ".join(items)


def _players_note(note: str) -> str:
    """The sentences of a note that speak about the game, without those about our sources."""
    kept = [s for s in re.split(r"(?<=\.)\s+", note) if not re.search(r"\b(seeds?|reference|CHM)\b", s, re.I)]
    return " ".join(kept)


def render_entry(entry: Entry, lang: Display = DEFAULT_DISPLAY, *, score: bool = True,
                 for_players: bool = False) -> Rich:
    """The whole entry as text; ``score`` runs the example through the scorer.

    ``for_players`` (the chat bot) counts in the chat's fan unit. Neither shows what the notes say
    about our sources (the seeds, the reference): players read only about the game.
    """
    parts = _parts(lang)
    single_latin = len(parts) == 1 and reads_latin(parts[0])
    characters = chinese_name(entry, parts)
    title = f"{latin_name(entry)} ({characters})" if single_latin else f"{characters} {latin_name(entry)}"
    shown: list[Rich | str] = [
        bold(title) + f" — {value_text(entry, lang, fan_unit=for_players)} · {ruleset_title(entry.ruleset, lang)}",
        _names_line(entry)]
    note = section_of(entry.ruleset).shown_note
    if note is not None:
        shown.append(_word(note, lang))
    aliases = _aliases_for(entry, lang)
    if aliases:
        shown.append(f"{_word('also', lang)}: {_joined(aliases, parts)}")
    shown.append("")
    fields = entry_fields(entry)
    shown += dict.fromkeys(definition_of(fields, part) for part in parts)
    if entry.excludes:
        names = _joined([entry_name(get_entry(entry.ruleset, fan_id), lang) for fan_id in entry.excludes], parts)
        shown.append(f"{_word('excludes', lang)}: {names}")
    note = _players_note(entry.note)
    if note and _latin(parts):  # the notes are written in English
        shown.append(f"{_word('player_note', lang)}: {note}")
    shown.append(f"{_word('example', lang)}: {entry.example}")
    if score:
        shown.append(f"  {_word('scored', lang)}: {_score_example(entry, lang)}")
    twin = twin_of(entry)
    if twin is not None:
        where = _word("twin", lang, ruleset=lambda part: ruleset_title(twin.ruleset, part))
        twin_name = f"{chinese_name(twin, parts)} {latin_name(twin)}"
        shown.append(f"{where}: {twin_name} — {value_text(twin, lang, fan_unit=for_players)}")
    scorer = scored_by(entry)
    if scorer is not None:
        where = _word("scored_by", lang, ruleset=lambda part: ruleset_title(scorer.ruleset, part))
        shown.append(f"{where}: {chinese_name(scorer, parts)} {latin_name(scorer)} — {value_text(scorer, lang)}")
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


def _aliases_for(entry: Entry, lang: Display) -> list[str]:
    """Every alias for readers of English names; others get the Chinese (and Japanese) ones, in their script."""
    parts = _parts(lang)
    if _latin(parts):
        return list(entry.aliases)
    shown = [a for a in entry.aliases if _CJK.search(a)]
    if all(language_info(code).script == "hant" for code in parts):
        shown = [a for a in shown if not any(ch in _simplified_only() for ch in a)]
    return shown


def render_entry_for_bot(entry: Entry, language: str) -> Rich:
    """The chat bot's view of an entry in the chat's language; a language that keeps another's
    names beside its own shows that language's definition too (English: the Chinese one)."""
    beside = language_info(language).beside
    return render_entry(entry, (language, beside) if beside else (language,), for_players=True)


def render_lookup(result: LookupResult, lang: Display = DEFAULT_DISPLAY) -> Rich:
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


def _candidate_line(entry: Entry, score: float, lang: Display) -> str:
    return f"{entry_name(entry, lang)} · {ruleset_title(entry.ruleset, lang)} · {value_text(entry, lang)} ({score:g})"


def render_worth(ruleset: str, worth: int, language: str) -> Rich | None:
    """The chat line of the entries worth ``worth`` points or han (as the section counts): ``/fan 8``; None when
    no entry is worth that much."""
    members = [entry for entry in entries(ruleset) if _group_key(entry) == (1, worth)]
    if not members:
        return None
    tr = Translator(language)
    return bold(_chat_header(tr, (1, worth), ruleset)) + " " + ENTRY_SEPARATOR.join(
        short_name(entry_fields(e), language) for e in members)


def _group_key(entry: Entry) -> tuple[int, int]:
    """Sort groups: yakuman first (by multiplier), then by points/han; no value last."""
    if entry.yakuman:
        return (2, entry.yakuman)
    if entry.points is None:
        return (0, 0)
    return (1, entry.points)


def _group_header(key: tuple[int, int], ruleset: str, lang: Display) -> str:
    kind, value = key
    texts = []
    for part in _parts(lang):
        if kind == 2:
            label = {1: "group_yakuman", 2: "group_double_yakuman"}.get(value, "group_times_yakuman")
        elif kind == 0:
            label = "group_unvalued"
        elif section_of(ruleset).han:
            label = "group_han"
        else:
            label = "group_point" if value == 1 else "group_points"
        texts.append(_label(label, part, n=value))
    return " / ".join(dict.fromkeys(texts))


def _open_text(entry: Entry, lang: Display) -> str:
    if not section_of(entry.ruleset).han or entry.yakuman:
        return ""
    texts = (_label("closed_only", p) if entry.han_open is None else _label("open_han", p, n=entry.han_open)
             for p in _parts(lang))
    return "  [" + " / ".join(dict.fromkeys(texts)) + "]"


#: between the entries of one group in the chat's table of fans
ENTRY_SEPARATOR = " · "


def render_table(ruleset: str | None = None, lang: Display = DEFAULT_DISPLAY, style: Style = Style.TERMINAL) -> Rich:
    """Every entry of a ruleset, grouped by value, highest first: ``fanbot fans`` and the chat's
    ``/fans``. ``TERMINAL``: a title, then each group's entries one per line with their ids (and a
    yaku's open value); ``CHAT``: one line per group, its entries named in the chat's language
    (the title is the reply's). No ``ruleset``: the first section's."""
    ruleset = default_section() if ruleset is None else ruleset
    groups: dict[tuple[int, int], list[Entry]] = {}
    for entry in entries(ruleset):
        groups.setdefault(_group_key(entry), []).append(entry)
    parts = _parts(lang)
    if style is Style.CHAT:
        tr = Translator(parts[0])
        # entries apart by a dot: a name may hold a comma ("Four Concealed Triplets, Single Wait")
        return lines(*(bold(_chat_header(tr, key, ruleset)) + " " + ENTRY_SEPARATOR.join(
            short_name(entry_fields(e), parts[0]) for e in groups[key]) for key in sorted(groups, reverse=True)))
    shown: list[Rich | str] = [bold(ruleset_title(ruleset, parts))]
    single_latin = len(parts) == 1 and reads_latin(parts[0])
    for key in sorted(groups, reverse=True):
        members = groups[key]
        shown += ["", bold(_group_header(key, ruleset, parts))]
        width = max(len(chinese_name(e, parts)) for e in members)
        for entry in members:
            zh = chinese_name(entry, parts).ljust(width, "\u3000")
            if single_latin:
                name = entry.en
            elif len(parts) == 1:
                name = zh
            else:
                name = f"{zh}  {entry.en}"
            shown.append(f"  {name}  ({entry.id}){_open_text(entry, parts)}")
    return lines(*shown)


def _chat_header(tr: Translator, key: tuple[int, int], ruleset: str) -> str:
    """A group's header in a chat: '24 fan:', '2 han:', 'Yakuman ×2:'; regional fans without a value last."""
    kind, value = key
    if kind == 2:
        return tr("fans.group_yakuman", times=value)
    han = section_of(ruleset).han
    if kind == 0:
        return tr("fans.group_han", han=0) if han else tr("fans.group_unscored")
    return tr("fans.group_han", han=value) if han else tr("fans.group_points", points=value)


__all__ = ["entry_name", "entry_value", "latin_name", "ruleset_title", "render_entry", "render_entry_for_bot",
           "render_lookup", "render_table", "render_worth", "value_text"]
