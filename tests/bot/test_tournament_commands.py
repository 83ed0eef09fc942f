"""/tournament through the core, with the real store behind it: a whole 16-player, 4-round MCR
tournament in a group, the players joining by the button and entering their own tables' results,
another player of each table confirming by the button; substitutes, a drop-out, a penalty, the
messages each round costs, and the two CSV files."""

from __future__ import annotations

import csv
import io
import itertools
import random
from collections import Counter

import pytest

from bot.budgets import TOURNAMENT_RESULT, TOURNAMENT_ROUND
from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.storage import chat_key
from quiz.tournament.kinds import standings
from quiz.tournament.standings_mcr import MCR_TABLE_POINTS
from quiz.tournament.state import MAX_ROUNDS
from quiz.tournament.store import TournamentStore
from tests.migrated import migrated_url

GROUP = "g1"
DIRECTOR = CommandContext("telegram", GROUP, "u0", "Director", is_group=True, is_admin=True, locale="en")


def player(n: int) -> CommandContext:
    return CommandContext("telegram", GROUP, f"u{n}", f"P{n:02d}", is_group=True, locale="en")


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(100_000, 60.0)))
    yield core
    core.close()


def tournament(core):
    return TournamentStore(core.storage.db).latest(chat_key("telegram", GROUP)).tournament


async def say(core, who, words: str):
    return await core.handle(who, "tournament", words)


async def ok(core, who, words: str):
    replies = await say(core, who, words)
    assert replies and not any(r.is_error for r in replies), [r.text.plain for r in replies]
    return replies


async def four_seated(core, rounds: int) -> None:
    """A tournament of ``rounds`` rounds whose four players joined, started and seated for its first round."""
    await ok(core, DIRECTOR, f"new Club Night rounds={rounds} seed=3")
    for n in range(1, 5):
        await ok(core, player(n), "join")
    await ok(core, DIRECTOR, "start")
    await ok(core, DIRECTOR, "seat")


async def refused(core, who, words: str) -> str:
    [reply] = await say(core, who, words)
    assert reply.is_error and reply.private
    return reply.text.plain


def user_of(t, player_id: str) -> CommandContext | None:
    entrant = t.entrants[player_id]
    return player(int(entrant.user_id[1:])) if entrant.user_id else None


def table_scores(rng: random.Random) -> list[int]:
    """Four MCR final scores that sum to zero, with ties now and then."""
    scores = [rng.choice((-40, -24, -8, 0, 8, 16, 24, 40)) for _ in range(3)]
    return [*scores, -sum(scores)]


async def play_round(core, rng, sent: Counter) -> dict[tuple[int, str], int]:
    """Each table's East enters the scores, its South presses Confirm; what each player scored."""
    t = tournament(core)
    played = t.current
    scored = {}
    for table in played.tables:
        scores = table_scores(rng)
        words = " ".join(f"{t.seat_name(played.number, p)}={s}" for p, s in zip(table.players, scores, strict=True))
        enterer = next(user_of(t, p) for p in table.players if user_of(t, p) and (played.number, p) not in t.replaced)
        [entry] = await ok(core, enterer, f"result {table.number} {words}")
        sent["entry"] += 1
        assert "waiting for another player" in entry.text.plain
        [button] = entry.buttons[0]
        confirmer = next(user_of(t, p) for p in table.players
                         if user_of(t, p) and user_of(t, p) != enterer and (played.number, p) not in t.replaced)
        pressed = await core.handle_action(confirmer, button.action)
        assert pressed[0].replace_message and "counted" in pressed[0].text.plain  # edits the entry's message
        sent["new after confirm"] += sum(1 for r in pressed if not r.replace_message)
        scored.update({(played.number, p): s for p, s in zip(table.players, scores, strict=True)})
    return scored


async def test_a_sixteen_player_four_round_mcr_tournament_run_by_its_players(core):
    rng = random.Random(27)
    [created] = await ok(core, DIRECTOR, "new Spring Cup mcr rounds=4 seed=11")
    assert "key 11" in created.text.plain and "no-repeat" in created.text.plain
    [join] = created.buttons[0]
    for n in range(1, 15):
        [joined] = await core.handle_action(player(n), join.action)
        assert joined.replace_message and f"Registration open: {n} players" in joined.text.plain
    await ok(core, player(15), "join")
    assert "already" in await refused(core, player(15), "join")
    await ok(core, DIRECTOR, "add Guest ema=04290042")  # a player without an account
    assert "admins" in await refused(core, player(3), "start")
    await ok(core, DIRECTOR, "start")

    sent: Counter = Counter()
    scored: dict[tuple[int, str], int] = {}
    for round_number in range(1, 5):
        if round_number == 3:  # the guest leaves after two rounds; a stand-in fills the seat
            assert "plays no more rounds" in (await ok(core, DIRECTOR, "drop Guest"))[0].text.plain
            assert "add 1" in await refused(core, DIRECTOR, "seat")
            await ok(core, DIRECTOR, "sub Zed")
        if round_number == 4:  # P03 is away for the last round: Yan plays the seat for them
            await ok(core, DIRECTOR, "sub Yan for P03")
        [seated] = await ok(core, DIRECTOR, "seat")
        sent["seat"] += 1
        assert seated.picture is not None and f"Round {round_number} of 4" in seated.text.plain
        assert "round_in_progress" not in seated.text.plain
        if round_number == 1:
            assert "Round 1 is still being played" in await refused(core, DIRECTOR, "seat")
            t = tournament(core)
            table = t.current.tables[0]
            outsider = next(user_of(t, p) for p in t.current.tables[1].players if user_of(t, p))
            assert "Only the players of table 1" in await refused(core, outsider, "result 1 A=1 B=1 C=1 D=-3")
        scored.update(await play_round(core, rng, sent))
        if round_number == 1:
            enterer = next(user_of(t, p) for p in table.players if user_of(t, p))
            names = " ".join(f"{t.entrants[p].name}=0" for p in table.players)
            assert "has a result already" in await refused(core, enterer, f"result 1 {names}")
    await ok(core, DIRECTOR, "penalty P05 10")

    t = tournament(core)
    seen = Counter(frozenset(pair) for played in t.played for table in played.tables
                   for pair in itertools.combinations(table.players, 2))
    assert max(seen.values()) == 1  # no one met anyone twice in four rounds of sixteen players
    [shown] = await ok(core, player(7), "standings")
    lines = shown.text.plain.splitlines()[1:]
    assert len(lines) == 16 and shown.picture is not None  # the stand-ins Zed and Yan are not ranked
    assert not any(name in shown.text.plain for name in ("Zed", "Yan"))
    # each table gave out 4+2+1+0 = 7 points, tied places sharing; a substitute's seat counts for no one
    totals = {s.player: s for s in standings(t)}
    p03 = t.find("P03").player
    assert totals[p03].rounds[3] is None and totals[t.find("Guest").player].rounds[2:] == (None, None)
    assert totals[t.find("P05").player].penalties == 10
    for s in totals.values():
        assert s.score + s.penalties == sum(v for (r, p), v in scored.items() if p == s.player and
                                            not (r == 4 and p == p03))
    counted = sum(s.table_points for s in totals.values())
    assert 16 * sum(MCR_TABLE_POINTS) - 7 * 2 <= counted <= 16 * sum(MCR_TABLE_POINTS)  # Zed ×2 rounds, Yan ×1

    # the budgets (docs/budgets.md): one message to seat a round, one per table's entry, none to
    # confirm (an edit); the last confirmation of the last round adds the standings
    assert sent == Counter({"seat": 4, "entry": 16, "new after confirm": 1})
    assert TOURNAMENT_ROUND.allows(4, sent["seat"] + sent["new after confirm"])
    assert TOURNAMENT_RESULT.allows(16, sent["entry"], edits=16)

    results, seating = await ok(core, player(2), "export")
    ema = list(csv.reader(io.StringIO(results.document.data.decode())))
    assert ema[0] == ["Place", "Name", "EMA number", "Table points", "Score", "R1", "R2", "R3", "R4"]
    assert len(ema) == 17 and ["04290042"] == [row[2] for row in ema[1:] if row[1] == "Guest"]
    seats = list(csv.reader(io.StringIO(seating.document.data.decode())))
    assert seats[0] == ["Round", "Table", "Seat", "Name"] and len(seats) == 1 + 4 * 16
    assert {row[1] for row in seats[1:] if row[0] == "4" and row[3] == "Yan"} and "MERS" in results.text.plain
    [ended] = await ok(core, DIRECTOR, "end")
    assert "The tournament is over" in ended.text.plain
    assert "No tournament runs" in await refused(core, DIRECTOR, "seat")
    await ok(core, player(1), "standings")  # the last tournament's standings stay readable


async def test_a_players_entry_needs_another_player_and_an_admins_corrects_it(core):
    await four_seated(core, rounds=1)
    t = tournament(core)
    names = [t.entrants[p].name for p in t.current.tables[0].players]
    assert "add up to 2" in await refused(core, player(1), f"result 1 {names[0]}=10 {names[1]}=0 "
                                                           f"{names[2]}=-4 {names[3]}=-4")
    await ok(core, player(1), "result 1 E=10 S=0 W=-4 N=-6")  # seats by wind
    assert "confirms your entry" in await refused(core, player(1), "confirm 1")
    [fixed, final] = await ok(core, DIRECTOR, f"result 1 {names[0]}=8 {names[1]}=8 {names[2]}=-8 {names[3]}=-8")
    assert "counted" in fixed.text.plain  # an admin's entry counts at once, over the player's
    # the only round is over: the standings follow; two tied for 1st take 3 each, two for 3rd ½ each
    assert f"1. {names[0]}: table points 3, score 8" in final.text.plain
    assert f"1. {names[1]}: table points 3" in final.text.plain and "3. " in final.text.plain
    assert "table points 0.5, score −8" in final.text.plain


async def test_bad_input_gets_a_short_answer_in_the_users_language(core):
    zh = CommandContext("telegram", GROUP, "u0", "Director", is_group=True, is_admin=True, locale="zh-hans")
    assert "本群没有进行中的比赛" in await refused(core, zh, "seat")
    await ok(core, zh, "new 春季赛 rounds=2")
    assert "比赛至少要 4 名选手" in await refused(core, zh, "start")
    assert "不能作为名字" in await refused(core, zh, "add A=B")


async def test_no_names_a_round_zero_and_numbers_past_any_table_are_refused_saying_what_is_expected(core):
    await ok(core, DIRECTOR, "new Club Night rounds=1 seed=3")
    [reply] = await say(core, DIRECTOR, "add ,,,")
    assert reply.is_error and "Write /tournament add NAME" in reply.text.plain
    assert tournament(core).registered == 0
    for n in range(1, 5):
        await ok(core, player(n), "join")
    await ok(core, DIRECTOR, "start")
    await ok(core, DIRECTOR, "seat")
    [reply] = await say(core, DIRECTOR, "result 1 E=8 S=8 W=-8 N=-8 round=0")
    assert reply.is_error and "There is no round 0: round=N takes the number of a round played, from 1." in (
        reply.text.plain)
    huge = 10 ** 23
    assert "more than a table can make" in await refused(core, DIRECTOR, f"result 1 E={huge} S=-{huge} W=0 N=0")
    assert "more than the 10000000 allowed" in await refused(core, DIRECTOR, f"penalty P01 {10 ** 20}")
    assert not tournament(core).current.results and not tournament(core).penalties


async def test_a_tables_score_sheet_feeds_its_result_when_it_ends(core):
    await ok(core, DIRECTOR, "new Sheet Night rounds=1 key=4")
    for n in range(1, 5):
        await ok(core, player(n), "join")
    await ok(core, DIRECTOR, "start")
    await ok(core, DIRECTOR, "seat")
    t = tournament(core)
    east, south, west, north = (user_of(t, p) for p in t.current.tables[0].players)
    [opened] = await ok(core, south, "table 1")
    assert "Score sheet for table 1 (round 1)" in opened.text.plain
    await core.handle(east, "win", f"{east.user_name} 24 from {south.user_name}")  # the players write the sheet
    await core.handle(west, "win", f"{north.user_name} 8")
    replies = await core.handle(south, "table", "end")
    fed = replies[-1]
    assert "Table 1 (round 1) entered" in fed.text.plain and fed.buttons  # the sheet's totals, to confirm
    assert f"{east.user_name} 32 · {south.user_name} −48 · {west.user_name} −24 · {north.user_name} 40" \
        in fed.text.plain
    [counted, final] = await core.handle_action(north, fed.buttons[0][0].action)
    assert "counted" in counted.text.plain and f"1. {north.user_name}: table points 4" in final.text.plain
    assert (await core.handle(south, "table", "end"))[0].is_error  # no open sheet: nothing fed twice


async def test_two_members_of_the_same_name_join_under_names_of_their_own(core):
    await ok(core, DIRECTOR, "new Names")
    twin = CommandContext("telegram", GROUP, "u99", "P01", is_group=True, locale="en")
    await ok(core, player(1), "join")
    assert "P01 is registered already" in await refused(core, twin, "join")
    [joined] = await ok(core, twin, "join P01 (Lyon)")
    assert "P01 (Lyon) joined" in joined.text.plain
    [table] = await ok(core, player(2), "standings")  # before the first round: everyone, level
    assert table.text.plain.splitlines()[1:] == ["1. P01: table points 0, score 0",
                                                 "1. P01 (Lyon): table points 0, score 0"]
    assert "No such tournament step: frobnicate" in await refused(core, player(2), "frobnicate")


async def test_a_number_of_rounds_out_of_range_names_the_range_in_the_users_language(core):
    expected = f"use a whole number from 1 to {MAX_ROUNDS}"
    assert expected in await refused(core, DIRECTOR, "new Club Night rounds=99999")
    assert expected in await refused(core, DIRECTOR, "new Club Night rounds=abc")
    ja = CommandContext("telegram", GROUP, "u0", "Director", is_group=True, is_admin=True, locale="ja")
    assert f"1〜{MAX_ROUNDS} の整数" in await refused(core, ja, "new Club Night rounds=0")


async def test_correcting_an_earlier_round_once_the_next_is_seated_does_not_ask_to_seat_again(core):
    await four_seated(core, rounds=2)
    [counted, *_] = await ok(core, DIRECTOR, "result 1 E=8 S=8 W=-8 N=-8")
    assert "Round 1 is complete" in counted.text.plain
    await ok(core, DIRECTOR, "seat")
    [corrected, *_] = await ok(core, DIRECTOR, "result 1 E=16 S=0 W=-8 N=-8 round=1")
    text = corrected.text.plain
    assert "round 2 is seated already" in text and "seats the next one" not in text, text


async def test_a_name_written_twice_in_one_list_is_said_so_and_nobody_is_added(core):
    await ok(core, DIRECTOR, "new Club Night")
    said = await refused(core, DIRECTOR, "add Ann, Bo, ann, Cy")
    assert said == "ann is written twice in the list: nobody was added."
    assert tournament(core).registered == 0


async def test_a_result_without_a_tournament_says_there_is_none_before_reading_the_scores(core):
    assert "no tournament" in (await refused(core, DIRECTOR, "result 1 Ann=1")).lower()
