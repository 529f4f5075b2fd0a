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
  let ui = {};              // local, unsaved UI state (selections)
  const app = document.getElementById("app");

  function t(key, ...args) {
    let s = (I[lang] && I[lang][key]) || I.en[key] || key;
    args.forEach((a, i) => { s = s.split("{" + i + "}").join(a); });
    return s;
  }
  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (k === "class") e.className = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const k of kids.flat()) if (k !== null && k !== undefined && k !== false) e.append(k.nodeType ? k : String(k));
    return e;
  }
  function toast(msg, bad) {
    const b = document.getElementById("toast");
    b.textContent = msg; b.hidden = false; b.className = "toast" + (bad ? " bad" : "");
    clearTimeout(toast.timer); toast.timer = setTimeout(() => { b.hidden = true; }, 4000);
  }
  async function api(method, url, data) {
    const opt = { method, headers: { "X-Lang": lang }, credentials: "same-origin" };
    if (data !== undefined) { opt.headers["Content-Type"] = "application/json"; opt.body = JSON.stringify(data); }
    const r = await fetch(url, opt);
    const j = await r.json().catch(() => ({}));
    if (!r.ok) { toast(j.error || r.statusText, true); throw new Error(j.error || r.statusText); }
    return j;
  }
  function playerName(i) {
    const n = t("player", i + 1);
    return view && view.seat === i ? n + " (" + t("you") + ")" : n;
  }

  // ---- live updates: a snapshot on every change; reconnect after sleep ----
  let source = null;
  function live(url, onView) {
    const conn = document.getElementById("conn");
    function open() {
      if (source) source.close();
      conn.textContent = t("connecting"); conn.className = "conn";
      source = new EventSource(url);
      source.addEventListener("view", (e) => { conn.textContent = t("live"); conn.className = "conn ok"; onView(JSON.parse(e.data)); });
      source.onerror = () => { conn.textContent = t("offline"); conn.className = "conn bad"; };
    }
    // iOS Safari drops the stream in the background: reopen when visible again.
    document.addEventListener("visibilitychange", () => { if (!document.hidden) open(); });
    window.addEventListener("pageshow", (e) => { if (e.persisted) open(); });
    open();
  }

  // ---- Tagiron ----
  const TAG_TILES = ["r0","b0","r1","b1","r2","b2","r3","b3","r4","b4","g5","r6","b6","r7","b7","r8","b8","r9","b9"];
  const TAG_DECK = Object.keys(I.cards);
  function tileEl(id, attrs) {
    const cls = { r: "red", b: "blue", g: "green" }[id[0]];
    return el("span", Object.assign({ class: "tile " + cls, title: id }, attrs || {}), id.slice(1));
  }
  function cardText(id, pick) {
    const c = I.cards[id]; let s = c ? c[lang === "ko" ? 0 : 1] : id;
    if (pick) s += " → " + pick;
    return s;
  }
  function answerText(a) {
    if (a === true) return t("yes");
    if (a === false) return t("no");
    if (typeof a === "number") return String(a);
    if (Array.isArray(a)) {
      if (a.length === 0) return t("none");
      if (Array.isArray(a[0])) return a.map((g) => g[0] + "–" + g[1]).join(", ");
      return a.map((p) => t("pos_answer", p)).join(", ");
    }
    return JSON.stringify(a);
  }
  function tagDeck(v) { return v.players === 4 ? TAG_DECK.filter((c) => c !== "sum-mid3" && c !== "center-5-or-more") : TAG_DECK; }
  function tagStatus(v) {
    const o = v.outcome;
    if (o && o.over) {
      if (o.draw) return t("draw");
      const parts = [];
      if (o.winners.length) parts.push(t(v.players === 2 ? "winner" : "winners", o.winners.map(playerName).join(", ")));
      if (o.out.length) parts.push(t("out_list", o.out.map(playerName).join(", ")));
      return parts.join(" · ") || t("over");
    }
    if (v.phase === "ended") return t("ended");
    if (v.phase === "setup") return t("setup");
    if (v.last_chance !== undefined && v.last_chance !== null) return t("last_chance", playerName(v.last_chance));
    return v.turn === v.seat ? t("your_turn") : t("turn_of", playerName(v.turn));
  }
  function seatsEl(v) {
    return el("ul", { class: "seats" }, v.seats.map((s) => el("li", { class: v.turn === s.seat && v.phase === "play" ? "turn" : "" },
      playerName(s.seat), " · ",
      v.phase === "setup" ? (s.ready ? t("ready") : t("not_ready")) :
        (s.status === "won" ? t("status_won", s.place) : t("status_" + s.status)))));
  }
  function logEl(v) {
    return el("section", {}, el("h2", {}, t("log")),
      el("ol", { class: "log", reversed: true }, v.log.slice().reverse().map((e) => {
        if (e.kind === "declare") {
          return el("li", {}, t("declared", playerName(e.seat)), ": ",
            e.guess ? el("span", { class: "rack small" }, e.guess.map((x) => tileEl(x))) : "", " ",
            el("b", { class: e.correct ? "good" : "badtxt" }, t(e.correct ? "correct" : "wrong")));
        }
        return el("li", {}, el("div", {}, t("asked", playerName(e.seat)), ": ", el("b", {}, cardText(e.card, e.pick))),
          el("div", { class: "answers" }, Object.keys(e.answers).sort().map((s) =>
            el("span", { class: "ans" }, playerName(+s), ": ", el("b", {}, answerText(e.answers[s]))))));
      })));
  }
  function revealEl(v) {
    if (!v.reveal) return null;
    return el("section", {}, el("h2", {}, t("reveal_all")),
      v.reveal.racks.map((r, i) => el("div", { class: "rackline" }, playerName(i), ": ", el("span", { class: "rack" }, r.map((x) => tileEl(x))))),
      v.reveal.centre ? el("div", { class: "rackline" }, t("centre"), ": ", el("span", { class: "rack" }, v.reveal.centre.map((x) => tileEl(x)))) : null);
  }
  function rowEl(v, send, canAsk) {
    const cards = v.row.map((c) => {
      const choices = I.choices[c];
      const btn = el("button", { class: "card" + (canAsk ? " can" : ""), disabled: !canAsk, type: "button",
        onclick: () => {
          if (!choices) return send({ type: "ask", card: c });
          ui.choosing = ui.choosing === c ? null : c; redraw();
        } }, cardText(c));
      if (choices && ui.choosing === c && canAsk) {
        return el("div", { class: "choice" }, btn, el("div", { class: "pick" }, t("which_number"), " ",
          choices.map((n) => el("button", { type: "button", class: "big", onclick: () => { ui.choosing = null; send({ type: "ask", card: c, pick: n }); } }, String(n)))));
      }
      return btn;
    });
    const drawn = new Set(v.row.concat(v.used));
    const left = tagDeck(v).filter((c) => !drawn.has(c));
    const reveal = v.needs_refill && v.phase !== "over" && v.phase !== "ended" ? el("div", { class: "reveal" },
      el("label", {}, t("reveal_needed"), " ",
        el("select", { onchange: (e) => { if (e.target.value) send({ type: "reveal", card: e.target.value }); } },
          el("option", { value: "" }, t("choose")), left.map((c) => el("option", { value: c }, cardText(c)))))) : null;
    return el("section", {}, el("h2", {}, t("row"), " ", el("small", {}, t("deck_left", v.deck_left))), el("div", { class: "row" }, cards), reveal);
  }
  function startEl(v, send) {
    if (v.phase !== "setup") return null;
    const allReady = v.seats.every((s) => s.ready);
    if (!allReady || v.needs_refill) return null;
    return el("section", {}, el("h2", {}, t("start")), el("div", { class: "buttons" },
      el("button", { type: "button", class: "big", onclick: () => send({ type: "start" }) }, t("start_random")),
      v.seats.map((s) => el("button", { type: "button", onclick: () => send({ type: "start", starter: s.seat }) }, playerName(s.seat)))));
  }
  function tilePicker(n, chosen, onDone, label) {
    const counts = {};
    chosen.forEach((x) => { counts[x] = (counts[x] || 0) + 1; });
    return el("div", { class: "picker" }, el("p", {}, label, " · ", t("tiles_left_hint", n - chosen.length)),
      el("div", { class: "palette" }, TAG_TILES.map((id) => {
        const max = id === "g5" ? 2 : 1, on = counts[id] || 0;
        return el("button", { type: "button", class: "pal" + (on ? " on" : ""), "data-tile": id, onclick: () => {
          if (on >= max || chosen.length >= n) { const i = chosen.indexOf(id); if (i >= 0) chosen.splice(i, 1); }
          else chosen.push(id);
          redraw();
        } }, tileEl(id), on > 1 ? "×2" : "");
      })),
      el("div", { class: "rack" }, chosen.map((x) => tileEl(x))),
      el("button", { type: "button", class: "big", disabled: chosen.length !== n, onclick: onDone }, label));
  }
  const MARK_NEXT = { "": "out", out: "certain", certain: "possible", possible: "" };
  const MARK_SIGN = { out: "✕", certain: "●", possible: "?" };
  function notepadEl(v, send) {
    const me = v.me;
    const grid = el("table", { class: "grid" },
      el("tr", {}, el("th", {}, ""), TAG_TILES.map((id) => el("th", {}, tileEl(id)))),
      Array.from({ length: v.rack_size }, (_, i) => i + 1).map((pos) => el("tr", {}, el("th", {}, t("position", pos)),
        TAG_TILES.map((id) => {
          const k = pos + "/" + id, st = me.marks[k] || "";
          return el("td", { class: "cell " + st, "data-cell": k, onclick: () => send({ type: "mark", pos, tile: id, state: MARK_NEXT[st] }, true) }, MARK_SIGN[st] || "");
        }))));
    const area = el("textarea", { rows: 3, id: "notes" });
    area.value = ui.notesDraft !== undefined ? ui.notesDraft : me.text;
    area.addEventListener("input", () => { ui.notesDraft = area.value; });
    return el("section", {}, el("h2", {}, t("notepad"), " ", el("small", {}, t(me.target === "centre" ? "target_centre" : "target_opponent"))),
      el("p", { class: "help" }, t("grid_help")), el("div", { class: "gridwrap" }, grid),
      el("label", {}, t("notes"), area),
      el("button", { type: "button", onclick: () => send({ type: "note", text: area.value }).then(() => { ui.notesDraft = undefined; toast(t("saved")); }) }, t("save")));
  }
  function tagironSeat(v, send) {
    const me = v.me;
    const out = [el("p", { class: "status" + (v.turn === v.seat && v.phase === "play" ? " mine" : "") }, tagStatus(v)), seatsEl(v)];
    if (me.say) out.push(el("div", { class: "say" }, el("div", {}, t("say_aloud"), " — ", cardText(me.say.card, me.say.pick)), el("div", { class: "sayans" }, answerText(me.say.answer))));
    // My tiles
    if (v.phase === "setup" && (me.tiles.length === 0 || ui.editTiles)) {
      ui.pick = ui.pick || me.tiles.slice();
      out.push(el("section", {}, el("h2", {}, t("my_tiles")),
        tilePicker(v.rack_size, ui.pick, () => send({ type: "tiles", tiles: ui.pick }).then(() => { ui.editTiles = false; ui.pick = null; }), t("save_tiles"))));
    } else {
      out.push(el("section", {}, el("h2", {}, t("my_tiles")), el("div", { class: "rack big" }, me.tiles.map((x) => tileEl(x))),
        v.phase === "setup" ? el("button", { type: "button", onclick: () => { ui.editTiles = true; ui.pick = me.tiles.slice(); redraw(); } }, t("change_tiles")) : null));
    }
    out.push(startEl(v, send));
    if (v.phase !== "setup" || v.row.length || v.needs_refill) out.push(rowEl(v, send, me.can_ask));
    if (me.can_declare) {
      if (ui.declaring) {
        ui.guess = ui.guess || [];
        out.push(el("section", { class: "declare" }, el("h2", {}, t("declare")),
          tilePicker(v.rack_size, ui.guess, () => send({ type: "declare", tiles: ui.guess }).then(() => { ui.declaring = false; ui.guess = null; }), t("confirm_declare")),
          el("button", { type: "button", onclick: () => { ui.declaring = false; ui.guess = null; redraw(); } }, t("cancel"))));
      } else {
        out.push(el("button", { type: "button", class: "big declarebtn", onclick: () => { ui.declaring = true; redraw(); } }, t("declare")));
      }
    }
    out.push(window.TablemateHints ? window.TablemateHints(v, el, t) : null);
    out.push(revealEl(v), logEl(v), notepadEl(v, send));
    return out;
  }
  function tagironPublic(v, send, host) {
    const out = [el("p", { class: "status" }, tagStatus(v)), seatsEl(v)];
    if (host) out.push(startEl(v, send));
    if (v.phase !== "setup" || v.row.length || v.needs_refill || host) out.push(rowEl(v, host ? send : null, false));
    out.push(revealEl(v), logEl(v));
    return out;
  }
  const GAMES = { tagiron: { seat: tagironSeat, public: tagironPublic, players: [2, 3, 4] } };
  window.TablemateGames = GAMES;

  // ---- pages ----
  let redraw = () => {};
  function mount(nodes) { app.replaceChildren(...nodes.flat().filter(Boolean)); }

  function seatPage() {
    const send = (cmd, quiet) => api("POST", "/api/seat/" + token + "/do", cmd).then((r) => { view = r.view; redraw(); return r; });
    redraw = () => {
      if (!view) return;
      document.getElementById("title").textContent = t(view.game) + " · " + playerName(view.seat);
      const g = GAMES[view.game];
      // Keep the notepad text being typed across redraws.
      mount(g.seat(view, send));
    };
    live("/api/seat/" + token + "/events", (v) => { view = v; redraw(); });
  }

  function displayPage() {
    redraw = () => { if (!view) return; document.getElementById("title").textContent = t(view.game) + " · " + t("display"); mount(GAMES[view.game].public(view, null, false)); };
    live("/api/display/" + tableId + "/events", (v) => { view = v; redraw(); });
  }

  function hostPage() {
    let tables = [], current = null, sum = null;
    const send = (cmd) => api("POST", "/api/host/tables/" + current + "/do", cmd).then((r) => { view = r.view; redraw(); return r; });
    async function load() {
      try { tables = await api("GET", "/api/host/tables"); } catch (e) { return askKey(); }
      redraw();
    }
    function askKey() {
      const inp = el("input", { type: "text", placeholder: t("host_key") });
      mount([el("section", {}, el("p", {}, t("enter_key")), inp,
        el("button", { type: "button", class: "big", onclick: () => { location.href = "/host?k=" + encodeURIComponent(inp.value.trim()); } }, t("go")))]);
    }
    function openTable(id) {
      current = id; view = null;
      api("GET", "/api/host/tables/" + id).then((s) => { sum = s; view = s.view; redraw(); });
      live("/api/host/tables/" + id + "/events", (v) => { view = v; redraw(); });
    }
    redraw = () => {
      document.getElementById("title").textContent = t("host");
      if (!current) {
        const game = el("select", { name: "game" }, Object.keys(GAMES).map((g) => el("option", { value: g }, t(g))));
        const players = el("select", { name: "players" });
        const fill = () => { players.replaceChildren(...GAMES[game.value].players.map((n) => el("option", { value: n }, t("n_players", n)))); };
        game.addEventListener("change", fill); fill();
        const hints = el("select", { name: "hints" }, ["full", "possibilities", "check", "off"].map((h) => el("option", { value: h }, t("hints_" + h))));
        mount([el("section", {}, el("h2", {}, t("create")),
          el("div", { class: "form" }, el("label", {}, t("game"), game), el("label", {}, t("players"), players), el("label", {}, t("hints"), hints),
            el("button", { type: "button", class: "big", id: "create", onclick: () =>
              api("POST", "/api/host/tables", { game: game.value, players: +players.value, hints: hints.value }).then((s) => openTable(s.id)) }, t("create")))),
          el("section", {}, el("h2", {}, t("tables")), tables.length ? el("ul", { class: "tables" }, tables.map((s) =>
            el("li", {}, el("button", { type: "button", onclick: () => openTable(s.id) }, t(s.settings.game) + " · " + t("n_players", s.settings.players) + " · " + s.id + " · " + t(s.view.phase))))) : el("p", {}, t("no_tables")))]);
        return;
      }
      if (!view || !sum) return;
      const g = GAMES[view.game];
      mount([
        el("button", { type: "button", onclick: () => { current = null; if (source) source.close(); load(); } }, t("back")),
        el("h2", {}, t(view.game) + " · " + sum.id),
        el("div", { class: "buttons" },
          el("button", { type: "button", disabled: !view.can_undo, onclick: () => send({ type: "undo" }) }, t("undo")),
          el("button", { type: "button", disabled: !view.can_redo, onclick: () => send({ type: "redo" }) }, t("redo")),
          el("a", { href: sum.display, target: "_blank", class: "button" }, t("display")),
          el("button", { type: "button", class: "danger", disabled: view.phase === "ended", onclick: () => { if (confirm(t("confirm_end"))) send({ type: "end" }); } }, t("end_table"))),
        g.public(view, send, true),
        el("section", {}, el("h2", {}, t("join_links")), el("p", {}, t("scan_to_join")),
          el("div", { class: "qrs" }, sum.joins.map((link, i) => el("figure", {},
            el("img", { src: "/api/host/tables/" + sum.id + "/qr/" + i + ".png", alt: playerName(i), width: 200, height: 200 }),
            el("figcaption", {}, el("a", { href: link, target: "_blank" }, playerName(i)))))))]);
    };
    load();
  }

  function indexPage() {
    redraw = () => mount([el("section", {}, el("h1", {}, t("index_title")), el("p", {}, t("index_text")))]);
    redraw();
  }

  const langBtn = document.getElementById("lang");
  function setLang(l) {
    lang = l; localStorage.setItem("lang", l); document.documentElement.lang = l;
    document.cookie = "lang=" + l + "; path=/; SameSite=Lax";
    langBtn.textContent = t("lang_other"); redraw();
  }
  langBtn.addEventListener("click", () => setLang(lang === "ko" ? "en" : "ko"));
  ({ seat: seatPage, display: displayPage, host: hostPage, index: indexPage })[page]();
  setLang(lang);
})();
