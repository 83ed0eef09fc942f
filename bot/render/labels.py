"""The labels of the text renderers: ``bot/render/<renderer>.toml``, one table per language.

Each file has the tables ``en``, ``zh_hans`` and ``zh_hant`` with the same keys (tests check it);
values are ``str.format`` templates.
"""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path

LANGUAGES = ("en", "zh_hans", "zh_hant")
#: the ``lang`` of the score, fan and table texts: English and Simplified Chinese together, or one
LANGS = ("en+zh", "en", "zh", "zh_hant")
#: the renderers' own language words (``zh`` is Simplified) -> the tables of the label files
TABLE_OF = {"en": "en", "zh": "zh_hans", "zh_hans": "zh_hans", "zh_hant": "zh_hant"}


@functools.cache
def labels(renderer: str) -> dict[str, dict]:
    """language -> key -> template (or a nested table) of ``<renderer>.toml`` beside this module."""
    with Path(__file__).with_name(f"{renderer}.toml").open("rb") as handle:
        return tomllib.load(handle)


def parts(lang: str) -> tuple[str, ...]:
    """The one-language parts of ``lang`` (``en+zh`` is ``en`` and ``zh``); ``ValueError`` for others."""
    if lang not in LANGS:
        raise ValueError(f"unknown language '{lang}': use one of {', '.join(LANGS)}")
    return ("en", "zh") if lang == "en+zh" else (lang,)


def label(renderer: str, key: str, part: str, **values: object) -> str:
    """One label of ``renderer`` in one language (``en``, ``zh``, ``zh_hant``)."""
    return labels(renderer)[TABLE_OF[part]][key].format(**values)


def word(renderer: str, key: str, lang: str, **values: object) -> str:
    """A label in ``lang``: both languages joined by `` / `` (once where they read the same)."""
    return " / ".join(dict.fromkeys(label(renderer, key, part, **values) for part in parts(lang)))
