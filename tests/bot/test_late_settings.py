"""A command whose settings read is late goes on with what this process last read or wrote
(``bot/last_views.py``): its own writes at once, a late read when it lands, never a read older than a write."""

from __future__ import annotations

import threading

import pytest

from bot.storage import BotStorage, ChatSettings
from tests.migrated import migrated_url

LATE = 0.01  # a command that waits this long for a read held back finds it late


@pytest.fixture
def storage(tmp_path):
    storage = BotStorage(migrated_url(tmp_path / "bot.sqlite3"))
    yield storage
    storage.close()


class HeldReads:
    """Holds every settings read back after it has read the database, until ``release``."""

    def __init__(self, storage: BotStorage, monkeypatch) -> None:
        self.gate = threading.Event()
        self.landed = threading.Semaphore(0)
        read = storage._read_view

        def held(*key):
            view = read(*key)
            self.gate.wait(10)
            return view

        monkeypatch.setattr(storage, "_read_view", held)
        original = storage._remember_view

        def remember(*args) -> None:
            original(*args)
            self.landed.release()

        monkeypatch.setattr(storage, "_remember_view", remember)

    def release(self) -> None:
        """Lets the reads held go (``wait_landed`` waits until they have landed)."""
        self.gate.set()

    def wait_landed(self, reads: int = 1) -> None:
        for _ in range(reads):
            assert self.landed.acquire(timeout=10), "a late read never landed"


def japanese() -> ChatSettings:
    return ChatSettings().with_value("language", "ja")


def test_a_late_read_goes_on_with_the_chat_settings_this_process_just_wrote(storage, monkeypatch):
    held = HeldReads(storage, monkeypatch)
    storage.save_chat_settings("telegram", "-5", japanese())
    assert storage.chat_view("telegram", "-5", "7", wait=LATE).settings.language == "ja"
    held.release()
    held.wait_landed()


def test_a_late_read_goes_on_with_the_users_own_choices_this_process_just_wrote(storage, monkeypatch):
    held = HeldReads(storage, monkeypatch)
    storage.set_user_language("discord", "7", "zh_hans")
    storage.set_user_pictures("discord", "7", False)
    view = storage.chat_view("discord", "100", "7", wait=LATE)
    assert (view.user_language, view.user_pictures, view.settings) == ("zh_hans", False, ChatSettings())
    held.release()
    held.wait_landed()


def test_a_read_that_was_late_is_used_by_the_next_command_once_it_lands(storage, monkeypatch):
    storage.db.settings.set_chat("telegram:-5", "language", "ja")  # written by another process
    held = HeldReads(storage, monkeypatch)
    assert storage.chat_view("telegram", "-5", "7", wait=LATE).settings == ChatSettings()  # nothing known yet
    held.release()
    held.wait_landed()
    held.gate.clear()
    assert storage.chat_view("telegram", "-5", "7", wait=LATE).settings.language == "ja"
    held.release()
    held.wait_landed()


def test_a_late_read_started_before_a_write_does_not_bring_back_what_the_write_replaced(storage, monkeypatch):
    held = HeldReads(storage, monkeypatch)
    assert storage.chat_view("telegram", "-5", "7", wait=LATE).settings.language is None  # read, then held
    storage.save_chat_settings("telegram", "-5", japanese())
    held.release()
    held.wait_landed()  # it read the chat before the write: what it brings is older than what is known
    held.gate.clear()
    assert storage.chat_view("telegram", "-5", "7", wait=LATE).settings.language == "ja"
    held.release()
    held.wait_landed()


def test_a_read_in_time_answers_from_the_database_itself(storage):
    storage.db.settings.set_chat("telegram:-5", "language", "ja")  # written by another process
    assert storage.chat_view("telegram", "-5", "7", wait=10).settings.language == "ja"
