"""How a command describes itself, and the one binder that reads its arguments from the spec.

A command is one module: its spec sits on its handler, as discord.py's ``app_commands`` do::

    @command("fans", "cmd.fans", replace(RULES, positional=True))
    def fans(session, rules: str) -> list[Reply]: ...

    @action("fans")                        # buttons and selects whose action starts with "fans:"
    def fans_action(session, action: str, values: Sequence[str]) -> list[Reply]: ...

The decorators only mark the function; ``Registry.of(*modules)`` (``bot/commands/__init__.py``)
collects the marks of the modules it is given, in that order, so no module fills another's table.

The spec gives the slash-command platforms their parameters, Telegram its menu, aliases and inline
mode (``inline``: how a command answers ``@bot query``; ``ParamSpec.complete``: its completions), both
adapters the admin policy (``admin_only``: hidden from non-admins where the platform can;
``admin_aware``: the answer depends on ``CommandContext.is_admin``), and the binder what to read:
``name=value`` words (``rules=riichi``, ``rounds = 3``) and typed slash options, bare words for
``positional`` parameters (``/fans riichi``, ``/quiz start 5 30``), the rest of the text for the
``rest`` parameter, defaults from the chat's settings. A value that does not read becomes a short
error in the user's language; the handler only sees values it can use.

Handlers are plain functions (they do CPU work and SQLite, no awaiting): the core runs them on
its worker threads.
"""

from __future__ import annotations

import enum
import inspect
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from bot.i18n import Translator
from bot.replies import Option, Reply, error_reply
from bot.rich import Rich, user
from bot.storage import ChatSettings


class HandlerSession(Protocol):
    """What the spec needs of a handler's session (``bot.session.Session``, which it only passes through):
    the chat's settings for defaults and the words of an error. A Protocol, so the spec sits beneath the
    session and the services it carries."""

    @property
    def settings(self) -> ChatSettings: ...

    def rich(self, key: str, /, **values: object) -> Rich: ...


Handler = Callable[..., list[Reply]]
ActionHandler = Callable[[HandlerSession, str, Sequence[str]], list[Reply]]
#: (what the user typed so far, the reply language, how many) -> choices, best first
Completer = Callable[[str, str, int], list[Option]]


class ParamKind(enum.Enum):
    """What a parameter takes: free text, one of its ``choices``, a whole number in a range, or a file
    (a slash platform's attachment option: the adapter puts the file on ``CommandContext.attachment``,
    so the handler takes no argument for it and text platforms never read one)."""

    TEXT = "text"
    CHOICE = "choice"
    INTEGER = "integer"
    FILE = "file"


@dataclass(frozen=True)
class ParamSpec:
    """One parameter of a command.

    The ``rest`` parameter is the free text after the command (several ``rest`` parameters are
    the words of that text in order, on slash platforms typed apart: /settings' key and value);
    the others are options, written ``name=value`` on text platforms (``names`` are other
    spellings of ``name``) or, when ``positional``, as a bare word that reads as their value.
    """

    name: str
    description_key: str
    kind: ParamKind = ParamKind.TEXT
    required: bool = False
    choices: tuple[str, ...] = ()
    #: "fans": offer ``BotCore.autocomplete_fans`` while typing, from ``complete``
    autocomplete: str | None = None
    complete: Completer | None = field(default=None, compare=False)
    rest: bool = False
    min_value: int | None = None
    max_value: int | None = None
    names: tuple[str, ...] = ()
    positional: bool = False
    #: what players type (国标, 日麻, a quiz mode's name) as a value; ``None`` when it is none.
    #: Without it a choice must be one of ``choices``.
    read: Callable[[str], str | None] | None = field(default=None, compare=False)
    #: the value when none is given (from the chat's settings); ``None`` leaves the parameter out
    default: Callable[[HandlerSession], object] | None = field(default=None, compare=False)
    #: the message for a value that does not read: it gets ``key``, ``value``, ``allowed``,
    #: ``low``, ``high`` and ``error_values``; by default a whole number's range or the choices
    error_key: str | None = None
    error_values: tuple[tuple[str, object], ...] = ()

    @property
    def value_error_key(self) -> str:
        if self.error_key is not None:
            return self.error_key
        return "error.bad_number" if self.kind is ParamKind.INTEGER else "settings.bad_value"

    def reads(self, text: str) -> str | int | None:
        """``text`` as this parameter's value, or ``None`` when it is not one."""
        text = text.strip()
        if self.kind is ParamKind.INTEGER:
            # a signed number is still a number: "-1" is a count out of range, not some other word
            return int(text) if _INTEGER.fullmatch(text) else None
        if self.read is not None:
            return self.read(text)
        if self.kind is ParamKind.CHOICE:
            return text.lower() if text.lower() in self.choices else None
        return text

    def in_range(self, value: int) -> bool:
        return ((self.min_value is None or value >= self.min_value)
                and (self.max_value is None or value <= self.max_value))


@dataclass(frozen=True)
class Alias:
    """Another name of a command, which may preset options (``/riichi`` = ``/score rules=riichi``)
    or put words before the arguments (``/lang zh`` = ``/settings language zh``)."""

    name: str
    options: tuple[tuple[str, str], ...] = ()
    prefix: str = ""


@dataclass(frozen=True)
class Inline:
    """How a command answers in inline mode (``@bot query``), where the query is offered to every such
    command in registry order.

    Without ``candidates`` the whole query is the command's text (when ``accepts`` it): a good answer is
    then the only result, an error one is kept in case nothing else answers. With ``candidates`` the
    command runs once per candidate (its value as the text, its label as the title), good answers only.
    """

    accepts: Callable[[str], bool] = field(default=lambda query: True, compare=False)
    candidates: Completer | None = field(default=None, compare=False)
    #: before the query in a whole-query result's title
    icon: str = ""


@dataclass(frozen=True)
class CommandSpec:
    """A command (or a subcommand of one): what platforms register and what the binder reads."""

    name: str
    description_key: str
    params: tuple[ParamSpec, ...] = ()
    subcommands: tuple[CommandSpec, ...] = ()
    aliases: tuple[Alias, ...] = ()
    #: hidden from members without the right to manage the chat where the platform can (Discord)
    admin_only: bool = False
    #: the answer in a group depends on ``is_admin`` (a platform where asking costs a request asks)
    admin_aware: bool = False
    #: the error for a missing required parameter (its usage line)
    usage_key: str = ""
    #: a command with subcommands: the one for no words, and the one for words naming none
    #: (``/quiz`` starts a game; ``/quiz 24`` answers)
    default_subcommand: str = ""
    fallback_subcommand: str = ""
    #: a handler parameter that gets the words no parameter took (text platforms only)
    free_text: str = ""
    inline: Inline | None = None
    #: the longest argument text it takes (0: the core's ``MAX_ARGS_LENGTH``); a pasted game log is longer
    max_args: int = 0
    handler: Handler | None = field(default=None, compare=False, repr=False)

    def description(self, language: str) -> str:
        return Translator(language)(self.description_key)

    def subcommand(self, word: str) -> CommandSpec | None:
        word = word.lower()
        return next((s for s in self.subcommands if s.name == word or any(a.name == word for a in s.aliases)), None)


class BindError(Exception):
    """An argument that does not read: ``key`` and ``values`` make its message."""

    def __init__(self, key: str, values: Mapping[str, object] | None = None) -> None:
        super().__init__(key)
        self.key, self.values = key, dict(values or {})


_INTEGER = re.compile(r"[+-]?[0-9]+")
_OPTION = re.compile(r"(?<!\S)([a-z_]+)\s*[=:：]\s*(\S+)", re.IGNORECASE)  # "rules=riichi", "rules = riichi"


def bind(spec: CommandSpec, text: str, options: Mapping[str, str],
         session: HandlerSession | None = None) -> tuple[CommandSpec, dict[str, object]]:
    """The (sub)command ``text`` and ``options`` call, with its handler's arguments by name."""
    if spec.subcommands:
        word, _, after = text.strip().partition(" ")
        chosen = spec.subcommand(word) if word else spec.subcommand(spec.default_subcommand)
        if chosen is None:
            chosen, after = spec.subcommand(spec.fallback_subcommand), text
        if chosen is None:
            raise BindError(spec.usage_key or "error.stale_button")
        return bind(chosen, after, options, session)
    params = {p.name: p for p in spec.params}
    named = {alias: p.name for p in spec.params if not p.rest and p.kind is not ParamKind.FILE
             for alias in (p.name, *p.names)}
    given: dict[str, str] = {}

    def take(match: re.Match) -> str:
        name = named.get(match.group(1).lower())
        if name is None:
            return match.group(0)
        if name in given and given[name].lower() != match.group(2).lower():
            # "rules=riichi rules=mcr": which one was meant is the user's to say, not ours to guess
            raise BindError("error.option_twice", {"key": match.group(1), "value": match.group(2)})
        given[name] = match.group(2)
        return ""

    text = _OPTION.sub(take, text) if named else text
    given.update({named.get(k, k): str(v) for k, v in options.items() if v not in (None, "")})
    left = []
    for word in text.split():
        slot = next((p for p in spec.params if p.positional and p.name not in given and p.reads(word) is not None),
                    None)
        if slot is None:
            left.append(word)
        else:
            given[slot.name] = word
    open_slot = next((p for p in spec.params if p.positional and p.name not in given), None)
    if left and open_slot is not None and not spec.free_text and not any(p.rest for p in spec.params):
        given[open_slot.name] = left.pop(0)  # "/fans xyz": say that xyz is no ruleset rather than ignore it
    values: dict[str, object] = {}
    for name, raw in given.items():
        param = params.get(name)
        if param is None or param.rest or param.kind is ParamKind.FILE:
            continue  # an option this command does not take (a forged slash value): not the handler's business
        value = param.reads(raw)
        if value is None or (isinstance(value, int) and not param.in_range(value)):
            raise BindError(param.value_error_key, {
                "key": param.name, "value": raw[:30], "allowed": ", ".join(param.choices), "low": param.min_value,
                "high": param.max_value, **dict(param.error_values)})
        values[name] = value
    rest = [p for p in spec.params if p.rest]
    remaining = " ".join(left)
    if rest:
        values[rest[0].name] = remaining
        if rest[0].required and not remaining:
            raise BindError(spec.usage_key)
    elif spec.free_text:
        values[spec.free_text] = remaining
    for param in spec.params:
        if param.name not in values and param.default is not None and session is not None:
            values[param.name] = param.default(session)
    return spec, values


def run(session: HandlerSession, spec: CommandSpec, text: str = "",
        options: Mapping[str, str] | None = None) -> list[Reply]:
    """Bind ``text`` and ``options`` to the (sub)command and call its handler; a bad argument answers itself."""
    try:
        leaf, values = bind(spec, text, options or {}, session)
    except BindError as error:
        # the value is what the user typed: a span of its own, never markup
        values = {k: user(v) if k == "value" and isinstance(v, str) else v for k, v in error.values.items()}
        return [error_reply(session.rich(error.key, **values))]
    return list(leaf.handler(session, **values))


#: the marks the decorators leave on a handler, which ``Registry.of`` reads
_COMMAND_MARK = "command_spec"
_ACTION_MARK = "action_prefix"


class Registry:
    """Every command and action handler, in the order they were added (the help order)."""

    @classmethod
    def of(cls, *modules) -> Registry:
        """The commands (``@command``, ``group``) and actions (``@action``) the modules define, module by
        module in the order given, each module's in the order it defines them."""
        registry = cls()
        for module in modules:
            for value in list(vars(module).values()):
                if isinstance(value, CommandSpec):
                    if value.handler is None and value.subcommands and all(value is not s for s in registry.specs()):
                        registry.add(value)  # a group (a subcommand's spec has a handler)
                elif getattr(value, "__module__", None) == module.__name__:
                    if hasattr(value, _COMMAND_MARK):
                        registry.add(getattr(value, _COMMAND_MARK))
                    if hasattr(value, _ACTION_MARK):
                        registry.add_action(*getattr(value, _ACTION_MARK), value)
        return registry

    def __init__(self) -> None:
        self.commands: dict[str, CommandSpec] = {}
        self.actions: dict[str, ActionHandler] = {}
        #: action prefixes whose answer depends on ``is_admin`` (a chat admin may press them for others)
        self.admin_actions: set[str] = set()

    def add(self, spec: CommandSpec) -> None:
        _check(spec)
        taken = set(self.commands) | {a.name for s in self.commands.values() for a in s.aliases}
        clash = ({spec.name} | {a.name for a in spec.aliases}) & taken
        if clash:
            raise ValueError(f"command name(s) {sorted(clash)} registered twice")
        self.commands[spec.name] = spec

    def add_action(self, prefix: str, admin_aware: bool, handler: ActionHandler) -> None:
        if prefix in self.actions:
            raise ValueError(f"action prefix {prefix!r} registered twice")
        self.actions[prefix] = handler
        if admin_aware:
            self.admin_actions.add(prefix)

    def specs(self) -> tuple[CommandSpec, ...]:
        return tuple(self.commands.values())

    def find(self, name: str) -> tuple[CommandSpec, Alias | None] | None:
        """The command a name or alias calls, with the alias when it was one."""
        if name in self.commands:
            return self.commands[name], None
        for spec in self.commands.values():
            for alias in spec.aliases:
                if alias.name == name:
                    return spec, alias
        return None

    def names(self) -> list[str]:
        """Every command name, then every alias: what a text platform answers to."""
        return [*self.commands, *(a.name for s in self.commands.values() for a in s.aliases)]

    def needs_admin(self, name: str) -> bool:
        """Whether a command, alias or action prefix is answered differently for group admins."""
        found = self.find(name)
        return (found is not None and (found[0].admin_aware or found[0].admin_only)) or name in self.admin_actions

    def admin_only(self, name: str) -> bool:
        """Whether a command or alias is for group admins alone (the chat's settings)."""
        found = self.find(name)
        return found is not None and found[0].admin_only

    def inline_commands(self) -> tuple[CommandSpec, ...]:
        """The commands that answer in inline mode, in registry order."""
        return tuple(spec for spec in self.commands.values() if spec.inline is not None)

    def completer(self, kind: str) -> Completer | None:
        """What completes a parameter marked ``autocomplete=kind``."""
        return next((p.complete for s in self.commands.values() for p in s.params
                     if p.autocomplete == kind and p.complete is not None), None)


def command(name: str, description_key: str, *params: ParamSpec, aliases: Sequence[str | Alias] = (),
            admin_only: bool = False, admin_aware: bool = False, usage_key: str = "", free_text: str = "",
            inline: Inline | None = None, max_args: int = 0,
            registry: Registry | None = None) -> Callable[[Handler], Handler]:
    """Mark the decorated function as the handler of ``/name`` (``registry``: also add it there at once)."""
    def mark(handler: Handler) -> Handler:
        spec = CommandSpec(name, description_key, tuple(params), aliases=_aliases(aliases), admin_only=admin_only,
                           admin_aware=admin_aware, usage_key=usage_key, free_text=free_text, inline=inline,
                           max_args=max_args, handler=handler)
        _check(spec)
        setattr(handler, _COMMAND_MARK, spec)
        if registry is not None:
            registry.add(spec)
        return handler

    return mark


def subcommand(name: str, description_key: str, *params: ParamSpec, aliases: Sequence[str | Alias] = (),
               usage_key: str = "", free_text: str = "") -> Callable[[Handler], CommandSpec]:
    """The decorated function as a subcommand, for ``group(...)``: the function becomes its spec."""
    def make(handler: Handler) -> CommandSpec:
        return CommandSpec(name, description_key, tuple(params), aliases=_aliases(aliases), usage_key=usage_key,
                           free_text=free_text, handler=handler)

    return make


def group(name: str, description_key: str, *subcommands: CommandSpec, aliases: Sequence[str | Alias] = (),
          default: str = "", fallback: str = "", admin_only: bool = False, admin_aware: bool = False,
          registry: Registry | None = None) -> CommandSpec:
    """A command made of subcommands (``/quiz start``); the words name one (``registry``: added there at once)."""
    spec = CommandSpec(name, description_key, subcommands=subcommands, aliases=_aliases(aliases),
                       admin_only=admin_only, admin_aware=admin_aware, default_subcommand=default,
                       fallback_subcommand=fallback)
    _check(spec)
    if registry is not None:
        registry.add(spec)
    return spec


def action(prefix: str, admin_aware: bool = False) -> Callable[[ActionHandler], ActionHandler]:
    """Mark the decorated function as the handler of button, select, modal and poll actions ``prefix:...``
    (``admin_aware``: its answer depends on ``CommandContext.is_admin``, as a command's may)."""
    def mark(handler: ActionHandler) -> ActionHandler:
        setattr(handler, _ACTION_MARK, (prefix, admin_aware))
        return handler

    return mark


def spec_of(handler: Handler) -> CommandSpec:
    """The spec ``@command`` put on a handler."""
    return getattr(handler, _COMMAND_MARK)


def _aliases(aliases: Sequence[str | Alias]) -> tuple[Alias, ...]:
    return tuple(Alias(a) if isinstance(a, str) else a for a in aliases)


def _check(spec: CommandSpec) -> None:
    """A spec and its handler agree (checked at import): every parameter is one of the handler's."""
    if spec.subcommands:
        for sub in spec.subcommands:
            _check(sub)
        for name in (spec.default_subcommand, spec.fallback_subcommand):
            if name and spec.subcommand(name) is None:
                raise ValueError(f"/{spec.name}: no subcommand {name!r}")
        return
    if spec.handler is None:
        raise ValueError(f"/{spec.name} has no handler")
    accepted = set(list(inspect.signature(spec.handler).parameters)[1:])
    rest = [p.name for p in spec.params if p.rest]
    taken = {p.name for p in spec.params if not p.rest and p.kind is not ParamKind.FILE}
    wanted = taken | set(rest[:1]) | ({spec.free_text} - {""})
    if wanted != accepted:
        raise ValueError(f"/{spec.name}: the spec passes {sorted(wanted)}, {spec.handler.__name__} takes "
                         f"{sorted(accepted)}")
    if any(p.required and not p.rest for p in spec.params):
        raise ValueError(f"/{spec.name}: only the rest parameter may be required on text platforms")
    if inspect.iscoroutinefunction(spec.handler):
        raise ValueError(f"/{spec.name}: handlers are plain functions (the core runs them on worker threads)")
