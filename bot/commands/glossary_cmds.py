"""/fan (one fan explained, by any name; its completions, for slash commands and inline mode) and /fans
(the table by points)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.commands.common import RULES, read_table
from bot.commands.spec import Inline, ParamSpec, action, command
from bot.i18n import Translator
from bot.render.names import entry_name_in
from bot.render.reply_parts import hand_picture
from bot.render.styles import Style
from bot.render.text_glossary import render_entry_for_bot, render_table, render_worth, ruleset_title
from bot.render.views import view_of
from bot.replies import Button, Option, Reply, error_reply
from bot.rich import user
from glossary import SECTIONS, complete, get_entry, lookup, section_of
from glossary.sections import default_section
from scoring.notation import parse_hand

#: candidates offered as buttons when a name is ambiguous or misspelt
MAX_CANDIDATES = 5


def autocomplete(prefix: str, language: str, limit: int = 25) -> list[Option]:
    """Choices for a slash command's fan name; the value is ``ruleset:id`` (which /fan accepts)."""
    options = []
    for candidate in complete(prefix[:100], None, limit=limit):
        entry = candidate.entry
        label = entry_name_in(entry, language)
        if section_of(entry.ruleset).tagged:
            label += " · " + Translator(language)(f"ruleset.short_{entry.ruleset}")
        options.append(Option(label=label[:100], value=f"{entry.ruleset}:{entry.id}"[:100]))
    return options


@command("fan", "cmd.fan", ParamSpec("name", "param.fan_name", required=True, rest=True, autocomplete="fans",
                                      complete=autocomplete),
         RULES, usage_key="fan.usage", inline=Inline(candidates=autocomplete))
def fan(session, name: str, rules: str) -> list[Reply]:
    query, ruleset = name, view_of(rules).glossary
    prefix, _, rest = query.partition(":")
    if rest and prefix.strip().lower() in SECTIONS:
        # "mcr:full_flush" (an autocomplete value) names the entry; "riichi: 清一色" is a search there
        if _known(prefix.strip().lower(), rest.strip()):
            return fan_action(session, f"fan:{prefix.strip().lower()}:{rest.strip()}", ())
        ruleset = prefix.strip().lower()
        query = rest.strip()
    if query.strip().isdecimal():  # "/fan 8": the fans worth 8 points (or the yaku worth 2 han)
        return [_worth_reply(session, ruleset, query.strip()[:12])]
    result = lookup(query[:100], ruleset=ruleset)
    if result.best is not None:
        return [entry_reply(session, result.best)]
    candidates = list(result.candidates)[:MAX_CANDIDATES]
    if not candidates:
        return [error_reply(session.rich("fan.not_found", query=user(query[:60])))]
    names = [entry_name_in(c.entry, session.language) for c in candidates]
    # a name two rulesets share (一気通貫) says whose it is
    names = [f"{name} ({ruleset_title(c.entry.ruleset, (session.language,))})" if names.count(name) > 1 else name
             for name, c in zip(names, candidates, strict=True)]
    buttons = tuple((Button(name, f"fan:{c.entry.ruleset}:{c.entry.id}"),)
                    for name, c in zip(names, candidates, strict=True))
    return [Reply(text=session.rich("fan.did_you_mean", query=user(query[:60])), buttons=buttons, private=True)]


def _worth_reply(session, ruleset: str, digits: str) -> Reply:
    ruleset = ruleset if ruleset in SECTIONS else view_of(ruleset).glossary
    text = render_worth(ruleset, int(digits), session.language)
    if text is None:
        return error_reply(session.rich("fan.no_worth", worth=user(digits)))
    return Reply(text=text, title=session.tr(f"fans.title_{ruleset}"))


def _known(ruleset: str, fan_id: str) -> bool:
    try:
        get_entry(ruleset, fan_id)
    except (KeyError, LookupError, ValueError):
        return False
    return True


def entry_reply(session, entry) -> Reply:
    """One glossary entry: names, points, definition, exclusions, example."""
    tr, language = session.tr, session.language
    text = render_entry_for_bot(entry, language)
    buttons = ()
    if entry.example and len(entry.example) + len(entry.ruleset) + 8 <= 64:
        buttons = ((Button(tr("fan.score_example"), f"score:{_score_ruleset(entry)}:{entry.example}"),),)
    picture = _example_picture(entry) if session.pictures else None
    return Reply(text=text, title=entry_name_in(entry, language), buttons=buttons, picture=picture)


def _example_picture(entry):
    """The example hand of an entry as a picture, when it reads as a hand."""
    if not entry.example:
        return None
    try:
        hand = parse_hand(entry.example, _score_ruleset(entry))
    except Exception:  # regional fans may use tiles or flags the notation does not know
        return None

    return hand_picture(hand, "en", entry.example)


def _score_ruleset(entry) -> str:
    return section_of(entry.ruleset).scored_in


@action("fan")
def fan_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    """``fan:<ruleset>:<id>``: show one entry (a did-you-mean button or a select)."""
    _, ruleset, fan_id = (action.split(":") + ["", ""])[:3]
    if values:
        fan_id = values[0].rpartition(":")[2] or fan_id
    try:
        entry = get_entry(ruleset, fan_id)
    except (KeyError, LookupError, ValueError):
        return [error_reply(session.rich("fan.not_found", query=user(fan_id[:60])))]
    return [entry_reply(session, entry)]


@command("fans", "cmd.fans", replace(RULES, read=read_table, positional=True))
def fans(session, rules: str) -> list[Reply]:
    """The table of one ruleset's fans by value; ``regional`` lists the regional fans."""
    return [fans_reply(session, rules)]


def fans_reply(session, ruleset: str) -> Reply:
    """The fan table in the chat's style: one line per value (the same layout function as ``fanbot fans``)."""
    ruleset = ruleset if ruleset in SECTIONS else view_of(ruleset).glossary  # a variant lists its base's fans
    return Reply(text=render_table(ruleset, (session.language,), Style.CHAT), title=session.tr(f"fans.title_{ruleset}"))


@action("fans")
def fans_action(session, action: str, values: Sequence[str]) -> list[Reply]:
    ruleset = values[0] if values else action.partition(":")[2] or session.settings.ruleset
    return [fans_reply(session, ruleset if ruleset in SECTIONS else default_section())]
