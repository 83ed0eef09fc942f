"""A fake Telegram Bot API server on 127.0.0.1 for end-to-end tests of the real python-telegram-bot.

It speaks the Bot API's wire format (form-encoded or multipart POSTs, ``{"ok": ..., "result": ...}``),
long-polls ``getUpdates``, and checks every payload the bot sends the way Telegram would: parse-mode
HTML must be well formed, ``callback_data`` at most 64 bytes, polls and commands within the limits.
Answers are built from PTB's own models (``Message(...).to_dict()``), and every update a test pushes is
round-tripped through ``telegram.Update.de_json``, so schema drift fails here and not in a hung poller.

A payload the real server would refuse is answered with HTTP 400 and recorded in ``errors``; tests
assert that list is empty at the end. With ``group_limit = (20, 60.0)`` (or a window scaled down) it
also keeps Telegram's limit on messages to one group: beyond it, 429 with ``retry_after``.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import json
import math
import re
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import telegram
from aiohttp import web

from tests.bot.fakes.telegram_files import UserFiles
from tests.bot.fakes.telegram_forums import ForumChats

MESSAGE_LIMIT = 4096
CAPTION_LIMIT = 1024
CALLBACK_DATA_LIMIT = 64
ALLOWED_HTML_TAGS = {
    "b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "code", "pre", "a", "tg-spoiler",
    "span", "blockquote", "tg-emoji",
}
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z-]+(?:=(?:\"[^\"]*\"|'[^']*'|[^\s>]*))?)*)\s*>")
_ENTITY = re.compile(r"&(lt|gt|amp|quot|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});")
_COMMAND_NAME = re.compile(r"^[a-z0-9_]{1,32}$")


class FakeApiError(Exception):
    """A payload Telegram would refuse: becomes an HTTP 400 with this description."""

    status = 400


class FakeForbidden(FakeApiError):
    status = 403


@dataclass
class ApiCall:
    method: str
    params: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)
    #: the name each uploaded file was sent with
    filenames: dict[str, str] = field(default_factory=dict)
    at: float = field(default_factory=time.monotonic)
    result: Any = None


def html_to_plain(text: str) -> str:
    """Check ``text`` as Telegram's HTML parse mode does and return the visible text.

    Raises FakeApiError ("Bad Request: can't parse entities: ...", Telegram's words) for an unknown
    tag, an unbalanced or crossed tag, a tag inside ``<code>`` or ``<pre>`` (other than the
    ``<code>`` of a ``<pre>``), a bare ``<``, ``>`` or ``&``, or a named entity Telegram does not
    know (it knows ``&lt; &gt; &amp; &quot;`` and numeric ones).
    """
    out: list[str] = []
    stack: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "<":
            m = _TAG.match(text, i)
            if not m:
                raise FakeApiError(f"Bad Request: can't parse entities: unsupported start tag at byte offset {i}")
            closing, name = m.group(1) == "/", m.group(2).lower()
            if name not in ALLOWED_HTML_TAGS:
                raise FakeApiError(f'Bad Request: can\'t parse entities: unsupported start tag "{name}"')
            if closing:
                if not stack or stack[-1] != name:
                    raise FakeApiError(f'Bad Request: can\'t parse entities: unmatched end tag "{name}"')
                stack.pop()
            else:
                inside = stack[-1] if stack else None
                if inside == "code" or (inside == "pre" and name != "code"):
                    raise FakeApiError(f'Bad Request: can\'t parse entities: tag "{name}" inside "{inside}"')
                stack.append(name)
            i = m.end()
        elif ch == ">":
            raise FakeApiError(f"Bad Request: can't parse entities: bare '>' at offset {i}")
        elif ch == "&":
            m = _ENTITY.match(text, i)
            if not m:
                raise FakeApiError(f"Bad Request: can't parse entities: bare '&' or unsupported entity at offset {i}")
            name = m.group(1)
            if name.startswith("#"):
                out.append(chr(int(name[2:], 16) if name[1:2] in "xX" and len(name) > 2 else int(name[1:])))
            else:
                out.append({"lt": "<", "gt": ">", "amp": "&", "quot": '"'}[name])
            i = m.end()
        else:
            out.append(ch)
            i += 1
    if stack:
        raise FakeApiError(f"Bad Request: can't parse entities: can't find end tag corresponding to \"{stack[-1]}\"")
    return "".join(out)


def png_size(data: bytes) -> tuple[int, int]:
    if len(data) < 24 or data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise FakeApiError("Bad Request: IMAGE_PROCESS_FAILED (not a PNG)")
    return struct.unpack(">II", data[16:24])


class FakeTelegram(ForumChats, UserFiles):
    """The fake server. ``await start()`` returns; then use ``base_url`` / ``base_file_url`` for PTB.

    Forum supergroups and their topics: ``telegram_forums``."""

    def __init__(self, token: str = "123456:TEST-token_abc", bot_username: str = "fanbot_test_bot") -> None:
        self.token = token
        self.bot_user = telegram.User(
            id=int(token.split(":")[0]), first_name="Fanbot", is_bot=True, username=bot_username,
            can_join_groups=True, can_read_all_group_messages=False, supports_inline_queries=True,
        )
        self.calls: list[ApiCall] = []
        self.errors: list[str] = []
        self.admins: dict[int, set[int]] = {}  # chat id -> user ids that are administrators
        self.no_private_chat: set[int] = set()  # users who never started the bot: 403 on private sends
        self.outsiders: dict[int, set[int]] = {}  # chat id -> user ids that are not members of it
        self.flood: dict[str, int] = {}  # method -> how many more calls get 429 "retry after N"
        self.flood_retry_after = 1  # that N, in whole seconds as Telegram gives it
        #: (messages, seconds) a group may receive (sends, edits, stopped polls); None: no limit
        self.group_limit: tuple[int, float] | None = None
        self.clock: Callable[[], float] = time.monotonic  # the group limit's time
        self._group_times: dict[int, list[float]] = {}  # group id -> times of its messages in the window
        #: (chat id, message id) -> the reaction the bot set on a user's message
        self.reactions: dict[tuple[int, int], list[dict]] = {}
        self._updates: list[dict] = []
        self._update_ids = itertools.count(1)
        self._message_ids = itertools.count(1000)
        self._poll_ids = itertools.count(5000)
        self._callback_ids = itertools.count(1)
        self._changed = asyncio.Condition()
        self.messages: dict[tuple[int, int], dict] = {}  # (chat id, message id) -> last sent message
        self.polls: dict[str, dict] = {}  # poll id -> poll dict
        self.commands: dict[tuple[str, str], list[dict]] = {}  # (scope type, language) -> commands
        self.inline_answers: dict[str, list[dict]] = {}
        self.acked_offset = 0
        #: time spent answering calls other than getUpdates (the fake's own share of a benchmark)
        self.busy_seconds = 0.0
        self._runner: web.AppRunner | None = None
        self._closing = False
        self.port = 0
        #: the registered webhook: {"url": ..., "secret_token": ...}; None while the bot polls
        self.webhook: dict[str, Any] | None = None
        #: where pushed updates are posted in webhook mode (a reverse proxy's workers); default the webhook URL
        self.webhook_targets: list[str] | None = None
        #: every webhook POST the fake made: (update id, target URL, HTTP status or the connection error)
        self.deliveries: list[tuple[int, str, int | str]] = []
        self._next_target = itertools.count()
        #: how long a pushed update is posted again while no worker answers it with 200
        self.redelivery_seconds = 30.0
        #: update id -> every update a test pushed, as sent (to post one again)
        self.pushed: dict[int, dict] = {}
        self._delivering: set[asyncio.Task] = set()
        self._session = None
        self._init_forums()
        self._init_files()

    # ----------------------------------------------------------------- lifecycle
    async def start(self) -> None:
        app = web.Application(client_max_size=20 * 1024 * 1024)
        app.router.add_post("/bot{token}/{method}", self._handle)
        app.router.add_get("/bot{token}/{method}", self._handle)
        self.route_files(app)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        self._closing = True
        async with self._changed:
            self._changed.notify_all()
        for task in list(self._delivering):
            task.cancel()
        if self._session is not None:
            await self._session.close()
        if self._runner:
            await self._runner.cleanup()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/bot"

    @property
    def base_file_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/file/bot"

    # ----------------------------------------------------------------- building updates
    @staticmethod
    def user(user_id: int, first_name: str = "Player", language_code: str | None = "en") -> telegram.User:
        return telegram.User(id=user_id, first_name=first_name, is_bot=False, language_code=language_code)

    @staticmethod
    def private_chat(user: telegram.User) -> telegram.Chat:
        return telegram.Chat(id=user.id, type="private", first_name=user.first_name)

    @staticmethod
    def group_chat(chat_id: int, title: str = "Mahjong club") -> telegram.Chat:
        return telegram.Chat(id=chat_id, type="supergroup", title=title)

    def _now(self) -> dt.datetime:
        return dt.datetime.now(dt.UTC).replace(microsecond=0)

    def push_update(self, **kwargs: Any) -> int:
        """Queue an update (PTB objects as keyword arguments); returns its update_id."""
        update = telegram.Update(update_id=next(self._update_ids), **kwargs)
        payload = update.to_dict()
        telegram.Update.de_json(json.loads(json.dumps(payload)), None)  # must survive PTB's own parser
        self.pushed[update.update_id] = payload
        if self.webhook is not None:  # Telegram posts it instead of keeping it for getUpdates
            self._push_later(payload)
            return update.update_id
        self._updates.append(payload)
        asyncio.get_running_loop().create_task(self._notify())
        return update.update_id

    # ----------------------------------------------------------------- webhook delivery
    async def post_update(self, payload: dict, url: str | None = None, secret: str | None | bool = True) -> int:
        """POST one update to ``url`` (default the webhook's) as Telegram does; returns the HTTP status.

        ``secret``: True sends the registered secret token, None sends no header, a string sends that."""
        if self._session is None:
            self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
        assert self.webhook is not None or url is not None, "no webhook is registered"
        url = url or self.webhook["url"]
        headers = {}
        token = self.webhook.get("secret_token") if secret is True and self.webhook else secret
        if isinstance(token, str):
            headers["X-Telegram-Bot-Api-Secret-Token"] = token
        try:
            async with self._session.post(url, json=payload, headers=headers) as response:
                status: int | str = response.status
        except aiohttp.ClientConnectionError as error:
            status = type(error).__name__
        self.deliveries.append((payload["update_id"], url, status))
        await self._notify()
        return status if isinstance(status, int) else 0

    def _push_later(self, payload: dict) -> None:
        """Post ``payload`` to the webhook in a task of its own (kept until done, so stopping can wait for it)."""
        task = asyncio.get_running_loop().create_task(self._push_to_webhook(payload))
        self._delivering.add(task)
        task.add_done_callback(self._delivering.discard)

    async def _push_to_webhook(self, payload: dict) -> None:
        """Like Telegram behind a reverse proxy: round-robin over the targets, the next one when a worker
        does not answer 200, and again half a second later while none does (for ``redelivery_seconds``)."""
        targets = self.webhook_targets or [self.webhook["url"]]
        deadline = time.monotonic() + self.redelivery_seconds
        attempt = 0
        while True:
            url = targets[next(self._next_target) % len(targets)]
            if await self.post_update(payload, url) == 200 or time.monotonic() > deadline:
                return
            attempt += 1
            if attempt % len(targets) == 0:
                await asyncio.sleep(0.5)

    def route_to(self, targets: list[str]) -> None:
        """Post the next pushed updates to ``targets`` in turn, the first one first."""
        self.webhook_targets = list(targets)
        self._next_target = itertools.count()

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    def send_text(self, chat: telegram.Chat, user: telegram.User, text: str,
                  reply_to: int | None = None, topic: int | None = None) -> int:
        """A user writes ``text`` (in a forum's ``topic`` when given); a leading /command gets its
        bot_command entity, as Telegram does."""
        entities = []
        m = re.match(r"/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?", text)
        if m:
            entities.append(telegram.MessageEntity(type="bot_command", offset=0, length=m.end()))
        reply_message = None
        if reply_to is None and topic is not None:  # Telegram: a topic's message answers its first one
            reply_to = topic
        if reply_to is not None:
            stored = self.messages[(chat.id, reply_to)]
            reply_message = telegram.Message.de_json(stored, None)
        thread = topic
        if topic is None and reply_message is not None and chat.id in self.forums:
            # a reply in a forum's General topic: Telegram gives the reply chain's thread, not a topic
            thread = reply_message.message_thread_id or reply_message.message_id
        message = telegram.Message(
            message_id=next(self._message_ids), date=self._now(), chat=chat, from_user=user, text=text,
            entities=entities or None, reply_to_message=reply_message,
            message_thread_id=thread, is_topic_message=True if topic is not None else None,
        )
        if topic is not None:
            assert topic in self.forums.get(chat.id, {}), "no such topic in that forum"
        return self.push_update(message=message)

    def click(self, chat: telegram.Chat, user: telegram.User, message_id: int, data: str) -> str:
        """A user presses an inline button of the bot's message; returns the callback query id."""
        stored = self.messages[(chat.id, message_id)]
        query_id = str(next(self._callback_ids))
        query = telegram.CallbackQuery(
            id=query_id, from_user=user, chat_instance=f"ci{chat.id}",
            message=telegram.Message.de_json(stored, None), data=data,
        )
        self.push_update(callback_query=query)
        return query_id

    def answer_poll(self, poll_id: str, user: telegram.User, option_ids: list[int]) -> None:
        poll = self.polls[poll_id]
        persistent = [poll["options"][i]["persistent_id"] for i in option_ids]
        self.push_update(poll_answer=telegram.PollAnswer(
            poll_id=poll_id, option_ids=option_ids, user=user, option_persistent_ids=persistent))

    def inline_query(self, user: telegram.User, query: str) -> str:
        query_id = f"iq{next(self._callback_ids)}"
        self.push_update(inline_query=telegram.InlineQuery(
            id=query_id, from_user=user, query=query, offset="", chat_type="sender"))
        return query_id

    # ----------------------------------------------------------------- waiting for the bot
    async def wait_for(self, method: str, predicate=None, timeout: float = 5.0, start: int = 0,
                       any_method: bool = False) -> ApiCall:
        """The first call of ``method`` (from index ``start``) matching ``predicate``."""
        deadline = time.monotonic() + timeout
        while True:
            for call in self.calls[start:]:
                if (any_method or call.method == method) and (predicate is None or predicate(call)):
                    return call
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                seen = [c.method for c in self.calls[start:]]
                raise AssertionError(f"no {method} call within {timeout}s; saw {seen}; errors {self.errors}")
            async with self._changed:
                try:
                    await asyncio.wait_for(self._changed.wait(), min(remaining, 0.2))
                except TimeoutError:
                    pass

    async def wait_until(self, condition, timeout: float = 5.0, what: str = "the condition") -> None:
        """Until ``condition()`` holds (checked whenever the bot calls or a webhook delivery ends)."""
        deadline = time.monotonic() + timeout
        while not condition():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"{what} did not happen within {timeout}s; deliveries {self.deliveries[-5:]}")
            async with self._changed:
                try:
                    await asyncio.wait_for(self._changed.wait(), min(remaining, 0.2))
                except TimeoutError:
                    pass

    async def wait_for_any(self, methods: tuple[str, ...], timeout: float = 5.0, start: int = 0) -> ApiCall:
        """The first call of any of ``methods`` (from index ``start``)."""
        return await self.wait_for("", lambda call: call.method in methods, timeout, start, any_method=True)

    async def wait_count(self, method: str, count: int, timeout: float = 5.0, start: int = 0) -> list[ApiCall]:
        """Wait until ``count`` calls of ``method`` were made (from index ``start``); returns them."""
        await self.wait_for(method, lambda call: len(self.calls_of(method, start)) >= count, timeout, start)
        return self.calls_of(method, start)

    def calls_of(self, method: str, start: int = 0) -> list[ApiCall]:
        return [c for c in self.calls[start:] if c.method == method]

    # ----------------------------------------------------------------- HTTP
    async def _handle(self, request: web.Request) -> web.Response:
        started = time.perf_counter()
        try:
            return await self._answer(request)
        finally:
            if request.match_info["method"] != "getUpdates":  # getUpdates mostly waits; the rest is work
                self.busy_seconds += time.perf_counter() - started

    async def _answer(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        if request.match_info["token"] != self.token:
            return self._reply({"ok": False, "error_code": 401, "description": "Unauthorized"}, 401)
        params: dict[str, Any] = {}
        files: dict[str, bytes] = {}
        filenames: dict[str, str] = {}  # an uploaded file's name (a document keeps it)
        if request.method == "POST":
            form = await request.post()
            for key, value in form.items():
                if hasattr(value, "file"):
                    files[key] = value.file.read()
                    filenames[key] = value.filename
                    continue
                try:
                    params[key] = json.loads(value)
                except (TypeError, ValueError):
                    params[key] = value
        call = ApiCall(method, params, files, filenames)
        over = self._over_group_limit(method, params)
        if self.flood.get(method, 0) > 0 or over is not None:
            if over is None:
                self.flood[method] -= 1
            call.result = "429"
            self.calls.append(call)
            await self._notify()
            wait = over if over is not None else self.flood_retry_after
            return self._reply({"ok": False, "error_code": 429, "description": f"Too Many Requests: retry after {wait}",
                                "parameters": {"retry_after": wait}}, 429)
        handler = getattr(self, f"api_{method}", None)
        try:
            if handler is None:
                raise FakeApiError(f"Bad Request: method {method} is not implemented by the fake")
            thread, before = self._thread_before(method, params)
            result = handler(params, files) if method != "sendDocument" else handler(params, files, filenames)
            if asyncio.iscoroutine(result):
                result = await result
            result = self._thread_after(params, result, thread, before)
        except FakeApiError as exc:
            if not isinstance(exc, FakeForbidden):
                self.errors.append(f"{method}: {exc}")
            call.result = exc
            self.calls.append(call)
            await self._notify()
            return self._reply({"ok": False, "error_code": exc.status, "description": str(exc)}, exc.status)
        call.result = result
        if method != "getUpdates" or result:
            self.calls.append(call)
            await self._notify()
        return self._reply({"ok": True, "result": result})

    def _over_group_limit(self, method: str, params: dict) -> int | None:
        """Whole seconds to wait when this message would exceed its group's limit; else None (counted)."""
        if self.group_limit is None or not method.startswith(("send", "edit", "stopPoll")):
            return None
        try:
            chat_id = int(params.get("chat_id"))
        except (TypeError, ValueError):
            return None
        if chat_id >= 0 or method == "sendChatAction":
            return None
        limit, seconds = self.group_limit
        now = self.clock()
        times = [t for t in self._group_times.get(chat_id, []) if now - t < seconds]
        self._group_times[chat_id] = times
        if len(times) >= limit:
            return max(1, math.ceil(times[0] + seconds - now))
        times.append(now)
        return None

    def group_messages(self, chat_id: int, start: int = 0) -> list[ApiCall]:
        """The messages (sends, edits, stopped polls) the group received since ``start``, refused ones not."""
        return [c for c in self.calls[start:] if c.method.startswith(("send", "edit", "stopPoll"))
                and c.method != "sendChatAction" and c.result != "429"
                and not isinstance(c.result, FakeApiError) and int(c.params.get("chat_id", 0)) == chat_id]

    def refused(self, start: int = 0) -> list[ApiCall]:
        return [c for c in self.calls[start:] if c.result == "429"]

    @staticmethod
    def _reply(body: dict, status: int = 200) -> web.Response:
        return web.Response(body=json.dumps(body).encode(), status=status, content_type="application/json")

    # ----------------------------------------------------------------- checks
    def _check_text(self, params: dict, key: str, mode_key: str, limit: int, required: bool = True) -> str:
        text = params.get(key)
        if text is None:
            if required:
                raise FakeApiError(f"Bad Request: {key} is empty")
            return ""
        text = str(text)
        mode = params.get(mode_key)
        if mode == "HTML":
            plain = html_to_plain(text)
        elif mode in (None, ""):
            plain = text
        else:
            raise FakeApiError(f"Bad Request: the fake only checks HTML parse mode, got {mode!r}")
        if required and not plain.strip():
            raise FakeApiError(f"Bad Request: {key} must be non-empty")
        if len(plain) > limit:
            raise FakeApiError(f"Bad Request: {key} is too long ({len(plain)} > {limit})")
        return plain

    def _check_markup(self, params: dict) -> telegram.InlineKeyboardMarkup | None:
        raw = params.get("reply_markup")
        if raw is None:
            return None
        if "inline_keyboard" not in raw:
            if "force_reply" in raw:
                return None
            raise FakeApiError("Bad Request: only inline keyboards and force_reply are expected")
        markup = telegram.InlineKeyboardMarkup.de_json(raw, None)
        for row in markup.inline_keyboard:
            if not row:
                raise FakeApiError("Bad Request: empty keyboard row")
            for button in row:
                if not button.text:
                    raise FakeApiError("Bad Request: button text is empty")
                data = button.callback_data
                kinds = [data, button.url, button.web_app, button.switch_inline_query,
                         button.switch_inline_query_current_chat]
                if sum(k is not None for k in kinds) != 1:
                    raise FakeApiError("Bad Request: a button needs exactly one action")
                if button.web_app is not None and not (str(params.get("chat_id", "")).isdecimal()
                                                       and button.web_app.url.startswith("https://")):
                    # Telegram takes web_app inline buttons in private chats only, and only to https pages
                    raise FakeApiError("Bad Request: BUTTON_TYPE_INVALID")
                if data is not None and not 1 <= len(str(data).encode()) <= CALLBACK_DATA_LIMIT:
                    raise FakeApiError(f"Bad Request: BUTTON_DATA_INVALID ({data!r})")
        return markup

    def _chat(self, params: dict) -> telegram.Chat:
        try:
            chat_id = int(params["chat_id"])
        except (KeyError, ValueError) as exc:
            raise FakeApiError("Bad Request: chat_id is required and numeric here") from exc
        if chat_id in self.no_private_chat:
            raise FakeForbidden("Forbidden: bot can't initiate conversation with a user")
        if chat_id > 0:
            return telegram.Chat(id=chat_id, type="private", first_name="Player")
        return telegram.Chat(id=chat_id, type="supergroup", title="Mahjong club",
                             is_forum=chat_id in self.forums or None)

    def _store(self, message: telegram.Message) -> dict:
        data = message.to_dict()
        self.messages[(message.chat.id, message.message_id)] = data
        return data

    def _stored(self, params: dict) -> dict:
        key = (int(params.get("chat_id", 0)), int(params.get("message_id", 0)))
        if key not in self.messages:
            raise FakeApiError("Bad Request: message to edit not found")
        return self.messages[key]

    # ----------------------------------------------------------------- methods
    def api_getMe(self, params, files):
        return self.bot_user.to_dict()

    def api_deleteWebhook(self, params, files):
        self.webhook = None
        return True

    def api_setWebhook(self, params, files):
        url = str(params.get("url") or "")
        if not url:  # an empty URL removes the webhook, as deleteWebhook does
            self.webhook = None
            return True
        if not re.fullmatch(r"https?://[^/\s]+(/\S*)?", url):
            raise FakeApiError("Bad Request: bad webhook: invalid webhook URL specified")
        secret = params.get("secret_token")
        if secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", str(secret)):
            raise FakeApiError("Bad Request: secret token contains unallowed characters")
        self.webhook = {"url": url, "secret_token": None if secret is None else str(secret),
                        "allowed_updates": params.get("allowed_updates")}
        # Telegram keeps the updates that came before the webhook (up to 24 hours) and posts them to it,
        # unless asked to drop them: an update sent while a worker was still starting is not lost
        pending, self._updates = self._updates, []
        if str(params.get("drop_pending_updates", "")).lower() not in ("true", "1"):
            for payload in pending:
                self._push_later(payload)
        return True

    def api_getWebhookInfo(self, params, files):
        return {"url": (self.webhook or {}).get("url", ""), "has_custom_certificate": False,
                "pending_update_count": 0}

    def api_getUpdates(self, params, files):
        if self.webhook is not None:
            raise FakeApiError("Conflict: can't use getUpdates method while webhook is active; "
                               "use deleteWebhook to delete the webhook first")
        return self._get_updates(params)

    async def _get_updates(self, params: dict) -> list[dict]:
        offset = int(params.get("offset") or 0)
        limit = int(params.get("limit") or 100)
        timeout = float(params.get("timeout") or 0)
        if offset:
            self.acked_offset = max(self.acked_offset, offset)
            self._updates = [u for u in self._updates if u["update_id"] >= offset]
        deadline = time.monotonic() + timeout
        while not self._updates and not self._closing:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            async with self._changed:
                try:
                    await asyncio.wait_for(self._changed.wait(), remaining)
                except TimeoutError:
                    break
            if self._closing:
                break
        return self._updates[:limit]

    def api_setMyCommands(self, params, files):
        raw = params.get("commands")
        if not isinstance(raw, list) or not 0 < len(raw) <= 100:
            raise FakeApiError("Bad Request: commands must be a list of 1..100")
        commands = [telegram.BotCommand.de_json(c, None) for c in raw]
        for command in commands:
            if not _COMMAND_NAME.match(command.command):
                raise FakeApiError(f"Bad Request: BOT_COMMAND_INVALID {command.command!r}")
            if not 1 <= len(command.description) <= 256:
                raise FakeApiError(f"Bad Request: command description length for {command.command!r}")
        names = [c.command for c in commands]
        if len(names) != len(set(names)):
            raise FakeApiError("Bad Request: duplicate command names")
        scope = params.get("scope") or {"type": "default"}
        telegram.BotCommandScope.de_json(scope, None)
        language = params.get("language_code") or ""
        if language and not re.fullmatch(r"[a-z]{2}", language):
            raise FakeApiError(f"Bad Request: language_code {language!r} is not a two-letter code")
        self.commands[(scope["type"], language)] = raw
        return True

    def api_deleteMyCommands(self, params, files):
        return True

    def api_setChatMenuButton(self, params, files):
        return True

    def api_sendChatAction(self, params, files):
        return True

    def api_sendMessage(self, params, files):
        plain = self._check_text(params, "text", "parse_mode", MESSAGE_LIMIT)
        markup = self._check_markup(params)
        message = telegram.Message(
            message_id=next(self._message_ids), date=self._now(), chat=self._chat(params),
            from_user=self.bot_user, text=plain, reply_markup=markup,
        )
        return self._store(message)

    def api_sendPhoto(self, params, files):
        if "photo" not in files:
            raise FakeApiError("Bad Request: photo must be uploaded as a file")
        width, height = png_size(files["photo"])
        caption = self._check_text(params, "caption", "parse_mode", CAPTION_LIMIT, required=False)
        markup = self._check_markup(params)
        size = telegram.PhotoSize(file_id=f"photo{len(self.calls)}", file_unique_id=f"u{len(self.calls)}",
                                  width=width, height=height, file_size=len(files["photo"]))
        message = telegram.Message(
            message_id=next(self._message_ids), date=self._now(), chat=self._chat(params),
            from_user=self.bot_user, photo=[size], caption=caption or None, reply_markup=markup,
        )
        return self._store(message)

    def api_sendDocument(self, params, files, filenames):
        if "document" not in files:
            raise FakeApiError("Bad Request: document must be uploaded as a file")
        if not files["document"]:
            raise FakeApiError("Bad Request: file must be non-empty")
        caption = self._check_text(params, "caption", "parse_mode", CAPTION_LIMIT, required=False)
        markup = self._check_markup(params)
        name = filenames.get("document")
        document = telegram.Document(file_id=f"doc{len(self.calls)}", file_unique_id=f"u{len(self.calls)}",
                                     file_name=name, file_size=len(files["document"]))
        message = telegram.Message(
            message_id=next(self._message_ids), date=self._now(), chat=self._chat(params),
            from_user=self.bot_user, document=document, caption=caption or None, reply_markup=markup,
        )
        return self._store(message)

    def api_editMessageText(self, params, files):
        stored = self._stored(params)
        plain = self._check_text(params, "text", "parse_mode", MESSAGE_LIMIT)
        markup = self._check_markup(params)
        new_markup = markup.to_dict() if markup else None
        if stored.get("text") == plain and stored.get("reply_markup") == new_markup:
            raise FakeApiError("Bad Request: message is not modified")
        message = telegram.Message.de_json(dict(stored, text=plain), None)
        message = telegram.Message(
            message_id=message.message_id, date=message.date, chat=message.chat, from_user=self.bot_user,
            text=plain, reply_markup=markup, edit_date=self._now(),
        )
        return self._store(message)

    def api_editMessageCaption(self, params, files):
        stored = self._stored(params)
        plain = self._check_text(params, "caption", "parse_mode", CAPTION_LIMIT, required=False)
        return self._store_edit(params, dict(stored, caption=plain, edit_date=int(time.time())))

    def api_editMessageReplyMarkup(self, params, files):
        return self._store_edit(params, dict(self._stored(params)))

    def _store_edit(self, params, edited: dict) -> dict:
        """Keep an edited message with the keyboard the edit sent (none removes it)."""
        markup = self._check_markup(params)
        if markup:
            edited["reply_markup"] = markup.to_dict()
        else:
            edited.pop("reply_markup", None)
        self.messages[(int(params["chat_id"]), int(params["message_id"]))] = edited
        return edited

    def api_deleteMessage(self, params, files):
        self._stored(params)
        return True

    def api_setMessageReaction(self, params, files):
        key = (int(params["chat_id"]), int(params["message_id"]))
        self.reactions[key] = list(params.get("reaction") or [])
        return True

    def api_answerCallbackQuery(self, params, files):
        text = params.get("text") or ""
        if len(str(text)) > 200:
            raise FakeApiError("Bad Request: callback answer text longer than 200")
        return True

    def api_sendPoll(self, params, files):
        question = str(params.get("question", ""))
        options = params.get("options")
        if not 1 <= len(question) <= 300:
            raise FakeApiError("Bad Request: poll question must be 1..300 characters")
        if not isinstance(options, list) or not 2 <= len(options) <= 12:
            raise FakeApiError("Bad Request: a poll needs 2..12 options")
        texts = [o["text"] if isinstance(o, dict) else str(o) for o in options]
        if any(not 1 <= len(t) <= 100 for t in texts):
            raise FakeApiError("Bad Request: poll options must be 1..100 characters")
        kind = params.get("type", "regular")
        correct = params.get("correct_option_ids")
        if correct is None and params.get("correct_option_id") is not None:
            correct = [int(params["correct_option_id"])]
        if kind == "quiz":
            if not correct or any(not 0 <= int(c) < len(texts) for c in correct):
                raise FakeApiError("Bad Request: quiz poll needs a correct option in range")
        explanation = params.get("explanation")
        if explanation is not None:
            self._check_text(params, "explanation", "explanation_parse_mode", 200)
        open_period = params.get("open_period")
        if open_period is not None and not 5 <= int(open_period) <= 600:
            raise FakeApiError("Bad Request: open_period must be 5..600")
        poll_id = str(next(self._poll_ids))
        poll = telegram.Poll(
            id=poll_id, question=question,
            options=[telegram.PollOption(text=t, voter_count=0, persistent_id=f"{poll_id}-{i}")
                     for i, t in enumerate(texts)],
            total_voter_count=0, is_closed=False,
            is_anonymous=bool(params.get("is_anonymous", True)), type=kind,
            allows_multiple_answers=bool(params.get("allows_multiple_answers", False)),
            correct_option_ids=[int(c) for c in correct] if correct else None,
            explanation=explanation, open_period=int(open_period) if open_period is not None else None,
            allows_revoting=False, members_only=False,
        )
        self.polls[poll_id] = poll.to_dict()
        message = telegram.Message(
            message_id=next(self._message_ids), date=self._now(), chat=self._chat(params),
            from_user=self.bot_user, poll=poll,
        )
        return self._store(message)

    def api_stopPoll(self, params, files):
        stored = self._stored(params)
        if "poll" not in stored:
            raise FakeApiError("Bad Request: message has no poll")
        if (stored.get("from") or {}).get("id") != self.bot_user.id:
            raise FakeApiError("Bad Request: message can't be stopped")
        if stored["poll"].get("is_closed"):
            raise FakeApiError("Bad Request: poll has already been closed")
        poll = dict(stored["poll"], is_closed=True)
        self.polls[poll["id"]] = poll
        self.messages[(int(params["chat_id"]), int(params["message_id"]))] = dict(stored, poll=poll)
        return poll

    def api_answerInlineQuery(self, params, files):
        results = params.get("results")
        if not isinstance(results, list) or len(results) > 50:
            raise FakeApiError("Bad Request: results must be a list of at most 50")
        ids = set()
        for result in results:
            if result.get("type") != "article":
                raise FakeApiError(f"Bad Request: the fake expects articles, got {result.get('type')!r}")
            rid = str(result.get("id", ""))
            if not 1 <= len(rid.encode()) <= 64 or rid in ids:
                raise FakeApiError(f"Bad Request: RESULT_ID_INVALID {rid!r}")
            ids.add(rid)
            content = result.get("input_message_content") or {}
            telegram.InputTextMessageContent(
                message_text=content.get("message_text", ""), parse_mode=content.get("parse_mode"))
            self._check_text(content, "message_text", "parse_mode", MESSAGE_LIMIT)
            data = {k: v for k, v in result.items() if k not in ("type", "input_message_content")}
            telegram.InlineQueryResultArticle(
                input_message_content=telegram.InputTextMessageContent(content["message_text"]), **data)
        self.inline_answers[str(params.get("inline_query_id"))] = results
        return True

    def api_getChatMember(self, params, files):
        chat_id, user_id = int(params["chat_id"]), int(params["user_id"])
        user = telegram.User(id=user_id, first_name="Player", is_bot=False)
        if user_id in self.outsiders.get(chat_id, set()):
            return telegram.ChatMemberLeft(user=user).to_dict()
        if user_id in self.admins.get(chat_id, set()):
            member = telegram.ChatMemberAdministrator(
                user=user, can_be_edited=False, is_anonymous=False, can_manage_chat=True,
                can_delete_messages=True, can_manage_video_chats=False, can_restrict_members=True,
                can_promote_members=False, can_change_info=True, can_invite_users=True,
                can_post_stories=False, can_edit_stories=False, can_delete_stories=False,
            )
        else:
            member = telegram.ChatMemberMember(user=user)
        return member.to_dict()
