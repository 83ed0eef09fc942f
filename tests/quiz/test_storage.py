"""The storage layer: schema, settings, answers recorded exactly once."""

import time

import pytest
import sqlalchemy as sa

from bot.db.engine import HEAD_REVISION, StorageError
from bot.db.repositories import Storage
from quiz.grades import Grade
from quiz.questions import Question
from quiz.records import AnswerRow, RoundRow


def test_database_url_defaults_to_sqlite_file_in_working_directory(monkeypatch, tmp_path):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    store = Storage()
    assert store.path == "fanbot.sqlite3"
    assert (tmp_path / "fanbot.sqlite3").exists()
    store.close()


def test_database_url_from_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'env.db'}")
    store = Storage()
    assert (tmp_path / "env.db").exists()
    store.close()


def test_unsupported_database_url_names_the_scheme(tmp_path):
    with pytest.raises(StorageError, match="unsupported DATABASE_URL scheme 'mysql'"):
        Storage("mysql://localhost/fanbot")


def test_memory_database_is_refused_because_connections_must_share_it():
    with pytest.raises(StorageError, match="use a file"):
        Storage("sqlite:///:memory:")


def test_migrations_are_idempotent_and_recorded(db_url):
    first = Storage(db_url)
    first.settings.set_chat("c1", "ruleset", "riichi")
    first.close()
    second = Storage(db_url)
    assert second.migrate() == second.migrate() == HEAD_REVISION
    assert second.settings.chat("c1") == {"ruleset": "riichi"}
    with second.read() as db:
        assert db.all("SELECT version_num FROM alembic_version") == [(HEAD_REVISION,)]
    second.close()


def test_sqlite_database_uses_write_ahead_log(tmp_path):
    storage = Storage(f"sqlite:///{tmp_path / 'wal.sqlite3'}")
    with storage.read() as db:
        assert db.one("PRAGMA journal_mode")[0] == "wal"
    storage.close()


def test_chat_settings_round_trip_json_values(storage):
    storage.settings.set_chat(42, "ruleset", "mcr")
    storage.settings.set_chat(42, "quiz", {"seconds": 30, "mode": "first"})
    storage.settings.set_chat("42", "language", "zh")
    assert storage.settings.chat("42") == {"ruleset": "mcr", "quiz": {"seconds": 30, "mode": "first"},
                                               "language": "zh"}
    storage.settings.set_chat(42, "language", None)
    assert "language" not in storage.settings.chat(42)
    assert storage.settings.chat("other") == {}


def test_user_settings_are_separate_from_chat_settings(storage):
    storage.settings.set_user("7", "language", "en")
    storage.settings.set_chat("7", "language", "zh")
    assert storage.settings.user("7") == {"language": "en"}
    assert storage.settings.chat("7") == {"language": "zh"}


def test_an_answer_is_recorded_once_per_round_and_player(storage):
    rnd = RoundRow("r1", None, "c", 0, Question("mcr", "", {}), 0.0, 10.0, "open", None, None)
    with storage.transaction() as db:
        db.games.insert_round(rnd)
    row = AnswerRow("r1", "u1", "Ann", "c", "13", 1.0, True, 1.0, 10, Grade(True, 1.0))
    with storage.transaction() as db:
        assert db.games.insert_answer(row)
        assert not db.games.insert_answer(row)
    assert len(storage.games.round_answers("r1")) == 1


def test_failed_transaction_rolls_back(storage):
    with pytest.raises(RuntimeError):
        with storage.transaction() as db:
            db.execute("INSERT INTO settings (scope, scope_id, key, value, updated_at) VALUES ('chat', 'c', 'k', "
                       "'1', 0)")
            raise RuntimeError("boom")
    assert storage.settings.chat("c") == {}


def test_schema_refuses_a_second_answer_even_without_on_conflict(storage):
    rnd = RoundRow("r2", None, "c", 0, Question("mcr", "", {}), 0.0, 10.0, "open", None, None)
    with storage.transaction() as db:
        db.games.insert_round(rnd)
        db.execute("INSERT INTO answers VALUES ('r2', 'u', 'U', 'c', 't', 1, 1, 1, 1, '{}')")
    with pytest.raises(sa.exc.IntegrityError):
        with storage.transaction() as db:
            db.execute("INSERT INTO answers VALUES ('r2', 'u', 'U', 'c', 't', 2, 1, 1, 1, '{}')")


def test_adapter_state_is_shared_between_connections_and_expires(db_url):
    first = Storage(db_url)
    first.adapter_state.put("telegram", "prompt", "-100:7", "quiz:text:r1")
    first.adapter_state.put("telegram", "keyboard", "-100:8", {"chosen": {"5": [1, 2]}})
    first.close()
    second = Storage(db_url)
    assert second.adapter_state.get("telegram", "prompt", "-100:7") == "quiz:text:r1"
    assert second.adapter_state.get("telegram", "keyboard", "-100:8") == {"chosen": {"5": [1, 2]}}
    assert second.adapter_state.get("discord", "prompt", "-100:7") is None
    second.adapter_state.delete("telegram", "prompt", "-100:7")
    assert second.adapter_state.get("telegram", "prompt", "-100:7") is None
    cut = time.time()
    time.sleep(0.01)
    second.adapter_state.put("telegram", "prompt", "-100:9", "x", expire_before=cut)
    assert second.adapter_state.get("telegram", "keyboard", "-100:8") is None  # older than the cut: gone
    assert second.adapter_state.get("telegram", "prompt", "-100:9") == "x"
    second.close()
