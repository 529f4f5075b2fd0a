// The page kit's DOM and words: the page's state (language, the view drawn,
// work in progress), t() with Korean particles, el() and listen(), patch()
// and keep() (a redraw changes only what changed), icons, the toast, api()
// with "sending…", places, players' names, probabilities in players' words,
// the games' vocabulary, and the registry of the game scripts (TM).
import { I18N } from "../i18n.js";

export const TM = {
  games: {},
  // register(NAME, {seat(view, send), public(view, send, isHost), hints(h, view), moments(prev, view), step(view)})
  // seat() draws a seat's phone; public() the host console's and the display's game part.
  register(name, def) { this.games[name] = def; },
  // words({ko: {...}, en: {...}}) adds a page part's words to the one dictionary (i18n.js):
  // a game's name, "opt_NAME" for each table option (and "opt_NAME_value" to word a value).
  words(dict) {
    for (const l of ["ko", "en"]) Object.assign(I18N[l], dict[l] || {});
  },
};
const I = I18N;
const body = document.body;
const page = body.dataset.page, token = body.dataset.token, tableId = body.dataset.table;
let lang = localStorage.getItem("lang") === "en" ? "en" : "ko";
let view = null; // the latest view the page drew (app.js sets it)
let redrawFn = () => {};
const redraw = () => redrawFn();
export const GAMES = TM.games;
// Work in progress (a hand half tapped in, a note being typed) is kept in
// the page's storage per table and seat, so a reload, a sleep that killed
// the tab or a language switch gives it back.
const wipKey = "tm-wip:" + (token || tableId || page);
const TRANSIENT = new Set(["lxBusy", "lxCheck", "sure"]); // caches and open questions, never restored
const uiState = (() => {
  try { return JSON.parse(localStorage.getItem(wipKey)) || {}; } catch (e) { return {}; }
})();
// saved is what storage holds already: a redraw that changed no work in
// progress writes nothing (a write is slow on a cheap phone).
let saved;
function saveWip() {
  const keep = {};
  for (const [k, v] of Object.entries(uiState)) if (!TRANSIENT.has(k) && v !== null && v !== undefined) keep[k] = v;
  const now = Object.keys(keep).length ? JSON.stringify(keep) : null;
  if (now === saved) return;
  try {
    if (now !== null) localStorage.setItem(wipKey, now); else localStorage.removeItem(wipKey);
    saved = now;
  } catch (e) { /* storage full or off: the page still works, it just forgets */ }
}

// t(key, ...args) fills {0}, {1}, ... and then chooses each particle
// marker ("{이/가}", "{을/를}", "{은/는}", "{와/과}", "{으로/로}") by the
// sound that ends the text before it, as the server does (companion/korean).
function t(key, ...args) {
  let s = (I[lang] && I[lang][key]) || I.en[key] || key;
  // The reader's own seat inside a sentence is "내가" / "내", "your" — its
  // label "플레이어 1 (나)" stays only where it stands alone (a list, a heading).
  const me = ownLabel();
  if (me) args.forEach((a, i) => { if (a === me) s = selfWords(s, "{" + i + "}"); });
  args.forEach((a, i) => { s = s.split("{" + i + "}").join(a); });
  return fillJosa(s);
}
const SELF = {
  ko: [["{이/가}", "내가"], ["의", "내"], ["{은/는}", "나는"], ["{을/를}", "나를"], ["{와/과}", "나와"], ["에게", "나에게"], ["{으로/로}", "나로"]],
  en: [["'s", "your"]],
};
function selfWords(s, ph) {
  for (const [after, say] of SELF[lang] || []) {
    s = s.split(ph + after).map((part, i, all) => (i < all.length - 1 && lang === "en" && /(^|[.!?:]\s*)$/.test(part) ? part + "Your" : i < all.length - 1 ? part + say : part)).join("");
  }
  // English: the seat opening a sentence is "You", its verb agreeing ("You are first", "You receive",
  // "You emptied your hand"); inside a sentence it is "you".
  if (lang === "en") {
    const parts = s.split(ph);
    s = parts.reduce((out, part, i) => (i > 0 && /(^|[.!?:]\s*)$/.test(parts[i - 1]) && /^ [a-z]/.test(part)
      ? out + "You" + part.replace(/^ ([a-z]+)/, (m, v) => " " + youVerb(v)).replace(/\btheir\b/, "your")
      : i > 0 ? out + ph + part : part), "");
  }
  if (lang === "en") s = s.split(ph).map((part, i, all) => (i < all.length - 1 && /[a-z,]\s$/.test(part) ? part + "you" : i < all.length - 1 ? part + ph : part)).join("");
  return s;
}
// youVerb is an English present-tense verb after "you": "is" → "are", "receives" → "receive"
// (a past tense stays).
function youVerb(v) {
  const odd = { is: "are", has: "have", was: "were", does: "do", goes: "go" };
  return odd[v] || (/(ss|sh|ch|x|z)es$/.test(v) ? v.slice(0, -2) : /[^s]s$/.test(v) ? v.slice(0, -1) : v);
}
let labelling = false;
// The label is asked by every t() while a page is drawn: it is worked out
// once per view and language (a new view or language is a new object or string).
let labelFor = { view: null, lang: "", label: null };
function ownLabel() {
  if (labelling || page !== "seat" || !view || view.seat === undefined || view.seat === null) return null;
  if (labelFor.view === view && labelFor.lang === lang) return labelFor.label;
  labelling = true;
  try { labelFor = { view, lang, label: playerName(view.seat) }; return labelFor.label; } finally { labelling = false; }
}
// Particle forms: after a final consonant, after none.
const JOSA = {};
[["이", "가"], ["을", "를"], ["은", "는"], ["과", "와"], ["으로", "로"], ["이나", "나"], ["이라", "라"], ["아", "야"], ["이에요", "예요"], ["이어야", "여야"]]
  .forEach((p) => { JOSA[p[0]] = p; JOSA[p[1]] = p; });
// ending reads how a word ends aloud: "v" (no final consonant), "c", or "l" (ㄹ).
function ending(word) {
  let w = String(word).replace(/[\s"'”’»」』]+$/, "");
  while (w.endsWith(")") && w.lastIndexOf("(") >= 0) w = w.slice(0, w.lastIndexOf("(")).trimEnd();
  const c = w.codePointAt(w.length - 1) || 0;
  if (c >= 0xAC00 && c <= 0xD7A3) { const f = (c - 0xAC00) % 28; return f === 0 ? "v" : f === 8 ? "l" : "c"; }
  if (c >= 0x3131 && c <= 0x314E) return c === 0x3139 ? "l" : "c";
  const num = /(\d+)$/.exec(w);
  if (num) {
    const d = num[1].replace(/^0+/, "");
    if (!d || /0$/.test(d)) return "c"; // 영, 십, 백, 천, 만
    return "178".includes(d.slice(-1)) ? "l" : "036".includes(d.slice(-1)) ? "c" : "v";
  }
  const lat = /([A-Za-z]+)$/.exec(w);
  if (lat) {
    const x = lat[1], last = x.slice(-1).toLowerCase();
    if (x.length === 1 || x === x.toUpperCase()) return "lr".includes(last) ? "l" : "mn".includes(last) ? "c" : "v";
    return last === "l" ? "l" : "mnkptbdg".includes(last) ? "c" : "v";
  }
  return "v";
}
// josa(word, "이/가") is the word with the particle that fits it: "플레이어 2가".
function josa(word, pair) {
  const f = JOSA[pair.split("/")[0]];
  if (!f) return String(word) + pair;
  const e = ending(word);
  return String(word) + (e === "v" || (e === "l" && f[0] === "으로") ? f[1] : f[0]);
}
function fillJosa(s) {
  return s.replace(/\{([가-힣]+)\/([가-힣]+)\}/g, (m, a, b, at, all) => {
    const f = JOSA[a];
    if (!f) return m;
    return josa(all.slice(0, at), a + "/" + b).slice(at);
  });
}
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const k in attrs) {
    const v = attrs[k];
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) listen(e, k.slice(2), v);
    else if (k === "class") e.className = v;
    else e.setAttribute(k, v === true ? "" : v);
  }
  addKids(e, kids);
  return e;
}
// addKids appends the kids, nested lists in order, without building a flat
// copy first (el runs for every node of a redraw).
function addKids(e, kids) {
  for (const k of kids) {
    if (k === null || k === undefined || k === false) continue;
    if (Array.isArray(k)) addKids(e, k);
    else if (k.nodeType) e.appendChild(k);
    else e.appendChild(document.createTextNode(String(k)));
  }
}
// listen sets e's handler of an event. Handlers sit in e.tmOn, so a node
// that a redraw keeps (the field being typed in, see keepTyping) takes the
// new drawing's handlers, and their fresh state, without a second listener.
function listen(e, type, fn) {
  e.tmOn = e.tmOn || {};
  e.tmOn[type] = fn;
  e.tmHeard = e.tmHeard || new Set();
  if (e.tmHeard.has(type)) return;
  e.tmHeard.add(type);
  e.addEventListener(type, (ev) => { const f = e.tmOn[type]; if (f) f(ev); });
}
// ---- patching: a redraw changes only what changed ----
// patch(parent, nodes) makes parent's children the freshly drawn nodes
// while keeping every node that is still right: a subtree drawn the same
// is kept whole (with its handlers, its focus, its caret, its scroll); a
// changed element of the same kind and key keeps its node and takes the
// new attributes, handlers and children; anything else is replaced. So
// the field being typed in, an open fold and the scroll survive a live
// update by construction. Children are matched by key (id, data-key,
// data-log, …) where they have one, else in order by tag.
const KEYS = ["id", "data-key", "data-log", "data-pane", "data-tab", "data-fold", "data-cell", "data-tile", "data-card", "data-seat"];
function keyOf(n) {
  if (n.nodeType !== 1) return null;
  for (const k of KEYS) { const v = n.getAttribute(k); if (v !== null) return n.nodeName + "|" + k + "=" + v; }
  return null;
}
const FORM = "input, textarea, select, details";
// alias makes the drawn node n (not put in the page) read and write the
// kept node o's live state: a handler drawn with n (a save button reading
// its text box) acts on the page.
function alias(n, o) {
  const one = (a, b) => {
    for (const prop of ["value", "checked", "open", "selectedIndex"]) {
      if (prop in b) Object.defineProperty(a, prop, { configurable: true, get: () => b[prop], set: (x) => { b[prop] = x; } });
    }
  };
  if (n.matches(FORM)) one(n, o);
  if (!n.firstElementChild) return;
  const ns = n.querySelectorAll(FORM);
  if (!ns.length) return;
  const os = o.querySelectorAll(FORM);
  ns.forEach((x, i) => { if (os[i]) one(x, os[i]); });
}
// takeHandlers gives a kept subtree the new drawing's handlers: they hold
// the newest view (a quick mark counts the marks made since).
function takeHandlers(o, n) {
  const one = (a, b) => {
    if (!b.tmOn && !a.tmOn) return;
    a.tmOn = {};
    for (const [type, fn] of Object.entries(b.tmOn || {})) listen(a, type, fn);
  };
  one(o, n);
  const os = o.getElementsByTagName("*"), ns = n.getElementsByTagName("*");
  // Each drawn node also points at its twin in the page: a part drawn inside
  // a subtree kept whole (a game's note sheet in its tab) is found by keep.
  for (let i = 0; i < ns.length; i++) { one(os[i], ns[i]); ns[i].tmNow = os[i]; }
}
function syncAttrs(o, n) {
  for (const a of Array.from(o.attributes)) if (!n.hasAttribute(a.name)) o.removeAttribute(a.name);
  for (const a of Array.from(n.attributes)) if (o.getAttribute(a.name) !== a.value) o.setAttribute(a.name, a.value);
}
// A control's live state is the player's: a value drawn anew (a form reset
// by the page) replaces it; one drawn as before leaves what is typed.
// drawnState reads what was drawn before the drawn node's children move
// into the kept one (a select's new options take its value with them).
function drawnState(n) {
  const out = {};
  for (const prop of ["value", "checked"]) if (prop in n) out[prop] = n[prop];
  return out;
}
function syncState(o, state) {
  for (const prop of ["value", "checked"]) {
    if (!(prop in state)) continue;
    const drawn = state[prop], was = o.tmDrawn && o.tmDrawn[prop];
    if (o[prop] !== drawn && (o !== document.activeElement || was !== drawn)) o[prop] = drawn;
    (o.tmDrawn = o.tmDrawn || {})[prop] = drawn;
  }
}
function patchNode(o, n) {
  if (n.tmKeep) return n.tmKeep;
  if (o.nodeType === 3 && n.nodeType === 3) { if (o.data !== n.data) o.data = n.data; return o; }
  if (o.nodeType !== 1 || n.nodeType !== 1 || o.nodeName !== n.nodeName || o.namespaceURI !== n.namespaceURI) return n;
  if (o.isEqualNode(n)) { takeHandlers(o, n); alias(n, o); n.tmNow = o; return o; }
  if (o.namespaceURI !== "http://www.w3.org/1999/xhtml") return n; // a small drawing: redrawn whole
  syncAttrs(o, n);
  o.tmOn = {};
  for (const [type, fn] of Object.entries(n.tmOn || {})) listen(o, type, fn);
  const state = o.matches("input, textarea, select") ? drawnState(n) : null;
  patchKids(o, Array.from(n.childNodes)); // a select's options first, then its choice
  if (state) syncState(o, state);
  if (o.matches(FORM)) alias(n, o);
  n.tmNow = o;
  return o;
}
function patchKids(parent, news) {
  const olds = Array.from(parent.childNodes);
  const byKey = new Map();
  for (const o of olds) { const k = keyOf(o); if (k && !byKey.has(k)) byKey.set(k, o); }
  const used = new Set(), out = [];
  let at = 0;
  for (const n of news) {
    const k = keyOf(n);
    let o = null;
    if (n.tmKeep) o = n.tmKeep.parentNode === parent ? n.tmKeep : null;
    else if (k) {
      o = byKey.get(k) || null;
      if (o && used.has(o)) o = null;
    } else {
      while (at < olds.length && (used.has(olds[at]) || keyOf(olds[at]))) at++;
      if (at < olds.length && olds[at].nodeName === n.nodeName) o = olds[at++];
    }
    let kept = n.tmKeep || n;
    if (o) { used.add(o); kept = patchNode(o, n); }
    out.push(kept);
  }
  const keep = new Set(out);
  for (const o of olds) if (!keep.has(o)) o.remove();
  let ref = parent.firstChild;
  for (const x of out) {
    if (x === ref) ref = ref.nextSibling;
    else parent.insertBefore(x, ref);
  }
}
// standIn(node) is what a draw returns in node's place to have patch keep
// node, already drawn (or kept aside), as it is: its element without children.
function standIn(node) {
  const stub = node.cloneNode(false);
  stub.tmKeep = node;
  return stub;
}
// keep(key, deps, draw) is a part of the page drawn from its own slice of
// the view (deps: the data it shows, and any page state it reads). On a
// live update whose slice is unchanged, the part is not drawn again: a
// stand-in (its element without children) tells patch to keep the part
// in the page as it is. Any other redraw (a tap, a fold, hints arriving,
// another language) draws every part afresh.
const keptParts = new Map();
let liveDraw = false;
function keep(key, deps, draw) {
  const sig = JSON.stringify(deps) + lang + (view ? view.table : "");
  const k = keptParts.get(key);
  if (liveDraw && k && k.sig === sig) {
    let now = k.node;
    while (now.tmNow) now = now.tmNow;
    if (now.isConnected) return standIn(now);
  }
  const node = draw();
  if (node && node.nodeType === 1) keptParts.set(key, { sig, node }); else keptParts.delete(key);
  return node;
}
// drawLive runs a redraw caused by a live update (see keep).
function drawLive(fn) {
  liveDraw = true;
  try { fn(); } finally { liveDraw = false; }
}
function patch(parent, nodes) { patchKids(parent, [nodes].flat(Infinity).filter((x) => x !== null && x !== undefined && x !== false)); }
// icon draws a small picture inline (SVG), so it shows where no emoji font
// is installed (a Pi driving a TV): "glass" (a magnifying glass), "bomb".
const ICONS = {
  glass: '<circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2.6"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="3.2" stroke-linecap="round"/>',
  bomb: '<circle cx="10" cy="14.5" r="7.5" fill="currentColor"/><path d="M14.5 8.5l3.5-3.5" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><path d="M20 1.5v3M18.5 3h3" stroke="#ef6c00" stroke-width="1.8" stroke-linecap="round"/>',
};
function icon(name, label) {
  const s = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  s.setAttribute("viewBox", "0 0 24 24"); s.setAttribute("class", "icon icon-" + name);
  if (label) { s.setAttribute("role", "img"); s.setAttribute("aria-label", label); } else s.setAttribute("aria-hidden", "true");
  s.innerHTML = ICONS[name] || "";
  return s;
}
// The toast is a live region (in the page shell): a screen reader says it.
// toast shows a message; a refusal's rule (its section of the rules sheet) rides along for "why can't I?".
function toast(msg, bad, rule) {
  const b = document.getElementById("toast");
  b.textContent = msg; b.hidden = false; b.className = "toast" + (bad ? " bad" : "");
  if (rule) b.dataset.rule = rule; else delete b.dataset.rule;
  clearTimeout(toastTimer); toastTimer = setTimeout(() => { b.hidden = true; }, bad ? 6000 : 4000);
}
let toastTimer = null;
// newKey names one action for good (the server remembers it): a resend
// after a lost reply never acts twice. crypto.randomUUID needs HTTPS; the
// Pi serves plain HTTP on the LAN, so the key is built from random bytes.
function newKey() {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}
// A tap whose reply has not come within a second says "sending…" until it does.
let sendingN = 0;
function sending(on) {
  let b = document.getElementById("sending");
  if (!b) { b = el("div", { id: "sending", class: "sending", role: "status", "aria-live": "polite", hidden: true }); body.append(b); }
  sendingN = Math.max(0, sendingN + (on ? 1 : -1));
  b.textContent = t("sending"); b.hidden = sendingN === 0;
}
/**
 * @typedef {Error & {offline?: boolean, status?: number, rule?: string}} ApiError a refusal (status, the
 * rules sheet's section) or a request that could not be sent (offline)
 */
/** @returns {ApiError} */
function apiError(msg, extra) { return Object.assign(new Error(msg), extra); }
async function api(method, url, data, quiet, key) {
  /** @type {RequestInit & {headers: Record<string, string>}} */
  const opt = { method, headers: { "X-Lang": lang }, credentials: "same-origin" };
  if (data !== undefined) { opt.headers["Content-Type"] = "application/json"; opt.body = JSON.stringify(data); }
  if (key) opt.headers["Idempotency-Key"] = key;
  let r, shown = false;
  const slow = method === "POST" ? setTimeout(() => { shown = true; sending(true); }, 1000) : null;
  const done = () => { clearTimeout(slow); if (shown) { shown = false; sending(false); } };
  try { r = await fetch(url, opt); } catch (e) {
    done();
    // The request could not be sent, or its reply was lost: say so, never silently.
    throw apiError(t("not_sent"), { offline: true });
  }
  done();
  const j = await r.json().catch(() => ({}));
  if (!r.ok) {
    if (!quiet) toast(j.error || r.statusText, true, j.rule);
    throw apiError(j.error || r.statusText, { status: r.status, rule: j.rule });
  }
  return j;
}

// place words a place as places are said: "2위", "2nd".
function place(n) {
  if (lang === "ko") return t("place_n", n);
  const tens = n % 100, last = n % 10;
  return t("place_n", n + (tens >= 11 && tens <= 13 ? "th" : last === 1 ? "st" : last === 2 ? "nd" : last === 3 ? "rd" : "th"));
}
// selfOrName names a seat inside a sentence or a line: "나" / "you" for the
// reader's own seat (never "민지 (나)"), else its name.
function selfOrName(i) { return page === "seat" && view && view.seat === i ? t("you") : playerName(i); }
// playerName is the seat's chosen name, else "플레이어 2".
function playerName(i) {
  const n = (view && view.names && view.names[i]) || t("player", i + 1);
  return view && view.seat === i ? n + " (" + t("you") + ")" : n;
}


// pct rounds a probability for players: never "0%" for something possible,
// never "100%" for something not certain, one decimal only below 10%.
function pct(p) {
  if (p >= 1) return "100%";
  if (p <= 0) return "0%";
  if (p > 0.995) return ">99%";
  if (p < 0.01) return "<1%";
  return (p < 0.1 ? Math.round(p * 1000) / 10 : Math.round(p * 100)) + "%";
}
// leaves says what a question is worth in players' words: about how many
// of today's possibilities are expected to remain after its answer (key
// words it: "leaves about {0} of {1} …").
function leaves(bits, total, key) {
  const left = total / Math.pow(2, bits);
  const r = left >= 100 ? Math.round(left / 10) * 10 : left >= 10 ? Math.round(left) : Math.max(1, Math.round(left * 10) / 10);
  return t(key || "h_leaves", r, total);
}
// useful keeps the suggestions that teach something: an answer already
// known (about 0 bits) is never "useful".
function useful(list) { return (list || []).filter((s) => s.expected_bits > 0.005); }

// ---- the games and their vocabulary (GET /api/games, once) ----
// A game's pieces (question cards, tiles, combinations) are named once, by
// its solver, in its descriptor's Vocabulary: term(game, id) is that word
// in the page's language. The pages start drawing once it is here.
const vocab = {};
let gamesAsked = null;
function games() {
  gamesAsked = gamesAsked || api("GET", body.dataset.games || "/api/games", undefined, true)
    .then((gs) => { gs.forEach((g) => { vocab[g.name] = g.vocabulary || {}; }); return gs; })
    .catch(() => { gamesAsked = null; return []; });
  return gamesAsked;
}
function term(game, id) {
  const w = (vocab[game] || {})[id];
  return w ? (lang === "ko" ? w.ko : w.en) : String(id);
}
// terms lists a game's vocabulary ids that match re.
function terms(game, re) { return Object.keys(vocab[game] || {}).filter((id) => !re || re.test(id)); }

function setLang(l) { lang = l; }
function setView(v) { view = v; }
export function liveNow() { return liveDraw; }
export function drawWith(f) { redrawFn = f; }
export { page, token, tableId, lang, view, redraw, uiState, saveWip, t, josa, el, listen, patch, keep, standIn, drawLive, icon, toast, newKey, api, place, playerName, selfOrName, pct, leaves, useful, games, term, terms, setLang, setView };
