"""What the processes of the storage's race and crash tests run (``tests.forked``: each in a process of its own)."""

from __future__ import annotations

import os
import time
from multiprocessing.connection import Connection

from bot.db.repositories import Storage
from quiz.games import GameEngine
from tests.quiz.helpers import RIGHT_ANSWER, fixed_source


def answer_twice(channel: Connection, url: str, round_id: str, first: int, last: int) -> None:
    """Players ``first`` to ``last`` answer right, then again wrong: every status back at the end."""
    engine = GameEngine(Storage(url), fixed_source)
    statuses = [engine.submit(round_id, f"u{i}", f"P{i}", RIGHT_ANSWER).status for i in range(first, last)]
    statuses += [engine.submit(round_id, f"u{i}", f"P{i}", "13").status for i in range(first, last)]
    channel.send(statuses)


def answer_on_go(channel: Connection, url: str, round_id: str, first: int, last: int) -> None:
    """Ready, then on the test's go players ``first`` to ``last`` answer, each status sent as it comes."""
    engine = GameEngine(Storage(url), fixed_source)
    channel.send("ready")
    channel.recv()  # every process starts answering at the same moment
    for i in range(first, last):
        channel.send(engine.submit(round_id, f"u{i}", f"P{i}", RIGHT_ANSWER).status)


def close_due_rounds_an_hour_on(channel: Connection, url: str) -> None:
    engine = GameEngine(Storage(url), fixed_source, clock=lambda: time.time() + 3600)
    channel.send(len(engine.close_due_rounds()))


def crash_mid_round(channel: Connection, url: str, seconds: float) -> None:
    """A game and a round with five answers, then a crash: no cleanup, the round's timer dies with the process."""
    engine = GameEngine(Storage(url), fixed_source)
    game = engine.start_game("chat", rounds=3, mode="all", seconds=seconds)
    rnd = engine.start_round(game.id)
    for i in range(5):
        engine.submit(rnd.id, f"u{i}", f"P{i}", RIGHT_ANSWER)
    channel.send({"game": game.id, "round": rnd.id})
    os._exit(0)


def open_storage_on_go(channel: Connection, url: str) -> None:
    """Ready, then on the test's go the storage opened (and migrated when new) and closed: "up"."""
    channel.send("ready")
    channel.recv()  # every process opens the database at the same moment
    Storage(url).close()
    channel.send("up")
