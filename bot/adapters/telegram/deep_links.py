"""Deep links into the private chat with the bot that carry a core action: a ``Button(private=True)``
becomes ``https://t.me/<bot>?start=a-<action>`` and the ``/start a-...`` it sends runs the action
there (a player's hand, asked for from the group's table, comes where only they see it)."""

from __future__ import annotations

#: the ``/start`` payload of a deep link that carries an action
PREFIX = "a-"
#: Telegram's limit on the payload
LIMIT = 64


def payload_of(action: str) -> str | None:
    """An action as a payload (letters, digits, ``_`` and ``-`` only); None when it cannot be one."""
    payload = PREFIX + action.replace(":", "-")
    if len(payload) > LIMIT or "-" in action or not payload.replace("-", "").replace("_", "").isalnum():
        return None
    return payload


def action_of(payload: str) -> str | None:
    """The action a payload carries; None when it carries none."""
    if not payload.startswith(PREFIX) or len(payload) > LIMIT:
        return None
    return payload[len(PREFIX):].replace("-", ":")


__all__ = ["payload_of", "action_of", "PREFIX", "LIMIT"]
