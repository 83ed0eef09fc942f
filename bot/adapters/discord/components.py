"""A reply's buttons, select and number prompt as discord.py components.

Their ``custom_id`` carries the core action (``DynamicItem``), so presses work after a restart and on
any process; a ``NumberPrompt`` is a button that opens a modal (or the modal at once, ``only_asks``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import discord

from bot.adapters.discord.callbacks import Callbacks
from bot.replies import ButtonStyle, Reply

_STYLES = {
    ButtonStyle.PRIMARY: discord.ButtonStyle.primary,
    ButtonStyle.SECONDARY: discord.ButtonStyle.secondary,
    ButtonStyle.SUCCESS: discord.ButtonStyle.success,
    ButtonStyle.DANGER: discord.ButtonStyle.danger,
}


def _adapter(interaction: discord.Interaction) -> Callbacks:
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


#: the components the client re-creates from a pressed message's custom ids
DYNAMIC_ITEMS = (ActionButton, ActionSelect, PromptButton)


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
            if button.url:  # a link: opens the address, never comes back
                view.add_item(discord.ui.Button(label=button.label[:80] or "…", url=button.url, row=row))
            else:
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


def only_asks(reply: Reply) -> bool:
    """A reply that only asks for a value: on Discord the modal opens at once."""
    return (reply.number_prompt is not None and reply.picture is None and reply.document is None and not reply.buttons
            and reply.select is None and reply.poll is None and not reply.is_error)


def modal_of(reply: Reply) -> NumberModal:
    """The modal a reply that ``only_asks`` opens."""
    prompt = reply.number_prompt
    assert prompt is not None
    return NumberModal(prompt.action, prompt.title or prompt.label, prompt.label)
