"""Settings: what a chat or a user has chosen, and which chats get a daily problem (JSON values)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from typing import Any

import sqlalchemy as sa

from bot.db.connection import Repository, to_json
from bot.db.schema import settings

CHAT, USER, DAILY = "chat", "user", "daily"


class SettingsRepository(Repository):
    """Settings by owner: a (scope, id) pair such as ``("chat", "telegram:-100")``."""

    def of(self, owners: Iterable[tuple[str, str]]) -> dict[tuple[str, str], dict[str, Any]]:
        """The settings of several (scope, id) owners in one query: e.g. a chat's and its user's."""
        owners = [(scope, str(owner)) for scope, owner in owners]
        found: dict[tuple[str, str], dict[str, Any]] = {owner: {} for owner in owners}
        statement = sa.select(settings.c.scope, settings.c.scope_id, settings.c.key, settings.c.value).where(
            sa.tuple_(settings.c.scope, settings.c.scope_id).in_(owners))
        for scope, owner, key, value in self._all(statement):
            found[(scope, owner)][key] = json.loads(value)
        return found

    def get(self, scope: str, owner: str) -> dict[str, Any]:
        return self.of([(scope, owner)])[(scope, str(owner))]

    def set(self, scope: str, owner: str, key: str, value: Any) -> None:
        """Store one setting (any JSON value); ``None`` removes it."""
        with self._writing() as db:
            if value is None:
                db.execute(sa.delete(settings).where(settings.c.scope == scope, settings.c.scope_id == str(owner),
                                                     settings.c.key == key))
                return
            db.execute(self._database.upsert(settings, ("scope", "scope_id", "key"), {
                "scope": scope, "scope_id": str(owner), "key": key, "value": to_json(value),
                "updated_at": time.time()}))

    def chat(self, chat_id: str | int) -> dict[str, Any]:
        """Every setting of a chat (ruleset, language, quiz options...), values as stored (JSON types)."""
        return self.get(CHAT, str(chat_id))

    def set_chat(self, chat_id: str | int, key: str, value: Any) -> None:
        self.set(CHAT, str(chat_id), key, value)

    def of_every_chat(self, key: str) -> dict[str, Any]:
        """One setting of every chat that has it (chat -> its value), in one query: a timer's view of all chats."""
        statement = sa.select(settings.c.scope_id, settings.c.value).where(settings.c.scope == CHAT,
                                                                            settings.c.key == key)
        return {chat: json.loads(value) for chat, value in self._all(statement)}

    def user(self, user_id: str | int) -> dict[str, Any]:
        return self.get(USER, str(user_id))

    def set_user(self, user_id: str | int, key: str, value: Any) -> None:
        self.set(USER, str(user_id), key, value)

    def daily_problems(self) -> dict[str, dict]:
        """The chats with a daily problem (``platform:chat_id`` -> its stored config), in one query."""
        statement = sa.select(settings.c.scope_id, settings.c.value).where(
            settings.c.scope == DAILY, settings.c.key == "config")
        return {chat: json.loads(value) for chat, value in self._all(statement)}

    def set_daily_problem(self, chat_id: str, config: dict | None) -> None:
        """Turn a chat's daily problem on (its config) or off (``None``)."""
        self.set(DAILY, str(chat_id), "config", config)


__all__ = ["SettingsRepository", "CHAT", "USER", "DAILY"]
