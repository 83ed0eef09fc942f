"""Helpers shared by the handlers: the ruleset of a call, hand errors, pictures (drawn in ``bot.render``)."""

from __future__ import annotations

import unicodedata
from typing import Protocol, runtime_checkable

from bot.commands.spec import ParamKind, ParamSpec
from bot.i18n import LANGUAGES, error_text, t
from bot.replies import Reply, error_reply
from bot.rich import user
from bot.storage import QUIZ_MODES
from quiz.kinds import FIGURE_KINDS
from scoring.hand import HandError
from scoring.rulesets import BUILT_IN, read_ruleset_word


def read_ruleset(text: str) -> str | None:
    """A ruleset as players write it (``riichi``, ``日麻``, ``cn``); ``None`` for anything else."""
    return read_ruleset_word(unicodedata.normalize("NFKC", text))


def read_table(text: str) -> str | None:
    """What /fans lists: a ruleset, or the regional fans."""
    return "regional" if text.strip().lower() == "regional" else read_ruleset(text)


def _mode_reader(modes: tuple[str, ...]):
    def read(text: str) -> str | None:
        wanted = unicodedata.normalize("NFKC", text).strip().lower()
        for mode in modes:
            if wanted in {mode, *(t(language, f"quiz.mode_{mode}").lower() for language in LANGUAGES)}:
                return mode
        return None

    return read


#: a quiz mode from its id or its name in any language ("fans", "写出番种", "Pick the total")
quiz_mode_of = _mode_reader(QUIZ_MODES)
#: a quiz kind only some rulesets ask (fu, payment…) likewise
riichi_mode_of = _mode_reader(FIGURE_KINDS)


def discard_mode_of(text: str) -> str | None:
    """The discard drill (``discard``, ``何切``, ``nanikiru``, its name in any language)."""
    wanted = unicodedata.normalize("NFKC", text).strip().lower()
    names = {"discard", *(t(language, key).lower() for language in LANGUAGES
                          for key in ("drill.mode_discard", "drill.mode_discard_word"))}
    return "discard" if wanted in names else None


def read_quiz_kind(text: str) -> str | None:
    return quiz_mode_of(text) or riichi_mode_of(text) or discard_mode_of(text)


#: ``rules=riichi``: the call's ruleset, else the chat's
RULES = ParamSpec("rules", "param.rules", kind=ParamKind.CHOICE, choices=tuple(BUILT_IN), names=("ruleset", "rule"),
                  read=read_ruleset, default=lambda session: session.settings.ruleset, error_key="error.bad_ruleset")


def hand_error(session, error: HandError) -> Reply:
    """A notation or shape error, with the parser's message (which names the token)."""
    return error_reply(session.rich("error.bad_hand", message=user(error_text(error, session.language))))


def score_error(session, error: HandError) -> Reply:
    """A hand that reads but does not score (not a winning shape, no yaku)."""
    return error_reply(session.rich("error.not_scorable", message=user(error_text(error, session.language))))


@runtime_checkable
class SeatedOptions(Protocol):
    """Table options that seat fewer than four or deal red fives (a ruleset's ``TableOptions.default``'s kind)."""

    players: int
    red_five_counts: tuple[int, int, int]


def players_of(options: object) -> int:
    """The players a table's options seat: four unless they say otherwise."""
    return options.players if isinstance(options, SeatedOptions) else 4


def red_fives_of(options: object) -> tuple[int, int, int]:
    """The red fives (m, p, s) a table's options deal; one of each where they say nothing."""
    return options.red_five_counts if isinstance(options, SeatedOptions) else (1, 1, 1)

