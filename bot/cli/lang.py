"""``--lang`` of the text commands, and their error lines in that language.

Every command takes the bot's language codes and display modes, both from
``bot/locales/languages.toml`` (``en``, ``zh_hans``, ``zh_hant``, ``ja``; ``both`` = English beside
Simplified Chinese), and any spelling the chat accepts (``zh``, ``zh-TW``, ``繁體``, ``日本語``,
``en+zh``). The value stored is the tuple of language codes the text shows, which every renderer
of ``bot/render`` takes as it is: a new language in that file is a new choice here, with no code.
"""

from __future__ import annotations

import argparse
import os

from bot.i18n import BILINGUAL, LANGUAGES, display_of, error_text, language_of, t, tn
from scoring.hand import HandError


def _choices(with_displays: bool) -> str:
    return ",".join([*LANGUAGES, BILINGUAL] if with_displays else LANGUAGES)


def add_language_argument(parser: argparse.ArgumentParser, default: str = BILINGUAL) -> None:
    """``--lang`` taking any spelling of a language or a display mode, stored as its codes."""
    choices = _choices(True)

    def convert(value: str) -> tuple[str, ...]:
        try:
            return display_of(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"unknown language '{value}': use {choices}") from None

    parser.add_argument("--lang", type=convert, default=display_of(default), metavar="{" + choices + "}",
                        help=f"language of the text: {choices.replace(',', ', ')} "
                             "(English and Simplified Chinese, the default)")


def one_language(value: str) -> str:
    """An argument naming one language (a code of ``languages.toml`` in any spelling the chat accepts), as
    its code; an ``argparse`` usage error naming the choices for one that names none."""
    language = language_of(value.strip(), default="")
    if not language:
        raise argparse.ArgumentTypeError(f"unknown language '{value}': use {_choices(False)}")
    return language


def add_single_language_argument(parser: argparse.ArgumentParser, default: str = "en") -> None:
    """``--lang`` of a text in one language (the terminal quiz), stored as the code."""
    parser.add_argument("--lang", type=one_language, default=default, metavar="{" + _choices(False) + "}",
                        help=f"language of the text (default {default})")


def text_language(display: tuple[str, ...]) -> str:
    """The one language of a text written in a single language (a score's sentences): the first
    of the display (``both``: English, which keeps the Chinese names beside its own)."""
    return display[0]


def environment_language() -> str:
    """The language of the terminal's locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``ja_JP.UTF-8``
    is ``ja``), for the commands without ``--lang``; English for C/POSIX or an unknown one."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            code = value.split(".", 1)[0]
            return "en" if code in ("C", "POSIX") else language_of(code)
    return "en"


def say(display: tuple[str, ...], key: str, /, **values: object) -> str:
    """A catalogue message in every language of the display, joined by `` / `` (once where they agree)."""
    return " / ".join(dict.fromkeys(t(part, key, **values) for part in display))


def say_n(display: tuple[str, ...], key: str, count: float, /, **values: object) -> str:
    """``say`` of the plural form of ``key`` that ``count`` takes in each language (``1 hand``, ``2 hands``)."""
    return " / ".join(dict.fromkeys(tn(part, key, count, **values) for part in display))


def hand_error_line(error: HandError, display: tuple[str, ...], kind: str = "score") -> str:
    """The error line for a hand that cannot be read (``kind="read"``) or scored, in every language
    of the display, joined by `` / ``."""
    return " / ".join(t(part, f"cli.prefix.{kind}") + error_text(error, part) for part in display)
