"""/settings: the chat's ruleset, language, quiz options and time zone (admins only in groups)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from bot.commands.common import quiz_mode_of, read_ruleset
from bot.commands.rulesets import option_words
from bot.commands.spec import Alias, ParamKind, ParamSpec, action, command
from bot.i18n import LANGUAGE_NAMES, LANGUAGES, Translator, language_of, plural_key, sentence_gap
from bot.replies import Button, ButtonStyle, NumberPrompt, Option, Reply, Select, error_reply
from bot.rich import Rich, lines, rich_text, user
from bot.session import Session
from bot.storage import QUIZ_MODES, QUIZ_ROUNDS, QUIZ_SECONDS, SettingKey, parse_switch
from scoring.rulesets import TableOptions, option_keys, ruleset_ids, ruleset_of


def setting_keys() -> tuple[str, ...]:
    """The settings' words, in the order /settings shows them: a ruleset with table options has one, its id."""
    return ("ruleset", "language", "pictures", "quiz_mode", "quiz_seconds", "quiz_rounds", *option_keys(), "timezone")


KEYS = setting_keys()
#: settings a user may also choose for themselves (where the chat has not fixed them)
PERSONAL_KEYS = ("language", "pictures")
_KEY_ALIASES = {"rules": "ruleset", "rule": "ruleset", "lang": "language", "mode": "quiz_mode",
                "seconds": "quiz_seconds", "time": "quiz_seconds", "rounds": "quiz_rounds",
                "picture": "pictures", "images": "pictures", "pics": "pictures",
                "tz": "timezone", "zone": "timezone", "time_zone": "timezone"}


@command("settings", "cmd.settings",
         ParamSpec("setting", "param.setting", kind=ParamKind.CHOICE, rest=True, choices=KEYS),
         ParamSpec("value", "param.setting_value", rest=True),
         aliases=("setting", "config", Alias("lang", prefix="language"), Alias("language", prefix="language")),
         admin_only=True)
def settings(session, setting: str) -> list[Reply]:
    """``setting`` is the text after the command: a key and a value, either or none."""
    words = setting.split()
    several = _several(words)
    if several:  # "/settings ruleset=mcr language=zh_hans": each in turn, up to the first refused
        replies: list[Reply] = []
        for key, value in several:
            replies += _apply(session, key, value)
            if replies[-1].is_error:
                break
        return replies
    if words and "=" in words[0]:  # "/settings pictures=off"
        key, _, value = words[0].partition("=")
        words = [key, *([value] if value else []), *words[1:]]
    if not words:
        return [overview(session)]
    key = _setting_named(words[0].lower())
    if key not in setting_keys():
        return [error_reply(session.rich("settings.unknown_key", key=user(words[0][:30]), keys=_keys_named(session)))]
    if len(words) == 1:
        return [_chooser(session, key)]
    return _apply(session, key, " ".join(words[1:]))


def _several(words: list[str]) -> list[tuple[str, str]]:
    """Two or more ``key=value`` words, each naming a setting, as (key, value); empty when the words are not that."""
    pairs = [(_setting_named(key.lower()), value) for key, eq, value in (w.partition("=") for w in words) if eq]
    if len(words) < 2 or len(pairs) != len(words) or any(k not in setting_keys() or not v for k, v in pairs):
        return []
    return pairs


def _setting_named(word: str) -> str:
    """The setting a word names: its key, or another word for it (a ruleset's for its table options)."""
    return _KEY_ALIASES.get(word) or option_words().get(word) or word


def _key_named(session, key: str) -> str:
    return key if session.language == "en" else f"{key}（{session.tr(f'settings.key_{key}')}）"


def _keys_named(session) -> str:
    """The setting words with what they mean in the reply language: ``ruleset (Ruleset)``, ``language（语言）``."""
    if session.language == "en":
        return ", ".join(setting_keys())
    return "、".join(_key_named(session, key) for key in setting_keys())


def _apply(session, key: str, raw: str) -> list[Reply]:
    tr, rt = session.tr, session.rich
    value = raw.strip()
    if key == "language" and value not in ("auto", *LANGUAGES):
        value = language_of(value, default="")
        if not value:
            return [error_reply(rt("settings.bad_value", key=_key_named(session, key), value=user(raw[:30]),
                                   allowed="auto, " + ", ".join(LANGUAGES)))]
    ctx = session.ctx
    if key == "language" and (not ctx.is_group or not session.can_configure):
        # a user's own language: applies in every chat of this platform that has not fixed one
        chosen = None if value == "auto" else value
        session.services.storage.set_user_language(ctx.platform, ctx.user_id, chosen)
        if ctx.is_group:
            return [_language_saved_for_you(session, chosen)]
    if key == "pictures" and (not ctx.is_group or not session.can_configure):
        try:
            switch = parse_switch(value)
        except ValueError:
            return [error_reply(rt("settings.bad_value", key=_key_named(session, key), value=user(raw[:30]),
                                   allowed=_allowed(key)))]
        # the user's own choice, like the language: every chat of this platform that has not fixed one
        session.services.storage.set_user_pictures(ctx.platform, ctx.user_id, switch)
        if ctx.is_group:
            shown = tr("settings.pictures_off" if switch is False else "settings.pictures_on")
            note = rt("settings.pictures_chat_fixed") if session.settings.pictures is not None else ""
            saved = rt("settings.pictures_for_you", value=shown)
            return [Reply(text=saved + sentence_gap(session.language) + note if note else saved, private=True)]
    if not session.can_configure:
        return [error_reply(rt("settings.admins_only"))]
    value = _canonical_value(session, key, value)
    try:
        updated = session.settings.with_value(key, value)
    except ValueError as error:
        if key in option_keys() and tr.has(f"settings.bad_{key}"):  # a table option's word: name the wrong part
            return [error_reply(rt(f"settings.bad_{key}", part=user(str(error)[:40]),
                                   allowed=table_options(key).allowed()))]
        if key == SettingKey.TIMEZONE:  # an unknown zone: say what one looks like
            return [error_reply(rt("drill.daily_bad_timezone", value=user(raw[:40])))]
        return [error_reply(rt("settings.bad_value", key=_key_named(session, key), value=user(raw[:30]),
                               allowed=_allowed(key)))]
    session.services.storage.save_chat_settings(ctx.platform, ctx.settings_chat, updated)
    session.settings = updated
    if key == "language":  # answer in the language just chosen

        session = Session(session.services, ctx, updated, session.services.languages.of_caller(ctx))
    saved = f"settings.saved_{key}"  # one message per setting: each says it as its language does
    if key in (SettingKey.QUIZ_SECONDS, SettingKey.QUIZ_ROUNDS):
        saved = plural_key(session.language, saved, getattr(updated, key))
    return [Reply(text=session.rich(saved, value=_shown(session, key, updated)))]


def _canonical_value(session, key: str, value: str) -> str:
    """What players type for a value (日麻, 写出番种, ３０) as the stored word; unknown text unchanged."""


    value = unicodedata.normalize("NFKC", value).strip()
    if key == "ruleset":
        return read_ruleset(value) or value.lower()
    if key == "quiz_mode":
        return quiz_mode_of(value) or value
    if key in option_keys():  # a ruleset's table options
        return value.lower()
    return value


def table_options(key: str) -> TableOptions:
    """The table options of the ruleset a setting is named for (one of ``option_keys()``)."""
    options = ruleset_of(key).options
    assert options is not None, key
    return options


def _language_saved_for_you(session, language: str | None) -> Reply:
    tr = Translator(session.services.languages.of_caller(session.ctx))
    shown = LANGUAGE_NAMES[language] if language else tr("settings.language_auto")
    note = rich_text(tr, "settings.language_chat_fixed") if session.settings.language else ""
    saved = rich_text(tr, "settings.language_for_you", value=shown)
    return Reply(text=saved + sentence_gap(tr.language) + note if note else saved, private=True)


def _allowed(key: str) -> str:
    if key == "ruleset":
        return ", ".join(ruleset_ids())
    if key == "quiz_mode":
        return ", ".join(QUIZ_MODES)
    if key == "pictures":
        return "on, off, auto"
    if key in option_keys():
        return table_options(key).allowed()
    low, high = QUIZ_SECONDS if key == "quiz_seconds" else QUIZ_ROUNDS
    return f"{low}-{high}"


def _shown(session, key: str, settings) -> str:
    tr = session.tr
    if key == "ruleset":
        return tr(f"ruleset.{settings.ruleset}")
    if key == "language":
        return LANGUAGE_NAMES[settings.language] if settings.language else tr("settings.language_auto")
    if key == "quiz_mode":
        return tr(f"quiz.mode_{settings.quiz_mode}")
    if key == "pictures":
        if settings.pictures is None:
            return tr("settings.pictures_auto" if session.ctx.is_group else "settings.pictures_on")
        return tr("settings.pictures_on" if settings.pictures else "settings.pictures_off")
    if key in option_keys():
        return table_options(key).text(settings.options_of(key)) or tr(f"settings.{key}_standard")
    return str(getattr(settings, key))


def overview(session) -> Reply:
    tr, rt, settings = session.tr, session.rich, session.settings
    shown: list[Rich | str] = [rt("settings.line", key=tr(f"settings.key_{k}"), value=_shown(session, k, settings))
                               for k in setting_keys()]
    if not session.can_configure:
        shown += ["", rt("settings.admins_only")]
        mine = ((Button(tr("settings.key_language"), "settings:choose:language"),
                 Button(tr("settings.key_pictures"), "settings:choose:pictures")),)
        return Reply(text=lines(*shown), title=tr("settings.title"), buttons=mine, private=True)
    shown += ["", rt("settings.how")]
    buttons = (
        tuple(Button(tr(f"ruleset.{r}"), f"settings:ruleset:{r}",
                     ButtonStyle.PRIMARY if settings.ruleset == r else ButtonStyle.SECONDARY) for r in ruleset_ids()),
        (Button(tr("settings.key_language"), "settings:choose:language"),
         Button(tr("settings.key_pictures"), "settings:choose:pictures"),
         Button(tr("settings.key_quiz_mode"), "settings:choose:quiz_mode"),
         Button(tr("settings.key_quiz_seconds"), "settings:choose:quiz_seconds"),
         Button(tr("settings.key_quiz_rounds"), "settings:choose:quiz_rounds")),
    )
    return Reply(text=lines(*shown), title=tr("settings.title"), buttons=buttons, private=True)


def _chooser(session, key: str) -> Reply:
    """A select (or a number prompt) to change one setting."""
    tr = session.tr
    current = _shown(session, key, session.settings)
    text = session.rich("settings.line", key=tr(f"settings.key_{key}"), value=current)
    if not session.can_configure and key not in PERSONAL_KEYS:
        return Reply(text=lines(text, session.rich("settings.admins_only")))
    if key in ("quiz_seconds", "quiz_rounds"):
        low, high = QUIZ_SECONDS if key == "quiz_seconds" else QUIZ_ROUNDS
        prompt = NumberPrompt(f"settings:{key}", tr(f"settings.key_{key}"), tr("settings.number", low=low, high=high))
        return Reply(text=text, number_prompt=prompt, private=True)
    if key in option_keys():  # too many rules for a select: say how to write them
        return Reply(text=lines(text, session.rich(f"settings.{key}_how", allowed=table_options(key).allowed())),
                     private=True)
    if key == SettingKey.TIMEZONE:  # hundreds of zones: say how to write one
        return Reply(text=lines(text, session.rich("settings.timezone_how")), private=True)
    if key == "ruleset":
        choices = [Option(tr(f"ruleset.{r}"), r) for r in ruleset_ids()]
    elif key == "language":
        choices = [Option(tr("settings.language_auto"), "auto")] + [
            Option(LANGUAGE_NAMES[lang], lang) for lang in LANGUAGES]
    elif key == "pictures":
        choices = [Option(tr("settings.pictures_on"), "on"), Option(tr("settings.pictures_off"), "off")]
        if session.ctx.is_group and session.can_configure:
            choices.append(Option(tr("settings.pictures_auto"), "auto"))
    else:
        choices = [Option(tr(f"quiz.mode_{m}"), m, tr(f"quiz.mode_{m}_help")) for m in QUIZ_MODES]
    select = Select(f"settings:{key}", tr(f"settings.key_{key}"), tuple(choices))
    return Reply(text=text, select=select, private=True)


@action("settings")
def settings_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    """``settings:choose:<key>`` opens a chooser; ``settings:<key>[:<value>]`` (or values[0]) sets it."""
    parts = action.split(":", 2)
    if len(parts) >= 3 and parts[1] == "choose":
        key = parts[2]
        return [_chooser(session, key)] if key in setting_keys() else []
    key = parts[1] if len(parts) > 1 else ""
    if key not in setting_keys():
        return [error_reply(session.rich("error.stale_button"))]
    value = values[0] if values else (parts[2] if len(parts) > 2 else "")
    if not value:
        return [_chooser(session, key)]
    return _apply(session, key, str(value))
