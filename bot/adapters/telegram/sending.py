"""Replies sent to Telegram: ``sendMessage`` in HTML, ``sendPhoto`` with the text as caption,
``sendDocument`` for a file, a native poll, a force-reply for a number prompt, or an edit of the
pressed message. ``Reply.private`` in a group goes to the user's private chat where it can."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace

from telegram import ForceReply, Message
from telegram.constants import ChatType, ParseMode
from telegram.error import BadRequest, Forbidden, TelegramError

from bot.adapters.telegram.keyboards import Keyboards, keyboard_place
from bot.adapters.telegram.polls import Polls
from bot.adapters.telegram.prompts import Prompts
from bot.adapters.telegram.render import (
    MESSAGE_LIMIT,
    fits_caption,
    mention,
    reply_rich,
    telegram_html,
    visible_length,
)
from bot.replies import Reply, draw_pictures, split_text
from bot.rich import Rich, bold

log = logging.getLogger("fanbot.telegram")
#: the reactions that acknowledge a group answer when the player has no private chat with the bot
THUMBS_UP, THUMBS_DOWN = "\N{THUMBS UP SIGN}", "\N{THUMBS DOWN SIGN}"


@dataclass(frozen=True)
class Where:
    """Where a reply goes: the chat, the user's id (for private answers) and the message to answer."""

    chat_id: int
    user_id: int | None = None
    is_group: bool = False
    reply_to: int | None = None
    user_name: str = ""
    #: an answer to a group round: its acknowledgements and errors never go to the group (the private
    #: chat, else a reaction on the player's message), so the group's messages do not grow with players
    quiet: bool = False
    #: the forum topic of ``chat_id`` the replies go to (``topics``); None: the chat itself (General)
    topic: int | None = None


class Sender:
    def __init__(self, keyboards: Keyboards, prompts: Prompts, polls: Polls, *, send_pictures: bool = True) -> None:
        self.keyboards = keyboards
        self.prompts = prompts
        self.polls = polls
        self.send_pictures = send_pictures

    async def send(self, bot, replies: Sequence[Reply], where: Where) -> None:
        """Send replies; in a group, private ones go to the user's private chat where possible."""
        for reply in replies:
            if reply.closes_poll:
                await self.polls.stop(bot, reply.closes_poll)
            quiet = where.quiet and (reply.private or reply.is_error) or reply.acknowledges
            if quiet and where.is_group and where.user_id is not None:
                await self._acknowledge(bot, reply, where)
                continue
            if not (reply.private and where.is_group and where.user_id is not None and not reply.is_error):
                await self._send_one(bot, where.chat_id, reply, where.reply_to, topic=where.topic)
            elif reply.number_prompt is not None and not reply.buttons and reply.select is None:
                # Asked in the group, answered in the group: a force-reply shown to this user only.
                await self._send_one(bot, where.chat_id, reply, where.reply_to,
                                     mentioned=(where.user_id, where.user_name), topic=where.topic)
            else:
                try:
                    await self._send_one(bot, where.user_id, reply, None)
                except Forbidden:
                    # The user never opened a private chat with the bot. Answer a command in the group;
                    # an acknowledgement of a press or a poll vote is not worth a group message.
                    if where.reply_to is not None:
                        instead = reply if reply.private_fallback is None else Reply(text=reply.private_fallback)
                        await self._send_one(bot, where.chat_id, instead, where.reply_to, topic=where.topic)
                    else:
                        log.info("private reply dropped: user %s has no private chat with the bot", where.user_id)

    async def _acknowledge(self, bot, reply: Reply, where: Where) -> None:
        """A player's own answer acknowledged where it costs the group nothing."""
        try:
            await self._send_one(bot, where.user_id, reply, None)
            return
        except Forbidden:  # no private chat with the bot: a reaction on the answer says it was taken (or not)
            pass
        if where.reply_to is None:
            log.info("acknowledgement dropped: user %s has no private chat with the bot", where.user_id)
            return
        emoji = THUMBS_DOWN if reply.is_error else THUMBS_UP
        try:
            await bot.set_message_reaction(where.chat_id, where.reply_to, reaction=emoji)
        except TelegramError as error:  # reactions may be off in that group: the answer still counts
            log.info("could not react to an answer in %s: %s", where.chat_id, type(error).__name__)

    async def _send_one(self, bot, chat_id: int, reply: Reply, reply_to: int | None,
                        mentioned: tuple[int, str] | None = None, topic: int | None = None) -> None:
        """One reply to ``chat_id`` (in its forum ``topic`` when given)."""
        if reply.poll is not None:
            if reply.text or reply.picture:
                await self._send_one(bot, chat_id, Reply(text=reply.text, title=reply.title, picture=reply.picture),
                                     None, topic=topic)
            await self.polls.send(bot, chat_id, reply.poll, topic)
            return
        text = reply_rich(reply)
        # a private chat's id is its user's (positive); groups, supergroups and channels are negative
        markup, state = self.keyboards.markup(reply, keyboard_place(bot, chat_id, private=chat_id > 0))
        picture = reply.picture if self.send_pictures else None  # a picture not sent is never drawn
        if picture is not None:
            await draw_pictures([reply])
        png = picture.png if picture is not None else None
        sent: Message
        document = reply.document
        if picture is not None and png is not None:
            fits = fits_caption(text)
            caption = text if fits else (bold(reply.title) if reply.title else Rich())
            sent = await bot.send_photo(
                chat_id, photo=png, filename=picture.filename,
                caption=telegram_html(caption) or None, parse_mode=ParseMode.HTML,
                reply_markup=markup if fits else None, reply_to_message_id=reply_to,
                allow_sending_without_reply=True, message_thread_id=topic,
            )
            if reply.reply_action:  # a reply to the picture answers too
                self.prompts.remember_question(chat_id, sent.message_id, reply.reply_action)
            if not fits:
                sent = await self._send_text(bot, chat_id, reply.text, markup, None, topic)
        elif document is not None and not isinstance(markup, ForceReply) and fits_caption(text):
            sent = await bot.send_document(
                chat_id, document=document.data, filename=document.filename,
                caption=telegram_html(text) or None, parse_mode=ParseMode.HTML, reply_markup=markup,
                reply_to_message_id=reply_to, allow_sending_without_reply=True, message_thread_id=topic,
            )
            document = None  # sent, with the text as its caption
        elif mentioned is not None and isinstance(markup, ForceReply):
            user_id, name = mentioned
            markup = ForceReply(selective=True, input_field_placeholder=markup.input_field_placeholder)
            sent = await bot.send_message(chat_id, f"{mention(user_id, name)} {telegram_html(text)}",
                                          parse_mode=ParseMode.HTML, reply_markup=markup, message_thread_id=topic)
        else:
            sent = await self._send_text(bot, chat_id, text, markup, reply_to, topic)
        if state is not None:
            self.keyboards.states[(chat_id, sent.message_id)] = state
        if reply.reply_action:
            self.prompts.remember_question(chat_id, sent.message_id, reply.reply_action)
        if reply.number_prompt is not None and isinstance(markup, ForceReply):
            self.prompts.remember(chat_id, sent.message_id, reply.number_prompt.action)
        if document is not None:
            await bot.send_document(chat_id, document=document.data, filename=document.filename,
                                    message_thread_id=topic)

    async def _send_text(self, bot, chat_id: int, text: Rich, markup, reply_to: int | None,
                         topic: int | None = None) -> Message:
        pieces = split_text(text or "…", MESSAGE_LIMIT - 300)
        sent: Message | None = None
        for index, piece in enumerate(pieces):
            last = index == len(pieces) - 1
            sent = await bot.send_message(
                chat_id, telegram_html(piece), parse_mode=ParseMode.HTML,
                reply_markup=markup if last else None, reply_to_message_id=reply_to if index == 0 else None,
                allow_sending_without_reply=True, message_thread_id=topic,
            )
        assert sent is not None
        return sent

    async def replace(self, query, reply: Reply) -> bool:
        """Show ``reply`` in place of the pressed message; False when it cannot be edited in."""
        message = query.message
        if reply.live and reply.picture is not None and not message.photo:
            reply = replace(reply, picture=None)  # a text message cannot take a picture by an edit
        if reply.picture is not None or reply.poll is not None or reply.document is not None:
            return False
        text = reply_rich(reply)
        place = keyboard_place(query.get_bot(), message.chat.id, private=message.chat.type == ChatType.PRIVATE)
        markup, state = self.keyboards.markup(reply, place)
        if isinstance(markup, ForceReply):
            return False
        try:
            if message.photo:
                if not fits_caption(text):
                    return False
                await query.edit_message_caption(telegram_html(text), parse_mode=ParseMode.HTML,
                                                 reply_markup=markup)
            else:
                if visible_length(text) > MESSAGE_LIMIT - 300:
                    return False
                await query.edit_message_text(telegram_html(text), parse_mode=ParseMode.HTML,
                                              reply_markup=markup)
        except BadRequest as exc:
            if "not modified" not in str(exc).lower():
                raise
        key = (message.chat.id, message.message_id)
        if state is not None:
            self.keyboards.states[key] = state
        else:
            self.keyboards.states.pop(key, None)
        return True
