"""Flashcards: each player's Leitner box, due time and review counts per card."""

from __future__ import annotations

import sqlalchemy as sa

from bot.db.connection import Repository
from bot.db.schema import flashcards
from quiz.records import CardRow


def _card(row) -> CardRow:
    return CardRow(row.user_id, row.card_id, row.box, row.due, row.reviews, row.lapses, row.last_review)


class FlashcardRepository(Repository):
    """A player's progress through the fan and shape cards."""

    def cards(self, user_id: str) -> dict[str, CardRow]:
        return {r.card_id: _card(r) for r in self._all(sa.select(flashcards)
                                                       .where(flashcards.c.user_id == str(user_id)))}

    def card(self, user_id: str, card_id: str) -> CardRow | None:
        row = self._one(sa.select(flashcards).where(flashcards.c.user_id == str(user_id),
                                                    flashcards.c.card_id == card_id))
        return _card(row) if row else None

    def put(self, card: CardRow) -> None:
        with self._writing() as db:
            db.execute(self._database.upsert(flashcards, ("user_id", "card_id"), {
                "user_id": card.user_id, "card_id": card.card_id, "box": card.box, "due": card.due,
                "reviews": card.reviews, "lapses": card.lapses, "last_review": card.last_review}))


__all__ = ["FlashcardRepository"]
