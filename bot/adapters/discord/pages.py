"""Replies cut to Discord's limits: long text over several messages, components beyond one message's
(five rows, five buttons a row, 25 options a select) over further messages. Nothing is dropped."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.adapters.discord.render import markdown_length
from bot.replies import Button, Reply, Select, split_text
from bot.rich import Rich, bold

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
        pieces = split_text(text, PAGE_LIMIT, markdown_length) if text else [Rich()]
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
                live=reply.live, threads=reply.threads if first else (), in_parent=reply.in_parent,
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


def poll_action(page: Reply) -> str:
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
