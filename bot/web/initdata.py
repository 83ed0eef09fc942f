"""Telegram Mini App ``initData``, checked as Telegram documents it, and the groups' ``startapp`` tokens.

``initData`` is a query string signed by Telegram: ``secret = HMAC_SHA256(key="WebAppData", msg=bot_token)``,
and the ``hash`` field is ``hex(HMAC_SHA256(key=secret, msg=data_check_string))``, where the data check
string is every other field as ``key=value``, sorted by key, joined by newlines. ``auth_date`` (when the
app was opened) must be recent, so that a captured ``initData`` cannot be replayed for ever.

A group opens the app through its direct link ``t.me/<bot>/<app>?startapp=<token>``; Telegram hands the
token back as ``start_param``. The token names the group and carries an HMAC keyed from the bot token,
so nobody can write a token for another chat.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import re
import time
from dataclasses import dataclass
from urllib.parse import parse_qsl, urlencode

#: how long an ``initData`` is accepted after Telegram signed it (the app opened a day ago still works)
MAX_AGE_SECONDS = 24 * 3600
#: a longer ``initData`` is refused before any work (Telegram's are well under 1 KB)
MAX_INIT_DATA = 4096
_TOKEN_SHAPE = re.compile(r"g(-?[1-9][0-9]{0,18})_([A-Za-z0-9_-]{22})(?:h[A-Za-z0-9_-]*)?")
#: Telegram's longest ``startapp`` parameter
MAX_START_PARAM = 512


class InitDataError(ValueError):
    """``initData`` that is missing, forged, malformed or too old; ``code`` says which."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class WebAppUser:
    """Who opened the app, and from where, as Telegram signed it."""

    user_id: int
    first_name: str
    language_code: str | None
    #: the ``startapp`` parameter of a direct link ("" when opened otherwise)
    start_param: str
    #: "private", "group", "supergroup", "channel", "sender" (Telegram's chat_type; "" when not given)
    chat_type: str
    auth_date: int


def _secret(bot_token: str) -> bytes:
    return hmac.new(b"WebAppData", bot_token.encode(), hashlib.sha256).digest()


def sign_init_data(fields: dict[str, str], bot_token: str) -> str:
    """``fields`` as Telegram would send them, signed with ``bot_token`` (for tests and the bench)."""
    check = "\n".join(f"{key}={fields[key]}" for key in sorted(fields))
    digest = hmac.new(_secret(bot_token), check.encode(), hashlib.sha256).hexdigest()
    return urlencode({**fields, "hash": digest})


def validate_init_data(init_data: str, bot_token: str, *, now: float | None = None,
                       max_age: float = MAX_AGE_SECONDS) -> WebAppUser:
    """The user of a valid ``initData``; ``InitDataError`` for any other."""
    if not init_data:
        raise InitDataError("missing")
    if len(init_data) > MAX_INIT_DATA:
        raise InitDataError("too_long")
    try:
        pairs = parse_qsl(init_data, keep_blank_values=True, strict_parsing=True)
    except ValueError:
        raise InitDataError("malformed") from None
    fields = dict(pairs)
    if len(fields) != len(pairs):
        raise InitDataError("malformed")  # a field given twice: which one was signed?
    received = fields.pop("hash", "")
    check = "\n".join(f"{key}={fields[key]}" for key in sorted(fields))
    expected = hmac.new(_secret(bot_token), check.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, received.lower()):
        raise InitDataError("forged")
    try:
        auth_date = int(fields.get("auth_date", ""))
    except ValueError:
        raise InitDataError("malformed") from None
    age = (time.time() if now is None else now) - auth_date
    if age > max_age or age < -60:  # a minute of clock skew the other way
        raise InitDataError("expired")
    try:
        user = json.loads(fields.get("user", ""))
        user_id = int(user["id"])
    except (ValueError, KeyError, TypeError):
        raise InitDataError("malformed") from None
    return WebAppUser(user_id=user_id, first_name=str(user.get("first_name", "")),
                      language_code=user.get("language_code") if isinstance(user.get("language_code"), str) else None,
                      start_param=fields.get("start_param", ""), chat_type=fields.get("chat_type", ""),
                      auth_date=auth_date)


def _token_mac(chat_id: int, bot_token: str) -> str:
    key = hmac.new(b"fanbot-startapp", bot_token.encode(), hashlib.sha256).digest()
    mac = hmac.new(key, str(chat_id).encode(), hashlib.sha256).digest()[:16]
    return base64.urlsafe_b64encode(mac).decode().rstrip("=")


def group_token(chat_id: int, bot_token: str, page: str = "") -> str:
    """The ``startapp`` token of a group's direct link: the chat id and its MAC, in Telegram's
    allowed characters (A-Z a-z 0-9 _ -, at most 512). ``page``, the calculator's query (``h=…&r=…``),
    follows as ``h<base64url>`` so the app opens on that hand; it is not signed (the page takes any hand
    typed anyway) and is left out when the whole would be too long."""
    token = f"g{chat_id}_{_token_mac(chat_id, bot_token)}"
    extra = "h" + base64.urlsafe_b64encode(page.encode()).decode().rstrip("=") if page else ""
    return token + extra if len(token) + len(extra) <= MAX_START_PARAM else token


def group_of_token(token: str, bot_token: str) -> int | None:
    """The group a ``startapp`` token names (its page aside), or None when it is not one this bot made."""
    match = _TOKEN_SHAPE.fullmatch(token)
    if match is None:
        return None
    chat_id = int(match.group(1))
    if not hmac.compare_digest(_token_mac(chat_id, bot_token), match.group(2)):
        return None
    return chat_id
