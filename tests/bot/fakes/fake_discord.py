"""A fake Discord (REST API + gateway websocket) on 127.0.0.1 for end-to-end tests of the real discord.py.

The bot logs in over REST, syncs its application commands, connects to the gateway, and receives
INTERACTION_CREATE events that a test dispatches: slash commands, autocomplete, button clicks, select
menus and modal submits. Everything the bot sends back (interaction callbacks, followups, edits,
channel messages, command syncs) is checked against Discord's limits and parsed with discord.py's own
models (``AppCommand``, ``Embed.from_dict``, the component factory), and a click is only accepted on a
component the bot really sent. Refusals become HTTP 400 and an entry in ``errors``; tests assert that
list is empty at the end.

Use: ``await fake.start()``, then ``fake.patch_discord()`` points discord.py's REST base and gateway at
the fake (restore with ``fake.unpatch_discord()``).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import itertools
import json
import re
import time
from dataclasses import dataclass, field
from typing import Any

import discord
import yarl
from aiohttp import WSMsgType, web
from discord import app_commands
from discord.components import _component_factory

from tests.bot.fakes.discord_files import AttachedFiles
from tests.bot.fakes.discord_threads import MissingPermissions, ThreadChannels

API = "/api/v10"
EPHEMERAL = 64
_NAME = re.compile(r"^[-_\w]{1,32}$")
_LOCALES = {locale.value for locale in discord.Locale}
CALLBACK_TYPES = {1: "pong", 4: "message", 5: "defer", 6: "defer_update", 7: "update", 8: "autocomplete",
                  9: "modal"}


_MARKERS = "*_~|"
_ZERO_WIDTH = "\u200b"


def markdown_to_plain(text: str) -> str:
    """What a Discord client shows of ``text``: escapes resolved, code taken literally, and every
    unescaped emphasis, strike or spoiler marker (``* _ ~ |``) dropped as the markup it is.

    A test compares this with what the user typed: typed ``**a*b**`` shows as typed only if each
    of its markers was escaped; an injected one disappears here, as it would into bold there.
    Raises ``FakeApiError`` for a code span or block that is never closed.
    """
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text) and not text[i + 1].isalnum() and not text[i + 1].isspace():
            out.append(text[i + 1])
            i += 2
            continue
        for fence in ("```", "``", "`"):
            if text.startswith(fence, i):
                end = text.find(fence, i + len(fence))
                if end < 0:
                    raise FakeApiError(f"unclosed {fence} at offset {i}")
                body = text[i + len(fence):end]
                if fence == "```":
                    body = body.removeprefix("\n").removesuffix("\n")
                elif fence == "``":
                    body = body.removeprefix(" ").removesuffix(" ")
                out.append(body.replace(_ZERO_WIDTH, ""))
                i = end + len(fence)
                break
        else:
            if text[i] not in _MARKERS:
                out.append(text[i])
            i += 1
    return "".join(out)


class FakeApiError(Exception):
    """A payload Discord would refuse."""


@dataclass
class Event:
    """One thing the bot did: ``kind`` is callback/followup/edit/delete/channel_message/sync."""

    kind: str
    interaction_id: int | None
    body: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)
    message: dict[str, Any] | None = None
    at: float = field(default_factory=time.monotonic)

    @property
    def callback_type(self) -> str | None:
        return CALLBACK_TYPES.get(self.body.get("type")) if self.kind == "callback" else None

    @property
    def data(self) -> dict[str, Any]:
        return (self.body.get("data") or {}) if self.kind == "callback" else self.body


def _snowflakes():
    base = int(time.time() * 1000 - 1420070400000) << 22
    return itertools.count(base, 1 << 12)


class FakeDiscord(ThreadChannels, AttachedFiles):
    def __init__(self, token: str = "discord-test-token", heartbeat_interval: float = 41.25) -> None:
        self.token = token
        #: seconds between the heartbeats a client sends (Discord asks for about 41 s in HELLO)
        self.heartbeat_interval = heartbeat_interval
        #: when each heartbeat arrived (``time.monotonic``)
        self.heartbeats: list[float] = []
        self._ids = _snowflakes()
        self.application_id = next(self._ids)
        self.bot_user = {"id": str(self.application_id), "username": "fanbot", "discriminator": "0",
                         "global_name": "Fanbot", "avatar": None, "bot": True}
        self.guild_id = next(self._ids)
        self.channel_id = next(self._ids)
        self.events: list[Event] = []
        self.errors: list[str] = []
        self.commands: list[dict] = []  # as synced, with ids
        self.messages: dict[int, dict] = {}  # message id -> message payload
        self.interactions: dict[int, dict] = {}  # interaction id -> payload sent to the bot
        self.modals: dict[int, dict] = {}  # interaction id -> modal data the bot answered with
        self._original: dict[str, int] = {}  # interaction token -> original response message id
        #: shard id -> its gateway connection (a client that sends no ``shard`` in IDENTIFY is shard 0)
        self._shards: dict[int, web.WebSocketResponse] = {}
        self.shard_count = 1
        #: the ``shard`` field of every IDENTIFY, in order (``None`` when the client sent none)
        self.identifies: list[list[int] | None] = []
        #: interaction id -> the shard whose connection delivered it
        self.delivered_on: dict[int, int] = {}
        self._seq = 0
        self.identified = asyncio.Event()
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._saved: tuple[str, Any] | None = None
        self._init_threads()
        self._init_files()

    # ----------------------------------------------------------------- lifecycle
    async def start(self) -> None:
        app = web.Application(client_max_size=20 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", API + "/{path:.*}", self._rest)
        self.route_files(app)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        for ws in list(self._shards.values()):
            if not ws.closed:
                await ws.close()
        if self._runner:
            await self._runner.cleanup()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}{API}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def patch_discord(self) -> None:
        """Point discord.py's class-level REST base and gateway at this fake (for in-process tests)."""
        self._saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
        discord.http.Route.BASE = self.api_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)

    def unpatch_discord(self) -> None:
        if self._saved:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = self._saved

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    # ----------------------------------------------------------------- gateway
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": int(self.heartbeat_interval * 1000)}})
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            payload = json.loads(msg.data)
            op = payload.get("op")
            if op == 1:
                self.heartbeats.append(time.monotonic())
                await ws.send_json({"op": 11})
                await self._notify()
            elif op == 2:
                if payload["d"].get("token") != self.token:
                    await ws.close(code=4004, message=b"Authentication failed")
                    break
                shard = payload["d"].get("shard")
                self.identifies.append(shard)
                if shard is not None:
                    shard_id, count = shard
                    if not 0 <= shard_id < count:  # Discord closes with "invalid shard"
                        await ws.close(code=4010, message=b"Invalid shard")
                        break
                    self.shard_count = count
                self._shards[shard[0] if shard else 0] = ws
                ready = {
                    "v": 10, "user": self.bot_user, "guilds": [], "session_id": f"fake-session-{len(self.identifies)}",
                    "resume_gateway_url": self.gateway_url,
                    "application": {"id": str(self.application_id), "flags": 0},
                }
                if shard is not None:
                    ready["shard"] = shard
                await self._send(ws, "READY", ready)
                await self._notify()
                self.identified.set()
        return ws

    def shard_of(self, guild_id: int | None) -> int:
        """The shard Discord routes a guild's events to; direct messages go to shard 0."""
        return 0 if guild_id is None else (int(guild_id) >> 22) % self.shard_count

    def guild_on_shard(self, shard_id: int, shard_count: int) -> int:
        """A guild id whose events go to ``shard_id`` of ``shard_count``."""
        guild_id = self.guild_id
        while (guild_id >> 22) % shard_count != shard_id:
            guild_id += 1 << 22
        return guild_id

    async def wait_for_shards(self, shard_ids, timeout: float = 15.0) -> None:
        """Until every one of ``shard_ids`` has identified."""
        deadline = time.monotonic() + timeout
        while not set(shard_ids) <= set(self._shards):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"shards {sorted(set(shard_ids) - set(self._shards))} never identified")
            async with self._changed:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._changed.wait(), min(remaining, 0.2))

    async def _send(self, ws: web.WebSocketResponse, event: str, data: dict) -> None:
        self._seq += 1
        await ws.send_json({"op": 0, "t": event, "s": self._seq, "d": data})

    async def _dispatch(self, event: str, data: dict) -> None:
        shard = self.shard_of(data.get("guild_id"))
        ws = self._shards.get(shard)
        assert ws is not None and not ws.closed, f"no bot is connected on shard {shard}"
        await self._send(ws, event, data)

    # ----------------------------------------------------------------- interactions a test sends
    def member(self, user_id: int, name: str = "player", permissions: int = 0) -> dict:
        return {
            "user": {"id": str(user_id), "username": name, "discriminator": "0", "global_name": name.title(),
                     "avatar": None},
            "roles": [], "joined_at": "2024-01-01T00:00:00+00:00", "deaf": False, "mute": False,
            "permissions": str(permissions), "flags": 0,
        }

    def _base_interaction(self, kind: int, user_id: int, name: str, locale: str, guild: bool,
                          permissions: int, guild_id: int | None = None, channel_id: int | None = None) -> dict:
        guild_id = guild_id or self.guild_id
        payload: dict[str, Any] = {
            "id": str(next(self._ids)), "application_id": str(self.application_id), "type": kind,
            "token": f"itoken{next(self._ids)}", "version": 1, "locale": locale,
            "app_permissions": str(discord.Permissions.text().value), "entitlements": [],
            "attachment_size_limit": 10 * 1024 * 1024, "authorizing_integration_owners": {"0": str(self.guild_id)},
        }
        if guild:
            where, channel = self._channel_payload(channel_id, guild_id)
            payload.update({
                "guild_id": str(guild_id), "guild_locale": "en-US", "context": 0,
                "channel_id": where, "channel": channel,
                "member": self.member(user_id, name, permissions),
            })
        else:
            dm_id = str(user_id + 1)
            payload.update({
                "context": 1, "channel_id": dm_id,
                "channel": {"id": dm_id, "type": 1, "recipients": [self.member(user_id, name)["user"]]},
                "user": self.member(user_id, name)["user"],
            })
        return payload

    def _command(self, name: str) -> dict:
        for command in self.commands:
            if command["name"] == name:
                return command
        raise AssertionError(f"/{name} was not synced; synced: {[c['name'] for c in self.commands]}")

    def _options(self, command: dict, options: dict[str, Any], focused: str | None) -> list[dict]:
        """Build option payloads, checking each against the synced command's declared options."""
        declared = {o["name"]: o for o in command.get("options", [])}
        out = []
        for option_name, value in options.items():
            if option_name not in declared:
                raise AssertionError(f"/{command['name']} has no option {option_name!r}; has {list(declared)}")
            option = {"name": option_name, "type": declared[option_name]["type"], "value": value}
            if option_name == focused:
                option["focused"] = True
            out.append(option)
        missing = [n for n, o in declared.items() if o.get("required") and n not in options and focused is None]
        if missing:
            raise AssertionError(f"/{command['name']} requires {missing}")
        return out

    def _command_data(self, command: str, subcommand: str | None, options: dict[str, Any],
                      focused: str | None) -> dict:
        spec = self._command(command)
        data: dict[str, Any] = {"id": spec["id"], "name": command, "type": 1}
        if subcommand is None:
            data["options"] = self._options(spec, options, focused)
            return data
        sub = next((o for o in spec.get("options", []) if o["name"] == subcommand and o["type"] == 1), None)
        if sub is None:
            raise AssertionError(f"/{command} has no subcommand {subcommand!r}")
        data["options"] = [{"name": subcommand, "type": 1,
                            "options": self._options(dict(sub, name=f"{command} {subcommand}"), options, focused)}]
        return data

    async def slash(self, command: str, subcommand: str | None = None, *, user_id: int = 1001,
                    user_name: str = "player", locale: str = "en-US", guild: bool = True, permissions: int = 0,
                    guild_id: int | None = None, channel_id: int | None = None, **options: Any) -> int:
        """A user runs ``/command [subcommand] option=value`` (in ``guild_id``, default the fake's guild;
        in ``channel_id``, one of its threads, else its channel)."""
        payload = self._base_interaction(2, user_id, user_name, locale, guild, permissions, guild_id, channel_id)
        payload["data"] = self._command_data(command, subcommand, options, None)
        self.resolve_files(payload["data"])
        if guild:
            payload["data"]["guild_id"] = payload["guild_id"]
        return await self._send_interaction(payload)

    async def autocomplete(self, command: str, focused: str, *, user_id: int = 1001, locale: str = "en-US",
                           **options: Any) -> int:
        """A user types into option ``focused`` (its current text among ``options``)."""
        declared = {o["name"]: o for o in self._command(command).get("options", [])}
        if not declared.get(focused, {}).get("autocomplete"):
            raise AssertionError(f"/{command} option {focused!r} has no autocomplete")
        payload = self._base_interaction(4, user_id, "player", locale, True, 0)
        payload["data"] = self._command_data(command, None, options, focused)
        return await self._send_interaction(payload)

    def _find_component(self, message: dict, custom_id: str) -> dict:
        for row in message.get("components", []):
            for component in row.get("components", []):
                if component.get("custom_id") == custom_id:
                    return component
        raise AssertionError(f"message {message['id']} has no component {custom_id!r}")

    async def click(self, message_id: int, custom_id: str, user_id: int = 1001, user_name: str = "player",
                    locale: str = "en-US", guild_id: int | None = None) -> int:
        """A user presses a button of a message the bot sent (in the channel or thread it is in)."""
        message = self.messages[int(message_id)]
        component = self._find_component(message, custom_id)
        if component["type"] != 2 or component.get("disabled"):
            raise AssertionError(f"{custom_id!r} is not an enabled button")
        payload = self._base_interaction(3, user_id, user_name, locale, True, 0, guild_id,
                                         int(message["channel_id"]))
        payload["message"] = message
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        return await self._send_interaction(payload)

    async def choose(self, message_id: int, custom_id: str, values: list[str], user_id: int = 1001,
                     user_name: str = "player", locale: str = "en-US") -> int:
        """A user picks ``values`` in a select menu of a message the bot sent."""
        message = self.messages[int(message_id)]
        component = self._find_component(message, custom_id)
        allowed = {o["value"] for o in component.get("options", [])}
        if component["type"] != 3 or not set(values) <= allowed:
            raise AssertionError(f"{values} are not options of {custom_id!r}: {sorted(allowed)}")
        if not component.get("min_values", 1) <= len(values) <= component.get("max_values", 1):
            raise AssertionError(f"{len(values)} values outside the select's min/max")
        payload = self._base_interaction(3, user_id, user_name, locale, True, 0)
        payload["message"] = message
        payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": values}
        return await self._send_interaction(payload)

    async def submit_modal(self, interaction_id: int, values: dict[str, str], user_id: int = 1001,
                           user_name: str = "player", locale: str = "en-US") -> int:
        """A user fills in and submits the modal the bot opened in answer to ``interaction_id``."""
        modal = self.modals[int(interaction_id)]
        rows = []
        for row in modal["components"]:
            inner = row.get("components") or [row.get("component")]
            for field_ in inner:
                if field_["type"] == 4:
                    value = values.get(field_["custom_id"], "")
                    if field_.get("required", True) and not value:
                        raise AssertionError(f"modal field {field_['custom_id']!r} is required")
                    rows.append({"type": row["type"], "components": [
                        {"type": 4, "custom_id": field_["custom_id"], "value": value}]})
        payload = self._base_interaction(5, user_id, user_name, locale, True, 0)
        payload["data"] = {"custom_id": modal["custom_id"], "components": rows}
        origin = self.interactions[int(interaction_id)]
        if "message" in origin:
            payload["message"] = self.messages.get(int(origin["message"]["id"]), origin["message"])
        return await self._send_interaction(payload)

    async def _send_interaction(self, payload: dict) -> int:
        await asyncio.wait_for(self.identified.wait(), 5)
        self.interactions[int(payload["id"])] = payload
        self.delivered_on[int(payload["id"])] = self.shard_of(payload.get("guild_id"))
        await self._dispatch("INTERACTION_CREATE", payload)
        return int(payload["id"])

    # ----------------------------------------------------------------- waiting for the bot
    async def wait_for(self, interaction_id: int | None = None, kind: str | None = None, predicate=None,
                       timeout: float = 5.0, start: int = 0) -> Event:
        deadline = time.monotonic() + timeout
        while True:
            for event in self.events[start:]:
                if interaction_id is not None and event.interaction_id != interaction_id:
                    continue
                if kind is not None and event.kind != kind:
                    continue
                if predicate is None or predicate(event):
                    return event
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                seen = [(e.kind, e.interaction_id) for e in self.events[start:]]
                raise AssertionError(f"no {kind} for {interaction_id} in {timeout}s; saw {seen}; {self.errors}")
            async with self._changed:
                try:
                    await asyncio.wait_for(self._changed.wait(), min(remaining, 0.2))
                except TimeoutError:
                    pass

    async def wait_for_heartbeats(self, count: int, timeout: float = 5.0) -> None:
        """Until ``count`` heartbeats in all have arrived."""
        deadline = time.monotonic() + timeout
        while len(self.heartbeats) < count:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"{len(self.heartbeats)} heartbeats in {timeout}s, not {count}")
            async with self._changed:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._changed.wait(), min(remaining, 0.2))

    def events_for(self, interaction_id: int) -> list[Event]:
        return [e for e in self.events if e.interaction_id == interaction_id]

    # ----------------------------------------------------------------- REST
    async def _rest(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") not in (f"Bot {self.token}", None):
            return self._json({"message": "401: Unauthorized", "code": 0}, 401)
        path = request.match_info["path"]
        body, files = await self._read_body(request)
        try:
            result = await self._route(request.method, path, body, files, request)
        except MissingPermissions as exc:  # refused as Discord refuses it; the bot must cope
            await self._notify()
            return self._json({"message": str(exc), "code": 50013}, 403)
        except FakeApiError as exc:
            self.errors.append(f"{request.method} {path}: {exc}")
            await self._notify()
            return self._json({"message": str(exc), "code": 50035}, 400)
        except KeyError as exc:
            self.errors.append(f"{request.method} {path}: unknown route or id {exc}")
            await self._notify()
            return self._json({"message": "404: Not Found", "code": 0}, 404)
        await self._notify()
        if result is None:
            return web.Response(status=204)
        return self._json(result)

    @staticmethod
    def _json(body: Any, status: int = 200) -> web.Response:
        # discord.py parses JSON only for exactly "application/json" (no charset suffix).
        return web.Response(body=json.dumps(body).encode(), status=status, content_type="application/json")

    async def _read_body(self, request: web.Request) -> tuple[dict, dict[str, bytes]]:
        if request.method in ("GET", "DELETE") or not request.can_read_body:
            return {}, {}
        if request.content_type.startswith("multipart/"):
            body: dict = {}
            files: dict[str, bytes] = {}
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    body = json.loads(await part.text())
                else:
                    files[part.filename or part.name] = bytes(await part.read())
            return body, files
        raw = await request.read()
        return (json.loads(raw) if raw else {}), {}

    async def _route(self, method: str, path: str, body: dict, files: dict, request: web.Request):
        parts = path.split("/")
        if path == "users/@me":
            return self.bot_user
        if path == "oauth2/applications/@me":
            return {"id": str(self.application_id), "name": "fanbot", "description": "", "icon": None,
                    "bot_public": True, "bot_require_code_grant": False,
                    "owner": self.bot_user, "verify_key": "0" * 64, "flags": 0}
        if parts[0] == "applications" and parts[-1] == "commands" and method == "PUT":
            return self._sync(body, guild_id=parts[3] if len(parts) == 5 else None)
        if parts[0] == "applications" and parts[-1] == "commands" and method == "GET":
            return self.commands
        if parts[0] == "interactions" and parts[-1] == "callback":
            return self._callback(int(parts[1]), parts[2], body, files)
        if parts[0] == "webhooks":
            return self._webhook(method, parts[2], parts[3:], body, files,
                                 request.query.get("wait"))
        if parts[0] == "channels" and method == "POST" and (parts[2:] == ["threads"] or (
                parts[2:3] == ["messages"] and parts[4:] == ["threads"])):
            return self._start_thread(int(parts[1]), int(parts[3]) if len(parts) == 5 else None, body)
        if parts[0] == "channels" and parts[2:3] == ["messages"]:
            return self._channel_message(method, int(parts[1]), parts[3] if len(parts) > 3 else None, body, files)
        if parts[0] == "channels" and parts[2:3] == ["typing"]:
            return None
        raise FakeApiError(f"route {method} {path} is not implemented by the fake")

    # ----------------------------------------------------------------- validation
    def _check_localizations(self, where: str, mapping: dict | None, limit: int, name_like: bool) -> None:
        for locale, text in (mapping or {}).items():
            if locale not in _LOCALES:
                raise FakeApiError(f"{where}: unknown locale {locale!r}")
            if name_like and (not _NAME.match(text) or text != text.lower()):
                raise FakeApiError(f"{where}: invalid localized name {text!r} ({locale})")
            if not name_like and not 1 <= len(text) <= limit:
                raise FakeApiError(f"{where}: localized description length ({locale})")

    def _check_command(self, command: dict) -> None:
        name = command.get("name", "")
        if not _NAME.match(name) or name != name.lower():
            raise FakeApiError(f"invalid command name {name!r}")
        if command.get("type", 1) == 1 and not 1 <= len(command.get("description", "")) <= 100:
            raise FakeApiError(f"/{name}: description must be 1..100 characters")
        self._check_localizations(f"/{name}", command.get("name_localizations"), 32, True)
        self._check_localizations(f"/{name}", command.get("description_localizations"), 100, False)
        options = command.get("options", [])
        if len(options) > 25:
            raise FakeApiError(f"/{name}: more than 25 options")
        seen_optional = False
        for option in options:
            oname = option.get("name", "")
            if not _NAME.match(oname) or oname != oname.lower():
                raise FakeApiError(f"/{name}: invalid option name {oname!r}")
            if not 1 <= len(option.get("description", "")) <= 100:
                raise FakeApiError(f"/{name} {oname}: description must be 1..100 characters")
            self._check_localizations(f"/{name} {oname}", option.get("name_localizations"), 32, True)
            self._check_localizations(f"/{name} {oname}", option.get("description_localizations"), 100, False)
            if option.get("required"):
                if seen_optional:
                    raise FakeApiError(f"/{name}: required option {oname!r} after an optional one")
            else:
                seen_optional = True
            if option.get("autocomplete") and option.get("choices"):
                raise FakeApiError(f"/{name} {oname}: autocomplete and choices exclude each other")
            if len(option.get("choices") or []) > 25:
                raise FakeApiError(f"/{name} {oname}: more than 25 choices")
            for choice in option.get("choices") or []:
                if not 1 <= len(choice.get("name", "")) <= 100:
                    raise FakeApiError(f"/{name} {oname}: choice name must be 1..100 characters")
                self._check_localizations(f"/{name} {oname} choice", choice.get("name_localizations"), 100, False)
            if option.get("type") in (1, 2):  # a subcommand (group): its own options follow the same rules
                self._check_command(dict(option, type=1))
        perms = command.get("default_member_permissions")
        if perms is not None and not str(perms).isdigit():
            raise FakeApiError(f"/{name}: default_member_permissions must be a numeric string")

    def _check_components(self, components: list[dict]) -> None:
        if len(components) > 5:
            raise FakeApiError("more than 5 action rows")
        for row in components:
            parsed = _component_factory(row)
            if row.get("type") != 1 or parsed is None:
                raise FakeApiError(f"top-level component must be an action row, got {row.get('type')}")
            children = row.get("components", [])
            if not 1 <= len(children) <= 5:
                raise FakeApiError("an action row holds 1..5 components")
            kinds = {c["type"] for c in children}
            if 3 in kinds and len(children) != 1:
                raise FakeApiError("a select menu needs a row of its own")
            for child in children:
                _component_factory(child)
                if child["type"] == 2:
                    if len(child.get("label") or "") > 80:
                        raise FakeApiError(f"button label longer than 80: {child.get('label')!r}")
                    if child.get("style") != 5 and not 1 <= len(child.get("custom_id") or "") <= 100:
                        raise FakeApiError("button custom_id must be 1..100 characters")
                if child["type"] == 3:
                    options = child.get("options", [])
                    if not 1 <= len(options) <= 25:
                        raise FakeApiError("a select menu holds 1..25 options")
                    if len(child.get("placeholder") or "") > 150:
                        raise FakeApiError("select placeholder longer than 150")
                    if not 0 <= child.get("min_values", 1) <= child.get("max_values", 1) <= len(options):
                        raise FakeApiError("select min_values/max_values out of range")
                    for option in options:
                        if not 1 <= len(option["label"]) <= 100 or not 1 <= len(option["value"]) <= 100:
                            raise FakeApiError(f"select option label/value must be 1..100: {option}")
                        if len(option.get("description") or "") > 100:
                            raise FakeApiError("select option description longer than 100")
        ids = [c.get("custom_id") for r in components for c in r.get("components", []) if c.get("custom_id")]
        if len(ids) != len(set(ids)):
            raise FakeApiError(f"duplicate custom_id in one message: {ids}")

    def _check_message(self, body: dict, files: dict[str, bytes]) -> None:
        content = body.get("content") or ""
        if len(content) > 2000:
            raise FakeApiError(f"content longer than 2000 ({len(content)})")
        embeds = body.get("embeds") or []
        if len(embeds) > 10:
            raise FakeApiError("more than 10 embeds")
        total = 0
        for data in embeds:
            embed = discord.Embed.from_dict(data)
            if len(embed.title or "") > 256 or len(embed.description or "") > 4096:
                raise FakeApiError("embed title > 256 or description > 4096")
            if len(embed.fields) > 25:
                raise FakeApiError("embed with more than 25 fields")
            for f in embed.fields:
                if not 1 <= len(f.name or "") <= 256 or not 1 <= len(f.value or "") <= 1024:
                    raise FakeApiError(f"embed field name 1..256 / value 1..1024: {f.name!r}")
            total += len(embed)
        if total > 6000:
            raise FakeApiError("embeds longer than 6000 characters in total")
        self._check_components(body.get("components") or [])
        if not (content or embeds or files or body.get("components") or body.get("attachments")):
            raise FakeApiError("Cannot send an empty message")
        for name, data in files.items():
            if not data:
                raise FakeApiError(f"attachment {name} is empty")
            if name.endswith(".png") and data[:8] != b"\x89PNG\r\n\x1a\n":
                raise FakeApiError(f"attachment {name} is not a PNG")

    def _make_message(self, body: dict, files: dict[str, bytes], channel_id: int, message_id: int | None = None,
                      flags: int = 0, previous: dict | None = None) -> dict:
        attachments = [
            {"id": str(next(self._ids)), "filename": name, "size": len(data),
             "url": f"https://cdn.invalid/{name}", "proxy_url": f"https://cdn.invalid/{name}",
             "content_type": "image/png" if name.endswith(".png") else "application/octet-stream"}
            for name, data in files.items()
        ]
        if previous is not None and not files and "attachments" not in body:
            attachments = previous.get("attachments", [])
        now = dt.datetime.now(dt.UTC).isoformat()
        message = dict(previous or {})
        message.update({
            "id": str(message_id or next(self._ids)), "channel_id": str(channel_id), "author": self.bot_user,
            "timestamp": (previous or {}).get("timestamp", now), "edited_timestamp": now if previous else None,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "pinned": False,
            "type": 0, "flags": (previous or {}).get("flags", flags), "attachments": attachments,
        })
        for key in ("content", "embeds", "components"):
            if key in body or previous is None:
                message[key] = body.get(key) or ([] if key != "content" else "")
        self.messages[int(message["id"])] = message
        return message

    # ----------------------------------------------------------------- endpoints
    def _sync(self, body: list[dict], guild_id: str | None) -> list[dict]:
        if not isinstance(body, list) or len(body) > 100:
            raise FakeApiError("bulk overwrite needs a list of at most 100 commands")
        names = [c.get("name") for c in body]
        if len(names) != len(set(names)):
            raise FakeApiError(f"duplicate command names {names}")
        synced = []
        for command in body:
            self._check_command(command)
            full = dict(command, id=str(next(self._ids)), application_id=str(self.application_id), version="1")
            if guild_id:
                full["guild_id"] = guild_id
            app_commands.AppCommand(data=full, state=None)  # discord.py's own parser must accept it
            synced.append(full)
        self.commands = synced
        self.events.append(Event("sync", None, {"commands": synced}))
        return synced

    def _interaction(self, interaction_id: int, token: str) -> dict:
        payload = self.interactions.get(interaction_id)
        if payload is None or payload["token"] != token:
            raise FakeApiError(f"Unknown interaction {interaction_id}")
        return payload

    def _callback(self, interaction_id: int, token: str, body: dict, files: dict[str, bytes]) -> dict:
        payload = self._interaction(interaction_id, token)
        if any(e.kind == "callback" for e in self.events_for(interaction_id)):
            raise FakeApiError("Interaction has already been acknowledged")
        kind = body.get("type")
        data = body.get("data") or {}
        channel_id = int(payload["channel_id"])
        message = None
        if kind == 8:
            if payload["type"] != 4:
                raise FakeApiError("autocomplete result for a non-autocomplete interaction")
            choices = data.get("choices", [])
            if len(choices) > 25:
                raise FakeApiError("more than 25 autocomplete choices")
            for choice in choices:
                if not 1 <= len(choice["name"]) <= 100 or len(str(choice["value"])) > 100:
                    raise FakeApiError(f"autocomplete choice name/value length: {choice}")
                app_commands.Choice.from_dict(choice)
        elif kind == 4:
            self._check_message(data, files)
            message = self._make_message(data, files, channel_id, flags=data.get("flags", 0) & EPHEMERAL)
            self._original[token] = int(message["id"])
        elif kind == 5:
            message = self._make_message({"content": ""}, {}, channel_id, flags=data.get("flags", 0) & EPHEMERAL)
            message["flags"] |= 128  # loading
            self._original[token] = int(message["id"])
        elif kind in (6, 7):
            if "message" not in payload:
                raise FakeApiError("update-message callback for an interaction without a message")
            if kind == 7:
                self._check_message(dict(payload["message"], **data), files)
            previous = self.messages[int(payload["message"]["id"])]
            message = self._make_message(data if kind == 7 else {}, files, channel_id,
                                         int(previous["id"]), previous=previous)
            self._original[token] = int(message["id"])
        elif kind == 9:
            if payload["type"] not in (2, 3):
                raise FakeApiError("a modal can only answer a command or a component")
            if not 1 <= len(data.get("title", "")) <= 45 or not 1 <= len(data.get("custom_id", "")) <= 100:
                raise FakeApiError("modal title 1..45 and custom_id 1..100")
            for row in data.get("components", []):
                _component_factory(row)
                for field_ in row.get("components") or [row.get("component")]:
                    if field_ and field_.get("type") == 4 and len(field_.get("label") or "") > 45:
                        raise FakeApiError("text input label longer than 45")
            self.modals[interaction_id] = data
        else:
            raise FakeApiError(f"unsupported callback type {kind}")
        self.events.append(Event("callback", interaction_id, body, files, message))
        response: dict[str, Any] = {"interaction": {"id": str(interaction_id), "type": payload["type"]}}
        if message is not None:
            response["interaction"].update({"response_message_id": message["id"],
                                            "response_message_loading": kind == 5,
                                            "response_message_ephemeral": bool(message["flags"] & EPHEMERAL)})
            response["resource"] = {"type": kind, "message": message}
        else:
            response["resource"] = {"type": kind}
        return response

    def _by_token(self, token: str) -> tuple[int, dict]:
        for interaction_id, payload in self.interactions.items():
            if payload["token"] == token:
                return interaction_id, payload
        raise FakeApiError("Unknown Webhook")

    def _webhook(self, method: str, token: str, rest: list[str], body: dict, files: dict[str, bytes],
                 wait: str | None) -> dict | None:
        interaction_id, payload = self._by_token(token)
        if not any(e.kind == "callback" for e in self.events_for(interaction_id)):
            raise FakeApiError("Unknown Webhook (the interaction was never acknowledged)")
        channel_id = int(payload["channel_id"])
        if not rest and method == "POST":
            self._check_message(body, files)
            message = self._make_message(body, files, channel_id, flags=body.get("flags", 0) & EPHEMERAL)
            self.events.append(Event("followup", interaction_id, body, files, message))
            return message if wait else None
        if rest[:1] == ["messages"] and len(rest) == 2:
            ref = rest[1]
            message_id = self._original.get(token) if ref == "@original" else int(ref)
            if message_id is None or message_id not in self.messages:
                raise FakeApiError("Unknown Message")
            previous = self.messages[message_id]
            if method == "GET":
                return previous
            if method == "DELETE":
                self.events.append(Event("delete", interaction_id, {"message_id": message_id}))
                return None
            if method == "PATCH":
                merged = {k: previous.get(k) for k in ("content", "embeds", "components")}
                merged.update(body)
                self._check_message(merged, files or ({"kept": b"x"} if previous.get("attachments") else {}))
                message = self._make_message(body, files, channel_id, message_id, previous=previous)
                message["flags"] = message["flags"] & ~128
                self.events.append(Event("edit", interaction_id, body, files, message))
                return message
        raise FakeApiError(f"webhook route {method} {rest} is not implemented by the fake")

    def _channel_message(self, method: str, channel_id: int, message_id: str | None, body: dict,
                         files: dict[str, bytes]) -> dict | None:
        if method == "POST" and message_id is None:
            self._check_open(channel_id)
            self._check_message(body, files)
            message = self._make_message(body, files, channel_id)
            self._posting_in(channel_id, body, message)
            self.events.append(Event("channel_message", None, body, files, message))
            return message
        if message_id is not None and int(message_id) in self.messages:
            previous = self.messages[int(message_id)]
            if method == "PATCH":
                message = self._make_message(body, files, channel_id, int(message_id), previous=previous)
                self.events.append(Event("channel_edit", None, body, files, message))
                return message
            if method == "GET":
                return previous
        raise FakeApiError(f"channel route {method} {channel_id}/{message_id} is not implemented")
