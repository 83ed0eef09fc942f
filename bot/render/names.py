"""Names of fans, yaku and honor tiles in a reply language, as ``bot/locales/languages.toml`` says.

No language is a branch here: each language lists the glossary fields its texts read
(``fan_names``, ``beside``, ``chinese``, ``definitions``) and the script of its honor tiles, so a
new language is a table in that file. ``names`` is any mapping of those fields to text (a glossary
entry's fields, or a score JSON's ``zh``/``zh_hant``/``en``).
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.i18n import language_info
from glossary import Entry, get_entry
from glossary.sections import section_of
from scoring.tiles import HONOR_NAMES_HANS, HONOR_NAMES_HANT

#: the fields of a score JSON's fan (``zh`` is the Simplified name) as the glossary calls them
_JSON_FIELDS = {"zh_hans": "zh", "zh_hant": "zh_hant", "en": "en"}
_HONOR_SCRIPTS = {"hans": HONOR_NAMES_HANS, "hant": HONOR_NAMES_HANT}


def entry_fields(entry: Entry) -> dict[str, str]:
    """A glossary entry's names and definitions by field name."""
    return {field: getattr(entry, field) for field in (
        "zh_hans", "zh_hant", "en", "ja", "romaji", "pinyin", "definition_en", "definition_zh",
        "definition_zh_hant", "definition_ja")}


def first_of(names: Mapping[str, str], fields: tuple[str, ...]) -> str:
    """The first of ``fields`` that ``names`` fills ("" when none)."""
    return next((names[field] for field in fields if names.get(field)), "")


def short_name(names: Mapping[str, str], language: str) -> str:
    """The name in ``language`` alone (a compact list: ``/fans``)."""
    return first_of(names, language_info(language).fan_names) or names.get("en", "")


def said_name(entry: Entry, language: str) -> str:
    """A fan's short name in ``language``; for a reader of Latin letters, the name players say first where its
    section has one of its own (yaku by their romaji): "Tanyao (All Simples)"."""
    fields = entry_fields(entry)
    name = short_name(fields, language)
    said = fields.get(section_of(entry.ruleset).latin_field, "") if reads_latin(language) else ""
    return f"{said} ({name})" if said and said != name else name


def name_in(names: Mapping[str, str], language: str) -> str:
    """The name in ``language``, with the ``beside`` name in brackets where the language has one
    (English: "Outside Hand (全带幺)")."""
    info = language_info(language)
    name = short_name(names, language)
    other = names.get(info.beside, "") if info.beside else ""
    return f"{name} ({other})" if other and other != name else name


def entry_name_in(entry: Entry, language: str) -> str:
    """A glossary entry's name in ``language`` (``name_in``)."""
    return name_in(entry_fields(entry), language)


def fan_name(ruleset: str, fan_id: str, language: str) -> str:
    """A fan's or yaku's name in ``language``, from the glossary (whose fan names are the scorer's own,
    ``scoring/mcr/fans.tsv``); KeyError for an id it does not know."""
    return entry_name_in(get_entry(ruleset, fan_id), language)


def chinese_of(names: Mapping[str, str], language: str) -> str:
    """The name in Chinese characters, in the script ``language`` reads."""
    return first_of(names, language_info(language).chinese)


def definition_of(names: Mapping[str, str], language: str) -> str:
    return first_of(names, language_info(language).definitions)


def json_fields(fan: Mapping[str, str], extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """A score JSON's fan names (``zh``, ``zh_hant``, ``en``) under the glossary's field names."""
    fields = {field: fan.get(key, "") or "" for field, key in _JSON_FIELDS.items()}
    return {**fields, **{k: v for k, v in (extra or {}).items() if v}}


def honor_names(language: str) -> tuple[str, ...]:
    """东南西北白发中 in the script of ``language`` (Traditional: 東南西北白發中)."""
    return _HONOR_SCRIPTS.get(language_info(language).script, HONOR_NAMES_HANS)


def reads_latin(language: str) -> bool:
    """Whether ``language`` names fans by their English (or romaji) names rather than in characters."""
    return language_info(language).fan_names[:1] == ("en",)


def is_wide(language: str) -> bool:
    """Whether ``language``'s texts use full-width punctuation (Chinese, Japanese)."""
    return language_info(language).wide


__all__ = ["chinese_of", "definition_of", "entry_fields", "entry_name_in", "fan_name", "first_of", "honor_names",
           "is_wide", "json_fields", "name_in", "reads_latin", "said_name", "short_name"]
