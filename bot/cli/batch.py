"""``--batch FILE|-`` for every command that prints JSON: one object per input line, in order.

Every input line gets exactly one output line, so results line up with their hands: a bad or
empty line prints ``{"error": …, "code": …}`` and the batch goes on, a line that is not UTF-8 text included
(lines are read as bytes and decoded one by one, so no locale decides how the input is read).
Output is written as UTF-8 whatever the locale. The exit status is 0 when every line was answered,
1 when a line was bad, 2 when the file could not be read.

``jobs`` > 1 spreads the lines over that many worker processes, in blocks, and prints the answers
in input order.
"""

from __future__ import annotations

import gc
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from itertools import islice

from bot.cli.lang import say
from bot.i18n import error_text
from scoring.hand import HandError

# multiprocessing and concurrent.futures are imported where --jobs starts workers.

EMPTY_LINE = "empty line: no hand"  # a JSON error line, beside its code empty_line
#: bytes of input lines in the first chunk handed to a worker process (about 200 hands); the chunks
#: double up to ``MAX_CHUNK`` (a file's are about an eighth of its share per worker, within those
#: bounds): each chunk costs its worker and the parent a round of passing, so a long batch goes in few
#: large chunks, while a short one still reaches every worker and the workers finish close together
CHUNK = 8 * 1024
MAX_CHUNK = 256 * 1024
#: lines per chunk of a text stream standing in for stdin
BLOCK = 256


class NotText:
    """A line whose bytes are not UTF-8: what to say instead of an answer."""

    __slots__ = ("message",)

    def __init__(self, error: UnicodeDecodeError) -> None:
        bad = error.object[error.start]
        # a JSON error line: English, like every other (the code beside it is what machines read)
        self.message = say(("en",), "text.cli.not_utf8", byte=f"0x{bad:02x}", position=error.start + 1)


def json_or_error(line: str, answer: Callable[[str], dict]) -> tuple[dict, bool]:
    """``answer(line)``, or the error object for a line that is empty or cannot be read."""
    if not line:
        return {"error": EMPTY_LINE, "code": "empty_line"}, False
    try:
        return answer(line), True
    except HandError as error:
        return {"error": error_text(error, "en"), "code": error.code}, False


def no_hand_object(example: str) -> dict:
    """The JSON error for no hand at all (English, like every JSON error: machines read the code)."""
    return {"error": say(("en",), "text.cli.no_hand", example=example), "code": "no_hand"}


def no_hand_given(example: str, as_json: bool, display: tuple[str, ...] = ("en",)) -> int:
    """Say that no hand was given (as JSON on stdout with ``--json``, in English like every JSON
    error line; else on stderr in the text's languages); the usage exit status."""
    if as_json:
        print(json.dumps(no_hand_object(example)))
    else:
        print(say(display, "text.cli.no_hand", example=example), file=sys.stderr)
    return 2


def read_lines(source: str) -> Iterator[str | NotText]:
    """The stripped lines of a file (``-``: standard input), read as bytes and decoded line by line."""
    if source == "-":
        handle = getattr(sys.stdin, "buffer", None)
        if handle is None:  # a text stream put in place of stdin (tests, embedding)
            for text in sys.stdin:
                yield text.strip()
            return
    else:
        handle = open(source, "rb")  # noqa: SIM115
    try:
        for raw in handle:
            try:
                yield raw.decode("utf-8").strip()
            except UnicodeDecodeError as error:
                yield NotText(error)
    finally:
        if handle is not getattr(sys.stdin, "buffer", None):
            handle.close()


def answer_line(line: str | NotText, answer: Callable[[str], dict | str]) -> tuple[str, bool]:
    """The JSON text for one input line, and whether it was answered (``answer`` may return the JSON
    object or its text already)."""
    if isinstance(line, NotText):
        return json.dumps({"error": line.message, "code": "not_utf8"}, ensure_ascii=False), False
    data, ok = json_or_error(line, answer)
    return (data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)), ok


def _writer() -> Callable[[str], None]:
    out = getattr(sys.stdout, "buffer", None)
    if out is None:
        return lambda text: sys.stdout.write(text + "\n")
    sys.stdout.flush()
    return lambda text: out.write(text.encode("utf-8") + b"\n")


def run_batch(source: str, answer: Callable[[str], dict | str], jobs: int = 1,
              display: tuple[str, ...] = ("en",)) -> int:
    all_ok = True
    write = _writer()
    try:
        if jobs > 1:
            all_ok = _run_in_processes(source, answer, jobs)
        else:
            for text, ok in (answer_line(line, answer) for line in read_lines(source)):
                all_ok &= ok
                write(text)
    except OSError as error:
        print(say(display, "text.cli.batch_unreadable", path=source, error=error.strerror or error), file=sys.stderr)
        return 2
    finally:
        out = getattr(sys.stdout, "buffer", None)
        if out is not None:
            out.flush()
    return 0 if all_ok else 1


# ----------------------------------------------------------------------------- worker processes

_answer: Callable[[str], dict | str] | None = None


def _start_worker(answer: Callable[[str], dict | str]) -> None:
    global _answer
    _answer = answer
    # The objects inherited from the parent stay as they are: the collector need not walk them
    # (nor touch, and so copy, their pages).
    gc.freeze()


def _answer_chunk(chunk: bytes) -> tuple[bytes, bool]:
    """The output lines of a chunk of input lines, as UTF-8 bytes ready to write, and whether every
    line was answered. The worker splits and decodes the lines, exactly as ``read_lines`` does, so
    the parent, which shares the cores with the workers, only passes bytes on and writes."""
    assert _answer is not None
    answer = _answer
    lines = chunk.split(b"\n")
    if not lines[-1]:  # the end of the last line, not an empty line after it
        lines.pop()
    texts = []
    all_ok = True
    for raw in lines:
        try:
            line: str | NotText = raw.decode("utf-8").strip()
        except UnicodeDecodeError as error:
            line = NotText(error)
        text, ok = answer_line(line, answer)
        texts.append(text)
        all_ok &= ok
    texts.append("")
    return "\n".join(texts).encode("utf-8"), all_ok


def chunk_sizes(jobs: int, size: int | None) -> Iterator[int]:
    """How many bytes each chunk reads: from ``CHUNK``, doubling, up to an eighth of a worker's share of
    ``size`` bytes (unknown: ``MAX_CHUNK``) and never more than ``MAX_CHUNK``."""
    largest = MAX_CHUNK if size is None else max(CHUNK, min(MAX_CHUNK, size // (8 * jobs)))
    chunk = CHUNK
    while True:
        yield chunk
        chunk = min(largest, 2 * chunk)


def _chunks(handle, sizes: Iterator[int]) -> Iterator[bytes]:
    """The input in chunks of whole lines of about ``next(sizes)`` bytes each (a longer line is one chunk)."""
    read = getattr(handle, "read1", handle.read)
    rest = b""
    while data := read(next(sizes)):
        cut = data.rfind(b"\n") + 1
        if not cut:
            rest += data
            continue
        yield rest + data[:cut]
        rest = data[cut:]
    if rest:
        yield rest


def _text_chunks(stream) -> Iterator[bytes]:
    """The chunks of a text stream put in place of stdin (tests, embedding), ``BLOCK`` lines each."""
    it = iter(stream)
    while block := list(islice(it, BLOCK)):
        text = "".join(block)
        yield (text if text.endswith("\n") else text + "\n").encode("utf-8", "surrogateescape")


def _run_in_processes(source: str, answer: Callable[[str], dict | str], jobs: int) -> bool:
    """Answer every line in ``jobs`` worker processes and print the answers in input order; whether
    every line was answered. The file is opened here, before any worker starts (OSError if it cannot be)."""
    stdin = source == "-"
    handle = getattr(sys.stdin, "buffer", None) if stdin else open(source, "rb")  # noqa: SIM115
    try:
        chunks = _text_chunks(sys.stdin) if handle is None else _chunks(handle, chunk_sizes(jobs, _file_size(handle)))
        write = _block_writer()
        all_ok = True
        for data, ok in _in_processes(chunks, answer, jobs):
            all_ok &= ok
            write(data)
        return all_ok
    finally:
        if not stdin:
            handle.close()


def _file_size(handle) -> int | None:
    """The size of a regular file (None for a pipe or terminal: its length is not known in advance)."""
    import os
    import stat

    try:
        status = os.fstat(handle.fileno())
    except (OSError, ValueError, AttributeError):
        return None
    return status.st_size if stat.S_ISREG(status.st_mode) else None


def _block_writer() -> Callable[[bytes], None]:
    out = getattr(sys.stdout, "buffer", None)
    if out is None:
        return lambda data: sys.stdout.write(data.decode("utf-8"))
    sys.stdout.flush()
    return out.write


def _in_processes(chunks: Iterable[bytes], answer: Callable[[str], dict | str],
                  jobs: int) -> Iterator[tuple[bytes, bool]]:
    """The answers of ``jobs`` worker processes, in input order: at most ``2 * jobs`` chunks are out
    at a time, so a long standard input is not read ahead into memory.

    ``concurrent.futures`` rather than ``multiprocessing.Pool``: the pool's worker-watching thread
    also wakes on every result waiting in its queue and spins until another thread reads it, which
    took about a tenth of a core in the parent of a 20,000-hand batch.
    """
    import multiprocessing
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor

    methods = multiprocessing.get_all_start_methods()
    # fork: the workers start with the parent's imports and warm tables, and ``answer`` needs no pickling
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_start_worker, initargs=(answer,)) as pool:
        pending: deque = deque()
        for chunk in chunks:
            pending.append(pool.submit(_answer_chunk, chunk))
            if len(pending) >= 2 * jobs:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()


def machine_answer(args, answer: Callable[[str], dict], example: str, *,
                   batch_answer: Callable[[str], dict | str] | None = None, jobs: int = 1) -> int | None:
    """What a hand command prints for ``--batch``, ``--json`` or no hand at all, as its exit code;
    None when the hand is to be shown as text. ``batch_answer`` may give each line's JSON text
    directly (faster than a dict to dump)."""
    text = " ".join(args.hand).strip()
    if args.batch:
        if text:
            print(say(args.lang, "text.cli.hand_or_batch"), file=sys.stderr)
            return 2
        return run_batch(args.batch, batch_answer or answer, jobs=jobs, display=args.lang)
    if not text:
        return no_hand_given(example, args.json, args.lang)
    if args.json:
        data, ok = json_object(text, answer, example)
        print(json.dumps(data, ensure_ascii=False))
        return 0 if ok else 1
    return None


def json_object(text: str, answer: Callable[[str], dict], example: str) -> tuple[dict, bool]:
    """The one JSON object ``--json`` prints for ``text`` (the web API's answer too), and whether
    the hand was answered."""
    if not text:
        return no_hand_object(example), False
    return json_or_error(text, answer)
