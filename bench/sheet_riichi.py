"""Speed of the Riichi score sheet: replaying whole game logs, each win's payment beside the reference
(PyPI mahjong 2.1.0's ``ScoresCalculator``) on the same wins, and appending entries to a stored
table on SQLite (one transaction each, checked against the replayed log).

    python bench/sheet_riichi.py [--games 300] [--seed 1] [--repeat 5] [--appends 60]

Games are random logs (riichi declarations, wins as han and fu or limits, draws with who was
ready) played to their end under the four presets, built before timing. Prints the median CPU
time of ``--repeat`` runs (the runs take turns, so a busy machine slows them alike) and, for the
store, the median and 95th percentile wall time of one append.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules  # noqa: E402
from mahjong.hand_calculating.scores import ScoresCalculator  # noqa: E402

from bot.db.repositories import Storage  # noqa: E402
from quiz.sheet.log import replay  # noqa: E402
from quiz.sheet.model import Draw, Entry, Player, SheetError, TableStart, Wind  # noqa: E402
from quiz.sheet.riichi import RULES  # noqa: E402
from quiz.sheet.riichi_bet import RiichiBet  # noqa: E402
from quiz.sheet.riichi_payments import win_deltas  # noqa: E402
from quiz.sheet.riichi_settings import settings_of  # noqa: E402
from quiz.sheet.store import SheetStore  # noqa: E402
from scoring.rulesets import RulesetId  # noqa: E402
from tests.quiz.sheet.test_riichi_differential import _KAZOE, random_win  # noqa: E402

PRESETS = ("tenhou", "mleague", "wrc", "ema")


def random_game(rng: random.Random, preset: str) -> tuple[TableStart, list[Entry], list[tuple]]:
    """A finished game's log, and each win with the sheet just before it (for the payment runs)."""
    seats = list(Wind)
    rng.shuffle(seats)
    start = TableStart(RulesetId.RIICHI, tuple(Player(n) for n in "ABCD"), tuple(seats), (("preset", preset),))
    sheet = RULES.begin(start)
    entries: list[Entry] = []
    wins: list[tuple] = []
    while not sheet.finished and len(entries) < 400:
        for player in range(4):
            if rng.random() < 0.15 and sheet.totals[player] >= 1000:
                entry = Entry(len(entries) + 1, RiichiBet(player))
                sheet = RULES.apply(sheet, entry)
                entries.append(entry)
        if rng.random() < 0.75:
            body = random_win(rng)
            wins.append((sheet, body))
        else:
            declared = {e.body.player for e in entries[-4:] if isinstance(e.body, RiichiBet)}
            body = Draw(tuple(sorted(declared | {p for p in range(4) if rng.random() < 0.4})))
        try:
            entry = Entry(len(entries) + 1, body)
            sheet = RULES.apply(sheet, entry)
            entries.append(entry)
        except SheetError:  # a riichi player left out of a draw: play another hand
            continue
    return start, entries, wins


def median_cpu(run, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        began = time.process_time()
        run()
        times.append(time.process_time() - began)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--appends", type=int, default=60)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    games = [random_game(rng, PRESETS[i % 4]) for i in range(args.games)]
    entries = sum(len(log) for _, log, _ in games)
    wins = [(sheet, win, settings_of(sheet.start.options)) for _, _, found in games for sheet, win in found]
    configs = [(win, HandConfig(is_tsumo=win.loser is None, player_wind=27 if win.winner == sheet.next_hand.dealer
                                else 28, tsumi_number=sheet.next_hand.honba,
                                kyoutaku_number=sheet.next_hand.pot // 1000,
                                options=OptionalRules(kazoe_limit=_KAZOE[settings.scoring.kazoe])))
               for sheet, win, settings in wins]

    def replay_all() -> None:
        for start, log, _ in games:
            replay(RULES, start, log)

    def sheet_payments() -> None:
        for sheet, win, settings in wins:
            win_deltas(sheet, win, settings)

    def library_payments() -> None:
        for win, config in configs:
            ScoresCalculator.calculate_scores(win.han, win.fu or 30, config,
                                              is_yakuman=win.fu is None and win.han >= 13)

    replayed = median_cpu(replay_all, args.repeat)
    ours = median_cpu(sheet_payments, args.repeat)
    theirs = median_cpu(library_payments, args.repeat)
    print(f"{args.games} games, {entries} entries, {len(wins)} wins (seed {args.seed}, median of {args.repeat})")
    print(f"replay whole logs      : {entries / replayed:10,.0f} entries/s"
          f" ({1e6 * replayed / args.games:7.1f} us a game)")
    print(f"fanbot sheet payments  : {len(wins) / ours:10,.0f} wins/s ({1e6 * ours / len(wins):5.2f} us)"
          " (checks, payment, sticks, deltas)")
    print(f"mahjong calculate_scores: {len(wins) / theirs:10,.0f} wins/s ({1e6 * theirs / len(wins):5.2f} us)"
          " (payment only)")

    start, log, _ = max(games, key=lambda game: len(game[1]))
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(f"sqlite:///{Path(folder) / 'bench.sqlite3'}")
        store = SheetStore(storage)
        store.start("bench", start)
        latencies = []
        for entry in log[:args.appends]:
            began = time.perf_counter()
            store.append("bench", entry.body)
            latencies.append(time.perf_counter() - began)
        storage.close()
    latencies.sort()
    p95 = latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))]
    print(f"SQLite append          : median {1e3 * statistics.median(latencies):.2f} ms, p95 {1e3 * p95:.2f} ms"
          f" over {len(latencies)} entries of one game (wall time)")


if __name__ == "__main__":
    main()
