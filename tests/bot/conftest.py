"""Set-up every test of this package shares: one TLS context a process for the Telegram bots (the reason:
``tests/bot/telegram_setup.py``)."""

from tests.bot.telegram_setup import one_tls_context_a_process  # noqa: F401
