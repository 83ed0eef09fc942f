"""Flashcards with Leitner spaced repetition, one deck of cards per fan.

Card kinds per fan: name -> meaning and points, meaning -> name, Chinese -> English, English ->
Chinese. A right answer moves a card up one box (seen less often), a wrong one sends it back to
box 1. Fans a player misses in quizzes are sent back to box 1 and are due at once.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from quiz.answers import name_index
from quiz.fans import FanInfo, fan_infos
from quiz.ports import Store
from quiz.records import CardRow
from quiz.rulesets import DEFAULT_RULESET

#: seconds until a card in box N (index N - 1) is due again after a right answer
BOX_INTERVALS = (10 * 60, 24 * 3600, 3 * 24 * 3600, 7 * 24 * 3600, 21 * 24 * 3600)
MAX_BOX = len(BOX_INTERVALS)
RETRY_SECONDS = 60


class CardKind(StrEnum):
    """What a card shows and asks (a str: card ids and stored progress use the value)."""

    NAME_TO_POINTS = "name_to_points"
    MEANING_TO_NAME = "meaning_to_name"
    ZH_TO_EN = "zh_to_en"
    EN_TO_ZH = "en_to_zh"


CARD_KINDS = tuple(CardKind)

#: fans learned first: the ones that score in most winning hands
COMMON_FIRST = (
    "mixed_straight", "all_pungs", "half_flush", "mixed_shifted_chows", "all_types", "melded_hand", "all_chows",
    "concealed_hand", "self_drawn", "fully_concealed_hand", "all_simples", "no_honors", "one_voided_suit",
    "mixed_double_chow", "pure_double_chow", "short_straight", "two_terminal_chows", "pung_of_terminals_or_honors",
    "dragon_pung", "prevalent_wind", "seat_wind", "edge_wait", "closed_wait", "single_wait", "chicken_hand",
    "full_flush", "seven_pairs", "pure_straight", "mixed_triple_chow", "outside_hand", "two_concealed_pungs",
)
_CJK = re.compile(r"[\u3400-\u9fff]")
_LATIN = re.compile(r"[a-zA-Z]")


@dataclass(frozen=True)
class Card:
    id: str
    ruleset: str
    fan_id: str
    kind: CardKind

    def check(self, text: str) -> bool:
        """Whether a typed answer is right (names through the glossary, typos forgiven)."""
        text = (text or "").strip()
        if not text:
            return False
        if self.kind is CardKind.NAME_TO_POINTS:
            info = fan_infos(self.ruleset)[self.fan_id]
            numbers = re.findall(r"\d+", text)
            if info.yakuman:
                said = re.search(r"yakuman|役满|役満|役滿", text, re.IGNORECASE) is not None
                return said or (bool(numbers) and int(numbers[0]) == 13 * info.yakuman)
            return bool(numbers) and int(numbers[0]) == info.points
        if self.kind is CardKind.ZH_TO_EN and not _LATIN.search(text):
            return False
        if self.kind is CardKind.EN_TO_ZH and not _CJK.search(text):
            return False
        index = name_index(self.ruleset)
        found = index.resolve(text) or []
        return found == [self.fan_id]


def cards_for(info: FanInfo) -> list[Card]:
    """The cards of one fan, as data: what each asks is the presentation layer's
    (``bot/render/text_cards.py``)."""
    cid = f"{info.ruleset}:{info.id}"
    out = [Card(f"{cid}:{CardKind.NAME_TO_POINTS}", info.ruleset, info.id, CardKind.NAME_TO_POINTS)]
    if info.definition_en or info.definition_zh:
        out.append(Card(f"{cid}:{CardKind.MEANING_TO_NAME}", info.ruleset, info.id, CardKind.MEANING_TO_NAME))
    if info.zh and info.en:
        out.append(Card(f"{cid}:{CardKind.ZH_TO_EN}", info.ruleset, info.id, CardKind.ZH_TO_EN))
        out.append(Card(f"{cid}:{CardKind.EN_TO_ZH}", info.ruleset, info.id, CardKind.EN_TO_ZH))
    return out


def all_cards(ruleset: str = DEFAULT_RULESET, group: int = 5) -> list[Card]:
    """Every card, in learning order: common fans first, a few fans at a time, their card kinds
    interleaved so that one card never gives away the answer of the next."""
    infos = fan_infos(ruleset)
    order = {fan_id: i for i, fan_id in enumerate(COMMON_FIRST)}
    fans = sorted((f for f in infos.values() if f.id != "flower_tiles"),
                  key=lambda f: (order.get(f.id, len(order)), f.points))
    out: list[Card] = []
    for start in range(0, len(fans), group):
        decks = [cards_for(info) for info in fans[start:start + group]]
        for k in range(max(len(d) for d in decks)):
            out.extend(d[k] for d in decks if k < len(d))
    return out


@dataclass(frozen=True)
class CardReview:
    card: Card
    right: bool
    box: int
    due: float


class Deck:
    """A player's flashcards: what is due, reviews, and quiz misses brought forward."""

    def __init__(self, storage: Store, ruleset: str = DEFAULT_RULESET, clock=time.time, cards=None):
        """``cards``: another deck's cards (anything with an ``id``) in place of the ruleset's fan cards."""
        self.storage = storage
        self.ruleset = ruleset
        self.clock = clock
        self._cards = {c.id: c for c in (all_cards(ruleset) if cards is None else cards)}

    def card(self, card_id: str) -> Card:
        return self._cards[card_id]

    def next_cards(self, user_id: str, count: int = 5, new_per_session: int = 5) -> list[Card]:
        """Due cards (most overdue first), then cards never seen, common fans first."""
        now = self.clock()
        progress = self.storage.cards.cards(str(user_id))
        due = sorted((row for row in progress.values() if row.due <= now and row.card_id in self._cards),
                     key=lambda r: (r.due, r.box))
        chosen = [self._cards[r.card_id] for r in due[:count]]
        if len(chosen) < count:
            room = min(new_per_session, count - len(chosen))
            fresh = [c for c in self._cards.values() if c.id not in progress][:room]
            chosen.extend(fresh)
        return chosen

    def review(self, user_id: str, card_id: str, right: bool) -> CardReview:
        now = self.clock()
        card = self._cards[card_id]
        with self.storage.transaction() as db:
            row = db.cards.card(str(user_id), card_id)
            box = row.box if row else 0
            reviews = (row.reviews if row else 0) + 1
            lapses = (row.lapses if row else 0) + (0 if right else 1)
            if right:
                box = min(MAX_BOX, box + 1)
                due = now + BOX_INTERVALS[box - 1]
            else:
                box = 1
                due = now + RETRY_SECONDS
            db.cards.put(CardRow(str(user_id), card_id, box, due, reviews, lapses, now))
        return CardReview(card, right, box, due)

    def answer(self, user_id: str, card_id: str, text: str) -> CardReview:
        card = self._cards[card_id]
        return self.review(user_id, card_id, card.check(text))

    def missed_in_quiz(self, user_id: str, fan_ids: Iterable[str]) -> int:
        """Bring the cards of missed fans back: box 1, due now. Returns how many cards moved."""
        now = self.clock()
        moved = 0
        with self.storage.transaction() as db:
            # one order for every process (a set's order differs between processes), so that two workers
            # bringing the same player's cards back lock the rows in the same order and never deadlock
            for fan_id in sorted(set(fan_ids)):
                for card in (c for c in self._cards.values() if c.fan_id == fan_id):
                    row = db.cards.card(str(user_id), card.id)
                    db.cards.put(CardRow(
                        str(user_id), card.id, 1, now, row.reviews if row else 0,
                        (row.lapses if row else 0) + 1, row.last_review if row else None))
                    moved += 1
        return moved

    def progress(self, user_id: str) -> dict[str, int]:
        """How many cards sit in each box (0 = never seen), and how many are due."""
        rows = self.storage.cards.cards(str(user_id))
        counts = {f"box{b}": 0 for b in range(0, MAX_BOX + 1)}
        now = self.clock()
        for card_id in self._cards:
            row = rows.get(card_id)
            counts[f"box{row.box if row else 0}"] += 1
        counts["due"] = sum(1 for r in rows.values() if r.due <= now and r.card_id in self._cards)
        return counts


__all__ = ["Card", "CardKind", "Deck", "CardReview", "all_cards", "cards_for", "BOX_INTERVALS", "CARD_KINDS"]
