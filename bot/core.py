"""The platform-neutral command layer: every adapter (Discord, Telegram, console) calls this.

How an adapter uses it::

    core = BotCore(config, build_services(config, REGISTRY))   # the services: storage, quiz engine, clock…
    ctx = CommandContext("telegram", chat_id, user_id, user_name, is_group, is_admin, locale)
    replies = await core.handle(ctx, "score", "1112345678999m5m tsumo")   # text after /score
    replies = await core.handle_action(ctx, button.action)                # a button was pressed
    replies = await core.handle_action(ctx, select.action, ["tsumo"])     # a select / modal answer
    results = await core.inline(ctx, "1112345678999m5m")                  # inline mode: one call
    for advance in (None, *Advance):                                      # after each update; every few seconds
        for item in await core.claim(Outlet("telegram"), advance=advance):   # what the chats are owed (outbox.py)
            deliver(item)                                                 # round results, tables, prompts
            await core.acknowledge(item, DeliveryReceipt())               # or core.release([item])

Slash-command platforms register ``core.command_specs()`` (names, localized descriptions via
``spec.description(language)``, typed parameters, subcommands, ``admin_only``), offer
``core.autocomplete_fans`` for parameters marked ``autocomplete="fans"``, and call
``core.handle_slash(ctx, "quiz", "answer", {"answer": "24"})`` with the values they received; text
platforms answer to ``core.command_names()`` (names and aliases). ``core.language(ctx)`` and
``core.text(language, key)`` give adapters the strings of their own messages;
``core.needs_admin(command_or_action)`` says when a group caller's admin rights matter. All of it
comes from the commands' specs (``bot/commands/spec.py``), inline mode too (``CommandSpec.inline``):
the core names no command. What only one platform has (poll
answers without a chat, the inline-query budget, where a poll's buttons are) is its adapter's.
Handlers are plain functions: the core runs them on its worker threads, never on the event loop.
Every handler error becomes a short localized reply and a log line; nothing here raises.
"""

from __future__ import annotations

import asyncio
import difflib
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor

from bot.commands import REGISTRY
from bot.commands.spec import CommandSpec, ParamKind, run
from bot.config import Config
from bot.db.engine import StorageBusy, StorageFault
from bot.i18n import Translator, language_of
from bot.outbox import Advance, DeliveryReceipt, Outgoing, Outlet, Settles, message_items, table_items
from bot.ratelimit import RateLimiter
from bot.replies import Option, Reply, error_reply
from bot.services import Services, build_services
from bot.session import CommandContext, InlineResult, Session
from bot.storage import BotStorage, ChatView

log = logging.getLogger("fanbot.core")

#: threads that run handlers: CPU work (the GIL lets one run at a time, so more threads add no load) and
#: database calls, which may wait up to DATABASE_BUSY_TIMEOUT for a held lock or a slow server (at most
#: ``bot.services.DATABASE_THREADS`` at once)
HANDLER_THREADS = 64
#: handlers let into the database at once: fewer than its gate admits (``DATABASE_THREADS``), so that a
#: burst (a hundred players answering one round) queues for a moment instead of being refused as busy,
#: and the adapters' own reads still find room
HANDLERS_IN_DATABASE = 40
#: how long a handler queues for that before it tries anyway (and a stuck database says it is busy)
HANDLER_QUEUE_SECONDS = 2.0
#: longest accepted argument text; the notation caps hands at 300 characters anyway
MAX_ARGS_LENGTH = 1000
#: candidates (fans) offered for one inline query
INLINE_FANS = 3


class BotCore:
    """The bot without a platform: commands in, reply objects out."""

    def __init__(self, config: Config | None = None, services: Services | None = None, *,
                 storage: BotStorage | None = None, clock: Callable[[], float] = time.time) -> None:
        """``services`` as the entry point built them; without, the default ones over ``config``'s database
        (or ``storage``) with ``clock``, for tests and benches."""
        self.config = config or Config()
        self.services = services or build_services(self.config, REGISTRY, storage=storage, clock=clock)
        self.storage = self.services.storage  # the adapters keep their buttons' and polls' state there
        self.metrics = self.services.metrics
        self.quiz = self.services.quiz
        self.commands = self.services.commands
        self.rate_limiter = RateLimiter(*self.config.rate_limit)
        self._workers = ThreadPoolExecutor(max_workers=HANDLER_THREADS, thread_name_prefix="fanbot-handler")
        self._database_slots = threading.BoundedSemaphore(HANDLERS_IN_DATABASE)
        self.owed = self.services.owed

    # ------------------------------------------------------------------ what adapters register

    def command_specs(self) -> tuple[CommandSpec, ...]:
        """Every command, in help order, for slash-command registration and Telegram's menu."""
        return self.commands.specs()

    def command_names(self) -> list[str]:
        """What a text platform answers to: every command's name, then the aliases."""
        return self.commands.names()

    def file_commands(self) -> list[str]:
        """The commands that take a file (a ``ParamKind.FILE`` parameter): a text platform reads one sent
        with them (a document captioned with the command, or the command answering one)."""
        return [spec.name for spec in self.command_specs() if any(p.kind is ParamKind.FILE for p in spec.params)]

    def needs_admin(self, command_or_action: str) -> bool:
        """Whether the answer depends on ``is_admin``, so a platform where that costs a request asks."""
        name = command_or_action.strip().lstrip("/").lower().split("@", 1)[0].split(":", 1)[0]
        return self.commands.needs_admin(name)

    def admin_only(self, command: str) -> bool:
        """Whether a command is for group admins alone, so a platform checks the rights afresh."""
        return self.commands.admin_only(command.strip().lstrip("/").lower().split("@", 1)[0])

    def text(self, language: str, key: str, /, **values: object) -> str:
        """A string of the locale files, for adapters' own messages (e.g. "choose a value")."""
        return Translator(language)(key, **values)

    def language(self, ctx: CommandContext) -> str:
        """The language replies to ``ctx`` use: the chat's setting, the user's own, the platform locale."""
        return self.services.languages.of_caller(ctx)

    # ------------------------------------------------------------------ entry points

    async def handle(self, ctx: CommandContext, command: str, args: str = "",
                     options: Mapping[str, str] | None = None) -> list[Reply]:
        """Answer ``/command args``; ``options`` carries typed slash-command values by name."""
        command = command.strip().lstrip("/").lower().split("@", 1)[0]
        return await self._guarded(ctx, f"/{command}", self._dispatch_command, command, args, options or {})

    async def handle_slash(self, ctx: CommandContext, command: str, subcommand: str | None,
                           values: Mapping[str, object]) -> list[Reply]:
        """A typed slash command: the ``rest`` parameter becomes the text, the others options."""
        spec = self.commands.commands.get(command)
        if spec is not None and subcommand:
            spec = spec.subcommand(subcommand) or spec
        rest_names = [p.name for p in spec.params if p.rest] if spec else []
        text_parts = [subcommand] if subcommand else []
        # the free-text parameters in the order the command declares them
        text_parts += [str(values[n]) for n in rest_names if values.get(n) not in (None, "")]
        options = {name: str(value) for name, value in values.items()
                   if name not in rest_names and value not in (None, "")}
        return await self.handle(ctx, command, " ".join(text_parts), options)

    async def handle_action(self, ctx: CommandContext, action: str,
                            values: Sequence[str] = ()) -> list[Reply]:
        """A button press (``values`` empty), select (chosen values), modal or poll answer."""
        return await self._guarded(ctx, f"action {action[:40]}", self._dispatch_action, action, list(values))

    async def inline(self, ctx: CommandContext, query: str, fans: int = INLINE_FANS) -> list[InlineResult]:
        """Inline mode: a hand scored, and up to ``fans`` fans looked up (``7 pairs`` has digits too).

        Not counted against the user's command budget: the adapter keeps inline mode's own (clients
        send a query at every pause in typing). On any error there are simply no results (inline
        mode has nowhere to show one).
        """
        query = query.strip()[:MAX_ARGS_LENGTH]
        if not query:
            return []
        try:
            return await self._off_loop(self._inline, ctx, query, fans)
        except Exception:
            log.exception("inline query %r failed on %s", query[:40], ctx.platform)
            return []

    def _inline(self, ctx: CommandContext, query: str, fans: int) -> list[InlineResult]:
        """Each inline command in turn (``CommandSpec.inline``): a good answer to the whole query is the
        only result; else the good answers to the candidates; else the first error answer."""
        session = self.session(ctx)
        session.pictures = False  # inline results are text: drawing a picture would be wasted
        results: list[InlineResult] = []
        errors: list[InlineResult] = []
        for spec in self.commands.inline_commands():
            inline = spec.inline
            if inline.candidates is None:
                if not inline.accepts(query):
                    continue
                replies = run(session, spec, query)
                if replies:
                    result = InlineResult(spec.name, f"{inline.icon} {query}"[:64], replies[0])
                    if not replies[0].is_error:
                        return [result]
                    errors.append(result)
                continue
            for option in inline.candidates(query, session.language, fans):
                replies = run(session, spec, option.value)
                if replies and not replies[0].is_error:
                    results.append(InlineResult(f"{spec.name}:{option.value}", option.label, replies[0]))
        # what is wrong with the query read whole, when no candidate answered either
        return results or errors[:1]

    def autocomplete_fans(self, prefix: str, ctx: CommandContext | None = None, limit: int = 25) -> list[Option]:
        """Fan names matching what the user has typed so far (any language), best first."""
        try:
            language = self.language(ctx) if ctx else self.config.default_language
            complete = self.commands.completer("fans")
            return complete(prefix, language, limit) if complete else []
        except Exception:
            log.exception("autocomplete failed for %r", prefix[:40])
            return []

    # ------------------------------------------------------------------ what the chats are owed

    async def claim(self, outlet: Outlet, *, advance: Advance | None = None) -> list[Outgoing]:
        """What ``outlet``'s chats are owed now, claimed for this worker (``bot/outbox.py``): the posts of
        the tables a command or press just changed; or, at a tick (every few seconds, each ``Advance`` in
        turn), what time moving on owes: the rounds' results and daily posts, then every table's posts
        after its turns ran out. Each item is acknowledged or released."""
        if advance is Advance.ROUNDS:
            return await self._rounds(outlet)
        play = self.services.play
        if advance is Advance.TABLES:
            try:
                await self._off_loop(play.tick, outlet.platform)
            except StorageFault:  # logged once by the storage when the fault began; every tick would repeat it
                pass
            except Exception:
                log.exception("play tick failed")
        chats = play.touched(outlet.platform)
        if not chats and advance is None:
            return []
        try:
            posts = await self._off_loop(play.posts, outlet.platform, chats, outlet.edit_seconds,
                                         outlet.private_prompts, advance is Advance.TABLES)
        except StorageFault:
            return []
        except Exception:
            log.exception("play posts failed")
            return []
        return [item for post in posts for item in table_items(post)]

    async def _rounds(self, outlet: Outlet) -> list[Outgoing]:
        """The quiz rounds past their deadline close (their results owed until acknowledged, when the outlet
        says so), and the daily problems whose hour has come."""
        try:
            messages = await self._off_loop(self.quiz.tick, outlet.platform, self.owed if outlet.owing else None)
        except StorageFault:
            return []
        except Exception:
            log.exception("quiz tick failed")
            return []
        finally:
            self.metrics.ticked()
        return [item for message in messages for item in message_items(message, outlet.owing)]

    async def acknowledge(self, item: Outgoing, delivered: DeliveryReceipt) -> None:
        """``item`` is delivered (or never can be): what it settles is recorded, and it is not offered again."""
        token = item.token
        if token is None:
            return
        if token.settles is Settles.ROUND_RESULT:
            await self._storage_call(self.owed.paid, item.platform, token.key)
        elif token.settles is Settles.TABLE_MESSAGE and delivered.message_id is not None:
            await self._storage_call(self.services.play.posted, token.key, token.hand, str(delivered.message_id))
        elif token.settles is Settles.QUESTIONS:
            await self._storage_call(self.services.play.prompts_sent, token.key, token.questions)

    async def release(self, items: Sequence[Outgoing]) -> None:
        """Stopping with these undelivered: the next claim of whichever worker runs offers them again (a
        table's posts and questions come again by themselves once their claim's lease runs out)."""
        owed = [item for item in items if item.token is not None and item.token.settles is Settles.ROUND_RESULT]
        for platform in {item.platform for item in owed}:
            ids = [item.token.key for item in owed if item.platform == platform]
            await self._storage_call(self.owed.release, platform, ids)

    async def _storage_call(self, call, *args) -> None:
        try:
            await asyncio.to_thread(call, *args)
        except Exception as error:  # the mark stays (or expires): the result is posted again, not lost
            log.warning("%s failed: %s", call.__name__, type(error).__name__)

    def close(self) -> None:
        self._workers.shutdown(wait=True, cancel_futures=True)
        self.services.close()

    # ------------------------------------------------------------------ internals

    def session(self, ctx: CommandContext) -> Session:
        view = self.storage.chat_view(ctx.platform, ctx.settings_chat, ctx.user_id)
        language = self.services.languages.of_caller(ctx, view)
        self.services.languages.used(ctx.platform, ctx.chat_id, language)
        return Session(self.services, ctx, view.settings, language, self._pictures(view))

    @staticmethod
    def _pictures(view: ChatView) -> bool:
        if view.settings.pictures is not None:
            return view.settings.pictures
        return view.user_pictures is not False

    async def _guarded(self, ctx: CommandContext, what: str, call, *args) -> list[Reply]:
        language = self.config.default_language
        try:
            language = language_of(ctx.locale, self.config.default_language)
            verdict = self.rate_limiter.check((ctx.platform, ctx.user_id))
            if not verdict.allowed:
                if not verdict.first_refusal:
                    return []
                seconds = max(1, round(verdict.retry_after))
                return [error_reply(Translator(language)("error.rate_limited", seconds=seconds))]
            started = time.perf_counter()
            replies = await self._off_loop(self._answer, ctx, what, call, args)
            self.metrics.handled(ctx.platform, what, time.perf_counter() - started)
            return replies
        except Exception as error:
            return self._failure_reply(ctx, what, error, language)

    def _answer(self, ctx: CommandContext, what: str, call, args) -> list[Reply]:
        """One command or action, on a worker thread; an error becomes a reply in the chat's language."""
        language = language_of(ctx.locale, self.config.default_language)
        try:
            session = self.session(ctx)
            language = session.language
            return list(call(session, *args))
        except Exception as error:
            return self._failure_reply(ctx, what, error, language)

    def _failure_reply(self, ctx: CommandContext, what: str, error: Exception, language: str) -> list[Reply]:
        """A command that raised, as a reply in ``language``; called inside the ``except`` (for the traceback)."""
        if isinstance(error, StorageFault):
            return self._fault_reply(ctx, what, error, language)
        if isinstance(error, StorageBusy):  # locked or slow past the bounded wait: the user may simply retry
            log.warning("%s on %s (chat %s): %s", what, ctx.platform, ctx.chat_id, error)
            self.metrics.failed(ctx.platform, what, "busy")
            return [error_reply(Translator(language)("error.busy"))]
        log.exception("%s failed on %s (chat %s)", what, ctx.platform, ctx.chat_id)
        self.metrics.failed(ctx.platform, what, "internal")
        return [error_reply(Translator(language)("error.internal"))]

    def _fault_reply(self, ctx: CommandContext, what: str, fault: StorageFault, language: str) -> list[Reply]:
        """Full, read-only, damaged: a reply of its own, and no log line (the storage logs the state once)."""
        log.debug("%s on %s (chat %s): %s", what, ctx.platform, ctx.chat_id, fault)
        self.metrics.failed(ctx.platform, what, "storage")
        return [error_reply(Translator(language)(f"error.storage_{fault.kind}"))]

    async def _off_loop(self, call, *args):
        """``call(*args)`` (a plain function) on one of the worker threads.

        Scoring, drawing, quiz generation and SQLite are blocking work (up to ~0.2 s); on the
        adapters' event loop they would stall every chat and the connections' heartbeats meanwhile.
        """
        return await asyncio.get_running_loop().run_in_executor(self._workers, self._queued, call, args)

    def _queued(self, call, args):
        admitted = self._database_slots.acquire(timeout=HANDLER_QUEUE_SECONDS)
        try:
            return call(*args)
        finally:
            if admitted:
                self._database_slots.release()

    def _dispatch_command(self, session: Session, command: str, args: str,
                          options: Mapping[str, str]) -> list[Reply]:
        found = self.commands.find(command)
        if found is None:
            names = [spec.name for spec in self.command_specs()]
            close = difflib.get_close_matches(command, names, n=1, cutoff=0.6) if command else []
            if close:  # "/scroe", "/wait", "/setting"
                return [error_reply(session.tr("error.unknown_command_close", command=command[:32],
                                               suggestion=close[0]))]
            return [error_reply(session.tr("error.unknown_command", command=command[:32]))]
        spec, alias = found
        limit = spec.max_args or MAX_ARGS_LENGTH
        if len(args) > limit:
            return [error_reply(session.tr("error.too_long", limit=limit))]
        if alias is not None:  # "/riichi …" is "/score rules=riichi …", "/lang zh" is "/settings language zh"
            options = {**dict(alias.options), **options}
            args = f"{alias.prefix} {args}" if alias.prefix else args
        return run(session, spec, args.strip(), options)

    def _dispatch_action(self, session: Session, action: str, values: list[str]) -> list[Reply]:
        handler = self.commands.actions.get(action.split(":", 1)[0])
        if handler is None:
            return [error_reply(session.tr("error.stale_button"))]
        return handler(session, action, values)

