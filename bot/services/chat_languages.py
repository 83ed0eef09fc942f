"""Which language the bot speaks to a caller, and in a chat when nobody asks (a quiz round that timed
out): the chat's setting, else the caller's own, else the platform's locale; for a chat alone, the
last language used there, kept in a bounded memo and in the database (a restarted process knows it)."""

from __future__ import annotations

from bot.bounded import BoundedDict
from bot.calls import CommandContext
from bot.i18n import LANGUAGES, language_of
from bot.storage import BotStorage, ChatView

#: chats whose last reply language is kept in memory (the others' is read back from the database)
CHAT_LANGUAGES_KEPT = 10_000
#: the adapter state that holds a chat's last reply language
STATE_KIND = "chat_language"


class ChatLanguages:
    def __init__(self, storage: BotStorage, default_language: str) -> None:
        self.storage = storage
        self.default_language = default_language
        self._last: BoundedDict[tuple[str, str], str] = BoundedDict(CHAT_LANGUAGES_KEPT)

    def of_caller(self, ctx: CommandContext, view: ChatView | None = None) -> str:
        """The language replies to ``ctx`` use (``view``: the chat's and caller's settings, when read)."""
        view = view or self.storage.chat_view(ctx.platform, ctx.settings_chat, ctx.user_id)
        language = (view.settings.language or view.user_language
                    or language_of(ctx.locale, self.default_language))
        return language if language in LANGUAGES else "en"

    def used(self, platform: str, chat_id: str, language: str) -> None:
        """Note the language of a reply in a chat."""
        key = (platform, chat_id)
        if self._last.get(key) != language:
            self._last[key] = language
            # stored too, in the background (no reply waits for it): a restarted process announces
            # timed-out rounds in the chat's language
            self.storage.remember_state_soon(platform, STATE_KIND, chat_id, language)

    def of_chat(self, platform: str, chat_id: str) -> str:
        """The language of a chat when no user is asking: its setting, else the last one used there."""
        chat_id = str(chat_id)
        chosen = self.storage.chat_settings(platform, chat_id).language
        if chosen:
            return chosen
        last = self._last.get((platform, chat_id))
        if last is None:
            stored = self.storage.recall_state(platform, STATE_KIND, chat_id)
            last = stored if stored in LANGUAGES else None
        return last or self.default_language
