"""A quiz question in words: the chat's catalogue messages, for the terminal quiz in any language."""

from bot.render.text_quiz import question_lines
from quiz.questions import make_question
from scoring.mcr import score_hand
from scoring.notation import format_hand, parse_hand
from scoring.riichi import score_hand as score_riichi


def _question(hand: str, ruleset: str = "mcr", kind: str = "fans"):
    parsed = parse_hand(hand, ruleset)
    answer = (score_hand(parsed) if ruleset == "mcr" else score_riichi(parsed)).to_json()
    return make_question(ruleset, format_hand(parsed, ruleset=ruleset), answer, kind)  # as the generator writes it


def test_context_names_the_winds_and_how_the_tile_came():
    lines = question_lines(_question("[234p] [456p] [567p] [567p] 9p9p tsumo round=S flowers=1"), "en")
    assert lines[1] == "Seat wind East 东, round wind South 南; won self-drawn."
    assert lines[2] == "1 flower"
    assert lines[3].startswith("Name every fan")


def test_riichi_context_lists_riichi_dora_and_honba_in_japanese_too():
    question = _question("123m456p789s234s5m5m riichi seat=S dora=4s honba=2", "riichi", "total")
    english = question_lines(question, "en")
    assert english[1].startswith("Seat wind South")  # no honor in the hand: no second spelling of it
    assert english[2] == "riichi · dora indicator 4s · 2 honba" and english[-1] == "How many han?"
    japanese = question_lines(question, "ja")
    assert "2 本場" in japanese[2] and japanese[-1] != english[-1]


def test_multiple_choice_options_are_lettered_in_the_readers_words():
    question = _question("234789m12345p66p6p riichi seat=S", "riichi", "choice_fu")
    lines = question_lines(question, "zh_hans")
    options = [line for line in lines if line[:2] in ("A.", "B.", "C.", "D.")]
    assert len(options) == 4 and all(line.endswith("符") for line in options)
