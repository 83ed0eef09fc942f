"""The score sheet on the console: a whole MCR game typed into ``fanbot console``, across a restart."""

from __future__ import annotations

from tests.bot.console_run import Done, console_in


def _console(tmp_path, lines: list[str]) -> Done:
    """A console session (in the test's process: the restart is a second session on the same file)."""
    done = console_in(tmp_path, lines)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    return done


def test_a_sixteen_hand_game_on_the_console_survives_a_restart_and_ends_with_table_points(tmp_path):
    first = _console(tmp_path, [
        "/table start Ann Bo Cy Di",
        "/win Ann 24 from Bo",
        "/自摸 Cy 8",
        "/win Di 点炮 Ann [222z] 123m456m789m5p5p",
        "/罚分 Bo 30",
        "/荒庄",
        "/win Bo 8",
        "/撤销",
    ])
    assert "A new score sheet is open" in first.stdout
    assert "Ann +48 · Bo −32 · Cy −8 · Di −8" in first.stdout
    assert "Pure Straight" in first.stdout  # the typed hand was scored and shown
    assert "Taken back:" in first.stdout
    # a new process: the sheet is read back from the database
    second = _console(tmp_path, ["/table"] + ["/draw"] * 12 + ["/draw", "/table chase", "/table end"])
    assert "hand 5 (South round, East)" in second.stdout  # where the first process left it (4 hands played)
    assert "Game over after 16 hands" in second.stdout
    assert "This game is over" in second.stdout  # the 17th hand was refused
    assert "table points" in second.stdout and "The table is closed" in second.stdout
