"""The review page in a real headless Chromium: a gzip log uploaded is reviewed as ``fanbot review --json``
reviews it (one hand picture per discard, the played and best tiles marked), the severity filter keeps what the
JSON's severities say, each hand has its chart of shanten, and a player's name written as HTML stays text."""

from __future__ import annotations

import gzip
import json

import pytest

from tests.scoring.review_games_riichi import one_hand
from tests.web.browser import ThreadServer, require_browser, start_chromium
from tests.web.test_review_page import cli_review

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
WAIT = 20.0
#: the game's seats renamed, one of them as markup that must never become an element
HOSTILE = "<img src=x id=injected>"


def renamed(log: str) -> str:
    lines = log.splitlines()
    start = json.loads(lines[0])
    assert start["type"] == "start_game"
    start["names"] = ["Ann", HOSTILE, "Cy", "Di"]
    return "\n".join([json.dumps(start), *lines[1:]])


def test_an_uploaded_log_is_shown_as_the_command_line_reviews_it_filtered_and_charted(tmp_path):
    require_browser()
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    log = renamed(one_hand().mjai)
    (tmp_path / "game.mjson").write_text(log, encoding="utf-8")
    (tmp_path / "game.mjson.gz").write_bytes(gzip.compress(log.encode()))
    expected = cli_review(str(tmp_path / "game.mjson"), "--player", "1")
    discards = [d for d in expected["decisions"] if d["kind"] == "discard"]
    with ThreadServer(budget=(100_000, 60.0)) as server:
        driver = start_chromium()
        try:
            wait = WebDriverWait(driver, WAIT)
            driver.get(server.url + "review.html?lang=en")
            wait.until(lambda d: d.find_element(By.ID, "app").get_dom_attribute("aria-busy") == "false")
            driver.find_element(By.ID, "file").send_keys(str(tmp_path / "game.mjson.gz"))
            driver.find_element(By.ID, "player").send_keys("1")
            driver.find_element(By.ID, "go").click()
            wait.until(lambda d: d.find_element(By.ID, "app").get_dom_attribute("data-reviewed"))
            items = driver.find_elements(By.CSS_SELECTOR, "#decisions li")
            severities = [item.get_dom_attribute("data-severity") for item in items]
            assert severities == [d["severity"] for d in expected["decisions"]]
            pictured = driver.find_elements(By.CSS_SELECTOR, "#decisions li[data-kind=discard]")
            assert len(pictured) == len(discards)
            for item, decision in zip(pictured, discards, strict=True):
                played = item.find_element(By.CSS_SELECTOR, ".tile.played").get_dom_attribute("data-tile")
                best = item.find_element(By.CSS_SELECTOR, ".tile.best").get_dom_attribute("data-tile")
                assert (played, best) == (decision["played"], decision["best"])
                assert len(item.find_elements(By.CSS_SELECTOR, ".tile svg")) == len(decision["hand_before"]) - sum(
                    ch in "mpsz" for ch in decision["hand_before"])
            driver.find_element(By.CSS_SELECTOR, '[data-severity="minor"]').click()
            kept = driver.find_elements(By.CSS_SELECTOR, "#decisions li")
            assert len(kept) == sum(d["severity"] != "ok" for d in expected["decisions"])
            [chart] = driver.find_elements(By.CSS_SELECTOR, "#charts svg[data-hand]")
            shanten = chart.find_element(By.CSS_SELECTOR, "[data-line=shanten]")
            assert shanten.get_dom_attribute("data-points") == str(len(discards))
            assert driver.find_element(By.ID, "who").text == f"{HOSTILE} (1)"
            assert not driver.find_elements(By.ID, "injected")
            assert not [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        finally:
            driver.quit()
