"""``fanbot play``: a game in the terminal (played by the table rules, ``scoring.game.table_rules``), you
(seat 0) against three AI seats; or four AI seats and a log.

You type the tile to discard (``5m``, ``7z``, ``中``), a claim by its word (``chow``/``吃``/``チー``,
``pung``, ``kong 5m``, ``win``, ``pass``; an empty line passes a claim), ``hint`` for the coach's
advice, ``picture`` to save your hand as a picture (with ``--pictures DIR``), ``quit`` to stop; the
words of every language of the catalogue are understood. After each hand the coach reviews your
discards (``--no-coach``: a competitive table, neither hint nor review).

``fanbot play --ai 4 --hands N --seed S --log FILE`` plays N hands with four AI seats and writes the
JSON-lines log (issue 26, docs/play.md): one line per event, one ``hand_end`` per hand.

A ruleset that plays its own games (its ``CliRuleset.play``) answers ``--rules`` instead: ``--preset``,
``--games`` and ``--log`` as that module says.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import tempfile
from enum import StrEnum
from pathlib import Path
from typing import TextIO

from bot.cli.lang import add_single_language_argument, say
from bot.cli.rules_arg import add_rules_argument
from bot.cli.rulesets import UnknownRules, cli_of, read_rules
from bot.i18n import Translator, error_text
from bot.render.picture import CHAT_SCALE, render_hand_png
from bot.render.text_play import (
    drawn,
    event_line,
    hand_summary,
    hint_lines,
    outcome_lines,
    prompt,
    refusal_line,
    review_lines,
    table_lines,
    totals_line,
    words_for,
)
from scoring.game import (
    Action,
    ActionKind,
    MatchState,
    Phase,
    apply,
    events,
    legal,
    result,
    start_hand,
    view,
    waiting_for,
    wall_commitment,
    wall_reveal,
)
from scoring.game.ai import AILevel, decide
from scoring.game.autoplay import play_match
from scoring.game.coach import hint, review
from scoring.game.registry import DEFAULT
from scoring.game.winning import own_melds
from scoring.hand import HandError, PartialHand
from scoring.notation import parse_hand, parse_tiles

K = ActionKind
HUMAN = 0
MAX_AI_HANDS = 1_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ai", type=int, choices=(2, 3, 4), default=3,
                        help="AI seats: 3 (you play seat 0, the default) or 4 (no one types: give --log); "
                             "a three-player table: 2 or 3")
    parser.add_argument("--hands", type=int, default=16, help="hands to play (default 16, one match)")
    parser.add_argument("--seed", help="seed of the walls, for a game that replays (default: random)")
    parser.add_argument("--log", metavar="FILE", help="write the game's events as JSON lines ('-': standard output)")
    parser.add_argument("--level", choices=tuple(map(str, AILevel)), default=str(AILevel.PLAYER),
                        help="the AI seats' level (default player)")
    parser.add_argument("--pictures", metavar="DIR", type=Path,
                        help="save a picture of every win, and of your hand when you type picture, in DIR")
    parser.add_argument("--no-coach", action="store_true", help="no hint and no review (a competitive table)")
    parser.add_argument("--walls", metavar="DIR", type=Path, default=Path(tempfile.gettempdir()) / "fanbot-walls",
                        help="where each hand's wall is revealed after it, one file per wall (default: a folder "
                             "fanbot-walls in the system's temporary folder)")
    parser.add_argument("--preset", help="the table's preset, for a ruleset with presets (its default otherwise)")
    parser.add_argument("--length", choices=("east", "south"),
                        help="a game played by wind rounds: east (east-only) or south (a half game); the preset's own "
                             "otherwise")
    parser.add_argument("--save", metavar="FILE",
                        help="keep the game you play in FILE after each decision; started again with it, the game "
                             "carries on from there (a ruleset played by games)")
    parser.add_argument("--games", type=int, default=1,
                        help="whole games to play, for a ruleset played by games (FILE gets -1, -2, ... with more)")
    add_rules_argument(parser)
    add_single_language_argument(parser)


def _seed(value: str | None) -> int | str:
    if value is None:
        return random.SystemRandom().randrange(10**9)
    return int(value) if value.lstrip("-").isdigit() else value


def run(args: argparse.Namespace) -> int:
    try:
        rules = read_rules(args.rules)
    except UnknownRules as error:
        print(error_text(error, args.lang), file=sys.stderr)
        return 2
    if cli_of(rules).play:  # a ruleset playing its games itself
        return importlib.import_module(cli_of(rules).play).run(args)
    if rules != DEFAULT:  # the shared table plays its own rules only: another ruleset is refused, not swapped
        print(say((args.lang,), "play_table_error.no_rules", rules=rules), file=sys.stderr)
        return 2
    if args.ai == 2:  # four seats here: you and three AI, or four AI
        print(say((args.lang,), "text.play.riichi_ai_seats", players=4, human=3, value=2), file=sys.stderr)
        return 2
    high = MAX_AI_HANDS if args.ai == 4 else 16
    if not 1 <= args.hands <= high:
        print(say((args.lang,), "text.play.bad_hands", high=high, value=args.hands), file=sys.stderr)
        return 2
    try:
        log = _open_log(args.log)
    except OSError as error:
        print(say((args.lang,), "text.play.cannot_write", path=args.log, error=error.strerror or error),
              file=sys.stderr)
        return 2
    try:
        if args.ai == 4:
            return play_ai(args, log, sys.stdout)
        return play_human(args, sys.stdin, sys.stdout, log)
    finally:
        if log not in (None, sys.stdout):
            log.close()


def _open_log(path: str | None) -> TextIO | None:
    if path is None:
        return None
    return sys.stdout if path == "-" else open(path, "w", encoding="utf-8")  # noqa: SIM115 (closed in run)


def _write(log: TextIO | None, lines: list[dict]) -> None:
    if log is not None:
        for line in lines:
            log.write(json.dumps(line, ensure_ascii=False) + "\n")


def play_ai(args: argparse.Namespace, log: TextIO | None, out: TextIO) -> int:
    """Four AI seats: the log, and one line per hand (unless the log is standard output)."""
    tr = Translator(args.lang)
    level = AILevel(args.level)
    for index, state in enumerate(play_match(_seed(args.seed), args.hands, (level,) * 4)):
        _write(log, events(state))
        if log is not out:
            print(hand_summary(tr, result(state), index + 1), file=out)
    if log not in (None, out):
        print(tr.plural("text.play.log_written", args.hands, path=args.log), file=out)
    return 0


class _Quit(Exception):
    pass


class HumanGame:
    """One person at seat 0 and three AI seats, reading lines from ``stdin``."""

    def __init__(self, args: argparse.Namespace, stdin: TextIO, out: TextIO, log: TextIO | None) -> None:
        self.tr, self.stdin, self.out, self.log = Translator(args.lang), stdin, out, log
        self.level, self.coach, self.pictures = AILevel(args.level), not args.no_coach, args.pictures
        self.seed, self.hands, self.walls = _seed(args.seed), args.hands, args.walls
        self.commands = tuple(c for c, on in (("hint", self.coach), ("picture", self.pictures is not None),
                                              ("quit", True)) if on)

    def say(self, *lines: str) -> None:
        for line in lines:
            print(line, file=self.out)
        self.out.flush()

    def play(self) -> int:
        match = MatchState()
        try:
            for number in range(1, self.hands + 1):
                state = self.hand(start_hand(self.seed, match, number), match)
                match = match.after(result(state))  # type: ignore[arg-type]
        except _Quit:
            pass
        self.say(totals_line(self.tr, match.totals, HUMAN))
        return 0

    def hand(self, state, match: MatchState):
        self.say("", self.tr("text.play.wall_commitment", digest=wall_commitment(state)))
        shown = 0
        while result(state) is None:
            log = events(state)
            self.say(*filter(None, (event_line(self.tr, e, HUMAN) for e in log[shown:])))
            shown = len(log)
            waiting = waiting_for(state)
            ai = sorted(s for s in waiting if s != HUMAN)
            if ai:
                seat = ai[0]
                state = apply(state, decide(view(state, seat), legal(state, seat), self.level, len(state.decisions)))
                continue
            state = apply(state, self.ask(state, match))
        self.finish(state, match, shown)
        return state

    def finish(self, state, match: MatchState, shown: int) -> None:
        log = events(state)
        self.say(*filter(None, (event_line(self.tr, e, HUMAN) for e in log[shown:])))
        outcome = result(state)
        won = next((e for e in reversed(log) if e["event"] == "win" and not e.get("false_win")), None)
        totals = match.after(outcome).totals  # type: ignore[arg-type]
        self.say(*outcome_lines(self.tr, outcome, won, totals, HUMAN))
        if self.coach:
            self.say(*review_lines(self.tr, review(log, HUMAN)))
        if self.pictures is not None and outcome.notation:
            self.picture(render_hand_png(parse_hand(outcome.notation), CHAT_SCALE), f"hand{state.position.number}_win")
        self.reveal(state)
        _write(self.log, log)

    def reveal(self, state) -> None:
        """The wall written to a file of its own, named by its commitment, which the line repeats."""
        digest = wall_commitment(state)
        path = self.walls / f"wall-{digest[:16]}.txt"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(wall_reveal(state), encoding="utf-8")
        except OSError as error:
            self.say(self.tr("text.play.cannot_write", path=path, error=error.strerror or error))
            return
        self.say(self.tr("text.play.wall_reveal", path=path, digest=digest))

    def picture(self, png: bytes, name: str) -> None:
        path = self.pictures / f"{name}.png"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(png)
        except OSError as error:
            self.say(self.tr("text.play.cannot_write", path=path, error=error.strerror or error))
            return
        self.say(self.tr("text.play.picture_saved", path=path))

    def ask(self, state, match: MatchState) -> Action:
        seen = view(state, HUMAN)
        options = legal(state, HUMAN)
        if seen.phase is Phase.DISCARD:
            self.say("", *table_lines(self.tr, seen, match.totals, HUMAN, self.hands))
        else:
            self.say(self.tr("text.play.your_hand", tiles=drawn(seen.hand)))
        self.say(prompt(self.tr, seen, options, HUMAN, self.commands))
        while True:
            line = self.stdin.readline()
            if not line:
                raise _Quit
            answer = read_answer(line, options)
            if isinstance(answer, Action):
                return answer
            if answer == "quit":
                raise _Quit
            if answer == "hint" and self.coach:
                self.say(*hint_lines(self.tr, hint(seen)))
            elif answer == "picture" and self.pictures is not None:
                partial = PartialHand(own_melds(seen), tuple(sorted(parse_tiles("".join(seen.hand)))))
                self.picture(render_hand_png(partial, CHAT_SCALE), f"hand{seen.position.number}_{len(state.decisions)}")
            elif answer == "which_chow":
                chows = [" ".join(a.tiles) for a in options if a.kind is K.CHOW]
                self.say(self.tr("text.play.which_chow", options=" | ".join(chows)))
            else:
                why, typed = refusal(line, options)
                self.say(refusal_line(self.tr, why, typed, options, self.commands))


def _tile_token(text: str) -> str | None:
    try:
        tiles = parse_tiles(text)
    except HandError:
        return None
    return tiles[0].code if len(tiles) == 1 else None


def read_answer(line: str, options) -> Action | str:
    """A typed line as one of ``options``, or ``hint``/``picture``/``quit``/``which_chow``, or ``unknown``."""
    words = line.strip().split()
    by_kind: dict[ActionKind, list[Action]] = {}
    for action in options:
        by_kind.setdefault(action.kind, []).append(action)
    if not words:
        return by_kind[K.PASS][0] if K.PASS in by_kind else "unknown"
    head, rest = words[0].casefold(), "".join(words[1:])
    for command in ("hint", "picture", "quit"):
        if head in words_for(command):
            return command
    if head in words_for(K.WIN):
        found = by_kind.get(K.WIN) or by_kind.get(K.SELF_DRAWN_WIN)
        return found[0] if found else "unknown"
    for kind in (K.PASS, K.PUNG):
        if head in words_for(kind):
            return by_kind[kind][0] if kind in by_kind else "unknown"
    if head in words_for(K.KONG):
        kongs = by_kind.get(K.KONG, []) + by_kind.get(K.CONCEALED_KONG, []) + by_kind.get(K.ADDED_KONG, [])
        tile = _tile_token(rest) if rest else None
        chosen = [a for a in kongs if tile is None or a.tile == tile]
        return chosen[0] if len(chosen) == 1 else "unknown"
    if head in words_for(K.CHOW):
        chows = by_kind.get(K.CHOW, [])
        if len(chows) == 1 and not rest:
            return chows[0]
        try:
            wanted = tuple(t.code for t in sorted(parse_tiles(rest))) if rest else ()
        except HandError:
            wanted = ()
        chosen = [a for a in chows if a.tiles == wanted]
        return chosen[0] if chosen else ("which_chow" if chows else "unknown")
    tile = _tile_token(line.strip())
    discard = [a for a in by_kind.get(K.DISCARD, []) if a.tile == tile]
    return discard[0] if discard else "unknown"


class Refusal(StrEnum):
    """Why a typed line is not taken: each but the last is understood, and refused for a reason said to the player."""

    NOT_IN_HAND = "not_in_hand"  # a tile to discard that is not in the hand
    NOT_YOUR_TURN = "not_your_turn"  # a tile typed while a claim is asked
    CHOW = "chow"  # a decision's word, when that decision is not on offer
    PUNG = "pung"
    KONG = "kong"
    WIN = "win"
    PASS = "pass"
    NOT_UNDERSTOOD = "not_understood"


def refusal(line: str, options) -> tuple[Refusal, str]:
    """Why ``read_answer`` found ``line`` none of ``options``, and the tile or text to name in the answer."""
    text = line.strip()
    head = text.split()[0].casefold() if text else ""
    for kind in (K.CHOW, K.PUNG, K.KONG, K.WIN, K.PASS):
        if head in words_for(kind):
            return Refusal(kind.value), text
    tile = _tile_token(text)
    if tile is None:
        return Refusal.NOT_UNDERSTOOD, text
    turn = any(a.kind is K.DISCARD for a in options)
    return (Refusal.NOT_IN_HAND if turn else Refusal.NOT_YOUR_TURN), tile


def play_human(args: argparse.Namespace, stdin: TextIO, out: TextIO, log: TextIO | None) -> int:
    return HumanGame(args, stdin, out, log).play()

