"""The words of ``sheet_riichi_words.toml``: command aliases, marker words and limit names."""

from __future__ import annotations

import tomllib
import unicodedata
from functools import cache
from pathlib import Path

_FILE = Path(__file__).with_name("sheet_riichi_words.toml")

#: the han a limit entered by name stands for (no fu needed from 5 han)
LIMIT_HAN = {"mangan": 5, "haneman": 6, "baiman": 8, "sanbaiman": 11, "yakuman": 13, "double_yakuman": 26}


def folded(word: str) -> str:
    return unicodedata.normalize("NFKC", word).strip().casefold()


@cache
def _data() -> dict:
    with _FILE.open("rb") as handle:
        return tomllib.load(handle)


def aliases(name: str) -> tuple[str, ...]:
    return tuple(_data()["aliases"].get(name, ()))


def words(name: str) -> frozenset[str]:
    return frozenset(folded(w) for w in _data()["words"][name])


@cache
def limit_han() -> dict[str, int]:
    """Each limit's name, in every language, to its han."""
    return {folded(word): LIMIT_HAN[limit] for limit, names in _data()["limits"].items() for word in names}


@cache
def abort_kinds() -> dict[str, str]:
    """Each abortive draw's word, in every language, to its kind (``quiz.sheet.riichi_hand_ends.AbortKind``)."""
    return {folded(word): kind for kind, names in _data()["aborts"].items() for word in names}
