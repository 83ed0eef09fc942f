"""The calculator page in a real headless Chromium: tap hands in, read ``data-total`` and the ``data-fan``
rows, and compare them with ``fanbot score|waits|efficiency --json``; switch the language; a
script-carrying input is shown as text and never runs.

One browser and one server for the module; each test starts from a fresh page.
"""

from __future__ import annotations

import contextlib
import io
import json
import time
from urllib.parse import quote, urlencode

import pytest

from bot.cli import main
from bot.i18n import error_text, t
from bot.web.initdata import group_token, sign_init_data
from bot.web.sending import ChatLink
from scoring.hand import HandError
from scoring.notation import parse_hand
from tests.web.browser import ThreadServer, require_browser, start_chromium

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
WAIT = 10.0
TOKEN = "987654321:AAHfakeTokenForLoopbackTests_abcdef"


def cli_json(command: str, hand: str, *options: str) -> dict:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        main([command, "--json", *options, hand])
    return json.loads(printed.getvalue())


class RecordingPoster:
    """Stands in for the running Telegram bot behind "Send to chat" (``bot.web.sending.Poster``)."""

    def __init__(self) -> None:
        self.posts: list[tuple[int, int, str, str]] = []

    async def is_member(self, chat_id: int, user_id: int) -> bool:
        return True

    async def post(self, chat_id: int, user, hand: str, rules: str) -> None:
        self.posts.append((chat_id, user.user_id, hand, rules))


POSTER = RecordingPoster()


@pytest.fixture(scope="module")
def server():
    require_browser()
    with ThreadServer(budget=(100_000, 60.0), bot_token=TOKEN, link=ChatLink(POSTER)) as running:
        yield running


@pytest.fixture(scope="module")
def browser(server):
    driver = start_chromium()
    try:
        yield driver
    finally:
        driver.quit()


class Page:
    """The calculator as a test taps it."""

    def __init__(self, driver, url: str) -> None:
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import WebDriverWait

        self.driver, self.by = driver, By
        self.wait = WebDriverWait(driver, WAIT)
        driver.get(url)
        self.wait.until(lambda d: d.find_element(By.ID, "app").get_dom_attribute("aria-busy") == "false")

    def find(self, css: str):
        return self.driver.find_element(self.by.CSS_SELECTOR, css)

    def all(self, css: str):
        return self.driver.find_elements(self.by.CSS_SELECTOR, css)

    def offline_ready(self) -> None:
        """Wait until the service worker holds the page, its files and words (it says so on ``#app``)."""
        self.wait.until(lambda d: self.find("#app").get_dom_attribute("data-offline-ready") == "true")

    def settled(self) -> None:
        """Wait until the answer to the last change is shown."""
        self.wait.until(lambda d: self.find("#app").get_dom_attribute("data-updated")
                        == self.find("#app").get_dom_attribute("data-asked"))

    def tap(self, *tiles: str) -> None:
        for tile in tiles:
            mode, _, tile = tile.rpartition(":")
            key = self.find(f'[data-mode="{mode or "hand"}"]')
            if key.get_dom_attribute("aria-pressed") != "true":  # a mode stays until changed
                key.click()
            self.find(f'[data-tile="{tile}"]').click()
        self.settled()

    def click(self, css: str) -> None:
        self.find(css).click()
        self.settled()

    @property
    def notation(self) -> str:
        return self.find("[data-notation]").text

    @property
    def total(self) -> str:
        return self.find("[data-total]").text

    @property
    def fans(self) -> list[str]:
        return [row.get_dom_attribute("data-fan") for row in self.all("[data-fan]")]


@pytest.fixture
def page(browser, server) -> Page:
    return Page(browser, server.url + "?lang=en")


def opened(browser, server, hand: str, rules: str | None = None) -> Page:
    """The page opened on a hand by its link (a share link's ``h``, and ``r`` when a ruleset is named), in English,
    its answer shown. A test whose point is not the tapping starts so: each WebDriver tap costs the browser a fifth
    of a second of CPU; the tap tests tap."""
    page = Page(browser, server.url + "?" + urlencode({"h": hand, **({"r": rules} if rules else {}), "lang": "en"}))
    page.settled()
    return page


def test_a_pure_mcr_hand_tapped_in_scores_as_the_command_line_does(page):
    page.tap("1m", "1m", "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "9m", "9m", "5m")
    assert page.notation == "1112345678999m5m"
    expected = cli_json("score", page.notation)
    assert page.total == str(expected["total"]) == "91"
    assert page.fans == [fan["id"] for fan in expected["fans"]]
    assert page.find('[data-tile="1m"]').get_attribute("disabled")  # four 1m would be five: the key greys out
    assert not page.all("[data-error]")


def test_melds_and_a_concealed_kong_with_flags(page):
    page.tap("chow:1p", "ckong:5z", "9m", "9m", "9m", "7p", "8p", "9p", "9s", "9s")
    page.click('[data-flag="tsumo"]')
    page.find("#seat").send_keys("S")  # the select's options are the winds' names: S picks South
    page.settled()
    assert page.notation == "[123p] {5555z} 999m789p9s9s tsumo seat=S"
    expected = cli_json("score", page.notation)
    assert page.total == str(expected["total"])
    assert page.fans == [fan["id"] for fan in expected["fans"]] and "concealed_kong" in page.fans


def test_a_riichi_hand_with_dora_and_a_red_five(page):
    page.click('[data-rules="riichi"]')
    page.tap("2m", "3m", "4m", "7m", "8m", "9m", "1p", "2p", "3p", "4p", "0p", "6p", "6p", "6p")
    page.click('[data-flag="tsumo"]')
    page.click('[data-flag="riichi"]')
    page.tap("dora:1m")
    assert page.notation == "234789m1234066p6p tsumo riichi dora=1m"
    expected = cli_json("score", page.notation, "--rules", "riichi")
    assert page.total == str(expected["points"]["total"])
    assert page.fans == [yaku["id"] for yaku in expected["yaku"]]
    assert {"aka_dora", "dora"} <= set(page.fans)


def test_a_riichi_result_names_its_limit_who_pays_what_and_how_the_fu_add_up(browser, server):
    page = opened(browser, server, "234789m1234066p6p tsumo riichi dora=1m", "riichi")
    assert page.find("[data-level]").text == "mangan"  # the dealer's self-drawn mangan: each other seat pays
    assert page.find("[data-payments]").text == t("en", "render.text_riichi.pay_dealer").format(main=4000, total=12000)
    ron = opened(browser, server, "22m345p678s567s11z1z seat=S", "riichi")
    assert not ron.all("[data-level]")  # 1 han 40 fu: no limit
    fu = "Fu 40 = 20 base + 10 closed ron + 4 open triplet of terminals/honors, 34 rounded up"
    assert ron.find("[data-fu]").text == fu
    assert ron.find("[data-payments]").text == "ron: the discarder pays 1300"


def test_thirteen_tiles_show_the_waits_and_fourteen_not_winning_the_discards(browser, server):
    page = opened(browser, server, "1112345678999m")
    waits = cli_json("waits", page.notation)
    shown = [row.get_dom_attribute("data-wait") for row in page.all("[data-wait]")]
    assert shown == [w["tile"] for w in waits["waits"]]
    assert page.total == "" and not page.fans
    page = opened(browser, server, "123m456p789s1125z5m")
    advice = cli_json("efficiency", page.notation)
    shown = [row.get_dom_attribute("data-discard") for row in page.all("[data-discard]")]
    assert shown == [d["tile"] for d in advice["discards"]][: len(shown)] and len(shown) >= 3


def test_the_language_switch_renames_the_page_and_the_fans(browser, server):
    page = opened(browser, server, "1112345678999m5m")
    english = page.find('[data-fan="nine_gates"] .name').text
    page.find("#lang").send_keys("日本語")
    page.wait.until(lambda d: page.find("h1").text == t("ja", "web.title"))
    page.wait.until(lambda d: page.find('[data-fan="nine_gates"] .name').text != english)
    assert page.find('[data-fan="nine_gates"] .name').text == "九蓮宝燈"
    assert page.find("html").get_dom_attribute("lang") == "ja" and page.total == "91"


def test_the_notation_box_sets_the_keyboard_and_the_keyboard_the_box(page):
    box = page.find("#notation")
    box.clear()
    box.send_keys("[123p] [CCC] 999m7999p8p tsumo\n")  # ChineseOfficialMahjongHelper's letters: C is Red
    page.wait.until(lambda d: page.notation == "[123p] [777z] 999m7999p8p tsumo")
    page.settled()
    assert page.total == str(cli_json("score", page.notation)["total"])
    assert page.find('[data-tile="7z"] .c').text == "3" and page.find('[data-flag="tsumo"]').is_selected()
    page.click('[data-hand="7"]')  # the winning 8p taken out: 13 tiles, the waits
    assert page.notation == "[123p] [777z] 999m799p9p tsumo" and page.all("[data-wait]")
    assert page.find("#notation").get_attribute("value") == page.notation


def test_a_script_carrying_input_is_shown_as_text_and_never_runs(page, browser, server):
    attack = '<img src=x onerror="document.title=\'owned\'">1m<script>document.title="owned"</script>'
    box = page.find("#notation")
    box.clear()
    box.send_keys(attack + "\n")
    page.wait.until(lambda d: page.all("[data-error]"))
    error = page.find("[data-error]")
    assert error.get_dom_attribute("data-error") == "unknown_character"
    assert "<script>" in error.text or "<img" in error.text  # the text itself, not markup
    assert not page.all("#result img, #result script") and browser.title != "owned"
    shared = Page(browser, server.url + "?lang=en&h=" + quote(attack))
    assert not shared.all("img, script:not([src])") and browser.title != "owned"


def test_the_share_link_reopens_the_hand(page, browser, server):
    page.tap("1p", "1p", "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "9p", "9p", "2p")
    link = browser.current_url
    again = Page(browser, link)
    again.settled()
    assert again.notation == "1112345678999p2p" and again.total == page.total != ""


def test_opened_as_a_mini_app_it_takes_telegrams_theme_and_sends_the_hand_to_the_chat(browser, server):
    user = {"id": 4242, "first_name": "Mei", "language_code": "zh-hant"}
    init_data = sign_init_data({"user": json.dumps(user), "auth_date": str(int(time.time()))}, TOKEN)
    launch = urlencode({"tgWebAppData": init_data, "tgWebAppVersion": "8.0",
                        "tgWebAppThemeParams": json.dumps({"bg_color": "#102030", "text_color": "#fafafa",
                                                           "button_color": "#ff0000x"})})
    page = Page(browser, server.url + "?" + urlencode({"h": "1112345678999m5m"}) + "#" + launch)
    page.settled()
    assert page.find("h1").text == t("zh_hant", "web.title")  # the Telegram user's language
    assert page.find("body").value_of_css_property("background-color") == "rgba(16, 32, 48, 1)"
    assert page.find("#send").is_displayed()
    page.find("#send").click()
    page.wait.until(lambda d: page.find("#status").text == t("zh_hant", "web.sent"))
    assert POSTER.posts[-1] == (4242, 4242, "1112345678999m5m", "mcr")
    # the user switches Telegram to another theme: the app follows at once, as Telegram's apps tell it
    browser.execute_script("window.TelegramGameProxy.receiveEvent('theme_changed', "
                           "{theme_params: {bg_color: '#f0e0d0', text_color: 'red;}'}})")
    page.wait.until(lambda d: page.find("body").value_of_css_property("background-color") == "rgba(240, 224, 208, 1)")
    assert page.find("body").value_of_css_property("color") == "rgba(250, 250, 250, 1)"  # not a colour: kept


def test_a_message_from_no_telegram_frame_changes_no_theme(page, browser):
    before = page.find("body").value_of_css_property("background-color")
    browser.execute_script("window.postMessage(JSON.stringify({eventType: 'theme_changed', "
                           "eventData: {theme_params: {bg_color: '#000000'}}}), '*')")
    page.tap("1m")  # a round trip later, the message has long been delivered
    assert page.find("body").value_of_css_property("background-color") == before


def test_in_a_plain_browser_there_is_no_send_button(page):
    assert not page.find("#send").is_displayed()


def hand_error_in(language: str, hand: str) -> tuple[str, str]:
    """The code of ``hand``'s error and its sentence in ``language``, as the chat says it."""
    try:
        parse_hand(hand)
    except HandError as error:
        return error.code, error_text(error, language)
    raise AssertionError(f"{hand} reads")


def test_a_hand_error_is_told_in_the_readers_language_with_its_tiles_and_counts(browser, server):
    page = Page(browser, server.url + "?lang=zh_hans")
    box = page.find("#notation")
    for hand in ("11111z234m567p999s", "[5555m] 123p456s789s1z1z kong", "123m456p789s1z1z1z2x"):
        code, expected = hand_error_in("zh_hans", hand)
        box.clear()
        box.send_keys(hand + "\n")
        page.wait.until(lambda d, code=code: page.all(f'[data-error="{code}"]'))
        assert page.find("[data-error]").text == f'{t("zh_hans", "web.error")} {expected}'
    assert "1z（东）" in hand_error_in("zh_hans", "11111z234m567p999s")[1]  # honors by name, as in the chat
    page.find("#lang").send_keys("日本語")
    code, expected = hand_error_in("ja", "123m456p789s1z1z1z2x")
    page.wait.until(lambda d: page.find("[data-error]").text == f'{t("ja", "web.error")} {expected}')


def test_opened_from_a_groups_direct_link_it_shows_the_hand_the_link_carries(browser, server):
    user = {"id": 4243, "first_name": "Bo", "language_code": "en"}
    token = group_token(-1001234567890, TOKEN, "h=[123p] [777z] 999m7999p8p tsumo&r=mcr")
    init_data = sign_init_data({"user": json.dumps(user), "auth_date": str(int(time.time())),
                                "start_param": token, "chat_type": "supergroup"}, TOKEN)
    page = Page(browser, server.url + "#" + urlencode({"tgWebAppData": init_data, "tgWebAppVersion": "8.0"}))
    page.settled()
    assert page.notation == "[123p] [777z] 999m7999p8p tsumo"
    assert page.total == str(cli_json("score", page.notation)["total"])


def test_the_flowers_field_rescores_as_it_is_typed_in_without_blur_or_enter(browser, server):
    from selenium.webdriver.common.keys import Keys

    page = opened(browser, server, "1112345678999m5m")
    flowers = page.find("#flowers")
    flowers.send_keys(Keys.CONTROL, "a")
    flowers.send_keys("3")
    page.wait.until(lambda d: page.notation.endswith("flowers=3"))
    page.settled()
    assert page.total == str(cli_json("score", page.notation)["total"]) == "94"
    assert page.driver.switch_to.active_element == flowers  # still typing there: no blur was needed


GLYPH_PIXELS = """
const canvas = document.createElement("canvas");
canvas.width = canvas.height = 48;
const context = canvas.getContext("2d");
context.font = '40px "Fanbot Tiles"';
context.fillText(arguments[0], 4, 40);
return Array.from(context.getImageData(0, 0, 48, 48).data).join(",");
"""


def test_honour_keys_are_drawn_in_the_bots_own_tile_font_and_an_english_page_names_them_in_english(page, browser,
                                                                                                   server):
    honours = page.all('#keyboard [data-tile$="z"]')
    names = ["East", "South", "West", "North", "White", "Green", "Red"]
    assert [key.get_dom_attribute("aria-label") for key in honours] == names
    assert [key.find_element(page.by.CSS_SELECTOR, ".name").text for key in honours] == names
    assert [t.text for t in page.all('#keyboard [data-tile="1z"] svg text')] == ["東"]
    assert not page.all('#keyboard [data-tile="5z"] svg text') and page.all('#keyboard [data-tile="5z"] svg rect')
    assert browser.execute_script("return [...document.fonts].some(f => f.family.includes('Fanbot Tiles') "
                                  "&& f.status === 'loaded')")
    # the glyph is the font's own: a character it lacks (no system CJK font needed or used) draws otherwise
    assert browser.execute_script(GLYPH_PIXELS, "東") != browser.execute_script(GLYPH_PIXELS, "龍")
    assert page.find('#keyboard [data-tile="3p"]').get_dom_attribute("aria-label") == "3 dots"
    chinese = Page(browser, server.url + "?lang=zh_hant")
    assert chinese.find('#keyboard [data-tile="1z"]').get_dom_attribute("aria-label") == "東"
    assert not chinese.all("#keyboard .name")
    # where the system has no font for the page's words, the bot's own text face is in before they are shown
    assert browser.execute_script("return !systemLacks(words.ui.title) || [...document.fonts].some("
                                  "f => f.family.includes('Fanbot Text') && f.status === 'loaded')")


def test_the_meld_mode_stays_until_changed(page):
    page.click('[data-mode="pung"]')
    page.find('[data-tile="1m"]').click()
    page.settled()
    page.find('[data-tile="5p"]').click()  # a second pung, in the same mode
    page.settled()
    assert page.notation == "[111m] [555p]"
    assert page.find('[data-mode="pung"]').get_dom_attribute("aria-pressed") == "true"
    page.tap("hand:9s")
    assert page.notation == "[111m] [555p] 9s"


def test_thirteen_tiles_show_every_wait_with_its_fans(browser, server):
    page = opened(browser, server, "1112345678999m")
    waits = cli_json("waits", page.notation)["waits"]
    rows = {row.get_dom_attribute("data-wait-fans"): row.text for row in page.all("[data-wait-fans]")}
    assert list(rows) == [w["tile"] for w in waits]
    for wait in waits:
        for fan in wait["discard"]["fans"]:
            assert f'{fan["en"]} {fan["points"]}' in rows[wait["tile"]]


def test_the_discard_advice_shows_the_route_to_8_fan(browser, server):
    page = opened(browser, server, "123m456p789s1125z5m")
    advice = cli_json("efficiency", page.notation)["discards"][0]
    route = page.find(f'[data-route="{advice["tile"]}"]').text
    assert route.startswith("Route to 8 fan: Mixed Straight 100%") and f'{advice["draws_to_8"]} draws' in route


def test_the_page_opens_again_with_no_connection_and_a_score_asked_offline_says_it_needs_it(browser):
    with ThreadServer(budget=(100_000, 60.0)) as lone:  # a server of its own, stopped half way
        page = Page(browser, lone.url + "?lang=en")
        page.offline_ready()
        manifest = browser.execute_script("return document.querySelector('link[rel=manifest]').href")
        assert manifest == lone.url + "manifest.webmanifest"
    browser.refresh()  # the server is gone: the page, its scripts, words and tile faces come from the cache
    page = Page(browser, browser.current_url)
    assert page.find("h1").text == "Mahjong calculator" and page.all('#keyboard [data-tile="1z"] svg text')
    # a shared link opened offline is the kept page too; the tap that completes its hand asks for a score
    page = Page(browser, lone.url + "?" + urlencode({"h": "1112345678999m", "lang": "en"}))
    page.tap("5m")
    error = page.find("[data-error]")
    assert error.get_dom_attribute("data-error") == "offline"
    assert t("en", "web.error_offline") in error.text


OVERFLOWS = """
const width = document.documentElement.clientWidth;
const found = [];
for (const node of document.querySelectorAll("body *")) {
  if (node.closest(".sr") || !node.getClientRects().length) continue;  // hidden, or for screen readers only
  const box = node.getBoundingClientRect();
  const name = node.tagName + (node.id ? "#" + node.id : "") + " " + (node.textContent || "").trim().slice(0, 30);
  if (box.right > width + 1 || box.left < -1) found.push("outside the screen: " + name);
  const style = getComputedStyle(node);
  if (node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1 && style.overflowX === "visible"
      && node.tagName !== "svg") found.push("text wider than its box: " + name);
}
return found;
"""


@pytest.mark.parametrize("width, height", [(412, 915), (1280, 800)])
def test_a_fourteen_tile_hand_fits_the_screen_with_no_text_overflowing(browser, server, tmp_path, width, height):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    try:
        for language in ("en", "ja"):
            page = Page(browser, server.url + f"?lang={language}&h=" + quote("[123p] [777z] 999m7999p8p tsumo"))
            page.settled()
            assert page.total and browser.execute_script(OVERFLOWS) == []
            assert browser.execute_script("return document.documentElement.scrollWidth") <= width
            # the hand, the answer and the keyboard on one screen, no scrolling
            screen = browser.execute_script("return innerHeight")
            for part in ("#hand-tiles", "#total-line", "#fans", "#keyboard"):
                box = browser.execute_script(f"return document.querySelector('{part}').getBoundingClientRect()")
                assert 0 <= box["top"] and box["bottom"] <= screen, (part, box, screen)
            tops = {t.get_dom_attribute("data-hand"): t.rect["y"] for t in page.all("#hand-tiles [data-hand]")}
            assert len(set(tops.values())) == 1, "the standing tiles on one line"
            browser.save_screenshot(str(tmp_path / f"calculator-{width}x{height}-{language}.png"))
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert len(list(tmp_path.glob("*.png"))) == 2


def test_a_taiwanese_hand_of_17_tiles_with_flowers_by_name_scores_in_tai(browser, server):
    page = opened(browser, server, "111m222p333s444z555z6z", "taiwan")
    assert page.find("[data-named-flowers]").is_displayed() and not page.find('[data-count="flowers"]').is_displayed()
    page.tap("6z")
    page.click('[data-flag="tsumo"]')
    page.click('[data-flower="f1"]')
    page.click('[data-flower="f5"]')
    assert page.notation.endswith("tsumo flowers=f1f5")
    expected = cli_json("score", page.notation, "--rules", "taiwan")
    assert page.total == str(expected["total"]) == "19"
    assert page.fans == [fan["id"] for fan in expected["fans"]] and "seat_flower" in page.fans
    assert page.find("#unit").text == "tai"


def test_a_hong_kong_hand_with_flowers_by_name_scores_in_faan_as_the_command_line_does(browser, server):
    page = opened(browser, server, "123456789m111z9m", "hk")
    assert page.find("[data-named-flowers]").is_displayed() and not page.find('[data-count="flowers"]').is_displayed()
    page.tap("9m")
    page.click('[data-flag="tsumo"]')
    page.click('[data-flower="f1"]')
    page.click('[data-flower="f5"]')
    assert page.notation.endswith("tsumo flowers=f1f5")
    expected = cli_json("score", page.notation, "--rules", "hk")
    assert page.total == str(expected["total"]) == "9"  # 混一色 3, seat and round wind, two seat flowers, 自摸, 門前清
    assert page.fans == [fan["id"] for fan in expected["fans"]] and "mixed_one_suit" in page.fans
    assert page.find("#unit").text == "faan"
