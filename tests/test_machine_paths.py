"""No tracked file names a folder of the machine it was written on (a home, a workspace, a scratch
folder): such a path means nothing on another machine. Paths that are absolute on every machine (a
system program, a device, the deployment's ``/opt/fanbot``) and the docs' made-up examples are not."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: an absolute path into a home, a workspace or a scratch folder
MACHINE_PATH = re.compile(r"(?<![\w.~-])/(?:work|root|home|Users|tmp|var/tmp)/[\w.-]+")
#: made-up examples the docs show (a person's home written as "you")
EXAMPLES = re.compile(r"/home/you/")
#: this file spells the folders out to find them
SELF = Path(__file__).resolve().relative_to(ROOT).as_posix()


def _tracked() -> list[str]:
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [name for name in listed.stdout.decode().split("\0") if name and name != SELF]


def machine_paths(text: str) -> list[str]:
    return [m.group(0) for m in MACHINE_PATH.finditer(text) if not EXAMPLES.match(text, m.start())]


def test_no_tracked_file_names_a_folder_of_the_machine():
    found = []
    for name in _tracked():
        path = ROOT / name
        if not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:  # a font, a picture
            continue
        found.extend(f"{name}: {hit}" for hit in machine_paths(text))
    assert not found, "\n".join(found)


def test_the_check_sees_homes_and_workspaces_but_not_system_paths_or_examples():
    assert machine_paths("read /work/shared/spec/x.md, then /root/.cache and /tmp/bv/bin/pip") == [
        "/work/shared", "/root/.cache", "/tmp/bv"]
    assert machine_paths("/usr/bin/chromium /dev/tty /opt/fanbot /home/you/.local https://x.org/work/a") == []
