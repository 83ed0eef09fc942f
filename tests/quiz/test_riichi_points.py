"""Riichi fu and payment questions: how payments are written and read, partial credit, the options
offered, the explanations, and that the right answer to any generated hand is graded right."""

import random

import pytest

from bot.render.text_quiz import explanation_lines, grade_summary
from quiz.games import GameEngine, GameError
from quiz.generator import generate_many, generate_question
from quiz.grading import grade
from quiz.kinds import FIGURE_KINDS as RIICHI_KINDS
from quiz.questions import make_question
from quiz.riichi_points import (
    StatedPayment,
    answer_payment,
    fu_credit,
    parse_payment,
    payment_credit,
)
from scoring.notation import parse_hand
from scoring.riichi import score_hand

RON_40_FU = "123m456p789s111z5s5s riichi seat=S"  # riichi, round wind East: 2 han 40 fu, ron 2600
TSUMO_40_FU = "123m456p789s111z5s5s tsumo riichi seat=S"  # 3 han 40 fu: 1300/2600
DEALER_TSUMO = "123m456p789s111z5s5s tsumo riichi seat=E"  # 4 han 40 fu, mangan: 4000 all
HONBA = "123m456p789s111z5s5s riichi seat=S honba=1"  # 2600 + 300


def question(hand: str, kind: str, seed: int = 1):
    return make_question("riichi", hand, score_hand(parse_hand(hand, "riichi")).to_json(), kind, random.Random(seed))


def test_a_payment_is_written_as_players_say_it():
    assert answer_payment(question(RON_40_FU, "payment").answer).text() == "2600"
    assert answer_payment(question(TSUMO_40_FU, "payment").answer).text() == "1300/2600"
    assert answer_payment(question(DEALER_TSUMO, "payment").answer).text() == "4000 all"
    assert answer_payment(question(HONBA, "payment").answer).text() == "2900", "honba are included"


@pytest.mark.parametrize("written, meant", [
    ("7700", StatedPayment("ron", 7700)), ("7,700", StatedPayment("ron", 7700)),
    ("ron 7700 points", StatedPayment("ron", 7700)),
    ("2000/3900", StatedPayment("split", 3900, 2000)), ("3900/2000", StatedPayment("split", 3900, 2000)),
    ("2000-3900", StatedPayment("split", 3900, 2000)), ("4000 all", StatedPayment("all", 4000)),
    ("4000オール", StatedPayment("all", 4000)), ("每家4000点", StatedPayment("all", 4000)),
    ("４０００ all", StatedPayment("all", 4000)),
])
def test_payments_are_read_in_the_usual_ways(written, meant):
    assert parse_payment(written) == meant


def test_a_payment_without_a_number_is_unreadable_not_wrong():
    result = grade(question(RON_40_FU, "payment"), "mangan?")
    assert not result.readable and "7700, 2000/3900 or 4000 all" in grade_summary(result)


def test_fu_one_step_off_earns_half_and_further_off_nothing():
    assert fu_credit(40, 40) == 1.0
    assert fu_credit(30, 40) == fu_credit(50, 40) == 0.5
    assert fu_credit(25, 30) == 0.5, "seven pairs' 25 is one step from 20 and 30"
    assert fu_credit(60, 40) == 0.0
    q = question(RON_40_FU, "fu")
    assert grade(q, "40 fu").correct and grade(q, "40符").credit == 1.0
    near = grade(q, "30")
    assert not near.correct and near.credit == 0.5 and "It is 40 fu, not 30 fu." in grade_summary(near)
    assert grade(q, "70").credit == 0.0


def test_a_close_payment_earns_part_and_a_far_one_little_or_nothing():
    ron = question(RON_40_FU, "payment")
    assert grade(ron, "2600").correct
    close = grade(ron, "2900").credit  # the honba forgotten the other way round
    one_han_off = grade(ron, "5200").credit
    assert 0.4 < close < 1.0 and one_han_off == 0.0
    tsumo = question(TSUMO_40_FU, "payment")
    assert grade(tsumo, "1300/2600").correct and grade(tsumo, "2600/1300").correct
    half_right = grade(tsumo, "1300/2000").credit  # the dealer's share off
    assert 0.3 < half_right < 1.0
    assert grade(tsumo, "5200").credit == pytest.approx(0.5), "the total alone: right figure, wrong form"
    dealer = question(DEALER_TSUMO, "payment")
    assert grade(dealer, "4000 all").correct
    assert grade(dealer, "4000").credit == pytest.approx(0.5)
    assert payment_credit(StatedPayment("all", 3900), StatedPayment("all", 4000)) > 0.6


def test_choice_fu_offers_the_answer_and_near_steps_and_takes_letters_or_numbers():
    q = question(RON_40_FU, "choice_fu")
    values = [int(v) for v in q.choice_values]
    assert len(set(values)) == 4 and 40 in values and all(abs(v - 40) <= 20 for v in values)
    right = "ABCD"[q.correct_choices[0]]
    assert grade(q, right).correct and grade(q, "40").correct
    wrong = next(i for i in range(4) if i not in q.correct_choices)
    picked = grade(q, "ABCD"[wrong])
    assert not picked.correct and picked.credit <= 0.25, "a wrong pick earns at most half of a near miss"


def test_choice_payment_offers_payments_a_han_or_a_fu_step_away():
    for hand in (RON_40_FU, TSUMO_40_FU, DEALER_TSUMO):
        q = question(hand, "choice_payment", seed=3)
        right = answer_payment(q.answer)
        assert len(set(q.choice_values)) == 4 and q.choice_values[q.correct_choices[0]] == right.text()
        forms = {parse_payment(v).form for v in q.choice_values}
        assert forms == {right.form}, "every option is paid the way this hand is paid"
        assert grade(q, "ABCD"[q.correct_choices[0]]).correct


def test_fu_explanation_adds_the_parts_and_rounds_up():
    lines = explanation_lines(grade(question(TSUMO_40_FU, "fu"), "30").explanation)
    assert lines[0] == "Answer: 40 fu (3 han)"
    assert "  base: 20" in lines and "  self-draw (tsumo): 2" in lines  # the fu reasons as the score text names them
    assert lines[-1] == "  = 32, rounded up to 40"


def test_payment_explanation_names_who_pays_the_han_and_fu_and_the_honba():
    tsumo = explanation_lines(grade(question(TSUMO_40_FU, "payment"), "1000/2000").explanation)
    assert tsumo[0].startswith("Answer: 1300/2600 (tsumo: 1300 from each non-dealer, 2600 from the dealer; "
                               "total 5200) — 3 han 40 fu")
    honba = explanation_lines(grade(question(HONBA, "payment"), "2600").explanation)
    assert any("honba included" in line for line in honba)


def test_fu_and_payment_questions_are_for_riichi_only():
    for kind in RIICHI_KINDS:
        with pytest.raises(ValueError, match=f"question kind '{kind}' is for Riichi hands"):
            generate_question(random.Random(1), "mcr", kind)


def test_a_game_of_fu_questions_needs_riichi_hands(storage):
    engine = GameEngine(storage)
    with pytest.raises(GameError) as refused:
        engine.start_game("c1", kind="fu", ruleset="mcr")
    assert refused.value == GameError("riichi_kind", kind="fu")
    game = engine.start_game("c2", kind="choice_payment", ruleset="riichi", seed=5)
    rnd = engine.start_round(game.id)
    assert rnd.question.kind == "choice_payment" and len(rnd.question.choices) == 4


def test_a_generated_fu_question_never_asks_the_fu_of_a_yakuman():
    rng = random.Random(2)
    hard = [generate_question(rng, "riichi", "fu", "hard") for _ in range(150)]
    assert not any(q.answer["yakuman"] for q in hard), "hard hands hold a yakuman now and then: not these"


@pytest.mark.parametrize("kind", RIICHI_KINDS)
def test_the_right_answer_to_any_generated_hand_is_graded_right(kind):
    rng = random.Random(kind)
    for difficulty in ("easy", "normal", "hard"):
        for generated in generate_many(60, kind, "riichi", difficulty):
            q = make_question("riichi", generated.notation, generated.answer, kind, rng)
            typed = str(q.answer["fu"]) if "fu" in kind else answer_payment(q.answer).text()
            assert grade(q, typed).correct, (q.hand, typed)
            if q.choices:
                assert grade(q, "ABCD"[q.correct_choices[0]]).correct
                assert len(set(q.choice_values)) == len(q.choices) == 4, q.hand
