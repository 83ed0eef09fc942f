"""Discord adapter: discord.py application commands in front of the platform-neutral ``BotCore``.

What it maps, in Discord's own terms:

* ``core.command_specs()`` -> slash commands (a spec with subcommands becomes a command group), with
  descriptions and localized names from the message catalogue (``bot/locales/*.po``) through an
  ``app_commands.Translator``; choices, integer ranges, and autocomplete of fan names;
* ``/settings`` is gated by default member permissions (Manage Server); the member's permissions
  also tell the core whether the caller may change the chat's settings;
* ``Reply`` -> an embed (title, text, picture as an attachment shown in the embed, a document as
  a file attached below it); errors and ``private`` replies are ephemeral;
* buttons -> buttons, ``Select`` -> a select menu, ``NumberPrompt`` -> a button that opens a modal,
  ``Poll`` -> one button per option. Their ``custom_id`` carries the core action (``DynamicItem``),
  so presses work after a restart and on any process;
* work that is slow to answer (a picture, a quiz round) is deferred ("thinking…") and then edited in;
* a background task calls ``core.tick`` so quiz rounds end on time and their results are posted.

``await run_discord(config, core, stop)`` runs until ``stop`` is set (``fanbot discord`` sets it on
SIGINT/SIGTERM), then closes the gateway and the HTTP session.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
import io
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import locale_str

from bot.commands.spec import CommandSpec, ParamKind, ParamSpec
from bot.config import Config, ConfigError, redact
from bot.core import BotCore
from bot.i18n import LANGUAGES, languages, load_strings
from bot.replies import Button, ButtonStyle, Reply, Select, draw_pictures, split_text
from bot.rich import Kind, Rich, bold
from bot.session import CommandContext

log = logging.getLogger("fanbot.discord")

#: answer within this many seconds or defer ("thinking…"); Discord allows 3 s for the first answer
DEFER_AFTER = 1.5
TICK_SECONDS = 2.0
EMBED_LIMIT = 4096
CONTENT_LIMIT = 2000
#: Discord client languages the bot has strings for
#: Discord client locale -> bot language (``discord`` of ``bot/locales/languages.toml``); English is the default
DISCORD_LANGUAGES = {discord.Locale(tag): code for code, language in languages().items() if code != "en"
                     for tag in language.discord}
_STYLES = {
    ButtonStyle.PRIMARY: discord.ButtonStyle.primary,
    ButtonStyle.SECONDARY: discord.ButtonStyle.secondary,
    ButtonStyle.SUCCESS: discord.ButtonStyle.success,
    ButtonStyle.DANGER: discord.ButtonStyle.danger,
}
_COLOUR = discord.Colour(0x2E7D32)
_ERROR_COLOUR = discord.Colour(0xC62828)


@functools.cache
def localized_names() -> dict[str, dict[str, str]]:
    """language -> English name -> localized name: the catalogue's ``discord_name.<name>``."""
    prefix = "discord_name."
    return {language: {key[len(prefix):]: name for key, name in load_strings(language).items()
                       if key.startswith(prefix)} for language in LANGUAGES if language != "en"}


class FanbotTranslator(app_commands.Translator):
    """Localized command names, descriptions and choice names for the languages the bot speaks."""

    def __init__(self, core: BotCore) -> None:
        self.core = core

    async def translate(self, string: locale_str, locale: discord.Locale, context) -> str | None:
        language = DISCORD_LANGUAGES.get(locale)
        if language is None:
            return None
        if context.location in (Where.command_name, Where.group_name, Where.parameter_name):
            return localized_names().get(language, {}).get(string.message)
        key = string.extras.get("key")
        if key is None:
            return None
        text = self.core.text(language, key, **string.extras.get("values", {}))
        if text == key or text == string.message:
            return None
        return text[:100]  # Discord's limit for descriptions and choice names


# --------------------------------------------------------------------------- reply rendering


#: characters that are markup anywhere in a line (and the backslash that escapes them)
_INLINE_MARKUP = re.compile(r"([\\*_~|`<>\[\]()])")
#: markup at the start of a line: a list item, a heading, a quote, a numbered item
_LINE_MARKUP = re.compile(r"^(\s*)([-+#]|\d+\.)", re.M)


def _escaped(text: str) -> str:
    """Literal text in Discord markdown: a backslash before every character that could be markup
    (as discord.utils.escape_markdown does, and also ``<``, so that no ``<@id>`` or ``<t:…>`` is
    formed). Line-start markers are escaped at the marker itself: escape_markdown puts its backslash
    before the indentation of `` - item``, where Discord shows it."""
    text = _INLINE_MARKUP.sub(r"\\\1", text)
    return _LINE_MARKUP.sub(lambda m: f"{m.group(1)}{m.group(2)[:-1]}\\{m.group(2)[-1]}", text)


def discord_markdown(text: Rich) -> str:
    """Rich text as Discord markdown: bold ``**``, italic ``_``, inline code, code blocks; every
    span's text escaped, so what a user typed is shown as typed."""
    out: list[str] = []
    for span in text.spans:
        if not span.text:
            continue
        if span.kind is Kind.BLOCK:
            before = "" if not out or out[-1].endswith("\n") else "\n"
            out.append(f"{before}```\n{span.text.replace('`', '`' + ZERO_WIDTH)}\n```")
            continue
        if span.kind is Kind.CODE:
            body = span.text.replace("`", "`" + ZERO_WIDTH)
            body = f"`` {body} ``" if "`" in span.text else f"`{body}`"
        else:
            # whitespace stays outside the markers: "** x**" would not be bold
            core = span.text.strip()
            if not core:
                out.append(span.text)
                continue
            lead, trail = span.text[:len(span.text) - len(span.text.lstrip())], span.text[len(span.text.rstrip()):]
            out.append(lead + _marked(_escaped(core), span.bold, span.italic) + trail)
            continue
        out.append(_marked(body, span.bold, span.italic))
    return "".join(out)


ZERO_WIDTH = "\u200b"


def _marked(body: str, is_bold: bool, is_italic: bool) -> str:
    if is_italic:
        body = f"_{body}_"
    if is_bold:
        body = f"**{body}**"
    return body


def _markdown_length(text: Rich) -> int:
    return len(discord_markdown(text))


#: text of one embed; longer replies become several messages (an embed holds 4096, a message 6000)
PAGE_LIMIT = 3900


#: Discord's limits for the components of one message
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_SELECT_OPTIONS = 25


def pages(replies: Sequence[Reply]) -> list[Reply]:
    """Replies cut to Discord's limits: long text into several messages (the first keeps title and
    picture, the last the components), and components beyond one message's into further messages."""
    out: list[Reply] = []
    for reply in replies:
        text = reply.text
        if reply.poll is not None:
            text = text + "\n\n" + bold(reply.poll.question) if text else bold(reply.poll.question)
        pieces = split_text(text, PAGE_LIMIT, _markdown_length) if text else [Rich()]
        if len(pieces) == 1:
            out += fit_components(replace(reply, text=pieces[0]))
            continue
        for index, piece in enumerate(pieces):
            first, last = index == 0, index == len(pieces) - 1
            page = Reply(
                text=piece, title=reply.title if first else None, picture=reply.picture if first else None,
                document=reply.document if first else None,
                buttons=reply.buttons if last else (), select=reply.select if last else None,
                number_prompt=reply.number_prompt if last else None, poll=reply.poll if last else None,
                private=reply.private, is_error=reply.is_error, replace_message=reply.replace_message and first,
            )
            out += fit_components(page) if last else [page]
    return out


def fit_components(reply: Reply) -> list[Reply]:
    """``reply`` and, when its components exceed one message, follow-up replies with the rest.

    Button rows longer than five are wrapped; poll options become buttons (all of them, not 25); a
    select of more than 25 options becomes several selects of at most 25 (numbered in the placeholder),
    one per message since a message's custom ids must differ; rows beyond five go on in the next
    message. Nothing is dropped. Follow-ups carry no text (``message_kwargs`` sends components only).
    """
    rows: list[tuple[Button, ...]] = [row[i:i + MAX_ROW_BUTTONS] for row in reply.buttons
                                      for i in range(0, len(row), MAX_ROW_BUTTONS)]
    poll = reply.poll
    if poll is not None and poll.action:
        buttons = [Button(option, f"{poll.action}:{index}") for index, option in enumerate(poll.options)]
        rows += [tuple(buttons[i:i + MAX_ROW_BUTTONS]) for i in range(0, len(buttons), MAX_ROW_BUTTONS)]
    selects = _split_select(reply.select) if reply.select is not None else []
    rows_needed = len(rows) + len(selects) + (reply.number_prompt is not None)
    if rows_needed <= MAX_ROWS and len(selects) <= 1 and all(len(r) <= MAX_ROW_BUTTONS for r in reply.buttons) \
            and (poll is None or not poll.action):
        return [reply]  # fits as it is (a poll without an action has no buttons: its question is in the text)
    # items in display order: button rows, then selects, then the number prompt
    items: list[object] = [*rows, *selects, *([reply.number_prompt] if reply.number_prompt else [])]
    messages: list[dict] = [{"buttons": [], "select": None, "prompt": None, "rows": 0}]
    for item in items:
        current = messages[-1]
        if current["rows"] >= MAX_ROWS or (isinstance(item, Select) and current["select"] is not None):
            current = {"buttons": [], "select": None, "prompt": None, "rows": 0}
            messages.append(current)
        if isinstance(item, Select):
            current["select"] = item
        elif isinstance(item, tuple):
            current["buttons"].append(item)
        else:
            current["prompt"] = item
        current["rows"] += 1
    out = []
    for index, parts in enumerate(messages):
        # the first page keeps the poll (its question is in the text already) to say that its message
        # carries the poll's buttons, which go when the round closes (``Reply.closes_poll``)
        components = {"buttons": tuple(parts["buttons"]), "select": parts["select"], "number_prompt": parts["prompt"],
                      "poll": poll if index == 0 else None}
        if index == 0:
            out.append(replace(reply, **components))
        else:
            out.append(Reply(text="", private=reply.private, **components))
    return out


def _poll_action(page: Reply) -> str:
    """The action of the poll whose buttons a page of ``pages`` carries, else ``""``."""
    return page.poll.action if page.poll is not None else ""


def _split_select(select: Select) -> list[Select]:
    options = select.options
    if len(options) <= MAX_SELECT_OPTIONS:
        return [select]
    chunks = [options[i:i + MAX_SELECT_OPTIONS] for i in range(0, len(options), MAX_SELECT_OPTIONS)]
    return [replace(select, placeholder=f"{select.placeholder} ({number}/{len(chunks)})".strip(), options=chunk,
                    min_values=min(select.min_values, len(chunk)), max_values=min(select.max_values, len(chunk)))
            for number, chunk in enumerate(chunks, 1)]


def _embeds(reply: Reply) -> list[discord.Embed]:
    """One embed per reply (``pages`` has already cut long text); the poll question is in the text."""
    colour = _ERROR_COLOUR if reply.is_error else _COLOUR
    description = discord_markdown(reply.text)[:EMBED_LIMIT] or (None if reply.title or reply.picture else "\u200b")
    return [discord.Embed(title=(reply.title or "")[:256] or None, description=description, colour=colour)]


def build_view(reply: Reply) -> discord.ui.View | None:
    """Buttons, select and number prompt of a reply as one view (at most 5 rows).

    A poll's options are buttons by then: ``fit_components`` made them so.
    """
    view = discord.ui.View(timeout=None)
    row = 0
    for buttons in reply.buttons:
        if row > 4:
            break
        for button in buttons[:5]:
            view.add_item(ActionButton(button.action, button.label, _STYLES.get(button.style), row=row))
        row += 1
    if reply.select is not None and row <= 4:
        view.add_item(ActionSelect(reply.select.action, reply.select.placeholder,
                                   [(o.label, o.value, o.description) for o in reply.select.options[:25]],
                                   reply.select.min_values, reply.select.max_values, row=row))
        row += 1
    if reply.number_prompt is not None and row <= 4:
        prompt = reply.number_prompt
        view.add_item(PromptButton(prompt.action, prompt.title or prompt.label, row=row))
    return view if view.children else None


def message_kwargs(reply: Reply) -> dict[str, Any]:
    """``send_message`` / ``followup.send`` keyword arguments for one reply (without ``ephemeral``)."""
    kwargs: dict[str, Any] = {}
    view = build_view(reply)
    if view is not None and not (reply.text or reply.title or reply.picture or reply.document):
        return {"view": view}  # the rest of an earlier message's components: no empty embed above them
    content = discord_markdown(reply.text)
    if reply.is_error and reply.picture is None and not reply.title and len(content) <= CONTENT_LIMIT:
        kwargs["content"] = content or "…"
    else:
        kwargs["embeds"] = _embeds(reply)
    files: list[discord.File] = []
    if reply.picture is not None and reply.picture.png is not None:  # drawn by draw_pictures
        filename = reply.picture.filename or "hand.png"
        files.append(discord.File(io.BytesIO(reply.picture.png), filename=filename,
                                  description=(reply.picture.alt_text or None) and reply.picture.alt_text[:1000]))
        if kwargs.get("embeds"):
            kwargs["embeds"][0].set_image(url=f"attachment://{filename}")
    if reply.document is not None:  # a file to download (a sheet's CSV), shown below the embed
        files.append(discord.File(io.BytesIO(reply.document.data), filename=reply.document.filename))
    if files:
        kwargs["files"] = files
    if view is not None:
        kwargs["view"] = view
    return kwargs


def _edit_kwargs(kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """The same message as edit arguments (an edit replaces content, embeds, files and components)."""
    edit: dict[str, Any] = {"content": kwargs.get("content"), "embeds": kwargs.get("embeds", []),
                            "view": kwargs.get("view")}
    edit["attachments"] = list(kwargs.get("files", []))
    return edit


# --------------------------------------------------------------------------- components


def _adapter(interaction: discord.Interaction) -> DiscordAdapter:
    return interaction.client.fanbot  # type: ignore[attr-defined]


class ActionButton(discord.ui.DynamicItem[discord.ui.Button], template=r"fb:(?P<action>.+)"):
    """A button whose press goes back to the core as its action (state lives in the custom_id)."""

    def __init__(self, action: str, label: str = "…", style: discord.ButtonStyle | None = None,
                 row: int | None = None) -> None:
        super().__init__(discord.ui.Button(label=label[:80] or "…", custom_id=f"fb:{action}"[:100],
                                           style=style or discord.ButtonStyle.secondary, row=row))
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        return cls(match["action"], item.label or "…", item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _adapter(interaction).run_action(interaction, self.action, [])


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"fbs:(?P<action>.+)"):
    """A select menu; the chosen values go to the core with its action."""

    def __init__(self, action: str, placeholder: str = "", options: Sequence[tuple[str, str, str]] = (),
                 min_values: int = 1, max_values: int = 1, row: int | None = None) -> None:
        select_options = [discord.SelectOption(label=label[:100], value=value[:100],
                                               description=description[:100] or None)
                          for label, value, description in options]
        super().__init__(discord.ui.Select(
            custom_id=f"fbs:{action}"[:100], placeholder=placeholder[:150] or None,
            options=select_options or [discord.SelectOption(label="…", value="-")],
            min_values=max(0, min(min_values, len(select_options))),
            max_values=max(1, min(max_values, len(select_options) or 1)), row=row))
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        return cls(match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await _adapter(interaction).run_action(interaction, self.action, values)


class PromptButton(discord.ui.DynamicItem[discord.ui.Button], template=r"fbn:(?P<action>.+)"):
    """A button that opens a modal asking for a number (the total of a quiz hand)."""

    def __init__(self, action: str, label: str = "…", row: int | None = None) -> None:
        super().__init__(discord.ui.Button(label=f"✏️ {label}"[:80], custom_id=f"fbn:{action}"[:100],
                                           style=discord.ButtonStyle.primary, row=row))
        self.action = action
        self.label = label

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        label = (item.label or "…").removeprefix("✏️ ")
        return cls(match["action"], label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NumberModal(self.action, self.label))


class NumberModal(discord.ui.Modal):
    """The modal of a ``NumberPrompt``: one short text field; the value goes to the core's action."""

    def __init__(self, action: str, title: str, label: str | None = None) -> None:
        super().__init__(title=(title or "…")[:45], custom_id=f"fbm:{action}"[:100], timeout=900)
        self.action = action
        self.value = discord.ui.TextInput(label=(label or title or "…")[:45], custom_id="value", max_length=200,
                                          style=discord.TextStyle.short)
        self.add_item(self.value)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await _adapter(interaction).run_action(interaction, self.action, [self.value.value.strip()])

    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await _adapter(interaction).report_error(interaction, error)


# --------------------------------------------------------------------------- the client


class FanbotClient(discord.Client):
    def __init__(self, adapter: DiscordAdapter, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        # Replies quote what users typed: never let that ping @everyone, roles or users.
        super().__init__(intents=intents, allowed_mentions=discord.AllowedMentions.none(), **options)
        self.fanbot = adapter
        self.tree = app_commands.CommandTree(self)
        self.tree.on_error = adapter.on_tree_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        await self.fanbot.setup(self)

    async def on_ready(self) -> None:
        log.info("Discord bot connected as %s", self.user)


class ShardedFanbotClient(FanbotClient, discord.AutoShardedClient):
    """The same client over several gateway connections: ``shard_ids`` of ``shard_count`` (all when None)."""

    async def on_shard_ready(self, shard_id: int) -> None:
        log.info("Discord shard %s of %s connected", shard_id, self.shard_count)


def make_client(adapter: DiscordAdapter, config: Config) -> FanbotClient:
    """Unsharded unless ``DISCORD_SHARD_COUNT`` is set; then auto-sharded over ``DISCORD_SHARD_IDS``."""
    if config.discord_shard_count is None:
        return FanbotClient(adapter)
    ids = list(config.discord_shard_ids) if config.discord_shard_ids is not None else None
    return ShardedFanbotClient(adapter, shard_count=config.discord_shard_count, shard_ids=ids)


class DiscordAdapter:
    """Registers the core's commands on a discord.py client and answers interactions with replies."""

    def __init__(self, config: Config, core: BotCore, *, defer_after: float = DEFER_AFTER,
                 tick_seconds: float = TICK_SECONDS) -> None:
        self.config = config
        self.core = core
        self.defer_after = defer_after
        self.tick_seconds = tick_seconds
        self.client = make_client(self, config)
        self._tick_task: asyncio.Task | None = None
        self.ready = asyncio.Event()

    # ----------------------------------------------------------------- setup

    async def setup(self, client: FanbotClient) -> None:
        client.add_dynamic_items(ActionButton, ActionSelect, PromptButton)
        for spec in self.core.command_specs():
            client.tree.add_command(self._command(spec))
        await client.tree.set_translator(FanbotTranslator(self.core))
        guild_id = self.config.discord_test_guild_id
        if guild_id:
            guild = discord.Object(id=guild_id)
            client.tree.copy_global_to(guild=guild)
            await client.tree.sync(guild=guild)
        else:
            await client.tree.sync()
        self._tick_task = asyncio.create_task(self._tick_loop(), name="fanbot-quiz-deadlines")
        self.ready.set()

    def _description(self, key: str, fallback: str) -> locale_str:
        text = self.core.text("en", key)
        text = fallback if text == key else text
        return locale_str(text[:100] or fallback, key=key)

    def _choice_name(self, value: str) -> locale_str:
        """A choice's label: the locale files' name for a ruleset, quiz mode or setting, else the value."""
        for key in (f"ruleset.{value}", f"quiz.mode_{value}", f"drill.mode_{value}", f"settings.key_{value}"):
            label = self.core.text("en", key)
            if label != key:
                return locale_str(label[:100], key=key)
        return locale_str(value)

    def _command(self, spec: CommandSpec) -> app_commands.Command | app_commands.Group:
        description = self._description(spec.description_key, spec.name)
        if spec.subcommands:
            group = app_commands.Group(name=locale_str(spec.name), description=description)
            for sub in spec.subcommands:
                group.add_command(self._leaf(sub, spec.name, sub.name, spec.admin_only))
            return group
        return self._leaf(spec, spec.name, None, spec.admin_only)

    def _leaf(self, spec: CommandSpec, command: str, subcommand: str | None,
              admin_only: bool = False) -> app_commands.Command:
        adapter = self

        async def callback(interaction: discord.Interaction, **values: Any) -> None:
            await adapter.run_slash(interaction, command, subcommand, values)

        params = sorted(spec.params, key=lambda p: not p.required)
        parameters = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                        annotation=discord.Interaction)]
        for param in params:
            parameters.append(inspect.Parameter(
                param.name, inspect.Parameter.KEYWORD_ONLY, annotation=_annotation(param),
                default=inspect.Parameter.empty if param.required else None))
        callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
        callback.__qualname__ = callback.__name__ = f"slash_{command}_{subcommand or ''}".rstrip("_")
        if params:
            app_commands.describe(**{p.name: self._description(p.description_key, p.name) for p in params})(callback)
            app_commands.rename(**{p.name: locale_str(p.name) for p in params})(callback)
            choices = {p.name: [app_commands.Choice(name=self._choice_name(c), value=c) for c in p.choices[:25]]
                       for p in params if p.kind is ParamKind.CHOICE and p.choices}
            if choices:
                app_commands.choices(**choices)(callback)
        name = locale_str(subcommand or command)
        built = app_commands.Command(name=name, description=self._description(spec.description_key, spec.name),
                                     callback=callback)
        if admin_only:
            built.default_permissions = discord.Permissions(manage_guild=True)
        for param in params:
            if param.autocomplete == "fans":
                built.autocomplete(param.name)(self.autocomplete_fans)
        return built

    # ----------------------------------------------------------------- contexts

    def context(self, interaction: discord.Interaction) -> CommandContext:
        user = interaction.user
        in_guild = interaction.guild_id is not None
        permissions = interaction.permissions
        is_admin = (not in_guild) or permissions.manage_guild or permissions.administrator
        return CommandContext(
            platform="discord", chat_id=str(interaction.channel_id or user.id), user_id=str(user.id),
            user_name=user.display_name, is_group=in_guild, is_admin=is_admin, locale=str(interaction.locale),
        )

    # ----------------------------------------------------------------- interactions

    async def autocomplete_fans(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        options = self.core.autocomplete_fans(current[:100], self.context(interaction), limit=25)
        return [app_commands.Choice(name=o.label[:100] or o.value[:100], value=o.value[:100])
                for o in options if o.value]

    async def run_slash(self, interaction: discord.Interaction, command: str, subcommand: str | None,
                        values: Mapping[str, Any]) -> None:
        ctx = self.context(interaction)
        given = {k: v for k, v in values.items() if v is not None}
        await self._answer(interaction, self.core.handle_slash(ctx, command, subcommand, given), thinking=True)

    async def run_action(self, interaction: discord.Interaction, action: str, values: list[str]) -> None:
        ctx = self.context(interaction)
        await self._answer(interaction, self.core.handle_action(ctx, action, values), thinking=False)

    async def _answer(self, interaction: discord.Interaction, work, *, thinking: bool) -> None:
        """Run the core's work; defer if it is slow; then send its replies."""
        task = asyncio.ensure_future(work)
        try:
            done, _ = await asyncio.wait({task}, timeout=self.defer_after)
            if not done:
                await interaction.response.defer(thinking=thinking)
            replies = await task
            await self.respond(interaction, replies)
        except Exception as error:
            await self.report_error(interaction, error)

    async def respond(self, interaction: discord.Interaction, replies: Sequence[Reply]) -> None:
        response = interaction.response
        if not replies:
            if not response.is_done():
                await response.defer()  # acknowledge the press without a message
            return
        is_component = interaction.type == discord.InteractionType.component
        await draw_pictures(replies)
        for index, reply in enumerate(pages(replies)):
            if reply.closes_poll:
                await self.close_poll(reply.closes_poll)
            if index == 0 and not response.is_done() and _only_asks(reply) and interaction.type in (
                    discord.InteractionType.component, discord.InteractionType.application_command):
                prompt = reply.number_prompt
                await response.send_modal(NumberModal(prompt.action, prompt.title or prompt.label, prompt.label))
                continue
            kwargs = message_kwargs(reply)
            ephemeral = reply.private
            sent: Any = None
            if index == 0 and not response.is_done():
                if reply.replace_message and interaction.message is not None and \
                        interaction.type in (discord.InteractionType.component, discord.InteractionType.modal_submit):
                    sent = await response.edit_message(**_edit_kwargs(kwargs))
                else:
                    sent = await response.send_message(ephemeral=ephemeral, **kwargs)
            elif index == 0 and response.type == discord.InteractionResponseType.deferred_channel_message:
                # The "thinking…" message is public; a private first reply replaces it by an ephemeral one.
                if ephemeral:
                    with contextlib.suppress(discord.HTTPException):
                        await interaction.delete_original_response()
                    sent = await interaction.followup.send(ephemeral=True, **kwargs)
                else:
                    sent = await interaction.edit_original_response(**_edit_kwargs(kwargs))
            elif index == 0 and is_component and reply.replace_message:
                sent = await interaction.edit_original_response(**_edit_kwargs(kwargs))
            else:
                sent = await interaction.followup.send(ephemeral=ephemeral, **kwargs)
            if _poll_action(reply) and not ephemeral and interaction.channel_id is not None:
                self._remember_poll_message(reply, interaction.channel_id, _message_id(sent))

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """A short ephemeral reply and a log line (without tokens); never a dead bot."""
        log.error("interaction failed: %s", redact(f"{type(error).__name__}: {error}", self.config.secrets),
                  exc_info=(type(error), error, error.__traceback__))
        try:
            text = self.core.text(self.core.language(self.context(interaction)), "error.internal")
            if interaction.response.is_done():
                await interaction.followup.send(text[:CONTENT_LIMIT], ephemeral=True)
            else:
                await interaction.response.send_message(text[:CONTENT_LIMIT], ephemeral=True)
        except Exception as exc:  # the token may have expired or the network failed; the log says so
            log.warning("could not send the error reply: %s", type(exc).__name__)

    async def on_tree_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.MissingPermissions):
            text = self.core.text(self.core.language(self.context(interaction)), "settings.admins_only")
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.send_message(text[:CONTENT_LIMIT], ephemeral=True)
            return
        original = getattr(error, "original", error)
        await self.report_error(interaction, original)

    # ----------------------------------------------------------------- quiz deadlines

    async def _tick_loop(self) -> None:
        while True:
            await asyncio.sleep(self.tick_seconds)
            for message in await self.core.tick("discord"):
                try:
                    await self.post(int(message.chat_id), message.replies)
                except Exception as error:  # one unreachable channel must not stop the others' results
                    log.error("posting quiz results to %s failed: %s", message.chat_id,
                              redact(f"{type(error).__name__}: {error}", self.config.secrets))

    async def post(self, channel_id: int, replies: Sequence[Reply]) -> None:
        """Replies without an interaction (a round that timed out): plain channel messages."""
        channel = self.client.get_partial_messageable(channel_id)
        await draw_pictures(replies)
        for reply in pages(replies):
            if reply.closes_poll:
                await self.close_poll(reply.closes_poll)
            sent = await channel.send(**message_kwargs(reply))
            if _poll_action(reply):
                self._remember_poll_message(reply, channel_id, sent.id)

    # ----------------------------------------------------------------- quiz polls

    def _remember_poll_message(self, reply: Reply, channel_id: int, message_id: int | None) -> None:
        """Where a poll's buttons are, in the shared storage (a restarted process closes them too)."""
        if message_id is None:
            return
        try:
            self.core.storage.remember_state("discord", "poll_message", _poll_action(reply),
                                             [int(channel_id), int(message_id)])
        except Exception:
            log.exception("could not store where the poll of %s is", _poll_action(reply)[:40])

    async def close_poll(self, action: str) -> None:
        """Remove the buttons of the poll whose answers went to ``action``: its round is over."""
        try:
            where = self.core.storage.recall_state("discord", "poll_message", action)
            if where is None:
                return
            self.core.storage.forget_state("discord", "poll_message", action)
        except Exception:
            log.exception("could not look up the poll of %s", action[:40])
            return
        channel_id, message_id = where
        try:
            message = self.client.get_partial_messageable(int(channel_id)).get_partial_message(int(message_id))
            await message.edit(view=None)
        except discord.HTTPException as exc:  # deleted meanwhile, say: the round's results still go out
            log.info("could not remove the poll buttons of %s: %s", action[:40], exc)

    # ----------------------------------------------------------------- running

    async def serve(self, stop: asyncio.Event) -> None:
        """Log in, connect and answer until ``stop`` is set; then close the gateway and HTTP session."""
        token = self.config.require("discord")
        saved = _point_at(self.config)
        try:
            async with self.client:
                runner = asyncio.create_task(self.client.start(token), name="discord-client")
                stopper = asyncio.create_task(stop.wait())
                done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
                if self._tick_task is not None:
                    self._tick_task.cancel()
                await self.client.close()
                stopper.cancel()
                if runner in done:
                    try:
                        runner.result()  # login failures and the like surface here
                    except discord.LoginFailure:
                        raise ConfigError("DISCORD_TOKEN was rejected by Discord") from None
                else:
                    with contextlib.suppress(asyncio.CancelledError):
                        await asyncio.wait_for(runner, 10)
        finally:
            _restore(saved)
        log.info("Discord bot stopped")


def _message_id(sent: Any) -> int | None:
    """The id of the message a send or edit produced (an interaction response carries it apart)."""
    if isinstance(sent, discord.InteractionCallbackResponse):
        return sent.message_id
    return getattr(sent, "id", None)


def _only_asks(reply: Reply) -> bool:
    """A reply that only asks for a value: on Discord the modal opens at once."""
    return (reply.number_prompt is not None and reply.picture is None and reply.document is None and not reply.buttons
            and reply.select is None and reply.poll is None and not reply.is_error)


def _annotation(param: ParamSpec):
    if param.kind is ParamKind.INTEGER:
        low = param.min_value if param.min_value is not None else -(2**53)
        high = param.max_value if param.max_value is not None else 2**53
        return app_commands.Range[int, low, high]
    if param.kind is ParamKind.CHOICE or param.autocomplete:
        return str
    return app_commands.Range[str, 1, 1000] if param.required else str


def _point_at(config: Config) -> tuple[str, yarl.URL]:
    """Point discord.py at another server (the tests' fake) when the configuration says so."""
    saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    if config.discord_api_base_url:
        discord.http.Route.BASE = config.discord_api_base_url.rstrip("/")
    if config.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.discord_gateway_url)
    return saved


def _restore(saved: tuple[str, yarl.URL]) -> None:
    discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved


async def run_discord(config: Config, core: BotCore, stop: asyncio.Event, **options) -> None:
    """Run the Discord bot until ``stop`` is set, then close the gateway and HTTP session.

    ``fanbot discord`` sets ``stop`` on SIGINT/SIGTERM.
    """
    await DiscordAdapter(config, core, **options).serve(stop)
