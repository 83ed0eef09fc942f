"""Memory of a started bot process: RSS and peak RSS (``VmHWM``) of ``fanbot console`` and ``fanbot telegram``
(polling, and webhook mode) after start and after answering ``/score`` with its picture, against the
loopback fake Bot API of the tests.

``python bench/startup.py [--repeat 3]`` prints one row per mode (the lowest of the runs: other processes on a
shared machine only add). What a mode loads at start is seen with ``python -X importtime -m bot console``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import socket
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.bot.fakes.fake_telegram import FakeTelegram  # noqa: E402

TOKEN = "987654321:AAHfakeTokenForStartupBench_abcdefgh"
SECRET = "bench-secret_0123456789abcdef"
HAND = "1112345678999m9m"


def memory_mib(pid: int) -> tuple[float, float]:
    """(RSS, peak RSS) of a process, in MiB."""
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(rest.split()[0]) / 1024
    return values["VmRSS"], values["VmHWM"]


def _command(mode: str) -> list[str]:
    script = shutil.which("fanbot")
    return [script, mode] if script else [sys.executable, "-m", "bot", mode]


def _env(extra: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "TELEGRAM_", "METRICS_"))}
    env.update(PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1", LOG_LEVEL="WARNING", **extra)
    return env


async def console(folder: Path) -> tuple[float, float, float]:
    """Console: memory once it has answered one line, and peak after a /score with its picture saved."""
    process = await asyncio.create_subprocess_exec(
        *_command("console"), "--save-pictures", str(folder / "pictures"), cwd=folder,
        env=_env({"DATABASE_URL": f"sqlite:///{folder / 'bot.sqlite3'}"}),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
    assert process.stdin and process.stdout
    process.stdin.write(b"/help\n")
    await process.stdin.drain()
    await process.stdout.readline()
    started = memory_mib(process.pid)
    process.stdin.write(f"/score {HAND}\n".encode())
    await process.stdin.drain()
    while b"106" not in await asyncio.wait_for(process.stdout.readline(), 60):
        pass
    await asyncio.sleep(0.3)
    after = memory_mib(process.pid)
    process.stdin.close()
    await process.wait()
    return started[0], started[1], after[1]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def telegram(folder: Path, webhook: bool) -> tuple[float, float, float]:
    """The Telegram bot: memory once it is serving, and peak after answering /score with the picture."""
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    extra = {"TELEGRAM_TOKEN": TOKEN, "TELEGRAM_API_BASE_URL": fake.base_url,
             "DATABASE_URL": f"sqlite:///{folder / 'bot.sqlite3'}"}
    if webhook:
        port = _free_port()
        extra.update(TELEGRAM_WEBHOOK_URL=f"http://127.0.0.1:{port}/telegram", TELEGRAM_WEBHOOK_SECRET=SECRET,
                     TELEGRAM_WEBHOOK_LISTEN=f"127.0.0.1:{port}")
    process = await asyncio.create_subprocess_exec(*_command("telegram"), cwd=folder, env=_env(extra),
                                                   stdout=asyncio.subprocess.DEVNULL,
                                                   stderr=asyncio.subprocess.DEVNULL)
    try:
        # polling starts with deleteWebhook (empty getUpdates answers are not recorded by the fake)
        await fake.wait_for("setWebhook" if webhook else "deleteWebhook", timeout=60)
        await asyncio.sleep(1.0)
        started = memory_mib(process.pid)
        user = fake.user(77, "Bench", "en")
        fake.send_text(fake.private_chat(user), user, f"/score {HAND}")
        await fake.wait_for("sendPhoto", timeout=60)
        await asyncio.sleep(0.3)
        after = memory_mib(process.pid)
    finally:
        process.terminate()
        await process.wait()
        await fake.stop()
    return started[0], started[1], after[1]


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    modes = {"console": console, "telegram (polling)": lambda f: telegram(f, False),
             "telegram (webhook)": lambda f: telegram(f, True)}
    print(f"{'mode':<22}{'RSS at start':>14}{'peak at start':>15}{'peak after /score':>19}")
    for name, run in modes.items():
        runs = []
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory() as folder:
                runs.append(await run(Path(folder)))
        best = [min(r[i] for r in runs) for i in range(3)]
        print(f"{name:<22}{best[0]:>11.1f}MiB{best[1]:>12.1f}MiB{best[2]:>16.1f}MiB")


if __name__ == "__main__":
    asyncio.run(main())
