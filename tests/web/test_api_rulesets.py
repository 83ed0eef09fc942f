"""The page learns the rulesets from ``GET /api/rulesets``; a request's fields are checked one by one."""

from __future__ import annotations

from aiohttp.test_utils import TestClient, TestServer

from bot.render.view_parts import ValueUnit
from bot.web.api import answer
from bot.web.app import build_app
from scoring.rulesets import ruleset_ids, ruleset_of

UNLIMITED = (10**9, 60.0)


async def test_the_rulesets_endpoint_lists_every_ruleset_with_its_flags_in_the_pages_language():
    client = TestClient(TestServer(build_app(budget=UNLIMITED)))
    await client.start_server()
    try:
        response = await client.get("/api/rulesets?lang=ja")
        data = await response.json()
    finally:
        await client.close()
    assert response.status == 200
    listed = {info["id"]: info for info in data["rulesets"]}
    assert tuple(listed) == ruleset_ids()
    assert {"tsumo", "wall", "kong"} <= {flag["flag"] for info in listed.values() for flag in info["flags"]}
    assert all(info["name"] and info["hand_size"] == ruleset_of(info["id"]).hand_size and info["unit"] in set(ValueUnit)
               for info in listed.values())
    assert any(info["red_fives"] for info in listed.values()) and any(info["options"] for info in listed.values())


def test_an_unknown_ruleset_is_a_usage_error_never_another_ruleset():
    refused = answer("score", {"hand": "1112345678999m5m", "rules": "go"})
    assert not refused.ok and refused.data["code"] == "usage" and "'go'" in refused.data["error"]


def test_a_ruleset_may_be_named_by_an_alias():
    assert answer("score", {"hand": "1112345678999m5m", "rules": "国标"}).data["total"] == 91


def test_a_bad_field_is_named_in_the_error():
    for body, named in (({"hand": "1m", "rules": "riichi", "kazoe": "lots"}, "kazoe"),
                        ({"hand": "1m", "colour": "red"}, "colour"),
                        ({"hand": "1m", "rules": "riichi", "kiriage": "yes"}, "kiriage"),
                        ({"hand": "1m", "rules": "riichi", "players": 5}, "players"),
                        ({"hand": "1m", "karaten": "ready"}, "karaten"),
                        ({"hand": "1m", "lang": "xx"}, "lang")):
        refused = answer("score", body)
        assert not refused.ok and refused.data["code"] == "usage" and named in refused.data["error"], body
    assert answer("waits", {"hand": "1112345678999m", "rules": "riichi", "karaten": "ready"}).ok
    assert not answer("waits", {"hand": "1112345678999m", "karaten": "maybe"}).ok


def test_a_ruleset_reading_flowers_by_name_gets_named_flower_buttons_and_no_count():
    from bot.web.rulesets import ruleset_info

    infos = [ruleset_info(ruleset_of(ruleset), "zh_hant") for ruleset in ruleset_ids()]
    by_name = [info for info in infos if info["named_flowers"]]
    assert by_name and all("flowers" not in info["counts"] for info in by_name)
    assert [f["name"] for f in by_name[0]["named_flowers"]] == [f"f{n}" for n in range(1, 9)]
    assert "".join(f["label"] for f in by_name[0]["named_flowers"]) == "春夏秋冬梅蘭菊竹"
    taiwanese = next(info for info in by_name if info["id"] == "taiwan")
    assert taiwanese["unit_word"] == "台" and taiwanese["hand_size"] == 17


def test_a_taiwanese_answer_gives_its_patterns_as_fans_with_points_as_the_page_reads_them():
    scored = answer("score", {"hand": "111m222p333s44455566z tsumo flowers=f1f5", "rules": "taiwan"})
    assert scored.ok and scored.data["total"] == 19  # East's flowers are f1 and f5: one tai each
    assert {"id": "seat_flower", "points": 1, "count": 2} == {k: v for k, v in scored.data["fans"][-1].items()
                                                             if k in ("id", "points", "count")}
    waits = answer("waits", {"hand": "123456m789p12355s11z", "rules": "taiwan"})
    assert waits.ok and [w["self_drawn"]["total"] for w in waits.data["waits"]] == [3, 5]
