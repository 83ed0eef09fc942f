""""Send to chat": the Mini App's scored hand posted, by the running Telegram bot, where the app was opened.

The chat is never the page's to choose: opened from the bot's menu button or a button in a private
chat, it is that user's private chat with the bot; opened from a group's direct link, it is the group
that the signed ``startapp`` token names (``bot/web/initdata.py``), and only for a member of it. The
hand is checked first (a hand that cannot be scored is answered 400 and posts nothing), then posted
as the chat's ``/score`` of it: the adapter's own sending path, text and picture.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from aiohttp import web

from bot.web.api import answer
from bot.web.initdata import InitDataError, WebAppUser, group_of_token, validate_init_data
from scoring.rulesets import DEFAULT_RULESET, is_ruleset


class Poster(Protocol):
    """What the running Telegram adapter offers the web app (``bot/adapters/telegram/webapp.py``)."""

    async def is_member(self, chat_id: int, user_id: int) -> bool: ...

    async def post(self, chat_id: int, user: WebAppUser, hand: str, rules: str) -> None: ...


@dataclass
class ChatLink:
    """The running Telegram bot's poster, set once the bot has started (None: no bot to post with)."""

    poster: Poster | None = None


ErrorResponse = Callable[[str, int, str], web.Response]


async def send_to_chat(link: ChatLink, bot_token: str | None, init_data: str, body: dict,
                       error: ErrorResponse) -> web.Response:
    """Check the Mini App's ``initData`` and the hand, then post the scored hand into the app's chat."""
    if not bot_token:
        return error("no_bot", 503, "no Telegram bot runs beside this calculator")
    try:
        user = validate_init_data(init_data, bot_token)
    except InitDataError as refused:
        return error(f"init_data_{refused.code}", 401, "Telegram's initData is missing, forged or expired")
    rules = body.get("rules", DEFAULT_RULESET)
    hand = body.get("hand", "")
    if not is_ruleset(rules) or not isinstance(hand, str):
        return error("usage", 400, "expected a hand and the rules")
    checked = answer("score", {"hand": hand, "rules": rules})
    if not checked.ok:
        return web.json_response(checked.data, status=400)
    chat_id = user.user_id  # the private chat with the bot
    if user.start_param:
        group = group_of_token(user.start_param, bot_token)
        if group is None:
            return error("bad_chat", 403, "this link does not name a chat of this bot")
        chat_id = group
    poster = link.poster
    if poster is None:
        return error("no_bot", 503, "the Telegram bot is not running")
    if chat_id != user.user_id and not await poster.is_member(chat_id, user.user_id):
        return error("not_member", 403, "only members of the chat can post to it")
    await poster.post(chat_id, user, hand, rules)
    return web.json_response({"sent": True, "chat": "group" if chat_id != user.user_id else "private"})
