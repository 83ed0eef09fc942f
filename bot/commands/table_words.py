"""The words players write at a score sheet (``table_words.toml``): the commands' other names, "from", "self-drawn",
seats and units, whole numbers as written (``24番``, ``40fu``), and ``/win``'s words read into who won, from whom
and with what."""

from __future__ import annotations

import re
import tomllib
import unicodedata
from pathlib import Path

from quiz.sheet.model import Wind


def folded_word(word: str) -> str:
    """A word as the lists hold them: NFKC, trimmed, case-folded (full-width letters and digits are plain)."""
    return unicodedata.normalize("NFKC", word).strip().casefold()


def _load_words() -> dict:
    with (Path(__file__).with_name("table_words.toml")).open("rb") as handle:
        return tomllib.load(handle)


_DATA = _load_words()
ALIASES: dict[str, tuple[str, ...]] = {name: tuple(words) for name, words in _DATA["aliases"].items()}


def _word_set(name: str) -> frozenset[str]:
    return frozenset(folded_word(word) for word in _DATA["words"][name])


FROM_WORDS = _word_set("from")
SELF_WORDS = _word_set("self_drawn")
FALSE_WIN_WORDS = _word_set("false_win")
LIABLE_WORDS = _word_set("liable")
FILLER_WORDS = _word_set("filler")
TO_WORDS = _word_set("to")
DEDUCTED_WORDS = _word_set("deducted")
ME_WORDS = _word_set("me")
SEAT_WORDS = {folded_word(word): Wind[seat.upper()] for seat, words in _DATA["seats"].items() for word in words}
_NUMBER = re.compile(r"[-+−]?\d+")
_UNITS = sorted(_word_set("units"), key=len, reverse=True)


def number_of(word: str) -> int | None:
    """A whole number as players write it: ``24``, ``-8``, ``24番``, ``40fu``; None when it is not one."""
    folded = folded_word(word).replace("−", "-")
    for unit in _UNITS:
        if folded.endswith(unit) and len(folded) > len(unit):
            folded = folded[:-len(unit)]
            break
    return int(folded) if _NUMBER.fullmatch(folded) else None


class WinWords:
    """The words of ``/win``: who won, from whom, and the fan (or han and fu) or the hand."""

    def __init__(self, text: str) -> None:
        self.winner: str | None = None
        self.loser: str | None = None
        self.liable: str | None = None
        self.self_drawn = False
        self.false_win = False
        rest: list[str] = []
        words = text.split()
        index = 0
        while index < len(words):
            word = words[index]
            folded = folded_word(word)
            if folded in FROM_WORDS | LIABLE_WORDS and index + 1 < len(words):
                setattr(self, "loser" if folded in FROM_WORDS else "liable", words[index + 1])
                index += 2
                continue
            if folded in SELF_WORDS:
                self.self_drawn = True
            elif folded in FALSE_WIN_WORDS:
                self.false_win = True
            elif folded in FILLER_WORDS and self.winner is None:
                pass
            elif self.winner is None:
                self.winner = word
            else:
                rest.append(word)
            index += 1
        numbers = [number_of(word) for word in rest]
        self.numbers = numbers if rest and None not in numbers else None
        self.hand = "" if self.numbers is not None else " ".join(rest)
