"""Telegram Mini App ``initData`` is checked exactly as Telegram documents it, and a group's ``startapp``
token cannot be written for another chat."""

from __future__ import annotations

import hashlib
import hmac
import json
from urllib.parse import parse_qsl, urlencode

import pytest

from bot.web.initdata import (
    MAX_AGE_SECONDS,
    InitDataError,
    group_of_token,
    group_token,
    sign_init_data,
    validate_init_data,
)

TOKEN = "987654321:AAHfakeTokenForLoopbackTests_abcdef"
NOW = 1_800_000_000


def _fields(**extra) -> dict[str, str]:
    user = {"id": 4242, "first_name": "Mei", "language_code": "zh-hans"}
    return {"query_id": "AAF", "user": json.dumps(user, separators=(",", ":")), "auth_date": str(NOW - 30), **extra}


def test_the_signature_is_the_documented_hmac_of_the_sorted_fields():
    # computed here from the documentation's recipe, not with the module's own helper
    fields = _fields(start_param="g-100123_x")
    secret = hmac.new(b"WebAppData", TOKEN.encode(), hashlib.sha256).digest()
    check = "\n".join(f"{key}={value}" for key, value in sorted(fields.items()))
    init_data = urlencode({**fields, "hash": hmac.new(secret, check.encode(), hashlib.sha256).hexdigest()})
    user = validate_init_data(init_data, TOKEN, now=NOW)
    assert (user.user_id, user.first_name, user.language_code) == (4242, "Mei", "zh-hans")
    assert user.start_param == "g-100123_x"
    assert sign_init_data(fields, TOKEN) == init_data


@pytest.mark.parametrize("spoil, code", [
    (lambda data: "", "missing"),
    (lambda data: data.replace("Mei", "Eve"), "forged"),  # another name under the same hash
    (lambda data: data + "&chat_type=group", "forged"),  # a field added after signing
    (lambda data: "&".join(p for p in data.split("&") if not p.startswith("hash=")), "forged"),
    (lambda data: data + "&hash=00", "malformed"),  # two hashes: which one was signed?
    (lambda data: "x" * 5000, "too_long"),
])
def test_missing_forged_or_malformed_init_data_is_refused(spoil, code):
    with pytest.raises(InitDataError) as refused:
        validate_init_data(spoil(sign_init_data(_fields(), TOKEN)), TOKEN, now=NOW)
    assert refused.value.code == code


def test_init_data_signed_with_another_bots_token_is_forged():
    with pytest.raises(InitDataError, match="forged"):
        validate_init_data(sign_init_data(_fields(), "111:another-bot"), TOKEN, now=NOW)


def test_old_init_data_has_expired_and_fresh_is_taken():
    init_data = sign_init_data(_fields(auth_date=str(NOW - MAX_AGE_SECONDS - 1)), TOKEN)
    with pytest.raises(InitDataError, match="expired"):
        validate_init_data(init_data, TOKEN, now=NOW)
    assert validate_init_data(init_data, TOKEN, now=NOW - 2).user_id == 4242
    with pytest.raises(InitDataError, match="expired"):  # from the future (beyond a minute of skew)
        validate_init_data(sign_init_data(_fields(auth_date=str(NOW + 3600)), TOKEN), TOKEN, now=NOW)


def test_signed_data_without_a_user_is_malformed():
    fields = {key: value for key, value in _fields().items() if key != "user"}
    with pytest.raises(InitDataError, match="malformed"):
        validate_init_data(sign_init_data(fields, TOKEN), TOKEN, now=NOW)


def test_a_group_token_names_its_group_and_cannot_be_moved_to_another():
    token = group_token(-1001234567890, TOKEN)
    assert len(token) <= 64 and all(ch.isalnum() or ch in "_-" for ch in token)  # startapp's alphabet
    assert group_of_token(token, TOKEN) == -1001234567890
    mac = token.rsplit("_", 1)[1]
    assert group_of_token(f"g-1009999999999_{mac}", TOKEN) is None  # another chat under the same MAC
    assert group_of_token(token, "111:another-bot") is None
    for junk in ("", "g", "g-100_", token + "x", "g0_" + mac, "g-100123"):
        assert group_of_token(junk, TOKEN) is None
    assert dict(parse_qsl(sign_init_data(_fields(start_param=token), TOKEN)))["start_param"] == token


def test_a_group_token_may_carry_the_hand_to_open_on_without_changing_the_group_it_names():
    token = group_token(-1001234567890, TOKEN)
    with_hand = group_token(-1001234567890, TOKEN, "h=[123p] 999m7999p8p tsumo&r=mcr")
    assert with_hand.startswith(token + "h") and all(ch.isalnum() or ch in "_-" for ch in with_hand)
    assert group_of_token(with_hand, TOKEN) == -1001234567890
    assert group_of_token(with_hand.replace("g-1001", "g-1002", 1), TOKEN) is None
    assert group_token(-1001234567890, TOKEN, "h=" + "1m" * 400) == token  # past Telegram's 512: the token alone
