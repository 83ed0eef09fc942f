"""What a handler gets: ``Session``, the caller, the chat's settings, the reply language and the services
(storage, stores, quiz engine, clock).

The values a call is made of (``CommandContext``, ``ChatMessage``, ``TablePost``, ``InlineResult``) live in
``bot.calls``, beneath the services; they are named here too for the core and the adapters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.calls import ChatMessage, CommandContext, InlineResult, TablePost
from bot.i18n import Translator
from bot.rich import Rich, rich_text
from bot.storage import ChatSettings

if TYPE_CHECKING:  # a type only: the entry point builds the services; importing this module loads none
    from bot.services import Services

__all__ = ["ChatMessage", "CommandContext", "InlineResult", "Session", "TablePost"]


@dataclass
class Session:
    """What a handler needs for one call: the services, the caller, the chat's settings and language."""

    services: Services
    ctx: CommandContext
    settings: ChatSettings
    language: str
    #: draw hand pictures in replies (the chat's setting, else the user's; off in inline mode)
    pictures: bool = True
    tr: Translator = field(init=False)

    def __post_init__(self) -> None:
        self.tr = Translator(self.language)

    def rich(self, key: str, /, **values: object) -> Rich:
        """``tr`` as rich text: the template's markup as spans, each value a literal span of its own."""
        return rich_text(self.tr, key, **values)

    @property
    def can_configure(self) -> bool:
        return not self.ctx.is_group or self.ctx.is_admin
