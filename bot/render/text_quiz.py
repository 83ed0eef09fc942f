"""A graded answer and a quiz round as text: the verdict, the explanation (``quiz.grading``'s typed
notes) and a round's summary (``quiz.games.RoundSummary``), in a language of the catalogue.

Used by ``fanbot quiz`` (the terminal rounds); the chat quiz writes its rounds in
``bot/services/chat_quiz.py`` from the same catalogue.
"""

from __future__ import annotations

from bot.i18n import Translator
from bot.render import names
from quiz import notes as quiz_notes
from quiz.fans import fan_info
from quiz.games import RoundSummary
from quiz.grading import FanCount, Grade, explain
from quiz.kinds import QuestionKind
from quiz.questions import Question
from quiz.riichi_points import parse_payment
from quiz.rulesets import glossary_of
from scoring.hand import Hand
from scoring.notation import format_hand, parse_hand
from scoring.riichi.flags import flags_of
from scoring.rulesets import ruleset_of
from scoring.tiles import Tile


def quiz_fan_name(ruleset: str, fan_id: str, language: str, answer: dict | None = None) -> str:
    """A fan's name in the reply language (``names.fan_name``); one the glossary does not know is named
    from the quiz's fan data or the score JSON."""
    try:
        return names.fan_name(glossary_of(ruleset), fan_id, language)
    except KeyError:
        info = fan_info(ruleset, fan_id, answer)
        return names.name_in({"zh_hans": info.zh, "en": info.en}, language) if info.en else info.label()


def _named(language: str, ruleset: str, fan_id: str, label: str) -> str:
    """A note's fan in the reader's language; the scorer's label when the note does not say which fan."""
    return quiz_fan_name(ruleset, fan_id, language) if ruleset and fan_id else label


def explanation_lines(notes: list[quiz_notes.Note], language: str = "en") -> list[str]:
    """One line per note of the explanation."""
    tr = Translator(language)
    return [_note(tr, note) for note in notes]


def _note(tr: Translator, note: quiz_notes.Note) -> str:
    match note:
        case quiz_notes.AnswerTotal(total, ruleset):
            return tr(f"grade.answer_total_{ruleset}", total=total)
        case quiz_notes.AnswerFan(fan_id, label, count, value, sets, ruleset):
            label = _named(tr.language, ruleset, fan_id, label)
            times = tr("grade.times", count=count) if count > 1 else ""
            if sets:
                return tr("grade.fan_row_sets", label=label, times=times, value=value, sets="; ".join(sets))
            return tr("grade.fan_row", label=label, times=times, value=value)
        case quiz_notes.NotCountedWith(excluded, ruleset=ruleset):
            return tr("grade.not_counted_with", names=tr.listed(_named(tr.language, ruleset, fan_id, label)
                                                                 for fan_id, label in excluded))
        case quiz_notes.CountedMore(label, expected, counted, fan=fan_id, ruleset=ruleset):
            label = _named(tr.language, ruleset, fan_id, label)
            return tr("grade.counted_more", label=label, expected=expected, counted=counted)
        case quiz_notes.LeftOut(label, points, sets, definition, fan=fan_id, ruleset=ruleset):
            label = _named(tr.language, ruleset, fan_id, label)
            definition = _definition(tr.language, ruleset, fan_id, definition)
            line = (tr("grade.left_out_sets", label=label, points=points, sets="; ".join(sets)) if sets
                    else tr("grade.left_out", label=label, points=points))
            return line + (tr("grade.definition", definition=definition) if definition else "")
        case quiz_notes.NotScored(label, reason, fan=fan_id, ruleset=ruleset):
            label = _named(tr.language, ruleset, fan_id, label)
            return tr("grade.not_scored", label=label, why=why_text(reason, tr.language))
        case quiz_notes.Unread(words):
            return tr("grade.unread", words=", ".join(repr(word) for word in words))
        case quiz_notes.FuAnswer(fu, han):
            return tr("grade.fu_answer", fu=fu, han=han)
        case quiz_notes.FuPart(reason, fu):
            return tr("grade.fu_part", reason=_fu_reason(tr, reason), fu=fu)
        case quiz_notes.FuRounded(raw, fu):
            return tr("grade.fu_rounded", raw=raw, fu=fu)
        case quiz_notes.PaymentAnswer():
            return _payment(tr, note)
        case quiz_notes.HonbaIncluded():
            return tr("grade.honba")
    raise TypeError(f"not an explanation note: {note!r}")


def why_text(reason: quiz_notes.Reason, language: str = "en") -> str:
    """Why a fan the player named does not score."""
    tr = Translator(language)
    match reason:
        case quiz_notes.CountsOnce(expected, named):
            return tr.plural("grade.why_counts_once", expected, expected=expected, named=named)
        case quiz_notes.ImpliedBy(label, fan=fan_id, ruleset=ruleset):
            return tr("grade.why_implied", label=_named(language, ruleset, fan_id, label))
        case quiz_notes.NotChicken():
            return tr("grade.why_not_chicken")
        case quiz_notes.NotInHand(definition, fan=fan_id, ruleset=ruleset):
            definition = _definition(language, ruleset, fan_id, definition).rstrip(".。")
            return tr("grade.why_absent_defined", definition=definition) if definition else tr("grade.why_absent")
    raise TypeError(f"not a reason: {reason!r}")


def _fu_reason(tr: Translator, reason: str) -> str:
    key = f"render.text_riichi.fu_reasons.{reason}"
    return tr(key) if tr.has(key) else reason.replace("_", " ")


def _level(tr: Translator, level: str) -> str:
    key = f"render.text_riichi.levels.{level}"
    return tr(key) if level and tr.has(key) else level


def _payment(tr: Translator, pay: quiz_notes.PaymentAnswer) -> str:
    how = {"ron": lambda: tr("grade.how_ron"), "all": lambda: tr("grade.how_all", main=pay.main),
           "split": lambda: tr("grade.how_split", main=pay.main, additional=pay.additional)}[pay.form]()
    shape = tr("grade.shape_yakuman") if pay.yakuman else tr("grade.shape_han_fu", han=pay.han, fu=pay.fu)
    level = tr("grade.level", level=_level(tr, pay.level)) if pay.level else ""
    return tr("grade.payment_answer", payment=pay.payment, how=how, total=pay.total, shape=shape, level=level)


def _definition(language: str, ruleset: str, fan_id: str, english: str) -> str:
    """A fan's definition in the reader's language where the glossary has it, else the English one."""
    try:
        entry = names.get_entry(glossary_of(ruleset), fan_id) if ruleset and fan_id else None
    except KeyError:
        entry = None
    return names.definition_of(names.entry_fields(entry), language) if entry is not None else english


def _counted(tr: Translator, fans: list[FanCount]) -> str:
    return tr.listed(_named(tr.language, f.ruleset, f.id, f.label)
                                     + (tr("grade.times", count=f.count) if f.count > 1 else "") for f in fans)


def grade_summary(grade: Grade, language: str = "en") -> str:
    """One line: the verdict, the credit and what was off."""
    tr = Translator(language)
    if not grade.readable:
        return tr({"fu": "grade.unreadable_fu", "payment": "grade.unreadable_payment"}.get(
            grade.asked, "grade.unreadable"))
    parts = [tr("grade.correct") if grade.correct else tr("grade.partly", percent=round(grade.credit * 100))]
    if grade.asked:
        if not grade.correct:
            expected, given = grade.expected_text, grade.given_text
            if grade.asked == "fu":
                expected, given = tr("grade.fu_value", fu=expected), tr("grade.fu_value", fu=given)
            parts.append(tr("grade.figure_off", expected=expected, given=given))
        return " ".join(parts)
    if not grade.right and not grade.missing and not grade.wrong and grade.total_off == 0 and not grade.correct:
        parts.append(tr("grade.total_right"))
    if not grade.correct and (grade.missing or grade.wrong):  # what a percentage of a fan answer means
        parts.append(tr("grade.credit_how"))
    if grade.missing:
        parts.append(tr("grade.missing", names=_counted(tr, grade.missing)))
    if grade.wrong:
        parts.append(tr("grade.wrong", names=_counted(tr, grade.wrong)))
    if grade.total_off:
        parts.append(tr("grade.total_off", off=f"{grade.total_off:+d}", total=grade.total_expected))
    return " ".join(parts)


def grade_text(grade: Grade, language: str = "en") -> str:
    """The verdict, then the explanation."""
    return "\n".join([grade_summary(grade, language), *explanation_lines(grade.explanation, language)])


def round_summary_text(summary: RoundSummary, language: str = "en") -> str:
    """Who won the round, each player's points, then the right answer."""
    tr = Translator(language)
    lines = []
    if summary.round.winner_user_id:
        winner = summary.winner
        lines.append(tr("round.won_by", name=winner.user_name if winner else summary.round.winner_user_id))
    right = [a for a in summary.answers if a.correct]
    lines.append(tr.plural("round.answers", len(summary.answers), answers=len(summary.answers), correct=len(right)))
    for a in sorted(summary.answers, key=lambda a: -a.points)[:10]:
        key = "round.player_one" if a.points == 1 else "round.player"
        lines.append(tr(key, name=a.user_name, points=a.points, percent=round(a.credit * 100)))
    lines.extend(explanation_lines(explain(summary.question), language))
    return "\n".join(lines)


__all__ = ["explanation_lines", "grade_summary", "grade_text", "round_summary_text", "why_text"]


WIND_KEYS = {Tile.EAST: "east", Tile.SOUTH: "south", Tile.WEST: "west", Tile.NORTH: "north"}


def context_lines(tr: Translator, hand: Hand, ruleset: str) -> list[str]:
    """How the hand was won, in the reply language (the chat's round and ``fanbot quiz`` alike)."""
    ctx = hand.context
    how = tr("quiz.self_drawn") if ctx.self_drawn else tr("quiz.on_discard")
    lines = [tr("quiz.context", seat=tr(f"quiz.wind_{WIND_KEYS[ctx.seat_wind]}"),
                round=tr(f"quiz.wind_{WIND_KEYS[ctx.round_wind]}"), how=how)]
    extra = [tr(key) for on, key in ((ctx.last_copy, "quiz.flag_last"), (ctx.wall_last, "quiz.flag_wall"),
                                     (ctx.kong, "quiz.flag_kong")) if on]
    notation = ruleset_of(ruleset).notation
    if ctx.flowers and "flowers" in notation.flags:
        extra.append(tr.plural("quiz.flag_flowers", ctx.flowers, flowers=ctx.flowers))
    if notation.declarations:
        flags = flags_of(hand)
        if flags.double_riichi:
            extra.append(tr("quiz.flag_double_riichi"))
        elif flags.riichi:
            extra.append(tr("quiz.flag_riichi"))
        extra.extend(tr(key) for on, key in ((flags.ippatsu, "quiz.flag_ippatsu"),
                                             (flags.tenhou, "text.quiz.flag_tenhou"),
                                             (flags.chiihou, "text.quiz.flag_chiihou")) if on)
        if flags.dora_indicators:
            extra.append(tr("quiz.flag_dora", tiles=" ".join(t.code for t in flags.dora_indicators)))
        if flags.ura_indicators:
            extra.append(tr("quiz.flag_ura", tiles=" ".join(t.code for t in flags.ura_indicators)))
        if flags.honba:
            extra.append(tr("text.quiz.flag_honba", honba=flags.honba))
    if extra:
        lines.append(" · ".join(extra))
    return lines


def question_lines(question: Question, language: str = "en") -> list[str]:
    """A question for a terminal: the hand (honors by name too, so 5z cannot be misread), how it
    was won, what is asked and, for multiple choice, the lettered options; the chat's words."""
    tr = Translator(language)
    hand = parse_hand(question.hand, question.ruleset)
    shown = [question.hand]
    readable = format_hand(hand, honors="zh", ruleset=question.ruleset)
    if readable != question.hand:
        shown.append(f"({readable})")
    shown += context_lines(tr, hand, question.ruleset)
    specific = f"quiz.ask_{question.kind}_{question.ruleset}"  # han counters ask for han and yaku
    shown.append(tr(specific if tr.has(specific) else f"quiz.ask_{question.kind}"))
    shown += [f"{chr(ord('A') + i)}. {choice_label(tr, question, i)}" for i in range(len(question.choices))]
    return shown


def choice_label(tr: Translator, question: Question, index: int) -> str:
    """A multiple-choice option in the reply language (fan options are named by the quiz's fan data)."""
    if question.kind == QuestionKind.CHOICE_FU:
        return tr("quiz.fu_value", fu=question.choice_values[index])
    if question.kind == QuestionKind.CHOICE_PAYMENT:
        paid = parse_payment(question.choice_values[index])
        if paid is not None and paid.form == "all":
            return tr("quiz.payment_all", points=paid.main)
    return question.choices[index]
