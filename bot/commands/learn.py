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
from bot.render.names import chinese_of, definition_of, entry_fields, name_in
from bot.replies import Button, ButtonStyle, Reply, error_reply
from bot.rich import Rich, bold, lines
from glossary import get_entry
from quiz.fans import fan_info
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


def _names(session, card) -> tuple[str, str, str, str]:
    """(name in the reply language, Chinese, English, definition) of the card's fan.

    Every card's fan has a glossary entry (tests/glossary/test_schema.py holds the glossary to the
    fan table), so the names and definitions come from there alone.
    """
    entry = get_entry(card.ruleset, card.fan_id)
    fields, language = entry_fields(entry), session.language
    return name_in(fields, language), chinese_of(fields, language), entry.en, definition_of(fields, language)


def _front_text(session, card) -> Rich:
    tr = session.rich
    name, chinese, english, definition = _names(session, card)
    riichi = "_riichi" if card.ruleset == "riichi" else ""  # a yaku is worth han, not points
    if card.kind == "meaning_to_name":
        return tr(f"learn.front_meaning{riichi}", definition=definition)
    if card.kind == "zh_to_en":
        return tr("learn.front_zh_to_en", name=chinese)
    if card.kind == "en_to_zh":
        return tr("learn.front_en_to_zh", name=english)
    return tr(f"learn.front{riichi}", name=name)


def _back_text(session, card) -> Rich:
    tr = session.tr
    name, _, _, definition = _names(session, card)
    points = fan_info(card.ruleset, card.fan_id).points
    shown = [bold(name) + " — " + _value_text(tr, card.ruleset, card.fan_id, points)]
    if definition and card.kind != "meaning_to_name":  # that card's front is the definition already
        shown.append(definition)
    return lines(*shown)


def _value_text(tr, ruleset: str, fan_id: str, points: int) -> str:
    """'8 fan', '2 han', 'Yakuman ×2': a yakuman is worth no han, so its multiplier is shown instead."""
    entry = get_entry(ruleset, fan_id)
    if entry.yakuman:
        return tr("fan.yakuman", times=entry.yakuman)
    if ruleset == "riichi":
        return tr("fan.han", han=entry.points if entry.points is not None else points)
    return tr("fan.points", points=points)


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
