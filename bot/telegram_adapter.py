"""Telegram adapter: python-telegram-bot's ``Application`` in front of the platform-neutral ``BotCore``.

What it maps, in Telegram's own terms:

* commands (``/score``, ``/score@botname`` in groups) -> ``core.handle``; a command menu per language
  (``setMyCommands`` with ``language_code``);
* ``Reply`` -> ``sendMessage`` in HTML parse mode (the reply's spans as tags, their text escaped), or
  ``sendPhoto`` with the text as caption, then ``sendDocument`` for a reply's file (a sheet's CSV);
  ``Reply.private`` in a group goes to the user's private chat;
* buttons -> inline keyboards (``callback_data`` is the action, at most 64 bytes, else a short key);
  a ``Select`` -> a keyboard of options (ticked ones marked, "done" submits when several are allowed);
  a ``NumberPrompt`` -> a force-reply message whose answer goes back to the action;
  a ``Poll`` -> a native, non-anonymous quiz poll whose answers come back as ``PollAnswer``;
* errors on button presses -> the callback answer toast (Telegram's closest thing to ephemeral);
* inline mode -> glossary lookups and scoring as ``InlineQueryResultArticle``;
* a JobQueue job calls ``core.tick`` so quiz rounds end on time.

``await run_telegram(config, core, stop)`` polls (or, with TELEGRAM_WEBHOOK_URL, serves the webhook of
``bot/telegram_webhook.py``) until ``stop`` is set (``fanbot telegram`` sets it on SIGINT/SIGTERM), then
stops and shuts the application down cleanly. Outgoing requests go through PTB's ``AIORateLimiter``.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import html
import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from telegram import (
    BotCommand,
    BotCommandScopeDefault,
    ForceReply,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultArticle,
    InputTextMessageContent,
    Message,
    Update,
)
from telegram.constants import ChatMemberStatus, ChatType, ParseMode, PollType
from telegram.error import BadRequest, Forbidden, InvalidToken, TelegramError
from telegram.ext import (
    AIORateLimiter,
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    InlineQueryHandler,
    MessageHandler,
    PollAnswerHandler,
    filters,
)

from bot.bounded import BoundedDict
from bot.config import Config, ConfigError, redact
from bot.core import BotCore
from bot.db.engine import StorageError
from bot.i18n import languages
from bot.ratelimit import RateLimiter
from bot.render.styles import telegram_html
from bot.replies import Option, Reply, Select, draw_pictures, split_text
from bot.rich import Kind, Rich, bold
from bot.session import CommandContext

log = logging.getLogger("fanbot.telegram")

MESSAGE_LIMIT = 4096
CAPTION_LIMIT = 1024
CALLBACK_DATA_LIMIT = 64
TOAST_LIMIT = 200
#: how often quiz deadlines are checked
TICK_SECONDS = 2.0
#: inline queries' own budget: this many times the command limit (a query comes at every pause in typing)
INLINE_BUDGET_FACTOR = 3
#: how long "is this user a group admin" answers are reused
ADMIN_CACHE_SECONDS = 300.0
#: Telegram menus are per ISO 639-1 code (``telegram`` of ``bot/locales/languages.toml``); both
#: Chinese scripts share "zh" (Simplified shown there).
MENU_LANGUAGES = {code: language.telegram for code, language in languages().items() if language.telegram}
#: seconds before an unknown poll is looked up again (a poll is stored just after Telegram has sent it)
POLL_LOOKUP_RETRY = 0.5
_KEEP = 2000  # remembered keyboards, prompts and polls (oldest forgotten first)

# Adapter-own callback data; core actions never start with "~".
_SELECT = "~s:"  # ~s:<option index>
_SELECT_DONE = "~ok"
_PROMPT = "~n"
_LONG = "~k:"  # ~k:<key> for an action longer than 64 bytes


# --------------------------------------------------------------------------- text formatting

_COMMAND_WORD = re.compile(r"(\S*)\s*(.*)", re.S)


def visible_length(text: Rich) -> int:
    """What Telegram counts against its limits: the text without its tags."""
    return len(text)


def reply_rich(reply: Reply) -> Rich:
    """Title (bold) and text of a reply."""
    if reply.title:
        return bold(reply.title) + "\n" + reply.text if reply.text else bold(reply.title)
    return reply.text


# --------------------------------------------------------------------------- flood control

#: retries of one request when Telegram answers "retry after N seconds" (HTTP 429: nothing was sent,
#: so sending again cannot duplicate it); PTB's AIORateLimiter waits and retries, and holds every other
#: request meanwhile
FLOOD_RETRIES = 2


def rate_limiter(config: Config) -> AIORateLimiter:
    """PTB's own flood control: requests spread over Telegram's overall and per-group limits, 429s retried."""
    (overall, overall_seconds), (group, group_seconds) = config.telegram_rate, config.telegram_group_rate
    return AIORateLimiter(overall_max_rate=overall, overall_time_period=overall_seconds,
                          group_max_rate=group, group_time_period=group_seconds, max_retries=FLOOD_RETRIES)


# --------------------------------------------------------------------------- adapter state


@dataclass
class _SelectState:
    select: Select
    # (each player's ticks are stored apart, under "ticks": see _select_press)
    prompt_action: str | None = None
    prompt_label: str = ""

    def to_json(self) -> dict:
        select = self.select
        return {"action": select.action, "placeholder": select.placeholder,
                "options": [[o.label, o.value, o.description] for o in select.options],
                "min": select.min_values, "max": select.max_values,
                "prompt_action": self.prompt_action, "prompt_label": self.prompt_label}

    @classmethod
    def from_json(cls, data: dict) -> _SelectState:
        select = Select(data["action"], data["placeholder"], tuple(Option(*o) for o in data["options"]),
                        int(data["min"]), int(data["max"]))
        return cls(select, data["prompt_action"], data["prompt_label"])


def _toggle(index: int, limit: int):
    """The change of a player's stored ticks when they press option ``index`` (at most ``limit`` ticked)."""

    def change(old: list[int] | None) -> list[int] | None:
        ticked = set(old or ())
        if index in ticked:
            ticked.discard(index)
        elif len(ticked) < limit:
            ticked.add(index)
        return sorted(ticked) or None

    return change


class _Persistent:
    """A bounded in-memory map written through to the shared storage's ``adapter_state``.

    A restarted process (or another one on the same ``DATABASE_URL``) finds there the prompts,
    keyboards and long button actions of messages sent before, so old presses and answers still work.
    A storage failure is logged and the in-memory copy still serves this process.
    """

    def __init__(self, core: BotCore, kind: str, encode=None, decode=None) -> None:
        self._core = core
        self._kind = kind
        self._memory: BoundedDict = BoundedDict(_KEEP)
        self._encode = encode or (lambda value: value)
        self._decode = decode or (lambda value: value)

    @staticmethod
    def _text(key) -> str:
        return ":".join(str(part) for part in key) if isinstance(key, tuple) else str(key)

    async def get(self, key, default=None):
        """The entry, from memory or else from the database, read off the event loop: a slow or locked
        database then holds up only the update that needs this entry, never the others."""
        if key in self._memory:
            return self._memory[key]
        try:
            raw = await asyncio.to_thread(self._core.storage.recall_state, "telegram", self._kind, self._text(key))
            value = None if raw is None else self._decode(raw)
        except StorageError as error:  # busy or unreachable past the bounded wait: one line, no traceback
            log.warning("could not read the stored %s %s: %s", self._kind, self._text(key), error)
            return default
        except Exception:
            log.exception("could not read the stored %s %s", self._kind, self._text(key))
            return default
        if value is None:
            return default
        self._memory[key] = value
        return value

    def remembered(self, key):
        """The entry if this process has it in memory (no database read), else None."""
        return self._memory.get(key)

    def __setitem__(self, key, value) -> None:
        self._memory[key] = value
        self.save(key)

    def save(self, key) -> None:
        """Store the entry again (after it was changed in place)."""
        if key not in self._memory:
            return
        # in the background: a held database lock must not stall the event loop (and every chat)
        self._core.storage.remember_state_soon("telegram", self._kind, self._text(key),
                                               self._encode(self._memory[key]))

    def pop(self, key, default=None):
        value = self._memory.pop(key, default)
        self._core.storage.forget_state_soon("telegram", self._kind, self._text(key))
        return value


@dataclass(frozen=True)
class _Where:
    """Where a reply goes: the chat, the user's id (for private answers) and the message to answer."""

    chat_id: int
    user_id: int | None = None
    is_group: bool = False
    reply_to: int | None = None
    user_name: str = ""


class TelegramAdapter:
    """Builds the PTB ``Application`` and translates between its updates and ``BotCore``."""

    def __init__(self, config: Config, core: BotCore, *, tick_seconds: float = TICK_SECONDS,
                 send_pictures: bool = True) -> None:
        self.config = config
        self.core = core
        self.tick_seconds = tick_seconds
        self.send_pictures = send_pictures
        self.application: Application | None = None
        # what presses and answers of already sent messages need, kept across restarts
        self._keyboards = _Persistent(core, "keyboard", _SelectState.to_json,
                                      _SelectState.from_json)  # (chat id, message id) -> _SelectState
        self._prompts = _Persistent(core, "prompt")  # (chat id, prompt message id) -> action
        self._long_actions = _Persistent(core, "long_action")  # short key -> action longer than 64 bytes
        self._poll_messages = _Persistent(core, "poll_message")  # poll action -> [chat id, message id]
        self._admins: BoundedDict = BoundedDict(_KEEP)  # (chat id, user id) -> (is admin, checked at)
        #: polls this process sent: poll id -> (chat id, action); the database has every process's
        self._polls: BoundedDict = BoundedDict(_KEEP)
        # inline queries come at every pause in typing: a budget of their own, not the commands'
        limit, window = config.rate_limit
        self.inline_budget = RateLimiter(limit * INLINE_BUDGET_FACTOR, window)

    # ----------------------------------------------------------------- building

    def build(self) -> Application:
        token = self.config.require("telegram")
        builder = ApplicationBuilder().token(token)
        if self.config.telegram_api_base_url:
            base = self.config.telegram_api_base_url.rstrip("/")
            builder = builder.base_url(base)
            if base.endswith("/bot"):
                builder = builder.base_file_url(base[: -len("/bot")] + "/file/bot")
        # Updates are handled concurrently: one waiting for a locked or slow database must not hold up
        # the commands that need none (PTB handles one update at a time by default).
        application = builder.concurrent_updates(True).rate_limiter(rate_limiter(self.config)).build()
        names = self._command_names()
        application.add_handler(CommandHandler(names, self._on_command, filters=filters.UpdateType.MESSAGE))
        # An unknown /command gets a hint in private chats; in groups it may be meant for another bot.
        application.add_handler(MessageHandler(
            filters.COMMAND & filters.ChatType.PRIVATE & filters.UpdateType.MESSAGE, self._on_command))
        application.add_handler(MessageHandler(
            filters.TEXT & filters.REPLY & ~filters.COMMAND & filters.UpdateType.MESSAGE, self._on_reply_text))
        application.add_handler(CallbackQueryHandler(self._on_callback))
        application.add_handler(PollAnswerHandler(self._on_poll_answer))
        application.add_handler(InlineQueryHandler(self._on_inline_query))
        application.add_error_handler(self._on_error)
        if application.job_queue is not None:
            application.job_queue.run_repeating(self._tick, interval=self.tick_seconds, first=self.tick_seconds,
                                                name="quiz-deadlines")
        else:  # pragma: no cover - the [job-queue] extra is a dependency
            log.warning("PTB JobQueue unavailable: quiz rounds will not end on their own")
        self.application = application
        return application

    def _command_names(self) -> list[str]:
        return [n for n in self.core.command_names() if re.fullmatch(r"[a-z0-9_]{1,32}", n)]

    async def _post_init(self, application: Application) -> None:
        """The command menu, once per language (Telegram shows the one matching the user's app)."""
        specs = self.core.command_specs()
        menus = [(None, self.config.default_language), *((code, lang) for lang, code in MENU_LANGUAGES.items())]
        for code, language in menus:
            commands = [BotCommand(spec.name, spec.description(language)[:256] or spec.name) for spec in specs]
            try:
                await application.bot.set_my_commands(commands, scope=BotCommandScopeDefault(),
                                                      language_code=code)
            except TelegramError as exc:
                log.warning("setMyCommands (%s) failed: %s", code or "default", exc)

    # ----------------------------------------------------------------- contexts

    async def _is_admin(self, context: ContextTypes.DEFAULT_TYPE, chat_id: int, user_id: int) -> bool:
        cached = self._admins.get((chat_id, user_id))
        now = time.monotonic()
        if cached is not None and now - cached[1] < ADMIN_CACHE_SECONDS:
            return cached[0]
        try:
            member = await context.bot.get_chat_member(chat_id, user_id)
            is_admin = member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER)
        except TelegramError as exc:
            log.warning("could not check admin rights in chat %s: %s", chat_id, exc)
            is_admin = False
        self._admins[(chat_id, user_id)] = (is_admin, now)
        return is_admin

    async def _context(self, context: ContextTypes.DEFAULT_TYPE, chat, user, *,
                       needs_admin: bool) -> CommandContext:
        is_group = chat is not None and chat.type in (ChatType.GROUP, ChatType.SUPERGROUP)
        is_admin = False
        if is_group and needs_admin and user is not None:
            is_admin = await self._is_admin(context, chat.id, user.id)
        chat_id = chat.id if chat is not None else (user.id if user else 0)
        return CommandContext(
            platform="telegram", chat_id=str(chat_id), user_id=str(user.id if user else 0),
            user_name=(user.first_name or user.username or "") if user else "",
            is_group=is_group, is_admin=is_admin, locale=user.language_code if user else None,
            user_handle=(user.username or "") if user else "",
        )

    # ----------------------------------------------------------------- updates

    async def _on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        if message is None or not message.text:
            return
        head, args = _COMMAND_WORD.match(message.text).groups()
        command = head.lstrip("/").split("@", 1)[0].lower()
        ctx = await self._context(context, message.chat, message.from_user, needs_admin=self.core.needs_admin(command))
        replies = await self.core.handle(ctx, command, args.strip())
        where = _Where(message.chat_id, ctx_user(ctx), ctx.is_group, message.message_id, ctx.user_name)
        await self.send(context, replies, where)

    async def _on_reply_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """An answer to one of our force-reply prompts (a number for a ``NumberPrompt``)."""
        message = update.effective_message
        if message is None or message.reply_to_message is None:
            return
        author = message.reply_to_message.from_user
        if author is not None and author.id != context.bot.id:
            return  # a reply to somebody else's message: not an answer to a prompt
        action = await self._prompts.get((message.chat_id, message.reply_to_message.message_id))
        if action is None:
            return
        ctx = await self._context(context, message.chat, message.from_user, needs_admin=self.core.needs_admin(action))
        replies = await self.core.handle_action(ctx, action, [message.text.strip()])
        where = _Where(message.chat_id, ctx_user(ctx), ctx.is_group, message.message_id, ctx.user_name)
        await self.send(context, replies, where)

    async def _on_callback(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None or query.data is None:
            return
        message = query.message
        chat = message.chat if message is not None else None
        data = query.data
        action: str | None
        values: list[str] = []
        key = (chat.id, message.message_id) if message is not None and chat is not None else None
        state = await self._keyboards.get(key) if key else None
        if data.startswith(_LONG):
            action = await self._long_actions.get(data)
        elif data == _PROMPT:
            if state is None or state.prompt_action is None:
                action = None
            else:
                await query.answer()
                await self._send_prompt(context, chat.id, state.prompt_action, state.prompt_label, query.from_user)
                return
        elif data.startswith(_SELECT) or data == _SELECT_DONE:
            if state is None:
                action = None
            else:
                outcome = await self._select_press(query, state, data)
                if outcome is None:
                    return
                action, values = outcome
        else:
            action = data
        ctx = await self._context(context, chat, query.from_user, needs_admin=self.core.needs_admin(action or ""))
        if action is None:
            language = await asyncio.to_thread(self.core.language, ctx)  # may read the chat's settings
            await query.answer(self.core.text(language, "error.stale_button")[:TOAST_LIMIT],
                               show_alert=False)
            return
        replies = await self.core.handle_action(ctx, action, values)
        if replies and replies[0].replace_message and message is not None and chat is not None:
            await query.answer()
            if await self._replace(query, replies[0]):
                replies = replies[1:]
            if replies:
                await self.send(context, replies, _Where(chat.id, ctx_user(ctx), ctx.is_group, None, ctx.user_name))
            return
        # A short private answer or error to a press is best shown as the button's toast.
        if replies and replies[0].private and _toast_fits(replies[0]):
            await query.answer(replies[0].text.plain[:TOAST_LIMIT], show_alert=replies[0].is_error)
            replies = replies[1:]
        else:
            await query.answer()
        if replies and chat is not None:
            await self.send(context, replies, _Where(chat.id, ctx_user(ctx), ctx.is_group, None, ctx.user_name))

    async def _replace(self, query, reply: Reply) -> bool:
        """Show ``reply`` in place of the pressed message; False when it cannot be edited in."""
        message = query.message
        if reply.picture is not None or reply.poll is not None or reply.document is not None:
            return False
        text = reply_rich(reply)
        markup, state = self._markup(reply)
        if isinstance(markup, ForceReply):
            return False
        try:
            if message.photo:
                if visible_length(text) > CAPTION_LIMIT - 24:
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
            self._keyboards[key] = state
        else:
            self._keyboards.pop(key, None)
        return True

    async def _select_press(self, query, state: _SelectState, data: str) -> tuple[str, list[str]] | None:
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
        if data == _SELECT_DONE:
            chosen = set(await asyncio.to_thread(storage.recall_state, "telegram", "ticks", ticks) or ())
            if not select.min_values <= len(chosen) <= select.max_values:
                await query.answer(f"{select.min_values}–{select.max_values} ✓", show_alert=False)
                return None
            await asyncio.to_thread(storage.forget_state, "telegram", "ticks", ticks)
            return select.action, [select.options[i].value for i in sorted(chosen)]
        try:
            index = int(data[len(_SELECT):])
            select.options[index]
        except (ValueError, IndexError):
            await query.answer()
            return None
        if select.max_values == 1:
            return select.action, [select.options[index].value]
        chosen = set(await asyncio.to_thread(storage.update_state, "telegram", "ticks", ticks,
                                             _toggle(index, select.max_values)) or ())
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

    async def _on_poll_answer(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        answer = update.poll_answer
        if answer is None or answer.user is None or not answer.option_ids:  # anonymous, or a vote taken back
            return
        # a poll answer names no chat: where the poll was sent, and its action, were stored with it
        found = self._polls.get(answer.poll_id)
        if found is None:
            found = await asyncio.to_thread(self.core.storage.recall_poll, "telegram", answer.poll_id)
        if found is None:  # the worker that sent the poll may be storing it this very moment: look once more
            await asyncio.sleep(POLL_LOOKUP_RETRY)
            found = await asyncio.to_thread(self.core.storage.recall_poll, "telegram", answer.poll_id)
        if found is None:
            return
        chat_id, action = int(found[0]), found[1]
        ctx = CommandContext("telegram", str(chat_id), str(answer.user.id), answer.user.first_name or "",
                             is_group=chat_id < 0, locale=answer.user.language_code)
        replies = await self.core.handle_action(ctx, action, [str(i) for i in answer.option_ids])
        await self.send(context, replies, _Where(chat_id, answer.user.id, chat_id < 0, None, ctx.user_name))

    async def _on_inline_query(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """``@bot 1112345678999m5m`` scores a hand; ``@bot pure`` looks fans up."""
        query = update.inline_query
        if query is None:
            return
        text = query.query.strip()
        if not text:
            await query.answer([], cache_time=60, is_personal=False)
            return
        ctx = CommandContext("telegram", f"inline{query.from_user.id}", str(query.from_user.id),
                             query.from_user.first_name or "", locale=query.from_user.language_code)
        # One core call per query (clients send one at every pause in typing), on its own budget;
        # past it there are simply no results (inline mode has nowhere to say why)
        if not self.inline_budget.check(query.from_user.id).allowed:
            await query.answer([], cache_time=5, is_personal=True)
            return
        found = await self.core.inline(ctx, text)
        results = [self._article(result.key, result.reply, result.title) for result in found]
        await query.answer(results[:50], cache_time=300, is_personal=False)

    def _article(self, key: str, reply: Reply, title: str) -> InlineQueryResultArticle:
        body = split_text(reply_rich(reply), MESSAGE_LIMIT - 200)[0]
        first_line = next((line for line in reply.text.plain.splitlines() if line.strip()), "")
        result_id = key.encode()[:64].decode("utf-8", "ignore") or "r"
        return InlineQueryResultArticle(
            id=result_id, title=(reply.title or title)[:128],
            description=first_line[:200] or None,
            input_message_content=InputTextMessageContent(telegram_html(body), parse_mode=ParseMode.HTML),
        )

    async def _tick(self, context: ContextTypes.DEFAULT_TYPE) -> None:
        for message in await self.core.tick("telegram"):
            try:
                chat_id = int(message.chat_id)
            except ValueError:
                continue
            try:
                await self.send(context, list(message.replies), _Where(chat_id, None, chat_id < 0))
            except TelegramError as error:  # the bot left that chat, say: the other chats still get theirs
                log.error("posting quiz results to %s failed: %s", chat_id,
                          redact(f"{type(error).__name__}: {error}", self.config.secrets))

    async def _on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Log (without tokens) and answer shortly, so that one failure never silences the bot."""
        error = context.error
        log.error("handler failed: %s", redact(f"{type(error).__name__}: {error}", self.config.secrets),
                  exc_info=(type(error), error, error.__traceback__) if error else None)
        if not isinstance(update, Update) or update.effective_chat is None:
            return
        try:
            language = await asyncio.to_thread(self.core.language, CommandContext(
                "telegram", str(update.effective_chat.id), "0",
                locale=update.effective_user.language_code if update.effective_user else None))
            text = self.core.text(language, "error.internal")
            if update.callback_query is not None:  # stop the button's spinner with the message
                await update.callback_query.answer(text[:TOAST_LIMIT], show_alert=True)
            elif update.effective_message is not None:
                await context.bot.send_message(update.effective_chat.id, html.escape(text, quote=False),
                                               parse_mode=ParseMode.HTML)
        except Exception as exc:  # the network may be the problem (or the query was answered); it is logged
            log.warning("could not send the error reply: %s", type(exc).__name__)

    # ----------------------------------------------------------------- sending

    async def send(self, context: ContextTypes.DEFAULT_TYPE, replies: Sequence[Reply], where: _Where) -> None:
        """Send replies; in a group, private ones go to the user's private chat where possible."""
        bot = context.bot
        for reply in replies:
            if reply.closes_poll:
                await self._stop_poll(bot, reply.closes_poll)
            if not (reply.private and where.is_group and where.user_id is not None and not reply.is_error):
                await self._send_one(bot, where.chat_id, reply, where.reply_to)
            elif reply.number_prompt is not None and not reply.buttons and reply.select is None:
                # Asked in the group, answered in the group: a force-reply shown to this user only.
                await self._send_one(bot, where.chat_id, reply, where.reply_to,
                                     mention=(where.user_id, where.user_name))
            else:
                try:
                    await self._send_one(bot, where.user_id, reply, None)
                except Forbidden:
                    # The user never opened a private chat with the bot. Answer a command in the group;
                    # an acknowledgement of a press or a poll vote is not worth a group message.
                    if where.reply_to is not None:
                        await self._send_one(bot, where.chat_id, reply, where.reply_to)
                    else:
                        log.info("private reply dropped: user %s has no private chat with the bot", where.user_id)

    async def _send_one(self, bot, chat_id: int, reply: Reply, reply_to: int | None,
                        mention: tuple[int, str] | None = None) -> None:
        if reply.poll is not None:
            await self._send_poll(bot, chat_id, reply)
            return
        text = reply_rich(reply)
        markup, state = self._markup(reply)
        picture = reply.picture if self.send_pictures else None  # a picture not sent is never drawn
        if picture is not None:
            await draw_pictures([reply])
        png = picture.png if picture is not None else None
        sent: Message
        document = reply.document
        if picture is not None and png is not None:
            fits = visible_length(text) <= CAPTION_LIMIT - 24
            caption = text if fits else (bold(reply.title) if reply.title else Rich())
            sent = await bot.send_photo(
                chat_id, photo=png, filename=picture.filename,
                caption=telegram_html(caption) or None, parse_mode=ParseMode.HTML,
                reply_markup=markup if fits else None, reply_to_message_id=reply_to,
                allow_sending_without_reply=True,
            )
            if not fits:
                sent = await self._send_text(bot, chat_id, reply.text, markup, None)
        elif document is not None and not isinstance(markup, ForceReply) \
                and visible_length(text) <= CAPTION_LIMIT - 24:
            sent = await bot.send_document(
                chat_id, document=document.data, filename=document.filename,
                caption=telegram_html(text) or None, parse_mode=ParseMode.HTML, reply_markup=markup,
                reply_to_message_id=reply_to, allow_sending_without_reply=True,
            )
            document = None  # sent, with the text as its caption
        elif mention is not None and isinstance(markup, ForceReply):
            user_id, name = mention
            link = f'<a href="tg://user?id={user_id}">{html.escape(name or str(user_id))}</a>'
            markup = ForceReply(selective=True, input_field_placeholder=markup.input_field_placeholder)
            sent = await bot.send_message(chat_id, f"{link} {telegram_html(text)}", parse_mode=ParseMode.HTML,
                                          reply_markup=markup)
        else:
            sent = await self._send_text(bot, chat_id, text, markup, reply_to)
        if state is not None:
            self._keyboards[(chat_id, sent.message_id)] = state
        if reply.number_prompt is not None and isinstance(markup, ForceReply):
            self._prompts[(chat_id, sent.message_id)] = reply.number_prompt.action
        if document is not None:
            await bot.send_document(chat_id, document=document.data, filename=document.filename)

    async def _send_text(self, bot, chat_id: int, text: Rich, markup, reply_to: int | None) -> Message:
        pieces = split_text(text or "…", MESSAGE_LIMIT - 300)
        sent: Message | None = None
        for index, piece in enumerate(pieces):
            last = index == len(pieces) - 1
            sent = await bot.send_message(
                chat_id, telegram_html(piece), parse_mode=ParseMode.HTML,
                reply_markup=markup if last else None, reply_to_message_id=reply_to if index == 0 else None,
                allow_sending_without_reply=True,
            )
        assert sent is not None
        return sent

    async def _send_poll(self, bot, chat_id: int, reply: Reply) -> None:
        poll = reply.poll
        assert poll is not None
        if reply.text or reply.picture:
            await self._send_one(bot, chat_id, Reply(text=reply.text, title=reply.title, picture=reply.picture),
                                 None)
        open_period = None
        if poll.open_seconds is not None:
            open_period = max(5, min(600, int(poll.open_seconds)))
        options = [o[:100] for o in poll.options[:12]]
        if poll.multiple:  # several answers may be right: a regular poll (a quiz poll has exactly one)
            sent = await bot.send_poll(chat_id, question=poll.question[:300], options=options,
                                       type=PollType.REGULAR, allows_multiple_answers=True, is_anonymous=False,
                                       open_period=open_period)
        else:
            sent = await bot.send_poll(
                chat_id, question=poll.question[:300], options=options, type=PollType.QUIZ,
                correct_option_ids=[poll.correct_index], is_anonymous=False,
                explanation=poll.explanation[:200] or None, open_period=open_period,
            )
        if sent.poll is None:
            return
        action = poll.action
        if action:
            # before any answer can come: it may reach another worker, which looks the poll up here
            self._polls[sent.poll.id] = (str(chat_id), action)  # known here at once, before the write
            await asyncio.to_thread(self.core.storage.remember_poll, "telegram", sent.poll.id, str(chat_id), action)
            self._poll_messages[action] = [chat_id, sent.message_id]

    async def _stop_poll(self, bot, action: str) -> None:
        """Close the poll whose answers went to ``action`` (its round is over); once, whoever asks."""
        where = await self._poll_messages.get(action)
        if where is None:
            return
        self._poll_messages.pop(action)
        try:
            await bot.stop_poll(int(where[0]), int(where[1]))
        except BadRequest as exc:  # closed already (its open period ended) or deleted: nothing to do
            log.debug("poll of %s not stopped: %s", action[:40], exc)
        except TelegramError as exc:
            log.warning("could not stop the poll of %s: %s", action[:40], exc)

    async def _send_prompt(self, context, chat_id: int, action: str, label: str, user) -> None:
        """Ask for the value by force-reply; in a group only the user who pressed sees the reply field."""
        text = html.escape(label or "…", quote=False)
        selective = chat_id < 0
        if selective:
            name = html.escape(user.first_name or str(user.id), quote=False)
            text = f'<a href="tg://user?id={user.id}">{name}</a> {text}'
        sent = await context.bot.send_message(
            chat_id, text, parse_mode=ParseMode.HTML,
            reply_markup=ForceReply(selective=selective, input_field_placeholder=(label or "")[:64] or None),
        )
        self._prompts[(chat_id, sent.message_id)] = action

    def _callback_data(self, action: str) -> str:
        if len(action.encode()) <= CALLBACK_DATA_LIMIT and not action.startswith("~"):
            return action
        # A digest, not a counter: the same key in every process and after a restart.
        digest = hashlib.blake2b(action.encode(), digest_size=12).digest()
        key = _LONG + base64.urlsafe_b64encode(digest).decode()
        if self._long_actions.remembered(key) != action:  # stored again at worst; never read on the loop
            self._long_actions[key] = action
        return key

    def _markup(self, reply: Reply):
        """The reply's keyboard (buttons, select, number prompt) and the state its presses need."""
        rows: list[list[InlineKeyboardButton]] = []
        for row in reply.buttons:
            rows.append([InlineKeyboardButton(b.label[:64], callback_data=self._callback_data(b.action))
                         for b in row])
        state: _SelectState | None = None
        if reply.select is not None:
            state = _SelectState(reply.select)
            rows += self._select_rows(reply.select, set())
        prompt = reply.number_prompt
        if prompt is not None and (rows or reply.picture is not None):
            # A message cannot carry both a keyboard and a force-reply: a button asks for the number.
            state = state or _SelectState(Select(prompt.action, "", ()))
            state.prompt_action, state.prompt_label = prompt.action, prompt.label
            rows.append([InlineKeyboardButton(f"✏️ {prompt.title or prompt.label}"[:64], callback_data=_PROMPT)])
        if rows:
            return InlineKeyboardMarkup(rows), state
        if prompt is not None:
            return ForceReply(selective=False, input_field_placeholder=prompt.label[:64] or None), None
        return None, None

    def _select_rows(self, select: Select, chosen: set[int]) -> list[list[InlineKeyboardButton]]:
        buttons = [
            InlineKeyboardButton((("✅ " if i in chosen else "") + option.label)[:64],
                                 callback_data=f"{_SELECT}{i}")
            for i, option in enumerate(select.options)
        ]
        width = 2 if max((len(o.label) for o in select.options), default=0) > 14 else 3
        rows = [buttons[i:i + width] for i in range(0, len(buttons), width)]
        if select.max_values > 1:
            rows.append([InlineKeyboardButton(f"✔ {len(chosen)}/{select.max_values}" if chosen else "✔",
                                              callback_data=_SELECT_DONE)])
        return rows

    def _select_markup(self, select: Select, chosen: set[int], message) -> InlineKeyboardMarkup:
        """The message's keyboard with the select part redrawn (other buttons kept)."""
        rows = [list(row) for row in (message.reply_markup.inline_keyboard if message and message.reply_markup
                                      else ())]
        kept = [row for row in rows if not any(
            isinstance(b.callback_data, str) and (b.callback_data.startswith(_SELECT)
                                                  or b.callback_data == _SELECT_DONE) for b in row)]
        prompt_rows = [row for row in kept if any(b.callback_data == _PROMPT for b in row)]
        other_rows = [row for row in kept if row not in prompt_rows]
        return InlineKeyboardMarkup(other_rows + self._select_rows(select, chosen) + prompt_rows)

    # ----------------------------------------------------------------- running

    async def serve(self, stop: asyncio.Event) -> None:
        """Run until ``stop`` is set: initialize, menus, long polling or the webhook; then stop and shut down."""
        application = self.application or self.build()
        webhook = None
        try:
            async with application:
                await self._post_init(application)
                await application.start()
                assert application.updater is not None
                try:
                    if self.config.telegram_webhook_url:
                        webhook = await self._start_webhook(application)
                    else:
                        await application.updater.start_polling(allowed_updates=Update.ALL_TYPES, timeout=10)
                        log.info("Telegram bot @%s is polling", application.bot.username)
                    await stop.wait()
                finally:
                    if webhook is not None:
                        await webhook.stop()
                    if application.updater.running:
                        await application.updater.stop()
                    await application.stop()
        except InvalidToken:
            # PTB's message repeats the token; the operator only needs to know which setting is wrong.
            raise ConfigError("TELEGRAM_TOKEN was rejected by the Telegram Bot API") from None
        log.info("Telegram bot stopped")

    async def _start_webhook(self, application: Application):
        """The webhook server (``bot/telegram_webhook.py``) on TELEGRAM_WEBHOOK_LISTEN, registered with setWebhook.

        The local path is the public URL's, so a proxy passes requests on unchanged; every worker registers
        the same URL, and none deletes it when it stops (the others go on serving it).
        """
        from bot.telegram_webhook import WebhookServer  # aiohttp: only a webhook worker needs it

        url, secret = self.config.telegram_webhook_url, self.config.telegram_webhook_secret
        host, port = self.config.telegram_webhook_listen
        assert url is not None and secret is not None
        server = WebhookServer(application, self.core.storage, host=host, port=port, path=urlsplit(url).path,
                               secret=secret)
        try:
            await server.start()
        except OSError as error:  # the port is taken, say
            raise ConfigError(f"TELEGRAM_WEBHOOK_LISTEN={host}:{port}: cannot listen there "
                              f"({error.strerror})") from None
        try:
            await application.bot.set_webhook(url, secret_token=secret, allowed_updates=Update.ALL_TYPES)
        except BaseException:
            await server.stop()
            raise
        log.info("Telegram bot @%s takes updates on %s:%s for its webhook", application.bot.username, host, port)
        return server


def ctx_user(ctx: CommandContext) -> int | None:
    try:
        return int(ctx.user_id)
    except ValueError:
        return None


def _toast_fits(reply: Reply) -> bool:
    return (len(reply.text) <= TOAST_LIMIT and not reply.replace_message and reply.picture is None
            and reply.document is None and not reply.buttons
            and reply.select is None and reply.number_prompt is None and reply.poll is None
            and not reply.text.has(Kind.CODE) and not reply.text.has(Kind.BLOCK))


async def run_telegram(config: Config, core: BotCore, stop: asyncio.Event, **options) -> None:
    """Run the Telegram bot (long polling, or a webhook server) until ``stop`` is set, then stop cleanly.

    ``fanbot telegram`` sets ``stop`` on SIGINT/SIGTERM.
    """
    await TelegramAdapter(config, core, **options).serve(stop)
