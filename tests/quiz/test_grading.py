"""Grading: partial credit for fans and totals, explanations that name the sets and the reasons."""

import random

import pytest

from bot.render.text_quiz import explanation_lines, grade_summary, grade_text
from quiz.grading import AnswerFan, AnswerTotal, CountsOnce, NotScored, grade, note_json, total_credit
from quiz.questions import make_question
from scoring.mcr import score_hand
from scoring.notation import parse_hand

#: rules.md case mixed_double_account_once: Concealed Hand 2, All Chows 2, Mixed Double Chow 1 x2,
#: Short Straight 1, Single Wait 1 = 8
ACCOUNT_ONCE = "234567s234567p9m9m"


def question(hand: str, kind: str = "fans", ruleset: str = "mcr", seed: int = 1):
    if ruleset == "riichi":
        from scoring.riichi import score_hand as riichi_score
        answer = riichi_score(parse_hand(hand, "riichi")).to_json()
    else:
        answer = score_hand(parse_hand(hand)).to_json()
    return make_question(ruleset, hand, answer, kind, random.Random(seed))


@pytest.mark.parametrize("text", [
    "门前清 平和 喜相逢x2 连六 单钓将",
    "門前清、平和、喜相逢×2、連六、單釣將",
    "Concealed Hand, All Chows, Mixed Double Chow x2, Short Straight, Single Wait",
    "single wait / short straight / 2x mixed double chow / all chows / concealed hand",
    "menqianqing pinghu xixiangfeng*2 lianliu dandiaojiang",
    "concealed hand, all chow, mixed double chow x2, short straigt, single wiat",
    "门前清2 平和2 喜相逢1x2 连六1 单钓将1 = 8",
])
def test_right_answers_in_any_language_alias_or_with_typos(text):
    result = grade(question(ACCOUNT_ONCE), text)
    assert result.correct, grade_text(result)
    assert result.credit == 1.0 and not result.missing and not result.wrong


def test_a_count_too_low_is_partial_credit_and_explained():
    result = grade(question(ACCOUNT_ONCE), "门前清 平和 喜相逢 连六 单钓将")
    assert not result.correct and 0.8 < result.credit < 1
    assert [(m.id, m.count) for m in result.missing] == [("mixed_double_chow", 1)]
    assert any("scores 2 times here, not 1" in line for line in explanation_lines(result.explanation))


def test_a_count_too_high_is_explained_by_account_once():
    result = grade(question(ACCOUNT_ONCE), "门前清 平和 喜相逢x2 连六x2 单钓将")
    assert [(w.id, w.count) for w in result.wrong] == [("short_straight", 1)]
    assert any("account-once" in line for line in explanation_lines(result.explanation))


def test_an_implied_fan_is_wrong_and_says_which_fan_implies_it():
    result = grade(question(ACCOUNT_ONCE), "门前清 平和 喜相逢x2 连六 单钓将 无字")
    assert [w.id for w in result.wrong] == ["no_honors"]
    line = next(line for line in explanation_lines(result.explanation) if line.startswith("Not scored"))
    assert "implied by All Chows (平和)" in line  # named as English names fans everywhere


def test_a_fan_not_in_the_hand_is_wrong_and_missing_fans_show_their_sets():
    result = grade(question(ACCOUNT_ONCE), "平和, 一般高")
    assert {m.id for m in result.missing} == {"concealed_hand", "mixed_double_chow", "short_straight",
                                              "single_wait"}
    assert [w.id for w in result.wrong] == ["pure_double_chow"]
    lines = explanation_lines(result.explanation)
    assert any(line.startswith("Left out: Short Straight (连六) (1): 234s 567s") for line in lines)
    assert any("does not have it" in line for line in lines if "一般高" in line)
    assert 0 < result.credit < 0.5


def test_explanation_lists_the_correct_breakdown_with_sets():
    result = grade(question(ACCOUNT_ONCE), "8")
    assert explanation_lines(result.explanation)[0] == "Answer: 8 fan"
    assert "  Mixed Double Chow (喜相逢) x2: 2  (234s 234p; 567s 567p)" in explanation_lines(result.explanation)


def test_total_questions_credit_by_distance():
    q = question(ACCOUNT_ONCE, "total")
    assert grade(q, "8").correct and grade(q, "8").credit == 1
    off = grade(q, "10")
    assert not off.correct and off.total_off == 2 and off.credit == pytest.approx(0.5)
    assert "Total off by +2 (it is 8)" in grade_summary(off)
    assert grade(q, "30").credit == 0
    assert total_credit(90, 88) == pytest.approx(1 - 2 / 44)


def test_a_wrong_bare_total_to_a_total_question_names_no_fan_as_left_out():
    result = grade(question(ACCOUNT_ONCE, "total"), "999")
    assert not result.correct and result.credit == 0
    assert not result.missing and not result.right and not result.wrong and not result.outcomes


def test_total_question_answered_with_fans_adds_their_points():
    q = question(ACCOUNT_ONCE, "total")
    result = grade(q, "门前清 平和 喜相逢x2 连六 单钓将")
    assert result.total_given == 8 and result.correct


def test_a_bare_total_to_a_fan_question_gets_half_credit_when_right():
    result = grade(question(ACCOUNT_ONCE), "8")
    assert not result.correct and result.credit == 0.5 and not result.missing
    assert "The total is right" in grade_summary(result)


def test_unreadable_answers_say_so_and_still_explain():
    result = grade(question(ACCOUNT_ONCE), "no idea honestly")
    assert not result.readable and result.credit == 0
    assert grade_summary(result).startswith("Could not read that answer")
    assert explanation_lines(result.explanation)[0] == "Answer: 8 fan"


def test_multiple_choice_total():
    q = question("[CCC] [4444p] [4444m] 1113m3m", "choice_total")
    assert len(q.choices) == 4 and len(set(q.choices)) == 4 and "16" in q.choices
    right = "ABCD"[q.correct_choices[0]]
    wrong = next(ch for ch in "ABCD" if ch != right)
    assert grade(q, right).correct
    assert not grade(q, wrong).correct
    assert grade(q, "16").correct  # the number itself works too


def test_multiple_choice_total_outside_the_options_is_graded_as_a_total():
    q = question("[CCC] [4444p] [4444m] 1113m3m", "choice_total")
    outside = next(str(n) for n in range(17, 99) if str(n) not in q.choice_values)
    result = grade(q, f"total {outside}")
    assert result.readable and not result.correct
    assert result.total_given == int(outside) and result.total_expected == 16


def test_multiple_choice_fans_with_traps():
    q = question(ACCOUNT_ONCE, "choice_fans", seed=3)
    values = list(q.choice_values)
    assert set(q.expected_fans()) <= set(values)
    assert "no_honors" in values or "single_wait" in values
    picks = " ".join("ABCDEFGH"[i] for i in q.correct_choices)
    assert grade(q, picks).correct
    one_short = " ".join("ABCDEFGH"[i] for i in q.correct_choices[1:])
    partial = grade(q, one_short)
    assert not partial.correct and partial.credit == pytest.approx(7 / 8)
    assert len(partial.missing) == 1


def test_riichi_answers_are_graded_by_yaku_and_han():
    q = question("234567m234p678s5s5s riichi tsumo", "fans", "riichi")
    expected = q.expected_fans()
    assert {"riichi", "menzen_tsumo"} <= set(expected)
    names = {"riichi": "riichi", "menzen_tsumo": "menzen tsumo", "tanyao": "tanyao", "pinfu": "pinfu",
             "dora": "dora"}
    text = ", ".join(names[y] + (f" x{n}" if n > 1 else "") for y, n in expected.items())
    assert grade(q, text).correct, grade_text(grade(q, text))
    assert grade(question("234567m234p678s5s5s riichi tsumo", "total", "riichi"), str(q.total)).correct


def test_riichi_dora_count_may_be_written_after_the_name():
    q = question("234567m234p678s5s5s riichi tsumo dora=4s", "fans", "riichi")
    expected = q.expected_fans()
    assert expected.get("dora") == 2  # two 5s
    text = "riichi, menzen tsumo, tanyao, dora 2"
    result = grade(q, text)
    assert result.correct, grade_text(result)


def test_points_written_after_a_fan_may_say_how_many_times_it_counts():
    result = grade(question(ACCOUNT_ONCE), "门前清2 平和2 喜相逢2 连六1 单钓将1")
    assert result.correct, grade_text(result)
    result = grade(question(ACCOUNT_ONCE), "门前清 2, 平和 2, 喜相逢 1, 连六 1, 单钓将 1")
    assert [(m.id, m.count) for m in result.missing] == [("mixed_double_chow", 1)]


def test_multiple_choice_total_typed_as_a_number_is_that_total_not_an_option_number():
    # Riichi totals are small: with options 3, 1, 2, 4 han, "2" is the answer 2 han, not option B
    q = question("234m345p456s66s789m riichi", "choice_total", "riichi")
    assert q.total == 2 and "1" in q.choices
    assert grade(q, "2").correct
    assert grade(q, "２").correct  # full-width digits too
    wrong = next(v for v in q.choice_values if v != "2")
    assert not grade(q, wrong).correct and grade(q, wrong).total_given == int(wrong)
    assert grade(q, "ABCD"[q.correct_choices[0]]).correct  # the option letter still works


def test_multiple_choice_total_with_several_letters_is_unreadable_not_the_first_letter():
    q = question("[CCC] [4444p] [4444m] 1113m3m", "choice_total")
    result = grade(q, "abc")
    assert not result.readable and result.credit == 0


def test_multiple_choice_fans_answered_with_the_fans_names_instead_of_letters():
    q = question(ACCOUNT_ONCE, "choice_fans", seed=3)
    names = {"concealed_hand": "门前清", "all_chows": "平和", "mixed_double_chow": "喜相逢", "short_straight": "连六",
             "single_wait": "单钓将"}
    right = " ".join(names[q.choice_values[i]] for i in q.correct_choices)
    assert grade(q, right).correct
    one_missing = " ".join(names[q.choice_values[i]] for i in q.correct_choices[1:])
    result = grade(q, one_missing)
    assert result.readable and not result.correct and len(result.missing) == 1
    assert not grade(q, "香蕉").readable


def test_a_wrong_fan_is_explained_in_one_sentence_without_a_double_full_stop():
    result = grade(question(ACCOUNT_ONCE), "门前清 平和 喜相逢x2 连六 单钓将 清一色")
    line = next(line for line in explanation_lines(result.explanation) if line.startswith("Not scored:"))
    assert line.endswith("no honors).") and ".)." not in line



def test_the_explanation_is_typed_data_not_prose():
    result = grade(question(ACCOUNT_ONCE), "门前清 平和 喜相逢x2 连六x2 单钓将")
    assert result.explanation[0] == AnswerTotal(8, "mcr")
    assert all(not isinstance(note, str) for note in result.explanation)
    rows = [note for note in result.explanation if isinstance(note, AnswerFan)]
    assert ("mixed_double_chow", 2, 2, ("234s 234p", "567s 567p")) in [(r.id, r.count, r.value, r.sets) for r in rows]
    [wrong] = [note for note in result.explanation if isinstance(note, NotScored)]
    assert wrong.reason == CountsOnce(expected=1, named=2)
    assert note_json(wrong) == {"kind": "NotScored", "label": wrong.label, "fan": "short_straight", "ruleset": "mcr",
                                "reason": {"kind": "CountsOnce", "expected": 1, "named": 2}}


def test_the_explanation_reads_in_chinese_too():
    result = grade(question(ACCOUNT_ONCE), "门前清 平和 喜相逢x2 连六x2 单钓将")
    lines = explanation_lines(result.explanation, "zh_hans")
    assert lines[0] == "答案：8 番" and any("套算一次" in line for line in lines)


def test_the_answer_names_the_fans_each_of_its_fans_leaves_uncounted():
    lines = explanation_lines(grade(question("11122233344455z"), "88").explanation)  # Big Four Winds, All Honors …
    uncounted = [line for line in lines if "not counted with it (implied, 不计)" in line]
    assert any("All Pungs" in line and "Prevalent Wind" in line for line in uncounted), lines
    assert not any("Big Four Winds" in line for line in uncounted)  # a fan that scores is never listed
    chinese = explanation_lines(grade(question("11122233344455z"), "88").explanation, "zh_hans")
    assert any(line.strip().startswith("不计：") and "碰碰和" in line for line in chinese), chinese


def test_a_partial_answer_says_what_its_percentage_weighs():
    result = grade(question(ACCOUNT_ONCE), "平和, 一般高")
    summary = grade_summary(result)
    assert f"{round(result.credit * 100)}% right." in summary
    assert "weighs the fans named right against those left out and those named wrongly" in summary
    assert "weighs" not in grade_summary(grade(question(ACCOUNT_ONCE), "门前清 平和 喜相逢x2 连六 单钓将"))
