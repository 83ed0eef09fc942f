"""Riichi scoring side by side: fanbot, PyPI ``mahjong`` and PyPI ``riichienv`` on the same hands, in one process.

    python bench/riichi_speed.py [--hands 3000] [--seed 7] [--repeat 5]

A bench-only dependency: ``pip install -e .[bench]`` (riichienv 0.4.11).

Two paths; the scorers take turns on slices of 250 hands, repeated; median CPU time, µs a hand:

(a) from prepared inputs: fanbot gets a parsed ``Hand`` (``score_hand``, the typed result, whose yaku hits, fu
    items and sets are made when first read: a row reads them; and ``best_candidate``, the scoring without it);
    ``mahjong`` its 136-tile arrays, melds and ``HandConfig`` (``tests/scoring/riichi_reference.py``);
    ``riichienv`` its ``HandEvaluator`` built from 136-ids and melds (``calc`` alone), and the evaluator built in
    the loop (``new + calc``).
(b) from text: fanbot reads its notation (``scoring.notation.parse_hand``) and scores; ``riichienv`` reads its own
    text (``parse_hand``: mpsz with ``0`` for a red five, melds as ``(340m0)``, ``(p5m1)``, ``(k1z0)``), the dora
    and ura indicators the same way, builds the evaluator and scores. Its text carries no win flags (riichi,
    tsumo, winds, honba): its ``Conditions`` are built before timing, so its text row does a little less than ours.
    ``mahjong`` has no text form for a whole hand with flags: no row.

The sample: random hands of ``tests/scoring/riichi_random_hands.py`` without the flags riichienv cannot say
(renhou, nagashi, open riichi, paarenchan, kita; none of these are drawn by default) and, for a fair count,
without the hands none of the three scores (no yaku): every row times the same hands. Before timing, the three
answers (han, fu, points with honba) are compared on every hand and the disagreements counted by kind.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.riichi import median_times  # noqa: E402
from bot.core_build.report import describe  # noqa: E402
from scoring.caches import clear_all  # noqa: E402
from scoring.hand import Hand, HandError, MeldKind  # noqa: E402
from scoring.notation import format_hand, parse_hand  # noqa: E402
from scoring.riichi import score_hand  # noqa: E402
from scoring.riichi.flags import flags_of  # noqa: E402
from scoring.riichi.scorer import best_candidate  # noqa: E402
from tests.scoring.riichi_random_hands import random_riichi_hand  # noqa: E402
from tests.scoring.riichi_reference import library_input, reference_outcome, run_library  # noqa: E402

_SUIT = "mpsz"


def _unsayable(hand: Hand) -> bool:
    r = flags_of(hand)
    return bool(r.renhou or r.nagashi or r.open_riichi or r.paarenchan or r.kita)


def _digit(tile: int, red: bool) -> str:
    return "0" if red else str(tile % 9 + 1)


def riichienv_text(hand: Hand) -> tuple[str, str, str]:
    """The hand in riichienv's own text (standing tiles with the winning one last, then its melds), its dora
    indicators and ura indicators."""
    reds = {int(t) for t in hand.red_fives}

    def red(tile: int) -> bool:
        if tile in reds:
            reds.discard(tile)
            return True
        return False

    melds = []
    for m in hand.melds:
        first = int(m.tile)
        suit = _SUIT[first // 9]
        if m.kind is MeldKind.CHOW:
            melds.append("(" + "".join(_digit(int(t), red(int(t))) for t in m.tiles) + suit + "1)")
        elif m.kind is MeldKind.PUNG:
            melds.append(f"(p{_digit(first, red(first))}{suit}1)")
        else:  # riichienv's kan holds all four copies, the red one among them
            red(first)
            melds.append(f"(k{_digit(first, False)}{suit}{0 if m.concealed else 1})")
    standing = [int(t) for t in hand.concealed] + [int(hand.win_tile)]
    text = "".join(_digit(t, red(t)) + _SUIT[t // 9] for t in standing)
    r = flags_of(hand)
    dora = "".join(_digit(int(t), False) + _SUIT[int(t) // 9] for t in r.dora_indicators)
    ura = "".join(_digit(int(t), False) + _SUIT[int(t) // 9] for t in r.ura_indicators)
    return text + "".join(melds), dora, ura


def _winds(core):
    return (core.Wind.East, core.Wind.South, core.Wind.West, core.Wind.North)


def riichienv_conditions(hand: Hand, core):
    ctx, r = hand.context, flags_of(hand)
    return core.Conditions(
        tsumo=ctx.self_drawn, riichi=r.riichi and not r.double_riichi, double_riichi=r.double_riichi,
        ippatsu=r.ippatsu, haitei=ctx.wall_last and ctx.self_drawn, houtei=ctx.wall_last and not ctx.self_drawn,
        rinshan=ctx.kong and ctx.self_drawn, chankan=ctx.kong and not ctx.self_drawn,
        tsumo_first_turn=r.tenhou or r.chiihou, player_wind=_winds(core)[int(ctx.seat_wind) - 27],
        round_wind=_winds(core)[int(ctx.round_wind) - 27], riichi_sticks=r.kyoutaku, honba=r.honba)


def riichienv_prepared(core, text: str, dora: str, ura: str):
    """riichienv's input objects: the evaluator, the winning tile's id and the indicators' ids."""
    tiles, melds = core.parse_hand(text)
    win = tiles[-1]
    return (core.HandEvaluator(sorted(tiles), melds), win, sorted(core.parse_hand(dora)[0]) if dora else [],
            sorted(core.parse_hand(ura)[0]) if ura else [], tiles, melds)


def riichienv_from_text(core, text: str, dora: str, ura: str, conditions):
    tiles, melds = core.parse_hand(text)
    win = tiles[-1]
    tiles = sorted(tiles)
    return core.HandEvaluator(tiles, melds).calc(win, sorted(core.parse_hand(dora)[0]) if dora else [],
                                                 sorted(core.parse_hand(ura)[0]) if ura else [], conditions)


def riichienv_total(res, dealer: bool, tsumo: bool) -> int:
    if not tsumo:
        return res.ron_agari
    if dealer:
        return 3 * res.tsumo_agari_ko
    return res.tsumo_agari_oya + 2 * res.tsumo_agari_ko


_SLICE = 250


def sliced_times(turns: dict[str, tuple[Callable[[Any], object], list]], repeat: int,
                 before: Callable[[], None]) -> dict[str, float]:
    """Median CPU seconds of each job over all its items: each round starts with ``before``, then the jobs take
    turns on slices of ``_SLICE`` items, so a change in the shared machine's load falls on all of them alike."""
    rounds: dict[str, list[float]] = {name: [] for name in turns}
    count = len(next(iter(turns.values()))[1])
    for _ in range(repeat):
        before()
        spent = dict.fromkeys(turns, 0.0)
        for first in range(0, count, _SLICE):
            for name, (job, items) in turns.items():
                part = items[first:first + _SLICE]
                start = time.process_time()
                for item in part:
                    job(item)
                spent[name] += time.process_time() - start
        for name, seconds in spent.items():
            rounds[name].append(seconds)
    return {name: statistics.median(values) for name, values in rounds.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    try:
        import riichienv._riichienv as core
    except ImportError as e:
        print(f"riichienv unavailable ({e}): pip install -e .[bench]", file=sys.stderr)
        return 1
    print(describe())
    rng = random.Random(args.seed)
    kept: list[Hand] = []
    disagree: Counter[str] = Counter()
    drawn = 0
    while len(kept) < args.hands:
        hand = random_riichi_hand(rng)
        drawn += 1
        if _unsayable(hand):
            continue
        try:
            ours = score_hand(hand)
        except HandError:
            continue
        text, dora, ura = riichienv_text(hand)
        conditions = riichienv_conditions(hand, core)
        evaluator, win, dora_ids, ura_ids, _, _ = riichienv_prepared(core, text, dora, ura)
        theirs = evaluator.calc(win, dora_ids, ura_ids, conditions)
        library = reference_outcome(hand)
        mine = (ours.han, ours.fu, ours.points.total - ours.points.kyoutaku_bonus)
        if isinstance(library, str) or (library.han, library.fu, library.total - 1000 * flags_of(hand).kyoutaku) \
                != mine:
            disagree["mahjong"] += 1
        if not theirs.is_win:
            disagree["riichienv: not a win"] += 1
            continue
        dealer = hand.context.seat_wind == 27
        total = riichienv_total(theirs, dealer, hand.context.self_drawn)
        if theirs.han != ours.han and not (ours.yakuman and theirs.yakuman):
            disagree["riichienv: han"] += 1
        elif theirs.fu != ours.fu and not (ours.yakuman and theirs.yakuman) and not ours.yakuman:
            disagree["riichienv: fu"] += 1
        elif total != ours.points.total - ours.points.kyoutaku_bonus:
            disagree["riichienv: points"] += 1
        kept.append(hand)
    print(f"{len(kept)} hands scored by fanbot (of {drawn} drawn, seed {args.seed}); disagreements: "
          + (", ".join(f"{k} {n}" for k, n in sorted(disagree.items())) or "none"))

    texts = [format_hand(hand, ruleset="riichi") for hand in kept]
    theirs_text = [riichienv_text(hand) for hand in kept]
    conditions = [riichienv_conditions(hand, core) for hand in kept]
    prepared = [riichienv_prepared(core, *t) for t in theirs_text]
    library = [library_input(hand) for hand in kept]

    def loop(job, items):
        def run() -> None:
            for item in items:
                job(item)
        return run

    def calc(p_c):
        p, c = p_c
        p[0].calc(p[1], p[2], p[3], c)

    def new_calc(p_c):
        p, c = p_c
        core.HandEvaluator(sorted(p[4]), p[5]).calc(p[1], p[2], p[3], c)

    def from_text(t_c):
        (text, dora, ura), c = t_c
        riichienv_from_text(core, text, dora, ura, c)

    def score_hand_read(hand):
        score_hand(hand).yaku  # noqa: B018 - reading one of the parts made when first read makes them all

    def fanbot_text(text):
        score_hand(parse_hand(text, "riichi"))

    def nothing() -> None:
        pass

    try:
        from mahjong.hand_calculating.divider import HandDivider
        library_reset = HandDivider._divide_hand_impl.cache_clear
    except (ImportError, AttributeError):
        library_reset = nothing
    warm_up = [random_riichi_hand(rng) for _ in range(len(kept))]  # other hands: they fill the per-suit tables

    def warm() -> None:
        library_reset()  # the library's cache is keyed by the whole hand: emptied each round
        clear_all()
        for hand in warm_up:
            try:
                score_hand(hand)
            except HandError:
                pass

    riichienv_prepared_items = list(zip(prepared, conditions, strict=True))
    turns = {
        "(a) fanbot score_hand(Hand)": (score_hand, kept),
        "(a) fanbot score_hand(Hand), typed parts read": (score_hand_read, kept),
        "(a) fanbot best_candidate(Hand)": (best_candidate, kept),
        "(a) riichienv calc": (calc, riichienv_prepared_items),
        "(a) riichienv new evaluator + calc": (new_calc, riichienv_prepared_items),
        "(a) mahjong estimate_hand_value": (run_library, library),
        "(b) fanbot parse_hand + score_hand": (fanbot_text, texts),
        "(b) riichienv parse_hand + calc": (from_text, list(zip(theirs_text, conditions, strict=True))),
    }
    per_hand = {name: 1e6 * seconds / len(kept) for name, seconds in sliced_times(turns, args.repeat, warm).items()}
    print(f"median CPU time of {args.repeat} rounds, the scorers taking turns on slices of {_SLICE} hands, µs a hand "
          "(fanbot's tables warmed by as many other hands first)")
    for name, us in per_hand.items():
        print(f"  {name:42s} {us:8.2f}")
    cold = median_times({"(a) fanbot score_hand(Hand), cold": (loop(score_hand, kept), clear_all),
                         "(b) fanbot parse_hand + score_hand, cold": (loop(fanbot_text, texts), clear_all)},
                        args.repeat)
    print("fanbot with every cache of scoring/ emptied before each run (median of the runs):")
    for name, seconds in cold.items():
        per_hand[name] = 1e6 * seconds / len(kept)
        print(f"  {name:42s} {per_hand[name]:8.2f}")
    ref_a, ref_b = per_hand["(a) riichienv calc"], per_hand["(b) riichienv parse_hand + calc"]
    for state, suffix in (("warm", ""), ("cold", ", cold")):
        print(f"  {state}: prepared, fanbot {per_hand[f'(a) fanbot score_hand(Hand){suffix}'] / ref_a:.1f}x riichienv "
              f"(goal 3x); text, {per_hand[f'(b) fanbot parse_hand + score_hand{suffix}'] / ref_b:.1f}x (goal 5x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
