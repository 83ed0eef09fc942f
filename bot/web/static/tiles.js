// fanbot's calculator page, part 1: the tiles and the notation the page writes and reads back.
// The rulesets come from /api/rulesets (read into `rulesets` by app.js): nothing here names one.
"use strict";

const SUITS = ["m", "p", "s", "z"];
const SUIT_FACE = { m: "\u842c", p: "\u7b52", s: "\u7d22" };  // the characters printed on the tiles
const WINDS = ["E", "S", "W", "N"];

let rulesets = [];     // what /api/rulesets says of each ruleset, in the registry's order
let state = null;

const rulesetOf = (id) => rulesets.find((r) => r.id === id) || rulesets[0];
const pageFlags = () => [...new Set(rulesets.flatMap((r) => r.flags.map((f) => f.flag)))];

function emptyState(rules) {
  return { rules, melds: [], hand: [], flags: {}, seat: "E", round: "E", flowers: 0, flowerNames: [], dora: [] };
}

function allTiles(rules) {
  const tiles = [];
  const reds = rulesetOf(rules).red_fives;
  for (const suit of SUITS) {
    const top = suit === "z" ? 7 : 9;
    for (let n = 1; n <= top; n++) {
      tiles.push(n + suit);
      if (n === 5 && suit !== "z" && reds) tiles.push("0" + suit);  // the red five beside the 5
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

function meldTiles(kind, tile) {
  if (kind === "chow") {
    const n = Number(plain(tile)[0]);
    return [tile, n + 1 + tile[1], n + 2 + tile[1]];
  }
  return Array(kind === "pung" ? 3 : 4).fill(tile);
}

function canTap(tile) {
  const size = rulesetOf(state.rules).hand_size;
  if (mode === "dora") return state.dora.length < 10;
  if (tile[0] === "0" && reds(tile) >= 1) return false;
  if (mode === "hand") return tileCount() < size && copies(tile) < 4;
  if (state.melds.length >= 4 || tileCount() + 3 > size) return false;
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
  const info = rulesetOf(s.rules);
  const parts = [];
  for (const meld of s.melds) {
    const body = group(meld.tiles);
    parts.push(meld.kind === "ckong" ? `{${body}}` : `[${body}]`);
  }
  if (s.hand.length) {
    const rest = s.hand.slice(0, -1).sort((a, b) => order(a) - order(b));
    parts.push(group(rest) + s.hand[s.hand.length - 1]);
  }
  for (const { flag } of info.flags) if (s.flags[flag]) parts.push(flag);
  if (s.seat !== "E") parts.push("seat=" + s.seat);
  if (s.round !== "E") parts.push("round=" + s.round);
  if (info.counts.includes("flowers") && s.flowers > 0) parts.push("flowers=" + s.flowers);
  const named = s.flowerNames || [];  // a state kept from before the page knew flowers by name has none
  if (info.named_flowers.length && named.length) parts.push("flowers=" + [...named].sort().join(""));
  if (info.tile_lists.includes("dora") && s.dora.length) parts.push("dora=" + group(s.dora));
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
  const flags = pageFlags();
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
      else if (key[1] === "flowers" && /^(f[1-8])+$/.test(key[2])) s.flowerNames = key[2].match(/f[1-8]/g);
      else if (key[1] === "flowers") s.flowers = Math.min(8, Number(key[2]) || 0);
      else if (key[1] === "dora") s.dora = splitTiles(key[2]) || [];
      continue;
    }
    if (flags.includes(token)) { s.flags[token] = true; continue; }
    if (token[0] === "+") { win = splitTiles(token.slice(1)); continue; }
    const tiles = splitTiles(token);
    if (!tiles) return null;  // not the notation the API writes back
    s.hand.push(...tiles);
  }
  if (win && win.length === 1) s.hand.push(win[0]);
  return s;
}
