"""Reading the glossary data files (glossary/data/*.toml) into `Entry` records.

An MCR fan's points, standard names and exclusions are the scorer's (``scoring/mcr/fans.tsv``, the
one source of those facts): ``mcr.toml`` adds only what teaches the fan, and may not repeat them.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources

from glossary.model import RULESETS, Entry
from scoring.mcr.fans import FANS as MCR_FANS

_TEXT_FIELDS = ("zh_hans", "zh_hant", "en", "pinyin", "ja", "romaji", "definition_en", "definition_zh",
                "definition_zh_hant", "definition_ja", "note", "example")
_REQUIRED = ("id", "zh_hans", "zh_hant", "en", "pinyin", "definition_en", "definition_zh", "definition_zh_hant",
             "example")
_KNOWN = set(_TEXT_FIELDS) | {"id", "points", "yakuman", "han_open", "aliases", "excludes", "twin"}
#: an MCR fan's facts, read from the scorer's fan table (as ``Entry`` fields), never from mcr.toml
_MCR_FACTS = ("points", "zh_hans", "zh_hant", "en", "excludes")
#: a term names no fan, so it has no value and excludes nothing; it says which game's word it is
_TERM_KNOWN = (_KNOWN - {"points", "yakuman", "han_open", "excludes"}) | {"ruleset"}


class GlossaryDataError(ValueError):
    """A data file does not have the shape the glossary expects."""


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
        kind=kind,
        **{f: raw.get(f, "") for f in _TEXT_FIELDS},
    )


def _with_mcr_facts(fans: list[dict]) -> list[dict]:
    """mcr.toml's fans with their facts from the scorer's fan table, in the table's order."""
    by_id = {}
    for i, raw in enumerate(fans):
        repeated = sorted(set(raw) & set(_MCR_FACTS))
        if repeated:
            raise GlossaryDataError(f"mcr.toml fan #{i + 1} ({raw.get('id', '?')}): {', '.join(repeated)} "
                                    "come from scoring/mcr/fans.tsv, not from here")
        by_id[raw.get("id")] = raw
    table = [fan.id for fan in MCR_FANS]
    if list(by_id) != table:
        raise GlossaryDataError(f"mcr.toml: the fans of scoring/mcr/fans.tsv, once each and in its order: "
                                f"missing {sorted(set(table) - set(by_id))}, unknown {sorted(set(by_id) - set(table))}")
    return [{**by_id[fan.id], "points": fan.points, "zh_hans": fan.zh, "zh_hant": fan.zh_hant, "en": fan.en,
             "excludes": list(fan.excludes)} for fan in MCR_FANS]


@cache
def load_ruleset(ruleset: str) -> tuple[Entry, ...]:
    """The entries of one ruleset, in file order."""
    if ruleset not in RULESETS:
        raise GlossaryDataError(f"unknown ruleset '{ruleset}': use one of {', '.join(RULESETS)}")
    fans = tomllib.loads(_data_text(f"{ruleset}.toml").decode("utf-8")).get("fan", [])
    if ruleset == "mcr":
        fans = _with_mcr_facts(fans)
    return tuple(_entry(ruleset, raw, f"{ruleset}.toml fan #{i + 1} ({raw.get('id', '?')})")
                 for i, raw in enumerate(fans))


@cache
def load_all() -> tuple[Entry, ...]:
    """Every fan, ruleset by ruleset."""
    return tuple(e for ruleset in RULESETS for e in load_ruleset(ruleset))


@cache
def load_terms() -> tuple[Entry, ...]:
    """The words that are not fans (data/terms.toml), as entries of kind "term", in file order."""
    data = tomllib.loads(_data_text("terms.toml").decode("utf-8"))
    terms = []
    for i, raw in enumerate(data.get("term", [])):
        where = f"terms.toml term #{i + 1} ({raw.get('id', '?')})"
        ruleset = raw.get("ruleset")
        if ruleset not in RULESETS:
            raise GlossaryDataError(f"{where}: ruleset '{ruleset}': use one of {', '.join(RULESETS)}")
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
