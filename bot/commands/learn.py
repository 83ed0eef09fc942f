"""/learn: flashcards of the fans with spaced repetition (``quiz.flashcards.Deck``), and of shapes.

A card shows its front; "Show" turns it over; "I knew it" / "Again" records the review (the
Leitner box decides when it comes back) and deals the next due card. Fans missed in quizzes come
back first. Buttons carry the card's position in the deck, so they stay within 64 bytes.

``/learn waits`` is the shapes' twin (``quiz.wait_cards``): a ready one-suit shape, answered by
naming its waits (``/learn waits 147``, or the menu of ranks), graded against the waits scorer;
a right answer moves the card up a box, a wrong one shows the waits and sends it back to box 1.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Sequence
from dataclasses import replace

from bot.commands.common import RULES
from bot.commands.spec import ParamKind, ParamSpec, action, command
from bot.i18n import LANGUAGES, t
from bot.render.text_cards import card_back, card_front, card_value
from bot.replies import Button, ButtonStyle, Option, Reply, Select, error_reply
from bot.rich import Rich, user
from quiz.flashcards import all_cards
from quiz.wait_cards import WaitDeck, wait_cards
from scoring.rulesets import is_ruleset


def read_topic(text: str) -> str | None:
    """``fans`` or ``waits`` from the word in any language (``听牌``, ``待ち``)."""
    wanted = unicodedata.normalize("NFKC", text).strip().lower()
    for topic in ("fans", "waits"):
        if wanted in {topic, *(t(language, f"drill.topic_{topic}").lower() for language in LANGUAGES)}:
            return topic
    return None


TOPIC = ParamSpec("topic", "drill.param_topic", kind=ParamKind.CHOICE, choices=("fans", "waits"),
                  read=read_topic, positional=True,
                  default=lambda session: "fans")
ANSWER = ParamSpec("answer", "drill.param_answer", rest=True)


@command("learn", "cmd.learn", TOPIC, replace(RULES, positional=True), ANSWER, aliases=("flashcards",))
def learn(session, topic: str, rules: str, answer: str) -> list[Reply]:
    if topic == "waits":
        return [_answer_waits(session, answer) if answer.strip() else _next_shape(session)]
    if answer.strip():  # "/learn xyz": say that xyz is no ruleset rather than ignore it
        return [error_reply(session.rich(
            "error.bad_ruleset", value=user(answer.split()[0][:30]), allowed=", ".join(RULES.choices)))]
    return [_next(session, rules)]


def _deck(session, ruleset: str):
    return session.services.quiz.deck(ruleset)


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
    """``learn:show|knew|again:<ruleset>:<position>``; shapes: ``learn:waits|wshow:<position>``."""
    parts = action.split(":")
    if len(parts) == 3 and parts[1] in ("waits", "wshow"):
        return _shape_action(session, parts[1], parts[2], values)
    if len(parts) != 4 or not is_ruleset(parts[2]) or not parts[3].isdecimal():
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


# ---------------------------------------------------------------------------- shapes (/learn waits)


def _wait_deck(session) -> WaitDeck:
    return session.services.quiz.wait_deck()


@functools.cache
def _shape_ids() -> tuple[str, ...]:
    return tuple(card.id for card in wait_cards())


def _shape_tiles(card) -> str:
    return "".join(tile.unicode for tile in card.tiles)


def _next_shape(session, note: Rich | str = "") -> Reply:
    deck = _wait_deck(session)
    cards = deck.next_cards(session.ctx.user_id, count=1, new_per_session=1)
    title = session.tr("drill.learn_waits_title")
    if not cards:
        return Reply(text=(note + "\n\n" if note else "") + session.rich("learn.all_done"), title=title, private=True)
    card = cards[0]
    position = _shape_ids().index(card.id)
    progress = deck.progress(session.ctx.user_id)
    key = "drill.learn_waits_front" if card.melds else "drill.learn_waits_front_whole"
    front = session.rich(key, tiles=_shape_tiles(card), shape=card.ranks + card.suit, melds=card.melds)
    footer = session.rich("learn.progress", due=progress.get("due", 0), new=progress.get("box0", 0))
    text = (note + "\n\n" if note else "") + front + "\n\n" + footer
    options = tuple(Option(f"{rank}{card.suit}", str(rank)) for rank in range(1, 10))
    select = Select(f"learn:waits:{position}", session.tr("drill.learn_waits_pick"), options, min_values=1,
                    max_values=9)
    buttons = ((Button(session.tr("learn.show"), f"learn:wshow:{position}", ButtonStyle.SECONDARY),),)
    return Reply(text=text, title=title, select=select, buttons=buttons, private=True, replace_message=bool(note))


def _answer_waits(session, text: str, card_id: str | None = None) -> Reply:
    deck = _wait_deck(session)
    if card_id is None:
        due = deck.next_cards(session.ctx.user_id, count=1, new_per_session=1)
        if not due:
            return Reply(text=session.rich("learn.all_done"), title=session.tr("drill.learn_waits_title"),
                         private=True)
        card_id = due[0].id
    card = deck.card(card_id)
    if not card.check(text).readable:
        return error_reply(session.rich("drill.learn_waits_unreadable", answer=user(" ".join(text.split())[:40])))
    answer, review = deck.answer(session.ctx.user_id, card_id, text)
    return _next_shape(session, _shape_verdict(session, answer, review.box))


def _shape_verdict(session, answer, box: int) -> Rich:
    card = answer.card
    waits = " ".join(f"{rank}{card.suit}" for rank in card.waits)
    shown = _shape_tiles(card) + " " + card.ranks + card.suit
    if answer.right:
        return session.rich("drill.learn_waits_right", shape=shown, waits=waits, box=box)
    return session.rich("drill.learn_waits_wrong", shape=shown, waits=waits,
                        missing=" ".join(f"{r}{card.suit}" for r in answer.missing) or "-",
                        wrong=" ".join(f"{r}{card.suit}" for r in answer.wrong) or "-", box=box)


def _shape_action(session, verb: str, position: str, values: Sequence[str]) -> list[Reply]:
    ids = _shape_ids()
    if not position.isdecimal() or int(position) >= len(ids):
        return [error_reply(session.tr("error.stale_button"))]
    card_id = ids[int(position)]
    if verb == "wshow":  # "I do not know": the waits, and the card back to box 1
        deck = _wait_deck(session)
        review = deck.review(session.ctx.user_id, card_id, False)
        return [_next_shape(session, _shape_verdict(session, deck.card(card_id).check(""), review.box))]
    picks = [v for v in values if str(v).isdecimal() and 1 <= int(v) <= 9]
    if not picks:
        return []  # an emptied menu: nothing to grade
    return [_answer_waits(session, " ".join(picks), card_id)]
