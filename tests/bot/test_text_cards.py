"""A flashcard's words are the presentation layer's: the same front and back in /learn and the terminal."""

from bot.render.text_cards import card_back, card_front
from quiz.flashcards import all_cards


def _card(card_id: str):
    return next(c for c in all_cards(card_id.split(":")[0]) if c.id == card_id)


def test_a_name_card_reads_in_each_language_from_the_catalogue():
    card = _card("mcr:pure_shifted_chows:zh_to_en")
    assert card_front(card, "en").plain == "一色三步高 in English?"
    assert card_back(card, "en").plain.startswith("Pure Shifted Chows (一色三步高) — 16 fan")
    assert card_front(card, "zh_hant").plain == "一色三步高 的英文是？"
    assert card_back(card, "ja").plain.startswith("一色三歩高 — 16 点\n")


def test_riichi_cards_ask_for_han_and_a_yakuman_shows_its_multiplier():
    chinitsu = _card("riichi:chinitsu:name_to_points")
    assert "How many han" in card_front(chinitsu, "en").plain
    assert "— 6 han" in card_back(chinitsu, "en").plain
    assert "Yakuman ×1" in card_back(_card("riichi:kokushi_musou:name_to_points"), "en").plain
