"""Telegram adapter: python-telegram-bot's ``Application`` in front of the platform-neutral ``BotCore``.

What it maps, in Telegram's own terms, and where:

* commands (``/score``, ``/score@botname`` in groups) -> ``core.handle``; button presses, answers to
  prompts and polls, inline queries (glossary lookups and scoring as articles), the quiz deadline job
  and the error handler (``updates``); a command menu per language (``app``);
* ``Reply`` -> HTML parse mode, the reply's spans as tags, their text escaped (``render``), sent as a
  message, a photo with the text as caption, a document (``sending``); ``Reply.private`` in a group
  goes to the user's private chat; errors on presses go to the callback toast;
* buttons -> inline keyboards, a ``Select`` -> a keyboard of options (``keyboards``); a
  ``NumberPrompt`` -> a force-reply message (``prompts``); a ``Poll`` -> a native, non-anonymous quiz
  poll whose answers come back as ``PollAnswer`` (``polls``).

``await run_telegram(config, core, stop)`` polls (or, with TELEGRAM_WEBHOOK_URL, serves the webhook of
``webhook``) until ``stop`` is set (``fanbot telegram`` sets it on SIGINT/SIGTERM), then stops and
shuts the application down cleanly. Outgoing requests go through ``flood.ChatRateLimiter`` (a queue and
a window per group).
"""

from bot.adapters.telegram.app import TelegramAdapter, run_telegram

__all__ = ["TelegramAdapter", "run_telegram"]
