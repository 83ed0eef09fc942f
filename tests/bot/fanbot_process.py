"""``fanbot <command>`` as a subprocess, for the tests that run the bot as it is deployed: the command (the
installed script, else ``python -m bot``), an environment holding the test's settings alone, the start, and
the end (SIGTERM and the exit status; a kill when the test failed first), then what it logged."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

#: the settings of the environment the tests run in that never reach the bot under test
DROPPED = ("DISCORD_", "TELEGRAM_", "WEB_", "PUBLIC_", "FANBOT_TEST_")


def fanbot_command(*args: str) -> list[str]:
    script = shutil.which("fanbot")
    return [script, *args] if script else [sys.executable, "-m", "bot", *args]


def environment(**settings: str) -> dict[str, str]:
    """This process's environment without any platform's settings, and with ``settings``."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(DROPPED)}
    env.update(settings)
    return env


async def start_fanbot(*args: str, cwd: Path, env: dict[str, str], log: Path | None = None, quiet: bool = False,
                       stdin: bool = False) -> asyncio.subprocess.Process:
    """``fanbot *args`` (``start`` of its command)."""
    return await start(fanbot_command(*args), cwd=cwd, env=env, log=log, quiet=quiet, stdin=stdin)


async def start(command: Sequence[str], *, cwd: Path, env: dict[str, str], log: Path | None = None,
                quiet: bool = False, stdin: bool = False) -> asyncio.subprocess.Process:
    """The bot's ``command``; its output in pipes (read with ``output``), or for a long-running bot (a full
    pipe would stall it) its log in the file ``log``, or nowhere (``quiet``)."""
    if log is not None:
        with open(log, "wb") as file:
            return await asyncio.create_subprocess_exec(*command, cwd=cwd, env=env,
                                                        stdout=asyncio.subprocess.DEVNULL, stderr=file)
    output_to = asyncio.subprocess.DEVNULL if quiet else asyncio.subprocess.PIPE
    return await asyncio.create_subprocess_exec(*command, cwd=cwd, env=env,
                                                stdin=asyncio.subprocess.PIPE if stdin else None,
                                                stdout=output_to, stderr=output_to)


async def terminate(process: asyncio.subprocess.Process, timeout: float = 20) -> int:
    """SIGTERM, as a service manager stops the bot: its exit status."""
    process.send_signal(signal.SIGTERM)
    return await asyncio.wait_for(process.wait(), timeout)


async def stop_cleanly(process: asyncio.subprocess.Process, log: Path) -> str:
    """SIGTERM, after which the bot must exit with status 0 (else the end of its log is shown): its ``log`` file."""
    status = await terminate(process)
    text = log.read_text(errors="replace")
    assert status == 0, text[-2000:]
    return text


async def reap(process: asyncio.subprocess.Process) -> None:
    """Killed if still running (the test failed before it stopped the bot)."""
    if process.returncode is None:
        process.kill()
        await process.wait()


async def kill_9(process: asyncio.subprocess.Process, timeout: float = 20) -> None:
    """SIGKILL, the bot given no chance to tidy up; it must have died of that signal."""
    process.send_signal(signal.SIGKILL)
    await asyncio.wait_for(process.wait(), timeout)
    assert process.returncode == -signal.SIGKILL


async def stop(process: asyncio.subprocess.Process, timeout: float = 20) -> None:
    """Stopped if still running: SIGTERM, then killed if it has not ended after ``timeout`` seconds."""
    if process.returncode is None:
        process.send_signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(process.wait(), timeout)
        except TimeoutError:
            process.kill()
            await process.wait()


async def stop_all(processes: Sequence[asyncio.subprocess.Process], timeout: float = 20) -> None:
    """``stop`` for each at once: every one sent SIGTERM before any is waited for."""
    await asyncio.gather(*(stop(process, timeout) for process in processes))


async def output(process: asyncio.subprocess.Process) -> str:
    """Everything the ended process wrote to its pipes."""
    return (await process.stdout.read() + await process.stderr.read()).decode(errors="replace")
