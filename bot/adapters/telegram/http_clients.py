"""The two HTTP clients python-telegram-bot's ``Application`` talks to the Bot API through, sharing one TLS setup.

Left to itself, each ``HTTPXRequest`` has httpx build a TLS context of its own, and every build parses the CA
bundle again: about 50 ms of CPU a client, two clients an ``Application``, at every start of the bot and of
each webhook worker. One context, made the way httpx makes its default (the CA bundle, or ``SSL_CERT_FILE`` /
``SSL_CERT_DIR`` when set), serves both; everything else is what ``ApplicationBuilder`` would choose.
"""

from __future__ import annotations

import ssl
from functools import cache

import httpx
from telegram.ext import ApplicationBuilder
from telegram.request import HTTPXRequest

#: ``ApplicationBuilder``'s own pool sizes: the bot's calls, and the one long poll for updates
BOT_CONNECTIONS = 256
UPDATE_CONNECTIONS = 1


@cache
def tls_context() -> ssl.SSLContext:
    """This process's TLS context for the Bot API, made once."""
    return httpx.create_ssl_context()


def with_shared_tls(builder: ApplicationBuilder) -> ApplicationBuilder:
    """``builder`` given its two requests, as it would make them, on the one TLS context."""
    settings = {"http_version": "1.1", "httpx_kwargs": {"verify": tls_context()}}
    return (builder.request(HTTPXRequest(connection_pool_size=BOT_CONNECTIONS, **settings))
            .get_updates_request(HTTPXRequest(connection_pool_size=UPDATE_CONNECTIONS, **settings)))


__all__ = ["tls_context", "with_shared_tls"]
