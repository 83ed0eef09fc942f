// fanbot's calculator as an app that opens with no connection: the page and its assets are kept, and served from
// the cache when the network fails (the network first, so a new version is taken as soon as it is there). Scores
// are never kept: a POST goes to the network, and offline the page says it needs the connection.
"use strict";

const CACHE = "fanbot-v1";
const ASSETS = ["/", "/static/app.css", "/static/tiles.js", "/static/show.js", "/static/telegram.js",
  "/static/app.js", "/static/tiles.otf", "/api/faces", "/manifest.webmanifest"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

// The copy kept is written again only when the server's version (its ETag) changed: the fonts and the tile faces
// were copied into the cache on every visit, the text font's 2.5 MB with them.
async function keptAlready(cache, request, response) {
  const version = response.headers.get("ETag");
  const kept = version && await cache.match(request);
  return Boolean(kept) && kept.headers.get("ETag") === version;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !(await keptAlready(cache, request, response))) await cache.put(request, response.clone());
    return response;
  } catch (offline) {
    // the page itself is kept as "/": a shared link (/?h=...) opens it, and it reads its hand from the address
    const kept = await cache.match(request) || (request.mode === "navigate" && await cache.match("/"))
      || await cache.match(request, { ignoreSearch: true });  // the words of another language rather than none
    if (kept) return kept;
    throw offline;
  }
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  // the calculator's own files and words only: other pages of the server (tournament standings) are left alone
  const ours = ASSETS.includes(url.pathname) || url.pathname.startsWith("/static/")
    || ["/api/words", "/api/rulesets"].includes(url.pathname);
  if (ours) event.respondWith(networkFirst(event.request));
});
