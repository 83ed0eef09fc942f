"""Entering a hand with buttons: winner -> on whose discard or self-drawn -> the fan total (a button,
or typed), or the hand typed in fanbot notation. The last step writes the same entry ``/win``
writes, through the same checks (``bot/commands/table.py``).

Every step's state is in its button's action (``sheet_ui:<step>:<table>:<seq>:<winner>:<from>``),
nothing in memory, so a flow goes on after a restart and on any worker. ``<seq>`` is the log's
length when the buttons were shown: a press after someone else entered something is refused
(a double press, or two people entering the same hand, never records it twice), and shows the
buttons again for the sheet as it now is.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import replace

from bot.commands import table
from bot.commands.common import hand_error, score_error
from bot.commands.rulesets import commands_of
from bot.commands.sheet_view import PREFIX, display_names, enter_buttons, learn_name, table_tag
from bot.commands.spec import action
from bot.render.ruleset_words import ruleset_key
from bot.replies import Button, ButtonStyle, NumberPrompt, Option, Reply, Select, error_reply
from bot.session import Session
from quiz.sheet.model import Draw, SheetError, SheetTraits
from quiz.sheet.rulesets import rules_for
from quiz.sheet.store import TableView
from scoring.hand import HandError, NotWinningHand

#: the fan totals offered as buttons (the most common totals at a table that counts fan); others are typed
FAN_BUTTONS = (8, 9, 10, 12, 16, 24, 32, 48, 64, 88)
SELF_DRAWN = "t"
#: "3 40", "3/40", "3,40" (full-width digits and commas are folded first), or a limit's han alone
_HAN_FU = re.compile(r"\s*(\d{1,3})(?:\s*[ /,]\s*(\d{2,3}))?\s*")


def _view(session: Session) -> TableView | None:
    return table.store_of(session).view(table._chat(session))


def _stale(session: Session) -> list[Reply]:
    return [error_reply(session.rich("sheet_ui.stale"))]


def _action(step: str, view: TableView, *parts: object) -> str:
    return ":".join((PREFIX, step, table_tag(view), str(view.table.last_seq), *map(str, parts)))


def _name(session: Session, view: TableView, player: int) -> str:
    return display_names(session, view.sheet)[player]


def ask_winner(session: Session, view: TableView, replace_message: bool) -> Reply:
    names = display_names(session, view.sheet)
    rows = [tuple(Button(name, _action("win", view, i)) for i, name in enumerate(names))]
    # a draw at a table that pays for being ready asks who was ready next
    rows.append((Button(session.tr("sheet_ui.button_draw"), _action("draw", view)),))
    return Reply(text=session.rich("sheet_ui.ask_winner"), buttons=tuple(rows), replace_message=replace_message)


def ask_ready(session: Session, view: TableView) -> Reply:
    """A draw that pays for being ready: who was ready (tenpai), picked in a menu, or nobody."""
    options = tuple(Option(name, str(i)) for i, name in enumerate(display_names(session, view.sheet)))
    players = len(options)
    select = Select(_action("ready", view), session.tr("sheet_ui.pick_ready"), options, 1, players)
    buttons = ((Button(session.tr("sheet_ui.button_nobody_ready"), _action("ready", view)),
                Button(session.tr("sheet_ui.button_back"), _action("back", view))),)
    return Reply(text=session.rich("sheet_ui.ask_ready"), select=select, buttons=buttons, replace_message=True)


def ask_loser(session: Session, view: TableView, winner: int) -> Reply:
    others = tuple(Button(_name(session, view, p), _action("how", view, winner, p))
                   for p in range(len(view.sheet.start.players)) if p != winner)
    last = (Button(session.tr("sheet_ui.button_self_drawn"), _action("how", view, winner, SELF_DRAWN),
                   ButtonStyle.PRIMARY),
            Button(session.tr("sheet_ui.button_back"), _action("back", view)))
    return Reply(text=session.rich("sheet_ui.ask_loser", winner=_name(session, view, winner)), buttons=(others, last),
                 replace_message=True)


def ask_total(session: Session, view: TableView, winner: int, loser: int | None) -> Reply:
    mcr = _traits(view).by_fan
    how = "discard" if loser is not None else "self"
    words = {"winner": _name(session, view, winner)}
    if loser is not None:
        words["loser"] = _name(session, view, loser)
    asked = _own(session, view, f"sheet_ui.ask_fan_{how}") if mcr else f"sheet_ui.ask_han_fu_{how}"
    text = session.rich(asked, **words)
    who = (winner, SELF_DRAWN if loser is None else loser)
    rows: list[tuple[Button, ...]] = []
    if mcr:
        totals = _traits(view).value_buttons or FAN_BUTTONS
        buttons = [Button(str(fan), _action("fan", view, *who, fan)) for fan in totals]
        rows += [tuple(buttons[:5]), tuple(buttons[5:])]
    # typing a value is a step of its own (a prompt alone: Discord's modal opens at once, Telegram
    # asks by force-reply), so a typed number is never mistaken for a button's number in the console
    other = session.tr("sheet_ui.button_other_fan" if mcr else "sheet_ui.button_han_fu")
    rows.append((Button(other, _action("other", view, *who), ButtonStyle.PRIMARY),
                 Button(session.tr("sheet_ui.button_type_hand"), _action("hand", view, *who)),
                 Button(session.tr("sheet_ui.button_back"), _action("win", view, winner))))
    return Reply(text=text, buttons=tuple(rows), replace_message=True)


def ask_value(session: Session, view: TableView, winner: int, loser: int | None, hand: bool) -> Reply:
    """A prompt alone: the fan total (or han and fu), or the hand."""
    who = (winner, SELF_DRAWN if loser is None else loser)
    mcr = _traits(view).by_fan
    total_key = _own(session, view, "sheet_ui.prompt_fan") if mcr else "sheet_ui.prompt_han_fu"
    key = "sheet_ui.prompt_hand" if hand else total_key
    label = session.tr(key)
    return Reply(text=label, number_prompt=NumberPrompt(_action("typed" if hand else "fan", view, *who), label, label))


#: refusals a false win answers: the hand is under the minimum
def _traits(view: TableView) -> SheetTraits:
    return rules_for(view.sheet.start.ruleset).traits


def _own(session: Session, view: TableView, key: str) -> str:
    """``key`` in the words of the table's ruleset (its own unit and minimum), where it has its own."""
    return ruleset_key(session.tr, key, view.sheet.start.ruleset)


UNDER_MINIMUM = frozenset({"fan_below_minimum", "false_win_unconfirmed"})


def _refused(session: Session, view: TableView, error: SheetError, winner: int, loser: int | None) -> list[Reply]:
    """The refusal; for a hand under the minimum, with the buttons that record it as a false win."""
    refusal = table.sheet_error(session, error, view.sheet.start.ruleset)
    if error.code not in UNDER_MINIMUM or _traits(view).minimum is None:
        return [refusal]
    who = (winner, SELF_DRAWN if loser is None else loser)
    fan = max(0, int(error.params.get("fan", 0)))
    buttons = ((Button(session.tr("sheet_ui.button_false_win"), _action("false", view, *who, fan), ButtonStyle.DANGER),
                Button(session.tr("sheet_ui.button_back"), _action("win", view, winner))),)
    text = session.rich(_own(session, view, "sheet_ui.false_win_offer"), winner=_name(session, view, winner), fan=fan)
    offer = Reply(text=text, buttons=buttons)
    return [refusal, offer]


def _numbers(view: TableView, typed: str) -> list[int] | None:
    """A typed fan total or han and fu (as the table counts), as /win reads them; None when it is neither."""
    typed = unicodedata.normalize("NFKC", typed).strip()
    if _traits(view).by_fan:
        return [int(typed)] if typed.isdecimal() else None
    match = _HAN_FU.fullmatch(typed)
    if match is None:
        return None
    return [int(match.group(1))] + ([int(match.group(2))] if match.group(2) else [])


def _write(session: Session, view: TableView, seq: int, entry, shown: Sequence[Reply] = (),
           refused: tuple[int, int | None] | None = None) -> list[Reply]:
    """Append ``entry`` as /win does, refused when the log has moved on since the buttons were shown."""
    guard = table._guard(session.ctx)

    def check(current: TableView) -> None:
        guard(current)
        if current.table.last_seq != seq or current.table.id != view.table.id:
            raise SheetError("sheet_moved")

    try:
        after = table.store_of(session).append(table._chat(session), entry, session.ctx.user_id, guard=check)
    except SheetError as error:
        if error.code == "sheet_moved":
            fresh = _view(session)
            return [error_reply(session.rich("sheet_ui.moved")),
                    *([ask_winner(session, fresh, False)] if fresh is not None and enter_buttons(session, fresh)
                      else [])]
        if refused is not None:
            return _refused(session, view, error, *refused)
        return [table.sheet_error(session, error)]
    answer = table.answer_entry(session, after, entry)
    # the flow's message becomes the row it wrote, with the button for the next hand
    first = replace(answer[0], replace_message=not shown, buttons=enter_buttons(session, after))
    return [*shown, first, *answer[1:]]


@action(PREFIX, admin_aware=True)  # chat admins may enter hands for the table
def sheet_action(session: Session, action_text: str, values: Sequence[str]) -> list[Reply]:
    parts = action_text.split(":")
    if len(parts) < 4 or not parts[3].isdecimal():
        return _stale(session)
    step, tag, seq = parts[1], parts[2], int(parts[3])
    view = _view(session)
    if view is None or not view.table.id.startswith(tag):
        return _stale(session)
    if not table.may_write(view, session.ctx):
        return [table.sheet_error(session, SheetError("not_at_table"))]
    learn_name(session, view.sheet)
    if view.sheet.finished or view.sheet.next_hand is None:
        return [table.sheet_error(session, SheetError("table_finished"))]
    players = len(view.sheet.start.players)
    try:
        who = [int(p) if p != SELF_DRAWN else None for p in parts[4:6]]
    except ValueError:
        return _stale(session)
    if any(p is not None and not 0 <= p < players for p in who):
        return _stale(session)
    winner = who[0] if who else None
    loser = who[1] if len(who) > 1 else None
    if step == "enter":
        return [ask_winner(session, view, False)]
    if step == "back":
        return [ask_winner(session, view, True)]
    if step == "draw":
        if not _traits(view).draws_pay_ready:
            return _write(session, view, seq, Draw())
        return [ask_ready(session, view)]
    if step == "ready":
        if not all(v.isdecimal() and int(v) < players for v in values):
            return _stale(session)
        return _write(session, view, seq, Draw(tenpai=tuple(sorted({int(v) for v in values}))))
    if winner is None:
        return _stale(session)
    if step == "win":
        return [ask_loser(session, view, winner)]
    if step == "how":
        if loser == winner:
            return [table.sheet_error(session, SheetError("loser_is_winner"))]
        return [ask_total(session, view, winner, loser)]
    if step in ("hand", "other"):
        return [ask_value(session, view, winner, loser, hand=step == "hand")]
    if step == "fan":
        typed = parts[6] if len(parts) > 6 else (values[0] if values else "")
        numbers = _numbers(view, typed)
        if numbers is None:
            key = _own(session, view, "sheet_ui.not_fan") if _traits(view).by_fan else "sheet_ui.not_han_fu"
            return [error_reply(session.rich(key, value=typed[:40]))]
        try:
            entry = table._numbers_win(view.sheet, winner, loser, numbers, False)
        except SheetError as error:
            return _refused(session, view, error, winner, loser)
        return _write(session, view, seq, entry, refused=(winner, loser))
    if step == "false" and len(parts) > 6 and parts[6].isdecimal():
        entry = table._numbers_win(view.sheet, winner, loser, [int(parts[6])], True)
        return _write(session, view, seq, entry)
    if step == "typed":
        return _typed_hand(session, view, seq, winner, loser, values[0] if values else "")
    return _stale(session)


def _typed_hand(session: Session, view: TableView, seq: int, winner: int, loser: int | None,
                hand: str) -> list[Reply]:
    reader = commands_of(view.sheet.start.ruleset).read_hand
    if reader is None:
        return [table.sheet_error(session, SheetError("not_in_ruleset", what="hand"))]
    try:
        entry, shown = reader(session, view.sheet, winner, loser, hand, False)
    except SheetError as error:
        return _refused(session, view, error, winner, loser)
    except NotWinningHand as error:
        return [score_error(session, error)]
    except HandError as error:
        return [hand_error(session, error)]
    return _write(session, view, seq, entry, shown)

