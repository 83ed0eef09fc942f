"""The database's fault state (full, read-only, damaged): logged once when it begins or changes and
once when it clears, however many writes fail meanwhile, and read by the health check."""

from __future__ import annotations

import logging
import threading

from bot.db.engine import StorageFault

log = logging.getLogger("fanbot.storage")


class FaultWatch:
    """The fault the last failed call met, until a write succeeds again."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.current: StorageFault | None = None

    def failed(self, fault: StorageFault) -> None:
        with self._lock:
            changed = self.current is None or self.current.kind != fault.kind
            self.current = fault
        if changed:  # a full disk fails every write: one line for the state, not one per attempt
            log.error("storage fault (%s): %s; writes are refused until it clears", fault.kind, fault)

    def cleared(self) -> None:
        """A write went through: whatever the fault was, it is over."""
        if self.current is None:  # the common case, without the lock
            return
        with self._lock:
            fault, self.current = self.current, None
        if fault is not None:
            log.warning("storage fault (%s) cleared: writes succeed again", fault.kind)


__all__ = ["FaultWatch"]
