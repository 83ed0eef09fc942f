"""``fanbot quiz``: play quiz rounds in the terminal; ``fanbot quiz generate``: print quiz hands.

Playing reads one answer per line from standard input (a terminal or a pipe): fan names in any
language with counts (``喜相逢 x2``), a total, or the letters of multiple-choice options; ``skip``
shows the answer, ``quit`` (or end of input) stops. Each answer is graded with partial credit and
the correct breakdown.

``fanbot quiz generate --count N --seed S [--target ID] [--difficulty easy|normal|hard]
[--rules mcr|riichi] --json`` prints one JSON object per hand: ``{"hand": <normalized notation>,
"answer": <the score JSON>}``. ``fanbot quiz cards [--user NAME]`` runs a flashcard session whose
progress is kept in ``DATABASE_URL``. Exit status 2 for a usage problem (unknown target, bad count).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import TextIO

from bot.i18n import error_text
from bot.render.text_quiz import explanation_lines, grade_text
from quiz.flashcards import Deck
from quiz.games import GameError
from quiz.games import resolve_target as resolve
from quiz.generator import GeneratorError, generate_many
from quiz.grading import grade
from quiz.questions import RIICHI_KINDS, answer_total, make_question
from quiz.riichi_points import answer_payment
from quiz.storage import Storage, StorageError

DIFFICULTIES = ("easy", "normal", "hard")
KINDS = ("fans", "total", "choice_total", "choice_fans", "fu", "choice_fu", "payment", "choice_payment")


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", choices=("mcr", "riichi"), default="mcr", help="ruleset (default mcr)")
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="normal", help="default normal")
    parser.add_argument("--target", metavar="FAN",
                        help="only hands with this fan: an id (pure_shifted_chows) or any name (一色三步高)")
    parser.add_argument("--seed", help="seed for reproducible hands (default: random)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    _common(parser)
    parser.add_argument("--rounds", type=int, default=5, help="number of hands to play (default 5)")
    parser.add_argument("--kind", choices=KINDS, default="fans",
                        help="what is asked: the fans (default), the total, or multiple choice; "
                             "Riichi also: fu, choice_fu, payment (7700, 2000/3900), choice_payment")
    sub = parser.add_subparsers(dest="quiz_command", metavar="{generate,cards}")
    generate = sub.add_parser("generate", help="print generated quiz hands with their answers",
                              description="print generated quiz hands with their answers")
    _common(generate)
    generate.add_argument("--count", type=int, default=10, help="number of hands (default 10)")
    generate.add_argument("--json", action="store_true", help="one JSON object per line: {hand, answer}")
    cards = sub.add_parser("cards", help="flashcards of the fans with spaced repetition (progress in DATABASE_URL)",
                           description="flashcards of the fans with spaced repetition (progress in DATABASE_URL)")
    cards.add_argument("--rules", choices=("mcr", "riichi"), default="mcr", help="ruleset (default mcr)")
    cards.add_argument("--count", type=int, default=10, help="cards in this session (default 10)")
    cards.add_argument("--user", default="terminal", help="whose progress (default 'terminal')")


class UsageError(ValueError):
    pass


def resolve_target(target: str | None, ruleset: str) -> str | None:
    """A fan id from an id or any name the glossary knows; UsageError names the unknown one."""
    try:
        return resolve(target, ruleset)
    except GameError as error:
        raise UsageError(f"{error_text(error, 'en')} for --target") from None


def _seed(value: str | None) -> str:
    return value if value is not None else str(random.SystemRandom().randrange(10**9))


def run(args: argparse.Namespace) -> int:
    try:
        target = resolve_target(getattr(args, "target", None), args.rules)
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
    if not 1 <= args.count <= 1_000_000:
        raise UsageError(f"--count must be 1 to 1000000, not {args.count}")
    seed = _seed(args.seed)
    try:
        for generated in generate_many(args.count, seed, args.rules, args.difficulty, target):
            if args.json:
                print(json.dumps(generated.to_json(), ensure_ascii=False))
            else:
                print(_describe(generated.notation, generated.answer))
    except GeneratorError as error:
        raise UsageError(str(error)) from error
    return 0


def _describe(notation: str, answer: dict) -> str:
    if answer.get("ruleset") == "riichi":
        names = [y["id"] for y in answer.get("yakuman", [])] + [f"{y['id']} {y['han']}" for y in answer["yaku"]]
        paid = answer_payment(answer)
        how = "ron" if paid.form == "ron" else "tsumo"
        return (f"{notation}\n  {answer_total(answer)} han {answer['fu']} fu, {how} {paid.text()}: "
                + ", ".join(names))
    names = [f"{f['zh']} {f['en']} {f['points']}" + (f" x{f['count']}" if f["count"] > 1 else "")
             for f in answer["fans"]]
    return f"{notation}\n  {answer['total']} points: " + ", ".join(names)


def play(args: argparse.Namespace, target: str | None, stdin: TextIO, stdout: TextIO) -> int:
    """Terminal rounds: show a hand, read an answer line, grade it, explain."""
    if not 1 <= args.rounds <= 1000:
        raise UsageError(f"--rounds must be 1 to 1000, not {args.rounds}")
    if args.rules == "mcr" and args.kind in RIICHI_KINDS:
        raise UsageError(f"--kind {args.kind} is for Riichi hands: add --rules riichi")
    seed = _seed(args.seed)
    rng = random.Random(f"choices:{seed}")
    out = stdout
    print(f"Quiz: {args.rounds} hand(s), {args.rules.upper()}, {args.difficulty} (seed {seed}). "
          "Answer on one line; 'skip' shows the answer, 'quit' stops.", file=out)
    credit, played = 0.0, 0
    for number, generated in enumerate(generate_many(args.rounds, seed, args.rules, args.difficulty, target), 1):
        question = make_question(args.rules, generated.notation, generated.answer, args.kind, rng)
        print(f"\nHand {number}/{args.rounds}:", file=out)
        print(question.prompt(), file=out)
        print("> ", end="", file=out, flush=True)
        line = stdin.readline()
        if not line:
            print("\n(end of input)", file=out)
            break
        text = line.strip()
        if text.lower() in ("quit", "exit", "q"):
            break
        played += 1
        if text.lower() in ("skip", "?", ""):
            result = grade(question, "")
            print("\n".join(explanation_lines(result.explanation)), file=out)
            continue
        result = grade(question, text)
        credit += result.credit
        print(grade_text(result), file=out)
    if played:
        print(f"\nScore: {credit:.1f} / {played} ({round(100 * credit / played)}%)", file=out)
    return 0


def cards(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """A flashcard session: due cards first, then new ones; each answer moves the card's box."""
    if not 1 <= args.count <= 500:
        raise UsageError(f"--count must be 1 to 500, not {args.count}")
    try:
        storage = Storage()
    except StorageError as error:
        raise UsageError(str(error)) from None
    deck = Deck(storage, args.rules)
    session = deck.next_cards(args.user, count=args.count, new_per_session=args.count)
    print(f"Flashcards for {args.user}: {len(session)} card(s). 'skip' shows the answer, 'quit' stops.",
          file=stdout)
    right = 0
    for number, card in enumerate(session, 1):
        print(f"\n{number}/{len(session)}. {card.front}", file=stdout)
        print("> ", end="", file=stdout, flush=True)
        line = stdin.readline()
        if not line or line.strip().lower() in ("quit", "exit", "q"):
            break
        review = deck.answer(args.user, card.id, line.strip())
        right += review.right
        verdict = "Right!" if review.right else "Not quite."
        print(f"{verdict} {card.back}  (box {review.box})", file=stdout)
    progress = deck.progress(args.user)
    boxes = ", ".join(f"box {k[3:]}: {v}" for k, v in progress.items() if k.startswith("box") and k != "box0")
    print(f"\n{right} right. Cards seen by box: {boxes}; due now: {progress['due']}.", file=stdout)
    storage.close()
    return 0
