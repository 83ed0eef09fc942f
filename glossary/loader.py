"""Reading the glossary data files (glossary/data/*.toml) into `Entry` records.

A section may join facts from elsewhere to its file's fans (``Section.prepare``: a ruleset's scorer
is the one source of its fans' points and names).
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources

from glossary.errors import GlossaryDataError
from glossary.model import Entry
from glossary.sections import SECTIONS, check_section, section_of

_TEXT_FIELDS = ("zh_hans", "zh_hant", "en", "pinyin", "ja", "romaji", "definition_en", "definition_zh",
                "definition_zh_hant", "definition_ja", "note", "example")
_REQUIRED = ("id", "zh_hans", "zh_hant", "en", "pinyin", "definition_en", "definition_zh", "definition_zh_hant",
             "example")
_KNOWN = set(_TEXT_FIELDS) | {"id", "points", "yakuman", "han_open", "aliases", "excludes", "twin", "scored_by"}
#: a term names no fan, so it has no value and excludes nothing; it says which game's word it is
_TERM_KNOWN = (_KNOWN - {"points", "yakuman", "han_open", "excludes"}) | {"ruleset"}


def _data_text(name: str) -> bytes:
    return resources.files("glossary").joinpath("data", name).read_bytes()


def _entry(ruleset: str, raw: dict, where: str, kind: str = "fan") -> Entry:
    unknown = set(raw) - (_TERM_KNOWN if kind == "term" else _KNOWN)
    if unknown:
        raise GlossaryDataError(f"{where}: unknown field(s) {sorted(unknown)}")
    missing = [f for f in _REQUIRED if not raw.get(f)]
    if missing:
        raise GlossaryDataError(f"{where}: missing {', '.join(missing)}")
    return Entry(
        ruleset=ruleset,
        id=raw["id"],
        points=raw.get("points"),
        yakuman=raw.get("yakuman"),
        han_open=raw.get("han_open"),
        aliases=tuple(raw.get("aliases", ())),
        excludes=tuple(raw.get("excludes", ())),
        twin=raw.get("twin") or None,
        scored_by=raw.get("scored_by") or None,
        kind=kind,
        **{f: raw.get(f, "") for f in _TEXT_FIELDS},
    )


@cache
def load_ruleset(ruleset: str) -> tuple[Entry, ...]:
    """The entries of one ruleset, in file order."""
    try:
        check_section(ruleset)
    except ValueError as error:
        raise GlossaryDataError(str(error)) from None
    fans = tomllib.loads(_data_text(f"{ruleset}.toml").decode("utf-8")).get("fan", [])
    prepare = section_of(ruleset).prepare
    if prepare is not None:
        fans = prepare(fans)
    return tuple(_entry(ruleset, raw, f"{ruleset}.toml fan #{i + 1} ({raw.get('id', '?')})")
                 for i, raw in enumerate(fans))


@cache
def load_all() -> tuple[Entry, ...]:
    """Every fan, ruleset by ruleset."""
    return tuple(e for ruleset in SECTIONS for e in load_ruleset(ruleset))


@cache
def load_terms() -> tuple[Entry, ...]:
    """The words that are not fans (data/terms.toml), as entries of kind "term", in file order."""
    data = tomllib.loads(_data_text("terms.toml").decode("utf-8"))
    terms = []
    for i, raw in enumerate(data.get("term", [])):
        where = f"terms.toml term #{i + 1} ({raw.get('id', '?')})"
        ruleset = raw.get("ruleset")
        if ruleset not in SECTIONS:
            raise GlossaryDataError(f"{where}: ruleset '{ruleset}': use one of {', '.join(SECTIONS)}")
        terms.append(_entry(ruleset, {k: v for k, v in raw.items() if k != "ruleset"}, where, kind="term"))
    return tuple(terms)


@cache
def character_folding() -> dict[str, str]:
    """Traditional -> Simplified and variant folding, one character to one character."""
    data = tomllib.loads(_data_text("characters.toml").decode("utf-8"))
    table: dict[str, str] = {}
    for section in ("traditional", "variants"):
        for source, target in data.get(section, {}).items():
            if len(source) != 1 or len(target) != 1:
                raise GlossaryDataError(f"characters.toml [{section}] '{source}' = '{target}': one character each")
            table[source] = target
    # fold chains (坎 -> 嵌, 麼 -> 幺 ...) so one pass is enough
    return {s: table.get(t, t) for s, t in table.items()}


@cache
def query_noise_words(section: str = "words") -> tuple[str, ...]:
    """Words a query may carry around a name without naming anything (terms.toml [query_noise]),
    as written: ``words`` ('hand', 'yaku', 番种) or ``counts`` ('two', 'x'). ``normalize.query_noise``
    folds them."""
    data = tomllib.loads(_data_text("terms.toml").decode("utf-8"))
    return tuple(data.get("query_noise", {}).get(section, []))
