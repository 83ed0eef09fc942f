"""/learn: flashcards of the fans (name -> points and definition), one card at a time."""

from __future__ import annotations

import random
from collections.abc import Mapping

from bot.commands.common import bad_ruleset, name_in, ruleset_of
from bot.replies import Button, ButtonStyle, Reply, error_reply


def _cards(ruleset: str) -> list:
    from glossary import entries

    return [e for e in entries(ruleset) if e.ruleset == ruleset]


async def learn_command(session, args: str, options: Mapping[str, str]) -> list[Reply]:
    from bot.commands import split_options

    rest, options = split_options(args, ("rules",), options)
    if rest and "rules" not in options:
        options = {**options, "rules": rest.split()[0]}
    ruleset = ruleset_of(session, options)
    if ruleset is None:
        return [bad_ruleset(session, options)]
    return [_front(session, ruleset, _next_card(session, ruleset))]


def _next_card(session, ruleset: str):
    deck = session.core.quiz_cards(session.ctx.user_id, ruleset) if hasattr(session.core, "quiz_cards") else None
    if deck:
        return deck
    cards = _cards(ruleset)
    if not cards:
        raise LookupError(f"no {ruleset} cards in the glossary")
    return random.choice(cards)


def _front(session, ruleset: str, entry) -> Reply:
    tr = session.tr
    name = name_in(session.language, entry.zh_hans, entry.zh_hant, entry.en)
    return Reply(text=tr("learn.front", name=name), title=tr("learn.title"), private=True,
                 buttons=((Button(tr("learn.show"), f"learn:show:{ruleset}:{entry.id}", ButtonStyle.PRIMARY),),))


def _back(session, ruleset: str, entry) -> Reply:
    from bot.commands.glossary_cmds import _entry_text

    tr = session.tr
    buttons = ((Button(tr("learn.knew"), f"learn:knew:{ruleset}:{entry.id}", ButtonStyle.SUCCESS),
                Button(tr("learn.again"), f"learn:again:{ruleset}:{entry.id}", ButtonStyle.DANGER)),)
    return Reply(text=_entry_text(session, entry), title=tr("learn.title"), buttons=buttons, private=True,
                 replace_message=True)


async def learn_action(session, action: str, values) -> list[Reply]:
    """``learn:show|knew|again:<ruleset>:<id>``."""
    from glossary import get_entry

    parts = action.split(":")
    if len(parts) != 4 or parts[2] not in ("mcr", "riichi"):
        return [error_reply(session.tr("error.stale_button"))]
    _, verb, ruleset, card_id = parts
    try:
        entry = get_entry(ruleset, card_id)
    except (KeyError, LookupError, ValueError):
        return [error_reply(session.tr("error.stale_button"))]
    if verb == "show":
        return [_back(session, ruleset, entry)]
    if verb in ("knew", "again"):
        recorder = getattr(session.core, "record_card", None)
        if recorder is not None:
            recorder(session.ctx.user_id, ruleset, card_id, verb == "knew")
        return [_front(session, ruleset, _next_card(session, ruleset))]
    return [error_reply(session.tr("error.stale_button"))]
