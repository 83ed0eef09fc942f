"""The native kernel (``scoring/mcr/kernel.pyx``) scores every hand it reads exactly as the Python rules do,
leaves a knitted straight with a set and a pair to them, and refuses rules it does not know.

The kernel is what ``score_hand`` runs where the core was compiled; ``scorer.score_in_python`` is the same
hand through the Python definitions alone. The differential tests against the reference calculator run
through ``score_hand``, so they test the kernel too; here the two of ours are held to each other, result
by result (totals, fans, counts and the sets that made each fan, in order).
"""

from __future__ import annotations

import random

import pytest

from bot.core_build import settings as build_settings
from scoring.hand import HandError, NotWinningHand
from scoring.mcr import scorer
from scoring.notation import format_hand, parse_hand
from tests import deep
from tests.deep import fresh, fresh_seed, sized
from tests.scoring.random_hands import random_winning_hand
from tests.scoring.test_compiled import _compiler_at_hand, run_python, source_copy

say = deep.say  # prints a run's summary to the terminal

pytestmark = [
    pytest.mark.skipif(build_settings.pure_python_asked(), reason="FANBOT_PURE_PYTHON is set: no kernel"),
    pytest.mark.skipif(not _compiler_at_hand(), reason="no C compiler or Python headers: no kernel"),
]


def _view(outcome):
    if isinstance(outcome, HandError):
        return ("error", type(outcome).__name__, outcome.code)
    return (outcome.total, outcome.total_without_flowers, [(h.fan.id, h.count, h.sets) for h in outcome.fans])


def _outcome(score, hand):
    try:
        return score(hand)
    except HandError as error:
        return error


def _compare(hands) -> tuple[int, list[str]]:
    """How many hands the kernel read itself, and the ones where it differs from the Python rules."""
    kernel = scorer._KERNEL
    read, differ = 0, []
    for hand in hands:
        mine = _outcome(kernel.score, hand)
        if mine is None:
            continue
        read += 1
        if _view(mine) != _view(_outcome(scorer.score_in_python, hand)):
            differ.append(format_hand(hand))
    return read, differ


def test_the_kernel_is_in_use_where_the_core_is_compiled():
    assert scorer._KERNEL is not None, "scoring.mcr.kernel was not built or not bound: `pip install -v -e .`"
    hand = parse_hand("123m 456p 789s 234m 55p", "mcr")
    assert scorer._KERNEL.score(hand) is not None


@pytest.mark.parametrize("seed", [20261201, 7])
def test_the_kernel_scores_every_random_hand_as_the_python_rules_do(seed):
    rng = random.Random(seed)
    hands = [random_winning_hand(rng) for _ in range(sized(2000, 4000))]
    read, differ = _compare(hands)
    assert not differ, f"{len(differ)} hands differ, e.g. {differ[:5]}"
    assert read >= 0.9 * len(hands)  # every shape but a knitted straight with a set and a pair


@fresh("MCR_KERNEL_SEED")
def test_the_kernel_agrees_on_a_fresh_printed_seed(say):
    seed = fresh_seed("MCR_KERNEL_SEED")
    say(f"MCR kernel fresh seed: {seed} (replay with MCR_KERNEL_SEED={seed})")
    rng = random.Random(seed)
    read, differ = _compare([random_winning_hand(rng) for _ in range(3000)])
    assert not differ, f"seed {seed}: {len(differ)} hands differ, e.g. {differ[:5]}"


@pytest.mark.parametrize("shape", ["regular", "seven_pairs", "seven_shifted_pairs", "thirteen_orphans",
                                   "honors_and_knitted", "nine_gates"])
def test_the_kernel_agrees_on_each_shape_it_reads(shape):
    rng = random.Random(31)
    hands = [random_winning_hand(rng, shape) for _ in range(1500)]
    read, differ = _compare(hands)
    assert not differ, f"{len(differ)} hands differ, e.g. {differ[:5]}"
    # (a few tiles of these hands could also make a knitted straight: those are the Python scorer's)
    assert read >= 0.95 * len(hands)


def test_a_knitted_straight_with_a_set_and_a_pair_is_left_to_the_python_scorer():
    rng = random.Random(5)
    left = 0
    for _ in range(300):
        hand = random_winning_hand(rng, "knitted_straight")
        python = scorer.score_in_python(hand)
        mine = scorer._KERNEL.score(hand)
        if {hit.id for hit in python.fans} & {"knitted_straight", "lesser_honors_and_knitted_tiles"} == {
                "knitted_straight"}:
            assert mine is None, format_hand(hand)
            left += 1
        elif mine is not None:  # the builder's tiles made another shape after all
            assert _view(mine) == _view(python), format_hand(hand)
        assert _view(scorer.score_hand(hand)) == _view(python)
    assert left > 200


# Hands where one rule decides between readings or between fans, each checked against the Python rules.
TRICKY = [
    "11223344556677m",  # seven shifted pairs, which also split into chows
    "112233m 445566p 77s",  # seven pairs that split: on a tie the split is taken
    "11122233344455m",  # one suit, many readings
    "1112345678999m5m",  # nine gates, won on a 5: the extras the reference reads around it
    "1112345678999m1m tsumo",  # nine gates, won on a 1
    "19m19p19s1234567z1m",  # thirteen orphans
    "147m258p3s1234567z",  # greater honors and knitted tiles
    "147m258p369s12345z",  # lesser honors and knitted tiles, with a knitted straight
    "14m258p369s123456z",  # lesser honors and knitted tiles
    "[1111m] [2222p] [3333s] [4444z] 55z",  # four kongs
    "{1111m} {9999p} 123s 456s 77z",  # two concealed kongs
    "[111m] [999p] [111s] [999s] 1z 1z",  # all terminals, melded
    "123m 123m 789m 789m 55m",  # pure terminal chows
    "123p 789p 123s 789s 55m",  # three-suited terminal chows
    "[EEE] [SSS] [WWW] 123m NN",  # little four winds
    "[555z] [666z] 123m 456p 77z",  # little three dragons
    "111m 234m 345m 456m 99p",  # a pung that may be a chow's tile
    "456m 456p 456s 555m 5p 5p",  # all fives, the winning tile a pair's
    "12m 456p 789s 111z 99s 3m",  # edge wait
    "123m 456p 789s 111z 9s 9s tsumo",  # single wait, self-drawn
    "123m 456p 789s 111z 99s flowers=3",  # flowers
    "123m 456p 789s 111z 99s flowers=1",  # one flower: a count, no set
    "[123m] [456p] [789s] [111z] 9s 9s",  # melded hand
    "111m 123m 567p 888s 99s",  # tile hog
    "123m 123m 123m 456p 99s",  # pure triple chow beside other readings
    "111m 222m 333m 456p 99s",  # three pungs or three chows
    "234m 234p 234s 56m 99s 7m last",  # last tile, claimed, completing a chow
    "[1111m] 234p 567s 789s 5m 5m kong tsumo",  # out with the replacement tile
]


@pytest.mark.parametrize("text", TRICKY)
def test_the_kernel_agrees_on_hands_where_a_rule_decides(text):
    try:
        hand = parse_hand(text, "mcr")
    except HandError as error:
        pytest.fail(f"{text!r} does not parse: {error.code}")
    assert _view(_outcome(scorer.score_hand, hand)) == _view(_outcome(scorer.score_in_python, hand))


def test_a_hand_that_splits_into_no_sets_is_not_winning_from_the_kernel_too():
    hand = parse_hand("1113456789999m4p", "mcr")
    with pytest.raises(NotWinningHand):
        scorer._KERNEL.score(hand)
    with pytest.raises(NotWinningHand):
        scorer.score_in_python(hand)


def test_bind_refuses_rules_that_name_a_fan_the_kernel_does_not_find():
    kernel = scorer._KERNEL
    arguments = _bind_arguments()
    arguments["reading_ids"] = {**arguments["reading_ids"],
                                "regular": [*arguments["reading_ids"]["regular"], "a_new_fan"]}
    with pytest.raises(kernel.KernelMismatch, match="a_new_fan"):
        kernel.bind(**arguments)
    arguments = _bind_arguments()
    arguments["chicken_ids"] = {**arguments["chicken_ids"], "seven_pairs": ["chicken_hand"]}
    with pytest.raises(kernel.KernelMismatch, match="chicken"):
        kernel.bind(**arguments)
    arguments = _bind_arguments()
    arguments["reading_ids"] = {**arguments["reading_ids"], "nine_gates": []}
    with pytest.raises(kernel.KernelMismatch, match="nine_gates"):
        kernel.bind(**arguments)
    arguments = _bind_arguments()
    arguments["tile_fan_shapes"] = [*arguments["tile_fan_shapes"], "thirteen_orphans"]
    with pytest.raises(kernel.KernelMismatch, match="tile fans asked in"):
        kernel.bind(**arguments)
    # and the kernel bound at import still scores
    assert _view(scorer.score_hand(parse_hand("123m 456p 789s 234m 55p", "mcr")))[0] > 0


def _bind_arguments() -> dict:
    """What ``scorer._native_kernel`` binds, by recording its call (the arguments are named there)."""
    captured = {}

    class Recorder:
        KernelMismatch = scorer._KERNEL.KernelMismatch

        @staticmethod
        def bind(**arguments):
            captured.update(arguments)
            raise Recorder.KernelMismatch("recorded")  # the scorer keeps the kernel it has

    real = scorer.kernel
    scorer.kernel = Recorder
    try:
        with pytest.warns(RuntimeWarning, match="recorded"):
            scorer._native_kernel()
    finally:
        scorer.kernel = real
    return captured


def test_where_the_kernel_is_not_built_it_is_not_loaded(tmp_path):
    code = "import scoring.mcr.scorer as s, sys; print(s._KERNEL, 'scoring.mcr.kernel' in sys.modules)"
    assert run_python(["-c", code], sources=source_copy(tmp_path)).split() == ["None", "False"]


def _hand(concealed, win, melds=(), **context):
    from scoring.hand import Hand, WinContext

    return Hand(melds=tuple(melds), concealed=tuple(concealed), win_tile=win, context=WinContext(**context))


def test_five_of_an_honor_is_no_wait_for_the_kernel_either():
    # Split as a pung and a pair, but no completion of the tiles before the win (``regular_waits``): the hand
    # waited on nothing the wait fans count, so no Edge Wait or Single Wait.
    from scoring.tiles import Tile as T

    for hand in (_hand((T.M1, T.M2, T.P4, T.P5, T.P6, T.S7, T.S8, T.S9) + (T.EAST,) * 5, T.M3),
                 _hand((T.M1, T.M2, T.M3, T.P4, T.P5, T.P6, T.S7, T.S8, T.S9) + (T.EAST,) * 4, T.EAST)):
        assert _view(scorer._KERNEL.score(hand)) == _view(scorer.score_in_python(hand))


def test_every_formal_wait_of_random_ready_hands_scores_as_the_python_rules_do():
    # the waits table asks every tile that completes the shape, a fifth copy too, won every way
    from dataclasses import replace

    from scoring.hand import Hand
    from scoring.shanten import waits_by_shape
    from scoring.tiles import Tile, counts_of
    from tests.scoring.random_hands import random_ready_hand

    rng = random.Random(20261202)
    hands = []
    for _ in range(300):
        partial = random_ready_hand(rng)
        for t in waits_by_shape(counts_of(partial.concealed), len(partial.melds)):
            won = Hand(partial.melds, partial.concealed, Tile(t), partial.context)
            hands += [replace(won, context=replace(won.context, self_drawn=drawn, last_copy=last))
                      for last in (False, True) for drawn in (False, True)]
    read, differ = _compare(hands)
    assert not differ, f"{len(differ)} hands differ, e.g. {differ[:5]}"
    assert read > 1000


def test_a_hand_the_parser_would_refuse_is_left_to_the_python_scorer_and_changes_nothing():
    from scoring.hand import Meld, MeldKind
    from scoring.tiles import Tile as T

    later = parse_hand("[789p] [789p] [789p] 123m 55s", "mcr")
    before = _view(scorer._KERNEL.score(later))
    odd = [
        _hand((T.P1, T.P1, T.P1, T.S9, T.S9, T.S9, T.EAST), T.EAST,
              melds=(Meld(MeldKind.CHOW, T.M8), Meld(MeldKind.CHOW, T.M2))),  # a chow from 8m
        _hand((T.P1, T.P1, T.P1, T.S9, T.S9, T.S9, T.EAST), T.EAST,
              melds=(Meld(MeldKind.CHOW, T.RED), Meld(MeldKind.CHOW, T.M2))),  # a chow of dragons
        _hand((T.M1,) * 3 + (T.M2, T.M3, T.M4, T.P5, T.P6, T.P7, T.S1, T.S1, T.S1, T.S9), T.S9,
              round_wind=T.M1),  # a round wind that is no wind
        _hand((T.M1,) * 3 + (T.M2, T.M3, T.M4, T.P5, T.P6, T.P7, T.S1, T.S1, T.S1, T.S9), T.S9, flowers=-1),
    ]
    for hand in odd:
        assert scorer._KERNEL.score(hand) is None
    assert _view(scorer._KERNEL.score(later)) == before == _view(scorer.score_in_python(later))


def test_clear_all_empties_the_kernel_tables_which_it_learns_again():
    from scoring.caches import cache_sizes, clear_all

    rng = random.Random(3)
    hands = [random_winning_hand(rng) for _ in range(300)]
    _compare(hands)
    filled, capacity = cache_sizes()["scoring.mcr.kernel.combinations"]
    assert 0 < filled < capacity
    clear_all()
    assert cache_sizes()["scoring.mcr.kernel.combinations"] == (0, capacity)
    read, differ = _compare(hands)
    assert not differ and read > 250


def test_the_kernel_called_directly_leaves_a_wrong_tile_count_to_the_python_scorer():
    # score_hand checks the count first; the kernel's fixed tables assume it, so it checks it again
    from scoring.tiles import Tile as T

    for concealed in ((T.M1,), (T.M1,) * 3 + (T.M9,) * 3 + (T.P1,) * 3 + (T.P9,) * 3 + (T.S1,) * 3,
                      tuple(t for t in (T.M1, T.M2, T.M3, T.M4, T.M5, T.M6, T.M7) for _ in range(6))):
        assert scorer._KERNEL.score(_hand(concealed, T.M1)) is None


def test_a_hits_maker_not_made_by_the_kernel_raises_instead_of_crashing():
    maker = scorer._KERNEL.score(parse_hand("123m 456p 789s 234m 55p", "mcr")).__dict__["_make_fans"]
    with pytest.raises(ValueError, match="no fans packed"):
        type(maker)()()
