"""Where the chats link to the web calculator: ``calc_web_url`` for a button or a message.

A private chat opens ``PUBLIC_URL`` as a Mini App (a ``web_app`` button); a group cannot, and gets the
Mini App's direct link ``t.me/<bot>/<TELEGRAM_WEBAPP>?startapp=<token>``, whose signed token tells the
app which group to post to. Discord and the terminal get the plain page.
"""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode, urlsplit

from bot.config import Config
from bot.web.initdata import group_token

#: what of a page's query a group's link carries: the hand and the rules (not the language: each member who
#: opens it reads the app in their own)
_GROUP_PAGE = ("h", "r")


def calc_web_url(config: Config, *, chat_id: int | None = None, is_group: bool = False,
                 bot_username: str | None = None, page_url: str = "") -> str | None:
    """The calculator's address for this chat; None when the bot hands out no link (no PUBLIC_URL, or a
    Telegram group without a registered Mini App). ``page_url``: the calculator opened on a hand
    (``PUBLIC_URL/?h=…&r=…&lang=…``), whose hand a group's direct link carries in its start parameter."""
    if not config.public_url:
        return None
    if not is_group:
        return config.public_url + "/"
    if not (config.telegram_webapp and bot_username and chat_id is not None and config.telegram_token):
        return None
    page = urlencode([(key, value) for key, value in parse_qsl(urlsplit(page_url).query) if key in _GROUP_PAGE])
    return (f"https://t.me/{bot_username}/{config.telegram_webapp}"
            f"?startapp={group_token(chat_id, config.telegram_token, page)}")
