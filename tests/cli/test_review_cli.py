"""``fanbot review``: the JSON of issue 33, the severity filter, the text in every language, errors as
``{"error": …}`` with a non-zero exit, and a Tenhou log id fetched from a local fake log server."""

from __future__ import annotations

import functools
import gzip
import http.server
import io
import json
import threading

import pytest

from bot.cli import main
from bot.i18n import LANGUAGES, t
from bot.render.text_review import render_review
from scoring.review.review import review
from scoring.review.source import read_log
from tests.scoring.review_games_riichi import one_hand


@functools.cache
def _reviewed():
    return review(read_log(one_hand().mjai), 1)


LOG_ID = "2026120100gm-0089-0000-1a2b3c4d"
STATS_KEYS = {"hands", "wins", "tsumo", "deal_ins", "riichi", "calls", "average_win", "average_deal_in"}
DECISION_KEYS = {"hand", "turn", "kind", "played", "shanten_before", "shanten_after", "best", "best_shanten_after",
                 "useful_played", "useful_best", "danger", "severity"}


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["review", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def log_file(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("logs") / "game.mjlog"
    path.write_bytes(gzip.compress(one_hand().mjlog.encode()))
    return str(path)


def test_the_json_has_the_shape_the_issue_spells(capsys, log_file) -> None:
    code, out, _ = _run(capsys, log_file, "--json", "--player", "1")
    assert code == 0
    data = json.loads(out)
    assert {"rules", "players", "player", "stats", "hands", "decisions"} <= set(data)
    assert data["player"] == 1 and len(data["players"]) == 4 and set(data["stats"]) == STATS_KEYS
    assert len(data["hands"]) == data["stats"]["hands"]
    discards = [d for d in data["decisions"] if d["kind"] == "discard"]
    assert discards and all(DECISION_KEYS <= set(d) and d["severity"] in ("ok", "minor", "major") for d in discards)
    assert all(isinstance(d["riichi"], bool) for d in discards)
    assert [d["turn"] for d in discards if d["hand"] == "E1-0"] == list(range(1, 1 + sum(
        d["hand"] == "E1-0" for d in discards)))


def test_the_severity_filter_keeps_only_the_decisions_that_far_from_the_best(capsys, log_file) -> None:
    _, every, _ = _run(capsys, log_file, "--json")
    _, major, _ = _run(capsys, log_file, "--json", "--severity", "major")
    kept = json.loads(major)["decisions"]
    assert all(d["severity"] == "major" for d in kept)
    assert len(kept) == sum(d["severity"] == "major" for d in json.loads(every)["decisions"])


def test_the_text_says_it_is_a_rule_based_analysis(capsys) -> None:
    code, out, _ = _run(capsys, one_hand().mjai, "--lang", "ja")
    assert code == 0 and t("ja", "review.disclaimer") in out and "E1-0" in out


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_text_reads_in_every_language_with_no_field_left_unfilled(language) -> None:
    text = render_review(_reviewed(), language)
    assert t(language, "review.disclaimer") in text and "{" not in text


def test_a_tenhou_viewer_link_carrying_the_game_is_read(capsys) -> None:
    code, out, _ = _run(capsys, one_hand().link, "--json")
    assert code == 0 and json.loads(out)["stats"]["hands"] == 1


def test_standard_input_is_read_with_a_dash(capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(one_hand().mjai.encode())))
    code, out, _ = _run(capsys, "-", "--json")
    assert code == 0 and json.loads(out)["stats"]["hands"] == 1


def test_a_source_that_is_no_log_gives_an_error_object_and_a_non_zero_exit(capsys) -> None:
    code, out, err = _run(capsys, "<html>not a log</html>", "--json")
    assert code == 1 and set(json.loads(out)) == {"error", "code"} and "Traceback" not in err
    code, _, err = _run(capsys, "no-such-file.xml")
    assert code == 1 and err.strip() == t("en", "log_error.no_file", source="no-such-file.xml")


class _FakeLogServer(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 (the handler's name is http.server's)
        if self.path.endswith(LOG_ID):
            body = one_hand().mjlog.encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            self.send_error(404)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture
def fake_tenhou(monkeypatch):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _FakeLogServer)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    monkeypatch.setenv("TENHOU_LOG_URL", f"http://127.0.0.1:{server.server_address[1]}/0/log/?")
    yield
    server.shutdown()
    server.server_close()


def test_a_tenhou_link_is_fetched_and_its_seat_reviewed(capsys, fake_tenhou) -> None:
    code, out, _ = _run(capsys, f"https://tenhou.net/0/?log={LOG_ID}&tw=2", "--json")
    assert code == 0 and json.loads(out)["player"] == 2


def test_a_log_id_the_server_refuses_gets_a_clear_answer(capsys, fake_tenhou) -> None:
    refused = LOG_ID.replace("1a2b", "ffff")
    code, out, _ = _run(capsys, refused, "--json")
    assert code == 1 and json.loads(out)["code"] == "fetch_refused" and refused in json.loads(out)["error"]


def test_a_log_server_out_of_reach_gets_a_clear_answer(capsys, monkeypatch) -> None:
    monkeypatch.setenv("TENHOU_LOG_URL", "http://127.0.0.1:9/0/log/?")
    code, out, _ = _run(capsys, LOG_ID, "--json")
    assert code == 1 and json.loads(out)["code"] in ("fetch_failed", "fetch_timeout")


def test_a_log_without_names_is_reviewed_by_seat_not_by_a_name_that_is_a_number(capsys, tmp_path) -> None:
    log = tmp_path / "played.jsonl"
    assert main(["play", "--ai", "4", "--hands", "1", "--seed", "4", "--log", str(log)]) == 0
    capsys.readouterr()
    code, out, _ = _run(capsys, str(log), "--player", "2")
    assert code == 0 and out.splitlines()[0] == "Review of seat 2, fanbot_play log; hands played: 1"
