"""The calculator page by keyboard and by eye, in a real headless Chromium: every control is reached with Tab and
works with Enter or Space, the control in focus shows it, and every text meets WCAG AA contrast, light and dark."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

import pytest

from tests.web import test_browser

#: the same server and browser as the page's other browser tests
server, browser = test_browser.server, test_browser.browser

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
CONTRAST = (Path(__file__).parent / "contrast.js").read_text(encoding="utf-8")
#: what a keyboard can reach: the visible controls that are not switched off
CONTROLS = "[...document.querySelectorAll('button, input, select, a[href], [tabindex]')]" \
           ".filter((e) => e.getClientRects().length && !e.disabled && e.tabIndex >= 0)"


def _open(browser, server, **query: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(server.url + "?" + urlencode({"lang": "en", **query}))
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "const app = document.getElementById('app'); return app.getAttribute('aria-busy') === 'false'"
        " && app.dataset.updated === app.dataset.asked"))


def _tab(browser) -> str:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    ActionChains(browser).send_keys(Keys.TAB).perform()
    return browser.execute_script("return document.activeElement.dataset.key || ''")


def test_tab_reaches_every_control_once_round_and_each_shows_its_focus(browser, server):
    _open(browser, server)
    count = browser.execute_script(f"{CONTROLS}.forEach((e, i) => {{ e.dataset.key = String(i); }}); "
                                   f"return {CONTROLS}.length")
    reached, unmarked = [], []
    for _ in range(count + 5):
        key = _tab(browser)
        if key:
            reached.append(key)
            outline = browser.execute_script("const s = getComputedStyle(document.activeElement);"
                                             "return [s.outlineStyle, parseFloat(s.outlineWidth)]")
            if outline[0] == "none" or outline[1] < 1:
                unmarked.append(key)
    assert set(reached) == {str(i) for i in range(count)}  # no control the keyboard cannot reach
    assert not unmarked  # a visible focus ring on every one


@pytest.mark.parametrize("key", [" ", "\n"])
def test_a_tile_key_and_a_mode_key_work_from_the_keyboard(browser, server, key):
    from selenium.webdriver.common.action_chains import ActionChains

    _open(browser, server)
    for css in ('[data-tile="1m"]', '[data-tile="1m"]', '[data-mode="pung"]'):
        browser.execute_script("document.querySelector(arguments[0]).focus()", css)
        ActionChains(browser).send_keys(key).perform()
    pressed = browser.execute_script("return document.querySelector('[data-mode=\"pung\"]').ariaPressed")
    notation = browser.execute_script("return document.querySelector('[data-notation]').textContent")
    assert notation.replace(" ", "") in ("11m", "1m1m") and pressed == "true"  # two 1m typed, pung mode on


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("query", [
    {"h": "1112345678999m5m"},  # a score with its fans
    {"h": "111234567899m9p"},  # 13 + 1 not winning: the discard advice
    {"h": "1112345678999m"},  # 13 tiles: the waits table
    {"h": "22m345p678s567s11z1z seat=S", "r": "riichi"},  # yaku, fu, payments
    {"h": "123m45x"},  # an error
])
def test_every_text_meets_wcag_aa_contrast(browser, server, scheme, query):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        _open(browser, server, **query)
        assert browser.execute_script(CONTRAST) == []
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
