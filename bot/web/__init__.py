"""The web calculator: a tile keyboard page, its JSON API (the CLI's ``--json`` answers) and the
Telegram Mini App's "Send to chat" (``app``: the aiohttp application; ``server``: running it)."""
