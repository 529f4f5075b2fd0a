// The host console: tables (the only one opens by itself), each with its
// step in words and the next action as the main button, names, undo and
// redo that ask first and say what they did, join codes (large on request),
// rematch, the game-night history, and the host key. app.js calls
// TM.hostPage with its toolkit (ui) and page parts (kit).
import { TM } from "./kit.js";
import { I18N } from "./i18n.js";
{
  TM.hostPage = function (ui, kit) {
    const { el, t, api, toast } = ui;
    const GAMES = TM.games;
    let archived = [];
    let tables = [], current = null, sum = null, meta = null, screen = "list", said = "", bigQR = false, showQR = false, keyInfo = null;
    const hist = { game: "", from: "", to: "", data: null };
    const view = () => kit.view();
    // post sends one host action with its own key, and once more with the
    // same key if the reply was lost: the server acts on it once.
    const post = (url, data) => {
      const key = ui.newKey();
      return api("POST", url, data, false, key).catch((e) => {
        if (!e.offline) throw e;
        return new Promise((r) => setTimeout(r, 1500)).then(() => api("POST", url, data, false, key));
      });
    };
    const send = (cmd) => post("/api/host/tables/" + current + "/do", cmd).then((r) => { if (kit.accept(r.view)) redraw(); return r; });

    async function load(auto) {
      const games = ui.games(); // asked at once, beside the tables
      try { tables = await api("GET", "/api/host/tables", undefined, true); } catch (e) { return askKey(); }
      if (!meta) meta = await games;
      // These arrive after the list is drawn: only their own sections are
      // drawn again (a whole redraw would undo a half-filled create form).
      api("GET", "/api/host/key", undefined, true).then((k) => { keyInfo = k; if (screen === "list") swap("section.hostkey", keySection()); }).catch(() => {});
      api("GET", "/api/host/archive", undefined, true).then((a) => { archived = a; if (screen === "list") swap("#archived", archivedSection()); }).catch(() => {});
      // One table (the demo's): straight to it.
      if (auto && tables.length === 1 && !tables[0].view.set_aside && !location.hash) return openTable(tables[0].id);
      redraw();
    }
    function askKey() {
      const inp = el("input", { type: "text", placeholder: t("host_key"), "aria-label": t("host_key") });
      kit.mount([el("section", {}, el("p", {}, t("enter_key")), inp,
        el("button", { type: "button", class: "big", onclick: () => { location.href = "/host?k=" + encodeURIComponent(inp.value.trim()); } }, t("go")))]);
    }
    function openTable(id) {
      current = id; kit.setView(null); screen = "table"; said = ""; bigQR = false; showQR = false;
      // The list holds the table's summary already: drawn at once, then made fresh.
      sum = tables.find((s) => s.id === id) || null;
      if (sum) { kit.accept(sum.view); redraw(); }
      api("GET", "/api/host/tables/" + id).then((s) => { sum = s; kit.accept(s.view); redraw(); });
      kit.live("/api/host/tables/" + id + "/events", (v) => { if (kit.accept(v)) redraw(); });
    }
    function toList() { current = null; kit.closeLive(); screen = "list"; return load(false); }
    // hostNewTable (the "new table" at the top of every console screen) goes
    // to the create form, with its game picker in hand.
    TM.hostNewTable = () => (screen === "list" ? Promise.resolve() : toList()).then(() => {
      const f = document.querySelector("#create-form");
      if (f) { f.scrollIntoView({ block: "start" }); const g = f.querySelector("select"); if (g) g.focus({ preventScroll: true }); }
    });
    function name(i) { return ui.playerName(i); }

    // ---- the list: create a table, open one ----
    function listScreen() {
      const byName = Object.fromEntries(meta.map((g) => [g.name, g]));
      const game = el("select", { name: "game" }, meta.filter((g) => GAMES[g.name]).map((g) => el("option", { value: g.name }, t(g.name))));
      const players = el("select", { name: "players" });
      const hints = el("select", { name: "hints" });
      const hintsLabel = el("label", {}, t("hints"), hints);
      // A game's table options and hint levels, as the server declares them.
      const opts = el("div", { class: "form" });
      const fill = () => {
        const g = byName[game.value];
        players.replaceChildren(...g.players.map((n) => el("option", { value: n }, t("n_players", n))));
        hints.replaceChildren(...g.hints.map((h) => el("option", { value: h }, t("hints_" + h))));
        hintsLabel.hidden = g.hints.length < 2;
        opts.replaceChildren(...(g.options || []).map((o) => el("label", { "data-min": o.min_players || null }, t("opt_" + o.name),
          el("select", { "data-opt": o.name, "data-bool": o.bool ? "1" : null }, o.values.map((v) =>
            el("option", { value: o.bool ? (v ? "1" : "") : String(v), selected: v === o.default },
              o.bool ? t(v ? "yes" : "no") : I18N.en["opt_" + o.name + "_" + v] ? t("opt_" + o.name + "_" + v) // a value with a name (Lexio's stages)
                : I18N.en["opt_" + o.name + "_value"] ? t("opt_" + o.name + "_value", v) : String(v)))))));
      };
      // An option that does not exist at this player count is not offered (13 Clues' expert rule at 2).
      const fit = () => opts.querySelectorAll("[data-min]").forEach((l) => { l.hidden = +players.value < +l.dataset.min; });
      game.addEventListener("change", () => { fill(); fit(); }); players.addEventListener("change", fit); fill(); fit();
      const firstGame = el("input", { type: "checkbox", id: "tm-first-game" });
      const options = () => {
        const out = {};
        opts.querySelectorAll("[data-opt]").forEach((s) => {
          if (s.closest("label").hidden) return; out[s.dataset.opt] = s.dataset.bool ? s.value === "1" : (isNaN(+s.value) ? s.value : +s.value); });
        return out;
      };
      return [
        el("div", { class: "buttons" }, el("button", { type: "button", id: "to-history", onclick: () => { screen = "history"; loadHistory(); } }, t("history"))),
        el("section", { id: "create-form" }, el("h2", {}, t("create")),
          el("div", { class: "form" }, el("label", {}, t("game"), game), el("label", {}, t("players"), players), hintsLabel, opts,
            // First-game mode: every phone of the table teaches each rule when it first matters.
            el("label", { class: "check", id: "tm-first-game-label" }, firstGame, t("first_game_opt")),
            el("button", { type: "button", class: "big", id: "create", onclick: () =>
              post("/api/host/tables", { game: game.value, players: +players.value, hints: hints.value, options: options(), first_game: firstGame.checked || undefined })
                .then((s) => openTable(s.id)) }, t("create")))),
        el("section", {}, el("h2", {}, t("tables")), tables.length ? el("ul", { class: "tables" }, tables.map((s) =>
          el("li", {}, el("button", { type: "button", class: s.view.set_aside ? "warn" : null, "data-table": s.id, onclick: () => openTable(s.id) },
            (s.view.set_aside ? "⚠ " : "") + t(s.settings.game) + " · " + playersOf(s.view) + " · " + t(s.view.set_aside ? "set_aside" : s.view.phase),
            s.settings.practice ? el("span", { class: "tm-practice-mark" }, " · " + t("practice_mark")) : null,
            el("small", { class: "table-when" }, t("started_at", startedAt(s.created)) + " · " + s.id))))) : el("p", {}, t("no_tables"))),
        archivedSection(),
        keySection(),
      ];
    }
    // startedAt tells tables apart by when they were made: "21:05" today, else with the date.
    function startedAt(iso) {
      const d = new Date(iso), loc = ui.lang() === "ko" ? "ko-KR" : "en-GB", hm = d.toLocaleTimeString(loc, { hour: "2-digit", minute: "2-digit" });
      return d.toDateString() === new Date().toDateString() ? hm : d.toLocaleDateString(loc, { month: "short", day: "numeric" }) + " " + hm;
    }
    function playersOf(v) {
      const named = (v.names || []).filter(Boolean);
      return named.length ? named.join(", ") : t("n_players", v.players);
    }

    // ---- one table ----
    function stepOf(v) {
      const g = GAMES[v.game];
      const s = g && g.step ? g.step(v, ui) : null;
      if (typeof s === "string") return { text: s };
      return s || { text: t(v.phase) };
    }
    function stepSection(v) {
      const s = stepOf(v);
      let main = null;
      if (v.next_table) main = el("button", { type: "button", class: "big", id: "go-next", onclick: () => openTable(v.next_table) }, t("go_next_table"));
      else if (v.phase === "over" || v.phase === "ended") main = el("button", { type: "button", class: "big", id: "rematch", onclick: rematch }, t("play_again"));
      else if (s.action) main = el("button", { type: "button", class: "big", id: "main-action", onclick: () => send(s.action.cmd) }, s.action.label);
      return el("section", { class: "step" }, el("p", { class: "step-label" }, t("now")), el("p", { class: "step-text", id: "step" }, s.text), main);
    }
    function rematch() {
      if (!confirm(t("confirm_rematch"))) return;
      post("/api/host/tables/" + current + "/rematch", {}).then((s) => { toast(t("rematch_started")); openTable(s.id); });
    }
    function undoRedo(kind) {
      // The confirmation names the step it takes back or restores.
      const v = kit.view(), what = v && v[kind + "_what"];
      const step = what ? (ui.lang() === "ko" ? what.ko : what.en) : "";
      if (!confirm(step ? t(kind === "undo" ? "confirm_undo_what" : "confirm_redo_what", step) : t(kind === "undo" ? "confirm_undo" : "confirm_redo"))) return;
      send({ type: kind }).then((r) => { said = r.said || ""; toast(said); redraw(); });
    }
    function rename(i) {
      const v = view();
      const cur = (v.names && v.names[i]) || "";
      const n = prompt(t("rename_prompt", name(i)), cur);
      if (n === null || !n.trim()) return;
      send({ type: "name", seat: i, name: n.trim(), color: (v.colors && v.colors[i]) || undefined }).then(() => toast(t("renamed", n.trim())));
    }
    // moveSeat gives a seat a new link and QR code for a new phone: the old
    // link and the phone that held the seat stop at once.
    function moveSeat(i) {
      if (!confirm(t("confirm_move_seat", name(i)))) return;
      post("/api/host/tables/" + sum.id + "/seats/" + i + "/move", {}).then((r) => {
        sum = r.table; showQR = true; toast(t("seat_moved", name(i))); redraw();
      });
    }
    function seatState(v, i) {
      const tried = (v.contested || []).find((c) => c.seat === i);
      const held = v.claimed && v.claimed[i];
      return [
        el("small", { class: "help seat-state", "data-seat-state": held ? "claimed" : "free" }, " · " + t(held ? "seat_in_use" : "seat_free")),
        tried ? el("small", { class: "warn-note", "data-contested": i }, " · " + t("seat_tried", new Date(tried.at).toLocaleTimeString(ui.lang(), { hour: "2-digit", minute: "2-digit" }))) : null,
      ];
    }
    function seatsSection(v) {
      const open = v.phase === "setup";
      const needQR = open || (v.names || []).filter(Boolean).length < v.players || (v.claimed || []).filter(Boolean).length < v.players;
      return el("section", { class: "host-seats" }, el("h2", {}, t("players_names")),
        el("ul", { class: "namelist" }, Array.from({ length: v.players }, (_, i) => el("li", {},
          TM.dot(ui, v, i), el("span", { class: "who" + (v.names && v.names[i] ? "" : " unnamed") }, name(i)),
          v.names && v.names[i] ? null : el("small", { class: "help" }, " · " + t("not_joined")),
          seatState(v, i),
          el("button", { type: "button", class: "rename", "data-seat": i, onclick: () => rename(i) }, t("rename")),
          el("button", { type: "button", class: "move-seat", "data-move": i, onclick: () => moveSeat(i) }, t("move_seat"))))),
        // Once every seat has joined and the game is under way the codes fold
        // away (a phone that lost its page can still have its code shown).
        el("div", { class: "buttons" },
          needQR ? el("button", { type: "button", id: "big-qr", onclick: () => { bigQR = !bigQR; redraw(); } }, t(bigQR ? "qr_small" : "qr_large"))
            : el("button", { type: "button", id: "show-qr", onclick: () => { showQR = !showQR; redraw(); } }, t(showQR ? "qr_hide" : "qr_show"))),
        needQR || showQR ? el("div", { class: "qrs" + (bigQR ? " large" : "") }, sum.joins.map((link, i) => el("figure", {},
          el("img", { src: "/api/host/tables/" + sum.id + "/qr/" + i + ".png?l=" + encodeURIComponent(link.slice(-8)), alt: name(i), width: 200, height: 200 }),
          el("figcaption", {}, el("a", { href: link, target: "_blank" }, name(i)))))) : null,
        open ? el("p", { class: "help" }, t("qr_on_display")) : null);
    }
    function tableScreen() {
      const v = view();
      if (!v || !sum) return [];
      const g = GAMES[v.game];
      return [
        el("div", { class: "buttons" },
          el("button", { type: "button", onclick: toList }, t("back")),
          el("button", { type: "button", onclick: () => { kit.closeLive(); current = null; screen = "history"; loadHistory(); } }, t("history"))),
        el("h2", { class: "table-title" }, t(v.game) + " · " + playersOf(v)),
        v.set_aside ? kit.setAsidePanel(v, sum.id, send, () => post("/api/host/tables/" + sum.id + "/archive", {}).then(() => { toast(t("archived")); toList(); })) : TM.entryNotes(v, send),
        v.set_aside ? null : stepSection(v),
        v.undone ? el("p", { class: "said", role: "status" }, t(v.undone.redo ? "redone_what" : "undone_what", ui.lang() === "ko" ? v.undone.ko : v.undone.en)) : null,
        el("div", { class: "buttons" },
          el("button", { type: "button", id: "undo", disabled: !v.can_undo, onclick: () => undoRedo("undo") }, t("undo")),
          el("button", { type: "button", id: "redo", disabled: !v.can_redo, onclick: () => undoRedo("redo") }, t("redo")),
          el("a", { href: sum.display, target: "_blank", class: "button" }, t("display")),
          el("button", { type: "button", class: "danger", disabled: v.phase === "ended" || v.set_aside, onclick: () => { if (confirm(t("confirm_end"))) send({ type: "end" }); } }, t("end_table"))),
        v.set_aside ? null : g.public(v, send, true, ui),
        seatsSection(v),
      ];
    }

    // ---- history ----
    function query(cursor) {
      const q = new URLSearchParams();
      if (cursor) q.set("cursor", cursor);
      if (hist.game) q.set("game", hist.game);
      if (hist.from) q.set("from", hist.from);
      if (hist.to) q.set("to", hist.to);
      const s = q.toString();
      return s ? "?" + s : "";
    }
    function loadHistory() {
      api("GET", "/api/host/history" + query()).then((d) => { hist.data = d; redraw(); });
      redraw();
    }
    // The list comes a page at a time: the next page joins the ones shown.
    function moreHistory() {
      const d = hist.data;
      api("GET", "/api/host/history" + query(d.next)).then((p) => { hist.data = Object.assign(p, { records: d.records.concat(p.records) }); redraw(); });
    }
    function when(iso) { const d = new Date(iso); return d.toLocaleDateString(ui.lang() === "ko" ? "ko-KR" : "en-GB") + " " + d.toLocaleTimeString(ui.lang() === "ko" ? "ko-KR" : "en-GB", { hour: "2-digit", minute: "2-digit" }); }
    function minutes(s) { return t("minutes", Math.max(1, Math.round(s / 60))); }
    // recName names a seat of a past game: the chosen name next to the seat number ("민지 (플레이어 2)").
    function recName(r, i) { return r.names && r.names[i] ? r.names[i] + " (" + t("player", i + 1) + ")" : t("player", i + 1); }
    function placesText(r) {
      if (r.ended) return [t("ended_early")].concat(Array.from({ length: r.players }, (_, i) => recName(r, i))).join(" · ");
      const order = r.result.places.map((p, i) => [p, i]).filter((x) => x[0] > 0).sort((a, b) => a[0] - b[0]);
      return order.map(([p, i]) => t("place_of", p, recName(r, i))).join(" · ");
    }
    function chart(players) {
      const series = players.filter((p) => p.series && p.series.length);
      if (!series.length) return null;
      const W = 600, H = 220, pad = 28, padX = 64;
      const all = series.flatMap((p) => p.series).concat([0]);
      const lo = Math.min(...all), hi = Math.max(...all), n = Math.max(...series.map((p) => p.series.length));
      const x = (i) => padX + (n > 1 ? i * (W - padX - pad) / (n - 1) : 0), y = (c) => H - pad - (hi === lo ? 0 : (c - lo) * (H - 2 * pad) / (hi - lo));
      const palette = ["#d32f2f", "#1565c0", "#2e7d32", "#ef6c00", "#7b1fa2", "#00897b", "#6d4c41", "#ec407a"];
      const ns = "http://www.w3.org/2000/svg";
      const svg = document.createElementNS(ns, "svg");
      svg.setAttribute("viewBox", "0 0 " + W + " " + H); svg.setAttribute("class", "lx-chart"); svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", t("chips_chart"));
      const line = (x1, y1, x2, y2, c) => { const l = document.createElementNS(ns, "line"); [["x1", x1], ["y1", y1], ["x2", x2], ["y2", y2], ["stroke", c]].forEach(([k, v]) => l.setAttribute(k, v)); svg.append(l); };
      line(padX, y(0), W - pad, y(0), "#999");
      // Axis labels at 24 units: at least 12 px on a phone (the chart is drawn 600 units wide).
      const label = (txt, ty) => { const e = document.createElementNS(ns, "text"); [["x", 2], ["y", ty], ["font-size", 24], ["fill", "#444"]].forEach(([k, v]) => e.setAttribute(k, v)); e.textContent = txt; svg.append(e); };
      [hi, lo, 0].filter((c, i, a) => a.indexOf(c) === i).forEach((c) => label((c > 0 ? "+" : "") + c, Math.min(H - 4, Math.max(22, y(c) + 8))));
      series.forEach((p, k) => {
        const pl = document.createElementNS(ns, "polyline");
        pl.setAttribute("points", p.series.map((c, i) => x(i) + "," + y(c)).join(" "));
        pl.setAttribute("fill", "none"); pl.setAttribute("stroke", palette[k % palette.length]); pl.setAttribute("stroke-width", "3");
        svg.append(pl);
      });
      return el("figure", { class: "hist-chart" }, svg, el("figcaption", {}, series.map((p, k) =>
        el("span", { class: "legend" }, el("span", { class: "dot", style: "background:" + palette[k % palette.length] }), p.name + " " + (p.chips > 0 ? "+" : "") + p.chips))));
    }
    function historyScreen() {
      const games = el("select", { id: "hist-game", onchange: (e) => { hist.game = e.target.value; loadHistory(); } },
        el("option", { value: "" }, t("all_games")), (meta || []).map((g) => el("option", { value: g.name, selected: hist.game === g.name }, t(g.name))));
      const from = el("input", { type: "date", id: "hist-from", value: hist.from, onchange: (e) => { hist.from = e.target.value; loadHistory(); } });
      const to = el("input", { type: "date", id: "hist-to", value: hist.to, onchange: (e) => { hist.to = e.target.value; loadHistory(); } });
      const d = hist.data;
      const out = [
        el("div", { class: "buttons" }, el("button", { type: "button", onclick: toList }, t("back"))),
        el("section", {}, el("h2", {}, t("history")),
          el("div", { class: "form" }, el("label", {}, t("game"), games), el("label", {}, t("date_from"), from), el("label", {}, t("date_to"), to)),
          el("div", { class: "buttons" },
            el("a", { class: "button", href: "/api/host/history/export.csv" + query(), download: "" }, t("export_csv")),
            el("a", { class: "button", href: "/api/host/history/export.json" + query(), download: "" }, t("export_json")))),
      ];
      if (!d) return out.concat(el("p", {}, "…"));
      // The questions and chips columns only when some game of the filter has them.
      const solving = d.players.some((p) => p.solved), chipping = d.players.some((p) => p.series && p.series.length);
      out.push(el("section", { class: "hist-players" }, el("h2", {}, t("per_player")), d.players.length ? el("div", { class: "scroll" }, el("table", { class: "hist" },
        el("tr", {}, el("th", {}, t("name")), el("th", {}, t("played")), el("th", {}, t("won")), el("th", {}, t("avg_place")),
          solving ? el("th", { title: t("questions_to_solve_help") }, t("questions_to_solve")) : null, chipping ? el("th", {}, t("chips")) : null),
        d.players.map((p) => el("tr", {}, el("td", {}, p.name), el("td", {}, p.played), el("td", {}, p.won), el("td", {}, p.placed ? p.average_place.toFixed(2) : "–"),
          solving ? el("td", {}, p.solved ? (p.questions / p.solved).toFixed(1) : "–") : null,
          chipping ? el("td", {}, p.series ? (p.chips > 0 ? "+" : "") + p.chips : "–") : null)))) : el("p", {}, t("no_named_players")),
        chart(d.players)));
      out.push(el("section", { class: "hist-games" }, el("h2", {}, t("games_played", d.total)),
        d.dropped ? el("p", { class: "help", id: "hist-dropped" }, t("history_bounded", d.bound, d.dropped)) : null,
        d.records.length ? el("ol", { class: "hist-list" }, d.records.map((r) => el("li", { "data-table": r.table },
          el("div", {}, el("strong", {}, t(r.game)), " · ", when(r.started), " · ", minutes(r.seconds)),
          el("div", { class: "hist-places" }, placesText(r)),
          el("button", { type: "button", class: "small-del", onclick: () => { if (confirm(t("confirm_delete_one"))) post("/api/host/history/delete", { tables: [r.table] }).then(loadHistory); } }, t("delete"))))) : el("p", {}, t("no_history")),
        d.next ? el("button", { type: "button", id: "hist-more", onclick: moreHistory }, t("more_games")) : null,
        d.records.length ? el("button", { type: "button", class: "danger", id: "hist-delete-all", onclick: () => {
          if (confirm(t("confirm_delete_all"))) post("/api/host/history/delete", { all: true }).then((r) => { toast(t("deleted_n", r.deleted)); loadHistory(); });
        } }, t("delete_all")) : null));
      return out;
    }

    // ---- the host key ----
    function swap(sel, node) {
      const old = document.querySelector(sel);
      if (old) old.replaceWith(node); else if (!current && meta) redraw();
    }
    function archivedSection() {
      if (!archived.length) return el("div", { id: "archived", hidden: true });
      return el("section", { id: "archived" }, el("h2", {}, t("archived_tables")), el("ul", { class: "tables" }, archived.map((a) =>
        el("li", {}, t(a.game) + " · " + a.id + " ", el("a", { class: "button", href: a.log, download: "" }, t("download_log"))))));
    }
    function keySection() {
      return el("section", { class: "hostkey" }, el("h2", {}, t("host_key")),
        el("p", { id: "host-devices" }, keyInfo ? t("devices_signed_in", keyInfo.devices, keyInfo.minutes) : "…"),
        el("p", { class: "help" }, t("devices_help")),
        el("p", { class: "help" }, t("rotate_help")),
        el("button", { type: "button", class: "danger", id: "rotate-key", onclick: () => {
          if (!confirm(t("confirm_rotate"))) return;
          post("/api/host/key/rotate", {}).then((r) => { keyInfo = { devices: r.devices, minutes: r.minutes, link: r.link }; toast(t("rotated")); redraw(); });
        } }, t("rotate_key")),
        keyInfo && keyInfo.link ? el("p", {}, t("new_link"), " ", el("code", { class: "newlink" }, keyInfo.link)) : null);
    }

    function redraw() {
      document.getElementById("title").textContent = t("host");
      if (screen === "history") { kit.mount(historyScreen()); return; }
      if (!current) { if (meta) kit.mount(listScreen()); return; }
      kit.mount(tableScreen());
    }
    kit.setRedraw(redraw);
    load(true);
  };

  TM.words({
    ko: {
      first_game_opt: "처음 하는 게임 (모든 휴대폰에 규칙 팁)", practice_mark: "연습",
      now: "지금", play_again: "같은 사람들과 한 판 더", confirm_rematch: "같은 사람, 같은 게임과 옵션으로 새 테이블을 만들고 모든 휴대폰을 옮길까요?",
      rematch_started: "새 테이블을 만들었습니다. 휴대폰들이 스스로 옮겨 갑니다", go_next_table: "새 테이블로 가기",
      confirm_undo: "마지막 진행을 되돌릴까요?", started_at: "{0} 시작", confirm_undo_what: "이 진행을 되돌릴까요?\n{0}", confirm_redo_what: "이 진행을 다시 할까요?\n{0}", undone_what: "되돌렸습니다: {0}", redone_what: "다시 했습니다: {0}", confirm_redo: "되돌린 진행을 다시 할까요?",
      players_names: "플레이어", rename: "이름 바꾸기", rename_prompt: "{0}의 새 이름", renamed: "이름을 {0}{으로/로} 바꿨습니다", not_joined: "아직 참가 전",
      qr_large: "QR 코드 크게 보기", qr_small: "QR 코드 작게 보기", qr_on_display: "빈 자리의 QR 코드는 테이블 화면에도 나옵니다.",
      history: "게임 기록", all_games: "모든 게임", date_from: "시작일", date_to: "종료일", export_csv: "CSV로 내보내기", export_json: "JSON으로 내보내기",
      per_player: "플레이어별 기록", name: "이름", played: "게임 수", won: "승리", avg_place: "평균 순위", questions_to_solve: "정답까지 질문", questions_to_solve_help: "정답을 맞힌 게임에서 맞히기 전까지 한 질문 수의 평균", chips: "칩 증감",
      qr_show: "참가 QR 코드 보기", qr_hide: "참가 QR 코드 숨기기",
      no_named_players: "이름이 있는 플레이어의 기록이 아직 없습니다", games_played: "끝난 게임 {0}판", no_history: "아직 끝난 게임이 없습니다",
      more_games: "더 보기", history_bounded: "게임 기록은 최근 {0}판까지 남깁니다. 그보다 오래된 {1}판은 지웠습니다",
      place_of: "{0}위 {1}", ended_early: "도중에 끝냄", minutes: "{0}분", delete: "지우기", delete_all: "기록 모두 지우기",
      confirm_delete_one: "이 게임을 기록에서 지울까요? 테이블 자체는 남습니다.", confirm_delete_all: "게임 기록을 모두 지울까요? 되돌릴 수 없습니다. 먼저 내보내 두세요.",
      deleted_n: "기록 {0}개를 지웠습니다", chips_chart: "판마다 달라진 칩",
      devices_signed_in: "지난 {1}분 동안 호스트 키를 쓴 기기: {0}대", devices_help: "열려 있는 호스트 화면과 호스트 키를 보내는 프로그램을 셉니다.", rotate_key: "호스트 키 바꾸기", rotate_help: "키를 바꾸면 예전 호스트 링크와 다른 기기의 호스트 화면은 더 이상 쓸 수 없습니다. 이 기기는 계속 로그인됩니다.",
      confirm_rotate: "호스트 키를 바꿀까요? 다른 기기는 새 링크로 다시 들어와야 합니다.", rotated: "호스트 키를 바꿨습니다", new_link: "새 호스트 링크:",
      seat_in_use: "휴대폰에서 사용 중", seat_free: "아직 아무 휴대폰도 열지 않음", seat_tried: "{0}에 다른 휴대폰이 이 자리를 열려고 했습니다",
      move_seat: "새 휴대폰으로 옮기기", confirm_move_seat: "{0}의 자리를 새 휴대폰으로 옮길까요? 지금 쓰는 휴대폰과 예전 링크는 바로 멈추고, 새 QR 코드가 나옵니다.",
      seat_moved: "{0}의 새 QR 코드입니다. 새 휴대폰으로 스캔하세요",
    },
    en: {
      first_game_opt: "First game (rule tips on every phone)", practice_mark: "practice",
      now: "Now", play_again: "Play again with the same players", confirm_rematch: "Start a new table with the same players, game and options, and move every phone to it?",
      rematch_started: "New table started: the phones move by themselves", go_next_table: "Go to the new table",
      confirm_undo: "Undo the last move?", started_at: "started {0}", confirm_undo_what: "Undo this move?\n{0}", confirm_redo_what: "Redo this move?\n{0}", undone_what: "Undone: {0}", redone_what: "Redone: {0}", confirm_redo: "Redo the move that was undone?",
      players_names: "Players", rename: "Rename", rename_prompt: "New name for {0}", renamed: "Renamed to {0}", not_joined: "not joined yet",
      qr_large: "Show the QR codes large", qr_small: "Show the QR codes small", qr_on_display: "The table display shows the QR codes of empty seats too.",
      history: "Game history", all_games: "All games", date_from: "From", date_to: "To", export_csv: "Export CSV", export_json: "Export JSON",
      per_player: "Per player", name: "Name", played: "Played", won: "Won", avg_place: "Average place", questions_to_solve: "Questions to solve", questions_to_solve_help: "Average questions asked before solving, in the games the player solved", chips: "Chips ±",
      qr_show: "Show the join QR codes", qr_hide: "Hide the join QR codes",
      no_named_players: "No named player has finished a game yet", games_played: "Finished games: {0}", no_history: "No finished games yet",
      more_games: "Show more", history_bounded: "The history keeps the newest {0} games: the {1} older ones were let go",
      place_of: "{0}. {1}", ended_early: "ended early", minutes: "{0} min", delete: "Delete", delete_all: "Delete all history",
      confirm_delete_one: "Delete this game from the history? The table itself stays.", confirm_delete_all: "Delete the whole game history? This cannot be undone: export it first.",
      deleted_n: "Deleted {0} records", chips_chart: "Chips across deals and tables",
      devices_signed_in: "Devices that used the host key in the last {1} minutes: {0}", devices_help: "Counts open host consoles and programs that send the key.", rotate_key: "Rotate the host key", rotate_help: "A new key stops every old host link and every other device's console. This device stays signed in.",
      confirm_rotate: "Rotate the host key? Other devices must sign in again with the new link.", rotated: "Host key rotated", new_link: "New host link:",
      seat_in_use: "in use on a phone", seat_free: "no phone has opened it yet", seat_tried: "another phone tried to open this seat at {0}",
      move_seat: "Move to a new phone", confirm_move_seat: "Move {0}'s seat to a new phone? The phone using it now and the old link stop at once, and a new QR code appears.",
      seat_moved: "New QR code for {0}: scan it with the new phone",
    },
  });
}
