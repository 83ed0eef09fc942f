"""The Telegram side of the web calculator (``bot/web``): the menu button that opens it as a Mini App,
and "Send to chat", which posts the hand as the chat's ``/score`` of it through the adapter's sender."""

from __future__ import annotations

import logging

from telegram import ChatMember, MenuButtonWebApp, WebAppInfo
from telegram.error import TelegramError

from bot.adapters.telegram.sending import Where
from bot.i18n import t
from bot.session import CommandContext
from bot.web.initdata import WebAppUser

log = logging.getLogger("fanbot.telegram")
_MEMBERS = (ChatMember.OWNER, ChatMember.ADMINISTRATOR, ChatMember.MEMBER)


class WebAppPoster:
    """Posts for the web app with the running application's bot (``bot.web.sending.Poster``)."""

    def __init__(self, core, updates, bot) -> None:
        self.core = core
        self.updates = updates
        self.bot = bot

    async def is_member(self, chat_id: int, user_id: int) -> bool:
        """Whether the user is in the group, as the bot sees it (False when the bot is not there)."""
        try:
            member = await self.bot.get_chat_member(chat_id, user_id)
        except TelegramError as error:
            log.info("membership in %s not confirmed: %s", chat_id, type(error).__name__)
            return False
        return member.status in _MEMBERS or (member.status == ChatMember.RESTRICTED
                                             and getattr(member, "is_member", False))

    async def post(self, chat_id: int, user: WebAppUser, hand: str, rules: str) -> None:
        """The chat's ``/score`` of the hand under ``rules``, sent as a reply to that command is."""
        is_group = chat_id != user.user_id
        ctx = CommandContext(platform="telegram", chat_id=str(chat_id), user_id=str(user.user_id),
                             user_name=user.first_name, is_group=is_group, locale=user.language_code)
        replies = await self.core.handle(ctx, rules, hand)  # /mcr and /riichi: /score in that ruleset
        await self.updates._answer(self.bot, replies, Where(chat_id, user.user_id, is_group, None, user.first_name))


async def set_menu_button(bot, url: str, language: str) -> None:
    """The bot's menu button opens the calculator (every private chat without one of its own)."""
    try:
        await bot.set_chat_menu_button(menu_button=MenuButtonWebApp(t(language, "web.title"), WebAppInfo(url)))
    except TelegramError as error:
        log.warning("setChatMenuButton failed: %s", error)
