"""``--lang`` of the text commands, and their error lines in that language.

Every command takes the bot's language codes (``en``, ``zh_hans``, ``zh_hant``, ``ja``: those of
``bot/locales/languages.toml``) or ``both``, and any spelling the chat accepts (``zh``, ``zh-TW``,
``繁體``, ``日本語``, ``en+zh``); the renderer gets its own word for it.
"""

from __future__ import annotations

import argparse

from bot.i18n import LANGUAGES, error_text, language_of, t
from scoring.hand import HandError

BOTH = ("both", "en+zh", "zh+en", "all", "bilingual")
#: the renderers' words for each language and for both (English beside Simplified Chinese)
RENDER_WORDS = {"en": "en", "zh_hans": "zh", "zh_hant": "zh_hant", "ja": "ja", "both": "en+zh"}
WAITS_WORDS = {"en": "en", "zh_hans": "zh_hans", "zh_hant": "zh_hant", "ja": "ja", "both": "both"}


def canonical(value: str) -> str:
    """A language code of ``bot/locales/languages.toml`` or ``both``, for any spelling; ``ValueError`` otherwise."""
    word = value.strip().lower()
    if word in BOTH:
        return "both"
    language = language_of(word, default="")
    if not language:
        raise ValueError(value)
    return language


def add_language_argument(parser: argparse.ArgumentParser, words: dict[str, str], default: str = "both") -> None:
    """``--lang`` taking any spelling and storing the renderer's word for it."""
    choices = ", ".join([*LANGUAGES, "both"])

    def convert(value: str) -> str:
        try:
            return words[canonical(value)]
        except (ValueError, KeyError):
            raise argparse.ArgumentTypeError(f"unknown language '{value}': use {choices}") from None

    parser.add_argument("--lang", type=convert, default=words[default], metavar="{" + choices.replace(", ", ",") + "}",
                        help=f"language of the text: {choices} (English and Simplified Chinese, the default)")


def add_single_language_argument(parser: argparse.ArgumentParser, default: str = "en") -> None:
    """``--lang`` of a text in one language (the terminal quiz): a code of ``languages.toml`` in
    any spelling the chat accepts, stored as the code."""
    choices = ",".join(LANGUAGES)

    def convert(value: str) -> str:
        language = language_of(value.strip(), default="")
        if not language:
            raise argparse.ArgumentTypeError(f"unknown language '{value}': use {choices}")
        return language

    parser.add_argument("--lang", type=convert, default=default, metavar="{" + choices + "}",
                        help=f"language of the text (default {default})")


def hand_error_line(error: HandError, lang: str, kind: str = "score") -> str:
    """The error line for a hand that cannot be read (``kind="read"``) or scored, in the text's language."""
    language = canonical(lang)
    if language == "both":
        return " / ".join(t(part, f"cli.prefix.{kind}") + error_text(error, part) for part in ("en", "zh_hans"))
    return t(language, f"cli.prefix.{kind}") + error_text(error, language)
