"""``fanbot quiz``: play quiz rounds in the terminal; ``fanbot quiz generate``: print quiz hands.

Playing reads one answer per line from standard input (a terminal or a pipe): fan names in any
language with counts (``喜相逢 x2``), a total, or the letters of multiple-choice options; ``skip``
shows the answer, ``quit`` (or end of input) stops. Each answer is graded with partial credit and
the correct breakdown.

``fanbot quiz generate --count N --seed S [--target ID] [--difficulty easy|normal|hard]
[--rules mcr|riichi] --json`` prints one JSON object per hand: ``{"hand": <normalized notation>,
"answer": <the score JSON>}``. ``fanbot quiz cards [--user NAME]`` runs a flashcard session whose
progress is kept in ``DATABASE_URL``. ``--lang`` (a code of ``bot/locales/languages.toml``, any
spelling the chat accepts) picks the language of every line; the words are the chat quiz's
(``bot/render/text_quiz.py``, ``bot/render/text_cards.py``). Exit status 2 for a usage problem
(unknown target, bad count).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import TextIO

from bot.cli.lang import add_single_language_argument
from bot.cli.rulesets import DEFAULT_RULES
from bot.db.engine import StorageError
from bot.db.repositories import Storage
from bot.i18n import Translator, error_text
from bot.render.ruleset_words import ruleset_key
from bot.render.styles import terminal
from bot.render.text_cards import card_back, card_front
from bot.render.text_quiz import explanation_lines, grade_text, question_lines, quiz_fan_name
from bot.render.views import counts_han
from quiz.flashcards import Deck
from quiz.games import GameError
from quiz.games import resolve_target as resolve
from quiz.generator import GeneratorError, generate_many
from quiz.grading import grade
from quiz.questions import KINDS, answer_total, make_question
from quiz.riichi_points import answer_payment
from quiz.rulesets import quiz_of, quiz_rulesets, scored_answer

DIFFICULTIES = ("easy", "normal", "hard")
#: what a player types to stop a session or to see the answer (read, never written)
QUIT_WORDS = ("quit", "exit", "q")
SKIP_WORDS = ("skip", "?", "")


def _rules_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", choices=quiz_rulesets(), default=DEFAULT_RULES,
                        help=f"ruleset (default {DEFAULT_RULES})")


def _common(parser: argparse.ArgumentParser) -> None:
    _rules_argument(parser)
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="normal", help="default normal")
    parser.add_argument("--target", metavar="FAN",
                        help="only hands with this fan: an id (pure_shifted_chows) or any name (一色三步高)")
    parser.add_argument("--seed", help="seed for reproducible hands (default: random)")
    add_single_language_argument(parser)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    _common(parser)
    parser.add_argument("--rounds", type=int, default=5, help="number of hands to play (default 5)")
    parser.add_argument("--kind", choices=tuple(map(str, KINDS)), default="fans",
                        help="what is asked: the fans (default), the total, or multiple choice; "
                             "a ruleset counting han also: fu, choice_fu, payment (7700, 2000/3900), choice_payment")
    sub = parser.add_subparsers(dest="quiz_command", metavar="{generate,cards}")
    generate = sub.add_parser("generate", help="print generated quiz hands with their answers",
                              description="print generated quiz hands with their answers")
    _common(generate)
    generate.add_argument("--count", type=int, default=10, help="number of hands (default 10)")
    generate.add_argument("--json", action="store_true", help="one JSON object per line: {hand, answer}")
    cards = sub.add_parser("cards", help="flashcards of the fans with spaced repetition (progress in DATABASE_URL)",
                           description="flashcards of the fans with spaced repetition (progress in DATABASE_URL)")
    _rules_argument(cards)
    cards.add_argument("--count", type=int, default=10, help="cards in this session (default 10)")
    cards.add_argument("--user", default="terminal", help="whose progress (default 'terminal')")
    add_single_language_argument(cards)


class UsageError(ValueError):
    """A usage problem, already said in the session's language."""


def resolve_target(target: str | None, ruleset: str, language: str = "en") -> str | None:
    """A fan id from an id or any name the glossary knows; UsageError names the unknown one."""
    try:
        return resolve(target, ruleset)
    except GameError as error:
        raise UsageError(Translator(language)("text.cli.bad_target", message=error_text(error, language))) from None


def _check_range(language: str, option: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise UsageError(Translator(language)("text.cli.range", option=option, low=low, high=high, value=value))


def _seed(value: str | None) -> str:
    return value if value is not None else str(random.SystemRandom().randrange(10**9))


def run(args: argparse.Namespace) -> int:
    try:
        target = resolve_target(getattr(args, "target", None), args.rules, args.lang)
        if args.quiz_command == "generate":
            return _generate(args, target)
        if args.quiz_command == "cards":
            return cards(args, sys.stdin, sys.stdout)
        return play(args, target, sys.stdin, sys.stdout)
    except UsageError as error:
        if getattr(args, "json", False):
            print(json.dumps({"error": str(error)}, ensure_ascii=False))
        else:
            print(f"fanbot quiz: {error}", file=sys.stderr)
        return 2


def _generate(args: argparse.Namespace, target: str | None) -> int:
    _check_range(args.lang, "--count", args.count, 1, 1_000_000)
    seed = _seed(args.seed)
    try:
        for generated in generate_many(args.count, seed, args.rules, args.difficulty, target):
            if args.json:
                print(json.dumps(generated.to_json(), ensure_ascii=False))
            else:
                print(_describe(generated.notation, generated.answer, args.lang, args.rules))
    except GeneratorError as error:
        raise UsageError(error_text(error, args.lang)) from error
    return 0


def _describe(notation: str, answer: dict, language: str = "en", rules: str = DEFAULT_RULES) -> str:
    tr = Translator(language)
    ruleset = answer.get("ruleset", rules)
    if counts_han(ruleset):  # yaku, han, fu and the payment, named in the reader's language
        names = ([quiz_fan_name(ruleset, y["id"], language, answer) for y in answer.get("yakuman", [])]
                 + [f"{quiz_fan_name(ruleset, y['id'], language, answer)} {y['han']}" for y in answer["yaku"]])
        paid = answer_payment(answer)
        how = "ron" if paid.form == "ron" else "tsumo"
        return notation + "\n" + tr(f"text.quiz.generated_{how}", han=answer_total(answer), fu=answer["fu"],
                                     payment=paid.text(), yaku=tr.listed(names))
    names = [f"{quiz_fan_name(ruleset, row.id, language, answer)} {row.points}"
             + (f" x{row.count}" if row.count > 1 else "") for row in scored_answer(answer).rows]
    generated = ruleset_key(tr, "text.quiz.generated", ruleset, shared="text.quiz.generated_mcr")
    return notation + "\n" + tr(generated, total=answer["total"], fans=tr.listed(names))


def play(args: argparse.Namespace, target: str | None, stdin: TextIO, stdout: TextIO) -> int:
    """Terminal rounds: show a hand, read an answer line, grade it, explain."""
    language = args.lang
    tr = Translator(language)
    _check_range(language, "--rounds", args.rounds, 1, 1000)
    if args.kind not in quiz_of(args.rules).kinds:
        raise UsageError(tr("text.cli.riichi_kind", kind=args.kind))
    seed = _seed(args.seed)
    rng = random.Random(f"choices:{seed}")
    out = stdout
    print(tr.plural("text.quiz.intro", args.rounds, rounds=args.rounds, rules=tr(f"ruleset.{args.rules}"),
             difficulty=tr(f"text.quiz.difficulty_{args.difficulty}"), seed=seed), file=out)
    credit, played = 0.0, 0
    for number, generated in enumerate(generate_many(args.rounds, seed, args.rules, args.difficulty, target), 1):
        question = make_question(args.rules, generated.notation, generated.answer, args.kind, rng)
        print("\n" + tr("text.quiz.hand_number", number=number, rounds=args.rounds), file=out)
        print("\n".join(question_lines(question, language)), file=out)
        print("> ", end="", file=out, flush=True)
        line = stdin.readline()
        if not line:
            print("\n" + tr("text.quiz.end_of_input"), file=out)
            break
        text = line.strip()
        if text.lower() in QUIT_WORDS:
            break
        played += 1
        if text.lower() in SKIP_WORDS:
            result = grade(question, "")
            print("\n".join(explanation_lines(result.explanation, language)), file=out)
            continue
        result = grade(question, text)
        credit += result.credit
        print(grade_text(result, language), file=out)
    if played:
        print("\n" + tr("text.quiz.score", credit=f"{credit:.1f}", played=played,
                         percent=round(100 * credit / played)), file=out)
    return 0


def cards(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """A flashcard session: due cards first, then new ones; each answer moves the card's box."""
    language = args.lang
    tr = Translator(language)
    _check_range(language, "--count", args.count, 1, 500)
    try:
        storage = Storage()
    except StorageError as error:
        raise UsageError(str(error)) from None
    deck = Deck(storage, args.rules)
    session = deck.next_cards(args.user, count=args.count, new_per_session=args.count)
    print(tr.plural("text.cards.intro", len(session), user=args.user), file=stdout)
    right = 0
    for number, card in enumerate(session, 1):
        print(f"\n{number}/{len(session)}. " + terminal(card_front(card, language)).replace("\n", " "), file=stdout)
        print("> ", end="", file=stdout, flush=True)
        line = stdin.readline()
        if not line or line.strip().lower() in QUIT_WORDS:
            break
        review = deck.answer(args.user, card.id, line.strip())
        right += review.right
        verdict = tr("text.cards.right" if review.right else "text.cards.wrong")
        back = terminal(card_back(card, language)).replace("\n", " ")
        print(tr("text.cards.verdict", verdict=verdict, back=back, box=review.box), file=stdout)
    progress = deck.progress(args.user)
    boxes = tr.listed(tr("text.cards.box", box=k[3:], count=v) for k, v in progress.items()
                      if k.startswith("box") and k != "box0")
    print("\n" + tr("text.cards.summary", right=right, boxes=boxes, due=progress["due"]), file=stdout)
    storage.close()
    return 0
