"""A reply's buttons, select and number prompt as an inline keyboard, and the state its presses need.

``callback_data`` is the core action when it fits Telegram's 64 bytes, else a short key (a digest:
the same in every process) for the action stored beside it. A ``Select`` is a keyboard of options;
when several may be chosen each player's ticks are kept in the shared storage (changed in one
transaction, so presses reaching different processes all count) until "done" submits them. Every
database call here runs off the event loop.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import logging
from dataclasses import dataclass

from telegram import ForceReply, InlineKeyboardButton, InlineKeyboardMarkup, WebAppInfo
from telegram.constants import ChatType
from telegram.error import BadRequest

from bot.adapters.persistent import Persistent
from bot.adapters.telegram.deep_links import payload_of
from bot.adapters.telegram.render import TOAST_LIMIT
from bot.config import Config
from bot.core import BotCore
from bot.replies import Button, Option, Reply, Select
from bot.web.links import calc_web_url

log = logging.getLogger("fanbot.telegram")

CALLBACK_DATA_LIMIT = 64
# Adapter-own callback data; core actions never start with "~".
SELECT = "~s:"  # ~s:<option index>
SELECT_DONE = "~ok"
PROMPT = "~n"
LONG = "~k:"  # ~k:<key> for an action longer than 64 bytes


@dataclass
class SelectState:
    """What a keyboard's presses need: its select, and the number prompt its ✏️ button asks for."""

    select: Select
    # (each player's ticks are stored apart, under "ticks": see Keyboards.press_select)
    prompt_action: str | None = None
    prompt_label: str = ""

    def to_json(self) -> dict:
        select = self.select
        return {"action": select.action, "placeholder": select.placeholder,
                "options": [[o.label, o.value, o.description] for o in select.options],
                "min": select.min_values, "max": select.max_values,
                "prompt_action": self.prompt_action, "prompt_label": self.prompt_label}

    @classmethod
    def from_json(cls, data: dict) -> SelectState:
        select = Select(data["action"], data["placeholder"], tuple(Option(*o) for o in data["options"]),
                        int(data["min"]), int(data["max"]))
        return cls(select, data["prompt_action"], data["prompt_label"])


def toggle(index: int, limit: int):
    """The change of a player's stored ticks when they press option ``index`` (at most ``limit`` ticked)."""

    def change(old: list[int] | None) -> list[int] | None:
        ticked = set(old or ())
        if index in ticked:
            ticked.discard(index)
        elif len(ticked) < limit:
            ticked.add(index)
        return sorted(ticked) or None

    return change


@dataclass(frozen=True)
class Place:
    """The chat a keyboard is shown in, as far as its web app buttons care."""

    chat_id: int
    private: bool
    #: the bot's @username (its Mini App's direct link starts with it)
    bot_username: str | None = None


def keyboard_place(bot, chat_id: int, private: bool) -> Place:
    try:
        username = bot.username
    except RuntimeError:  # a bot not initialized (getMe not called): no direct link
        username = None
    return Place(chat_id, private, username)


class Keyboards:
    """Builds keyboards and answers the presses that are the adapter's own (select ticks, long actions)."""

    def __init__(self, core: BotCore, config: Config | None = None) -> None:
        self.core = core
        #: the web app's settings (``PUBLIC_URL``, ``TELEGRAM_WEBAPP``), for the buttons that open it
        self.config = config
        #: (chat id, message id) -> SelectState of the keyboards sent, kept across restarts
        self.states = Persistent(core, "telegram", "keyboard", SelectState.to_json, SelectState.from_json)
        #: short key -> action longer than 64 bytes
        self._long_actions = Persistent(core, "telegram", "long_action")

    def callback_data(self, action: str) -> str:
        if len(action.encode()) <= CALLBACK_DATA_LIMIT and not action.startswith("~"):
            return action
        # A digest, not a counter: the same key in every process and after a restart.
        digest = hashlib.blake2b(action.encode(), digest_size=12).digest()
        key = LONG + base64.urlsafe_b64encode(digest).decode()
        if self._long_actions.remembered(key) != action:  # stored again at worst; never read on the loop
            self._long_actions[key] = action
        return key

    async def long_action(self, data: str) -> str | None:
        """The action behind a short key (``LONG``), None when it is unknown."""
        return await self._long_actions.get(data)

    def link(self, button: Button, place: Place | None) -> InlineKeyboardButton:
        """A link button. The bot's web app opens as a Mini App in a private chat (a ``web_app`` button);
        a group cannot take one and gets the Mini App's direct link, whose signed token lets "Send to chat"
        post into that group; without a registered Mini App (or elsewhere) the plain link."""
        label = button.label[:64]
        if button.app and place is not None:
            if place.private:
                return InlineKeyboardButton(label, web_app=WebAppInfo(button.url))
            direct = None if self.config is None else calc_web_url(
                self.config, chat_id=place.chat_id, is_group=True, bot_username=place.bot_username,
                page_url=button.url)
            if direct:
                return InlineKeyboardButton(label, url=direct)
        return InlineKeyboardButton(label, url=button.url)

    def markup(self, reply: Reply, place: Place | None = None):
        """The reply's keyboard (buttons, select, number prompt) and the state its presses need;
        ``place``: the chat it is shown in (a web app button depends on it, and private buttons are deep
        links into the private chat with the bot)."""
        rows: list[list[InlineKeyboardButton]] = []
        for row in reply.buttons:
            rows.append([self._button(b, place) for b in row])
        state: SelectState | None = None
        if reply.select is not None:
            state = SelectState(reply.select)
            rows += self._select_rows(reply.select, set())
        prompt = reply.number_prompt
        if prompt is not None and (rows or reply.picture is not None):
            # A message cannot carry both a keyboard and a force-reply: a button asks for the number.
            state = state or SelectState(Select(prompt.action, "", ()))
            state.prompt_action, state.prompt_label = prompt.action, prompt.label
            rows.append([InlineKeyboardButton(f"✏️ {prompt.title or prompt.label}"[:64], callback_data=PROMPT)])
        if rows:
            return InlineKeyboardMarkup(rows), state
        if prompt is not None:
            return ForceReply(selective=False, input_field_placeholder=prompt.label[:64] or None), None
        return None, None

    def _button(self, button: Button, place: Place | None) -> InlineKeyboardButton:
        """A press, a link, or for a private button a deep link into the private chat (``/start <action>``)."""
        if button.url:
            return self.link(button, place)
        payload = payload_of(button.action) if button.private else None
        if payload is not None and place is not None and place.bot_username:
            return InlineKeyboardButton(button.label[:64], url=f"https://t.me/{place.bot_username}?start={payload}")
        return InlineKeyboardButton(button.label[:64], callback_data=self.callback_data(button.action))

    def _select_rows(self, select: Select, chosen: set[int]) -> list[list[InlineKeyboardButton]]:
        buttons = [
            InlineKeyboardButton((("✅ " if i in chosen else "") + option.label)[:64],
                                 callback_data=f"{SELECT}{i}")
            for i, option in enumerate(select.options)
        ]
        width = 2 if max((len(o.label) for o in select.options), default=0) > 14 else 3
        rows = [buttons[i:i + width] for i in range(0, len(buttons), width)]
        if select.max_values > 1:
            rows.append([InlineKeyboardButton(f"✔ {len(chosen)}/{select.max_values}" if chosen else "✔",
                                              callback_data=SELECT_DONE)])
        return rows

    def _select_markup(self, select: Select, chosen: set[int], message) -> InlineKeyboardMarkup:
        """The message's keyboard with the select part redrawn (other buttons kept)."""
        rows = [list(row) for row in (message.reply_markup.inline_keyboard if message and message.reply_markup
                                      else ())]
        kept = [row for row in rows if not any(
            isinstance(b.callback_data, str) and (b.callback_data.startswith(SELECT)
                                                  or b.callback_data == SELECT_DONE) for b in row)]
        prompt_rows = [row for row in kept if any(b.callback_data == PROMPT for b in row)]
        other_rows = [row for row in kept if row not in prompt_rows]
        return InlineKeyboardMarkup(other_rows + self._select_rows(select, chosen) + prompt_rows)

    async def press_select(self, query, state: SelectState, data: str) -> tuple[str, list[str]] | None:
        """Toggle or submit a select keyboard; returns (action, values) when it is submitted.

        In a private chat the ticks show on the keyboard. In a group everybody sees one keyboard, so
        each player's ticks are kept apart and shown only to them, in the press's toast.
        """
        select = state.select
        message = query.message
        # Each player's ticks are stored on their own and changed in one transaction, so that presses
        # reaching different processes sharing the database all count.
        ticks = f"{message.chat.id}:{message.message_id}:{query.from_user.id}"
        storage = self.core.storage
        if data == SELECT_DONE:
            chosen = set(await asyncio.to_thread(storage.recall_state, "telegram", "ticks", ticks) or ())
            if not select.min_values <= len(chosen) <= select.max_values:
                await query.answer(f"{select.min_values}–{select.max_values} ✓", show_alert=False)
                return None
            await asyncio.to_thread(storage.forget_state, "telegram", "ticks", ticks)
            return select.action, [select.options[i].value for i in sorted(chosen)]
        try:
            index = int(data[len(SELECT):])
            select.options[index]
        except (ValueError, IndexError):
            await query.answer()
            return None
        if select.max_values == 1:
            return select.action, [select.options[index].value]
        chosen = set(await asyncio.to_thread(storage.update_state, "telegram", "ticks", ticks,
                                             toggle(index, select.max_values)) or ())
        if message is not None and message.chat.type == ChatType.PRIVATE:
            await query.answer()
            try:
                await query.edit_message_reply_markup(self._select_markup(select, chosen, message))
            except BadRequest as exc:  # "message is not modified" when nothing changed
                log.debug("select keyboard not updated: %s", exc)
        else:
            ticked = ", ".join(select.options[i].label for i in sorted(chosen)) or "—"
            await query.answer(f"✅ {len(chosen)}/{select.max_values}: {ticked}"[:TOAST_LIMIT])
        return None
