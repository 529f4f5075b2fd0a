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
  const uiState = {};       // local, unsaved UI state (selections)
  const app = document.getElementById("app");

  // t(key, ...args) fills {0}, {1}, ... and then chooses each particle
  // marker ("{이/가}", "{을/를}", "{은/는}", "{와/과}", "{으로/로}") by the
  // sound that ends the text before it, as the server does (companion/korean).
  function t(key, ...args) {
    let s = (I[lang] && I[lang][key]) || I.en[key] || key;
    args.forEach((a, i) => { s = s.split("{" + i + "}").join(a); });
    return fillJosa(s);
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
      if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (k === "class") e.className = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const k of kids.flat(Infinity)) if (k !== null && k !== undefined && k !== false) e.append(k.nodeType ? k : String(k));
    return e;
  }
  function toast(msg, bad) {
    const b = document.getElementById("toast");
    b.textContent = msg; b.hidden = false; b.className = "toast" + (bad ? " bad" : "");
    clearTimeout(toast.timer); toast.timer = setTimeout(() => { b.hidden = true; }, 4000);
  }
  async function api(method, url, data, quiet) {
    const opt = { method, headers: { "X-Lang": lang }, credentials: "same-origin" };
    if (data !== undefined) { opt.headers["Content-Type"] = "application/json"; opt.body = JSON.stringify(data); }
    const r = await fetch(url, opt);
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
    if (state !== undefined) connState = state;
    const conn = document.getElementById("conn");
    if (!conn || !connState) return;
    conn.textContent = t(connState);
    conn.className = "conn" + (connState === "live" ? " ok" : connState === "offline" ? " bad" : "");
  }
  function live(url, onView) {
    function open() {
      if (source) source.close();
      drawConn("connecting");
      source = new EventSource(url);
      source.addEventListener("view", (e) => {
        drawConn("live");
        const v = JSON.parse(e.data);
        body.dataset.seq = v.seq; // the newest view this page has drawn (tests wait on it)
        onView(v);
      });
      source.onerror = () => { drawConn("offline"); };
    }
    // A browser keeps at most 6 connections to the Pi, and every open page's
    // stream holds one: a page that is hidden (another tab, a sleeping phone)
    // or put away (back/forward cache) gives its stream up, and reopens it —
    // with a fresh snapshot — when it is shown again. iOS Safari drops hidden
    // streams anyway.
    let idle = null;
    const close = () => { if (source) { source.close(); source = null; } };
    document.addEventListener("visibilitychange", () => {
      clearTimeout(idle);
      if (!document.hidden) { open(); return; } // always fresh: iOS may have killed it silently
      idle = setTimeout(close, 10000); // a quick glance elsewhere keeps it
    });
    window.addEventListener("pagehide", close);
    window.addEventListener("pageshow", (e) => { if (e.persisted || !source) open(); });
    open();
  }

  const GAMES = window.TM.games;
  // The toolkit every game script draws with (see games.js).
  const ui = { el, t, josa, api, toast, playerName, local: uiState, redraw: () => redraw(), lang: () => lang, hints: hintsPanel };
  window.TM.ui = ui; // for page parts outside a game (hw.js)

  // ---- hints: fetched from the seat's own knowledge whenever it changes ----
  const hintState = { seq: -1, open: false, data: null, busy: false };
  function hintsPanel(v) {
    // Hints need a game under way: nothing to deduce during set-up.
    if (!v.hints || v.hints === "off" || !GAMES[v.game].hints || v.phase === "setup") return null;
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

  // ---- pages ----
  let redraw = () => {};
  function mount(nodes) { app.replaceChildren(...nodes.flat(Infinity).filter(Boolean)); }

  function seatPage() {
    const send = (cmd) => api("POST", "/api/seat/" + token + "/do", cmd).then((r) => { if (accept(r.view)) redraw(); return r; });
    redraw = () => {
      if (!view) return;
      document.getElementById("title").textContent = t(view.game) + " · " + playerName(view.seat);
      const g = GAMES[view.game];
      // A table set aside (its saved log is damaged) says so and takes no taps.
      if (view.set_aside) { mount([setAsideNote()]); return; }
      if (window.TM.follow(view)) return; // a rematch: on to this seat's place at the new table
      // A seat without a name is asked for one above its page (the phone offers last time's).
      const join = window.TM.joinPrompt(view, send, ui);
      // Keep the notepad text being typed across redraws.
      mount([join, g.seat(view, send, ui)]);
    };
    live("/api/seat/" + token + "/events", (v) => { if (accept(v)) redraw(); });
  }

  function displayPage() {
    redraw = () => {
      if (!view) return;
      document.getElementById("title").textContent = t(view.game) + " · " + t("display");
      if (window.TM.follow(view)) return;
      const part = () => GAMES[view.game].public(view, null, false, ui);
      mount(view.set_aside ? [setAsideNote()] : window.TM.displayFrame ? window.TM.displayFrame(view, ui, part) : part());
    };
    live("/api/display/" + tableId + "/events", (v) => { if (accept(v)) redraw(); });
  }

  function setAsideNote() {
    return el("section", { class: "set-aside", role: "alert" }, el("h2", {}, t("set_aside")), el("p", {}, t("set_aside_text")));
  }

  // The host's way out of a quarantine: see why, download the log, roll back.
  function setAsidePanel(v, id, send) {
    const f = v.fault || { seq: 0, reason: "" };
    return el("section", { class: "set-aside", role: "alert" }, el("h2", {}, t("set_aside")),
      el("p", {}, t("set_aside_host", f.seq)), el("p", {}, el("code", {}, f.reason)),
      el("div", { class: "buttons" },
        el("a", { class: "button", href: "/api/host/tables/" + id + "/log", download: "" }, t("download_log")),
        f.seq > 0 && GAMES[v.game] ? el("button", { type: "button", class: "danger", onclick: () => {
          if (confirm(t("confirm_rollback", f.seq - 1))) send({ type: "rollback" }).then(() => toast(t("rolled_back", f.seq - 1)));
        } }, t("rollback", f.seq - 1)) : null));
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
