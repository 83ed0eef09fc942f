"""How lookup and autocomplete rank what people type."""

from __future__ import annotations

import pytest

from glossary import LookupResult, complete, entries, get_entry, lookup


def test_exact_chinese_name_finds_the_fan_with_full_score():
    result = lookup("清一色")
    assert result.best == get_entry("mcr", "full_flush")
    assert result.candidates[0].score == 100


def test_a_name_shared_by_two_rulesets_prefers_the_chat_ruleset_and_lists_the_other():
    mcr = lookup("大三元")
    riichi = lookup("大三元", ruleset="riichi")
    assert mcr.best.key == "mcr:big_three_dragons"
    assert riichi.best.key == "riichi:daisangen"
    assert {c.entry.key for c in mcr.candidates[:2]} == {"mcr:big_three_dragons", "riichi:daisangen"}
    assert mcr.candidates[0].score == mcr.candidates[1].score


def test_the_default_chat_ruleset_is_mcr():
    assert lookup("Full Flush").best.ruleset == "mcr"


def test_a_name_only_riichi_uses_is_found_from_an_mcr_chat():
    assert lookup("Chinitsu").best.key == "riichi:chinitsu"


def test_ruleset_prefix_restricts_the_search():
    result = lookup("riichi: 清一色")
    assert result.best.key == "riichi:chinitsu"
    assert all(c.entry.ruleset == "riichi" for c in result.candidates)


def test_traditional_fullwidth_and_case_are_folded():
    assert lookup("斷麼").best.id == "all_simples"
    assert lookup("ＦＵＬＬ　ＦＬＵＳＨ").best.id == "full_flush"
    assert lookup("fUlL fLuSh").best.id == "full_flush"


def test_pinyin_with_or_without_tones_spaces_and_tone_numbers():
    for query in ("qīng yī sè", "qingyise", "qing yi se", "qing1 yi1 se4", "QingYiSe"):
        assert lookup(query).best.id == "full_flush", query


def test_hu_and_he_and_the_three_yao_characters_are_the_same():
    assert lookup("对对和").best == lookup("对对胡").best == get_entry("mcr", "all_pungs")
    assert lookup("十三么").best == lookup("十三麼").best == lookup("十三幺").best


def test_typos_are_matched_fuzzily_with_a_lower_score():
    result = lookup("Thirten Orphans")
    assert result.best.id == "thirteen_orphans"
    assert 60 < result.candidates[0].score < 100


def test_candidates_are_ranked_by_score():
    scores = [c.score for c in lookup("pure shifted").candidates]
    assert scores == sorted(scores, reverse=True)
    assert len(scores) > 1


@pytest.mark.parametrize("query", ["", "   ", "!!!", "hello", "asdfgh"])
def test_queries_that_name_no_fan_have_no_best_entry(query):
    assert lookup(query).best is None


def test_lookup_result_json_shape():
    data = lookup("大三元").to_json()
    assert data["query"] == "大三元"
    assert data["best"] == {"ruleset": "mcr", "id": "big_three_dragons"}
    assert set(data["candidates"][0]) == {"ruleset", "id", "score"}
    assert LookupResult("x", None, []).to_json() == {"query": "x", "best": None, "candidates": []}


def test_unknown_ruleset_is_refused_with_its_name():
    with pytest.raises(ValueError, match="chess"):
        lookup("清一色", ruleset="chess")


def test_get_entry_names_a_missing_id():
    with pytest.raises(KeyError, match="no_such_fan"):
        get_entry("mcr", "no_such_fan")


def test_entries_by_ruleset():
    assert len(entries("mcr")) == 82
    assert len(entries("riichi")) == 15 + 33  # yakuman, then yaku and dora
    assert len(entries()) == (len(entries("mcr")) + len(entries("riichi")) + len(entries("regional"))
                              + len(entries("taiwan")))


def test_autocomplete_prefix_returns_at_most_25_results_starting_with_the_prefix_first():
    results = complete("a")
    assert 0 < len(results) <= 25
    top = complete("all p")
    assert top[0].entry.id in ("all_pungs",)
    assert len(complete("", limit=100)) == 25


def test_autocomplete_in_chinese_and_pinyin():
    assert complete("清一")[0].entry.id in ("full_flush", "chinitsu")
    assert "full_flush" in {c.entry.id for c in complete("qingyi")}
    assert complete("碰碰")[0].entry.id == "all_pungs"


def test_autocomplete_restricted_to_a_ruleset():
    results = complete("san", ruleset="riichi")
    assert results and all(c.entry.ruleset == "riichi" for c in results)


def test_autocomplete_tolerates_a_typo():
    assert "thirteen_orphans" in {c.entry.id for c in complete("thirten orph")}


def test_a_near_tie_with_the_twin_in_the_chat_ruleset_goes_to_the_chat_ruleset():
    # Riichi's Chiitoitsu has the alias 'Seven Pairs Hand'; MCR's Seven Pairs is its twin and nearly as close
    assert lookup("seven pairs hand", ruleset="mcr").best.key == "mcr:seven_pairs"
    assert lookup("seven pairs hand", ruleset="riichi").best.key == "riichi:chiitoitsu"
    # but a name only the other ruleset uses still finds that ruleset's fan
    assert lookup("Chinitsu", ruleset="mcr").best.key == "riichi:chinitsu"


def test_the_reference_calculators_printed_names_resolve():
    printed = {"独听・嵌张": "closed_wait", "独听・边张": "edge_wait", "独听・单钓": "single_wait",
               "All Five": "all_fives", "Two Dragons Pungs": "two_dragon_pungs", "Robbing The Kong": "robbing_the_kong"}
    for name, fan_id in printed.items():
        assert lookup(name).best == get_entry("mcr", fan_id), name


def test_glossary_names_are_the_scorers_names():
    from scoring.mcr import fan_table

    for fan in fan_table():
        entry = get_entry("mcr", fan.id)
        assert (entry.points, entry.zh_hans, entry.zh_hant, entry.en) == (fan.points, fan.zh, fan.zh_hant, fan.en)


@pytest.mark.parametrize("junk", ["a" * 5000, "清一色" * 2000, "\x00\ud800", "🀄🀄", None])
def test_odd_input_gives_an_answer_not_an_error(junk):
    result = lookup(junk)
    assert result.best is None or result.best.id == "full_flush"
    assert len(complete(junk)) <= 25


# ----------------------------------------------------------------------------- when a match is the answer


def test_a_name_that_only_looks_like_a_query_is_a_suggestion_not_the_answer():
    # mangan is two edits from angang (暗杠 in toneless pinyin): it scored 83 and used to be 'best'
    result = lookup("mangan")
    assert result.best.key == "riichi:mangan"
    assert "mcr:concealed_kong" in {c.entry.key for c in result.candidates}
    assert lookup("shanten").best.key == "riichi:shanten"  # not Shousangen


@pytest.mark.parametrize("query", ["pair", "kan", "chi", "ron", "tile", "pure", "ura"])
def test_short_queries_need_an_exact_name(query):
    result = lookup(query, "riichi")
    assert result.best is None
    assert all(c.score < 100 for c in result.candidates)


@pytest.mark.parametrize("query, fan_id", [("hotei", "houtei_raoyui"), ("tanyo", "tanyao"), ("chinitzu", "chinitsu"),
                                           ("thirten orphans", "kokushi_musou"), ("ikkitsukan", "ittsu")])
def test_one_slip_per_five_letters_is_still_the_name(query, fan_id):
    assert lookup(query, "riichi").best == get_entry("riichi", fan_id)


def test_three_pinyin_initials_name_a_fan_but_two_only_suggest_one():
    assert lookup("qys").best.id == "full_flush"
    zm = lookup("zm")
    assert zm.best is None and zm.candidates[0].entry.id == "self_drawn"


def test_a_chinese_slip_needs_three_characters():
    assert lookup("大三圆").best.id == "big_three_dragons"  # one homophone in three characters
    assert lookup("听牌").best.key == "mcr:ready_hand"  # not 天听牌 (Heavenly Ready) one character longer


def test_first_words_name_a_fan_only_when_no_other_fan_begins_so():
    assert lookup("big four").best.id == "big_four_winds"
    assert lookup("大四").best.id == "big_four_winds"
    assert lookup("pure shifted").best is None  # chows or pungs
    assert lookup("big three").best is None  # dragons or winds
    assert lookup("pung").best is None  # one short word of Pung of Terminals or Honors


def test_a_count_or_filler_word_is_dropped_when_the_whole_query_names_nothing():
    assert lookup("dora 2", "riichi").best.key == "riichi:dora"
    assert lookup("2 dora", "mcr").best.key == "riichi:dora"
    assert lookup("mangan 4 han").best.key == "riichi:mangan"
    assert lookup("清一色番种").best.id == "full_flush"
    assert lookup("thirteen orphans hand").best.id == "thirteen_orphans"  # 'thirteen' is no count here


def test_after_dropping_noise_the_scores_still_count_the_noise():
    # the quiz reads '喜相逢2' as Mixed Double Chow written with its points: it needs the honest score
    result = lookup("喜相逢2")
    assert result.best.id == "mixed_double_chow"
    assert result.candidates[0].entry == result.best and result.candidates[0].score < 90
    dora = lookup("dora 2")
    assert dora.to_json()["best"] == {"ruleset": "riichi", "id": "dora"}
    scores = [c.score for c in dora.candidates]
    assert scores == sorted(scores, reverse=True) and scores[0] < 100
    assert "two_dragon_pungs" not in {c.entry.id for c in dora.candidates[:3]}


def test_filler_characters_inside_a_chinese_name_stay():
    assert lookup("役牌中", "riichi").best.id == "yakuhai_chun"
