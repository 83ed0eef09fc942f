"""What chat adapters remember across restarts and share between processes: small JSON values by
(platform, kind, key) (force-reply prompts, keyboards, long button actions, delivered updates), and
the platforms' polls."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from enum import Enum
from typing import Any

import sqlalchemy as sa

from bot.db.connection import Repository, to_json
from bot.db.schema import adapter_state, bot_polls

#: the kind of entry that records who handles a delivered update
UPDATE_KIND = "update"


class Delivery(Enum):
    """What a worker does with a delivered update (``AdapterStateRepository.claim_delivery``)."""

    NEW = "new"
    BUSY = "busy"
    DONE = "done"


class AdapterStateRepository(Repository):
    """An adapter's entries; a change of one entry reads and writes it in one transaction."""

    def _entry(self, platform: str, kind: str, key: str):
        return sa.and_(adapter_state.c.platform == platform, adapter_state.c.kind == kind,
                       adapter_state.c.state_key == str(key))

    def _values(self, platform: str, kind: str, key: str, value: Any) -> dict[str, Any]:
        return {"platform": platform, "kind": kind, "state_key": str(key), "value": to_json(value),
                "created_at": time.time()}

    def put(self, platform: str, kind: str, key: str, value: Any, *, expire_before: float | None = None) -> None:
        """Store one JSON value of an adapter; ``expire_before`` also drops entries older than that time."""
        with self._writing() as db:
            db.execute(self._database.upsert(adapter_state, ("platform", "kind", "state_key"),
                                             self._values(platform, kind, key, value)))
            if expire_before is not None:
                db.execute(sa.delete(adapter_state).where(adapter_state.c.created_at < expire_before))

    def update(self, platform: str, kind: str, key: str, change: Callable[[Any], Any]) -> Any:
        """Read, change and write one value in one transaction, so that two processes changing the same
        entry at once cannot lose either change; ``change`` gets None when there is no entry and may
        return None to delete it. Returns the new value."""
        where = self._entry(platform, kind, key)
        with self._writing() as db:
            row = db.one(self._database.locking(sa.select(adapter_state.c.value).where(where)))
            value = change(json.loads(row.value) if row else None)
            if value is None:
                db.execute(sa.delete(adapter_state).where(where))
            else:
                db.execute(self._database.upsert(adapter_state, ("platform", "kind", "state_key"),
                                                 self._values(platform, kind, key, value)))
        return value

    def get(self, platform: str, kind: str, key: str) -> Any | None:
        row = self._one(sa.select(adapter_state.c.value).where(self._entry(platform, kind, key)))
        return json.loads(row.value) if row else None

    def delete(self, platform: str, kind: str, key: str) -> None:
        with self._writing() as db:
            db.execute(sa.delete(adapter_state).where(self._entry(platform, kind, key)))

    def claim(self, platform: str, kind: str, key: str, value: Any, *, expire_before: float | None = None) -> bool:
        """Store an entry unless there is one: True for the one caller, of any process, that stored it.

        One conditional insert, so two workers claiming the same key at once get one True between them.
        ``expire_before`` first drops this kind's entries older than that time."""
        with self._writing() as db:
            if expire_before is not None:
                db.execute(sa.delete(adapter_state).where(
                    adapter_state.c.platform == platform, adapter_state.c.kind == kind,
                    adapter_state.c.created_at < expire_before))
            row = db.one(self._database.insert_ignore(adapter_state, ("platform", "kind", "state_key"),
                                                      self._values(platform, kind, key, value)))
        return row is not None

    # ------------------------------------------------------------------ delivered updates

    def claim_delivery(self, platform: str, update_id: int | str, worker: str, lease: float,
                       memory: float) -> Delivery:
        """Take a delivered update for ``worker`` unless a process sharing the database has it.

        ``NEW``: handle it (first delivery, or the claimer's lease ran out: it died before finishing).
        ``BUSY``: another live worker is handling it (answer so that it is delivered again later).
        ``DONE``: handled already (a redelivery: answer that it arrived, do nothing else).
        A claim holds for ``lease`` seconds unless renewed; claims older than ``memory`` are forgotten.
        """
        key, now = str(update_id), time.time()
        mine = {"by": worker, "until": now + lease}
        if self.claim(platform, UPDATE_KIND, key, mine, expire_before=now - memory):
            return Delivery.NEW
        outcome = [Delivery.DONE]

        def change(old):
            if isinstance(old, dict) and not old.get("done") and float(old.get("until", 0)) < now:
                outcome[0] = Delivery.NEW  # taken over from a claimer that died
                return mine
            if old is None:  # forgotten in between (an hour old): a new delivery after all
                outcome[0] = Delivery.NEW
                return mine
            if isinstance(old, dict) and not old.get("done"):
                outcome[0] = Delivery.BUSY
            return old  # (a bare value: an update taken by an older fanbot, which handled it at once)

        self.update(platform, UPDATE_KIND, key, change)
        return outcome[0]

    def renew_delivery(self, platform: str, update_id: int | str, worker: str, lease: float) -> None:
        """Extend ``worker``'s claim while it is still handling the update."""
        until = time.time() + lease

        def change(old):
            if isinstance(old, dict) and old.get("by") == worker and not old.get("done"):
                return {"by": worker, "until": until}
            return old

        self.update(platform, UPDATE_KIND, str(update_id), change)

    def finish_delivery(self, platform: str, update_id: int | str) -> None:
        """The update is handled: any later delivery of it is only acknowledged."""
        self.update(platform, UPDATE_KIND, str(update_id), lambda old: {"done": True})


class PollRepository(Repository):
    """A platform's poll id -> the chat and the action its answers go to."""

    def put(self, platform: str, poll_id: str, chat_id: str, action: str, expire_before: float) -> None:
        with self._writing() as db:
            db.execute(self._database.upsert(bot_polls, ("platform", "poll_id"), {
                "platform": platform, "poll_id": str(poll_id), "chat_id": str(chat_id), "action": action,
                "created": time.time()}))
            db.execute(sa.delete(bot_polls).where(bot_polls.c.created < expire_before))

    def get(self, platform: str, poll_id: str) -> tuple[str, str] | None:
        """(chat id, action) of a poll."""
        row = self._one(sa.select(bot_polls.c.chat_id, bot_polls.c.action).where(
            bot_polls.c.platform == platform, bot_polls.c.poll_id == str(poll_id)))
        return (row.chat_id, row.action) if row else None


__all__ = ["AdapterStateRepository", "PollRepository", "Delivery", "UPDATE_KIND"]
