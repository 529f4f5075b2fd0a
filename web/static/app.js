// Tablemate's pages. The server sends a whole view (JSON) on load and after
// every change (Server-Sent Events); this script runs each page (the seat,
// the display, the host console, the index): live updates, the offline bar
// and waiting taps, drawing without losing the field being typed in, the
// moments (a full-width result, an undo said on every screen). It draws
// with the page kit (kit.js). No framework, no build step.
import { TM } from "./kit.js";
{
  const body = document.body;
  const page = body.dataset.page, token = body.dataset.token, tableId = body.dataset.table;
  const app = document.getElementById("app");
  const kit = TM.kit;
  const { el, t, api, newKey, toast, playerName, arrange } = kit;
  const uiState = kit.local, saveWip = kit.save, hintsPanel = kit.hints;
  let lang = kit.lang();
  let view = null; // the latest view (the kit draws with it too: setView)
  const GAMES = TM.games, ui = kit;
  // accept applies a view unless it is older than the one shown: the reply
  // to a command can arrive after the live update that followed it.
  function accept(v) {
    if (view && v && view.table === v.table && v.seq < view.seq) return false;
    view = v; kit.setView(v);
    return true;
  }
  // ---- live updates: a snapshot on every change; reconnect after sleep ----
  let source = null;
  // The connection badge keeps its state, not its words, so it follows a language switch.
  let connState = null;
  function drawConn(state) {
    const was = connState;
    // Every live view says "live": a badge already saying so is left as it is (it costs a cheap phone a redraw's worth).
    if (state !== undefined && state === was && document.getElementById("offline-bar")) return;
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
      .catch((e) => { if (!e.offline) { setPending(null); toast(t("not_sent_refused", e.message), true, e.rule); } })
      .finally(() => { flushing = false; drawPendingNote(); });
  }
  function drawPendingNote() {
    const n = document.getElementById("pending");
    if (n) { const p = pending(); n.hidden = !p; n.textContent = p ? t("pending_note") : ""; }
  }
  // A tap on an action while the page is not live does nothing but say so.
  document.addEventListener("click", (e) => {
    if (!body.classList.contains("offline")) return;
    const b = /** @type {Element} */ (e.target).closest("#app button, #app [data-cell], #app select");
    if (!b || b.closest(".moment, .tabs")) return; // a tab only shows another part of the page
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
  // The page starts before the games' vocabulary is in (GET /api/games,
  // preloaded with the page): the live stream opens at once, and a view that
  // comes first waits for the words, then is drawn.
  let wordsIn = false, early = null;
  const words = kit.games().then(() => { wordsIn = true; if (early) { const f = early; early = null; f(); } });
  function live(url, onView) {
    function open() {
      if (stopped) return;
      if (source) source.close();
      drawConn("connecting");
      source = new EventSource(url);
      source.addEventListener("view", (e) => {
        drawConn("live");
        const v = JSON.parse(e.data);
        const draw = () => {
          body.dataset.seq = v.seq; // the newest view this page has drawn (tests wait on it)
          kit.drawLive(() => onView(v)); // only the parts whose data changed are drawn again
        };
        if (wordsIn) draw(); else early = draw;
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




  // ---- pages ----
  let redraw = () => {};
  kit.drawWith(() => redraw());
  // mount draws the page by patching it (kit.patch): what did not change
  // keeps its nodes, so the field being typed in keeps its caret, an open
  // fold stays open and the scroll stays put. A focused control that did
  // change (a button with new words) is found again by what it is.
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
  // A node replaced between a finger's press and its release would swallow
  // the tap (the press on the old button, the release on the new one).
  // While a press is down the page waits, and draws once the tap has been
  // handled.
  let pressed = false, pressedAt = 0, heldBack = false;
  document.addEventListener("pointerdown", () => { pressed = true; pressedAt = Date.now(); }, true);
  // On release the tap's own handler (the click, right after) draws at once;
  // a live update held back meanwhile is drawn just after it.
  const released = () => { pressed = false; if (heldBack) setTimeout(() => { if (heldBack) { heldBack = false; redraw(); } }, 0); };
  document.addEventListener("pointerup", released, true);
  document.addEventListener("pointercancel", released, true);
  function mount(nodes) {
    if (pressed && Date.now() - pressedAt < 1500) { heldBack = true; return; } // a long press never freezes the page
    heldBack = false;
    const focused = document.activeElement;
    const fk = focusKey(focused);
    kit.patch(app, nodes);
    if (fk && !focused.isConnected) {
      const scroll = window.scrollY;
      const e = typeof fk === "string" ? app.querySelector(fk) : app.querySelectorAll(fk.sel)[fk.i];
      if (e instanceof HTMLElement) { e.focus({ preventScroll: true }); window.scrollTo(0, scroll); }
    }
    guardOffline();
    saveWip();
  }
  // guardOffline marks the actions as waiting while the page is not live.
  function guardOffline() {
    const off = body.classList.contains("offline");
    app.querySelectorAll("button, select").forEach((b) => { if (off && !b.closest(".tabs")) b.setAttribute("aria-disabled", "true"); else b.removeAttribute("aria-disabled"); });
  }

  function seatPage() {
    const send = (cmd) => sendCommand("/api/seat/" + token + "/do", cmd).then((r) => { const prev = view; if (accept(r.view)) { moments(prev, r.view); redraw(); } return r; });
    redraw = () => {
      if (!view) return;
      // The bar names the seat as its player reads it: the name alone ("(나)" belongs in lists, not a title).
      document.getElementById("title").textContent = t(view.game) + " · " + ((view.names && view.names[view.seat]) || t("player", view.seat + 1));
      const g = GAMES[view.game];
      // A table set aside (its saved log is damaged) says so and takes no taps.
      if (stopped) return;
      if (view.set_aside) { mount([setAsideNote()]); return; }
      if (TM.follow(view)) return; // a rematch: on to this seat's place at the new table
      // A seat without a name is asked for one above its page (the phone offers last time's).
      const practice = !!(TM.practice && TM.practice());
      const join = TM.joinPrompt(view, send, ui, practice);
      // The prompt that waits comes first (pinned), then the one tip, then the game;
      // a practice seat's ask for a name comes before all of it until answered,
      // then, during set-up, the camera's entry (camera.js).
      const parts = arrange(g.seat(view, send, ui));
      const pinned = parts[0] && parts[0].classList && parts[0].classList.contains("pin") ? 1 : 0;
      const asking = join && !join.classList.contains("folded-join");
      parts.splice(pinned, 0, TM.tipsEl ? TM.tipsEl() : null, asking ? null : join);
      mount([pendingNote(), contestNote(), entryNotes(view), asking ? join : null, TM.cameraEl ? TM.cameraEl(view) : null, undoNote(), parts, momentEl()]);
    };
    live("/api/seat/" + token + "/events", (v) => { const prev = view; if (accept(v)) { moments(prev, v); redraw(); } });
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
  let moment = null, momentTimer = null;
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
    // On a phone the moment stays until its player taps it away (a phone put
    // down or scrolled must still find it); the shared display's passes.
    clearTimeout(momentTimer);
    if (page === "display") momentTimer = setTimeout(() => { moment = null; redraw(); }, 5000);
  }
  function momentEl() {
    if (!moment) return null;
    return el("div", { class: "moment " + moment.tone, role: "alert", "data-tone": moment.tone },
      el("div", { class: "moment-title" }, moment.title),
      moment.detail ? el("div", { class: "moment-detail" }, moment.detail) : null,
      el("button", { type: "button", class: "moment-close", "aria-label": t("close"), onclick: () => { moment = null; redraw(); } }, "✕"),
      page === "seat" ? el("button", { type: "button", class: "moment-ok", onclick: () => { moment = null; redraw(); } }, t("moment_ok")) : null);
  }
  function soundOn() { return localStorage.getItem("tm-sound") === "on"; }
  let audio = null;
  function beep(tone) {
    try {
      audio = audio || new (window.AudioContext || /** @type {any} */ (window).webkitAudioContext)();
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
      if (TM.follow(view)) return;
      const part = () => GAMES[view.game].public(view, null, false, ui);
      mount(view.set_aside ? [setAsideNote()] : [soundToggle(), entryNotes(view), undoNote(), TM.displayFrame ? TM.displayFrame(view, ui, part) : part(), momentEl()]);
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
    // Every change of a saved entry is a line of the public log, newest
    // first; the newest is announced while it is the latest news (v.changed).
    if (v.entry_log) {
      const line = (c, i) => el("li", { class: "entry-change", role: i === 0 && v.changed ? "status" : null },
        t("entry_changed", c.actor < 0 ? t("host") : playerName(c.actor), lang === "ko" ? c.what.ko || c.what.en : c.what.en, c.n));
      out.push(el("ol", { class: "entry-log", reversed: true }, v.entry_log.slice().reverse().map(line)));
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
  TM.entryNotes = entryNotes;

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
    TM.hostPage(ui, { live, accept, mount, setAsidePanel, view: () => view, setView: (v) => { view = v; kit.setView(v); },
      setRedraw: (f) => { redraw = f; }, closeLive: () => { if (source) { source.close(); source = null; } } });
  }

  function indexPage() {
    redraw = () => mount([el("section", {}, el("h1", {}, t("index_title")), el("p", {}, t("index_text")))]);
    redraw();
  }

  // The pinned prompt sits just under the page's bar, whatever its height.
  const barEl = /** @type {HTMLElement} */ (document.querySelector("header.bar"));
  if (barEl) {
    const setBar = () => document.documentElement.style.setProperty("--bar-h", barEl.offsetHeight + "px");
    setBar(); window.addEventListener("resize", setBar);
  }
  const langBtn = document.getElementById("lang");
  function setLang(l) {
    lang = l; kit.setLang(l); localStorage.setItem("lang", l); document.documentElement.lang = l;
    document.cookie = "lang=" + l + "; path=/; SameSite=Lax";
    langBtn.textContent = t("lang_other"); drawConn(); redraw();
  }
  // The error page's sentence comes from the server in the cookie's language: ask again.
  langBtn.addEventListener("click", () => { setLang(lang === "ko" ? "en" : "ko"); if (page === "error") location.reload(); });
  setLang(lang);
  // The page starts at once; it draws once the games' vocabulary is here (a
  // failed fetch draws too: ids instead of words).
  ({ seat: seatPage, display: displayPage, host: hostPage, index: () => words.then(indexPage), error: () => {} })[page]();
  // An error page drawn in another language than the phone's choice: ask again, once, with the cookie set.
  if (page === "error" && body.dataset.lang && body.dataset.lang !== lang && !sessionStorage.getItem("relang")) {
    sessionStorage.setItem("relang", "1"); location.reload();
  } else sessionStorage.removeItem("relang");
}
