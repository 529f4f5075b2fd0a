// The page kit: what every page part draws with, in one place. The registry
// of the game scripts (TM.register) and their words (TM.words); the toolkit
// (TM.kit, also TM.ui): el(), t() with Korean particles, icons, the toast,
// api() with "sending…", places and results, probabilities in players'
// words, the hints panel, the "why?" mode, tabs and folds, and arrange(),
// which pins the prompt that waits at the top and folds the long parts.
// A game script draws only its own layout with these (see README, "What a
// fifth game needs"). app.js runs the pages; teach.js, host.js, names.js,
// display.js and hw.js draw with the same kit.
"use strict";
window.TM = {
  games: {},
  // register(NAME, {seat(view, send), public(view, send, isHost), hints(h, view), moments(prev, view), step(view)})
  // seat() draws a seat's phone; public() the host console's and the display's game part.
  register(name, def) { this.games[name] = def; },
  // words({ko: {...}, en: {...}}) adds a page part's words to the one dictionary (i18n.js):
  // a game's name, "opt_NAME" for each table option (and "opt_NAME_value" to word a value).
  words(dict) {
    for (const l of ["ko", "en"]) Object.assign(window.I18N[l], dict[l] || {});
  },
};
(function () {
  const I = window.I18N;
  const body = document.body;
  const page = body.dataset.page, token = body.dataset.token, tableId = body.dataset.table;
  let lang = localStorage.getItem("lang") === "en" ? "en" : "ko";
  let view = null; // the latest view the page drew (app.js sets it)
  let redrawFn = () => {};
  const redraw = () => redrawFn();
  const GAMES = window.TM.games;
  // Work in progress (a hand half tapped in, a note being typed) is kept in
  // the page's storage per table and seat, so a reload, a sleep that killed
  // the tab or a language switch gives it back.
  const wipKey = "tm-wip:" + (token || tableId || page);
  const TRANSIENT = new Set(["lxBusy", "lxCheck"]); // caches, never restored
  const uiState = (() => {
    try { return JSON.parse(localStorage.getItem(wipKey)) || {}; } catch (e) { return {}; }
  })();
  function saveWip() {
    const keep = {};
    for (const [k, v] of Object.entries(uiState)) if (!TRANSIENT.has(k) && v !== null && v !== undefined) keep[k] = v;
    try {
      if (Object.keys(keep).length) localStorage.setItem(wipKey, JSON.stringify(keep)); else localStorage.removeItem(wipKey);
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
  function ownLabel() {
    if (labelling || page !== "seat" || !view || view.seat === undefined || view.seat === null) return null;
    labelling = true;
    try { return playerName(view.seat); } finally { labelling = false; }
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
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith("on")) listen(e, k.slice(2), v);
      else if (k === "class") e.className = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const k of kids.flat(Infinity)) if (k !== null && k !== undefined && k !== false) e.append(k.nodeType ? k : String(k));
    return e;
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
    for (let i = 0; i < ns.length; i++) one(os[i], ns[i]);
  }
  function syncAttrs(o, n) {
    for (const a of Array.from(o.attributes)) if (!n.hasAttribute(a.name)) o.removeAttribute(a.name);
    for (const a of Array.from(n.attributes)) if (o.getAttribute(a.name) !== a.value) o.setAttribute(a.name, a.value);
  }
  // A control's live state is the player's: a value drawn anew (a form reset
  // by the page) replaces it; one drawn as before leaves what is typed.
  function syncState(o, n) {
    for (const prop of ["value", "checked"]) {
      if (!(prop in n)) continue;
      const drawn = n[prop], was = o.tmDrawn && o.tmDrawn[prop];
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
    if (o.matches("input, textarea, select")) syncState(o, n);
    patchKids(o, Array.from(n.childNodes));
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
      if (now.isConnected) {
        const stub = now.cloneNode(false);
        stub.tmKeep = now;
        return stub;
      }
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
    clearTimeout(toast.timer); toast.timer = setTimeout(() => { b.hidden = true; }, bad ? 6000 : 4000);
  }
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
  async function api(method, url, data, quiet, key) {
    const opt = { method, headers: { "X-Lang": lang }, credentials: "same-origin" };
    if (data !== undefined) { opt.headers["Content-Type"] = "application/json"; opt.body = JSON.stringify(data); }
    if (key) opt.headers["Idempotency-Key"] = key;
    let r, shown = false;
    const slow = method === "POST" ? setTimeout(() => { shown = true; sending(true); }, 1000) : null;
    const done = () => { clearTimeout(slow); if (shown) { shown = false; sending(false); } };
    try { r = await fetch(url, opt); } catch (e) {
      done();
      // The request could not be sent, or its reply was lost: say so, never silently.
      const err = new Error(t("not_sent")); err.offline = true; throw err;
    }
    done();
    const j = await r.json().catch(() => ({}));
    if (!r.ok) {
      if (!quiet) toast(j.error || r.statusText, true, j.rule);
      const err = new Error(j.error || r.statusText); err.status = r.status; err.rule = j.rule; throw err;
    }
    return j;
  }

  // place words a place as places are said: "2위", "2nd".
  function place(n) {
    if (lang === "ko") return t("place_n", n);
    const tens = n % 100, last = n % 10;
    return t("place_n", n + (tens >= 11 && tens <= 13 ? "th" : last === 1 ? "st" : last === 2 ? "nd" : last === 3 ? "rd" : "th"));
  }
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

  // ---- hints: fetched from the seat's own knowledge whenever it changes ----
  const hintState = { seq: -1, open: false, data: null, busy: false, gen: 0 }; // gen: counts the answers drawn
  function hintsPanel(v) {
    // Hints need a game under way: nothing to deduce during set-up.
    // Hints need a game under way: nothing to deduce during set-up, nothing to help with at the end.
    if (!v.hints || v.hints === "off" || !GAMES[v.game].hints || v.phase === "setup" || v.phase === "over" || v.phase === "ended") return null;
    if (hintState.seq !== v.seq && !hintState.busy) {
      hintState.busy = true;
      const seq = v.seq;
      api("GET", "/api/seat/" + token + "/hints" + (hintState.open ? "?open=1" : ""), undefined, true)
        .then((h) => { hintState.data = h; hintState.seq = seq; hintState.gen++; })
        .catch((e) => { hintState.data = { error: e.message }; hintState.seq = seq; hintState.gen++; })
        .finally(() => { hintState.busy = false; redraw(); });
    }
    const h = hintState.data;
    return keep("hints", [hintState.gen, hintState.open, v.hints, v.phase, v.names, v.seat, whyShown()], () =>
      el("section", { class: "hints" }, el("h2", {}, t("hints"), " ", el("small", {}, t("hints_" + v.hints))),
        !h ? el("p", {}, "…") : h.error ? el("p", { class: "help" }, h.error) : GAMES[v.game].hints(h, v, kit),
        el("button", { type: "button", onclick: () => { hintState.open = !hintState.open; hintState.seq = -1; redraw(); } },
          t(hintState.open ? "hide_open" : "show_open"))));
  }

  // startChoice is the start of a game once everyone is ready: a random
  // starting player, or the one the table chose (seats: how many).
  function startChoice(seats, send, cls) {
    return el("section", {}, el("h2", {}, t("start")), el("div", { class: "buttons" },
      el("button", { type: "button", class: "big" + (cls ? " " + cls : ""), onclick: () => send({ type: "start" }) }, t("start_random")),
      Array.from({ length: seats }, (_, s) => el("button", { type: "button", "data-starter": s, onclick: () => send({ type: "start", starter: s }) }, playerName(s)))));
  }

  // notesBox is a seat's free notes: the text being typed is kept (with the
  // page's work in progress) until it is saved with its button.
  function notesBox(text, send) {
    const area = el("textarea", { rows: 3, id: "notes", "aria-label": t("notes") });
    area.value = uiState.notesDraft !== undefined && uiState.notesDraft !== null ? uiState.notesDraft : text;
    listen(area, "input", () => { uiState.notesDraft = area.value; });
    return [el("label", { for: "notes" }, t("notes")), area,
      el("button", { type: "button", onclick: () => send({ type: "note", text: area.value }).then(() => { uiState.notesDraft = null; toast(t("saved")); }) }, t("save"))];
  }

  // hintsHead is the top of a notepad game's hints: the clues contradict
  // each other (the game's words, contradiction), which entries cannot all
  // hold, and how many marks the clues do not support.
  function hintsHead(h, contradiction) {
    return [h.contradiction ? el("p", { class: "badtxt" }, t(contradiction)) : null,
      h.conflict ? el("p", { class: "badtxt conflict" }, h.conflict.text[lang] || h.conflict.text.en) : null,
      el("p", {}, h.mistakes.length ? t("h_mistakes", h.mistakes.length) : t("h_no_mistakes"))];
  }

  // ---- "why?": one explanation open at a time, asked where the player tapped ----
  // A game asks why(claim, is, at) (claim in its own terms, is: the claim that
  // it is there, at: where the answer is drawn) and draws whyBox(v, at) there;
  // whyLog(i) says whether entry i of the view's log is one of the answers
  // that prove it. The explanation is fetched again when the view moves on.
  const whyState = { claim: null, is: false, at: null, seq: -1, lang: null, data: null, busy: false };
  function why(claim, is, at) {
    const same = whyState.claim === claim && whyState.is === is && whyState.at === at;
    Object.assign(whyState, same || claim === null ? { claim: null, data: null } : { claim, is, at, seq: -1, data: null });
    redraw();
  }
  function whyFetch(v) {
    if ((whyState.seq === v.seq && whyState.lang === lang) || whyState.busy) return;
    const { claim, is } = whyState, seq = v.seq, asked = lang;
    whyState.busy = true;
    api("GET", "/api/seat/" + token + "/explain?claim=" + encodeURIComponent(claim) + "&is=" + (is ? 1 : 0), undefined, true)
      .catch((e) => ({ error: e.message }))
      .then((d) => { if (whyState.claim === claim && whyState.is === is) { whyState.data = d; whyState.seq = seq; whyState.lang = asked; } })
      .finally(() => { whyState.busy = false; redraw(); });
  }
  // whyShown is what an open "why?" shows (for keep's deps): a part that
  // draws it is drawn again while one is open.
  function whyShown() { return whyState.claim === null ? null : [whyState.claim, whyState.is, whyState.at, whyState.seq, !!whyState.data, view && view.seq]; }
  function whyOpen(claim, is, at) { return whyState.claim === claim && whyState.is === is && whyState.at === at; }
  function whyButton(claim, is, at, label) {
    const open = whyOpen(claim, is, at);
    return el("button", { type: "button", class: "why-btn" + (open ? " on" : ""), "aria-expanded": open ? "true" : "false",
      "data-why": claim + (is ? "+" : "-"), onclick: () => why(claim, is, at) }, label || t("why"));
  }
  function whyBox(v, at) {
    if (whyState.claim === null || whyState.at !== at) return null;
    whyFetch(v);
    const d = whyState.data;
    return el("div", { class: "why-box", role: "status", "aria-live": "polite" },
      !d ? el("p", {}, "…") : d.error ? el("p", { class: "badtxt" }, d.error) : [
        el("p", { class: "why-text" }, d.text),
        d.because && d.because.length ? el("p", { class: "help" }, t(d.because.length === 1 ? "why_in_log_one" : "why_in_log", d.because.length)) : null],
      el("button", { type: "button", class: "why-close", onclick: () => why(null) }, t("why_close")));
  }
  function whyLog(i) {
    const d = whyState.data;
    return !!(whyState.claim !== null && d && !d.error && view && whyState.seq === view.seq && d.because && d.because.includes(i));
  }

  // ---- one task a screen ----
  // arrange pins the prompt that waits for this player (its turn, an answer
  // to say aloud) at the top while the page scrolls, with a short vibration
  // when it appears, and folds the long parts (the log, the hints, Lexio's
  // chart and ledger) under their headings: a tap on a heading opens one.
  let lastPin = null;
  // (A part kept as it is (see keep) comes as a stand-in: what it holds is asked of the part itself.)
  const inner = (n) => n.tmKeep || n;
  const FOLDS = [
    ["log", (n) => inner(n).querySelector("ol.log"), true],
    ["hints", (n) => n.classList.contains("hints"), true],
    ["chart", (n) => inner(n).querySelector("img.lx-chart"), true],
    ["ledger", (n) => inner(n).querySelector('a[href*="ledger.csv"]'), true],
  ];
  function arrange(nodes) {
    let list = [nodes].flat(Infinity).filter(Boolean);
    const is = (n, c) => n.classList && n.classList.contains(c);
    const status = list.find((n) => is(n, "status")), say = list.find((n) => is(n, "say"));
    const waiting = say || (status && is(status, "mine") ? status : null);
    const key = waiting ? view.table + ":" + (say ? say.textContent : "") + ":" + (status ? status.textContent : "") : null;
    if (waiting) {
      list = list.filter((n) => n !== status && n !== say);
      list.unshift(el("div", { class: "pin", role: "region", "aria-label": t("prompt") }, status, say));
      if (lastPin !== null && key !== lastPin) {
        try { if (navigator.vibrate) navigator.vibrate(200); } catch (e) { /* not allowed here: the pinned box says it */ }
      }
    }
    lastPin = key || "";
    // The notepad (a game marks it data-tab-as="notepad"), the log and the
    // hints share one place: a tab each, the notepad first.
    const sec = (test) => list.find((n) => n.tagName === "SECTION" && test(n));
    const pad = sec((n) => n.dataset.tabAs === "notepad");
    const tabbed = pad ? [pad, sec((n) => inner(n).querySelector("ol.log")), sec((n) => is(n, "hints"))].filter(Boolean) : [];
    const folds = uiState.folds = uiState.folds || {};
    list.forEach((n) => {
      if (n.tagName !== "SECTION" || (tabbed.length > 1 && tabbed.includes(n))) return;
      // A game marks a section of its own to fold with data-fold-as (and keeps it open with data-fold-open).
      const f = n.dataset.foldAs ? [n.dataset.foldAs, null, true] : FOLDS.find(([, test]) => test(n));
      const h = n.querySelector(":scope > h2");
      if (!f || !h) return;
      const name = f[0];
      // An open "why?" keeps its proof in view; so does a choice half made.
      const forced = !!n.querySelector(".why-hl, .why-box") || n.dataset.foldOpen !== undefined;
      const folded = !forced && (folds[name] === undefined ? f[2] : folds[name]);
      n.classList.add("fold", "fold-" + name);
      n.classList.toggle("folded", folded);
      const toggle = () => { folds[name] = !folded; saveWip(); redraw(); };
      Object.assign(h, { tabIndex: 0 });
      h.setAttribute("role", "button");
      h.setAttribute("aria-expanded", folded ? "false" : "true");
      h.dataset.fold = name;
      listen(h, "click", toggle);
      listen(h, "keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
    });
    // Inside the notepad, the free notes and Tagiron's summary of every
    // position fold too (open while they hold something being typed).
    list.forEach((n) => {
      if (n.tagName !== "SECTION") return;
      const area = n.querySelector("textarea#notes");
      if (area) {
        const label = area.closest("label") || n.querySelector('label[for="notes"]');
        const parts = [label, label && label.contains(area) ? null : area].filter(Boolean);
        const last = parts[parts.length - 1], save = last && last.nextElementSibling && last.nextElementSibling.tagName === "BUTTON" ? last.nextElementSibling : null;
        if (save) parts.push(save);
        foldInto(n, parts, "notes", t("notes") + (area.value ? " ✎" : ""), !!area.value || document.activeElement === area);
      }
      const overview = n.querySelector("table.tg-overview");
      if (overview) foldInto(n, [overview], "overview", (overview.caption || {}).textContent || "", false);
    });
    if (tabbed.length > 1) {
      const at = list.indexOf(tabbed[0]);
      const id = (n) => (n === pad ? "notepad" : is(n, "hints") ? "hints" : "log");
      const set = tabs("panes", tabbed.map((n) => ({ id: id(n), label: t("tab_" + id(n)), body: n })), "panes");
      list = list.filter((n) => !tabbed.includes(n));
      list.splice(at, 0, set);
    }
    return list;
  }
  function foldInto(section, parts, name, summary, keepOpen) {
    if (!parts.length || !parts[0].parentNode) return;
    const folds = uiState.folds;
    const d = el("details", { class: "fold-in", "data-fold": name }, el("summary", {}, summary));
    d.open = keepOpen || !!folds[name];
    parts[0].parentNode.insertBefore(d, parts[0]);
    parts.forEach((p) => d.append(p));
    listen(d, "toggle", () => { folds[name] = d.open; saveWip(); });
  }

  // ---- results: places as places, "승리" for the first only ----
  // resultTitle is what a seat is told when the game ends: "승리!" for first
  // place, "2위" for a later place, else other (a draw) or "게임 종료".
  function resultTitle(placeOf, other) {
    if (placeOf === 1) return t("m_win");
    if (placeOf > 1) return t("m_place", place(placeOf));
    return other || t("m_over");
  }
  // placesLine words the places in order: "1위 민지 (12) · 2위 Jihun (-3)"
  // (entries {seat, place, extra}).
  function placesLine(entries) {
    return entries.slice().sort((a, b) => a.place - b.place)
      .map((e) => place(e.place) + " " + playerName(e.seat) + (e.extra !== undefined ? " (" + e.extra + ")" : "")).join(" · ");
  }
  // winnerMoment is the full-width result of a game one player wins (v.winner):
  // "승리!" on the winner's phone, "민지 승리!" elsewhere.
  function winnerMoment(v, detail) {
    const mine = v.seat === v.winner;
    return { tone: mine ? "win" : "good", title: mine ? t("m_win") : t("m_wins", playerName(v.winner)), detail: detail || "" };
  }
  // judgedMoment is a declaration judged (e.seat, e.correct): "정답!" / "오답" on
  // the declarer's phone, "민지: 정답!" elsewhere.
  function judgedMoment(v, e, detail) {
    const mine = e.seat === v.seat;
    return { tone: e.correct ? "good" : "bad", detail: detail || "",
      title: mine ? t(e.correct ? "m_correct" : "m_wrong") : t(e.correct ? "m_player_correct" : "m_player_wrong", playerName(e.seat)) };
  }

  // ---- the "why?" mode of a notepad: a tap on a cell explains it instead of marking it ----
  // whyModeButton turns the mode on and off; shown: whether the game offers it now (not during set-up).
  function whyModeButton(v, shown) {
    const ui = uiState;
    if (!v.hints || v.hints === "off" || !(shown === undefined ? v.phase !== "setup" : shown)) return null;
    return el("button", { type: "button", class: "why-mode" + (ui.whyMode ? " on" : ""), "aria-pressed": ui.whyMode ? "true" : "false",
      onclick: () => { ui.whyMode = !ui.whyMode; if (!ui.whyMode) why(null); else redraw(); } }, t("why_mode"));
  }
  // cellTap is a notepad cell's tap: in "why?" mode it explains the cell's
  // claim (is: null when the cell claims nothing certain), else it marks (mark()).
  function cellTap(claim, is, at, mark) {
    return () => {
      if (!uiState.whyMode) return mark();
      if (is === null) { why(null); toast(t("why_not_certain")); } else why(claim, is, at);
    };
  }
  function cellWhyClass(claim, is, at) {
    return (uiState.whyMode && is !== null ? " why-able" : "") + (is !== null && whyOpen(claim, is, at) ? " why-on" : "");
  }

  // ---- tabs: one pane at a time, the choice kept with the page's work in progress ----
  // tabs(name, [{id, label, body}]) draws a tab row (44 px) over the chosen pane; the
  // others stay in the page, hidden.
  function tabs(name, panes, cls) {
    panes = panes.filter((p) => p && p.body);
    if (!panes.length) return null;
    const chosen = uiState.tabs = uiState.tabs || {};
    const kids = panes.map((p) => el("div", { class: "tab-pane", role: "tabpanel", "aria-label": p.label, "data-pane": p.id }, p.body));
    let on = chosen[name];
    if (!panes.some((p) => p.id === on)) on = panes[0].id;
    kids.forEach((k, i) => { k.hidden = panes[i].id !== on; });
    const row = el("div", { class: "tabs", role: "tablist" }, panes.map((p) => el("button", { type: "button", role: "tab", "data-tab": p.id,
      class: "tab" + (p.id === on ? " on" : ""), "aria-selected": p.id === on ? "true" : "false",
      onclick: () => { chosen[name] = p.id; saveWip(); redraw(); } }, p.label)));
    return el("div", { class: "tabset" + (cls ? " " + cls : ""), "data-tabs": name }, row, kids);
  }
  // fold(name, summary, parts) folds parts under a summary line; open while
  // the player keeps it open (or open is true).
  function fold(name, summary, parts, open) {
    const folds = uiState.folds = uiState.folds || {};
    const d = el("details", { class: "fold-in", "data-fold": name }, el("summary", {}, summary), parts);
    d.open = !!open || !!folds[name];
    listen(d, "toggle", () => { folds[name] = d.open; saveWip(); });
    return d;
  }

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
  // The toolkit: every page part draws with it (app.js, host.js, names.js, display.js, hw.js, teach.js, the game scripts).
  const kit = { el, listen, patch, keep, drawLive, t, josa, api, newKey, toast, playerName, place, icon, local: uiState, redraw, lang: () => lang, hints: hintsPanel, hintsHead, notesBox, startChoice, save: saveWip,
    why, whyOpen, whyShown, whyButton, whyBox, whyLog, whyModeButton, cellTap, cellWhyClass, pct, leaves, useful, resultTitle, placesLine, winnerMoment, judgedMoment, tabs, fold, arrange,
    games, term, terms, setLang, setView, view: () => view, drawWith: (f) => { redrawFn = f; }, page, token, tableId };
  window.TM.kit = kit;
  window.TM.ui = kit;
})();
