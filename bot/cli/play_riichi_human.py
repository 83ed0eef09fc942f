"""``fanbot play --rules riichi [--preset P]``: you at seat 0 against AI seats, in the terminal.

The table is written with the chat table's words (``bot/render/text_play_riichi.py``) over the chat table's
Riichi part (``quiz/play/riichi.py``): the same table, hand, choices, coach and results. On your turn the
choices are numbered: type the number, the button's words (``Riichi 5s``, ``Pon 7z``) or, to discard, the
tile (``5m``, ``0p`` for a red five); an empty line passes a claim; ``hint`` asks the coach, ``quit`` stops;
the coach reviews your discards after each hand (not with ``--no-coach``).
With ``--log FILE`` the game is written as tenhou.net/6 JSON (``.json``) or mjai lines (``.jsonl``); with
``--save FILE`` the game is kept there after each decision (each hand's log, as the chat table keeps it), and
the same command started again with it carries the game on: a terminal closed, or a process killed, loses
nothing. ``--length east`` plays the preset east-only."""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from bot.i18n import Translator
from bot.render import text_play_riichi as words
from quiz.play.model import AILevel, Options, PlayTable, Seat, Status
from quiz.play.riichi import PLAY, RiichiTableHand
from quiz.play.turns import HandNow
from scoring.riichi.game.log_mjai import write_game as mjai_text
from scoring.riichi.game.log_tenhou6 import write_game as tenhou6_json
from scoring.riichi.game.model import Act, Action

HUMAN = 0


class _Quit(Exception):
    """The person typed quit, or the input ended."""


class RiichiConsole:
    """A whole game: seat 0 reads lines from ``stdin``, the others are the chat table's AI seats."""

    def __init__(self, args: argparse.Namespace, preset: str, seed, stdin: TextIO, out: TextIO) -> None:
        self.tr, self.stdin, self.out, self.log = Translator(args.lang), stdin, out, args.log
        self.coach = not args.no_coach
        self.save = getattr(args, "save", None)
        kept = self.saved()  # a game carried on plays on at its own seed, preset and length
        seed, preset = kept.get("seed", seed), kept.get("preset", preset)
        #: each hand's log (its opening, then every decision), kept in the save file
        self.logs: list[list[dict]] = kept.get("hands", [])
        options = PLAY.check(Options(people=1, ruleset=PLAY.id, preset=preset, coach=self.coach,
                                     ai_level=AILevel(args.level), length=kept.get("length", getattr(args, "length",
                                                                                                     None))))
        players = PLAY.players(options)
        seats = (Seat("you", "console"), *(Seat(f"AI {i + 1}", ai=True) for i in range(1, players)))
        self.table = PlayTable("console", "console", "console", Status.PLAYING, seats, options, str(seed),
                               totals=(0,) * players)
        self.played: list[RiichiTableHand] = []

    def say(self, *lines) -> None:
        for line in lines:
            print(getattr(line, "plain", line), file=self.out)
        self.out.flush()

    def saved(self) -> dict:
        """The game the save file keeps: seed, preset, length and each hand's log (empty for a new game)."""
        if self.save is None or not os.path.exists(self.save):
            return {}
        with open(self.save, encoding="utf-8") as file:
            return json.load(file)

    def keep(self) -> None:
        """The game so far into the save file, whole or not at all (a kill mid-write leaves the last one)."""
        if self.save is None:
            return
        partial = f"{self.save}.partial"
        with open(partial, "w", encoding="utf-8") as file:
            options = self.table.options
            json.dump({"seed": self.table.seed, "preset": options.preset, "length": options.length,
                       "hands": self.logs}, file, separators=(",", ":"))
        os.replace(partial, self.save)

    def play(self) -> int:
        opening = PLAY.opening(replace(self.table, hand=0), None)
        if self.logs:
            self.say(self.tr("text.play.resumed", hand=len(self.logs)))
        try:
            while opening is not None:
                self.table = replace(self.table, hand=self.table.hand + 1)
                if len(self.logs) < self.table.hand:
                    self.logs.append([opening])
                state = self.hand(PLAY.replay(self.table, self.logs[self.table.hand - 1]))
                self.played.append(state)
                deltas = PLAY.deltas(state)
                self.table = replace(self.table, totals=tuple(t + d for t, d in zip(self.table.totals, deltas,
                                                                                  strict=True)))
                self.say("", words.result_text(self.tr, self.table, self.table.hand, state.hand.end, self.tr.language))
                if self.coach:
                    self.say(words.review_text(self.tr, PLAY.review(state, HUMAN), self.table))
                opening = PLAY.opening(self.table, state)
            final = PLAY.final_deltas(self.table, state)  # sticks left on the table at the game's end
            self.table = replace(self.table, totals=tuple(t + d for t, d in zip(self.table.totals, final, strict=True)))
            if self.save is not None and os.path.exists(self.save):  # the game is over: the next one starts anew
                os.remove(self.save)
        except _Quit:
            pass
        self.table = replace(self.table, status=Status.ENDED)
        self.say("", words.ended_text(self.tr, self.table, logs_by="text.play.riichi_log_option"))
        self.write_log()
        return 0

    def hand(self, state: RiichiTableHand) -> RiichiTableHand:
        log = self.logs[self.table.hand - 1]
        point = len(log) - 1
        while state.hand.end is None:
            waiting = PLAY.waiting(state)
            ai = sorted(seat for seat in waiting if seat != HUMAN)
            if ai:
                move = PLAY.ai_move(state, ai[0], self.table.options.ai_level, f"{self.table.seed}:{point}")
            else:
                move = self.ask(state)
            state = PLAY.apply(state, move)
            point += 1
            log.append(move)
            self.keep()
        return state

    def ask(self, state: RiichiTableHand) -> dict:
        now = HandNow(PLAY, state, (), PLAY.waiting(state), None)
        self.say("", words.table_text(self.tr, self.table, now), "", words.hand_text(self.tr, self.table, now, HUMAN))
        options = [choice for row in words.button_rows(PLAY.legal(state, HUMAN), 100) for choice in row]
        self.say(" | ".join(f"{i + 1}) {words.move_label(self.tr, c, self.table)}" for i, c in enumerate(options)))
        while True:
            line = self.stdin.readline()
            if not line:
                raise _Quit
            typed = line.strip().casefold()
            if typed == "quit":
                raise _Quit
            if typed == "hint" and self.coach:
                self.say(*words.advice_lines(self.tr, PLAY.hint(state, HUMAN), self.table))
                continue
            chosen = read_choice(typed, options, [words.move_label(self.tr, c, self.table) for c in options])
            if chosen is not None:
                return chosen.to_json()
            self.say(self.tr("text.play.riichi_choose", high=len(options)))

    def write_log(self) -> None:
        if self.log is None or not self.played:
            return
        game = PLAY.game(self.table, self.played)
        names = tuple(seat.name for seat in self.table.seats)
        path = Path(self.log)
        text = mjai_text(game, names) if path.suffix == ".jsonl" else json.dumps(
            tenhou6_json(game, names), ensure_ascii=False, separators=(",", ":")) + "\n"
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as error:
            self.say(self.tr("text.play.cannot_write", path=path, error=error.strerror or error))


def read_choice(typed: str, options: list[Action], labels: list[str]) -> Action | None:
    """The choice a line names: its number, its button's words, or (a discard) its tile; an empty line passes."""
    if typed.isdigit() and 1 <= int(typed) <= len(options):
        return options[int(typed) - 1]
    if not typed:
        return next((c for c in options if c.kind is Act.PASS), None)
    named = [c for c, label in zip(options, labels, strict=True) if label.casefold() == typed]
    if not named and len(typed) == 2 and typed[1] in "mpsz":  # a tile: 5m, or 5m for a red 0m when it is the one
        named = [c for c, label in zip(options, labels, strict=True)
                 if c.kind is Act.DISCARD and label.replace("0", "5") == typed.replace("0", "5")]
    return named[0] if named else None


def play_console(args: argparse.Namespace, preset: str, seed, stdin: TextIO, out: TextIO) -> int:
    return RiichiConsole(args, preset, seed, stdin, out).play()


__all__ = ["RiichiConsole", "play_console", "read_choice"]
