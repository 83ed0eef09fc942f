"""``fanbot play --rules riichi --preset P --ai N --games G --seed S --log FILE``: whole Riichi games with AI
seats at every seat, written as tenhou.net/6 JSON (FILE ending ``.json``) or mjai JSON lines (``.jsonl``);
with G > 1, FILE gets ``-1``, ``-2``, ... before its ending. One line per game: final scores and points."""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path

from bot.cli.lang import say, say_n
from bot.cli.play_riichi_human import play_console
from scoring.riichi.game.ai import decide_view
from scoring.riichi.game.log_mjai import write_game as mjai_text
from scoring.riichi.game.log_tenhou6 import write_game as tenhou6_json
from scoring.riichi.game.match import play_game
from scoring.riichi.game.presets import DEFAULT_PRESET, PRESETS

MAX_GAMES = 10_000
LOG_ENDINGS = (".json", ".jsonl")


def _ai(hand, seat):
    return decide_view(hand.view(seat))


def game_seed(seed: int | str, number: int, games: int) -> int | str:
    """Game ``number``'s seed: the seed itself for a single game, ``seed-number`` for each of several."""
    return seed if games == 1 else f"{seed}-{number}"


def log_path(path: str, number: int, games: int) -> Path:
    """FILE, or FILE with ``-number`` before its ending when several games are written."""
    file = Path(path)
    return file if games == 1 else file.with_name(f"{file.stem}-{number}{file.suffix}")


def run(args: argparse.Namespace) -> int:
    lang = (args.lang,)
    name = args.preset or DEFAULT_PRESET
    if name not in PRESETS:
        print(say(lang, "text.play.bad_preset", value=name, known=", ".join(PRESETS)), file=sys.stderr)
        return 2
    preset = PRESETS[name] if args.length is None else replace(PRESETS[name], length=args.length)
    if args.ai == preset.players - 1:  # you at seat 0
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
        return play_console(args, name, seed, sys.stdin, sys.stdout)
    if args.ai != preset.players:
        print(say(lang, "text.play.riichi_ai_seats", players=preset.players, human=preset.players - 1,
                  value=args.ai), file=sys.stderr)
        return 2
    if not 1 <= args.games <= MAX_GAMES:
        print(say(lang, "text.play.bad_games", high=MAX_GAMES, value=args.games), file=sys.stderr)
        return 2
    if args.log is not None and not args.log.endswith(LOG_ENDINGS):
        print(say(lang, "text.play.log_ending", path=args.log), file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    for number in range(1, args.games + 1):
        game = play_game(preset, game_seed(seed, number, args.games), _ai)
        result = game.result()
        if args.log is not None:
            path = log_path(args.log, number, args.games)
            text = mjai_text(game) if path.suffix == ".jsonl" else _json(tenhou6_json(game))
            try:
                path.write_text(text, encoding="utf-8")
            except OSError as error:
                print(say(lang, "text.play.cannot_write", path=path, error=error.strerror or error), file=sys.stderr)
                return 2
        print(say_n(lang, "text.play.game_result", result.hands, number=number, hands=result.hands,
                  scores=" ".join(map(str, result.scores)), points=" ".join(f"{p:+.1f}" for p in result.points)))
    return 0


def _json(data: dict) -> str:
    import json

    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
