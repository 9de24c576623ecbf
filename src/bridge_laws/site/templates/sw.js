// Service worker (HTTP only): the site offline without downloading all of it.
// On install it keeps the core: the home and search pages, the scripts and styles, and the whole
// search index (data/search/, the units its results show included), so search works offline
// after one visit. Every other page is kept as the reader opens it (fresh from the network while
// there is one), and "keep this edition offline" on the home page fetches every page of one
// edition and language (KEEP). The core's cache is renamed when the site changes; the pages kept
// stay across versions (and are refreshed whenever they are opened online).
const CORE = "bridge-laws-{{ version }}";
const PAGES = "bridge-laws-pages";
const FILES = {{ files | tojson }};
const KEEP = {{ keep | tojson }};
const ROUTED = {{ routed | tojson }}; // the core's files the browser answers from the cache (URL patterns)
const FRESH = {{ fresh | tojson }}; // the core's folders of data this worker answers as new responses
const NETWORK_WAIT = 4000; // ms before a page kept earlier is shown instead of waiting on the network

self.addEventListener("install", (event) => {
  // The scripts and styles (ROUTED) are answered by the browser itself from the core's cache, without
  // waking this worker for each file (the static routing API); a file not found there is asked of
  // the network. Browsers without it ask `fetch`, which also answers the index (FRESH: see `answer`).
  const routed = event.addRoutes
    ? event.addRoutes({ condition: { or: ROUTED.map((pattern) => ({ urlPattern: pattern })) }, source: { cacheName: CORE } })
      .catch(() => { /* without its routes the worker's `fetch` answers them */ })
    : null;
  event.waitUntil(Promise.all([routed, caches.open(CORE).then((cache) => cache.addAll(FILES))]).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("bridge-laws-") && k !== CORE && k !== PAGES)
      .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// A page from the network, kept for later; the kept copy when the network fails, or when it is
// slower than NETWORK_WAIT and a copy was kept.
function fresh(request) {
  const key = request.url.split(/[?#]/)[0];
  const kept = () => caches.open(PAGES).then((cache) => cache.match(key));
  const network = fetch(request).then((response) => {
    if (response.ok && response.type === "basic") {
      const copy = response.clone();
      caches.open(PAGES).then((cache) => cache.put(key, copy));
    }
    return response;
  });
  const answer = network.catch(() => kept().then((hit) => hit || Response.error()));
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT)).then(kept).then((hit) => hit || answer);
  return Promise.race([answer, slow]);
}

// A worker whose site is gone lets go: another server now answering on this origin (the port
// `serve` used, taken by another app) gets its own pages, not this site's kept copies, from the
// next one on. Asked on a page's opening, at most once a minute: this worker's own file, which a
// site of ours always serves as a script; a 404, a 410 or a page in its place says the site is
// gone. No answer (offline) says nothing: the site is kept.
const GONE_CHECK = 60000;
const GONE_AFTER = 2000; // ms after the page's opening: the check never competes with the page's own files
let checked = 0;
function letGoIfGone() {
  if (Date.now() - checked < GONE_CHECK) return Promise.resolve();
  checked = Date.now();
  return new Promise((resolve) => setTimeout(resolve, GONE_AFTER))
    .then(() => fetch(self.location.href, { cache: "no-store" }))
    .then((response) => {
      const script = (response.headers.get("Content-Type") || "").includes("javascript");
      if (response.status === 404 || response.status === 410 || (response.ok && !script)) {
        return caches.keys()
          .then((keys) => Promise.all(keys.filter((k) => k.startsWith("bridge-laws-")).map((k) => caches.delete(k))))
          .then(() => self.registration.unregister());
      }
      return undefined;
    })
    .catch(() => { /* offline: the site stays kept */ });
}

// The kept copy of a file of the index (FRESH) as a new response of the same bytes: the browser
// keeps the code V8 compiled of a script beside its entry in the cache and reads it back on the
// main thread when the script runs — for a file of data, a copy as large as its strings. A new
// response has none: V8 compiles it while it streams in, off the main thread (build.FRESH_DIRS).
const dataDirs = FRESH.map((dir) => new URL(dir + "/", self.registration.scope).pathname);
function answer(hit, url) {
  if (!hit || !dataDirs.some((dir) => url.pathname.startsWith(dir))) return hit;
  return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers: hit.headers });
}

// The core's cache, opened once each time the worker starts.
let core = null;
self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin || url.pathname.includes("/api/")) return;
  if (request.mode === "navigate") event.waitUntil(letGoIfGone());
  // Looked up by its address without the query (search.html?q=…: the core keeps search.html):
  // asked with ignoreSearch instead, the cache reads every entry it holds for each request.
  event.respondWith((core || (core = caches.open(CORE)))
    .then((cache) => cache.match(url.origin + url.pathname))
    .then((hit) => answer(hit, url) || fresh(request)));
});

// "Keep this edition offline": every page of one version, a few at a time; progress to the page.
self.addEventListener("message", (event) => {
  const version = event.data && event.data.keep;
  const files = KEEP[version];
  if (!files || !event.source) return;
  const say = (message) => event.source.postMessage({ version, total: files.length, ...message });
  let done = 0, next = 0, failed = false;
  const one = (cache) => {
    if (next >= files.length) return Promise.resolve();
    const file = files[next++];
    return cache.add(file).catch(() => { failed = true; })
      .then(() => { done += 1; if (done % 8 === 0) say({ done }); })
      .then(() => one(cache));
  };
  event.waitUntil(caches.open(PAGES)
    .then((cache) => Promise.all([one(cache), one(cache), one(cache), one(cache)]))
    .then(() => say({ done, finished: true, failed })));
});
