"""Games: rounds with stored deadlines, both modes, speed bonus, statistics, concurrency, restarts."""

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.db.repositories import Storage
from bot.render.text_quiz import round_summary_text
from quiz.games import BASE_POINTS, SPEED_BONUS, GameEngine, GameError, week_start
from tests.forked import Forked
from tests.quiz.helpers import PARTLY_RIGHT, RIGHT_ANSWER, fixed_question, fixed_source
from tests.quiz.racing_processes import answer_twice, crash_mid_round


@pytest.fixture
def engine(storage, clock):
    return GameEngine(storage, fixed_source, clock)


def test_everyone_mode_scores_credit_plus_speed_bonus(engine, clock):
    game = engine.start_game("chat", rounds=2, mode="all", seconds=60)
    rnd = engine.start_round(game.id)
    fast = engine.submit(rnd.id, "u1", "Ann", RIGHT_ANSWER)
    clock.advance(30)
    half = engine.submit(rnd.id, "u2", "Bob", RIGHT_ANSWER)
    partly = engine.submit(rnd.id, "u3", "Cid", PARTLY_RIGHT)
    assert fast.accepted and fast.grade.correct
    assert fast.points == BASE_POINTS + SPEED_BONUS
    assert half.points == BASE_POINTS + round(SPEED_BONUS / 2)
    assert not partly.grade.correct and 0 < partly.points < BASE_POINTS
    assert not fast.round_closed


def test_first_correct_answer_wins_and_closes_the_round(engine, clock):
    game = engine.start_game("chat", rounds=3, mode="first", seconds=60)
    rnd = engine.start_round(game.id)
    wrong = engine.submit(rnd.id, "u1", "Ann", "13")
    clock.advance(6)
    win = engine.submit(rnd.id, "u2", "Bob", RIGHT_ANSWER)
    late = engine.submit(rnd.id, "u3", "Cid", RIGHT_ANSWER)
    assert wrong.accepted and wrong.points == 0
    assert win.won and win.round_closed and win.points == BASE_POINTS + round(SPEED_BONUS * 54 / 60)
    assert late.status == "closed"
    summary = engine.summary(rnd.id)
    assert summary.winner.user_name == "Bob"
    assert engine.storage.games.game(game.id).rounds_played == 1


def test_a_player_answers_once_per_round(engine):
    game = engine.start_game("chat", rounds=1, mode="all")
    rnd = engine.start_round(game.id)
    assert engine.submit(rnd.id, "u1", "Ann", "13").accepted
    again = engine.submit(rnd.id, "u1", "Ann", RIGHT_ANSWER)
    assert again.status == "duplicate"
    answers = engine.storage.games.round_answers(rnd.id)
    assert [(a.user_id, a.text) for a in answers] == [("u1", "13")]


def test_answers_after_the_deadline_are_late_and_the_round_closes_once(engine, clock):
    game = engine.start_game("chat", rounds=2, mode="all", seconds=20)
    rnd = engine.start_round(game.id)
    engine.submit(rnd.id, "u1", "Ann", RIGHT_ANSWER)
    clock.advance(21)
    assert engine.submit(rnd.id, "u2", "Bob", RIGHT_ANSWER).status == "late"
    summaries = engine.close_due_rounds()
    assert [s.round.id for s in summaries] == [rnd.id]
    assert engine.close_due_rounds() == [] and engine.close_round(rnd.id) is None
    assert not summaries[0].game_finished
    assert engine.storage.games.game(game.id).rounds_played == 1
    assert "Answer: 15 fan" in round_summary_text(summaries[0])


def test_game_of_n_rounds_finishes_after_the_last(engine, clock):
    game = engine.start_game("chat", rounds=2, mode="all", seconds=10)
    for _ in range(2):
        rnd = engine.start_round(game.id)
        with pytest.raises(GameError, match="round_open"):
            engine.start_round(game.id)
        clock.advance(11)
        summary = engine.close_due_rounds()[0]
    assert summary.game_finished and engine.storage.games.game(game.id).status == "finished"
    with pytest.raises(GameError, match="game_over"):
        engine.start_round(game.id)
    del rnd


def test_one_running_game_per_chat(engine):
    engine.start_game("chat", rounds=1)
    with pytest.raises(GameError, match="already_running"):
        engine.start_game("chat", rounds=1)
    engine.start_game("other chat", rounds=1)


def test_bad_game_options_are_refused_with_a_reason(engine):
    with pytest.raises(GameError) as refused:
        engine.start_game("c", mode="fastest")
    assert refused.value == GameError("unknown_mode", mode="fastest")
    with pytest.raises(GameError) as refused:
        engine.start_game("c", rounds=0)
    assert refused.value == GameError("bad_rounds", rounds=0, low=1, high=100)


def test_leaderboards_all_time_and_this_week(engine, clock):
    old = engine.single_round("chat", fixed_question(), seconds=60)
    engine.submit(old.id, "u1", "Ann", RIGHT_ANSWER)
    clock.advance(8 * 24 * 3600)
    new = engine.single_round("chat", fixed_question(), seconds=60)
    engine.submit(new.id, "u2", "Bob", RIGHT_ANSWER)
    engine.submit(new.id, "u1", "Ann", "12")
    all_time = engine.leaderboard("chat", "all")
    week = engine.leaderboard("chat", "week")
    assert [r.name for r in all_time] == ["Ann", "Bob"]
    assert [r.name for r in week] == ["Bob", "Ann"]
    assert week[1].answers == 1 and all_time[0].answers == 2
    assert engine.leaderboard("another chat") == []
    assert week_start(clock.now) <= clock.now < week_start(clock.now) + 7 * 24 * 3600


def test_player_streak_accuracy_and_weakest_fans(engine, clock):
    answers = ["13", RIGHT_ANSWER, RIGHT_ANSWER, "花龙 门前清", RIGHT_ANSWER, RIGHT_ANSWER, RIGHT_ANSWER]
    for text in answers:
        rnd = engine.single_round("chat", fixed_question(), seconds=60)
        engine.submit(rnd.id, "u1", "Ann", text)
        clock.advance(61)
    stats = engine.player_stats("chat", "u1")
    assert stats.answers == 7 and stats.correct == 5
    assert stats.accuracy == pytest.approx(5 / 7)
    assert stats.streak == 3 and stats.best_streak == 3
    weakest_ids = [fan for fan, _, _ in stats.weakest]
    assert set(weakest_ids) <= {"prevalent_wind", "seat_wind", "closed_wait"} and weakest_ids
    assert all(missed == 1 and seen == 6 for _, seen, missed in stats.weakest)


def test_fifty_concurrent_answerers_are_all_recorded_once(storage, clock):
    engine = GameEngine(storage, fixed_source, clock)
    game = engine.start_game("chat", rounds=1, mode="all", seconds=60)
    rnd = engine.start_round(game.id)
    barrier = threading.Barrier(50)

    def answer(i: int):
        barrier.wait()
        text = RIGHT_ANSWER if i % 2 == 0 else PARTLY_RIGHT
        # every player also tries to answer a second time at once
        return [engine.submit(rnd.id, f"u{i}", f"P{i}", text).status for _ in range(2)]

    with ThreadPoolExecutor(50) as pool:
        results = list(pool.map(answer, range(50)))
    assert all(sorted(r) == ["accepted", "duplicate"] for r in results)
    answers = storage.games.round_answers(rnd.id)
    assert len(answers) == 50 and len({a.user_id for a in answers}) == 50
    assert sum(a.correct for a in answers) == 25


def test_fifty_concurrent_answerers_in_first_mode_have_one_winner(storage, clock):
    engine = GameEngine(storage, fixed_source, clock)
    game = engine.start_game("chat", rounds=1, mode="first", seconds=60)
    rnd = engine.start_round(game.id)
    barrier = threading.Barrier(50)

    def answer(i: int):
        barrier.wait()
        return engine.submit(rnd.id, f"u{i}", f"P{i}", RIGHT_ANSWER)

    with ThreadPoolExecutor(50) as pool:
        results = list(pool.map(answer, range(50)))
    winners = [r for r in results if r.won]
    assert len(winners) == 1
    assert {r.status for r in results} <= {"accepted", "closed"}
    answers = storage.games.round_answers(rnd.id)
    assert sum(1 for a in answers if a.points > 0) == 1
    assert len(answers) == sum(r.accepted for r in results)
    assert storage.games.round(rnd.id).status == "closed" and storage.games.game(game.id).status == "finished"


def _answer_from_processes(db_url: str, round_id: str) -> list[list[str]]:
    processes = [Forked(answer_twice, db_url, round_id, k * 10, k * 10 + 10) for k in range(5)]
    outputs = [process.receive() for process in processes]
    assert all(process.exit_code() == 0 for process in processes)
    return outputs


@pytest.mark.everyday_database("sqlite")
def test_fifty_answerers_in_five_processes_are_all_recorded_once(storage, db_url):
    engine = GameEngine(storage, fixed_source)
    game = engine.start_game("chat", rounds=1, mode="all", seconds=120)
    rnd = engine.start_round(game.id)
    outputs = _answer_from_processes(db_url, rnd.id)
    assert all(out.count("accepted") == 10 and out.count("duplicate") == 10 for out in outputs)
    answers = storage.games.round_answers(rnd.id)
    assert len(answers) == 50 and all(a.correct for a in answers)


@pytest.mark.everyday_database("postgresql")
def test_five_processes_racing_in_first_mode_have_one_winner(storage, db_url):
    engine = GameEngine(storage, fixed_source)
    game = engine.start_game("chat", rounds=1, mode="first", seconds=120)
    rnd = engine.start_round(game.id)
    outputs = _answer_from_processes(db_url, rnd.id)
    statuses = [s for out in outputs for s in out]
    answers = storage.games.round_answers(rnd.id)
    assert statuses.count("accepted") == len(answers) >= 1
    assert sum(a.points > 0 for a in answers) == 1
    assert storage.games.round(rnd.id).winner_user_id == next(a.user_id for a in answers if a.points > 0)
    assert storage.games.game(game.id).rounds_played == 1


def _crash_mid_round(db_url: str, seconds: float) -> dict:
    process = Forked(crash_mid_round, db_url, seconds)
    ids = process.receive()
    assert process.exit_code() == 0
    return ids


@pytest.mark.everyday_database("sqlite")
def test_restart_resumes_a_round_whose_deadline_is_still_ahead(db_url):
    ids = _crash_mid_round(db_url, seconds=600)
    engine = GameEngine(Storage(db_url), fixed_source)
    closed, running = engine.resume()
    assert closed == [] and [r.id for r in running] == [ids["round"]]
    assert running[0].deadline > time.time()
    assert engine.submit(ids["round"], "u9", "P9", RIGHT_ANSWER).accepted
    assert engine.submit(ids["round"], "u0", "P0", RIGHT_ANSWER).status == "duplicate"
    summary = engine.close_round(ids["round"])
    assert len(summary.answers) == 6 and not summary.game_finished
    assert engine.start_round(ids["game"]).number == 2


@pytest.mark.everyday_database("postgresql")
def test_restart_after_the_deadline_closes_the_round_with_its_answers(db_url):
    ids = _crash_mid_round(db_url, seconds=5)
    engine = GameEngine(Storage(db_url), fixed_source, clock=lambda: time.time() + 10)
    closed, running = engine.resume()
    assert running == [] and [s.round.id for s in closed] == [ids["round"]]
    assert len(closed[0].answers) == 5 and all(a.correct for a in closed[0].answers)
    assert engine.submit(ids["round"], "u9", "P9", RIGHT_ANSWER).status == "closed"
    # a second process resuming at the same time gets nothing to close: closed exactly once
    other = GameEngine(Storage(db_url), fixed_source, clock=lambda: time.time() + 10)
    assert other.resume() == ([], [])
    assert Storage(db_url).games.game(ids["game"]).rounds_played == 1


async def test_the_timer_closes_rounds_at_their_stored_deadlines(storage):
    import asyncio

    from quiz.games import close_rounds_at_deadlines

    engine = GameEngine(storage, fixed_source)
    closed = []
    stop = asyncio.Event()
    timer = asyncio.create_task(close_rounds_at_deadlines(engine, closed.append, idle_seconds=0.05, stop=stop))
    short = engine.single_round("chat", fixed_question(), seconds=0.3)
    longer = engine.single_round("other", fixed_question(), seconds=30)
    assert engine.submit(short.id, "u1", "Ann", RIGHT_ANSWER).accepted
    for _ in range(100):
        if closed:
            break
        await asyncio.sleep(0.05)
    stop.set()
    await timer
    assert [s.round.id for s in closed] == [short.id]
    assert [a.user_id for a in closed[0].answers] == ["u1"]
    assert storage.games.round(longer.id).status == "open"


def test_question_kind_words_are_checked_when_the_game_starts(engine):
    game = engine.start_game("chat", rounds=1, kind="points")
    assert game.options.kind == "total"
    with pytest.raises(GameError) as refused:
        engine.start_game("other", kind="essay")
    assert refused.value.code == "unknown_kind" and refused.value.params["kind"] == "essay"
    with pytest.raises(GameError) as refused:
        engine.start_game("other", difficulty="expert")
    assert refused.value == GameError("unknown_difficulty", difficulty="expert")


def test_generated_rounds_come_from_the_game_seed(storage, clock):
    engine = GameEngine(storage, clock=clock)
    first = engine.start_game("a", rounds=2, seed=42, kind="points", target="pure_shifted_chows")
    second = engine.start_game("b", rounds=2, seed=42, kind="points", target="pure_shifted_chows")
    one, two = engine.start_round(first.id), engine.start_round(second.id)
    assert one.question.hand == two.question.hand and one.question.kind == "total"
    assert "pure_shifted_chows" in {f["id"] for f in one.question.answer["fans"]}
    total = one.question.answer["total"]
    assert engine.submit(one.id, "u1", "Ann", str(total)).grade.correct


def test_target_fan_may_be_named_in_any_language_and_unknown_ones_are_refused(engine):
    assert engine.start_game("a", target="一色三步高").options.target == "pure_shifted_chows"
    assert engine.start_game("b", target="Pure Shifted Chows").options.target == "pure_shifted_chows"
    with pytest.raises(GameError) as refused:
        engine.start_game("c", target="banana")
    assert refused.value == GameError("unknown_mcr_fan", target="banana")
