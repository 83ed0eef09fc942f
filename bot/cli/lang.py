"""``--lang`` of the text commands, and their error lines in that language.

The renderers name their languages differently (``en+zh``/``zh`` for score, fan and fans;
``both``/``zh_hans`` for waits); a user should not have to know which: every command accepts
every spelling (``en``, ``zh``, ``zh_hans``, ``zh-CN``, ``zh_hant``, ``zh-TW``, ``繁體``, ``both``,
``en+zh``) and gets the one its renderer uses.
"""

from __future__ import annotations

import argparse

from bot.i18n import error_text, language_of, t
from scoring.hand import HandError

BOTH = ("both", "en+zh", "zh+en", "all", "bilingual")
#: the renderers' words for en, zh_hans, zh_hant and both
RENDER_WORDS = {"en": "en", "zh_hans": "zh", "zh_hant": "zh_hant", "both": "en+zh"}
WAITS_WORDS = {"en": "en", "zh_hans": "zh_hans", "zh_hant": "zh_hant", "both": "both"}


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


def hand_error_line(error: HandError, lang: str, kind: str = "score") -> str:
    """The error line for a hand that cannot be read (``kind="read"``) or scored, in the text's language."""
    language = canonical(lang)
    if language == "both":
        return " / ".join(t(part, f"cli.prefix.{kind}") + error_text(error, part) for part in ("en", "zh_hans"))
    return t(language, f"cli.prefix.{kind}") + error_text(error, language)
