// fanbot's calculator page, part 4: a tile keyboard that re-scores at every tap through the JSON API.
// tiles.js, show.js and telegram.js are loaded before it; the rulesets and every word come from the server.
"use strict";

const NOT_A_WIN = new Set(["not_winning", "no_winning_shape"]);

let mode = "hand";
let undoStack = [];
let last = null;       // the last answers shown: {score, waits, efficiency}
let sequence = 0;      // answers to an older tap are dropped
let tapTime = 0;

// ---------------------------------------------------------------- talking to the server

function headers() {
  const h = { "Content-Type": "application/json" };
  if (telegram.initData) h["X-Telegram-Init-Data"] = telegram.initData;
  return h;
}

async function post(path, body) {
  let response;
  try {
    response = await fetch(path, { method: "POST", headers: headers(), body: JSON.stringify(body) });
  } catch (offline) {  // no connection: the page is kept (sw.js), a score is not
    return { error: "offline", code: "offline" };
  }
  let data;
  try { data = await response.json(); } catch (e) { data = { error: String(response.status), code: "http_" + response.status }; }
  return data;
}

// Whether the system's own fonts draw `text` as missing-glyph boxes (it draws as a code point no font has).
function systemLacks(text) {
  const pixels = (sample) => {
    const context = document.createElement("canvas").getContext("2d");
    context.font = "24px sans-serif";
    context.fillText(sample, 0, 24);
    return context.getImageData(0, 0, 32, 32).data.join(",");
  };
  const none = pixels("\u0378");
  return [...text].some((ch) => ch.codePointAt(0) > 0x2e80 && pixels(ch) === none);
}

const wordsUrls = (code) => ["/api/words", "/api/rulesets"].map((path) => path + "?lang=" + encodeURIComponent(code));

async function loadWords(code) {
  const [read, known, drawn] = await Promise.all([...wordsUrls(code).map((url) => fetch(url)),
    faces ? null : fetch("/api/faces")]);
  if (drawn) faces = await drawn.json();
  words = await read.json();
  rulesets = (await known.json()).rulesets;
  // a system with no font for these words: the bot's own text face, loaded before any of them is laid out (text laid
  // out while it loads would keep its missing-glyph boxes)
  if (systemLacks(words.ui.title)) await document.fonts.load('1em "Fanbot Text"', words.ui.title).catch(() => null);
  lang = words.lang;
  document.documentElement.lang = lang.replace("_", "-");
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
  const size = rulesetOf(state.rules).hand_size;
  let answers = null;
  if (count === size) {
    const score = await post("/api/score", body);
    if (score.error && NOT_A_WIN.has(score.code)) answers = { efficiency: await post("/api/efficiency", body) };
    else answers = score.error ? { error: score } : { score };
  } else if (count === size - 1) {
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
    else state.melds.push({ kind: mode, tiles: meldTiles(mode, tile) });  // the meld mode stays until changed
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
  if (!parsed || parsed.hand.length + parsed.melds.length * 3 > rulesetOf(state.rules).hand_size) {
    last = { error: data };
    showResult();
    return;
  }
  change(() => { state = parsed; });
}

function switchRules(rules) {
  mode = "hand";
  change(() => {
    state.rules = rules;
    if (!rulesetOf(rules).red_fives) {
      state.hand = state.hand.map(plain);
      for (const meld of state.melds) meld.tiles = meld.tiles.map(plain);
    }
  });
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
  $("flower-names").addEventListener("click", (event) => {
    const name = event.target.dataset && event.target.dataset.flower;
    if (!name) return;
    change(() => {
      const named = state.flowerNames || [];
      state.flowerNames = named.includes(name) ? named.filter((f) => f !== name) : [...named, name];
    });
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
    if (b && b.dataset.rules !== state.rules) switchRules(b.dataset.rules);
  });
  $("flag-boxes").addEventListener("change", (event) => {
    const flag = event.target.dataset.flag;
    if (!flag) return;
    tapTime = performance.now();
    change(() => { state.flags[flag] = event.target.checked; });
  });
  for (const id of ["seat", "round"]) $(id).addEventListener("change", (event) => change(() => { state[id] = event.target.value; }));
  // every keystroke or spinner step rescores, as a tap does (not only on blur or Enter)
  $("flowers").addEventListener("input", (event) => {
    tapTime = performance.now();
    change(() => { state.flowers = Math.max(0, Math.min(8, Number(event.target.value) || 0)); });
  });
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

// The page and its assets kept for a table with no connection (sw.js), and this page's words once the worker
// controls the page (it keeps what it fetches); a browser without workers just goes on.
function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js").catch(() => {});
  const keep = async () => {
    await Promise.all(wordsUrls(lang).map((url) => fetch(url).catch(() => null)));
    $("app").dataset.offlineReady = "true";
  };
  if (navigator.serviceWorker.controller) keep();
  else navigator.serviceWorker.addEventListener("controllerchange", keep, { once: true });
}

async function start() {
  const query = new URLSearchParams(location.search);
  const params = query.get("h") === null && startedOn() || query;
  if (telegram.theme) applyTheme(telegram.theme);
  if (telegram.initData) listenToTelegram();
  await loadWords(query.get("lang") || telegramLanguage() || navigator.language || "en");
  const asked = params.get("r");
  const rules = rulesets.some((r) => r.id === asked) ? asked : rulesets[0].id;
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
  keepOffline();
}

document.addEventListener("DOMContentLoaded", start);
