"""The labels of the text renderers: the catalogue's ``render.<renderer>.<key>`` messages.

``labels(renderer, language)`` gives them as a table (``render.text_riichi.winds.east`` is
``labels("text_riichi", "en")["winds"]["east"]``); values are ``str.format`` templates. A table reads only
its own language's catalogue (and English, for what it lacks): a text in English and Chinese never parses
the Japanese one. A text is shown in one language or in several side by side: ``parts`` reads either as a
tuple of the language codes of ``bot/locales/languages.toml`` (``("en", "zh_hans")`` for ``--lang both``).
"""

from __future__ import annotations

import functools

from bot.i18n import LANGUAGES, display_of, load_strings

#: the languages shown side by side by default: ``--lang both``
DEFAULT_DISPLAY = display_of("both")


@functools.cache
def labels(renderer: str, language: str) -> dict[str, dict]:
    """key -> template (or a nested table) of the renderer's messages in ``language``."""
    prefix = f"render.{renderer}."
    table: dict[str, dict] = {}
    strings = {**load_strings("en"), **load_strings(language)}  # English where a message is missing
    for key, template in strings.items():
        if key.startswith(prefix):
            *path, last = key[len(prefix):].split(".")
            node = table
            for part in path:
                node = node.setdefault(part, {})
            node[last] = template
    return table


def parts(display: str | tuple[str, ...]) -> tuple[str, ...]:
    """The language codes a display shows: a tuple of codes as given, or a ``--lang`` word
    (``both``, ``ja``, ``zh-TW``, ``繁體``) read through ``languages.toml``; ``ValueError`` for others."""
    if isinstance(display, tuple):
        unknown = [code for code in display if code not in LANGUAGES]
        if unknown or not display:
            raise ValueError(f"unknown languages {unknown}: use codes of languages.toml")
        return display
    try:
        return display_of(display)
    except ValueError:
        raise ValueError(f"unknown language '{display}': use one of {', '.join(LANGUAGES)} or both") from None


def label(renderer: str, key: str, part: str, **values: object) -> str:
    """One label of ``renderer`` in one language; a value may be a function of that language, for
    a name that is itself in the label's language."""
    resolved = {name: value(part) if callable(value) else value for name, value in values.items()}
    return labels(renderer, part)[key].format(**resolved)


def word(renderer: str, key: str, display: str | tuple[str, ...], **values: object) -> str:
    """A label in every language of ``display``, joined by `` / `` (once where they read the same)."""
    return " / ".join(dict.fromkeys(label(renderer, key, part, **values) for part in parts(display)))
