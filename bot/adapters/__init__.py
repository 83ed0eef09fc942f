"""The platform adapters in front of the platform-neutral ``BotCore``: ``bot.adapters.discord``,
``bot.adapters.telegram`` and ``bot.adapters.console``, each split by job (start-up, rendering of
replies in the platform's markup, components or keyboards, polls, prompts).

Adapters never touch the database on their event loop: reads go to a worker thread
(``asyncio.to_thread``), writes nobody waits for to the storage's background writer (``Persistent``).
"""
