"""/learn: flashcards of the fans with spaced repetition (``quiz.flashcards.Deck``).

A card shows its front; "Show" turns it over; "I knew it" / "Again" records the review (the
Leitner box decides when it comes back) and deals the next due card. Fans missed in quizzes come
back first. Buttons carry the card's position in the deck, so they stay within 64 bytes.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import replace

from bot.commands.common import RULES
from bot.commands.spec import action, command
from bot.render.text_cards import card_back, card_front, card_value
from bot.replies import Button, ButtonStyle, Reply, error_reply
from bot.rich import Rich
from quiz.flashcards import all_cards


@command("learn", "cmd.learn", replace(RULES, positional=True), aliases=("flashcards",))
def learn(session, rules: str) -> list[Reply]:
    return [_next(session, rules)]


def _deck(session, ruleset: str):
    return session.core.quiz.deck(ruleset)


@functools.cache
def _card_ids(ruleset: str) -> tuple[str, ...]:
    return tuple(card.id for card in all_cards(ruleset))


def _next(session, ruleset: str, note: Rich | str = "") -> Reply:
    deck = _deck(session, ruleset)
    cards = deck.next_cards(session.ctx.user_id, count=1, new_per_session=1)
    if not cards:
        text = (note + "\n\n" if note else "") + session.rich("learn.all_done")
        return Reply(text=text, title=session.tr("learn.title"), private=True)
    card = cards[0]
    position = _card_ids(ruleset).index(card.id)
    front = _front_text(session, card)
    progress = deck.progress(session.ctx.user_id)
    footer = session.rich("learn.progress", due=progress.get("due", 0), new=progress.get("box0", 0))
    text = (note + "\n\n" if note else "") + front + "\n\n" + footer
    buttons = ((Button(session.tr("learn.show"), f"learn:show:{ruleset}:{position}", ButtonStyle.PRIMARY),),)
    return Reply(text=text, title=session.tr("learn.title"), buttons=buttons, private=True, replace_message=bool(note))


def _front_text(session, card) -> Rich:
    return card_front(card, session.language)


def _back_text(session, card) -> Rich:
    return card_back(card, session.language)


def _value_text(tr, ruleset: str, fan_id: str, points: int) -> str:
    return card_value(tr, ruleset, fan_id, points)


@action("learn")
def learn_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    """``learn:show|knew|again:<ruleset>:<position>``."""
    parts = action.split(":")
    if len(parts) != 4 or parts[2] not in ("mcr", "riichi") or not parts[3].isdecimal():
        return [error_reply(session.tr("error.stale_button"))]
    _, verb, ruleset, position = parts
    deck = _deck(session, ruleset)
    ids = _card_ids(ruleset)
    if int(position) >= len(ids):
        return [error_reply(session.tr("error.stale_button"))]
    card = deck.card(ids[int(position)])
    tr = session.tr
    if verb == "show":
        text = _front_text(session, card) + "\n\n" + _back_text(session, card)
        buttons = ((Button(tr("learn.knew"), f"learn:knew:{ruleset}:{position}", ButtonStyle.SUCCESS),
                    Button(tr("learn.again"), f"learn:again:{ruleset}:{position}", ButtonStyle.DANGER)),)
        return [Reply(text=text, title=tr("learn.title"), buttons=buttons, private=True, replace_message=True)]
    if verb in ("knew", "again"):
        review = deck.review(session.ctx.user_id, card.id, verb == "knew")
        note = session.rich("learn.reviewed_knew" if review.right else "learn.reviewed_again", box=review.box)
        return [_next(session, ruleset, note)]
    return [error_reply(tr("error.stale_button"))]
