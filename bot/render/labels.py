"""The labels of the text renderers: the catalogue's ``render.<renderer>.<key>`` messages.

``labels(renderer)`` gives them per language as tables (``render.text_riichi.winds.east`` is
``labels("text_riichi")["en"]["winds"]["east"]``); values are ``str.format`` templates.
"""

from __future__ import annotations

import functools

from bot.i18n import LANGUAGES, load_strings

#: the ``lang`` of the score, fan and table texts: English and Simplified Chinese together, or one
LANGS = ("en+zh", "en", "zh", "zh_hant", "ja")
#: the renderers' own language words (``zh`` is Simplified) -> the catalogue's languages
TABLE_OF = {"en": "en", "zh": "zh_hans", "zh_hans": "zh_hans", "zh_hant": "zh_hant", "ja": "ja"}


@functools.cache
def labels(renderer: str) -> dict[str, dict]:
    """language -> key -> template (or a nested table) of the renderer's messages."""
    prefix = f"render.{renderer}."
    tables: dict[str, dict] = {}
    for language in LANGUAGES:
        table = tables.setdefault(language, {})
        strings = {**load_strings("en"), **load_strings(language)}  # English where a message is missing
        for key, template in strings.items():
            if key.startswith(prefix):
                *path, last = key[len(prefix):].split(".")
                node = table
                for part in path:
                    node = node.setdefault(part, {})
                node[last] = template
    return tables


def parts(lang: str) -> tuple[str, ...]:
    """The one-language parts of ``lang`` (``en+zh`` is ``en`` and ``zh``); ``ValueError`` for others."""
    if lang not in LANGS:
        raise ValueError(f"unknown language '{lang}': use one of {', '.join(LANGS)}")
    return ("en", "zh") if lang == "en+zh" else (lang,)


def label(renderer: str, key: str, part: str, **values: object) -> str:
    """One label of ``renderer`` in one language (``en``, ``zh``, ``zh_hant``); a value may be a
    function of that language, for a name that is itself in the label's language."""
    resolved = {name: value(part) if callable(value) else value for name, value in values.items()}
    return labels(renderer)[TABLE_OF[part]][key].format(**resolved)


def word(renderer: str, key: str, lang: str, **values: object) -> str:
    """A label in ``lang``: both languages joined by `` / `` (once where they read the same)."""
    return " / ".join(dict.fromkeys(label(renderer, key, part, **values) for part in parts(lang)))
