"""Grading answers with partial credit, and explaining the correct breakdown.

A fan answer is compared occurrence by occurrence (``喜相逢 x2`` is two occurrences): right,
missing and wrong fans give an F1-style credit; a total is credited by how far off it is. The
explanation lists the correct fans with the sets that made them, the fans left out, and why each
wrong fan does not score (implied by another fan, counted once only, or not in the hand).

The explanation is typed data (``quiz.notes``); ``bot/render/text_quiz.py`` writes it in a language.
Each kind of question has its grader (``GRADERS``, checked at import to cover every kind).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import replace

from quiz.answers import ParsedAnswer, name_index, parse_answer, parse_choices
from quiz.discards import read_pick
from quiz.fans import fan_info
from quiz.grades import FanCount, Grade
from quiz.kinds import FIGURE_KINDS, KINDS, QuestionKind
from quiz.notes import (
    AnswerFan,
    AnswerTotal,
    CountedMore,
    CountsOnce,
    FuAnswer,
    FuPart,
    FuRounded,
    HonbaIncluded,
    ImpliedBy,
    LeftOut,
    NotChicken,
    NotCountedWith,
    Note,
    NotInHand,
    NotScored,
    PaymentAnswer,
    Reason,
    Unread,
    note_json,
)
from quiz.questions import Question, expected_fans, fan_points
from quiz.riichi_points import fu_credit, parse_fu, parse_payment, payment_credit
from quiz.rulesets import quiz_of

#: fans a player need not name (they are given in the question), but may
IMPLICIT_FANS = frozenset({"flower_tiles"})


def total_credit(given: int, expected: int) -> float:
    """1 for the exact total, falling linearly to 0 at half the total (at least 4 points) away."""
    if given == expected:
        return 1.0
    return max(0.0, 1.0 - abs(given - expected) / max(4.0, expected / 2))


Grader = Callable[[Question, str], Grade]
#: the grader of each kind of question
GRADERS: dict[QuestionKind, Grader] = {}


def grades(*kinds: QuestionKind) -> Callable[[Grader], Grader]:
    """Register a function as the grader of ``kinds``."""
    def add(function: Grader) -> Grader:
        for kind in kinds:
            if kind in GRADERS:
                raise ValueError(f"two graders for '{kind}'")
            GRADERS[kind] = function
        return function
    return add


def grade(question: Question, text: str) -> Grade:
    """Grade a free-text (or multiple-choice) answer to a question."""
    return GRADERS[question.kind](question, text)


@grades(QuestionKind.FANS, QuestionKind.TOTAL)
def grade_named(question: Question, text: str) -> Grade:
    """Fans named (with counts) and a total, or a total alone."""
    return grade_parsed(question, parse_answer(text, name_index(question.ruleset, question.answer)))


@grades(QuestionKind.CHOICE_TOTAL)
def grade_total_pick(question: Question, text: str) -> Grade:
    """A total picked among four, or written out."""
    number = unicodedata.normalize("NFKC", text or "").strip()
    if number.isascii() and number.isdigit():
        # "How many han?" answered "2" means 2 han, not the second option (han totals are small)
        return _grade_total_choice(question, int(number))
    picks = parse_choices(text, len(question.choices))
    if picks is not None and len(picks) > 1:
        return _unreadable(question, text)  # one total is asked: "A C" is no answer
    if picks is None:
        parsed = parse_answer(text, name_index(question.ruleset, question.answer))
        if parsed.total is not None:
            # a total that is not one of the options is still a total: graded, not "unreadable"
            return _grade_total_choice(question, parsed.total)
        return _unreadable(question, text)
    return grade_choices(question, picks)


@grades(QuestionKind.CHOICE_FANS)
def grade_fan_ticks(question: Question, text: str) -> Grade:
    """Every fan that scores ticked among the options, by letter or by name."""
    picks = parse_choices(text, len(question.choices))
    if picks is None:
        picks = _named_options(question, text)
    if picks is None:
        return _unreadable(question, text)
    return grade_choices(question, picks)


@grades(QuestionKind.DISCARD)
def grade_discard(question: Question, text: str) -> Grade:
    """A discard drill: the tile named earns the credit the ranking gives it (``quiz.discards``)."""
    pick = read_pick(question, text)
    best = " ".join(question.discard.best)
    if pick is None:
        return Grade(False, 0.0, unknown=[text.strip()] if text.strip() else [], readable=False, asked="discard",
                     expected_text=best)
    return Grade(pick.correct, pick.credit, asked="discard", expected_text=best, given_text=pick.tile)


@grades(*FIGURE_KINDS)
def grade_figure(question: Question, text: str) -> Grade:
    """A fu or payment answer: typed, or an option's letter. Fu one step off (10 fu) earn half;
    a payment close to the right one earns part (see ``quiz.riichi_points``)."""
    asked = "fu" if question.kind in (QuestionKind.FU, QuestionKind.CHOICE_FU) else "payment"
    stripped = unicodedata.normalize("NFKC", text or "").strip()
    if question.choices and len(stripped) == 1 and stripped.isalpha() and stripped.isascii():
        index = ord(stripped.lower()) - ord("a")
        if not 0 <= index < len(question.choices):
            return _unreadable(question, text, asked)
        stripped = question.choice_values[index]
    if asked == "fu":
        expected_fu, given_fu = question.scored.fu, parse_fu(stripped)
        if given_fu is None:
            return _unreadable(question, text, asked)
        credit = fu_credit(given_fu, expected_fu)
        result = Grade(given_fu == expected_fu, credit, total_expected=expected_fu, total_given=given_fu,
                       asked=asked, expected_text=str(expected_fu), given_text=str(given_fu))
    else:
        expected_pay, given_pay = question.scored.payment, parse_payment(stripped)
        if given_pay is None:
            return _unreadable(question, text, asked)
        result = Grade(given_pay == expected_pay, payment_credit(given_pay, expected_pay),
                       total_expected=expected_pay.total, total_given=given_pay.total, asked=asked,
                       expected_text=expected_pay.text(), given_text=given_pay.text())
    if question.choices and not result.correct:
        result = replace(result, credit=result.credit * 0.5)  # a wrong pick among four was a guess as much as a slip
    return _explained(question, result)


def _named_options(question: Question, text: str) -> list[int] | None:
    """The options a player named instead of picking letters ("自摸 单钓将"); None when none is named."""
    parsed = parse_answer(text, name_index(question.ruleset, question.answer))
    picks = [i for i, value in enumerate(question.choice_values) if value in parsed.fans]
    return picks or None


def _unreadable(question: Question, text: str, asked: str = "") -> Grade:
    return Grade(False, 0.0, total_expected=question.total, unknown=[text.strip()] if text.strip() else [],
                 readable=False, asked=asked, explanation=explain(question))


def _explained(question: Question, result: Grade) -> Grade:
    return replace(result, explanation=explain(question, result))


def grade_parsed(question: Question, parsed: ParsedAnswer) -> Grade:
    answer = question.answer
    expected = expected_fans(answer)
    points = fan_points(answer)
    total = question.total
    if parsed.empty:
        return _unreadable(question, " ".join(parsed.unknown))
    given = dict(parsed.fans)
    for fan_id, written in parsed.annotated_points.items():
        if given.get(fan_id) != 1:
            continue
        # "dora 2" is two dora; "喜相逢2" the points the fan brings, so twice a 1-point fan
        counted = quiz_of(question.ruleset).annotated_count(fan_id, written, _points_of(question, fan_id))
        if counted is not None:
            given[fan_id] = counted
    right, missing, wrong, outcomes = compare_fans(question, expected, given, points)
    result = Grade(False, 0.0, right, missing, wrong, total, parsed.total, parsed.unknown, outcomes=outcomes)
    if question.kind is QuestionKind.TOTAL:
        given_total = parsed.total
        if given_total is None and given:
            # Fans without a total: the total those fans would make.
            given_total = sum(_points_of(question, f) * c for f, c in given.items())
        result = replace(result, total_given=given_total, correct=given_total == total,
                         credit=total_credit(given_total, total) if given_total is not None else 0.0)
        if not given:  # a bare total, as asked: judge the total, do not list every fan as left out
            result = replace(result, outcomes={}, missing=())
    else:
        fan_part = _fan_credit(expected, given) if given else 0.0
        if parsed.total is not None:
            t = total_credit(parsed.total, total)
            credit = 0.85 * fan_part + 0.15 * t if given else 0.5 * t
        else:
            credit = fan_part
        result = replace(result, credit=credit,
                         correct=bool(given) and not missing and not wrong and (parsed.total in (None, total)))
        if not given:  # a bare total to a fan question: judge the total, do not list every fan as missing
            result = replace(result, outcomes={}, missing=())
    return _explained(question, result)


def _points_of(question: Question, fan_id: str) -> int:
    points = fan_points(question.answer)
    if fan_id in points:
        return points[fan_id]
    return fan_info(question.ruleset, fan_id).points


def _fan_credit(expected: dict[str, int], given: dict[str, int]) -> float:
    expected = {f: c for f, c in expected.items() if f not in IMPLICIT_FANS or f in given}
    matched = sum(min(c, given.get(f, 0)) for f, c in expected.items())
    n_expected = sum(expected.values())
    n_given = sum(given.values())
    if matched == 0 or n_expected == 0 or n_given == 0:
        return 0.0
    precision = matched / n_given
    recall = matched / n_expected
    return 2 * precision * recall / (precision + recall)


def compare_fans(question: Question, expected: dict[str, int], given: dict[str, int], points: dict[str, int]):
    ruleset, answer = question.ruleset, question.answer
    right, missing, wrong = [], [], []
    outcomes: dict[str, str] = {}

    def row(fan_id: str, count: int) -> FanCount:
        info = fan_info(ruleset, fan_id, answer)
        return FanCount(fan_id, count, info.label(), points.get(fan_id, info.points), info.ruleset)

    for fan_id, count in expected.items():
        have = given.get(fan_id, 0)
        if fan_id in IMPLICIT_FANS and fan_id not in given:
            continue  # flowers are counted, not named: the context already says how many
        if have:
            right.append(row(fan_id, min(have, count)))
        if have < count:
            missing.append(row(fan_id, count - have))
        outcomes[fan_id] = "right" if have == count else ("missing" if have < count else "wrong")
    for fan_id, count in given.items():
        extra = count - expected.get(fan_id, 0)
        if extra > 0:
            wrong.append(row(fan_id, extra))
            if fan_id not in expected:
                outcomes[fan_id] = "wrong"
    return right, missing, wrong, outcomes


def grade_choices(question: Question, picks: list[int]) -> Grade:
    correct = set(question.correct_choices)
    chosen = set(picks)
    if question.kind is QuestionKind.CHOICE_TOTAL:
        return _grade_total_choice(question, int(question.choice_values[picks[0]]) if picks else None)
    right_picks = chosen & correct
    wrong_picks = chosen - correct
    missed = correct - chosen
    values = question.choice_values
    points = fan_points(question.answer)

    def row(i: int) -> FanCount:
        info = fan_info(question.ruleset, values[i], question.answer)
        return FanCount(values[i], 1, info.label(), points.get(values[i], info.points), info.ruleset)

    # Each option is a true/false item: credit is the share of options judged right.
    judged_right = len(question.choices) - len(wrong_picks) - len(missed)
    credit = judged_right / len(question.choices) if question.choices else 0.0
    outcomes = {values[i]: "right" for i in right_picks}
    outcomes.update({values[i]: "missing" for i in missed})
    outcomes.update({values[i]: "wrong" for i in wrong_picks})
    result = Grade(not wrong_picks and not missed, credit, [row(i) for i in sorted(right_picks)],
                   [row(i) for i in sorted(missed)], [row(i) for i in sorted(wrong_picks)],
                   question.total, None, outcomes=outcomes)
    return _explained(question, result)


def _grade_total_choice(question: Question, given: int | None) -> Grade:
    ok = given == question.total
    credit = 1.0 if ok else (total_credit(given, question.total) * 0.5 if given is not None else 0.0)
    return _explained(question, Grade(ok, credit, total_expected=question.total, total_given=given))


def explain(question: Question, result: Grade | None = None) -> list[Note]:
    """The correct breakdown with the sets of each fan, then notes on missing and wrong fans."""
    answer = question.answer
    if question.kind is QuestionKind.DISCARD:
        return []  # the ranking is the explanation: the bot renders the table
    if question.kind in FIGURE_KINDS:
        return explain_figure(question)
    scored = question.scored
    notes: list[Note] = [AnswerTotal(scored.total, question.ruleset)]
    counted = {fan.id for fan in scored.rows}
    for fan in scored.rows:
        info = fan_info(question.ruleset, fan.id, answer)
        notes.append(AnswerFan(fan.id, info.label(), fan.count, fan.points * fan.count, fan.sets, question.ruleset))
        # the fans it implies (不计): the reason a total is not the sum of every pattern a player sees
        excluded = tuple((x, fan_info(question.ruleset, x, answer).label()) for x in info.excludes if x not in counted)
        if excluded:
            notes.append(NotCountedWith(excluded, fan=fan.id, ruleset=question.ruleset))
    if result is None:
        return notes
    expected = scored.expected
    sets = {fan.id: fan.sets for fan in scored.rows}
    for miss in result.missing:
        info = fan_info(question.ruleset, miss.id, answer)
        if miss.id in expected and result.right and any(r.id == miss.id for r in result.right):
            notes.append(CountedMore(miss.label, expected[miss.id], expected[miss.id] - miss.count, fan=miss.id,
                                     ruleset=question.ruleset))
        else:
            notes.append(LeftOut(miss.label, miss.points, sets.get(miss.id, ()), info.definition_en, fan=miss.id,
                                 ruleset=question.ruleset))
    for bad in result.wrong:
        notes.append(NotScored(bad.label, why_not(question, bad.id, bad.count), fan=bad.id,
                               ruleset=question.ruleset))
    if result.unknown:
        notes.append(Unread(tuple(result.unknown)))
    return notes


def explain_figure(question: Question) -> list[Note]:
    """The fu with where each part comes from, or the payment with the han and fu behind it."""
    answer, scored = question.answer, question.scored
    han, fu = scored.total, scored.fu
    if question.kind in (QuestionKind.FU, QuestionKind.CHOICE_FU):
        notes: list[Note] = [FuAnswer(fu, han), *(FuPart(reason, part) for reason, part in scored.fu_parts)]
        raw = sum(part for _, part in scored.fu_parts)
        if scored.fu_parts and raw != fu:
            notes.append(FuRounded(raw, fu))
        return notes
    pay = scored.payment
    notes = [PaymentAnswer(pay.text(), pay.form, pay.main, pay.additional, pay.total, han, fu,
                           bool(scored.yakuman), scored.limit)]
    for row in scored.rows:
        notes.append(AnswerFan(row.id, fan_info(question.ruleset, row.id, answer).label(), 1, row.points,
                               ruleset=question.ruleset))
    if scored.honba:
        notes.append(HonbaIncluded())
    return notes


def why_not(question: Question, fan_id: str, extra: int = 1) -> Reason:
    """Why a fan the player named does not score (or not that many times)."""
    answer = question.answer
    expected = expected_fans(answer)
    if fan_id in expected:
        return CountsOnce(expected[fan_id], expected[fan_id] + extra)
    for other in expected:
        if fan_id in fan_info(question.ruleset, other, answer).excludes:
            return ImpliedBy(fan_info(question.ruleset, other, answer).label(), fan=other,
                             ruleset=question.ruleset)
    if fan_id == "chicken_hand":
        return NotChicken()
    return NotInHand(fan_info(question.ruleset, fan_id).definition_en.rstrip("."), fan=fan_id,
                     ruleset=question.ruleset)


missing = [kind for kind in KINDS if kind not in GRADERS]
if missing:
    raise ImportError(f"no grader for the question kinds {missing}")


__all__ = ["Grade", "FanCount", "grade", "grade_figure", "explain_figure", "grade_parsed", "grade_choices",
           "explain", "why_not", "total_credit", "Note", "Reason", "note_json", "AnswerTotal", "AnswerFan",
           "NotCountedWith",
           "CountedMore", "LeftOut", "NotScored", "CountsOnce", "ImpliedBy", "NotChicken", "NotInHand", "Unread",
           "FuAnswer", "FuPart", "FuRounded", "PaymentAnswer", "HonbaIncluded", "GRADERS", "grades",
           "IMPLICIT_FANS"]
