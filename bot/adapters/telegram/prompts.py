"""Number prompts as force-reply messages: asked, and their answers matched back to the action."""

from __future__ import annotations

import html

from telegram import ForceReply
from telegram.constants import ParseMode

from bot.adapters.persistent import Persistent
from bot.adapters.telegram.render import mention
from bot.core import BotCore


class Prompts:
    """(chat id, prompt message id) -> the action its answer goes to, kept across restarts."""

    def __init__(self, core: BotCore) -> None:
        self._actions = Persistent(core, "telegram", "prompt")
        # questions answered by replying to them (``Reply.reply_action``)
        self._questions = Persistent(core, "telegram", "question")

    def remember(self, chat_id: int, message_id: int, action: str) -> None:
        self._actions[(chat_id, message_id)] = action

    def remember_question(self, chat_id: int, message_id: int, action: str) -> None:
        self._questions[(chat_id, message_id)] = action

    async def question_action(self, chat_id: int, message_id: int) -> str | None:
        """The action a reply to that question answers (``Reply.reply_action``), else None."""
        return await self._questions.get((chat_id, message_id))

    async def action_of(self, chat_id: int, message_id: int) -> str | None:
        """The action a reply to that message answers (read off the event loop), else None."""
        return await self._actions.get((chat_id, message_id))

    async def ask(self, bot, chat_id: int, action: str, label: str, user, topic: int | None = None) -> None:
        """Ask for the value by force-reply; in a group only the user who pressed sees the reply field."""
        text = html.escape(label or "…", quote=False)
        selective = chat_id < 0
        if selective:
            text = f"{mention(user.id, user.first_name)} {text}"
        sent = await bot.send_message(
            chat_id, text, parse_mode=ParseMode.HTML,
            reply_markup=ForceReply(selective=selective, input_field_placeholder=(label or "")[:64] or None),
            message_thread_id=topic,
        )
        self.remember(chat_id, sent.message_id, action)
