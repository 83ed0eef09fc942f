"""Chat settings, users' own choices, polls and adapter state, on SQLite and on PostgreSQL alike,
and shared by several processes on one database."""

from __future__ import annotations

import pytest

from bot.adapters.telegram.keyboards import toggle
from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.storage import BotStorage, ChatSettings, ChatView, SettingKey
from scoring.rulesets import option_keys
from tests.bot.ticking import tick_options
from tests.forked import Forked


@pytest.fixture
def store(db_url):
    storage = BotStorage(db_url)
    yield storage
    storage.close()


def test_chat_settings_round_trip_and_stay_per_platform(store):
    chosen = ChatSettings(ruleset="riichi", language="zh_hant", pictures=False, quiz_mode="fans",
                          quiz_seconds=45, quiz_rounds=3)
    store.save_chat_settings("telegram", "-100", chosen)
    assert store.chat_settings("telegram", "-100") == chosen
    assert store.chat_settings("discord", "-100") == ChatSettings()
    store.save_chat_settings("telegram", "-100", ChatSettings())
    assert store.chat_settings("telegram", "-100") == ChatSettings()


def test_a_users_own_language_and_pictures_come_with_the_chat_in_one_view(store):
    store.save_chat_settings("telegram", "-100", ChatSettings(ruleset="riichi"))
    store.set_user_language("telegram", "7", "ja" if "ja" in _languages() else "zh_hans")
    store.set_user_pictures("telegram", "7", False)
    view = store.chat_view("telegram", "-100", "7")
    assert view.settings.ruleset == "riichi" and view.user_pictures is False
    assert view.user_language == store.user_language("telegram", "7") is not None
    store.set_user_language("telegram", "7", None)
    store.set_user_pictures("telegram", "7", None)
    assert store.chat_view("telegram", "-100", "7") == ChatView(ChatSettings(ruleset="riichi"))


def test_every_chat_setting_has_a_key_and_reads_its_own_text():
    assert {key.value for key in SettingKey} | set(option_keys()) == set(ChatSettings().to_strings())
    settings = ChatSettings()
    for key, raw in (("ruleset", " RIICHI "), ("language", "auto"), ("pictures", "off"), ("quiz_mode", "fans"),
                     ("quiz_seconds", "45"), ("quiz_rounds", "3"), ("riichi", "players:3"),
                     ("timezone", " Asia/Shanghai ")):
        settings = settings.with_value(key, raw)  # a ruleset's table options are not a SettingKey
    assert settings.to_strings() == {"ruleset": "riichi", "language": "", "pictures": "False", "quiz_mode": "fans",
                                     "quiz_seconds": "45", "quiz_rounds": "3",
                                     "riichi": ChatSettings(options=settings.options).to_strings()["riichi"],
                                     "timezone": "Asia/Shanghai"}
    assert ChatSettings.from_strings(settings.to_strings()) == settings


@pytest.mark.parametrize("key, raw", [("ruleset", "chess"), ("language", "xx"), ("pictures", "maybe"),
                                      ("quiz_mode", "speed"), ("quiz_seconds", "9"), ("quiz_seconds", "abc"),
                                      ("quiz_rounds", "31"), ("colour", "red"), ("timezone", "Mars/Olympus"),
                                      ("timezone", "../../etc/passwd")])
def test_a_value_a_setting_cannot_take_is_a_value_error_naming_the_setting(key, raw):
    with pytest.raises(ValueError) as error:
        ChatSettings().with_value(key, raw)
    assert str(error.value) == (key if key != "pictures" else raw)


def _languages():
    from bot.i18n import LANGUAGES

    return LANGUAGES


def test_polls_are_recalled_and_expire(store):
    store.remember_poll("telegram", "p1", "-100", "quiz:poll:r1")
    assert store.recall_poll("telegram", "p1") == ("-100", "quiz:poll:r1")
    assert store.recall_poll("discord", "p1") is None


def test_background_state_writes_are_applied_in_order_by_close(db_url):
    first = BotStorage(db_url)
    for value in range(20):
        first.remember_state_soon("telegram", "keyboard", "-100:5", {"n": value})
    first.forget_state_soon("telegram", "prompt", "-100:6")
    first.close()
    second = BotStorage(db_url)
    assert second.recall_state("telegram", "keyboard", "-100:5") == {"n": 19}
    second.close()


@pytest.mark.everyday_database("postgresql")
def test_ticks_of_twenty_players_made_through_two_processes_all_count(db_url):
    """Each process used to write its whole copy of a keyboard back, losing the other one's ticks."""
    processes = [Forked(tick_options, db_url, first, first + 10) for first in (0, 10)]
    assert [process.receive() for process in processes] == ["done", "done"]
    assert all(process.exit_code() == 0 for process in processes)
    store = BotStorage(db_url)
    assert [store.recall_state("telegram", "ticks", f"-100:9:{user}") for user in range(20)] == [[0, 2]] * 20
    store.close()


def test_a_tick_toggles_and_respects_the_limit():
    assert toggle(2, 3)(None) == [2]
    assert toggle(2, 3)([1, 2]) == [1]
    assert toggle(4, 2)([1, 2]) == [1, 2]
    assert toggle(1, 3)([1]) is None  # nothing ticked: the entry goes


async def test_settings_commands_work_the_same_on_both_databases(db_url):
    core = BotCore(Config(database_url=db_url, rate_limit=(1000, 60.0)))
    group = dict(is_group=True, locale="en")
    admin = CommandContext("telegram", "-100", "1", "Ann", is_admin=True, **group)
    member = CommandContext("telegram", "-100", "2", "Bo", is_admin=False, **group)
    [saved] = await core.handle(admin, "settings", "ruleset riichi")
    assert not saved.is_error
    [refused] = await core.handle(member, "settings", "ruleset mcr")
    assert refused.is_error
    [own] = await core.handle(member, "settings", "language zh_hant")
    assert not own.is_error
    assert core.storage.chat_settings("telegram", "-100").ruleset == "riichi"
    assert core.language(member) == "zh_hant" and core.language(admin) == "en"
    core.close()


def test_background_writes_stop_queueing_while_the_database_stays_locked(tmp_path, monkeypatch, caplog):
    import sqlite3

    import bot.storage

    monkeypatch.setattr(bot.storage, "MAX_PENDING_WRITES", 3)
    store = BotStorage(f"sqlite:///{tmp_path / 'stuck.sqlite3'}", busy_seconds=0.3)
    holder = sqlite3.connect(tmp_path / "stuck.sqlite3", isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    for n in range(10):
        store.remember_state_soon("telegram", "keyboard", f"k{n}", n)
    holder.execute("ROLLBACK")
    holder.close()
    store.close()
    assert sum("writes are already waiting" in r.getMessage() for r in caplog.records) == 7
