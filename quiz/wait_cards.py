"""Flashcards of shapes: a ready one-suit shape, and the question "what does it wait on?".

The shapes are ``quiz/data/wait_shapes.tsv`` (learning order: fewer tiles and waits first, up to
the nine gates). A card's answer is computed, not stored: the ranks that complete the shape in
``scoring.shanten.waits_by_shape`` (what ``fanbot waits`` lists), the shape standing beside as many
melds as make it 13 tiles. Cards cycle through the three suits so that every suit is seen; the
answer is graded by rank, so ``147``, ``1m4m7m`` and ``一四七`` all read. Spaced repetition is
``quiz.flashcards.Deck``'s, over these cards.
"""

from __future__ import annotations

import functools
import re
import time
import unicodedata
from dataclasses import dataclass
from importlib import resources

from quiz.flashcards import Deck
from quiz.ports import Store
from scoring.shanten import waits_by_shape
from scoring.tiles import Tile

SUITS = ("m", "p", "s")
_CHINESE_RANKS = {c: i + 1 for i, c in enumerate("一二三四五六七八九")}
_SUIT_WORDS = re.compile(r"[mpsz]|万|萬|筒|饼|餅|条|條|索")


@dataclass(frozen=True)
class WaitCard:
    id: str
    #: the shape's ranks in order (``2345678``)
    ranks: str
    suit: str
    #: a named shape ("nine_gates"), or ""
    name: str = ""

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return tuple(Tile(9 * SUITS.index(self.suit) + int(r) - 1) for r in self.ranks)

    @property
    def melds(self) -> int:
        """How many melds stand beside the shape (it is read as the rest of a 13-tile hand)."""
        return (13 - len(self.ranks)) // 3

    @functools.cached_property
    def waits(self) -> tuple[int, ...]:
        """The ranks that complete the shape (1-9)."""
        counts = [0] * 34
        for tile in self.tiles:
            counts[tile] += 1
        return tuple(sorted(t % 9 + 1 for t in waits_by_shape(counts, self.melds)))

    def check(self, text: str) -> WaitAnswer:
        said = read_ranks(text)
        expected = set(self.waits)
        return WaitAnswer(self, tuple(sorted(said)), tuple(sorted(expected - said)), tuple(sorted(said - expected)))


@dataclass(frozen=True)
class WaitAnswer:
    card: WaitCard
    #: the ranks the player named
    named: tuple[int, ...]
    missing: tuple[int, ...]
    wrong: tuple[int, ...]

    @property
    def right(self) -> bool:
        return bool(self.named) and not self.missing and not self.wrong

    @property
    def readable(self) -> bool:
        return bool(self.named)


def read_ranks(text: str) -> set[int]:
    """The ranks in an answer: digits and Chinese numerals, suit letters and words ignored."""
    text = _SUIT_WORDS.sub(" ", unicodedata.normalize("NFKC", text or ""))
    ranks = {int(c) for c in text if c in "123456789"}
    ranks |= {_CHINESE_RANKS[c] for c in text if c in _CHINESE_RANKS}
    return ranks


def _shape_rows() -> list[list[str]]:
    """The data file's rows (ranks, waits, name), without comments and header."""
    rows = resources.files("quiz").joinpath("data/wait_shapes.tsv").read_text(encoding="utf-8").splitlines()
    return [line.split("\t") for line in rows if line and not line.startswith("#")][1:]


@functools.cache
def wait_cards() -> tuple[WaitCard, ...]:
    body = _shape_rows()
    return tuple(WaitCard(f"waits:{ranks}", ranks, SUITS[i % 3], name) for i, (ranks, _, name) in enumerate(body))


def stored_waits() -> dict[str, str]:
    """The waits column of the data file by shape (a test holds it to the computed waits)."""
    return {ranks: waits for ranks, waits, _ in _shape_rows()}


class WaitDeck(Deck):
    """A player's shape cards, with the fan deck's Leitner boxes and storage."""

    def __init__(self, storage: Store, clock=time.time):
        super().__init__(storage, "waits", clock, cards=wait_cards())

    def answer(self, user_id: str, card_id: str, text: str):
        answer = self._cards[card_id].check(text)
        return answer, self.review(user_id, card_id, answer.right)

    def missed_in_quiz(self, user_id, fan_ids) -> int:
        return 0  # quizzes miss fans, not shapes


__all__ = ["WaitCard", "WaitAnswer", "WaitDeck", "wait_cards", "read_ranks", "stored_waits"]
