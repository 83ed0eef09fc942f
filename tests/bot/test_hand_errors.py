"""Every error the scorer can raise is a code the catalogue of every language can say.

The scorer (``scoring/``) raises ``HandError(code, **params)`` and keeps no prose; the sentence is the
message ``hand_error.<code>`` of each language's catalogue. Here every error is produced for real (a
bad hand, a flag that does not fit, a hand built by hand for the scorers' own checks), a scan of
``scoring/`` makes sure no ``raise HandError(...)`` is left without an example, and each code's
message has, in every language, exactly the placeholders its raise sites give.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import importlib
import re
import string
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.i18n import LANGUAGES, error_text, load_strings
from scoring.hand import Hand, HandError
from scoring.hk.options import HkRules
from scoring.notation import parse, parse_hand, parse_partial
from scoring.riichi.flags import flags_of
from scoring.rulesets import ruleset_ids, ruleset_of
from tests import parsed
from tests.migrated import migrated_url
from tests.scoring.taiwan.error_examples import ERROR_EXAMPLES as TAIWAN_EXAMPLES

ROOT = Path(__file__).resolve().parents[2]
CHINESE = ("zh_hans", "zh_hant")


def _mcr_score(text: str) -> None:
    from scoring.mcr import score_hand

    score_hand(parse_hand(text, "mcr"))


def _riichi_score(text_or_hand: str | Hand) -> None:
    from scoring.riichi import score_hand

    score_hand(parse_hand(text_or_hand, "riichi") if isinstance(text_or_hand, str) else text_or_hand)


def _riichi_rules(text: str, **rules) -> None:
    from scoring.riichi import RiichiRules, score_hand

    score_hand(parse_hand(text, "riichi"), RiichiRules(**rules))


def _riichi_flags(text: str, **flags) -> Hand:
    """A hand with Riichi flags the parser would refuse, as another program could build it."""
    hand = parse_hand(text, "riichi")
    return dataclasses.replace(hand, extras=dataclasses.replace(flags_of(hand), **flags))


def _with_context(text: str, **context) -> Hand:
    hand = parse_hand(text, "riichi")
    return dataclasses.replace(hand, context=dataclasses.replace(hand.context, **context))


def _short_mcr_hand() -> None:
    from scoring.mcr import score_hand

    hand = parse_hand("123m456p789s11s1z")
    score_hand(dataclasses.replace(hand, concealed=hand.concealed[:-1]))


def _partial(text: str, size: int):
    return parse_partial(text, "mcr", sizes=(size,))


def _waits(module: str, function: str, text: str, size: int) -> Callable[[], object]:
    def call():
        return getattr(importlib.import_module(module), function)(_partial(text, size))

    return call


def _shanten(function: str, text: str, size: int) -> Callable[[], object]:
    def call():
        import scoring.shanten

        return getattr(scoring.shanten, function)(_partial(text, size))

    return call


HAND = "123m456p789s11z22z2z"  # 14 tiles, won on 2z (the hand holds two more)
RIICHI = "234m345p456s66s789m"
HK = "[1111s] 555s 789s WWW N N"

#: (what is wrong, how to get the error); one or more per ``raise HandError`` in scoring/
EXAMPLES: list[tuple[str, Callable[[], object]]] = [
    *TAIWAN_EXAMPLES,
    ("unknown character", lambda: parse_hand("123m45x")),
    ("suit letter without digits", lambda: parse_hand("m123")),
    ("digits without a suit at the end", lambda: parse_hand("123")),
    ("digits before an honor letter", lambda: parse_hand("12E")),
    ("8z", lambda: parse_hand("123m8z")),
    ("empty meld", lambda: parse_hand("[] 123m")),
    ("braces around a pung", lambda: parse_hand("{555p} 123m456p789s11s")),
    ("not a chow", lambda: parse_hand("[124m] 123p456p789s11s")),
    ("unbalanced bracket", lambda: parse_hand("[123m 456p")),
    ("two tiles after +", lambda: parse_hand("123m456p789s11s1z+45m")),
    ("15 tiles: the winning tile written after a whole 14", lambda: parse_hand("11123455678999m5m")),
    ("+ twice", lambda: parse_hand("123m456p789s11s+4m+5m")),
    ("no tiles", lambda: parse_hand("tsumo")),
    ("a discard condition with tsumo", lambda: parse_hand("123m456p789s123s5p+5p 海底捞月 自摸")),
    ("unknown setting", lambda: parse_hand(HAND + " wibble=3")),
    ("seat that is no wind", lambda: parse_hand(HAND + " seat=X")),
    ("too many flowers", lambda: parse_hand(HAND + " flowers=9")),
    ("seat twice", lambda: parse_hand(HAND + " seat=E seat=S")),
    ("Riichi flag in MCR", lambda: parse_hand(HAND + " riichi")),
    ("HK: flowers not f1-f8", lambda: parse_hand(HK + " flowers=f9", "hk")),
    ("HK: a flower twice", lambda: parse_hand(HK + " flowers=f1f1", "hk")),
    ("HK: an unknown flower win", lambda: parse_hand(HK + " flower-win=six", "hk")),
    ("HK: a replacement win on a discard", lambda: parse_hand(HK + " kong-replacement", "hk")),
    ("HK: both kong replacements", lambda: parse_hand(HK + " tsumo kong-replacement double-kong-replacement", "hk")),
    ("HK: heavenly and earthly", lambda: parse_hand(HK + " tsumo heavenly earthly", "hk")),
    ("HK: a flower win without its flowers", lambda: parse_hand(HK + " flowers=f1 flower-win=eight", "hk")),
    ("HK: an unknown preset", lambda: ruleset_of("hk").score(parse_hand(HK, "hk"), HkRules(preset="nope"))),
    ("HK: an unknown option", lambda: ruleset_of("hk").score(parse_hand(HK, "hk"), HkRules(options=frozenset({"x"})))),
    ("another ruleset's flag in HK", lambda: parse_hand(HK + " riichi", "hk")),
    ("MCR flag in Riichi", lambda: parse_hand(RIICHI + " last", "riichi")),
    ("unknown ruleset", lambda: parse("123m", "tenhou")),
    ("not text", lambda: parse(123)),  # type: ignore[arg-type]
    ("too long", lambda: parse("1" * 400)),
    ("too few tiles", lambda: parse_hand("123m")),
    ("a kong written among the standing tiles", lambda: parse_hand("5555m123p456p789s1s1s")),
    ("too few tiles for waits", lambda: parse_partial("123m")),
    ("too few tiles for 13 only", lambda: _partial("123m", 13)),
    ("five copies", lambda: parse_hand("11111m234p567s789s")),
    ("seen beyond four copies", lambda: parse_partial("123m456p789s1122z seen=1111m")),
    ("seen in a winning hand", lambda: parse_hand(HAND + " seen=1m")),
    ("two red fives of a suit", lambda: parse_hand("00m5m123p456p789s1s1s", "riichi")),
    ("a red five in MCR", lambda: parse_hand("123m 406p 789s 111z 22z")),
    ("kong and tsumo without a kong", lambda: parse_hand(HAND + " tsumo kong")),
    ("robbing a tile the hand holds", lambda: parse_hand(HAND + " kong")),
    ("kong and wall on a discard", lambda: parse_hand("123m456p789s1z1z56m4m kong wall")),
    ("last copy the hand holds", lambda: parse_hand(HAND + " last")),
    ("riichi and double riichi", lambda: parse_hand(RIICHI + " riichi double-riichi", "riichi")),
    ("tenhou and chiihou", lambda: parse_hand(RIICHI + " tsumo tenhou chiihou", "riichi")),
    ("tenhou on a discard", lambda: parse_hand(RIICHI + " tenhou", "riichi")),
    ("ippatsu alone", lambda: parse_hand(RIICHI + " ippatsu", "riichi")),
    ("riichi with a claimed chow", lambda: parse_hand("[234m] 345p456s66s789m riichi", "riichi")),
    ("a chow's claim past its third tile", lambda: parse_hand("[123m,4] 456p789s11z22z2z")),
    ("a pung's claim from no seat", lambda: parse_hand("[555p,0] 123m789s11z22z2z")),
    ("a kong's claim from no seat", lambda: parse_hand("[5555p,4] 123m789s11z22z2z")),
    ("a claim on a concealed kong", lambda: parse_hand("{5555p,1} 123m789s11z22z2z")),
    # the scorers' own checks, for hands that do not come through the parser
    ("MCR: 13 tiles", _short_mcr_hand),
    ("MCR: no winning shape", lambda: _mcr_score("123m456p789s2344s +5s")),
    ("Riichi: riichi with a claimed chow", lambda: _riichi_score(_riichi_flags("[234m] 345p456s66s789m", riichi=True))),
    ("Riichi: ippatsu alone", lambda: _riichi_score(_riichi_flags(RIICHI, ippatsu=True))),
    ("Riichi: kong and wall", lambda: _riichi_score("{2222m} 345p456s66s789m tsumo kong wall")),
    ("Riichi: kong without a kong", lambda: _riichi_score(_with_context(RIICHI + " tsumo", kong=True))),
    ("Riichi: tenhou on a discard", lambda: _riichi_score(_riichi_flags(RIICHI, tenhou=True))),
    ("Riichi: tenhou in the South seat", lambda: _riichi_score(RIICHI + " tsumo tenhou seat=S")),
    ("Riichi: chiihou for the dealer", lambda: _riichi_score(RIICHI + " tsumo chiihou")),
    ("Riichi: tenhou after a call", lambda: _riichi_score("[234m] 345p456s66s789m tsumo tenhou")),
    ("Riichi: no winning shape", lambda: _riichi_score("123m456p789s1234z1z")),
    ("open riichi without riichi", lambda: parse_hand(RIICHI + " open-riichi", "riichi")),
    ("renhou self-drawn", lambda: parse_hand(RIICHI + " renhou tsumo seat=S", "riichi")),
    ("Riichi: open riichi without riichi", lambda: _riichi_score(_riichi_flags(RIICHI, open_riichi=True))),
    ("Riichi: renhou self-drawn", lambda: _riichi_score(_riichi_flags(RIICHI + " tsumo seat=S", renhou=True))),
    ("Riichi: renhou for the dealer", lambda: _riichi_score(RIICHI + " renhou")),
    ("Riichi: renhou after a call", lambda: _riichi_score("[234m] 345p456s66s789m renhou seat=S")),
    ("Riichi: paarenchan for a non-dealer", lambda: _riichi_score(RIICHI + " tsumo paarenchan=1 seat=S")),
    ("Riichi: 2m with three players", lambda: _riichi_rules(RIICHI + " tsumo seat=S", players=3)),
    ("Riichi: North seat with three players",
     lambda: _riichi_rules("111m456p789s11s666s tsumo seat=N", players=3)),
    ("Riichi: a claimed chow with three players",
     lambda: _riichi_rules("[456p] 111m789s11s666s tsumo seat=S", players=3)),
    ("Riichi: a pung from across with three players",
     lambda: _riichi_rules("[777z,2] 111m999m123p4s4s seat=S", players=3)),
    ("Riichi: five Norths with kita",
     lambda: _riichi_rules("111m456p789s11s444z tsumo seat=S kita=2", players=3)),
    ("Riichi: kita with four players", lambda: _riichi_score("111m456p789s11s444z tsumo seat=S kita=1")),
    ("Riichi: two red 5p at a one-red table",
     lambda: _riichi_score(dataclasses.replace(parse_hand("234m00p567p234s6s6s5p", "riichi", (1, 2, 1))))),
    ("Riichi: no yaku", lambda: _riichi_score("[123m] 345p567s99s789m")),
    ("MCR waits of 14 tiles", _waits("scoring.mcr.waits", "mcr_waits", HAND, 14)),
    ("Riichi waits of 14 tiles", _waits("scoring.riichi.waits", "riichi_waits", HAND, 14)),
    ("MCR report of 3 tiles", _waits("scoring.mcr.waits", "mcr_report", "123m", 3)),
    ("Riichi report of 3 tiles", _waits("scoring.riichi.waits", "riichi_report", "123m", 3)),
    ("shanten of 3 tiles", _shanten("shanten", "123m", 3)),
    ("discards of 13 tiles", _shanten("discard_table", "123m456p789s1234z", 13)),
]


def _raised(make: Callable[[], object]) -> HandError:
    with pytest.raises(HandError) as caught:
        make()
    return caught.value


def _english_left(text: str) -> list[str]:
    """English words outside quotes, key=value flags and the ruleset names."""
    text = re.sub(r"'[^']*'", "", text)
    text = re.sub(r"\w+=\S*", "", text)
    return [w for w in re.findall(r"[A-Za-z]{3,}", text) if w not in ruleset_ids()]


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("what, make", EXAMPLES, ids=[what for what, _ in EXAMPLES])
def test_every_hand_error_reads_in_every_language(what, make):
    error = _raised(make)
    texts = {language: error_text(error, language) for language in LANGUAGES}
    for language, text in texts.items():
        assert text and not re.search(r"\{[a-z_]+\}", text), (language, text)  # every placeholder filled
        assert "\n" not in text and len(text) <= 200, (language, text)
    assert "hand_error." not in texts["en"]
    for language in CHINESE:
        assert not _english_left(texts[language]), (language, texts[language])
        assert re.search(r"[\u4e00-\u9fff]", texts[language]), texts[language]


def test_the_names_in_a_message_carry_over_into_chinese():
    error = _raised(lambda: parse_hand("[124m] 123p456p789s11s"))
    assert error == HandError("not_a_meld", token="[124m]")
    assert error_text(error, "zh_hans") == "'[124m]' 不是顺子、刻子或杠"
    error = _raised(lambda: parse_partial("123m"))
    assert error_text(error, "zh_hant") == "數到 3 張；應該是 13 或 14 張（槓算 3 張）"
    assert error_text(error, "en") == "counted 3, but 13 or 14 tiles are expected, kongs counting 3"
    error = _raised(lambda: parse_hand("5555m123p456p789s1s1s"))
    assert error_text(error, "zh_hans") == ("数到 15 张；和牌要 14 张（杠算 3 张）：杠要写在括号里，"
                                            "明杠 [5555m]，暗杠 {5555m}")
    error = _raised(lambda: parse_hand("{555p} 123m456p789s11s"))
    assert error_text(error, "zh_hans") == "'{555p}' 不是杠：花括号 {…} 只用来写暗杠"


def _sites(path: Path) -> list[tuple[int, str, frozenset[str]]]:
    """(line, code, param names) of every ``HandError(...)`` / ``NotWinningHand(...)`` call in ``path``."""
    tree = parsed.tree(path)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("HandError", "NotWinningHand")):
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            assert node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str), (
                f"{where}: the code of a HandError must be a literal string, so the tests can find it")
            assert len(node.args) == 1 and all(k.arg for k in node.keywords), (
                f"{where}: a HandError takes its code and keyword params only (no prose)")
            found.append((node.lineno, node.args[0].value, frozenset(k.arg for k in node.keywords)))
    return found


@functools.cache
def raise_sites() -> list[tuple[Path, int, str, frozenset[str]]]:
    """Every raise site in scoring/, read when a test first asks (not at collection, in every worker)."""
    return [(path, *site) for path in sorted((ROOT / "scoring").rglob("*.py")) for site in _sites(path)]


def test_the_scan_finds_the_raises():
    assert len(raise_sites()) > 40
    assert {code for *_, code, _ in raise_sites()} >= {"too_many_copies", "no_yaku", "not_winning", "tile_count_waits"}


def test_every_hand_error_raised_in_scoring_has_an_example_here():
    raised = {(error.code, frozenset(error.params)) for error in (_raised(make) for _, make in EXAMPLES)}
    missing = [f"{path.relative_to(ROOT)}:{line} {code}" for path, line, code, params in raise_sites()
               if (code, params) not in raised]
    assert not missing, f"add an example to EXAMPLES for the HandError raised at {missing}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_code_is_in_every_catalogue_with_the_params_of_its_raise_sites(language):
    strings = load_strings(language)
    problems = []
    for path, line, code, params in raise_sites():
        template = strings.get(f"hand_error.{code}")
        if template is None:
            problems.append(f"{path.relative_to(ROOT)}:{line}: no hand_error.{code}")
        elif _placeholders(template) != params:
            problems.append(f"{path.relative_to(ROOT)}:{line}: hand_error.{code} uses {sorted(_placeholders(template))}"
                            f", the raise gives {sorted(params)}")
    assert not problems, problems


def test_no_catalogue_keeps_a_message_for_a_code_nobody_raises():
    codes = {code for *_, code, _ in raise_sites()}
    for language in LANGUAGES:
        stale = {key for key in load_strings(language) if key.startswith("hand_error.")} - {
            f"hand_error.{code}" for code in codes}
        assert not stale, (language, stale)


def test_a_hand_error_survives_pickling_for_worker_processes():
    import pickle

    error = _raised(lambda: parse_hand("11111m234p567s789s"))
    assert error == HandError("too_many_copies", tile="1m", count=5)
    copy = pickle.loads(pickle.dumps(error))
    assert copy == error and copy.params == {"tile": "1m", "count": 5}
    assert str(error) == "too_many_copies (tile='1m', count=5)"


async def test_a_chinese_chat_gets_the_waits_count_error_in_chinese(tmp_path):
    from bot.config import Config
    from bot.core import BotCore, CommandContext

    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)))
    try:
        [reply] = await core.handle(CommandContext("console", "c", "u", locale="zh-TW"), "waits", "123m")
        assert reply.is_error and "應該是 13 或 14 張" in reply.text and "or" not in reply.text
        [reply] = await core.handle(CommandContext("console", "c", "u", locale="zh-CN"), "score",
                                    "[123m] 345p567s99s789m rules=riichi")
        assert "没有役" in reply.text and "yaku" not in reply.text
    finally:
        core.close()


def test_honors_in_a_chinese_message_carry_their_chinese_name():
    error = _raised(lambda: parse_hand("123m456p789s7z7z7z7z7z"))
    assert error_text(error, "zh_hans").startswith("7z（中） 有 5 张")
    assert error_text(error, "zh_hant").startswith("7z（中） 有 5 張")
    assert error_text(error, "en") == "5 copies of 7z: there are only 4 of each tile"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("hand, ruleset", [("11123455678999m5m", "mcr"), ("123m456p789s1122z5m5m", "mcr"),
                                           ("[123p] 456p789s1122z5m +5m", "mcr"),
                                           ("123m456p789s234s5m5m +5m", "riichi")])
def test_a_15_tile_hand_says_the_last_tile_written_is_the_winning_tile(language, hand, ruleset):
    with pytest.raises(HandError) as caught:
        parse_hand(hand, ruleset)
    assert caught.value.code == "tile_count_one_over"
    text = error_text(caught.value, language)
    assert "15" in text and "`+5m`" in text and "14" in text


@pytest.mark.parametrize("hand", ["1112345678999m", "111234555678999m5m"])
def test_other_tile_counts_keep_the_plain_count(hand):
    with pytest.raises(HandError) as caught:
        parse_hand(hand)
    assert caught.value.code == "tile_count_winning"
