"""The bot's languages and its message catalogue: one gettext catalogue per language.

Languages are listed with their platform codes in ``bot/locales/languages.toml``; the messages of
each are ``bot/locales/<code>.po`` (read with Babel), every one under a key (the ``msgctxt``:
``score.total``) with the English text as ``msgid``. Messages are ``str.format`` templates; a key
missing, untranslated or fuzzy in one language falls back to English, and the catalogue test
checks that none is missing. This is the one place that turns a key into text: chat replies, the
CLI's labels, hand errors and the platforms' command names all come through ``t``.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import sys
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from scoring.errors import CodedError
from scoring.tiles import HONOR_NAMES_HANS, HONOR_NAMES_HANT

LOCALE_DIR = Path(__file__).with_name("locales")
LANGUAGES_FILE = LOCALE_DIR / "languages.toml"


@dataclass(frozen=True)
class Language:
    """One row of ``languages.toml``: its platform codes, and how its texts name fans and tiles
    (the defaults are English's: English names with the Simplified Chinese name beside them)."""

    code: str
    name: str
    locale: str
    tags: tuple[str, ...]
    words: tuple[str, ...]
    discord: tuple[str, ...]
    telegram: str
    fan_names: tuple[str, ...] = ("en",)
    beside: str = "zh_hans"
    chinese: tuple[str, ...] = ("zh_hans",)
    definitions: tuple[str, ...] = ("definition_en",)
    script: str = "hans"
    wide: bool = False
    tile_names: dict[str, str] = field(default_factory=dict)


#: the table of ``languages.toml`` that declares display modes rather than a language
DISPLAY_TABLE = "display"
_LISTS = ("tags", "words", "discord", "fan_names", "chinese", "definitions")


def _read_languages() -> dict:
    with LANGUAGES_FILE.open("rb") as handle:
        return tomllib.load(handle)


@functools.cache
def languages() -> dict[str, Language]:
    """code -> the language, in the order of ``languages.toml`` (English first)."""
    return {code: Language(code, **{key: tuple(value) if key in _LISTS else value for key, value in row.items()})
            for code, row in _read_languages().items() if code != DISPLAY_TABLE}


@functools.cache
def displays() -> dict[str, tuple[str, ...]]:
    """A display mode's words (``both``, ``en+zh``) -> the languages it shows side by side."""
    out: dict[str, tuple[str, ...]] = {}
    for name, row in _read_languages().get(DISPLAY_TABLE, {}).items():
        shown = tuple(row["languages"])
        out.update({word.lower(): shown for word in (name, *row.get("words", ()))})
    return out


LANGUAGES = tuple(languages())
LANGUAGE_NAMES = {code: language.name for code, language in languages().items()}
#: the display mode the text commands show by default: English beside Simplified Chinese
BILINGUAL = "both"


def display_of(value: str) -> tuple[str, ...]:
    """The languages a ``--lang`` word shows: a display mode's (``both``: en, zh_hans) or one
    language for any spelling the chat accepts; ``ValueError`` otherwise."""
    shown = displays().get(value.strip().lower())
    if shown is not None:
        return shown
    language = language_of(value, default="")
    if not language:
        raise ValueError(value)
    return (language,)


def language_info(language: str) -> Language:
    """The row of ``language`` (English's for an unknown code)."""
    return languages().get(language) or languages()["en"]


def _normalized(tag: str) -> str:
    return tag.strip().lower().replace("_", "-")


@functools.cache
def _tag_table() -> tuple[dict[str, str], dict[str, str]]:
    """(typed word -> language, BCP 47 tag -> language)."""
    words, tags = {}, {}
    for code, language in languages().items():
        words.update({_normalized(word): code for word in (code, language.name, *language.words)})
        tags.update({_normalized(tag): code for tag in language.tags})
    return words, tags


def language_of(locale: str | None, default: str = "en") -> str:
    """The bot language for a platform locale or a typed name.

    Discord sends ``zh-CN`` / ``zh-TW`` / ``en-US`` / ``ja``; Telegram sends IETF tags such as
    ``zh-hans``, ``zh-hant``, ``zh-tw`` or plain ``zh``; a user may also type ``繁體`` or ``zh_hant``.
    """
    if not locale:
        return default
    code = _normalized(locale)
    words, tags = _tag_table()
    if code in words:
        return words[code]
    parts = code.split("-")
    for length in range(len(parts), 0, -1):  # the longest tag that starts the locale
        found = tags.get("-".join(parts[:length]))
        if found is not None:
            return found
    if len(parts) > 2:  # zh-hant-tw written as zh-tw-hant, cmn-hans-cn ...: language and script
        found = tags.get(f"{parts[0]}-{parts[-1]}")
        if found is not None:
            return found
    return default


def catalogue_path(language: str) -> Path:
    return LOCALE_DIR / f"{language}.po"


@functools.cache
def load_strings(language: str) -> dict[str, str]:
    """key -> template of one language's catalogue (untranslated and fuzzy messages left out).

    Parsing a catalogue takes Babel about 70 ms, a tenth of a command's start; what it gives is kept
    beside the catalogue as Python keeps bytecode (``__pycache__``, stamped with the file's size and
    time, written where bytecode may be), and read back in about a millisecond."""
    source = catalogue_path(language)
    stat = source.stat()
    stamp = [stat.st_size, stat.st_mtime_ns]
    kept = source.parent / "__pycache__" / f"{source.name}.json"
    try:
        cached = json.loads(kept.read_text(encoding="utf-8"))
        if cached["source"] == stamp and isinstance(cached["strings"], dict):
            return cached["strings"]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    strings = _parse_catalogue(source)
    if not sys.dont_write_bytecode:
        _keep(kept, {"source": stamp, "strings": strings})
    return strings


def _parse_catalogue(source: Path) -> dict[str, str]:
    from babel.messages.pofile import read_po  # here: only a catalogue read afresh loads Babel's reader

    with source.open("rb") as handle:
        catalogue = read_po(handle)
    return {message.context: message.string for message in catalogue
            if message.id and message.context and message.string and not message.fuzzy}


def _keep(path: Path, content: dict) -> None:
    """Written whole or not at all (another process may be reading it); a folder the bot may not
    write to keeps nothing."""
    try:
        path.parent.mkdir(exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            json.dump(content, handle, ensure_ascii=False)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def t(language: str, key: str, /, **values: object) -> str:
    """The string ``key`` in ``language`` (English when missing there), formatted with ``values``
    (``tn`` for a message whose words follow a number: ``1 game``, ``2 games``)."""
    template = load_strings(language if language in LANGUAGES else "en").get(key)
    if template is None:
        template = load_strings("en").get(key, key)
    try:
        return template.format(**values) if values else template
    except (KeyError, IndexError, ValueError):
        return template


@functools.cache
def _plural_rule(language: str):
    from babel import Locale  # here, as in load_strings: only a run that writes text loads Babel

    return Locale.parse(language_info(language).locale).plural_form


def plural_key(language: str, key: str, count: float) -> str:
    """The key of the form of ``key`` that ``count`` takes in ``language``: ``key.one`` or
    ``key.other`` (CLDR's plural categories, as Babel knows them; ``key.other`` when the catalogue
    has no message for that category). One ``1 game``, many ``2 games``; Chinese and Japanese have
    one form, ``.other``."""
    category = _plural_rule(language if language in LANGUAGES else "en")(abs(count))
    chosen = f"{key}.{category}"
    return chosen if chosen in load_strings("en") else f"{key}.other"


def tn(language: str, key: str, count: float, /, **values: object) -> str:
    """``t`` of the plural form of ``key`` that ``count`` takes (``count`` is also a field)."""
    return t(language, plural_key(language, key, count), **{"count": count, **values})


def listed(language: str, items: object) -> str:
    """Items joined as the language writes a list: ``a, b`` in English, ``甲、乙`` in Chinese and Japanese."""
    return t(language, "list.separator").join(str(item) for item in items)


def sentence_gap(language: str) -> str:
    """What goes between two sentences: a space in English, nothing in Chinese or Japanese (their
    full stop ends the sentence; ``wide`` in languages.toml)."""
    return "" if language_info(language).wide else " "


def error_text(error: CodedError, language: str) -> str:
    """The sentence for a coded error (``HandError``, ``GameError``) in ``language``: the catalogue's
    ``<namespace>.<code>`` (``hand_error.too_many_copies``) filled with the error's params."""
    values = {key: honor_named(str(value), language) if key == "tile" else value
              for key, value in error.params.items()}
    return t(language, f"{error.namespace}.{error.code}", **values)


_HONOR_NAMES = {"zh_hans": HONOR_NAMES_HANS, "zh_hant": HONOR_NAMES_HANT}


def honor_named(code: str | None, language: str) -> str | None:
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

    def plural(self, key: str, count: float, /, **values: object) -> str:
        return tn(self.language, key, count, **values)

    def listed(self, items: object) -> str:
        return listed(self.language, items)

    def has(self, key: str) -> bool:
        return key in load_strings(self.language) or key in load_strings("en")
