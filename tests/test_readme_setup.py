"""The README's two set-up commands work as written on a stock Debian or Ubuntu, and CI runs the second one."""

import re
import shlex
import subprocess
import sys
from pathlib import Path

from tests.deep import deep_run_only

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: what each set-up command starts with: Debian's Python refuses `pip install` outside a virtual environment
IN_A_VENV = "python3 -m venv .venv && . .venv/bin/activate && "


def _setup_commands() -> list[str]:
    blocks = re.findall(r"```sh\n(.*?)```", README, flags=re.S)
    return [line for block in blocks for line in block.splitlines() if "pip install" in line]


def test_the_readme_gives_two_set_up_commands_each_in_its_own_virtual_environment():
    install, test = _setup_commands()
    for command in (install, test):
        assert command.startswith(IN_A_VENV)
        assert command.index("pip install") > command.index("activate"), "pip runs only inside the venv"
    assert install.endswith("python3 -m pip install -e . && fanbot")
    assert "'.[test]'" in test and "pytest" in test


def test_the_readme_names_the_system_packages_the_commands_need_once():
    assert README.count("python3-venv") == 1
    assert "apt-get install python3-venv" in README
    assert "externally-managed-environment" in README


def test_ci_runs_exactly_the_readmes_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert _setup_commands()[1] in ci.splitlines()


# a new environment with pip in it costs seconds of CPU; .ci/run itself runs this line as written, in a fresh copy
@deep_run_only("the whole line as .ci/run runs it, which makes its own virtual environment the same way")
def test_the_virtual_environment_part_of_the_command_works_in_a_posix_shell(tmp_path):
    # the command's first half, as sh reads it, with this interpreter: pip then installs into the new environment
    python = shlex.quote(sys.executable)
    command = IN_A_VENV.replace("python3", python, 1) + "python3 -m pip --version"
    done = subprocess.run(["sh", "-c", command], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert str(tmp_path / ".venv") in done.stdout
