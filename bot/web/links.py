"""Where the chats link to the web calculator: ``calc_web_url`` for a button or a message.

A private chat opens ``PUBLIC_URL`` as a Mini App (a ``web_app`` button); a group cannot, and gets the
Mini App's direct link ``t.me/<bot>/<TELEGRAM_WEBAPP>?startapp=<token>``, whose signed token tells the
app which group to post to. Discord and the terminal get the plain page.
"""

from __future__ import annotations

from bot.config import Config
from bot.web.initdata import group_token


def calc_web_url(config: Config, *, chat_id: int | None = None, is_group: bool = False,
                 bot_username: str | None = None) -> str | None:
    """The calculator's address for this chat; None when the bot hands out no link (no PUBLIC_URL, or a
    Telegram group without a registered Mini App)."""
    if not config.public_url:
        return None
    if not is_group:
        return config.public_url + "/"
    if not (config.telegram_webapp and bot_username and chat_id is not None and config.telegram_token):
        return None
    return (f"https://t.me/{bot_username}/{config.telegram_webapp}"
            f"?startapp={group_token(chat_id, config.telegram_token)}")
