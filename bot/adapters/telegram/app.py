"""The Telegram adapter: python-telegram-bot's ``Application`` built with the handlers of ``updates``,
its command menus, and start-up by long polling or the webhook server (``webhook``)."""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from telegram import BotCommand, BotCommandScopeDefault, Update
from telegram.error import InvalidToken, TelegramError
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    InlineQueryHandler,
    MessageHandler,
    PollAnswerHandler,
    filters,
)

from bot.adapters.telegram.flood import ChatRateLimiter
from bot.adapters.telegram.http_clients import with_shared_tls
from bot.adapters.telegram.keyboards import Keyboards
from bot.adapters.telegram.polls import Polls
from bot.adapters.telegram.prompts import Prompts
from bot.adapters.telegram.sending import Sender
from bot.adapters.telegram.updates import Updates
from bot.adapters.telegram.webapp import WebAppPoster, set_menu_button
from bot.config import Config, ConfigError
from bot.core import BotCore
from bot.i18n import languages

if TYPE_CHECKING:
    from bot.web.sending import ChatLink

log = logging.getLogger("fanbot.telegram")

#: how often quiz deadlines are checked
TICK_SECONDS = 2.0
#: Telegram menus are per ISO 639-1 code (``telegram`` of ``bot/locales/languages.toml``); both
#: Chinese scripts share "zh" (Simplified shown there).
MENU_LANGUAGES = {code: language.telegram for code, language in languages().items() if language.telegram}
#: retries of one request when Telegram answers "retry after N seconds" (HTTP 429: nothing was sent,
#: so sending again cannot duplicate it); only that chat's sends wait meanwhile
FLOOD_RETRIES = 2


def rate_limiter(config: Config) -> ChatRateLimiter:
    """Flood control on PTB's ``BaseRateLimiter``: Telegram's overall and per-group limits, each group
    waiting in its own queue (``bot/adapters/telegram/flood.py``)."""
    return ChatRateLimiter(config.telegram_rate, config.telegram_group_rate, max_retries=FLOOD_RETRIES)


class TelegramAdapter:
    """Builds the PTB ``Application`` and translates between its updates and ``BotCore``."""

    def __init__(self, config: Config, core: BotCore, *, tick_seconds: float = TICK_SECONDS,
                 send_pictures: bool = True, web: ChatLink | None = None, webhook_delay: float = 0.0) -> None:
        """``webhook_delay``: the webhook server's wait between claiming an update and handling it (tests)."""
        self.config = config
        self.webhook_delay = webhook_delay
        #: the web calculator's way to post into chats ("Send to chat"), when it runs in this process
        self.web = web
        self.core = core
        self.tick_seconds = tick_seconds
        self.application: Application | None = None
        self.flood: ChatRateLimiter | None = None
        # what presses and answers of already sent messages need, kept across restarts
        self.keyboards = Keyboards(core, config)
        self.prompts = Prompts(core)
        self.polls = Polls(core)
        self.sender = Sender(self.keyboards, self.prompts, self.polls, send_pictures=send_pictures)
        self.updates = Updates(config, core, self.sender, self.keyboards, self.prompts, self.polls)

    # ----------------------------------------------------------------- building

    def build(self) -> Application:
        token = self.config.require("telegram")
        builder = with_shared_tls(ApplicationBuilder().token(token))
        if self.config.telegram_api_base_url:
            base = self.config.telegram_api_base_url.rstrip("/")
            builder = builder.base_url(base)
            if base.endswith("/bot"):
                builder = builder.base_file_url(base[: -len("/bot")] + "/file/bot")
        # Updates are handled concurrently: one waiting for a locked or slow database must not hold up
        # the commands that need none (PTB handles one update at a time by default).
        self.flood = self.updates.flood = rate_limiter(self.config)
        application = builder.concurrent_updates(True).rate_limiter(self.flood).build()
        updates = self.updates
        updates.posts.bot = application.bot  # the bot every handler's context has
        application.add_handler(CommandHandler(self._command_names(), updates.on_command,
                                               filters=filters.UpdateType.MESSAGE))
        # An unknown /command gets a hint in private chats; in groups it may be meant for another bot.
        application.add_handler(MessageHandler(
            filters.COMMAND & filters.ChatType.PRIVATE & filters.UpdateType.MESSAGE, updates.on_command))
        # A file sent with a command that takes one: a document captioned "/review".
        file_commands = "|".join(re.escape(name) for name in self.core.file_commands())
        if file_commands:
            application.add_handler(MessageHandler(
                filters.Document.ALL & filters.CaptionRegex(rf"^/({file_commands})(@\w+)?(\s|$)")
                & filters.UpdateType.MESSAGE, updates.on_command))
        application.add_handler(MessageHandler(
            filters.TEXT & filters.REPLY & ~filters.COMMAND & filters.UpdateType.MESSAGE, updates.on_reply_text))
        application.add_handler(CallbackQueryHandler(updates.on_callback))
        application.add_handler(PollAnswerHandler(updates.on_poll_answer))
        application.add_handler(InlineQueryHandler(updates.on_inline_query))
        application.add_handler(ChatMemberHandler(updates.on_chat_member, ChatMemberHandler.CHAT_MEMBER))
        application.add_error_handler(updates.on_error)
        if application.job_queue is not None:
            application.job_queue.run_repeating(updates.tick, interval=self.tick_seconds, first=self.tick_seconds,
                                                name="quiz-deadlines")
        else:  # pragma: no cover - the [job-queue] extra is a dependency
            log.warning("PTB JobQueue unavailable: quiz rounds will not end on their own")
        self.application = application
        return application

    def _command_names(self) -> list[str]:
        return [n for n in self.core.command_names() if re.fullmatch(r"[a-z0-9_]{1,32}", n)]

    async def set_menus(self, application: Application) -> None:
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

    async def _open_web_app(self, application: Application) -> None:
        """The menu button opens the web calculator (PUBLIC_URL), whose "Send to chat" posts through us."""
        if self.web is not None:
            self.web.poster = WebAppPoster(self.core, self.updates, application.bot)
        if self.config.public_url:
            await set_menu_button(application.bot, self.config.public_url + "/", self.config.default_language)

    # ----------------------------------------------------------------- running

    async def serve(self, stop: asyncio.Event) -> None:
        """Run until ``stop`` is set: initialize, menus, long polling or the webhook; then stop and shut down."""
        application = self.application or self.build()
        webhook = None
        try:
            async with application:
                await self.set_menus(application)
                await self._open_web_app(application)
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
                    await self.stop_sending()
                    await application.stop()
        except InvalidToken:
            # PTB's message repeats the token; the operator only needs to know which setting is wrong.
            raise ConfigError("TELEGRAM_TOKEN was rejected by the Telegram Bot API") from None
        log.info("Telegram bot stopped")

    async def stop_sending(self) -> None:
        """Give up the sends still waiting for a group's window, so that stopping never waits for one.

        Handlers waiting to send end at once (their updates were answered as far as they got); a quiz
        result given up here is still owed and is posted from the stored round by the next tick of
        whichever worker runs next."""
        if self.flood is not None:
            self.flood.abandon()
        await self.updates.give_up_posts()

    async def _start_webhook(self, application: Application):
        """The webhook server (``bot/adapters/telegram/webhook.py``) on TELEGRAM_WEBHOOK_LISTEN, registered
        with setWebhook.

        The local path is the public URL's, so a proxy passes requests on unchanged; every worker registers
        the same URL, and none deletes it when it stops (the others go on serving it).
        """
        from bot.adapters.telegram.webhook import WebhookServer  # aiohttp: only a webhook worker needs it

        url, secret = self.config.telegram_webhook_url, self.config.telegram_webhook_secret
        host, port = self.config.telegram_webhook_listen
        assert url is not None and secret is not None
        server = WebhookServer(application, self.core.storage, host=host, port=port, path=urlsplit(url).path,
                               secret=secret, handle_delay=self.webhook_delay)
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


async def run_telegram(config: Config, core: BotCore, stop: asyncio.Event, **options) -> None:
    """Run the Telegram bot (long polling, or a webhook server) until ``stop`` is set, then stop cleanly.

    ``fanbot telegram`` sets ``stop`` on SIGINT/SIGTERM.
    """
    await TelegramAdapter(config, core, **options).serve(stop)
