// fanbot's calculator page, part 3: opened as a Telegram Mini App (its initData, theme, events and start link).
"use strict";

function readTelegram() {
  const found = { initData: "", theme: null };
  try {
    const params = new URLSearchParams(location.hash.slice(1));
    found.initData = params.get("tgWebAppData") || "";
    const theme = params.get("tgWebAppThemeParams");
    if (theme) found.theme = JSON.parse(theme);
  } catch (e) { /* not opened by Telegram */ }
  return found;
}
const telegram = readTelegram();

function applyTheme(theme) {
  const names = { bg_color: "--bg", text_color: "--text", hint_color: "--hint", link_color: "--link",
    button_color: "--button", button_text_color: "--button-text", secondary_bg_color: "--panel" };
  for (const [key, variable] of Object.entries(names)) {
    const value = theme[key];
    if (typeof value === "string" && /^#[0-9a-fA-F]{3,8}$/.test(value)) document.documentElement.style.setProperty(variable, value);
  }
}

// Telegram tells a running Mini App when the user's theme changes (theme_changed): the phone and desktop apps
// call TelegramGameProxy.receiveEvent (no script of Telegram's is loaded here, so the page answers to it
// itself), the web client posts a message from its frame around the page.
const TELEGRAM_WEB = "https://web.telegram.org";

function receiveTelegram(type, data) {
  if (type === "theme_changed" && data && typeof data.theme_params === "object" && data.theme_params) {
    applyTheme(data.theme_params);
  }
}

function listenToTelegram() {
  window.TelegramGameProxy = { receiveEvent: receiveTelegram };
  window.Telegram = { WebView: { receiveEvent: receiveTelegram } };
  window.addEventListener("message", (event) => {
    if (window.parent === window || event.source !== window.parent || event.origin !== TELEGRAM_WEB) return;
    let parsed;
    try { parsed = JSON.parse(event.data); } catch (e) { return; }
    if (parsed && typeof parsed.eventType === "string") receiveTelegram(parsed.eventType, parsed.eventData);
  });
}

function tellTelegram(event) {
  const proxy = window.TelegramWebviewProxy;
  if (proxy && proxy.postEvent) proxy.postEvent(event, "");
  else if (window.parent !== window) window.parent.postMessage(JSON.stringify({ eventType: event, eventData: {} }), TELEGRAM_WEB);
}

function telegramLanguage() {
  try { return JSON.parse(new URLSearchParams(telegram.initData).get("user")).language_code || ""; } catch (e) { return ""; }
}

// A group's direct link carries the hand (h=…&r=…, base64url) after the group's token in its start parameter.
function startedOn() {
  try {
    const started = new URLSearchParams(telegram.initData).get("start_param") || "";
    const found = /^g-?[0-9]+_[A-Za-z0-9_-]{22}h([A-Za-z0-9_-]+)$/.exec(started);
    if (!found) return null;
    const bytes = atob(found[1].replace(/-/g, "+").replace(/_/g, "/"));
    return new URLSearchParams(new TextDecoder().decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0))));
  } catch (e) { return null; }
}
