// fanbot's review page: a game's log sent to POST /api/review, its decisions shown as hand pictures (the
// calculator's tiles: tiles.js and show.js are loaded before it), filtered by severity, and a chart of shanten and
// danger through each hand, drawn here as SVG from the JSON. Every word comes from /api/words and
// /api/review/words; text from the log (names, tiles) is only ever set as textContent.
"use strict";

const SEVERITY_RANK = { ok: 0, minor: 1, major: 2 };
const CHART = { width: 320, height: 90, pad: 16, levels: 6 };
let reviewed = null;   // the last review's JSON
let shownSeverity = "ok";

async function loadPageWords(code) {
  const ask = (path) => fetch(path + "?lang=" + encodeURIComponent(code));
  const [common, own, drawn] = await Promise.all([ask("/api/words"), ask("/api/review/words"),
    faces ? null : fetch("/api/faces")]);
  if (drawn) faces = await drawn.json();
  words = await common.json();
  Object.assign(words.ui, (await own.json()).ui);
  lang = words.lang;
  document.documentElement.lang = lang.replace("_", "-");
  for (const node of document.querySelectorAll("[data-word]")) node.textContent = word(node.dataset.word);
  document.title = word("review_title");
  const select = $("lang");
  select.replaceChildren(...Object.entries(words.languages).map(([value, name]) => el("option", { value }, name)));
  select.value = lang;
}

// A tile of a picture (not a key: nothing to press), marked as played or best.
function pictureTile(tile, marks) {
  const span = el("span", { class: `tile ${tile[1]}` + (marks ? " " + marks : ""), role: "img",
    "aria-label": tileName(tile), "data-tile": tile });
  span.append(tileSvg(tile));
  return span;
}

function handPicture(d) {
  const tiles = splitTiles(d.hand_before) || [];
  const row = el("div", { class: "tiles" });
  let played = false, best = false;
  for (const tile of tiles) {
    const marks = [];
    if (!played && plain(tile) === plain(d.played)) { marks.push("played"); played = true; }
    if (!best && plain(tile) === plain(d.best)) { marks.push("best"); best = true; }
    row.append(pictureTile(tile, marks.join(" ")));
  }
  return row;
}

const severityWord = (severity) => word("review_severity_" + severity);

function decisionItem(d) {
  const item = el("li", { class: d.severity, "data-severity": d.severity, "data-kind": d.kind });
  const head = el("div", { class: "head" }, word("review_turn", { hand: d.hand, turn: d.turn }) + " ");
  head.append(el("span", { class: "sev" }, "[" + severityWord(d.severity) + "]"));
  if (d.riichi) head.append(" " + word("review_riichi"));
  item.append(head);
  if (!["discard", "call", "pass"].includes(d.kind)) {  // the other kind: a ready, closed hand's declaration
    item.append(el("p", {}, word(d.dama ? "review_dama" : "review_riichi_declared", { tile: tileName(d.played) })));
    return item;
  }
  if (d.kind === "call" || d.kind === "pass") {
    item.append(el("p", {}, word("review_" + d.kind, { tile: tileName(d.played), before: d.shanten_before,
      after: d.kind === "call" ? d.best_shanten_after : d.shanten_after })));
    return item;
  }
  item.append(handPicture(d));
  item.append(el("p", {}, word("review_played", { tile: tileName(d.played), shanten: d.shanten_after, useful: d.useful_played })));
  item.append(el("p", {}, word("review_best", { tile: tileName(d.best), shanten: d.best_shanten_after, useful: d.useful_best })));
  if (d.danger) {
    item.append(el("p", { class: "danger" }, word("review_danger", { tile: tileName(d.played), level: d.danger.level,
      reason: word("review_danger_" + d.danger.reason), safest: tileName(d.danger.safest), safest_level: d.danger.safest_level })));
  }
  return item;
}

function showDecisions() {
  const kept = reviewed.decisions.filter((d) => SEVERITY_RANK[d.severity] >= SEVERITY_RANK[shownSeverity]);
  $("decisions").replaceChildren(...kept.map(decisionItem));
  for (const button of $("severity").querySelectorAll("button")) {
    button.setAttribute("aria-pressed", String(button.dataset.severity === shownSeverity));
  }
}

// ---------------------------------------------------------------- the chart of each hand

function svgNode(tag, attrs, text) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = String(text);
  return node;
}

// A polyline of [turn, value] points, the turns placed on one scale for the hand (1 to its last turn).
function line(points, kind, lastTurn) {
  const { width, height, pad, levels } = CHART;
  const step = lastTurn > 1 ? (width - 2 * pad) / (lastTurn - 1) : 0;
  const at = points.map(([turn, value]) => [pad + (turn - 1) * step, height - pad - (Math.min(value, levels) / levels) * (height - 2 * pad)]);
  return svgNode("polyline", { class: kind, "data-line": kind, "data-points": points.length,
    points: at.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ") });
}

function handChart(hand, discards) {
  const { width, height, pad } = CHART;
  const svg = svgNode("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "data-hand": hand,
    "aria-label": word("review_chart", { hand }) });
  svg.append(svgNode("line", { class: "axis", x1: pad, y1: height - pad, x2: width - pad, y2: height - pad }));
  svg.append(svgNode("line", { class: "axis", x1: pad, y1: pad, x2: pad, y2: height - pad }));
  svg.append(svgNode("text", { x: 2, y: height - pad + 3 }, "0"), svgNode("text", { x: 2, y: pad + 3 }, String(CHART.levels)));
  const lastTurn = Math.max(...discards.map((d) => d.turn));
  svg.append(line(discards.map((d) => [d.turn, d.shanten_after]), "shanten", lastTurn));
  const dangers = discards.filter((d) => d.danger).map((d) => [d.turn, d.danger.level]);
  if (dangers.length) svg.append(line(dangers, "danger", lastTurn));
  return svg;
}

function showCharts() {
  const byHand = new Map();
  for (const d of reviewed.decisions) {
    if (d.kind !== "discard") continue;
    if (!byHand.has(d.hand)) byHand.set(d.hand, []);
    byHand.get(d.hand).push(d);
  }
  const legend = el("p", { class: "legend hint" });
  legend.append(el("span", { class: "shanten" }, "— " + word("review_chart_shanten")), " ",
    el("span", { class: "danger" }, "- - " + word("review_chart_danger")));
  const parts = [legend];
  for (const [hand, discards] of byHand) parts.push(el("h3", {}, word("review_chart", { hand })), handChart(hand, discards));
  $("charts").replaceChildren(...parts);
  $("charts").hidden = byHand.size === 0;
}

// ---------------------------------------------------------------- the summary

const percent = (count, total) => (total ? Math.round((100 * count) / total) : 0);

function showSummary() {
  const s = reviewed.stats;
  $("who").textContent = `${reviewed.players[reviewed.player]} (${reviewed.player})`;
  $("stats").textContent = word("review_stats", { hands: s.hands, wins: s.wins, win_rate: percent(s.wins, s.hands),
    tsumo: s.tsumo, deal_ins: s.deal_ins, deal_in_rate: percent(s.deal_ins, s.hands), riichi: s.riichi,
    riichi_rate: percent(s.riichi, s.hands), calls: s.calls, call_rate: percent(s.calls, s.hands) });
  $("averages").textContent = word("review_averages", { win: Math.round(s.average_win), deal_in: Math.round(s.average_deal_in) });
  $("hands").replaceChildren(...reviewed.hands.map((h) => el("li", {}, `${h.hand}: ${h.points > 0 ? "+" : ""}${h.points}`)));
}

// ---------------------------------------------------------------- asking

async function ask(body) {
  $("error").hidden = true;
  $("status").textContent = word("review_working");
  $("app").setAttribute("aria-busy", "true");
  const query = new URLSearchParams({ lang, player: $("player").value.trim() });
  let data;
  try {
    const response = await fetch("/api/review?" + query.toString(), { method: "POST", body });
    data = await response.json();
  } catch (failed) {
    data = { error: word("error"), code: "offline" };
  }
  $("status").textContent = "";
  $("app").setAttribute("aria-busy", "false");
  if (data.error) {
    $("error").textContent = data.error;
    $("error").hidden = false;
    return;
  }
  reviewed = data;
  for (const id of ["summary", "decisions-part"]) $(id).hidden = false;
  showSummary();
  showCharts();
  showDecisions();
  $("app").dataset.reviewed = String(reviewed.decisions.length);
}

function start() {
  const query = new URLSearchParams(location.search);
  const source = new URLSearchParams(location.hash.slice(1)).get("source");
  loadPageWords(query.get("lang") || navigator.language || "en").then(() => {
    $("app").setAttribute("aria-busy", "false");
    if (source) {
      $("paste").value = source;
      ask(source);
    }
  });
  $("go").addEventListener("click", () => {
    const file = $("file").files[0];
    if (file) ask(file);
    else if ($("paste").value.trim()) ask($("paste").value);
  });
  $("severity").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-severity]");
    if (!button || !reviewed) return;
    shownSeverity = button.dataset.severity;
    showDecisions();
  });
  $("lang").addEventListener("change", async () => {
    await loadPageWords($("lang").value);
    if (reviewed) { showSummary(); showCharts(); showDecisions(); }
  });
}

document.addEventListener("DOMContentLoaded", start);
