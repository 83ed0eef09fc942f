// fanbot's calculator page: a tile keyboard that re-scores at every tap through the JSON API.
// Every word shown comes from /api/words (the bot's catalogues); user text is only ever set as textContent.
"use strict";

const SUITS = ["m", "p", "s", "z"];
const SUIT_FACE = { m: "\u842c", p: "\u7b52", s: "\u7d22" };  // the characters printed on the tiles
const WINDS = ["E", "S", "W", "N"];
const FLAGS = ["tsumo", "last", "wall", "kong", "riichi", "ippatsu"];
const RULE_FLAGS = { mcr: ["tsumo", "last", "wall", "kong"], riichi: ["tsumo", "wall", "kong", "riichi", "ippatsu"] };
const NOT_A_WIN = new Set(["not_winning", "no_winning_shape"]);

const $ = (id) => document.getElementById(id);
const el = (tag, attrs, text) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = String(text);
  return node;
};

let words = null;
let lang = "en";
let state = emptyState("mcr");
let mode = "hand";
let undoStack = [];
let last = null;       // the last answers shown: {score, waits, efficiency}
let sequence = 0;      // answers to an older tap are dropped
let tapTime = 0;
const telegram = readTelegram();

function emptyState(rules) {
  return { rules, melds: [], hand: [], flags: {}, seat: "E", round: "E", flowers: 0, dora: [] };
}

// ---------------------------------------------------------------- tiles

function allTiles(rules) {
  const tiles = [];
  for (const suit of SUITS) {
    const top = suit === "z" ? 7 : 9;
    for (let n = 1; n <= top; n++) {
      tiles.push(n + suit);
      if (n === 5 && suit !== "z" && rules === "riichi") tiles.push("0" + suit);  // the red five beside the 5
    }
  }
  return tiles;
}
const plain = (tile) => (tile[0] === "0" ? "5" + tile[1] : tile);
const order = (tile) => SUITS.indexOf(tile[1]) * 10 + Number(plain(tile)[0]) + (tile[0] === "0" ? 0.5 : 0);

function copies(tile) {
  let count = 0;
  const want = plain(tile);
  for (const meld of state.melds) for (const t of meld.tiles) if (plain(t) === want) count++;
  for (const t of state.hand) if (plain(t) === want) count++;
  return count;
}
function reds(tile) {
  let count = 0;
  for (const meld of state.melds) for (const t of meld.tiles) if (t === tile) count++;
  for (const t of state.hand) if (t === tile) count++;
  return count;
}
const tileCount = () => state.melds.length * 3 + state.hand.length;

function face(tile, extra) {
  const button = el("button", { type: "button", class: `tile ${tile[1]} z${tile[1] === "z" ? tile[0] : ""}` + (tile[0] === "0" ? " red" : "") + (extra ? " " + extra : "") });
  if (tile[1] === "z") {
    button.append(el("span", { class: "n" }, words ? words.honors[Number(tile[0]) - 1] : tile));
  } else {
    button.append(el("span", { class: "n" }, tile[0] === "0" ? "5" : tile[0]), el("span", { class: "s" }, SUIT_FACE[tile[1]]));
  }
  button.setAttribute("aria-label", tile[1] === "z" ? (words ? words.honors[Number(tile[0]) - 1] : tile)
    : `${plain(tile)[0]} ${word("suit_" + tile[1])}` + (tile[0] === "0" ? ` (${word("red_five")})` : ""));
  return button;
}

function meldTiles(kind, tile) {
  if (kind === "chow") {
    const n = Number(plain(tile)[0]);
    return [tile, n + 1 + tile[1], n + 2 + tile[1]];
  }
  return Array(kind === "pung" ? 3 : 4).fill(tile);
}

function canTap(tile) {
  if (mode === "dora") return state.dora.length < 10;
  if (tile[0] === "0" && reds(tile) >= 1) return false;
  if (mode === "hand") return tileCount() < 14 && copies(tile) < 4;
  if (state.melds.length >= 4 || tileCount() + 3 > 14) return false;
  if (mode === "chow") {
    if (tile[1] === "z" || Number(plain(tile)[0]) > 7) return false;
    return meldTiles("chow", tile).every((t) => copies(t) < 4);
  }
  return copies(tile) <= (mode === "pung" ? 1 : 0);
}

// ---------------------------------------------------------------- notation

function group(tiles) {
  let text = "";
  let run = "";
  let suit = "";
  for (const tile of tiles) {
    if (tile[1] !== suit && run) { text += run + suit; run = ""; }
    suit = tile[1];
    run += tile[0];
  }
  return run ? text + run + suit : text;
}

function notation(s) {
  const parts = [];
  for (const meld of s.melds) {
    const body = group(meld.tiles);
    parts.push(meld.kind === "ckong" ? `{${body}}` : `[${body}]`);
  }
  if (s.hand.length) {
    const rest = s.hand.slice(0, -1).sort((a, b) => order(a) - order(b));
    parts.push(group(rest) + s.hand[s.hand.length - 1]);
  }
  for (const flag of RULE_FLAGS[s.rules]) if (s.flags[flag]) parts.push(flag);
  if (s.seat !== "E") parts.push("seat=" + s.seat);
  if (s.round !== "E") parts.push("round=" + s.round);
  if (s.rules === "mcr" && s.flowers > 0) parts.push("flowers=" + s.flowers);
  if (s.rules === "riichi" && s.dora.length) parts.push("dora=" + group(s.dora));
  return parts.join(" ");
}

function splitTiles(text) {
  const tiles = [];
  let digits = "";
  for (const ch of text) {
    if (/[0-9]/.test(ch)) digits += ch;
    else if (SUITS.includes(ch)) { for (const d of digits) tiles.push(d + ch); digits = ""; }
    else return null;
  }
  return digits ? null : tiles;
}

// Reads the notation the API writes back (its "hand"): melds, tiles, flags, seat/round/flowers/dora.
function parseNotation(text, rules) {
  const s = emptyState(rules);
  let win = null;
  for (const token of text.trim().split(/\s+/)) {
    if (!token) continue;
    const meld = /^([[{])([0-9mpsz]+)[\]}]$/.exec(token);
    if (meld) {
      const tiles = splitTiles(meld[2]);
      if (!tiles) return null;
      const kind = meld[1] === "{" ? "ckong" : tiles.length === 4 ? "kong" : plain(tiles[0]) === plain(tiles[1]) ? "pung" : "chow";
      s.melds.push({ kind, tiles });
      continue;
    }
    const key = /^([a-z]+)=(.+)$/.exec(token);
    if (key) {
      if (key[1] === "seat" && WINDS.includes(key[2])) s.seat = key[2];
      else if (key[1] === "round" && WINDS.includes(key[2])) s.round = key[2];
      else if (key[1] === "flowers") s.flowers = Math.min(8, Number(key[2]) || 0);
      else if (key[1] === "dora") s.dora = splitTiles(key[2]) || [];
      continue;
    }
    if (FLAGS.includes(token)) { s.flags[token] = true; continue; }
    if (token[0] === "+") { win = splitTiles(token.slice(1)); continue; }
    const tiles = splitTiles(token);
    if (!tiles) return null;  // not the notation the API writes back
    s.hand.push(...tiles);
  }
  if (win && win.length === 1) s.hand.push(win[0]);
  return s;
}

// ---------------------------------------------------------------- talking to the server

function headers() {
  const h = { "Content-Type": "application/json" };
  if (telegram.initData) h["X-Telegram-Init-Data"] = telegram.initData;
  return h;
}

async function post(path, body) {
  const response = await fetch(path, { method: "POST", headers: headers(), body: JSON.stringify(body) });
  let data;
  try { data = await response.json(); } catch (e) { data = { error: String(response.status), code: "http_" + response.status }; }
  return data;
}

async function loadWords(code) {
  const response = await fetch("/api/words?lang=" + encodeURIComponent(code));
  words = await response.json();
  lang = words.lang;
  document.documentElement.lang = lang.replace("_", "-");
}

// ---------------------------------------------------------------- showing

function word(key, values) {
  let text = (words && words.ui[key]) || key;
  for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(String(value));
  return text;
}
const fanName = (rules, id) => (words && words.fans[rules] && words.fans[rules][id]) || id;

function showWords() {
  for (const node of document.querySelectorAll("[data-word]")) node.textContent = word(node.dataset.word);
  document.title = word("title");
  const select = $("lang");
  select.replaceChildren();
  for (const [code, name] of Object.entries(words.languages)) {
    const option = el("option", { value: code }, name);
    if (code === lang) option.selected = true;
    select.append(option);
  }
  for (const id of ["seat", "round"]) {
    const wind = $(id);
    wind.replaceChildren(...WINDS.map((w) => el("option", { value: w }, word("wind_" + w))));
    wind.value = state[id];
  }
}

function showKeyboard() {
  const board = $("keyboard");
  board.replaceChildren();
  for (const tile of allTiles(state.rules)) {
    const key = face(tile);
    key.dataset.tile = tile;
    const used = tile[0] === "0" ? reds(tile) : copies(tile);
    key.append(el("span", { class: "c", "aria-hidden": "true" }, used ? used : ""));
    key.disabled = !canTap(tile);
    board.append(key);
  }
}

function showHand() {
  const box = $("hand-tiles");
  box.replaceChildren();
  state.melds.forEach((meld, index) => {
    const span = el("span", { class: "meld" + (meld.kind === "ckong" ? " closed" : "") });
    for (const tile of meld.tiles) {
      const t = face(tile);
      t.dataset.meld = String(index);
      span.append(t);
    }
    box.append(span);
  });
  const lastIndex = state.hand.length - 1;
  const shown = state.hand.map((tile, index) => index).slice(0, -1).sort((a, b) => order(state.hand[a]) - order(state.hand[b]));
  if (lastIndex >= 0) shown.push(lastIndex);
  for (const index of shown) {
    const t = face(state.hand[index], index === lastIndex && tileCount() === 14 ? "win" : "");
    t.dataset.hand = String(index);
    box.append(t);
  }
  const dora = $("dora-tiles");
  dora.replaceChildren(...state.dora.map((tile, index) => { const t = face(tile); t.dataset.dora = String(index); return t; }));
  $("count").textContent = word("tiles_count", { count: tileCount() });
  const text = notation(state);
  $("notation-text").textContent = text;
  $("notation-text").dataset.notation = text;
  if (document.activeElement !== $("notation")) $("notation").value = text;
  for (const flag of FLAGS) document.querySelector(`[data-flag="${flag}"]`).checked = !!state.flags[flag];
  $("seat").value = state.seat;
  $("round").value = state.round;
  $("flowers").value = String(state.flowers);
  document.body.className = state.rules;
  for (const b of document.querySelectorAll("[data-rules]")) b.setAttribute("aria-pressed", String(b.dataset.rules === state.rules));
  for (const b of document.querySelectorAll("[data-mode]")) b.setAttribute("aria-pressed", String(b.dataset.mode === mode));
}

function clearResult() {
  $("error").hidden = true;
  $("error").removeAttribute("data-error");
  $("error").textContent = "";
  document.querySelector("[data-total]").textContent = "";
  $("total-line").hidden = true;
  $("unit").textContent = "";
  $("minimum").textContent = "";
  $("fans").replaceChildren();
  $("waits").replaceChildren();
  $("discards").replaceChildren();
}

function showError(data) {
  const error = $("error");
  error.hidden = false;
  error.dataset.error = data.code || "error";
  error.replaceChildren(el("strong", {}, word("error")), document.createTextNode(" " + errorText(data)));
}

// The API's error is the command line's: its sentence English, its code the catalogue's key. The page shows
// that key's template in the reader's language, the values (a tile, a count) read off the English sentence
// by the English template; an error it cannot read so keeps the English sentence.
const PLACEHOLDER = /(\{\{|\}\}|\{[A-Za-z0-9_]+\})/;

function errorText(data) {
  const entry = words && words.errors && words.errors[data.code];
  const english = data.error || "";
  if (!entry) return english;
  if (!entry.en) return entry.text;
  const values = templateValues(entry.en, english);
  return values ? fillTemplate(entry.text || entry.en, values) : english;
}

function templateValues(template, text) {
  const names = [];
  const pattern = template.split(PLACEHOLDER).map((part) => {
    if (part === "{{" || part === "}}") return "\\" + part[0];
    const name = /^\{(\w+)\}$/.exec(part);
    if (name) { names.push(name[1]); return "([\\s\\S]*?)"; }
    return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }).join("");
  const match = new RegExp("^" + pattern + "$").exec(text);
  if (!match) return null;
  const values = {};
  names.forEach((name, i) => { if (!(name in values)) values[name] = match[i + 1]; });
  return values;
}

function fillTemplate(template, values) {
  return template.split(PLACEHOLDER).map((part) => {
    if (part === "{{" || part === "}}") return part[0];
    const name = /^\{(\w+)\}$/.exec(part);
    if (!name || !(name[1] in values)) return part;
    const value = values[name[1]];
    const honor = /^([1-7])z$/.exec(value);
    return name[1] === "tile" && honor && words.tile_named ? value + "\uff08" + words.honors[honor[1] - 1] + "\uff09" : value;
  }).join("");
}

function fanRow(id, points, name, sets) {
  const li = el("li", { "data-fan": id });
  li.append(el("span", { class: "pts" }, points), el("span", { class: "name" }, name));
  if (sets && sets.length) li.append(el("span", { class: "sets" }, sets.map((s) => s.join(" ")).join(" \u00b7 ")));
  return li;
}

function showScore(data) {
  const total = document.querySelector("[data-total]");
  const fans = $("fans");
  $("total-line").hidden = false;
  if (data.ruleset === "riichi") {
    total.textContent = String(data.points.total);
    $("unit").textContent = `${word("points")} \u00b7 ${data.han} ${word("han")}` + (data.fu ? ` ${data.fu} ${word("fu")}` : "");
    for (const y of data.yakuman || []) fans.append(fanRow(y.id, `\u00d7${y.multiplier}`, `${fanName("riichi", y.id)} (${word("yakuman")})`));
    for (const y of data.yaku || []) fans.append(fanRow(y.id, `${y.han} ${word("han")}`, fanName("riichi", y.id)));
  } else {
    total.textContent = String(data.total);
    $("unit").textContent = word("points");
    if (!data.meets_minimum) $("minimum").textContent = word("under_minimum");
    for (const f of data.fans) fans.append(fanRow(f.id, f.points + (f.count > 1 ? `\u00d7${f.count}` : ""), fanName("mcr", f.id), f.sets));
  }
}

function valueOf(answer) {
  if (!answer) return "";
  if (answer.error) return word("no_yaku_wait");
  return answer.points ? String(answer.points.total) : String(answer.total);
}

function showWaits(data) {
  const box = $("waits");
  box.append(el("h3", {}, data.shanten === 0 ? word("ready") : word("shanten", { count: data.shanten })));
  if (data.waits && data.waits.length) {
    const riichi = data.ruleset === "riichi";
    const table = el("table", { "data-waits": "" });
    const head = el("tr");
    for (const key of ["waits", "copies_left", riichi ? "ron" : "discard_win", "flag_tsumo"]) head.append(el("th", {}, word(key)));
    table.append(head);
    for (const wait of data.waits) {
      const row = el("tr", { "data-wait": wait.tile });
      row.append(el("td"), el("td", {}, wait.remaining), el("td", {}, valueOf(riichi ? wait.ron : wait.discard)),
        el("td", {}, valueOf(riichi ? wait.tsumo : wait.self_drawn)));
      row.firstChild.append(face(wait.tile));
      table.append(row);
    }
    box.append(table);
  } else if (data.useful) {
    box.append(el("p", {}, word("useful")));
    const tiles = el("div", { class: "tiles" });
    for (const u of data.useful) { const t = face(u.tile); t.title = word("remaining", { count: u.remaining }); tiles.append(t); }
    box.append(tiles);
  }
}

function showDiscards(data) {
  const box = $("discards");
  box.append(el("h3", {}, `${word("discards")} \u00b7 ${word("shanten", { count: data.shanten })}`));
  const table = el("table", { "data-discards": "" });
  for (const d of (data.discards || []).slice(0, 6)) {
    const row = el("tr", { "data-discard": d.tile });
    row.append(el("td"), el("td", {}, word("shanten", { count: d.shanten })), el("td", {}, word("useful_count", { count: d.useful_count })));
    row.firstChild.append(face(d.tile));
    table.append(row);
  }
  box.append(table);
}

function showResult() {
  clearResult();
  if (!last) return;
  if (last.error) showError(last.error);
  if (last.score) showScore(last.score);
  if (last.waits) showWaits(last.waits);
  if (last.efficiency) showDiscards(last.efficiency);
}

// ---------------------------------------------------------------- updating

function show() {
  showHand();
  showKeyboard();
  const params = new URLSearchParams({ h: notation(state), r: state.rules, lang });
  window.history.replaceState(null, "", "?" + params.toString() + location.hash);
}

async function rescore() {
  const mine = ++sequence;
  $("app").dataset.asked = String(mine);
  const body = { hand: notation(state), rules: state.rules, lang };
  const count = tileCount();
  let answers = null;
  if (count === 14) {
    const score = await post("/api/score", body);
    if (score.error && NOT_A_WIN.has(score.code)) answers = { efficiency: await post("/api/efficiency", body) };
    else answers = score.error ? { error: score } : { score };
  } else if (count === 13) {
    const waits = await post("/api/waits", body);
    answers = waits.error ? { error: waits } : { waits };
  }
  if (answers && answers.efficiency && answers.efficiency.error) answers = { error: answers.efficiency };
  if (mine !== sequence) return;
  last = answers;
  showResult();
  const main = $("app");
  main.dataset.updated = String(mine);
  main.setAttribute("aria-busy", "false");
  // the time from the tap to the next frame drawn with the answer (bench/web.py reads it)
  const tapped = tapTime;
  if (tapped) requestAnimationFrame(() => { main.dataset.tapMs = (performance.now() - tapped).toFixed(1); });
}

function change(update) {
  undoStack.push(JSON.stringify(state));
  if (undoStack.length > 200) undoStack.shift();
  update();
  show();
  return rescore();
}

function tap(tile) {
  tapTime = performance.now();
  if (!canTap(tile)) return;
  change(() => {
    if (mode === "hand") state.hand.push(tile);
    else if (mode === "dora") state.dora.push(tile);
    else { state.melds.push({ kind: mode, tiles: meldTiles(mode, tile) }); mode = "hand"; }
  });
}

async function editNotation(text) {
  const body = { hand: text, rules: state.rules, lang };
  let data = await post("/api/score", body);
  if (data.error) {
    const waits = await post("/api/waits", body);
    if (!waits.error) data = waits;
  }
  // a hand the API cannot answer yet (a few tiles so far) is taken as it is written, if it is in plain notation
  const parsed = data.error ? parseNotation(text, state.rules) : parseNotation(data.hand, state.rules);
  if (!parsed || parsed.hand.length + parsed.melds.length * 3 > 14) { last = { error: data }; showResult(); return; }
  change(() => { state = parsed; });
}

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

// ---------------------------------------------------------------- wiring

function wire() {
  $("keyboard").addEventListener("click", (event) => {
    const key = event.target.closest("[data-tile]");
    if (key && !key.disabled) tap(key.dataset.tile);
  });
  $("hand-tiles").addEventListener("click", (event) => {
    const t = event.target.closest("button");
    if (!t) return;
    tapTime = performance.now();
    if (t.dataset.meld !== undefined) change(() => state.melds.splice(Number(t.dataset.meld), 1));
    else if (t.dataset.hand !== undefined) change(() => state.hand.splice(Number(t.dataset.hand), 1));
  });
  $("dora-tiles").addEventListener("click", (event) => {
    const t = event.target.closest("button");
    if (t) change(() => state.dora.splice(Number(t.dataset.dora), 1));
  });
  $("modes").addEventListener("click", (event) => {
    const b = event.target.closest("[data-mode]");
    if (!b) return;
    mode = mode === b.dataset.mode ? "hand" : b.dataset.mode;
    showHand();
    showKeyboard();
  });
  $("rules").addEventListener("click", (event) => {
    const b = event.target.closest("[data-rules]");
    if (!b || b.dataset.rules === state.rules) return;
    mode = "hand";
    change(() => {
      state.rules = b.dataset.rules;
      if (state.rules === "mcr") {
        state.hand = state.hand.map(plain);
        for (const meld of state.melds) meld.tiles = meld.tiles.map(plain);
      }
    });
  });
  for (const flag of FLAGS) {
    document.querySelector(`[data-flag="${flag}"]`).addEventListener("change", (event) => {
      tapTime = performance.now();
      change(() => { state.flags[flag] = event.target.checked; });
    });
  }
  for (const id of ["seat", "round"]) $(id).addEventListener("change", (event) => change(() => { state[id] = event.target.value; }));
  $("flowers").addEventListener("change", (event) => change(() => { state.flowers = Math.max(0, Math.min(8, Number(event.target.value) || 0)); }));
  $("undo").addEventListener("click", () => {
    if (!undoStack.length) return;
    state = JSON.parse(undoStack.pop());
    show();
    rescore();
  });
  $("clear").addEventListener("click", () => change(() => { state = emptyState(state.rules); }));
  $("notation").addEventListener("change", (event) => editNotation(event.target.value.slice(0, 300)));
  $("lang").addEventListener("change", async (event) => {
    await loadWords(event.target.value);
    showWords();
    show();
    showResult();
  });
  $("share").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      $("status").textContent = word("copied");
    } catch (e) {
      $("status").textContent = location.href;
    }
  });
  $("send").addEventListener("click", async () => {
    const data = await post("/api/send", { hand: notation(state), rules: state.rules });
    $("status").textContent = data.sent ? word("sent") : word("send_failed");
  });
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

async function start() {
  const query = new URLSearchParams(location.search);
  const params = query.get("h") === null && startedOn() || query;
  const rules = params.get("r") === "riichi" ? "riichi" : "mcr";
  if (telegram.theme) applyTheme(telegram.theme);
  if (telegram.initData) listenToTelegram();
  await loadWords(query.get("lang") || telegramLanguage() || navigator.language || "en");
  state = emptyState(rules);
  const hand = params.get("h");
  if (hand) state = parseNotation(hand.slice(0, 300), rules) || state;
  showWords();
  wire();
  if (telegram.initData) $("send").hidden = false;
  show();
  await rescore();
  $("app").setAttribute("aria-busy", "false");
  if (telegram.initData) tellTelegram("web_app_ready");
}

document.addEventListener("DOMContentLoaded", start);
