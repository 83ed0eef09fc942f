"""``GET /healthz`` and Prometheus ``GET /metrics`` on ``METRICS_LISTEN`` (host:port), when it is set.

The counters live in a registry of their own (``prometheus_client``): commands handled by name and
platform, the errors among them (``internal`` or ``busy``: the database was locked or slow), their
latency, the running quiz games and the failed database calls. ``/healthz`` answers 200 while the
database answers a trivial query within a second, else 503. The server is the standard library's
WSGI server on a daemon thread: it never touches the adapters' event loops.

Counting starts when the metrics are served: a bot without ``METRICS_LISTEN`` counts nothing and never
imports ``prometheus_client`` (about 10 MiB of a started process).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from socketserver import ThreadingMixIn
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

log = logging.getLogger("fanbot.metrics")
HEALTH_WAIT_SECONDS = 1.0


class Metrics:
    """What the bot counts, once ``enable()`` has been called; ``known`` are the command names (others are
    counted as ``other``). Until then every count is a no-op."""

    def __init__(self, known: Iterable[str] = ()) -> None:
        self._known = {name.lstrip("/") for name in known}
        self._games: Callable[[], int] | None = None
        self.registry = None
        self.enabled = False

    def enable(self) -> None:
        """Create the registry and the counters (what ``serve`` exports)."""
        if self.enabled:
            return
        from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

        self.registry = CollectorRegistry()
        self.commands = Counter("fanbot_commands", "Commands and button presses handled",
                                ("command", "platform"), registry=self.registry)
        self.errors = Counter("fanbot_command_errors", "Commands answered with an error of ours",
                              ("command", "platform", "kind"), registry=self.registry)
        self.latency = Histogram("fanbot_command_seconds", "Time to answer a command", ("platform",),
                                 buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10), registry=self.registry)
        self.database_errors = Counter("fanbot_database_errors", "Database calls that failed", ("kind",),
                                       registry=self.registry)
        self.active_games = Gauge("fanbot_active_games", "Quiz games running (all processes)",
                                  registry=self.registry)
        # a timer that stops shows here first; the tests wait on it for "a later tick has run"
        self.ticks = Counter("fanbot_timer_ticks", "Timer ticks completed (quiz deadlines, daily problems)",
                             registry=self.registry)
        self.enabled = True
        if self._games is not None:
            self.count_games(self._games)

    def name(self, what: str) -> str:
        """A bounded label for ``/score`` or ``action quiz:answer:<id>``: the command or action prefix."""
        if what.startswith("action "):
            prefix = what[len("action "):].split(":", 1)[0]
            return f"action:{prefix}" if prefix.isidentifier() and len(prefix) <= 20 else "action:other"
        name = what.lstrip("/")
        return name if name in self._known else "other"

    def handled(self, platform: str, what: str, seconds: float) -> None:
        if not self.enabled:
            return
        self.commands.labels(self.name(what), platform).inc()
        self.latency.labels(platform).observe(seconds)

    def ticked(self) -> None:
        if self.enabled:
            self.ticks.inc()

    def failed(self, platform: str, what: str, kind: str) -> None:
        if not self.enabled:
            return
        self.errors.labels(self.name(what), platform, kind).inc()
        if kind == "busy":
            self.database_errors.labels("busy").inc()

    def count_games(self, count: Callable[[], int]) -> None:
        """Read the running games from ``count`` at each scrape (a failure shows as NaN)."""
        self._games = count
        if not self.enabled:
            return

        def read() -> float:
            try:
                return float(count())
            except Exception:  # the database is down or slow: /healthz says so
                self.database_errors.labels("metrics").inc()
                return float("nan")

        self.active_games.set_function(read)


class _Server(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format, *args) -> None:  # scrapes every few seconds: not worth a log line
        log.debug("%s %s", self.address_string(), format % args)


def serve(listen: tuple[str, int], metrics: Metrics, healthy: Callable[[], None]):
    """Start the server on a daemon thread; ``healthy()`` raises when the bot is not. Returns the server
    (``shutdown()`` stops it; ``server_port`` is the port, useful with port 0)."""
    from prometheus_client import make_wsgi_app

    metrics.enable()
    prometheus = make_wsgi_app(metrics.registry)
    checker = ThreadPoolExecutor(1, thread_name_prefix="fanbot-health")

    def app(environ, start_response):
        path = environ.get("PATH_INFO", "")
        if path == "/healthz":
            try:
                checker.submit(healthy).result(timeout=HEALTH_WAIT_SECONDS)
                status, body = "200 OK", b"ok\n"
            except FutureTimeout:
                status, body = "503 Service Unavailable", b"database: no answer in time\n"
            except Exception as error:
                status, body = "503 Service Unavailable", f"{type(error).__name__}\n".encode()
            start_response(status, [("Content-Type", "text/plain; charset=utf-8")])
            return [body]
        if path == "/metrics":
            return prometheus(environ, start_response)
        start_response("404 Not Found", [("Content-Type", "text/plain; charset=utf-8")])
        return [b"try /healthz or /metrics\n"]

    server = make_server(listen[0], listen[1], app, server_class=_Server, handler_class=_QuietHandler)
    threading.Thread(target=server.serve_forever, name="fanbot-metrics", daemon=True).start()
    log.info("metrics on http://%s:%d/metrics", listen[0], server.server_port)
    return server
