"""``--lang`` of the text commands, and their error lines in that language.

The renderers name their languages differently (``en+zh``/``zh`` for score, fan and fans;
``both``/``zh_hans`` for waits); a user should not have to know which: every command accepts
every spelling (``en``, ``zh``, ``zh_hans``, ``zh-CN``, ``zh_hant``, ``zh-TW``, ``繁體``, ``both``,
``en+zh``) and gets the one its renderer uses.
"""

from __future__ import annotations

import argparse
import functools
import tomllib
from pathlib import Path

from bot.i18n import error_text, language_of
from scoring.hand import HandError

BOTH = ("both", "en+zh", "zh+en", "all", "bilingual")
#: the renderers' words for en, zh_hans, zh_hant and both
RENDER_WORDS = {"en": "en", "zh_hans": "zh", "zh_hant": "zh_hant", "both": "en+zh"}
WAITS_WORDS = {"en": "en", "zh_hans": "zh_hans", "zh_hant": "zh_hant", "both": "both"}
PREFIXES_PATH = Path(__file__).with_name("lang.toml")


def canonical(value: str) -> str:
    """``en``, ``zh_hans``, ``zh_hant`` or ``both`` for any spelling; ``ValueError`` otherwise."""
    word = value.strip().lower()
    if word in BOTH:
        return "both"
    if word in ("zh", "zh_hans", "zh-hans"):
        return "zh_hans"
    language = language_of(word, default="")
    if not language:
        raise ValueError(value)
    return language


def add_language_argument(parser: argparse.ArgumentParser, words: dict[str, str], default: str = "both") -> None:
    """``--lang`` taking any spelling and storing the renderer's word for it."""
    def convert(value: str) -> str:
        try:
            return words[canonical(value)]
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"unknown language '{value}': use en, zh (zh_hans), zh_hant or both") from None

    parser.add_argument("--lang", type=convert, default=words[default], metavar="{en,zh_hans,zh_hant,both}",
                        help="language of the text: en, zh_hans (or zh), zh_hant, or both (the default)")


@functools.cache
def _prefixes() -> dict[str, dict[str, str]]:
    with PREFIXES_PATH.open("rb") as handle:
        return tomllib.load(handle)


def hand_error_line(error: HandError, lang: str, kind: str = "score") -> str:
    """The error line for a hand that cannot be read (``kind="read"``) or scored, in the text's language."""
    language = canonical(lang)
    prefixes = _prefixes()
    if language == "both":
        return (f"{prefixes['en'][kind]}{error_text(error, 'en')} / "
                f"{prefixes['zh_hans'][kind]}{error_text(error, 'zh_hans')}")
    return prefixes[language][kind] + error_text(error, language)
