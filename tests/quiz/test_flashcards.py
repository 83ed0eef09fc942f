"""Flashcards: a deck per fan, Leitner boxes per user, quiz misses brought forward."""

import pytest

from quiz.flashcards import BOX_INTERVALS, RETRY_SECONDS, Deck, all_cards
from quiz.games import GameEngine
from tests.quiz.helpers import fixed_source


@pytest.fixture
def deck(storage, clock):
    return Deck(storage, "mcr", clock)


def test_every_fan_has_cards_both_ways():
    cards = all_cards("mcr")
    kinds = {c.kind for c in cards}
    assert kinds == {"name_to_points", "meaning_to_name", "zh_to_en", "en_to_zh"}
    fans = {c.fan_id for c in cards}
    assert len(fans) == 81  # every fan but Flower Tiles
    card = next(c for c in cards if c.id == "mcr:pure_shifted_chows:zh_to_en")
    assert (card.ruleset, card.fan_id, card.kind) == ("mcr", "pure_shifted_chows", "zh_to_en")


def test_common_fans_come_first_for_a_new_player(deck):
    first = deck.next_cards("u1", count=5)
    assert first[0].fan_id == "mixed_straight"
    assert len(first) == 5


@pytest.mark.parametrize("card_id, text, right", [
    ("mcr:pure_shifted_chows:zh_to_en", "pure shifted chows", True),
    ("mcr:pure_shifted_chows:zh_to_en", "pure shiftd chows", True),
    ("mcr:pure_shifted_chows:zh_to_en", "一色三步高", False),  # the question itself is not the answer
    ("mcr:pure_shifted_chows:en_to_zh", "一色三步高", True),
    ("mcr:pure_shifted_chows:en_to_zh", "一色三同顺", False),
    ("mcr:full_flush:name_to_points", "24", True),
    ("mcr:full_flush:name_to_points", "16 points", False),
    ("mcr:mixed_double_chow:meaning_to_name", "喜相逢", True),
    ("mcr:mixed_double_chow:meaning_to_name", "Mixed Double Chow", True),
    ("mcr:mixed_double_chow:meaning_to_name", "", False),
])
def test_answers_are_checked_through_the_glossary(deck, card_id, text, right):
    assert deck.card(card_id).check(text) is right


def test_leitner_boxes_move_up_on_right_and_back_to_one_on_wrong(deck, clock):
    card = "mcr:full_flush:name_to_points"
    first = deck.answer("u1", card, "24")
    assert first.box == 1 and first.due == clock.now + BOX_INTERVALS[0]
    clock.advance(BOX_INTERVALS[0])
    second = deck.answer("u1", card, "24")
    assert second.box == 2 and second.due == clock.now + BOX_INTERVALS[1]
    wrong = deck.answer("u1", card, "8")
    assert wrong.box == 1 and wrong.due == clock.now + RETRY_SECONDS
    assert deck.storage.cards.card("u1", card).lapses == 1 and deck.storage.cards.card("u1", card).reviews == 3


def test_due_cards_come_back_and_others_wait(deck, clock):
    for card in deck.next_cards("u1", count=3):
        deck.review("u1", card.id, right=True)
    assert deck.next_cards("u1", count=3, new_per_session=0) == []
    clock.advance(BOX_INTERVALS[0] + 1)
    assert len(deck.next_cards("u1", count=3, new_per_session=0)) == 3


def test_progress_is_per_user(deck):
    deck.review("u1", "mcr:full_flush:name_to_points", True)
    assert deck.progress("u1")["box1"] == 1
    assert deck.progress("u2")["box1"] == 0


def test_fans_missed_in_a_quiz_come_back_sooner(storage, clock, deck):
    # The player knew Closed Wait well (box 4, due in a week)...
    for _ in range(4):
        deck.review("u1", "mcr:closed_wait:zh_to_en", True)
    assert storage.cards.card("u1", "mcr:closed_wait:zh_to_en").due > clock.now + 24 * 3600
    # ...then leaves it out in a quiz round.
    engine = GameEngine(storage, fixed_source, clock, deck_for=lambda ruleset: deck)
    game = engine.start_game("chat", rounds=1)
    rnd = engine.start_round(game.id)
    engine.submit(rnd.id, "u1", "Ann", "花龙 圈风刻 门风刻 门前清")
    row = storage.cards.card("u1", "mcr:closed_wait:zh_to_en")
    assert row.box == 1 and row.due <= clock.now
    due = [c.fan_id for c in deck.next_cards("u1", count=4, new_per_session=0)]
    assert due == ["closed_wait"] * 4


def test_riichi_cards_ask_for_han_and_accept_yakuman(storage, clock):
    deck = Deck(storage, "riichi", clock)
    chinitsu = deck.card("riichi:chinitsu:name_to_points")
    assert chinitsu.check("6") and not chinitsu.check("5")
    kokushi = deck.card("riichi:kokushi_musou:name_to_points")
    assert kokushi.check("yakuman") and kokushi.check("13") and not kokushi.check("8")


def test_a_session_of_new_cards_never_shows_one_fan_twice_in_a_row(deck):
    session = deck.next_cards("u1", count=10, new_per_session=10)
    fans = [c.fan_id for c in session]
    assert all(a != b for a, b in zip(fans, fans[1:], strict=False))
    assert len(set(fans)) == 5


def test_missed_fans_are_written_in_one_order_whatever_order_they_come_in(storage, clock, deck, monkeypatch):
    """Two workers bringing back one player's cards lock the rows in the same order (no deadlock on PostgreSQL)."""
    from bot.db.flashcards import FlashcardRepository

    written: list[str] = []
    put = FlashcardRepository.put

    def recording(self, card):
        written.append(card.card_id.split(":")[1])
        return put(self, card)

    monkeypatch.setattr(FlashcardRepository, "put", recording)
    fans = ["seven_pairs", "all_chows", "full_flush", "mixed_straight", "all_pungs", "half_flush", "pure_straight"]
    deck.missed_in_quiz("u1", fans)
    first = list(dict.fromkeys(written))
    written.clear()
    deck.missed_in_quiz("u1", fans[::-1])
    assert first == list(dict.fromkeys(written)) == sorted(fans)  # a set's own order: 1 chance in 5,040
