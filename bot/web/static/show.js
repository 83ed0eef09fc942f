// fanbot's calculator page, part 2: showing the words, the keyboard, the hand and the answers.
// Every word shown comes from /api/words and /api/rulesets (the bot's catalogues and registries); user text is only
// ever set as textContent. How an answer is shown follows its ruleset's unit (points or han), never its name.
"use strict";

const $ = (id) => document.getElementById(id);
const el = (tag, attrs, text) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = String(text);
  return node;
};

let words = null;
let lang = "en";

function word(key, values) {
  let text = (words && words.ui[key]) || key;
  for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(String(value));
  return text;
}
const fanName = (rules, id) => (words && words.fans[rules] && words.fans[rules][id]) || id;
const countsHan = (rules) => rulesetOf(rules).unit === "han";

// A tile as the chat's pictures draw it: the SVG elements of /api/faces, built node by node (no markup parsed),
// its characters in the bot's own tile font (app.css), so no system Chinese font is needed.
const SVG_NS = "http://www.w3.org/2000/svg";
let faces = null;

function tileSvg(tile) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", `0 0 ${faces.width} ${faces.height}`);
  svg.setAttribute("class", "face");
  svg.setAttribute("aria-hidden", "true");
  for (const [tag, attrs, text] of faces.faces[tile] || []) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    if (text) node.textContent = text;
    svg.append(node);
  }
  return svg;
}

function tileName(tile) {
  if (tile[1] === "z") return words ? words.honors[Number(tile[0]) - 1] : tile;
  return `${plain(tile)[0]} ${word("suit_" + tile[1])}` + (tile[0] === "0" ? ` (${word("red_five")})` : "");
}

function face(tile, extra) {
  const button = el("button", { type: "button", class: `tile ${tile[1]}` + (tile[0] === "0" ? " red" : "") + (extra ? " " + extra : "") });
  button.append(tileSvg(tile));
  const name = tileName(tile);
  if (tile[1] === "z" && words && words.honor_captions) button.append(el("span", { class: "name", "aria-hidden": "true" }, name));
  button.setAttribute("aria-label", name);
  button.title = name;
  return button;
}

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
  $("rules").replaceChildren(...rulesets.map((r) => el("button", { type: "button", "data-rules": r.id, "aria-pressed": "false" }, r.name)));
}

// The flag boxes of the ruleset in play, labelled in the page's language.
function showFlags() {
  const info = rulesetOf(state.rules);
  const box = $("flag-boxes");
  if (box.dataset.rules !== info.id || box.dataset.lang !== lang) {
    box.replaceChildren(...info.flags.map(({ flag, label }) => {
      const line = el("label");
      line.append(el("input", { type: "checkbox", "data-flag": flag }), document.createTextNode(" "), el("span", {}, label));
      return line;
    }));
    box.dataset.rules = info.id;
    box.dataset.lang = lang;
  }
  for (const input of box.querySelectorAll("[data-flag]")) input.checked = !!state.flags[input.dataset.flag];
  for (const node of document.querySelectorAll("[data-count]")) node.hidden = !info.counts.includes(node.dataset.count);
  for (const node of document.querySelectorAll("[data-tile-list]")) node.hidden = !info.tile_lists.includes(node.dataset.tileList);
  showFlowerNames(info);
  document.body.classList.toggle("reds", info.red_fives);
}

// The flowers by name (a ruleset whose notation writes flowers=f1f5), one toggle button each.
function showFlowerNames(info) {
  const box = $("flower-names");
  document.querySelector("[data-named-flowers]").hidden = !info.named_flowers.length;
  if (box.dataset.rules !== info.id || box.dataset.lang !== lang) {
    box.replaceChildren(...info.named_flowers.map(({ name, label }) =>
      el("button", { type: "button", "data-flower": name, "aria-pressed": "false", title: name }, label)));
    box.dataset.rules = info.id;
    box.dataset.lang = lang;
  }
  for (const b of box.querySelectorAll("[data-flower]")) b.setAttribute("aria-pressed", String((state.flowerNames || []).includes(b.dataset.flower)));
}

// The keys are drawn once for a ruleset and a language; a tap only updates their counts and which can be tapped
// (redrawing some forty tile pictures on every tap cost a phone a frame or more).
let keyboardDrawn = "";

function showKeyboard() {
  const board = $("keyboard");
  const drawn = state.rules + "|" + lang;
  if (keyboardDrawn !== drawn) {
    board.replaceChildren(...allTiles(state.rules).map((tile) => {
      const key = face(tile);
      key.dataset.tile = tile;
      key.append(el("span", { class: "c", "aria-hidden": "true" }));
      return key;
    }));
    keyboardDrawn = drawn;
  }
  for (const key of board.children) {
    const tile = key.dataset.tile;
    const used = tile[0] === "0" ? reds(tile) : copies(tile);
    const count = key.lastElementChild;
    const text = used ? String(used) : "";
    if (count.textContent !== text) count.textContent = text;
    key.disabled = !canTap(tile);
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
  const full = tileCount() === rulesetOf(state.rules).hand_size;
  const shown = state.hand.map((tile, index) => index).slice(0, -1).sort((a, b) => order(state.hand[a]) - order(state.hand[b]));
  if (lastIndex >= 0) shown.push(lastIndex);
  for (const index of shown) {
    const t = face(state.hand[index], index === lastIndex && full ? "win" : "");
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
  showFlags();
  $("seat").value = state.seat;
  $("round").value = state.round;
  if (document.activeElement !== $("flowers")) $("flowers").value = String(state.flowers);  // not under the typing
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
  $("breakdown").replaceChildren();
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
  const rules = data.ruleset;
  $("total-line").hidden = false;
  if (countsHan(rules)) {
    total.textContent = String(data.points.total);
    $("unit").textContent = `${word("points")} \u00b7 ${data.han} ${word("han")}` + (data.fu ? ` ${data.fu} ${word("fu")}` : "");
    for (const y of data.yakuman || []) fans.append(fanRow(y.id, `\u00d7${y.multiplier}`, `${fanName(rules, y.id)} (${word("yakuman")})`));
    for (const y of data.yaku || []) fans.append(fanRow(y.id, `${y.han} ${word("han")}`, fanName(rules, y.id)));
    showBreakdown(data, rulesetOf(rules).result_words || {});
  } else {
    total.textContent = String(data.total);
    $("unit").textContent = rulesetOf(rules).unit_word || word("fan");
    if (data.meets_minimum === false) $("minimum").textContent = word("under_minimum");
    for (const f of data.fans) fans.append(fanRow(f.id, f.points + (f.count > 1 ? `\u00d7${f.count}` : ""), fanName(rules, f.id), f.sets));
  }
}

const fill = (template, values) => Object.entries(values).reduce((text, [name, value]) => text.split("{" + name + "}").join(String(value)), template);

// The limit, the fu added up and who pays what, in the words the ruleset gives the page (as the chat shows them).
function showBreakdown(data, said) {
  const box = $("breakdown");
  if (!said.levels) return;
  if (data.level) box.append(el("p", { "data-level": data.level }, said.levels[data.level] || data.level));
  if (!(data.yakuman || []).length && (data.fu_details || []).length) box.append(el("p", { "data-fu": "" }, fuLine(data, said)));
  if (data.points) box.append(el("p", { "data-payments": "" }, payments(data.points, said)));
}

function fuLine(data, said) {
  const details = data.fu_details;
  if (data.fu === 25 && details.length === 1) return `${said.fu} ${data.fu}${said.seven_pairs}`;
  const base = details.filter((d) => d.reason === "base");
  const shown = [...base, ...details.filter((d) => d.reason !== "base")].map((d) =>
    (d.reason === "base" && said.fu_split[String(d.fu)]) || `${d.fu} ${said.fu_reasons[d.reason] || d.reason}`);
  const raw = details.reduce((sum, d) => sum + d.fu, 0);
  return `${said.fu} ${data.fu} = ${shown.join(" + ")}` + (raw !== data.fu ? fill(said.rounded, { raw }) : "");
}

// Who pays what, read off the payment's shape: no second figure on a discard, two equal ones from the dealer.
function payments(p, said) {
  let key = "pay_tsumo";
  if (!p.additional) key = "pay_ron";
  else if (p.main === p.additional) key = p.total === 2 * p.main ? "pay_dealer_sanma" : "pay_dealer";
  else if (p.total === p.main + p.additional) key = "pay_tsumo_sanma";
  return fill(said[key], { main: p.main, additional: p.additional, total: p.total });
}

function valueOf(answer) {
  if (!answer) return "";
  if (answer.error) return word("no_yaku_wait");
  return answer.points ? String(answer.points.total) : String(answer.total);
}

// The fans or yaku of one winning answer, as the terminal lists them beside a wait.
function fansOf(answer, rules) {
  if (!answer || answer.error) return "";
  if (countsHan(rules)) {
    return [...(answer.yakuman || []).map((y) => fanName(rules, y.id)),
      ...(answer.yaku || []).map((y) => `${fanName(rules, y.id)} ${y.han}`)].join(" \u00b7 ");
  }
  return (answer.fans || []).map((f) => `${fanName(rules, f.id)} ${f.points}` + (f.count > 1 ? `\u00d7${f.count}` : "")).join(" \u00b7 ");
}

function showWaits(data) {
  const box = $("waits");
  box.append(el("h3", {}, data.shanten === 0 ? word("ready") : word("shanten", { count: data.shanten })));
  if (data.waits && data.waits.length) {
    const han = countsHan(data.ruleset);
    const table = el("table", { "data-waits": "" });
    const head = el("tr");
    for (const key of ["waits", "copies_left", han ? "ron" : "discard_win", "flag_tsumo"]) head.append(el("th", {}, word(key)));
    table.append(head);
    for (const wait of data.waits) {
      const row = el("tr", { "data-wait": wait.tile });
      row.append(el("td"), el("td", {}, wait.remaining), el("td", {}, valueOf(han ? wait.ron : wait.discard)),
        el("td", {}, valueOf(han ? wait.tsumo : wait.self_drawn)));
      row.firstChild.append(face(wait.tile));
      table.append(row);
      const fans = fansOf(han ? wait.ron : wait.discard, data.ruleset);
      if (fans) {
        const line = el("tr", { class: "wait-fans", "data-wait-fans": wait.tile });
        line.append(el("td", { colspan: "4" }, fans));
        table.append(line);
      }
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
    if (d.fans_to_8 && d.fans_to_8.length) {  // the route to 8 fan: the fans the waits would be built on
      const route = d.fans_to_8.map((f) => `${fanName(data.ruleset, f.fan)} ${Math.round(f.share * 100)}%`).join(" \u00b7 ");
      const line = el("tr", { class: "route", "data-route": d.tile });
      line.append(el("td", { colspan: "3" }, word("route_to_8", { fans: route }) +
        (d.draws_to_8 !== undefined ? " \u00b7 " + word("draws_to_8", { count: d.draws_to_8 }) : "")));
      table.append(line);
    }
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
