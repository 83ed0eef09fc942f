"""The Telegram Application's two HTTP clients share one TLS context and are otherwise what PTB would build."""

from __future__ import annotations

import ssl

from telegram.ext import ApplicationBuilder

from bot.adapters.telegram.http_clients import tls_context, with_shared_tls

TOKEN = "123456:AAsharedTlsTokenForTheTests_0123456789"


def _clients(builder: ApplicationBuilder) -> dict[str, dict]:
    """The httpx settings of the update poll's client and the bot's calls' client."""
    updates, calls = builder.build().bot._request  # PTB keeps them as (get_updates, everything else)
    return {"updates": dict(updates._client_kwargs), "calls": dict(calls._client_kwargs)}


def test_both_clients_use_the_one_context_of_the_process():
    shared = _clients(with_shared_tls(ApplicationBuilder().token(TOKEN)))
    again = _clients(with_shared_tls(ApplicationBuilder().token(TOKEN)))
    assert shared["updates"]["verify"] is shared["calls"]["verify"] is again["calls"]["verify"] is tls_context()


def test_apart_from_the_context_the_clients_are_the_ones_the_builder_makes():
    shared = _clients(with_shared_tls(ApplicationBuilder().token(TOKEN)))
    default = _clients(ApplicationBuilder().token(TOKEN))
    for client in ("updates", "calls"):
        mine, theirs = shared[client], default[client]
        assert {k: v for k, v in mine.items() if k not in ("verify", "limits")} == \
               {k: v for k, v in theirs.items() if k not in ("verify", "limits")}
        assert mine["limits"].max_connections == theirs["limits"].max_connections
        assert mine["limits"].max_keepalive_connections == theirs["limits"].max_keepalive_connections
    assert default["calls"]["limits"].max_connections == 256 and default["updates"]["limits"].max_connections == 1


def test_the_shared_context_still_checks_the_servers_certificate_and_name():
    context = tls_context()
    assert context.verify_mode is ssl.CERT_REQUIRED and context.check_hostname
    assert context.cert_store_stats()["x509_ca"] > 0  # the CA bundle is loaded
