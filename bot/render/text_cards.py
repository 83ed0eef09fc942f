"""A flashcard's front and back in a reply language, for the chat's /learn and ``fanbot quiz cards``.

``quiz.flashcards`` gives the card as data (its fan and kind); the words are the catalogue's
``learn.*`` messages and the names those of ``bot/render/names.py``.
"""

from __future__ import annotations

from bot.i18n import Translator
from bot.render.names import chinese_of, definition_of, entry_fields, entry_name_in
from bot.render.views import counts_han
from bot.rich import Rich, bold, lines, rich_translator
from glossary import get_entry
from quiz.fans import fan_info
from quiz.flashcards import Card


def card_names(card: Card, language: str) -> tuple[str, str, str, str]:
    """(name in the reply language, Chinese, English, definition) of the card's fan.

    Every card's fan has a glossary entry (tests/glossary/test_schema.py holds the glossary to the
    fan table), so the names and definitions come from there alone.
    """
    entry = get_entry(card.ruleset, card.fan_id)
    fields = entry_fields(entry)
    return entry_name_in(entry, language), chinese_of(fields, language), entry.en, definition_of(fields, language)


def card_front(card: Card, language: str) -> Rich:
    rt = rich_translator(Translator(language))
    name, chinese, english, definition = card_names(card, language)
    riichi = "_riichi" if counts_han(card.ruleset) else ""  # a yaku is worth han, not points
    if card.kind == "meaning_to_name":
        return rt(f"learn.front_meaning{riichi}", definition=definition)
    if card.kind == "zh_to_en":
        return rt("learn.front_zh_to_en", name=chinese)
    if card.kind == "en_to_zh":
        return rt("learn.front_en_to_zh", name=english)
    return rt(f"learn.front{riichi}", name=name)


def card_back(card: Card, language: str) -> Rich:
    tr = Translator(language)
    name, _, _, definition = card_names(card, language)
    points = fan_info(card.ruleset, card.fan_id).points
    shown: list[Rich | str] = [bold(name) + " — " + card_value(tr, card.ruleset, card.fan_id, points)]
    if definition and card.kind != "meaning_to_name":  # that card's front is the definition already
        shown.append(definition)
    return lines(*shown)


def card_value(tr: Translator, ruleset: str, fan_id: str, points: int) -> str:
    """'8 fan', '2 han', 'Yakuman ×2': a yakuman is worth no han, so its multiplier is shown instead."""
    entry = get_entry(ruleset, fan_id)
    if entry.yakuman:
        return tr("fan.yakuman", times=entry.yakuman)
    if counts_han(ruleset):
        return tr("fan.han", han=entry.points if entry.points is not None else points)
    return tr("fan.points", points=points)


__all__ = ["card_back", "card_front", "card_names", "card_value"]
