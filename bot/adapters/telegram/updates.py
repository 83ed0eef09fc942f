"""Telegram's updates answered through the core: commands, answers to prompts, button presses, poll
answers, inline queries; the quiz deadline job; the error handler.

Updates are handled concurrently (``concurrent_updates``), and nothing here touches the database on
the event loop: the core runs its work on its worker threads, and what the adapter itself reads (a
stored keyboard, prompt or poll, a chat's language) is read on ``asyncio.to_thread``.
"""

from __future__ import annotations

import asyncio
import html
import logging
import re
import time
from dataclasses import replace

from telegram import Update
from telegram.constants import ChatMemberStatus, ChatType, ParseMode
from telegram.error import TelegramError
from telegram.ext import ContextTypes

from bot.adapters.chat_sends import ChatSends
from bot.adapters.delivery import DeliveryLoop
from bot.adapters.persistent import KEEP
from bot.adapters.telegram.deep_links import action_of
from bot.adapters.telegram.delivery import TelegramDelivery, telegram_outlet
from bot.adapters.telegram.flood import ChatRateLimiter, SendAbandoned
from bot.adapters.telegram.keyboards import LONG, PROMPT, SELECT, SELECT_DONE, Keyboards
from bot.adapters.telegram.polls import Polls
from bot.adapters.telegram.prompts import Prompts
from bot.adapters.telegram.render import TOAST_LIMIT, article, toast_fits
from bot.adapters.telegram.sending import Sender, Where
from bot.adapters.telegram.topics import Topics, is_forum, place_of, topic_of
from bot.bounded import BoundedDict
from bot.calls import ATTACHMENT_LIMIT, Attachment
from bot.config import Config, redact
from bot.core import BotCore
from bot.ratelimit import RateLimiter
from bot.replies import Reply
from bot.session import CommandContext

log = logging.getLogger("fanbot.telegram")

#: inline queries' own budget: this many times the command limit (a query comes at every pause in typing)
INLINE_BUDGET_FACTOR = 3
#: how long "is this user a group admin" answers are reused (not for settings changes, which ask afresh;
#: and a ``chat_member`` update about the user drops the answer at once)
ADMIN_CACHE_SECONDS = 300.0
_COMMAND_WORD = re.compile(r"(\S*)\s*(.*)", re.S)


class Updates:
    """The handlers the application is built with (``TelegramAdapter.build``)."""

    def __init__(self, config: Config, core: BotCore, sender: Sender, keyboards: Keyboards, prompts: Prompts,
                 polls: Polls) -> None:
        self.config = config
        self.core = core
        self.sender = sender
        self.keyboards = keyboards
        self.prompts = prompts
        self.polls = polls
        #: what the chats are owed (and replies to a group whose window is full), one ordered queue per chat
        self.chat_sends = ChatSends()
        self.posts = TelegramDelivery(sender, config.secrets)
        self.delivery = DeliveryLoop(core, telegram_outlet(config.telegram_group_rate), self.posts, self.chat_sends)
        #: forum topics: a topic's own chat key, the tables' topics
        self.topics = Topics(core)
        self.flood: ChatRateLimiter | None = None  # set when the application is built
        self._newest_inline: BoundedDict = BoundedDict(KEEP)  # user id -> the id of their newest inline query
        self._admins: BoundedDict = BoundedDict(KEEP)  # (chat id, user id) -> (is admin, checked at)
        # inline queries come at every pause in typing: a budget of their own, not the commands'
        limit, window = config.rate_limit
        self.inline_budget = RateLimiter(limit * INLINE_BUDGET_FACTOR, window)

    # ----------------------------------------------------------------- contexts

    async def _is_admin(self, context: ContextTypes.DEFAULT_TYPE, chat_id: int, user_id: int,
                        fresh: bool = False) -> bool:
        cached = self._admins.get((chat_id, user_id))
        now = time.monotonic()
        if not fresh and cached is not None and now - cached[1] < ADMIN_CACHE_SECONDS:
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
                       needs_admin: bool, fresh_admin: bool = False, topic: int | None = None) -> CommandContext:
        """Who asks where; written in a forum ``topic``, the topic is the chat and the group its parent."""
        is_group = chat is not None and chat.type in (ChatType.GROUP, ChatType.SUPERGROUP)
        is_admin = False
        if is_group and (needs_admin or fresh_admin) and user is not None:
            is_admin = await self._is_admin(context, chat.id, user.id, fresh=fresh_admin)
        chat_id = chat.id if chat is not None else (user.id if user else 0)
        ctx = CommandContext(
            platform="telegram", chat_id=str(chat_id), user_id=str(user.id if user else 0),
            user_name=(user.first_name or user.username or "") if user else "",
            is_group=is_group, is_admin=is_admin, locale=user.language_code if user else None,
            user_handle=(user.username or "") if user else "",
        )
        return await self.topics.placed(ctx, chat_id, topic if is_group else None)

    # ----------------------------------------------------------------- updates

    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        message = update.effective_message
        text = message.text or message.caption if message is not None else None  # a document's caption
        if not text:
            return
        head, args = _COMMAND_WORD.match(text).groups()
        command, _, addressed = head.lstrip("/").lower().partition("@")
        if addressed and addressed != (context.bot.username or "").lower():
            return  # "/review@another_bot" on a document: not ours
        topic = topic_of(message)
        ctx = await self._context(context, message.chat, message.from_user, needs_admin=self.core.needs_admin(command),
                                  fresh_admin=self.core.admin_only(command), topic=topic)
        if command in self.core.file_commands():
            ctx = replace(ctx, attachment=await attachment_of(context.bot, message))
        linked = action_of(args.strip()) if command == "start" else None
        if linked is not None:  # a deep link from a group's button: its action, answered here in private
            replies = await self.core.handle_action(ctx, linked)
        else:
            replies = await self.core.handle(ctx, command, args.strip())
        where = Where(message.chat_id, _user_id(ctx), ctx.is_group, message.message_id, ctx.user_name, topic=topic)
        await self._answer(context.bot, replies, where)
        if is_forum(message.chat):
            await self._open_topics(context.bot, replies, where, ctx)
        await self.delivery.claim()  # what the tables the command changed owe their chats

    async def on_chat_member(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A member's status changed (made or no longer an admin, left, banned): forget their rights."""
        changed = update.chat_member
        if changed is not None:
            self._admins.pop((changed.chat.id, changed.new_chat_member.user.id), None)

    async def on_reply_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """An answer to one of our force-reply prompts (a number for a ``NumberPrompt``)."""
        message = update.effective_message
        if message is None or message.reply_to_message is None:
            return
        author = message.reply_to_message.from_user
        if author is not None and author.id != context.bot.id:
            return  # a reply to somebody else's message: not an answer to a prompt
        asked = message.reply_to_message.message_id
        action = await self.prompts.action_of(message.chat_id, asked)
        question = action is None
        if question:  # a reply to a group round's question is a player's typed answer
            action = await self.prompts.question_action(message.chat_id, asked)
        if action is None:
            return
        topic = topic_of(message)
        ctx = await self._context(context, message.chat, message.from_user, needs_admin=self.core.needs_admin(action),
                                  topic=topic)
        replies = await self.core.handle_action(ctx, action, [message.text.strip()])
        where = Where(message.chat_id, _user_id(ctx), ctx.is_group, message.message_id, ctx.user_name,
                      quiet=question, topic=topic)
        await self._answer(context.bot, replies, where)

    async def on_callback(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        if query is None or query.data is None:
            return
        message = query.message
        chat = message.chat if message is not None else None
        data = query.data
        action: str | None
        values: list[str] = []
        key = (chat.id, message.message_id) if message is not None and chat is not None else None
        state = await self.keyboards.states.get(key) if key else None
        if data.startswith(LONG):
            action = await self.keyboards.long_action(data)
        elif data == PROMPT:
            if state is None or state.prompt_action is None:
                action = None
            else:
                await query.answer()
                await self.prompts.ask(context.bot, chat.id, state.prompt_action, state.prompt_label, query.from_user,
                                       topic_of(message))
                return
        elif data.startswith(SELECT) or data == SELECT_DONE:
            if state is None:
                action = None
            else:
                outcome = await self.keyboards.press_select(query, state, data)
                if outcome is None:
                    return
                action, values = outcome
        else:
            action = data
        ctx = await self._context(context, chat, query.from_user, needs_admin=self.core.needs_admin(action or ""),
                                  topic=topic_of(message))
        if action is None:
            language = await asyncio.to_thread(self.core.language, ctx)  # may read the chat's settings
            await query.answer(self.core.text(language, "error.stale_button")[:TOAST_LIMIT],
                               show_alert=False)
            return
        try:
            await self._answer_press(context, query, ctx, action, values, key)
        finally:
            await self.delivery.claim()

    async def _answer_press(self, context: ContextTypes.DEFAULT_TYPE, query, ctx: CommandContext, action: str,
                            values: list[str], key) -> None:
        message = query.message
        chat = message.chat if message is not None else None
        replies = await self.core.handle_action(ctx, action, values)
        where = (Where(chat.id, _user_id(ctx), ctx.is_group, None, ctx.user_name, topic=topic_of(message))
                 if chat is not None else None)
        if (replies and replies[0].number_prompt is not None and ctx.is_group and key is not None
                and await self.prompts.question_action(*key) == replies[0].number_prompt.action):
            # "Answer" under a group round's question: one reply to the question answers it, and the
            # hint is the button's toast (a prompt per player would flood the group)
            language = await asyncio.to_thread(self.core.language, ctx)
            await query.answer(self.core.text(language, "quiz.reply_to_answer")[:TOAST_LIMIT], show_alert=True)
            return
        if replies and replies[0].replace_message and message is not None and where is not None:
            await query.answer()
            if await self.sender.replace(query, replies[0]):
                replies = replies[1:]
            if replies:
                await self._answer(context.bot, replies, where)
            return
        # A short private answer or error to a press is best shown as the button's toast.
        if replies and replies[0].private and toast_fits(replies[0]):
            await query.answer(replies[0].text.plain[:TOAST_LIMIT], show_alert=replies[0].is_error)
            replies = replies[1:]
        else:
            await query.answer()
        if replies and where is not None:
            await self._answer(context.bot, replies, where)

    async def _answer(self, bot, replies, where: Where) -> None:
        """The replies where they belong: in the place asked, except what a table's topic sends back
        where its round was seated (``Reply.in_parent``)."""
        seated = await self.topics.seated_at(where.chat_id, where.topic) if any(r.in_parent for r in replies) else None
        if seated is None:
            await self._answer_here(bot, replies, where)
            return
        await self._answer_here(bot, [reply for reply in replies if not reply.in_parent], where)
        chat_id, topic = seated
        await self._answer_here(bot, [reply for reply in replies if reply.in_parent],
                                Where(chat_id, where.user_id, where.is_group, None, where.user_name, topic=topic))

    async def _open_topics(self, bot, replies, where: Where, ctx: CommandContext) -> None:
        """A forum's topics for the replies' threads (a round's tables), in the group's own send queue:
        a topic's message shares the group's window, and a big round must not hold the update."""
        threads = [thread for reply in replies for thread in reply.threads]
        if threads:
            self.chat_sends.post(where.chat_id, self._open_topics_now(bot, threads, where, ctx))

    async def _open_topics_now(self, bot, threads, where: Where, ctx: CommandContext) -> None:
        """Refused (the bot may not manage topics), the asker is told privately; the round stays seated."""
        try:
            if await self.topics.open(bot, where.chat_id, where.topic, threads):
                return
            language = await asyncio.to_thread(self.core.language, ctx)
            refused = Reply(text=self.core.text(language, "tournament.topics_failed"), private=True)
            await self.sender.send(bot, [refused], where)
        except TelegramError as error:  # stopping (SendAbandoned), say: the round is seated all the same
            log.warning("the tables' topics in %s were not all opened: %s", where.chat_id, type(error).__name__)

    async def _answer_here(self, bot, replies, where: Where) -> None:
        """Send the replies; when the group's window is full, in that group's queue instead, so that the
        update (PTB's handler slot, a webhook request Telegram keeps open) is not held meanwhile."""
        if where.is_group and self.flood is not None and self.flood.would_wait(where.chat_id):
            self.chat_sends.post(where.chat_id, self._send_later(bot, replies, where))
        else:
            await self.sender.send(bot, replies, where)

    async def _send_later(self, bot, replies, where: Where) -> None:
        try:
            await self.sender.send(bot, replies, where)
        except TelegramError as error:  # SendAbandoned when stopping; the bot removed from the group, say
            log.warning("a queued reply to %s was not sent: %s", where.chat_id, type(error).__name__)

    async def on_poll_answer(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        answer = update.poll_answer
        if answer is None or answer.user is None or not answer.option_ids:  # anonymous, or a vote taken back
            return
        found = await self.polls.find(answer.poll_id)
        if found is None:
            return
        (chat_id, topic), action = place_of(found[0]), found[1]
        ctx = await self.topics.placed(
            CommandContext("telegram", str(chat_id), str(answer.user.id), answer.user.first_name or "",
                           is_group=chat_id < 0, locale=answer.user.language_code), chat_id, topic)
        replies = await self.core.handle_action(ctx, action, [str(i) for i in answer.option_ids])
        where = Where(chat_id, answer.user.id, chat_id < 0, None, ctx.user_name, quiet=True, topic=topic)
        await self.sender.send(context.bot, replies, where)

    async def on_inline_query(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
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
        # One core call per query (clients send one at every pause in typing), on its own budget; past
        # it the query is not answered at all (inline mode has nowhere to say why, and an empty answer
        # would cost a request per query of a flood)
        if not self.inline_budget.check(query.from_user.id).allowed:
            return
        # A client shows only the answer to its newest query: of the queries fetched together, the
        # newest of each user is answered and the others cost nothing
        self._newest_inline[query.from_user.id] = query.id
        await asyncio.sleep(0)  # the updates fetched with this one register theirs meanwhile
        if self._newest_inline.get(query.from_user.id) != query.id:
            return
        found = await self.core.inline(ctx, text)
        results = [article(result.key, result.reply, result.title) for result in found]
        await query.answer(results[:50], cache_time=300, is_personal=False)

    async def tick(self, context: ContextTypes.DEFAULT_TYPE) -> None:
        """The timers' job (quiz deadlines, daily problems, the tables' turns): what is due is decided here
        at once, and each chat's messages are handed to its own send task, so the job never waits for a
        chat's window and a backlog in one group delays no deadline elsewhere."""
        await self.delivery.tick()

    async def give_up_posts(self) -> None:
        """Stopping: the posts not made yet are left to the next worker (released, not lost)."""
        await self.delivery.close()

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Log (without tokens) and answer shortly, so that one failure never silences the bot."""
        error = context.error
        if isinstance(error, SendAbandoned):  # stopping: nothing more is sent, and nothing went wrong
            log.info("a reply was given up: the bot is stopping")
            return
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
                                               parse_mode=ParseMode.HTML,
                                               message_thread_id=topic_of(update.effective_message))
        except Exception as exc:  # the network may be the problem (or the query was answered); it is logged
            log.warning("could not send the error reply: %s", type(exc).__name__)


def _user_id(ctx: CommandContext) -> int | None:
    try:
        return int(ctx.user_id)
    except ValueError:
        return None


async def attachment_of(bot, message) -> Attachment | None:
    """The document sent with a command (captioned with it, or the message it answers): downloaded within
    ``ATTACHMENT_LIMIT``, else only its size; None without one."""
    replied = message.reply_to_message
    document = message.document or (replied.document if replied is not None else None)
    if document is None:
        return None
    name = document.file_name or "log"
    if (document.file_size or 0) > ATTACHMENT_LIMIT:
        return Attachment(name, document.file_size, None)
    file = await bot.get_file(document.file_id)
    data = bytes(await file.download_as_bytearray())
    return Attachment(name, len(data), data if len(data) <= ATTACHMENT_LIMIT else None)
