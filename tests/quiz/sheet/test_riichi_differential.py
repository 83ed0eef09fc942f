"""Differential test: every payment of random Riichi games on the sheet against PyPI ``mahjong``
2.1.0's ``ScoresCalculator`` (honba and riichi sticks included), plus the sheet's own invariants.

Each run plays ``RIICHI_SHEET_GAMES`` games (default 1,000: some 6,000 wins) from a fixed seed and as
many from a fresh seed that is printed; ``RIICHI_SHEET_SEED=<seed>`` replays one.
"""

from __future__ import annotations

import os
import random

from mahjong.constants import EAST, SOUTH
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator

from quiz.sheet.model import Draw, Entry, Player, RowKind, TableStart, Win, Wind
from quiz.sheet.riichi import RULES
from quiz.sheet.riichi_bet import RiichiBet
from quiz.sheet.riichi_settings import settings_of
from scoring.riichi.options import KazoeLimit
from scoring.rulesets import RulesetId
from tests import deep
from tests.deep import fresh, fresh_seed

say = deep.say  # prints a run's summary to the terminal

FIXED_SEED = 20261201
GAMES = int(os.environ.get("RIICHI_SHEET_GAMES", "1000"))
PRESETS = ("tenhou", "mleague", "wrc", "ema")
_KAZOE = {KazoeLimit.YAKUMAN: HandConfig.KAZOE_LIMITED, KazoeLimit.SANBAIMAN: HandConfig.KAZOE_SANBAIMAN,
          KazoeLimit.NONE: HandConfig.KAZOE_NO_LIMIT}


def random_win(rng: random.Random, dealer_count: int = 4) -> Win:
    winner = rng.randrange(dealer_count)
    loser = None if rng.random() < 0.4 else rng.choice([p for p in range(4) if p != winner])
    roll = rng.random()
    if roll < 0.05:
        return Win(winner, loser, han=13 * rng.choice((1, 1, 1, 2)))  # a yakuman entered as a limit
    han = rng.choice((1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 11, 13, 14))
    fus = [30, 40, 50, 60, 70, 80, 90, 100, 110]
    if han >= 2:
        fus += [25] + ([20] if loser is None else [])
    return Win(winner, loser, han=han, fu=rng.choice(fus))


def expected_deltas(win: Win, dealer: int, honba: int, sticks: int, kazoe: KazoeLimit) -> tuple[int, ...]:
    config = HandConfig(is_tsumo=win.loser is None, player_wind=EAST if win.winner == dealer else SOUTH,
                        tsumi_number=honba, kyoutaku_number=sticks,
                        options=OptionalRules(kazoe_limit=_KAZOE[kazoe]))
    yakuman = win.fu is None and win.han >= 13
    paid = ScoresCalculator.calculate_scores(win.han, win.fu or 30, config, is_yakuman=yakuman)
    deltas = [0, 0, 0, 0]
    if win.loser is not None:
        deltas[win.loser] = -(paid["main"] + paid["main_bonus"])
    else:
        for player in range(4):
            if player != win.winner:
                deltas[player] = -(paid["main"] + paid["main_bonus"] if player == dealer
                                   else paid["additional"] + paid["additional_bonus"])
    deltas[win.winner] = paid["total"]
    return tuple(deltas)


def play_games(seed: int, games: int = GAMES) -> tuple[int, list[str]]:
    rng = random.Random(seed)
    wins = 0
    problems: list[str] = []
    for game in range(games):
        preset = PRESETS[game % len(PRESETS)]
        seats = list(Wind)
        rng.shuffle(seats)
        options = (("preset", preset),) + ((("length", "tonpuu"),) if rng.random() < 0.3 else ())
        start = TableStart(RulesetId.RIICHI, tuple(Player(n) for n in "ABCD"), tuple(seats), options)
        settings = settings_of(options)
        sheet = RULES.begin(start)
        seq = 0
        while not sheet.finished and seq < 400:
            hand = sheet.next_hand
            for player in range(4):
                if rng.random() < 0.15 and sheet.totals[player] >= 1000:
                    seq += 1
                    sheet = RULES.apply(sheet, Entry(seq, RiichiBet(player)))
            declared = {row.entry.player for row in sheet.rows if row.hand.number == hand.number
                        and row.kind is RowKind.BET}
            seq += 1
            if rng.random() < 0.75:
                win = random_win(rng)
                want = expected_deltas(win, hand.dealer, hand.honba, sheet.next_hand.pot // 1000,
                                       settings.scoring.kazoe)
                sheet = RULES.apply(sheet, Entry(seq, win))
                wins += 1
                if sheet.rows[-1].deltas != want:
                    problems.append(f"seed {seed} game {game} {preset}: {win} at honba {hand.honba}: "
                                    f"sheet {sheet.rows[-1].deltas}, mahjong {want}")
            else:
                ready = tuple(sorted(declared | {p for p in range(4) if rng.random() < 0.4}))
                sheet = RULES.apply(sheet, Entry(seq, Draw(ready)))
            pot = sheet.next_hand.pot if sheet.next_hand else dict(sheet.extras)["pot"]
            if sum(sheet.totals) + pot != 4 * settings.start_points:
                problems.append(f"seed {seed} game {game}: points not conserved {sheet.totals} + {pot}")
        if not sheet.finished:
            problems.append(f"seed {seed} game {game}: still open after {seq} entries")
        else:
            finals = [s.final for s in sheet.standings]
            if abs(sum(finals)) > 0.25:  # each final is rounded to 0.1
                problems.append(f"seed {seed} game {game}: finals {finals} do not sum to zero")
    return wins, problems


def test_payments_agree_with_mahjong_on_a_fixed_seed(say):
    wins, problems = play_games(FIXED_SEED)
    say(f"Riichi sheet differential seed={FIXED_SEED}: {wins - len(problems)}/{wins} wins agree with mahjong 2.1.0")
    assert wins > 1000
    assert not problems, "\n".join(problems[:10])


@fresh("RIICHI_SHEET_SEED")
def test_payments_agree_with_mahjong_on_a_fresh_seed(say):
    seed = fresh_seed("RIICHI_SHEET_SEED")
    say(f"Riichi sheet differential fresh seed: {seed} (replay: RIICHI_SHEET_SEED={seed})")
    wins, problems = play_games(seed)
    say(f"Riichi sheet differential seed={seed}: {wins - len(problems)}/{wins} wins agree with mahjong 2.1.0")
    assert not problems, "\n".join(problems[:10])


def test_the_harness_catches_a_sheet_that_forgets_the_honba(monkeypatch):
    import quiz.sheet.riichi_payments as sheet_payments

    real = sheet_payments.payment
    monkeypatch.setattr(sheet_payments, "payment", lambda han, fu, yakuman, dealer, tsumo, honba, rules:
                        real(han, fu, yakuman, dealer, tsumo, 0, rules))
    wins, problems = play_games(FIXED_SEED, games=20)
    assert problems and "honba" in problems[0]
