"""The core's command specs as Discord application commands.

A spec with subcommands becomes a command group; descriptions and localized names come from the
message catalogue (``bot/locales/*.po``) through an ``app_commands.Translator``; choices, integer
ranges and autocomplete of fan names come from the parameters; ``admin_only`` commands are gated by
default member permissions (Manage Server).
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import locale_str

from bot.adapters.discord.callbacks import Callbacks
from bot.commands.spec import CommandSpec, ParamKind, ParamSpec
from bot.core import BotCore
from bot.i18n import LANGUAGES, languages, load_strings

#: Discord client locale -> bot language (``discord`` of ``bot/locales/languages.toml``); English is the default
DISCORD_LANGUAGES = {discord.Locale(tag): code for code, language in languages().items() if code != "en"
                     for tag in language.discord}


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


class SlashCommands:
    """Builds the application commands of the core's specs; their callbacks go to ``adapter``."""

    def __init__(self, core: BotCore, adapter: Callbacks) -> None:
        self.core = core
        self.adapter = adapter

    def all(self) -> list[app_commands.Command | app_commands.Group]:
        return [self.command(spec) for spec in self.core.command_specs()]

    def command(self, spec: CommandSpec) -> app_commands.Command | app_commands.Group:
        description = self._description(spec.description_key, spec.name)
        if spec.subcommands:
            group = app_commands.Group(name=locale_str(spec.name), description=description)
            for sub in spec.subcommands:
                group.add_command(self._leaf(sub, spec.name, sub.name, spec.admin_only))
            return group
        return self._leaf(spec, spec.name, None, spec.admin_only)

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

    def _leaf(self, spec: CommandSpec, command: str, subcommand: str | None,
              admin_only: bool = False) -> app_commands.Command:
        adapter = self.adapter

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
                built.autocomplete(param.name)(adapter.autocomplete_fans)
        return built


def _annotation(param: ParamSpec):
    if param.kind is ParamKind.FILE:
        return discord.Attachment
    if param.kind is ParamKind.INTEGER:
        low = param.min_value if param.min_value is not None else -(2**53)
        high = param.max_value if param.max_value is not None else 2**53
        return app_commands.Range[int, low, high]
    if param.kind is ParamKind.CHOICE or param.autocomplete:
        return str
    return app_commands.Range[str, 1, 1000] if param.required else str
