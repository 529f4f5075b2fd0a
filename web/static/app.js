// Tablemate's pages. The server sends a whole view (JSON) on load and after
// every change (Server-Sent Events); this script only draws it and sends
// commands. No framework, no build step.
"use strict";
(function () {
  const I = window.I18N;
  const body = document.body;
  const page = body.dataset.page, token = body.dataset.token, tableId = body.dataset.table;
  let lang = localStorage.getItem("lang") || "ko";
  let view = null;          // the latest view
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
  const app = document.getElementById("app");

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
  function toast(msg, bad) {
    const b = document.getElementById("toast");
    b.textContent = msg; b.hidden = false; b.className = "toast" + (bad ? " bad" : "");
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
      if (!quiet) toast(j.error || r.statusText, true);
      const err = new Error(j.error || r.statusText); err.status = r.status; throw err;
    }
    return j;
  }
  // accept applies a view unless it is older than the one shown: the reply
  // to a command can arrive after the live update that followed it.
  function accept(v) {
    if (view && v && view.table === v.table && v.seq < view.seq) return false;
    view = v;
    return true;
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

  // ---- live updates: a snapshot on every change; reconnect after sleep ----
  let source = null;
  // The connection badge keeps its state, not its words, so it follows a language switch.
  let connState = null;
  function drawConn(state) {
    const was = connState;
    if (state !== undefined) connState = state;
    const conn = document.getElementById("conn");
    if (!conn || !connState) return;
    conn.textContent = t(connState);
    conn.className = "conn" + (connState === "live" ? " ok" : connState === "offline" ? " bad" : "");
    // While the Pi cannot be reached, a bar across the page says so (a TV shows nothing else).
    let bar = document.getElementById("offline-bar");
    if (!bar) { bar = el("div", { id: "offline-bar", class: "offline-bar", role: "alert", hidden: true }); document.querySelector("header.bar").after(bar); }
    bar.hidden = connState !== "offline";
    bar.textContent = t(page === "display" ? "offline_bar_display" : "offline_bar");
    // Actions wait while the page is not live (see guardOffline).
    body.classList.toggle("offline", connState !== "live" && page !== "host");
    guardOffline();
    if (connState === "live" && was !== "live") flushPending();
  }
  // ---- actions that could not be sent ----
  // One tap whose request failed is kept (with its key) and sent once when the
  // page is live again; the server answers a repeat of a tap that did get
  // through with its first reply, and refuses one that is no longer legal.
  const pendingKey = "tm-pending:" + (token || tableId || page);
  function pending() { try { return JSON.parse(sessionStorage.getItem(pendingKey)); } catch (e) { return null; } }
  function setPending(p) { if (p) sessionStorage.setItem(pendingKey, JSON.stringify(p)); else sessionStorage.removeItem(pendingKey); }
  let flushing = false;
  function flushPending() {
    const p = pending();
    if (!p || flushing) return;
    flushing = true;
    api("POST", p.url, p.cmd, true, p.key)
      .then((r) => { setPending(null); toast(t("sent_now")); const prev = view; if (accept(r.view)) { moments(prev, r.view); redraw(); } })
      .catch((e) => { if (!e.offline) { setPending(null); toast(t("not_sent_refused", e.message), true); } })
      .finally(() => { flushing = false; drawPendingNote(); });
  }
  function drawPendingNote() {
    const n = document.getElementById("pending");
    if (n) { const p = pending(); n.hidden = !p; n.textContent = p ? t("pending_note") : ""; }
  }
  // A tap on an action while the page is not live does nothing but say so.
  document.addEventListener("click", (e) => {
    if (!body.classList.contains("offline")) return;
    const b = e.target.closest("#app button, #app [data-cell], #app select");
    if (!b || b.closest(".moment")) return;
    e.preventDefault(); e.stopImmediatePropagation();
    toast(t("not_sent"), true);
  }, true);
  // sendCommand posts one action with a fresh key; when it cannot be sent it
  // is kept and sent once on reconnect.
  function sendCommand(url, cmd) {
    if (connState !== "live") { toast(t("not_sent"), true); return Promise.reject(new Error(t("not_sent"))); }
    const key = newKey();
    return api("POST", url, cmd, false, key).catch((e) => {
      if (e.offline) {
        setPending({ url, cmd, key });
        toast(t("not_sent_queued"), true);
        drawConn("offline"); drawPendingNote();
        if (reconnect) reconnect();
      }
      throw e;
    });
  }
  let reconnect = null, stopped = null;
  function live(url, onView) {
    function open() {
      if (stopped) return;
      if (source) source.close();
      drawConn("connecting");
      source = new EventSource(url);
      source.addEventListener("view", (e) => {
        drawConn("live");
        const v = JSON.parse(e.data);
        body.dataset.seq = v.seq; // the newest view this page has drawn (tests wait on it)
        onView(v);
      });
      source.onerror = () => {
        drawConn("offline");
        // A seat this phone no longer holds (moved to another phone, or in
        // use on one): say why, and stop trying.
        if (page === "seat" && source && source.readyState === EventSource.CLOSED) {
          api("GET", "/api/seat/" + token, undefined, true).catch((e) => {
            if (e.status !== 403) return;
            if (source) { source.close(); source = null; }
            reconnect = null; stopped = e.message;
            mount([el("section", { class: "error", id: "seat-stopped", role: "alert" }, el("h1", {}, e.message))]);
          });
        }
        // A stream the server answered with an error is not retried by the browser: retry it.
        if (source && source.readyState === EventSource.CLOSED) setTimeout(() => { if (source && source.readyState === EventSource.CLOSED) open(); }, 2000);
      };
    }
    reconnect = open;
    // A browser keeps at most 6 connections to the Pi, and every open page's
    // stream holds one: a page that is hidden (another tab, a sleeping phone)
    // or put away (back/forward cache) gives its stream up, and reopens it —
    // with a fresh snapshot — when it is shown again. iOS Safari drops hidden
    // streams anyway.
    let idle = null;
    const close = () => { if (source) { source.close(); source = null; } };
    document.addEventListener("visibilitychange", () => {
      clearTimeout(idle);
      saveWip();
      if (!document.hidden) { open(); return; } // always fresh: iOS may have killed it silently
      idle = setTimeout(close, 10000); // a quick glance elsewhere keeps it
    });
    window.addEventListener("pagehide", () => { saveWip(); close(); });
    // Typing is kept as it happens (a sleep may end the tab without warning).
    let typing = null;
    document.addEventListener("input", () => { clearTimeout(typing); typing = setTimeout(saveWip, 300); });
    window.addEventListener("pageshow", (e) => { if (e.persisted || !source) open(); });
    open();
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

  const GAMES = window.TM.games;
  // The toolkit every game script draws with (see games.js).
  const ui = { el, t, josa, api, newKey, toast, playerName, place, icon, local: uiState, redraw: () => redraw(), lang: () => lang, hints: hintsPanel, save: () => saveWip() };
  Object.assign(ui, { why, whyOpen, whyButton, whyBox, whyLog }); // "why?" (below)
  Object.assign(ui, { pct, leaves, useful }); // hints in players' words
  window.TM.ui = ui; // for page parts outside a game (hw.js)

  // ---- hints: fetched from the seat's own knowledge whenever it changes ----
  const hintState = { seq: -1, open: false, data: null, busy: false };
  function hintsPanel(v) {
    // Hints need a game under way: nothing to deduce during set-up.
    // Hints need a game under way: nothing to deduce during set-up, nothing to help with at the end.
    if (!v.hints || v.hints === "off" || !GAMES[v.game].hints || v.phase === "setup" || v.phase === "over" || v.phase === "ended") return null;
    if (hintState.seq !== v.seq && !hintState.busy) {
      hintState.busy = true;
      const seq = v.seq;
      api("GET", "/api/seat/" + token + "/hints" + (hintState.open ? "?open=1" : ""), undefined, true)
        .then((h) => { hintState.data = h; hintState.seq = seq; })
        .catch((e) => { hintState.data = { error: e.message }; hintState.seq = seq; })
        .finally(() => { hintState.busy = false; redraw(); });
    }
    const h = hintState.data;
    return el("section", { class: "hints" }, el("h2", {}, t("hints"), " ", el("small", {}, t("hints_" + v.hints))),
      !h ? el("p", {}, "…") : h.error ? el("p", { class: "help" }, h.error) : GAMES[v.game].hints(h, v, ui),
      el("button", { type: "button", onclick: () => { hintState.open = !hintState.open; hintState.seq = -1; redraw(); } },
        t(hintState.open ? "hide_open" : "show_open")));
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
  window.TM.words({
    ko: { why: "왜?", why_wrong: "왜 근거가 없나요?", why_close: "닫기", why_in_log: "근거가 된 대답 {0}개를 질문 기록에 표시했습니다.", why_in_log_one: "근거가 된 대답을 질문 기록에 표시했습니다.",
      why_mode: "왜? 모드", why_mode_on: "왜? 모드: 칸을 누르면 이유를 봅니다", why_not_certain: "이 칸은 아직 확실하지 않습니다." },
    en: { why: "Why?", why_wrong: "Why is this unsupported?", why_close: "Close", why_in_log: "The {0} answers that prove it are marked in the question log.", why_in_log_one: "The answer that proves it is marked in the question log.",
      why_mode: "Why? mode", why_mode_on: "Why? mode: tap a cell to see the reason", why_not_certain: "This cell is not certain yet." },
  });

  // ---- pages ----
  let redraw = () => {};
  // mount draws the page and keeps the focus where it was: a redraw replaces
  // every node, so the focused control is found again by what it is.
  function focusKey(e) {
    if (!e || e === document.body || !app.contains(e)) return null;
    if (e.id) return "#" + CSS.escape(e.id);
    const attrs = Array.from(e.attributes).filter((a) => a.name.startsWith("data-") || a.name === "name" || a.name === "aria-label");
    let sel = e.tagName.toLowerCase() + attrs.map((a) => "[" + a.name + "=\"" + CSS.escape(a.value) + "\"]").join("");
    if (!attrs.length) {
      const same = Array.from(app.querySelectorAll(sel));
      return { sel, i: same.indexOf(e) };
    }
    return sel;
  }
  // A redraw replaces every node: one that came between a finger's press and
  // its release would swallow the tap (the press on the old button, the
  // release on the new one). While a press is down the page waits, and
  // draws once the tap has been handled.
  let pressed = false, pressedAt = 0, heldBack = false;
  document.addEventListener("pointerdown", () => { pressed = true; pressedAt = Date.now(); }, true);
  // On release the tap's own handler (the click, right after) draws at once;
  // a live update held back meanwhile is drawn just after it.
  const released = () => { pressed = false; if (heldBack) setTimeout(() => { if (heldBack) { heldBack = false; redraw(); } }, 0); };
  document.addEventListener("pointerup", released, true);
  document.addEventListener("pointercancel", released, true);
  // A redraw never replaces the field the player is typing in: a new field
  // (even focused again) loses the caret, so "10" typed key by key became "01"
  // on a phone. keepTyping keeps the live field and the elements around it in
  // the page, takes everything else from the new drawing, and gives the kept
  // ones the new drawing's attributes, handlers and value; the new drawing's own copy
  // of the field reads and writes the live one's value (a button drawn with it
  // reads what was typed). It returns false (draw as usual) when the new
  // drawing has no such field or a different shape around it.
  function typingIn() {
    const e = document.activeElement;
    if (!e || !app.contains(e)) return null;
    if (e.tagName === "TEXTAREA") return e;
    return e.tagName === "INPUT" && /^(text|search|tel|url|email|number|password)$/.test(e.type) ? e : null;
  }
  function adopt(a, n) {
    for (const at of Array.from(a.attributes)) if (at.name !== "value" && !n.hasAttribute(at.name)) a.removeAttribute(at.name);
    for (const at of Array.from(n.attributes)) if (at.name !== "value" && a.getAttribute(at.name) !== at.value) a.setAttribute(at.name, at.value);
    a.tmOn = {};
    for (const [type, fn] of Object.entries(n.tmOn || {})) listen(a, type, fn);
  }
  function graft(a, n, keep, twin) { // a's children become n's, with keep (already in a) in twin's place
    for (const c of Array.from(a.childNodes)) if (c !== keep) c.remove();
    let before = true;
    for (const c of Array.from(n.childNodes)) {
      if (c === twin) before = false;
      else if (before) a.insertBefore(c, keep);
      else a.appendChild(c);
    }
  }
  function keepTyping(list) {
    const live = typingIn(), fk = live && focusKey(live);
    if (!fk) return false;
    const frag = document.createDocumentFragment();
    frag.append(...list);
    const twin = typeof fk === "string" ? frag.querySelector(fk) : frag.querySelectorAll(fk.sel)[fk.i];
    if (!twin || twin.tagName !== live.tagName || twin.type !== live.type) return false;
    const kept = [], drawn = [];
    for (let x = live; x !== app; x = x.parentNode) kept.unshift(x);
    for (let x = twin; x !== frag; x = x.parentNode) drawn.unshift(x);
    if (kept.length !== drawn.length || kept.some((x, i) => x.tagName !== drawn[i].tagName)) return false;
    let a = app, n = frag;
    kept.forEach((k, i) => { graft(a, n, k, drawn[i]); adopt(k, drawn[i]); a = k; n = drawn[i]; });
    // The drawing keeps what is typed in its state, so it draws the same value; a different one is
    // the page's own change (a form reset after a record) and wins.
    if (twin.value !== live.value) live.value = twin.value;
    Object.defineProperty(twin, "value", { configurable: true, get: () => live.value, set: (x) => { live.value = x; } });
    return true;
  }
  function mount(nodes) {
    if (pressed && Date.now() - pressedAt < 1500) { heldBack = true; return; } // a long press never freezes the page
    heldBack = false;
    const list = nodes.flat(Infinity).filter(Boolean);
    if (keepTyping(list)) { guardOffline(); saveWip(); return; }
    const fk = focusKey(document.activeElement);
    const scroll = window.scrollY;
    app.replaceChildren(...list);
    if (fk) {
      const e = typeof fk === "string" ? app.querySelector(fk) : app.querySelectorAll(fk.sel)[fk.i];
      if (e) { e.focus({ preventScroll: true }); window.scrollTo(0, scroll); }
    }
    guardOffline();
    saveWip();
  }
  // guardOffline marks the actions as waiting while the page is not live.
  function guardOffline() {
    const off = body.classList.contains("offline");
    app.querySelectorAll("button, select").forEach((b) => { if (off) b.setAttribute("aria-disabled", "true"); else b.removeAttribute("aria-disabled"); });
  }

  function seatPage() {
    const send = (cmd) => sendCommand("/api/seat/" + token + "/do", cmd).then((r) => { const prev = view; if (accept(r.view)) { moments(prev, r.view); redraw(); } return r; });
    redraw = () => {
      if (!view) return;
      document.getElementById("title").textContent = t(view.game) + " · " + playerName(view.seat);
      const g = GAMES[view.game];
      // A table set aside (its saved log is damaged) says so and takes no taps.
      if (stopped) return;
      if (view.set_aside) { mount([setAsideNote()]); return; }
      if (window.TM.follow(view)) return; // a rematch: on to this seat's place at the new table
      // A seat without a name is asked for one above its page (the phone offers last time's).
      const join = window.TM.joinPrompt(view, send, ui);
      mount([pendingNote(), contestNote(), entryNotes(view), join, undoNote(), arrange(g.seat(view, send, ui)), momentEl()]);
    };
    live("/api/seat/" + token + "/events", (v) => { const prev = view; if (accept(v)) { moments(prev, v); redraw(); } });
  }
  // ---- one task a screen ----
  // arrange pins the prompt that waits for this player (its turn, an answer
  // to say aloud) at the top while the page scrolls, with a short vibration
  // when it appears, and folds the long parts (the log, the hints, Lexio's
  // chart and ledger) under their headings: a tap on a heading opens one.
  let lastPin = null;
  const FOLDS = [
    ["log", (n) => n.querySelector("ol.log"), true],
    ["hints", (n) => n.classList.contains("hints"), true],
    ["chart", (n) => n.querySelector("img.lx-chart"), true],
    ["ledger", (n) => n.querySelector('a[href*="ledger.csv"]'), true],
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
    const folds = uiState.folds = uiState.folds || {};
    list.forEach((n) => {
      if (n.tagName !== "SECTION") return;
      const f = FOLDS.find(([, test]) => test(n));
      const h = n.querySelector(":scope > h2");
      if (!f || !h) return;
      const name = f[0];
      // An open "why?" keeps its proof in view.
      const forced = !!n.querySelector(".why-hl, .why-box");
      const folded = !forced && (folds[name] === undefined ? f[2] : folds[name]);
      n.classList.add("fold", "fold-" + name);
      n.classList.toggle("folded", folded);
      const toggle = () => { folds[name] = !folded; saveWip(); redraw(); };
      Object.assign(h, { tabIndex: 0 });
      h.setAttribute("role", "button");
      h.setAttribute("aria-expanded", folded ? "false" : "true");
      h.dataset.fold = name;
      h.addEventListener("click", toggle);
      h.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
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
    return list;
  }
  function foldInto(section, parts, name, summary, keepOpen) {
    if (!parts.length || !parts[0].parentNode) return;
    const folds = uiState.folds;
    const d = el("details", { class: "fold-in", "data-fold": name }, el("summary", {}, summary));
    d.open = keepOpen || !!folds[name];
    parts[0].parentNode.insertBefore(d, parts[0]);
    parts.forEach((p) => d.append(p));
    d.addEventListener("toggle", () => { folds[name] = d.open; saveWip(); });
  }
  // contestNote tells the seat's phone that another phone tried its link
  // (it was kept out); the phone may put the note away.
  function contestNote() {
    const c = (view.contested || []).find((x) => x.seat === view.seat);
    if (!c || localStorage.getItem("tm-contest-seen:" + token) === c.at) return null;
    return el("p", { class: "pending", id: "contested", role: "alert" },
      t("seat_tried_me", new Date(c.at).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit" })), " ",
      el("button", { type: "button", class: "small", onclick: () => { localStorage.setItem("tm-contest-seen:" + token, c.at); redraw(); } }, t("close")));
  }
  function pendingNote() {
    const p = pending();
    return el("p", { id: "pending", class: "pending", role: "status", hidden: !p }, p ? t("pending_note") : "");
  }

  // ---- outcomes you feel: a full-width result when something is decided ----
  // Each game names its moments (GAMES[g].moments(prev, v, ui) → [{tone, title, detail}]);
  // the page shows the newest one over everything, vibrates where it can,
  // and the display plays a short sound unless it was turned off there.
  let moment = null;
  // An undo or redo is said on every page, over the game's own moments (what
  // it took back may have been a win): who did it and which move.
  // undoneWhat is the move in the reader's words: my own move is "내 질문", "my question".
  function undoneWhat(n, v) {
    let s = lang === "ko" ? n.ko : n.en;
    if (page === "seat" && v && v.seat !== undefined && v.seat !== null) {
      const mine = (v.names && v.names[v.seat]) || t("player", v.seat + 1);
      if (lang === "ko" && s.startsWith(mine + "의 ")) s = "내 " + s.slice(mine.length + 2);
      if (lang === "en" && s.startsWith(mine + "'s ")) s = "my " + s.slice(mine.length + 3);
    }
    return s;
  }
  function undoWords(n) { return n ? t(n.redo ? "m_redone" : "m_undone") + ": " + undoneWhat(n, view) : ""; }
  function undoMoment(prev, v) {
    const n = v.undone;
    if (!n || (prev.undone && prev.undone.at === n.at)) return null;
    return { tone: "undo", title: t(n.redo ? "m_redone" : "m_undone"), detail: undoneWhat(n, v) };
  }
  function undoNote() {
    if (!view || !view.undone) return null;
    return el("p", { class: "undo-note", role: "status" }, undoWords(view.undone));
  }
  function moments(prev, v) {
    const g = GAMES[v.game];
    if (!prev || !g.moments || prev.table !== v.table || v.seq <= prev.seq) return;
    const undone = undoMoment(prev, v);
    const list = undone ? [undone] : g.moments(prev, v, ui) || [];
    if (!list.length) return;
    // Several at once (a wrong declaration that puts the player out): one result, in order.
    moment = { tone: list[list.length - 1].tone, title: list.map((m) => m.title).join(" · "),
      detail: list.map((m) => m.detail).filter(Boolean).join(" · ") };
    if (page === "seat" && navigator.vibrate) navigator.vibrate(moment.tone === "bad" || moment.tone === "undo" ? [120, 80, 120] : 150);
    if (page === "display" && soundOn()) beep(moment.tone);
    clearTimeout(moments.timer);
    moments.timer = setTimeout(() => { moment = null; redraw(); }, 5000);
  }
  function momentEl() {
    if (!moment) return null;
    return el("div", { class: "moment " + moment.tone, role: "alert", "data-tone": moment.tone },
      el("div", { class: "moment-title" }, moment.title),
      moment.detail ? el("div", { class: "moment-detail" }, moment.detail) : null,
      el("button", { type: "button", class: "moment-close", "aria-label": t("close"), onclick: () => { moment = null; redraw(); } }, "✕"));
  }
  function soundOn() { return localStorage.getItem("tm-sound") === "on"; }
  let audio = null;
  function beep(tone) {
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      const notes = tone === "bad" ? [330, 247] : [523, 659, 784];
      notes.forEach((f, i) => {
        const o = audio.createOscillator(), gn = audio.createGain(), at = audio.currentTime + i * 0.14;
        o.frequency.value = f; gn.gain.setValueAtTime(0.15, at); gn.gain.exponentialRampToValueAtTime(0.001, at + 0.13);
        o.connect(gn).connect(audio.destination); o.start(at); o.stop(at + 0.14);
      });
    } catch (e) { /* no audio here: the picture says it */ }
  }
  function soundToggle() {
    const on = soundOn();
    return el("button", { type: "button", class: "sound", "aria-pressed": on ? "true" : "false", onclick: () => {
      localStorage.setItem("tm-sound", on ? "off" : "on");
      if (!on) beep("good"); // the tap also lets the browser play later sounds
      redraw();
    } }, on ? "♪ " + t("sound_on") : t("sound_off"));
  }

  function displayPage() {
    redraw = () => {
      if (!view) return;
      document.getElementById("title").textContent = t(view.game) + " · " + t("display");
      if (window.TM.follow(view)) return;
      const part = () => GAMES[view.game].public(view, null, false, ui);
      mount(view.set_aside ? [setAsideNote()] : [soundToggle(), entryNotes(view), undoNote(), window.TM.displayFrame ? window.TM.displayFrame(view, ui, part) : part(), momentEl()]);
    };
    live("/api/display/" + tableId + "/events", (v) => { const prev = view; if (accept(v)) { moments(prev, v); redraw(); } });
  }

  function setAsideNote() {
    return el("section", { class: "set-aside", role: "alert" }, el("h2", {}, t("set_aside")), el("p", {}, t("set_aside_text")),
      view && view.log_reads ? el("p", { class: "log-read" }, t("log_read_note")) : null);
  }

  // The entry rule's public notes, the same on every screen: the entries do
  // not add up (naming no piece and no seat), the latest change to a saved
  // entry, the host's OK for a change, and a download of the whole log. The
  // host console adds the OK buttons (allow: the send of the console).
  function entryNotes(v, allow) {
    if (!v) return null;
    const out = [];
    if (v.conflict) out.push(el("p", { class: "conflict", role: "alert" }, t("entries_conflict")));
    if (v.changed) {
      const who = v.changed.actor < 0 ? t("host") : playerName(v.changed.actor);
      const what = lang === "ko" ? v.changed.what.ko || v.changed.what.en : v.changed.what.en;
      out.push(el("p", { class: "entry-change", role: "status" }, t("entry_changed", who, what, v.changed.n)));
    }
    (v.allowed || []).forEach((s) => out.push(el("p", { class: "entry-allowed" }, t("entry_allowed", playerName(s)))));
    if (v.log_reads) out.push(el("p", { class: "log-read" }, t("log_read_note")));
    if (allow && v.ready) {
      out.push(el("div", { class: "buttons entry-allow" }, el("span", {}, t("entry_allow_help")),
        ...Array.from({ length: v.players }, (_, s) => (v.allowed || []).includes(s) ? null :
          el("button", { type: "button", "data-allow": s, onclick: () => allow({ type: "allow", seat: s }) }, t("entry_allow", playerName(s))))));
    }
    return out.length ? el("section", { class: "entry-notes" }, ...out) : null;
  }
  window.TM.entryNotes = entryNotes;

  // The host's way out of a quarantine: see why, download the log, roll
  // back where that can work, or archive a table that cannot be repaired.
  function setAsidePanel(v, id, send, archive) {
    const f = v.fault || { seq: 0, reason: "" };
    const canRollback = !f.no_rollback && f.seq > 0 && GAMES[v.game];
    return el("section", { class: "set-aside", role: "alert" }, el("h2", {}, t("set_aside")),
      el("p", {}, t(f.no_rollback ? "set_aside_host_archive" : "set_aside_host", f.seq)), el("p", {}, el("code", {}, f.reason)),
      f.no_rollback ? el("p", { id: "no-rollback" }, t("no_rollback_" + f.no_rollback)) : null,
      el("div", { class: "buttons" },
        el("a", { class: "button", href: "/api/host/tables/" + id + "/log", download: "" }, t("download_log")),
        canRollback ? el("button", { type: "button", class: "danger", onclick: () => {
          if (confirm(t("confirm_rollback", f.seq - 1))) send({ type: "rollback" }).then(() => toast(t("rolled_back", f.seq - 1)));
        } }, t("rollback", f.seq - 1)) : null,
        archive ? el("button", { type: "button", id: "archive", class: canRollback ? null : "danger", onclick: () => {
          if (confirm(t("confirm_archive"))) archive();
        } }, t("archive")) : null));
  }

  // The host console lives in host.js; it draws with the toolkit and these page parts.
  function hostPage() {
    window.TM.hostPage(ui, { live, accept, mount, setAsidePanel, view: () => view, setView: (v) => { view = v; },
      setRedraw: (f) => { redraw = f; }, closeLive: () => { if (source) { source.close(); source = null; } } });
  }

  function indexPage() {
    redraw = () => mount([el("section", {}, el("h1", {}, t("index_title")), el("p", {}, t("index_text")))]);
    redraw();
  }

  // The pinned prompt sits just under the page's bar, whatever its height.
  const barEl = document.querySelector("header.bar");
  if (barEl) {
    const setBar = () => document.documentElement.style.setProperty("--bar-h", barEl.offsetHeight + "px");
    setBar(); window.addEventListener("resize", setBar);
  }
  const langBtn = document.getElementById("lang");
  function setLang(l) {
    lang = l; localStorage.setItem("lang", l); document.documentElement.lang = l;
    document.cookie = "lang=" + l + "; path=/; SameSite=Lax";
    langBtn.textContent = t("lang_other"); drawConn(); redraw();
  }
  // The error page's sentence comes from the server in the cookie's language: ask again.
  langBtn.addEventListener("click", () => { setLang(lang === "ko" ? "en" : "ko"); if (page === "error") location.reload(); });
  ({ seat: seatPage, display: displayPage, host: hostPage, index: indexPage, error: () => {} })[page]();
  setLang(lang);
  // An error page drawn in another language than the phone's choice: ask again, once, with the cookie set.
  if (page === "error" && body.dataset.lang && body.dataset.lang !== lang && !sessionStorage.getItem("relang")) {
    sessionStorage.setItem("relang", "1"); location.reload();
  } else sessionStorage.removeItem("relang");
})();
