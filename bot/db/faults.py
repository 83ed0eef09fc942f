"""The database's fault state (full, read-only, damaged): logged once when it begins or changes and
once when it clears, however many writes fail meanwhile, and read by the health check; and the
retirement of every connection that may have seen a damaged file."""

from __future__ import annotations

import itertools
import logging
import threading

from sqlalchemy import event, exc
from sqlalchemy.engine import Engine

from bot.db.engine import StorageFault

log = logging.getLogger("fanbot.storage")

#: where a pooled connection notes the generation it was opened in
_GENERATION = "fanbot_generation"


class FaultWatch:
    """The fault the last failed call met, until a write succeeds again.

    Calls are numbered as they begin (``begin``): a failure of a call that began before the last write
    that went through is old news and changes nothing. Without that, a call that met a damaged file
    just before it was restored, and reported it just after the health check's write went through,
    would make the check answer "damaged" for a file that is whole again."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._calls = itertools.count(1)
        #: the number of the last call whose success cleared the fault
        self._cleared_by = 0
        self.current: StorageFault | None = None

    def begin(self) -> int:
        """A call begins: its number, for ``failed`` and ``cleared``."""
        return next(self._calls)

    def failed(self, fault: StorageFault, began: int) -> None:
        with self._lock:
            if began < self._cleared_by:
                return
            changed = self.current is None or self.current.kind != fault.kind
            self.current = fault
        if changed:  # a full disk fails every write: one line for the state, not one per attempt
            log.error("storage fault (%s): %s; writes are refused until it clears", fault.kind, fault)

    def cleared(self, began: int) -> None:
        """A write (the call numbered ``began``) went through: whatever the fault was, it is over."""
        with self._lock:
            self._cleared_by = max(self._cleared_by, began)
            fault, self.current = self.current, None
        if fault is not None:
            log.warning("storage fault (%s) cleared: writes succeed again", fault.kind)


class ConnectionRetirement:
    """Retires every connection an engine has opened so far: the idle ones are closed at once, those in
    use when they come back, and none of them is handed out again, so the next call opens the database
    afresh. After a damaged answer no connection that saw the damaged file (its page cache, the WAL
    index it mapped) is used on the file restored in its place."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._generation = 0
        event.listen(engine, "connect", self._connected)
        event.listen(engine, "checkout", self._checked_out)
        event.listen(engine, "checkin", self._checked_in)

    def retire_all(self) -> None:
        self._generation += 1
        self._engine.dispose()  # closes the idle ones now; a new pool serves the next calls

    def _connected(self, _dbapi_connection, record) -> None:
        record.info[_GENERATION] = self._generation

    def _checked_out(self, _dbapi_connection, record, _proxy) -> None:
        if record.info.get(_GENERATION) != self._generation:
            raise exc.DisconnectionError("opened before the connections were retired")  # the pool opens another

    def _checked_in(self, _dbapi_connection, record) -> None:
        if record is not None and record.dbapi_connection is not None \
                and record.info.get(_GENERATION) != self._generation:
            record.invalidate()  # back from a call that began before the retirement: closed, not kept


__all__ = ["FaultWatch", "ConnectionRetirement"]
