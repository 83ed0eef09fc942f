"""/calc: a tile picker in the chat. Taps build the hand (``scoring/picker.py``); after each tap the one
picker message is edited with the hand's live result, which /score (14 tiles), /efficiency (14 tiles
that do not win) and /waits (13) make, so there is no second scorer; "Post" puts the result in the chat.

The picker's state is kept in the shared storage (``adapter_state``, kind ``calc``) under a random key,
not in the buttons: a hand with melds, flags, dora and its undo history does not fit Telegram's 64
bytes of callback data, while ``calc:<key>:<version>:<op>`` always does. So a picker survives a restart
and works on any worker; each tap is one transaction (read, check, change, write), so two taps never
lose one another; the version refuses a tap on buttons older than the state (a double tap); the owner
refuses other people's taps (in a Telegram group everybody sees the keyboard).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from urllib.parse import urlencode

from bot.commands import efficiency as efficiency_cmd
from bot.commands import score as score_cmd
from bot.commands.calc_buttons import FLAGS_PAGE, PAGES, PREFIX, picker_buttons
from bot.commands.common import RULES, red_fives_of
from bot.commands.spec import action, command
from bot.render.reply_parts import hand_picture
from bot.render.text_picker import picker_unicode, render_picker
from bot.render.views import view_of
from bot.replies import Picture, Reply, error_reply, split_text
from bot.rich import Rich, lines, tiles, user
from scoring.hand import HandError
from scoring.notation import parse_partial
from scoring.picker import MeldKind, Picker, PickerRefused, Step

STATE_KIND = "calc"
#: the most text a picker shows: its edit must fit one message (Telegram edits up to 4096 characters with
#: the adapter's margin of 300, Discord's embed 4096; the longest live results measured are ~1,700)
LIVE_TEXT_LIMIT = 3200
#: the platform that types: it gets the notation's help instead of a picker
CONSOLE = "console"


@dataclass(frozen=True)
class PickerState:
    """What the storage keeps for one picker message."""

    key: str
    ruleset: str
    owner: str
    encoded: str = ""
    version: int = 0
    page: str = "m"
    dora_armed: bool = False

    def to_json(self) -> dict:
        return {"r": self.ruleset, "u": self.owner, "e": self.encoded, "v": self.version, "p": self.page,
                "d": self.dora_armed}

    @classmethod
    def from_json(cls, key: str, data: dict) -> PickerState:
        return cls(key, str(data["r"]), str(data["u"]), str(data.get("e", "")), int(data.get("v", 0)),
                   str(data.get("p", "m")), bool(data.get("d", False)))

    @property
    def picker(self) -> Picker:
        return Picker.decode(self.ruleset, self.encoded)


@command("calc", "cmd.calc", RULES, aliases=("picker", "keyboard"))
def calc(session, rules: str) -> list[Reply]:
    if session.ctx.platform == CONSOLE:
        return [Reply(text=lines(session.rich("calc.console"), "", session.rich("help.topic_notation")))]
    state = PickerState(secrets.token_urlsafe(6), rules, session.ctx.user_id)
    session.services.storage.remember_state(session.ctx.platform, STATE_KIND, state.key, state.to_json())
    return [_picker_reply(session, state, state.picker)]


def _web_url(session, picker: Picker) -> str | None:
    """The web calculator (``PUBLIC_URL``) opened on the hand as it stands (its ``?h=&r=&lang=`` link)."""
    base = session.services.public_url
    if not base:
        return None
    hand = urlencode({"h": picker.notation(), "r": picker.ruleset, "lang": session.language})
    return f"{base.rstrip('/')}/?{hand}"


def _result(session, picker: Picker) -> tuple[Rich | None, Reply | None]:
    """The live result (its text) and the reply to post, made by /score, /efficiency or /waits."""
    size = picker.offer.hand_size
    if picker.tile_count < size - 1:
        return None, None
    notation, rules = picker.notation(), picker.ruleset
    if picker.tile_count == size:
        answer = score_cmd.score_hand(session, notation, rules)
        if answer.not_winning:
            answer = score_cmd.ScoreAnswer(efficiency_cmd.efficiency(session, notation, rules))
        reply = answer.replies[0]
    else:
        reply = score_cmd.waits(session, notation, rules)[0]
    if reply.is_error:  # read or scored wrong (a riichi declared on an open hand): the hand, then why
        shown = lines(session.rich("score.hand_line", hand=notation), tiles(picker_unicode(picker)), reply.text)
        return shown, None
    return reply.text, replace(reply, buttons=(), private=False)


def _partial_picture(session, picker: Picker) -> Picture | None:
    """The picture of a hand with no result to show (under 13 tiles, or one that does not score): drawn
    only where an edit can show it (Discord)."""
    if not session.pictures or not picker.tile_count:
        return None
    notation = picker.notation()
    try:
        partial = parse_partial(notation, picker.ruleset, sizes=range(1, picker.offer.hand_size + 1),
                                red_five_counts=red_fives_of(session.settings.options_of(picker.ruleset)))
    except HandError:
        return None
    return hand_picture(partial, session.language, notation)


def _picker_reply(session, state: PickerState, picker: Picker, note: Rich | None = None,
                  result: tuple[Rich | None, Reply | None] | None = None, edit: bool = False) -> Reply:
    text, posted = result if result is not None else _result(session, picker)
    if state.dora_armed and note is None:
        note = session.rich("calc.tap_indicator")
    title = session.tr(f"calc.title_{view_of(state.ruleset).words}", count=picker.tile_count,
                       size=picker.offer.hand_size)
    buttons = picker_buttons(session, state.key, state.version, picker, state.page, state.dora_armed,
                             _web_url(session, picker))
    picture = posted.picture if posted is not None else _partial_picture(session, picker)
    shown = render_picker(picker, session.language, text, note)
    if len(shown.plain) > LIVE_TEXT_LIMIT:  # an edit must stay one message: the post has it all
        shown = lines(split_text(shown, LIVE_TEXT_LIMIT)[0], "…")
    return Reply(text=shown, title=title, picture=picture, buttons=buttons, live=True, replace_message=edit)


class _Outcome:
    """What the transaction decided, for the reply made after it."""

    def __init__(self) -> None:
        self.state: PickerState | None = None
        self.problem = ""
        self.refusal: PickerRefused | None = None


def _apply(state: PickerState, op: str) -> PickerState:
    """The state after ``op``; ``PickerRefused`` when the hand cannot take it, ``ValueError`` for no op."""
    picker = state.picker
    nxt = replace(state, version=state.version + 1)
    kind, arg = op[:1], op[1:]
    if kind == "t":
        if state.dora_armed:
            return replace(nxt, encoded=picker.dora(arg).encoded, dora_armed=False)
        return replace(nxt, encoded=picker.tap_tile(arg).encoded)
    if kind == "m":
        return replace(nxt, encoded=picker.meld(MeldKind(arg)).encoded)
    if kind == "f":
        return replace(nxt, encoded=picker.toggle(arg).encoded)
    if kind == "s":
        return replace(nxt, encoded=picker.step(Step(arg)).encoded)
    if op == "u":
        return replace(nxt, encoded=picker.undo().encoded, dora_armed=False)
    if op == "x":
        return replace(nxt, encoded=picker.clear().encoded, dora_armed=False)
    if kind == "p" and arg in PAGES:
        return replace(nxt, page=arg, dora_armed=state.dora_armed and arg != FLAGS_PAGE)
    if op == "d" and picker.offer.dora:
        armed = not state.dora_armed
        return replace(nxt, dora_armed=armed, page="m" if armed and state.page == FLAGS_PAGE else state.page)
    raise ValueError(op)


@action(PREFIX)
def calc_action(session, action_text: str, values: Sequence[str]) -> list[Reply]:
    """``calc:<picker>:<version>:<op>``: one tap on a picker (``bot/commands/calc_buttons.py``)."""
    parts = action_text.split(":")
    if len(parts) != 4 or not parts[2].isdecimal():
        return [error_reply(session.tr("error.stale_button"))]
    key, version, op = parts[1], int(parts[2]), parts[3]
    outcome = _Outcome()
    posting = op == "post"

    def change(old):
        if not isinstance(old, dict):
            outcome.problem = "gone"
            return old
        state = PickerState.from_json(key, old)
        if state.owner != session.ctx.user_id:
            outcome.problem = "not_yours"
            return old
        if state.version != version:
            outcome.problem = "stale"
            return old
        outcome.state = state
        if posting:
            return old
        try:
            outcome.state = _apply(state, op)
        except PickerRefused as refused:
            outcome.refusal = refused
            return old
        except (ValueError, KeyError):
            outcome.problem = "gone"
            return old
        return outcome.state.to_json()

    session.services.storage.update_state(session.ctx.platform, STATE_KIND, key, change)
    state = outcome.state
    if outcome.problem == "not_yours":
        return [error_reply(session.rich("calc.not_yours"))]
    if outcome.problem == "stale":
        return [error_reply(session.rich("calc.stale"))]
    if state is None or outcome.problem:
        return [error_reply(session.tr("error.stale_button"))]
    picker = state.picker
    if outcome.refusal is not None:
        note = session.rich(f"calc.refused_{outcome.refusal.code.value}")
        return [_picker_reply(session, state, picker, note, edit=True)]
    if posting:
        return _post(session, state, picker)
    return [_picker_reply(session, state, picker, edit=True)]


def _post(session, state: PickerState, picker: Picker) -> list[Reply]:
    """The picker edited to say it was posted, and the result as a message of the chat's."""
    result = _result(session, picker)
    posted = result[1]
    if posted is None:
        note = session.rich("calc.nothing_to_post", size=picker.offer.hand_size)
        return [_picker_reply(session, state, picker, note, result, edit=True)]
    by = session.rich("calc.posted_by", name=user(session.ctx.user_name or "…"))
    note = session.rich("calc.posted")
    return [_picker_reply(session, state, picker, note, result, edit=True),
            replace(posted, text=lines(by, posted.text), live=False)]


__all__ = ["calc", "calc_action", "PickerState", "STATE_KIND"]
