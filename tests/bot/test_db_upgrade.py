"""A database of the schema fanbot had when its storage moved to ``bot/db`` (Alembic revision
``0004_score_sheet``), filled with rows of every table, opens through the new layer: it is upgraded
in place and every row reads back through the repositories, the quiz and the bot's storage service."""

from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from bot.db import engine as database
from bot.db.adapter_state import Delivery
from bot.db.repositories import Storage
from bot.storage import BotStorage
from quiz.flashcards import Deck
from quiz.games import GameEngine
from quiz.grades import Grade
from quiz.questions import Question
from quiz.records import AnswerRow, CardRow, FanOutcome, GameOptions, LeaderRow
from quiz.sheet.codec import body_to_json, kind_of, start_to_json
from quiz.sheet.model import Penalty, Win
from quiz.sheet.store import SheetStore
from scoring.riichi.switches import parse_switches
from tests import postgres
from tests.quiz.sheet.helpers import mcr_start

#: the head revision of the migrations when the storage layer moved (the schema of databases in use)
REVISION_IN_USE = "0004_score_sheet"
CHAT = "telegram:-100"

_ROWS = {
    "settings": [
        {"scope": "chat", "scope_id": CHAT, "key": "ruleset", "value": '"riichi"', "updated_at": 1.0},
        {"scope": "chat", "scope_id": CHAT, "key": "quiz_seconds", "value": '"30"', "updated_at": 1.0},
        {"scope": "chat", "scope_id": CHAT, "key": "riichi", "value": '"players:3"', "updated_at": 1.0},
        {"scope": "user", "scope_id": "telegram:7", "key": "language", "value": '"ja"', "updated_at": 1.0},
        {"scope": "user", "scope_id": "telegram:7", "key": "pictures", "value": "false", "updated_at": 1.0},
        {"scope": "daily", "scope_id": CHAT, "key": "config", "value": '{"hour": 9, "reveal": 3}',
         "updated_at": 1.0},
    ],
    "games": [
        {"id": "g1", "chat_id": CHAT, "mode": "all", "ruleset": "mcr", "rounds_total": 2, "round_seconds": 60.0,
         "options": '{"kind": "fans"}', "status": "running", "rounds_played": 1, "created_at": 100.0,
         "finished_at": None},
    ],
    "rounds": [
        {"id": "r1", "game_id": "g1", "chat_id": CHAT, "number": 1, "question": '{"hand": "x"}',
         "started_at": 100.0, "deadline": 160.0, "status": "closed", "winner_user_id": None, "closed_at": 160.0},
    ],
    "answers": [
        {"round_id": "r1", "user_id": "7", "user_name": "Ann", "chat_id": CHAT, "text": "24", "submitted_at": 110.0,
         "correct": 1, "credit": 1.0, "points": 15, "grade": '{"total": 24}'},
        {"round_id": "r1", "user_id": "8", "user_name": "Bo", "chat_id": CHAT, "text": "13", "submitted_at": 120.0,
         "correct": 0, "credit": 0.0, "points": 0, "grade": "{}"},
    ],
    "fan_results": [
        {"round_id": "r1", "user_id": "7", "chat_id": CHAT, "fan_id": "pure_straight", "outcome": "right",
         "answered_at": 110.0},
        {"round_id": "r1", "user_id": "7", "chat_id": CHAT, "fan_id": "all_chows", "outcome": "missed",
         "answered_at": 110.0},
    ],
    "flashcards": [
        {"user_id": "telegram:7", "card_id": "mcr:pure_straight:zh_to_en", "box": 3, "due": 5e9, "reviews": 4,
         "lapses": 1, "last_review": 200.0},
    ],
    "adapter_state": [
        {"platform": "telegram", "kind": "prompt", "state_key": "-100:5", "value": '"quiz:text:r1"',
         "created_at": 9e9},
        {"platform": "telegram", "kind": "update", "state_key": "47", "value": '{"done": true}', "created_at": 9e9},
    ],
    "bot_polls": [
        {"platform": "telegram", "poll_id": "p1", "chat_id": "-100", "action": "quiz:poll:r1", "created": 9e9},
    ],
    "sheet_tables": [
        {"id": "t1", "chat_id": CHAT, "open_chat": CHAT, "ruleset": "mcr", "start": start_to_json(mcr_start()),
         "status": "open", "last_seq": 2, "author": "u0", "created_at": 300.0, "ended_at": None, "result": None},
    ],
    "sheet_entries": [
        {"table_id": "t1", "seq": 1, "kind": kind_of(Win(0, 1, fan=10)), "body": body_to_json(Win(0, 1, fan=10)),
         "author": "u0", "at": 310.0},
        {"table_id": "t1", "seq": 2, "kind": kind_of(Penalty(2, 30)), "body": body_to_json(Penalty(2, 30)),
         "author": "u2", "at": 320.0},
    ],
}


def migrations(connection) -> Config:
    """Alembic's configuration of fanbot's migration scripts, run on ``connection``."""
    config = Config()
    config.set_main_option("script_location", str(Path(database.__file__).with_name("migrations")))
    config.attributes["connection"] = connection
    return config


def database_at(url: str, revision: str, rows: dict[str, list[dict]]) -> None:
    """The schema at ``revision``, built by the migration scripts' own history, holding ``rows``."""
    engine = database.create_engine(database.parse_url(url))
    with engine.connect() as connection:
        connection.execution_options(fanbot_write=True)
        with connection.begin():
            command.upgrade(migrations(connection), revision)
            for table, table_rows in rows.items():
                columns = list(table_rows[0])
                connection.execute(sa.text(f"INSERT INTO {table} ({', '.join(columns)}) "
                                           f"VALUES ({', '.join(':' + c for c in columns)})"), table_rows)
            assert database.current_revision(connection) == revision
    engine.dispose()


def urls_at(kind: str, tmp_path: Path, revision: str, rows: dict[str, list[dict]]) -> Iterator[str]:
    """An SQLite file or a new PostgreSQL database at ``revision`` with ``rows`` (dropped afterwards)."""
    if kind == "sqlite":
        url = f"sqlite:///{tmp_path / 'before.sqlite3'}"
        database_at(url, revision, rows)
        yield url
        return
    url = postgres.fresh_url()
    try:
        database_at(url, revision, rows)
        yield url
    finally:
        postgres.drop(url)


@pytest.fixture(params=("sqlite", "postgresql"))
def url_in_use(request, tmp_path):
    yield from urls_at(request.param, tmp_path, REVISION_IN_USE, _ROWS)


def test_a_database_in_use_upgrades_and_reads_through_the_repositories(url_in_use):
    storage = Storage(url_in_use)
    try:
        assert storage.migrate() == database.HEAD_REVISION
        assert storage.settings.chat(CHAT) == {"ruleset": "riichi", "quiz_seconds": "30", "riichi": "players:3"}
        assert storage.settings.user("telegram:7") == {"language": "ja", "pictures": False}
        assert storage.settings.daily_problems() == {CHAT: {"hour": 9, "reveal": 3}}
        game = storage.games.game("g1")
        assert (game.options, game.rounds_played, game.status) == (GameOptions.from_json({"kind": "fans"}), 1,
                                                                   "running")
        assert storage.games.running_game(CHAT) == game and storage.games.open_rounds() == []
        assert storage.games.round("r1").question == Question.from_json({"hand": "x"})
        assert storage.games.round_answers("r1")[0] == AnswerRow("r1", "7", "Ann", CHAT, "24", 110.0, True, 1.0, 15,
                                                                 Grade.from_json({"total": 24}))
        assert storage.games.leaderboard(CHAT) == [LeaderRow("7", "Ann", 15, 1, 1), LeaderRow("8", "Bo", 0, 1, 0)]
        assert sorted(storage.games.fan_outcomes("7"), key=lambda o: o.fan_id) == [
            FanOutcome("all_chows", 1, 0), FanOutcome("pure_straight", 1, 1)]
        assert storage.cards.card("telegram:7", "mcr:pure_straight:zh_to_en") == CardRow(
            "telegram:7", "mcr:pure_straight:zh_to_en", 3, 5e9, 4, 1, 200.0)
        assert storage.adapter_state.get("telegram", "prompt", "-100:5") == "quiz:text:r1"
        assert storage.polls.get("telegram", "p1") == ("-100", "quiz:poll:r1")
        # the quiz and the score sheet over the same rows
        assert [row.name for row in GameEngine(storage).leaderboard(CHAT)] == ["Ann", "Bo"]
        assert Deck(storage).progress("telegram:7")["box3"] == 1
        view = SheetStore(storage).view(CHAT)
        assert [e.seq for e in view.entries] == [1, 2] and view.sheet.totals == (34 + 10, -18 + 10, -8 - 30, -8 + 10)
        assert SheetStore(storage).append(CHAT, Penalty(1, 30)).table.last_seq == 3
    finally:
        storage.close()


def test_the_bot_storage_service_reads_a_database_in_use(url_in_use):
    service = BotStorage(url_in_use)
    try:
        settings = service.chat_settings("telegram", "-100")
        assert (settings.ruleset, settings.quiz_seconds) == ("riichi", 30)
        assert settings.options_of("riichi") == parse_switches("players:3")
        view = service.chat_view("telegram", "-100", "7", wait=30)
        assert (view.user_language, view.user_pictures) == ("ja", False)
        assert service.recall_poll("telegram", "p1") == ("-100", "quiz:poll:r1")
        assert service.claim_delivery("telegram", 47, "w1", lease=30) is Delivery.DONE
        assert service.running_games() == 1
    finally:
        service.close()
