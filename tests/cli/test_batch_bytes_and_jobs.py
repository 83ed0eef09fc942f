"""``fanbot score --batch``: bytes that are not UTF-8 never end a batch, any locale; ``--jobs N`` keeps the order."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest

from scoring.notation import format_hand
from tests.scoring.random_hands import random_winning_hand

BAD_BYTES = b"1112345678999m5m\n12\xff3m\n1112345678999m5m\n"


def _fanbot(*argv: str, stdin: bytes = b"", env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot", "score", *argv], input=stdin, capture_output=True,
                          timeout=120, env={**os.environ, **(env or {})})


def _json_lines(stdout: bytes) -> list[dict]:
    return [json.loads(line.decode("utf-8")) for line in stdout.splitlines()]  # strict UTF-8 decode


LOCALES = {"default": {}, "C": {"LC_ALL": "C"}, "latin1": {"LC_ALL": "C", "PYTHONIOENCODING": "latin-1"},
           "no-utf8-mode": {"PYTHONUTF8": "0", "LC_ALL": "C", "LANG": "C"}}


@pytest.mark.parametrize("env", LOCALES.values(), ids=LOCALES.keys())
@pytest.mark.parametrize("from_file", [False, True], ids=["stdin", "file"])
def test_a_line_of_bad_bytes_is_an_error_line_and_the_batch_goes_on(tmp_path, env, from_file):
    if from_file:
        source = tmp_path / "hands.txt"
        source.write_bytes(BAD_BYTES)
        done = _fanbot("--json", "--batch", str(source), env=env)
    else:
        done = _fanbot("--json", "--batch", "-", stdin=BAD_BYTES, env=env)
    lines = _json_lines(done.stdout)
    assert len(lines) == 3
    assert lines[0]["total"] == lines[2]["total"] == 91
    assert "UTF-8" in lines[1]["error"] and "0xff" in lines[1]["error"] and lines[1]["code"] == "not_utf8"
    assert done.returncode == 1 and b"Traceback" not in done.stderr


def test_chinese_fan_names_are_written_as_utf8_under_a_latin1_locale():
    done = _fanbot("--batch", "-", stdin=b"1112345678999m5m\n", env={"PYTHONIOENCODING": "latin-1"})
    assert _json_lines(done.stdout)[0]["fans"][0]["zh"] == "九莲宝灯"


def test_jobs_prints_the_same_lines_in_the_same_order_as_one_process(tmp_path):
    rng = random.Random(14)
    lines = [format_hand(random_winning_hand(rng)) for _ in range(700)]
    lines[5] = "not a hand"
    lines[300] = ""
    source = tmp_path / "hands.txt"
    source.write_bytes("\n".join(lines).encode("utf-8") + b"\n\xfe\xfe\n")
    one = _fanbot("--batch", str(source))
    three = _fanbot("--batch", str(source), "--jobs", "3")
    assert one.returncode == three.returncode == 1
    assert three.stdout == one.stdout
    assert len(three.stdout.splitlines()) == 701


@pytest.mark.parametrize("argv", [["--batch", "-", "--jobs", "0"], ["--batch", "-", "--jobs", "x"],
                                  ["1112345678999m5m", "--jobs", "2"],
                                  ["--batch", "-", "--rules", "riichi", "--jobs", "2"]])
def test_jobs_needs_a_batch_mcr_and_a_positive_number(argv):
    done = _fanbot(*argv)
    assert done.returncode == 2 and b"Traceback" not in done.stderr and b"--jobs" in done.stderr


@pytest.mark.parametrize("env", [{"LC_ALL": "POSIX"}, {"LC_ALL": "C.UTF-8"}], ids=["POSIX", "C.UTF-8"])
@pytest.mark.parametrize("jobs", [[], ["--jobs", "2"]], ids=["one-process", "jobs-2"])
@pytest.mark.parametrize("from_file", [False, True], ids=["stdin", "file"])
def test_bad_bytes_under_posix_and_c_utf8_with_and_without_jobs(tmp_path, env, jobs, from_file):
    if from_file:
        source = tmp_path / "hands.txt"
        source.write_bytes(BAD_BYTES)
        done = _fanbot("--json", "--batch", str(source), *jobs, env=env)
    else:
        done = _fanbot("--json", "--batch", "-", *jobs, stdin=BAD_BYTES, env=env)
    lines = _json_lines(done.stdout)
    assert [line.get("code") for line in lines] == [None, "not_utf8", None]
    assert lines[0]["total"] == lines[2]["total"] == 91
    assert done.returncode == 1 and b"Traceback" not in done.stderr


def test_a_batch_of_good_lines_exits_0_and_one_that_cannot_be_read_exits_2(tmp_path):
    good = _fanbot("--json", "--batch", "-", "--jobs", "2", stdin=b"1112345678999m5m\n[123m] 456p 789s 11m EE E\n")
    assert good.returncode == 0 and len(_json_lines(good.stdout)) == 2
    for jobs in ([], ["--jobs", "2"]):
        missing = _fanbot("--json", "--batch", str(tmp_path / "nowhere.txt"), *jobs)
        assert missing.returncode == 2 and b"cannot read" in missing.stderr and b"Traceback" not in missing.stderr


ODD_INPUT = (b"1112345678999m5m\r\n\n  \n12\xff3m\n" + b"1" * 40_000 + b"m\n\xe4\xb8\n[123m] 456p 789s 11m EE E\n"
             b"\xef\xbb\xbf1112345678999m5m\nnot a hand\n1112345678999m5m tsumo")


@pytest.mark.parametrize("chunk", [1, 7, 64, 8 * 1024])
def test_the_workers_read_chunks_of_lines_exactly_as_one_process_reads_lines(tmp_path, monkeypatch, chunk):
    import io

    from bot.cli import batch
    from bot.cli.score_mcr import score_text as _score_mcr_text

    source = tmp_path / "odd.txt"
    source.write_bytes(ODD_INPUT)
    one = [batch.answer_line(line, _score_mcr_text) for line in batch.read_lines(str(source))]
    monkeypatch.setattr(batch, "CHUNK", chunk)
    monkeypatch.setattr(batch, "_answer", _score_mcr_text)
    blocks = [batch._answer_chunk(c) for c in batch._chunks(io.BytesIO(ODD_INPUT), batch.chunk_sizes(2, None))]
    assert b"".join(data for data, _ in blocks) == b"".join(text.encode() + b"\n" for text, _ in one)
    # a text stream standing in for stdin (tests, embedding) is cut into the same lines
    stream = io.StringIO(ODD_INPUT.decode("utf-8", "surrogateescape"))
    assert b"".join(batch._answer_chunk(c)[0] for c in batch._text_chunks(stream)) == b"".join(d for d, _ in blocks)
    assert all(ok for _, ok in blocks) == all(ok for _, ok in one) is False
    assert len(one) == 10


def test_chunks_double_from_the_first_size_up_to_an_eighth_of_a_workers_share_of_a_file():
    from itertools import islice

    from bot.cli.batch import CHUNK, MAX_CHUNK, chunk_sizes

    assert list(islice(chunk_sizes(2, 16 * 64 * 1024), 5)) == [CHUNK, 2 * CHUNK, 4 * CHUNK, 64 * 1024, 64 * 1024]
    assert list(islice(chunk_sizes(4, 1000), 3)) == [CHUNK] * 3  # a small file: never below the first size
    assert max(islice(chunk_sizes(2, None), 20)) == MAX_CHUNK  # standard input: its length is not known
    assert max(islice(chunk_sizes(1, 10**9), 20)) == MAX_CHUNK
