"""A reply's document (a sheet's CSV) on each platform: a Discord attachment beside any picture,
a Telegram document (real PTB, fake Bot API), a file the console writes and names."""

from __future__ import annotations

import io

import pytest

from bot.adapters.console import Console
from bot.adapters.discord.pages import pages
from bot.adapters.discord.render import edit_kwargs, message_kwargs
from bot.render.sheet_picture import render_sheet_png
from bot.replies import Document, Picture, Reply
from bot.rich import from_markup
from tests.bot.fakes.fake_telegram import html_to_plain
from tests.bot.sheet_samples import SAMPLE, mcr_sheet
from tests.bot.test_telegram_e2e import ANN, private, started_bot

CSV = Document(b"\xef\xbb\xbfRow,Ann\r\n1,8\r\n", "sheet-mcr-1.csv", "text/csv")


def test_discord_attaches_the_document_and_keeps_the_picture_in_the_embed():
    png = b"\x89PNG\r\n\x1a\n" + b"0" * 16
    kwargs = message_kwargs(Reply(text="the sheet", picture=Picture(png, "sheet.png"), document=CSV))
    assert [f.filename for f in kwargs["files"]] == ["sheet.png", "sheet-mcr-1.csv"]
    assert kwargs["embeds"][0].image.url == "attachment://sheet.png"
    assert kwargs["files"][1].fp.read() == CSV.data
    assert [f.filename for f in edit_kwargs(kwargs)["attachments"]] == ["sheet.png", "sheet-mcr-1.csv"]


def test_discord_sends_the_document_with_the_first_page_of_a_long_reply():
    long = Reply(text="\n".join(f"line {i} " + "x" * 60 for i in range(200)), document=CSV)
    split = pages([long])
    assert len(split) > 1 and split[0].document == CSV and all(p.document is None for p in split[1:])


def test_the_console_writes_the_document_and_prints_its_path(tmp_path):
    out = io.StringIO()
    console = Console(core=None, out=out, user="ann", file_dir=tmp_path)  # type: ignore[arg-type]
    console.show([Reply(text="the sheet", document=CSV), Reply(text="again", document=CSV)])
    first, second = tmp_path / "sheet-mcr-1.csv", tmp_path / "sheet-mcr-1-2.csv"
    assert first.read_bytes() == CSV.data and second.read_bytes() == CSV.data  # never overwritten
    assert f"[{first.resolve()}]" in out.getvalue() and f"[{second.resolve()}]" in out.getvalue()


def test_the_console_writes_a_document_named_with_a_path_only_in_its_folder(tmp_path):
    console = Console(core=None, out=io.StringIO(), user="ann", file_dir=tmp_path)  # type: ignore[arg-type]
    console.show([Reply(text="x", document=Document(b"1", "../../escape.csv"))])
    assert (tmp_path / "escape.csv").exists() and not (tmp_path.parent.parent / "escape.csv").exists()


# --------------------------------------------------------------------------- Telegram, real PTB


@pytest.fixture
async def telegram(tmp_path):
    async with started_bot(tmp_path) as running:
        yield running


async def test_telegram_sends_the_document_with_the_text_as_its_caption(telegram, monkeypatch):
    async def exported(ctx, command, args="", options=None):
        return [Reply(text=from_markup("The sheet: **16** hands"), document=CSV)]

    monkeypatch.setattr(telegram.core, "handle", exported)
    start = telegram.mark()
    telegram.fake.send_text(private(ANN), ANN, "/table export")
    sent = await telegram.fake.wait_for("sendDocument", start=start)
    assert sent.files["document"] == CSV.data and sent.filenames["document"] == "sheet-mcr-1.csv"
    assert html_to_plain(sent.params["caption"]) == "The sheet: 16 hands"
    assert not [c for c in telegram.fake.calls[start:] if c.method == "sendMessage"]


async def test_telegram_sends_a_picture_then_the_document(telegram, monkeypatch):
    png = render_sheet_png(mcr_sheet(SAMPLE))

    async def shown(ctx, command, args="", options=None):
        return [Reply(text="the sheet", picture=Picture(png, "sheet.png"), document=CSV)]

    monkeypatch.setattr(telegram.core, "handle", shown)
    start = telegram.mark()
    telegram.fake.send_text(private(ANN), ANN, "/table")
    document = await telegram.fake.wait_for("sendDocument", start=start)
    methods = [c.method for c in telegram.fake.calls[start:] if c.method.startswith("send")]
    assert methods[-2:] == ["sendPhoto", "sendDocument"] and document.files["document"] == CSV.data
