"""The shape flashcards: every card is a ready shape whose answer is the waits scorer's."""

from __future__ import annotations

from quiz.wait_cards import WaitDeck, read_ranks, stored_waits, wait_cards
from scoring.mcr.waits import mcr_report
from scoring.notation import parse_partial
from scoring.shanten import analyse_13
from scoring.tiles import counts_of


def test_every_shape_is_ready_and_its_stored_waits_are_the_scorers():
    stored = stored_waits()
    for card in wait_cards():
        assert stored[card.ranks] == "".join(map(str, card.waits)), card
        counts = counts_of(card.tiles)
        assert analyse_13(counts, card.melds, counts)[0] == 0, card
        assert len(card.waits) >= 2, card  # a single wait is no drill


def test_waits_equal_fanbot_waits_on_the_shape_as_a_whole_hand():
    # a shape of 4, 7 or 10 tiles is asked beside melds; written beside pungs of honors the whole
    # hand's waits (what `fanbot waits` lists) are the shape's
    for card in wait_cards()[::7]:
        melds = " ".join(f"[{c}{c}{c}z]" for c in "1234"[:card.melds])
        hand = parse_partial(f"{melds} {card.ranks}{card.suit}".strip(), sizes=(13,))
        waits = tuple(w.tile % 9 + 1 for w in mcr_report(hand).waits)
        assert waits == card.waits, card


def test_no_card_waits_on_a_tile_it_already_holds_four_of():
    for card in wait_cards():
        for rank in card.waits:
            assert card.ranks.count(str(rank)) < 4, card


def test_the_deck_runs_from_short_shapes_to_the_nine_gates_and_visits_every_suit():
    cards = wait_cards()
    sizes = [len(c.ranks) for c in cards]
    assert sizes == sorted(sizes) and sizes[0] == 4 and sizes[-1] == 13
    nine_gates = next(c for c in cards if c.name == "nine_gates")
    assert nine_gates.ranks == "1112345678999" and nine_gates.waits == tuple(range(1, 10))
    assert {c.suit for c in cards[:3]} == {"m", "p", "s"}
    assert any(c.ranks == "2345678" and c.waits == (2, 5, 8) for c in cards)


def test_an_answer_reads_in_digits_tiles_or_chinese_numerals():
    assert read_ranks("147") == read_ranks("1m 4m 7m") == read_ranks("一四七万") == {1, 4, 7}
    assert read_ranks("1, 4 and 7") == {1, 4, 7}
    assert read_ranks("no idea") == set()


def test_a_right_answer_names_every_wait_and_nothing_else():
    card = next(c for c in wait_cards() if c.ranks == "2345678")
    assert card.check("258").right
    partial = card.check("25")
    assert not partial.right and partial.missing == (8,) and partial.wrong == ()
    extra = card.check("2580")
    assert extra.right  # 0 is no rank: ignored
    wrong = card.check("2589")
    assert not wrong.right and wrong.wrong == (9,)


def test_the_shape_deck_uses_the_leitner_boxes(storage, clock):
    deck = WaitDeck(storage, clock=clock)
    first = deck.next_cards("ann", count=1)[0]
    answer, review = deck.answer("ann", first.id, "".join(map(str, first.waits)))
    assert answer.right and review.box == 1
    assert deck.next_cards("ann", count=1)[0].id != first.id
    _, review = deck.answer("ann", first.id, "9")
    assert review.box == 1 and not review.right
