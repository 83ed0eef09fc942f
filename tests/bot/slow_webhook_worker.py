"""``fanbot telegram`` as a webhook worker that waits ``SECONDS`` between claiming an update and handling it,
the window a test kills it in: ``python slow_webhook_worker.py SECONDS`` (the adapter's ``webhook_delay``)."""

from __future__ import annotations

import functools
import sys

from bot.adapters import telegram
from bot.cli import main

if __name__ == "__main__":
    telegram.run_telegram = functools.partial(telegram.run_telegram, webhook_delay=float(sys.argv[1]))
    sys.exit(main(["telegram"]))
