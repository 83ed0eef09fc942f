"""Folding what people type into comparable keys.

Both the names in the data and the queries go through `fold`, so every rule here applies to
both sides alike: full-width -> half-width (NFKC), case, Traditional -> Simplified and the fan-name
variants (幺/么/麼, 胡/和) from data/characters.toml, tone marks and tone numbers of pinyin,
hiragana -> katakana, spaces and punctuation, and a few English spelling variants (honours, pong,
triplet, quad, 3 = three).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from glossary.loader import character_folding, query_noise_words
from scoring.caches import bounded_cache

#: English words that name the same thing, folded to one (the rulesets' vocabularies meet here)
_WORD_SYNONYMS = {
    "honours": "honors", "honour": "honor", "colour": "color", "colours": "colors",
    "pong": "pung", "pongs": "pungs", "triplet": "pung", "triplets": "pungs",
    "quad": "kong", "quads": "kongs", "sequence": "chow", "sequences": "chows",
    "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight",
    "9": "nine", "13": "thirteen",
}
# not "an": it is also a pinyin syllable (暗 àn); "kan" (坎 kǎn) is why kan is no synonym of kong
_STOP_WORDS = {"the", "a", "and"}
_TONE_NUMBER = re.compile(r"(?<=[a-z])[1-5](?![0-9])")
_TOKENS = re.compile(r"[0-9a-z]+|[^\W_0-9a-z]")


@dataclass(frozen=True)
class Folded:
    """A folded text: ``compact`` (no separators, for exact and character-level matching) and
    ``spaced`` (words separated by single spaces, for word-order-insensitive matching)."""

    compact: str
    spaced: str

    @property
    def is_latin(self) -> bool:
        return self.compact.isascii()


def _fold_characters(text: str) -> str:
    table = character_folding()
    out: list[str] = []
    for ch in text:
        if ch == "々" and out:  # Japanese repeat mark: 対々和 = 対対和
            ch = out[-1]
        out.append(table.get(ch, ch))
    return "".join(out)


def strip_tones(text: str) -> str:
    """qīng yī sè -> qing yi se; lǜ -> lu; ryūīsō -> ryuiso. Marks on other scripts stay (ピ is not ヒ)."""
    kept: list[str] = []
    base = ""
    for ch in unicodedata.normalize("NFD", text):
        if unicodedata.combining(ch):
            if base.isascii():
                continue
        else:
            base = ch
        kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept))


def _hiragana_to_katakana(text: str) -> str:
    """ちんいつ = チンイツ: players type either."""
    return "".join(chr(ord(c) + 0x60) if "\u3041" <= c <= "\u3096" else c for c in text)


def fold(text: str) -> Folded:
    text = unicodedata.normalize("NFKC", text).casefold()
    text = strip_tones(_hiragana_to_katakana(_fold_characters(text)))
    text = _TONE_NUMBER.sub("", text)
    words = []
    for token in _TOKENS.findall(text):
        token = _WORD_SYNONYMS.get(token, token)
        if token not in _STOP_WORDS:
            words.append(token)
    return Folded("".join(words), " ".join(words))


def pinyin_initials(pinyin: str) -> str:
    """qīng yī sè -> qys (the shorthand players type in Chinese input methods)."""
    syllables = strip_tones(pinyin.casefold()).split()
    return "".join(s[0] for s in syllables if s[:1].isalpha())


@bounded_cache(maxsize=8)
def query_noise(section: str = "words") -> frozenset[str]:
    """The noise words of a query (``loader.query_noise_words``), folded like the names. Bounded
    like every memo of the scoring core: its key is a caller's argument, so no input can grow it."""
    return frozenset(fold(word).spaced.replace(" ", "") for word in query_noise_words(section))
