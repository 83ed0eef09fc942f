"""The bot's languages: platform locale codes to a language, and the strings of ``bot/locales/*.toml``.

Languages are ``en``, ``zh_hans`` (Simplified Chinese) and ``zh_hant`` (Traditional Chinese).
Strings are ``str.format`` templates under dotted keys (``score.total``); a key missing in one
language falls back to English, and the locale test checks that none is missing.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping
from pathlib import Path

from scoring.hand import HandError
from scoring.tiles import HONOR_NAMES_HANS, HONOR_NAMES_HANT

LANGUAGES = ("en", "zh_hans", "zh_hant")
LANGUAGE_NAMES = {"en": "English", "zh_hans": "简体中文", "zh_hant": "繁體中文"}
LOCALE_DIR = Path(__file__).with_name("locales")
_TRADITIONAL_MARKERS = ("hant", "tw", "hk", "mo")


def language_of(locale: str | None, default: str = "en") -> str:
    """The bot language for a platform locale.

    Discord sends ``zh-CN`` / ``zh-TW`` / ``en-US``; Telegram sends IETF tags such as ``zh-hans``,
    ``zh-hant``, ``zh-tw`` or plain ``zh``; a user may also type ``繁體`` or ``zh_hant``.
    """
    if not locale:
        return default
    code = locale.strip().lower().replace("_", "-")
    if code in ("繁體", "繁体", "繁體中文", "繁体中文", "正體", "traditional"):
        return "zh_hant"
    if code in ("简体", "簡體", "简体中文", "簡體中文", "中文", "simplified", "chinese"):
        return "zh_hans"
    if code.startswith("zh") or code.startswith("cmn") or code.startswith("yue"):
        parts = code.split("-")[1:]
        if any(p in _TRADITIONAL_MARKERS for p in parts) or code.startswith("yue"):
            return "zh_hant"
        return "zh_hans"
    if code.startswith("en") or code == "english":
        return "en"
    return default


@functools.cache
def load_strings(language: str) -> dict[str, str]:
    """The flattened strings of one locale file."""
    with (LOCALE_DIR / f"{language}.toml").open("rb") as handle:
        data = tomllib.load(handle)
    flat: dict[str, str] = {}

    def walk(prefix: str, node: Mapping) -> None:
        for key, value in node.items():
            name = f"{prefix}.{key}" if prefix else key
            if isinstance(value, Mapping):
                walk(name, value)
            else:
                flat[name] = str(value)

    walk("", data)
    return flat


def t(language: str, key: str, /, **values: object) -> str:
    """The string ``key`` in ``language`` (English when missing there), formatted with ``values``."""
    strings = load_strings(language if language in LANGUAGES else "en")
    template = strings.get(key)
    if template is None:
        template = load_strings("en").get(key, key)
    try:
        return template.format(**values) if values else template
    except (KeyError, IndexError, ValueError):
        return template


def error_text(error: HandError, language: str) -> str:
    """The sentence for a ``HandError`` in ``language``: the catalogue's ``hand_error.<code>``."""
    values = {key: _honor_named(str(value), language) if key == "tile" else value
              for key, value in error.params.items()}
    return t(language, f"hand_error.{error.code}", **values)


_HONOR_NAMES = {"zh_hans": HONOR_NAMES_HANS, "zh_hant": HONOR_NAMES_HANT}


def _honor_named(code: str | None, language: str) -> str | None:
    """``7z`` as ``7z（中）``: Chinese players know the honors by name, not by number."""
    if code and len(code) == 2 and code[1] == "z" and code[0] in "1234567" and language in _HONOR_NAMES:
        return f"{code}（{_HONOR_NAMES[language][int(code[0]) - 1]}）"
    return code


class Translator:
    """``t`` bound to one language, for handlers: ``tr("score.total", points=8)``."""

    def __init__(self, language: str) -> None:
        self.language = language if language in LANGUAGES else "en"

    def __call__(self, key: str, /, **values: object) -> str:
        return t(self.language, key, **values)

    def has(self, key: str) -> bool:
        return key in load_strings(self.language) or key in load_strings("en")
