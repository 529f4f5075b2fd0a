// Tagiron's pages: the seat's phone (tiles, question row, answer to say
// aloud, declaration, notepad, hints) and the public view (host, display).
import { TM } from "./kit.js";
{
  const CHOICES = {"where-1-or-2": [1, 2], "where-3-or-4": [3, 4], "where-6-or-7": [6, 7], "where-8-or-9": [8, 9]};
  // The page kit (kit.js): every shared piece this script draws with.
  const tk = TM.kit, { el, t, playerName, redraw, toast } = tk, ui = tk.local;
  const TAG_TILES = ["r0","b0","r1","b1","r2","b2","r3","b3","r4","b4","g5","r6","b6","r7","b7","r8","b8","r9","b9"];
  // The question cards and their words are the game's vocabulary (GET /api/games).
  const TAG_DECK = () => tk.terms("tagiron");
  // Colour carries meaning, so each colour has a symbol too (as Code 777's tiles do).
  const SYM = { r: "▲", b: "●", g: "■" };
  // tileName names a tile in words, never by its id: "빨간 3", "blue 3".
  function tileName(id) { return t("tg_tile_" + id[0], id.slice(1)); }
  function tileEl(id, attrs) {
    const cls = { r: "red", b: "blue", g: "green" }[id[0]];
    return el("span", Object.assign({ class: "tile " + cls, title: tileName(id), role: "img", "aria-label": tileName(id) }, attrs || {}),
      id.slice(1), el("small", { "aria-hidden": "true" }, SYM[id[0]]));
  }
  function cardText(id, pick) {
    let s = tk.term("tagiron", id);
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
      // One wording everywhere (the tips say it the same): "2번째, 3번째", "positions 2 and 3".
      if (tk.lang() === "en" && a.length > 1) return "positions " + a.slice(0, -1).join(", ") + " and " + a[a.length - 1];
      return a.map((p) => t("tg_pos_answer", p)).join(", ");
    }
    return JSON.stringify(a);
  }
  function tagDeck(v) { return TAG_DECK().filter((c) => v.players !== 4 || (c !== "sum-mid3" && c !== "center-5-or-more")); }
  function tagStatus(v) {
    const o = v.outcome;
    if (o && o.over) {
      if (o.draw) return t("tg_draw");
      const parts = [];
      // Places as places: "1위 민지 · 2위 Jihun"; only the first place is the winner.
      const placed = v.seats.filter((s) => s.status === "won").sort((a, b) => (a.place || 1) - (b.place || 1));
      if (v.players === 2 || placed.length < 2) { if (o.winners.length) parts.push(t("tg_winner", o.winners.map(playerName).join(", "))); }
      else parts.push(t("tg_winners", tk.placesLine(placed.map((s) => ({ seat: s.seat, place: s.place || 1 })))));
      if (o.out.length) parts.push(t("tg_out_list", o.out.map(tk.selfOrName).join(", ")));
      return parts.join(" · ") || t("over");
    }
    if (v.phase === "ended") return t("ended");
    if (v.phase === "setup") return t("setup");
    if (v.last_chance !== undefined && v.last_chance !== null) return t("tg_last_chance", playerName(v.last_chance));
    return v.turn === v.seat ? t("your_turn") : t("turn_of", playerName(v.turn));
  }
  function seatsEl(v) {
    return el("ul", { class: "seats" }, v.seats.map((s) => el("li", { class: v.turn === s.seat && v.phase === "play" ? "turn" : "" },
      playerName(s.seat), " · ",
      v.phase === "setup" ? (s.ready ? t("ready") : t("not_ready")) :
        (s.status === "won" ? t("tg_status_won", s.place) :
          // Once the game is over, nobody is still "playing": they did not solve it.
          s.status === "playing" && ((v.outcome && v.outcome.over) || v.phase === "over" || v.phase === "ended") ? t("tg_status_unsolved") : t("tg_status_" + s.status)))));
  }
  function logEl(v) {
    return el("section", {}, el("h2", {}, t("tg_log")),
      el("ol", { class: "log", reversed: true }, v.log.map((e, i) => [e, i]).reverse().map(([e, i]) => {
        const hl = tk.whyLog && tk.whyLog(i) ? "why-hl" : null; // an answer that proves the open "why?"
        if (e.kind === "declare") {
          return el("li", { class: hl }, t("tg_declared", playerName(e.seat)), ": ",
            e.guess ? el("span", { class: "rack small" }, e.guess.map((x) => tileEl(x))) : "", " ",
            el("b", { class: e.correct ? "good" : "badtxt" }, t(e.correct ? "correct" : "wrong")));
        }
        return el("li", { class: hl, "data-log": i }, el("div", {}, t("tg_asked", playerName(e.seat)), ": ", el("b", {}, cardText(e.card, e.pick))),
          el("div", { class: "answers" }, Object.keys(e.answers).sort().map((s) =>
            el("span", { class: "ans" }, playerName(+s), ": ", el("b", {}, answerText(e.answers[s]))))));
      })));
  }
  // keepLog draws the log again only when it, a name or an open "why?" changed.
  function keepLog(v) { return tk.keep("tg-log", [v.log, v.names, v.seat, tk.whyShown()], () => logEl(v)); }
  function revealEl(v) {
    if (!v.reveal) return null;
    return el("section", {}, el("h2", {}, t("tg_reveal_all")),
      v.reveal.racks.map((r, i) => el("div", { class: "rackline" }, playerName(i), ": ", el("span", { class: "rack" }, r.map((x) => tileEl(x))))),
      v.reveal.centre ? el("div", { class: "rackline" }, t("tg_centre"), ": ", el("span", { class: "rack" }, v.reveal.centre.map((x) => tileEl(x)))) : null);
  }
  function rowEl(v, send, canAsk) {
    const cards = v.row.map((c) => {
      const choices = CHOICES[c];
      const btn = el("button", { class: "card" + (canAsk ? " can" : ""), "data-card": c, disabled: !canAsk, type: "button",
        onclick: () => {
          if (!choices) return send({ type: "ask", card: c });
          ui.choosing = ui.choosing === c ? null : c; redraw();
        } }, cardText(c));
      if (choices && ui.choosing === c && canAsk) {
        return el("div", { class: "choice" }, btn, el("div", { class: "pick" }, t("tg_which_number"), " ",
          choices.map((n) => el("button", { type: "button", class: "big", "data-pick": n, onclick: () => { ui.choosing = null; send({ type: "ask", card: c, pick: n }); } }, String(n)))));
      }
      return btn;
    });
    // Only a page that can act (a phone, the host) enters drawn cards; the display just shows.
    const reveal = send && v.needs_refill && v.phase !== "over" && v.phase !== "ended" ? el("div", { class: "reveal" },
      el("label", {}, t("tg_reveal_needed"), " ",
        el("select", { onchange: (e) => { if (e.target.value) send({ type: "reveal", card: e.target.value }); } },
          el("option", { value: "" }, t("tg_choose")), cardsLeft(v).map((c) => el("option", { value: c }, cardText(c)))))) : null;
    // Every phone and the display warn before the last card: its answer ends the game.
    const last = v.last_question ? el("p", { class: "tg-last-question" }, t("tg_last_question")) : null;
    return el("section", {}, el("h2", {}, t("tg_row"), " ", el("small", {}, t("tg_deck_left", v.deck_left))), last, el("div", { class: "row" }, cards), reveal);
  }
  // cardsLeft are the cards still in the deck, in the reader's alphabetical
  // order. The whole deck is sorted once per language and deck (sorting by
  // words is slow on a phone), then filtered on every draw.
  const sortedDecks = new Map();
  function sortedDeck(v) {
    const deck = tagDeck(v), lang = tk.lang(), key = lang + "|" + deck.join(",");
    let sorted = sortedDecks.get(key);
    if (!sorted) {
      const order = new Intl.Collator(lang);
      sorted = deck.map((c) => [c, cardText(c)]).sort((a, b) => order.compare(a[1], b[1])).map((x) => x[0]);
      sortedDecks.set(key, sorted);
    }
    return sorted;
  }
  // warmDeck sorts the deck while the phone is idle, once per language, so
  // the first card to enter does not stall a live update (making a collator
  // costs a cheap phone tens of milliseconds).
  const warmed = new Set();
  function warmDeck(v) {
    const lang = tk.lang();
    if (warmed.has(lang) || !tagDeck(v).length) return;
    warmed.add(lang);
    const later = window.requestIdleCallback || ((f) => setTimeout(f, 200));
    later(() => sortedDeck(v));
  }
  function cardsLeft(v) {
    const drawn = new Set(v.row.concat(v.used));
    return sortedDeck(v).filter((c) => !drawn.has(c));
  }
  function startEl(v, send) {
    if (v.phase !== "setup") return null;
    if (!v.seats.every((s) => s.ready) || v.needs_refill) return null;
    return tk.startChoice(v.seats.length, send);
  }
  // tilePicker: with ask, the last tap is an act that stays, asked once (kit sure).
  function tilePicker(n, chosen, onDone, label, prompt, ask) {
    const counts = {};
    chosen.forEach((x) => { counts[x] = (counts[x] || 0) + 1; });
    return el("div", { class: "picker" }, el("p", {}, prompt, " · ", t("tiles_left_hint", n - chosen.length)),
      el("div", { class: "palette" }, TAG_TILES.map((id) => {
        const max = id === "g5" ? 2 : 1, on = counts[id] || 0;
        return el("button", { type: "button", class: "pal" + (on ? " on" : ""), "data-tile": id, onclick: () => {
          if (on >= max || chosen.length >= n) { const i = chosen.indexOf(id); if (i >= 0) chosen.splice(i, 1); }
          else chosen.push(id);
          redraw();
        } }, tileEl(id), on > 1 ? "×2" : "");
      })),
      el("div", { class: "rack" }, chosen.map((x) => tileEl(x))),
      ask && chosen.length === n ? tk.sure("declare", { class: "big declare-go" }, label, ask, onDone)
        : el("button", { type: "button", class: "big", disabled: chosen.length !== n, onclick: onDone }, label));
  }
  const MARK_NEXT = { "": "out", out: "certain", certain: "possible", possible: "" };
  const MARK_SIGN = { out: "✕", certain: "●", possible: "?" };
  // mine lists the tiles on my own rack: they cannot be the target's, so the
  // notepad strikes them out from the start (the second green 5 stays open
  // when I hold only one).
  function mineOf(me) {
    const n = {};
    me.tiles.forEach((x) => { n[x] = (n[x] || 0) + 1; });
    return new Set(Object.keys(n).filter((x) => x !== "g5" || n[x] >= 2));
  }
  // The notepad, made for a phone: one position at a time (tabs of at least
  // 44 px), its 19 tiles as big buttons, own tiles struck out, and quick
  // marks for a whole position and a whole number. An overview of every
  // position stays readable at the end of the game.
  function notepadEl(v, send) {
    const me = v.me, mine = mineOf(me), n = v.rack_size;
    const live = v.phase !== "over" && v.phase !== "ended";
    const pos = ui.padPos = Math.min(Math.max(ui.padPos || 1, 1), n);
    const markOf = (p, id) => me.marks[p + "/" + id] || "";
    const open = (p) => TAG_TILES.filter((id) => !mine.has(id) && markOf(p, id) !== "out");
    const certain = (p) => TAG_TILES.find((id) => markOf(p, id) === "certain");
    const many = (marks) => marks.length && send({ type: "mark", marks });
    const tabs = el("div", { class: "tg-tabs", role: "tablist", "aria-label": t("tg_positions") },
      Array.from({ length: n }, (_, i) => i + 1).map((p) => {
        const c = certain(p);
        return el("button", { type: "button", role: "tab", class: "tg-tab" + (p === pos ? " on" : ""), "aria-selected": p === pos ? "true" : "false",
          "data-pos": p, onclick: () => { ui.padPos = p; redraw(); } },
        el("b", {}, t("tg_position", p)), c ? tileEl(c) : el("small", {}, t("tg_open_count", open(p).length)));
      }));
    const cells = el("div", { class: "tg-cells", role: "group", "aria-label": t("tg_position_tiles", pos) }, TAG_TILES.map((id) => {
      const st = markOf(pos, id), own = mine.has(id), k = pos + "/" + id;
      // In why? mode a tap explains the cell instead of marking it.
      const is = ui.whyMode ? whyClaim(v, k, pos, id) : null;
      return el("button", { type: "button", class: "tg-cell " + st + (own ? " mine" : "") + tk.cellWhyClass(k, is, "grid"),
        "data-cell": k, disabled: !live && !ui.whyMode,
        "aria-label": tileName(id) + " · " + (own ? t("tg_mine") : t("tg_mark_" + (st || "blank"))),
        onclick: tk.cellTap(k, is, "grid", () => send({ type: "mark", pos, tile: id, state: MARK_NEXT[st] })) },
      tileEl(id), el("b", { class: "tg-sign", "aria-hidden": "true" }, own ? "" : MARK_SIGN[st] || ""));
    }));
    // The quick marks fold under one line (a tap opens them; they stay open).
    const quick = live && !ui.whyMode ? tk.fold("quick", t("tg_quick"), el("div", { class: "tg-quick" },
      el("div", { class: "buttons" },
        el("button", { type: "button", "data-quick": "rest-out", onclick: () => many(TAG_TILES.filter((id) => !mine.has(id) && markOf(pos, id) === "")
          .map((id) => ({ pos, tile: id, state: "out" }))) }, t("tg_rest_out", pos)),
        el("button", { type: "button", "data-quick": "clear", onclick: () => many(TAG_TILES.filter((id) => markOf(pos, id) !== "")
          .map((id) => ({ pos, tile: id, state: "" }))) }, t("tg_clear_pos", pos))),
      el("p", { class: "help" }, t("tg_number_out")),
      el("div", { class: "tg-nums" }, Array.from({ length: 10 }, (_, k) => k).map((k) =>
        el("button", { type: "button", "data-num": k, "aria-label": t("tg_number_out_n", k), onclick: () => {
          const marks = [];
          for (let p = 1; p <= n; p++) TAG_TILES.filter((id) => +id.slice(1) === k && !mine.has(id) && markOf(p, id) === "")
            .forEach((id) => marks.push({ pos: p, tile: id, state: "out" }));
          many(marks);
        } }, String(k)))))) : null;
    const overview = el("table", { class: "tg-overview" }, el("caption", {}, t("tg_overview")),
      Array.from({ length: n }, (_, i) => i + 1).map((p) => {
        const c = certain(p), left = open(p);
        return el("tr", {}, el("th", { scope: "row" }, t("tg_position", p)),
          el("td", {}, c ? [tileEl(c), " ", t("tg_mark_certain")] : left.length <= 6 ? left.map((id) => tileEl(id)) : t("tg_open_count", left.length)));
      }));
    // The tab above names the notepad: its heading stays for screen readers only; whose tiles it is rides on the help line.
    const whose = el("b", {}, t(me.target === "centre" ? "tg_target_centre" : "tg_target_opponent"));
    return el("section", { class: "tg-pad", "data-tab-as": "notepad" }, el("h2", { class: "sr-only" }, t("notepad")),
      tk.whyModeButton(v), el("p", { class: "help" }, whose, live || ui.whyMode ? [" · ", t(ui.whyMode ? "why_mode_on" : "tg_grid_help")] : null), tabs, cells, tk.whyBox(v, "grid"), quick, overview,
      tk.notesBox(me.text, send));
  }
  // ---- "why?" on the notepad: a mode in which tapping a cell explains it instead of marking it ----
  let lastHints = null;
  // whyClaim is what a cell claims, to explain: the player's own mark, else (above "check my notes")
  // what the hints show as certain; null when the cell claims nothing certain.
  function whyClaim(v, k, pos, id) {
    const st = v.me.marks[k];
    if (st === "out") return false;
    if (st === "certain") return true;
    const p = lastHints && lastHints.possible && lastHints.possible[pos - 1];
    if (!p || v.hints === "check") return null;
    if (!p.includes(id)) return false;
    return p.length === 1 ? true : null;
  }
  /** @param {import("./types.js").TagironView} v */
  function tagironSeat(v, send) {
    const me = v.me;
    const out = [el("p", { class: "status" + (v.turn === v.seat && v.phase === "play" ? " mine" : "") }, tagStatus(v)), seatsEl(v)];
    if (me.say) out.push(TM.practice && TM.practice()
      // At a table of bots nobody hears an answer: the phone gave it, said in one line.
      ? el("div", { class: "say say-phone" }, cardText(me.say.card, me.say.pick), " → ", el("b", { class: "sayans" }, answerText(me.say.answer)), " ", el("small", {}, t("tg_said_phone")))
      : el("div", { class: "say" }, el("div", {}, t("say_aloud"), " — ", cardText(me.say.card, me.say.pick)), el("div", { class: "sayans" }, answerText(me.say.answer))));
    // My tiles
    if (v.phase === "setup" && (me.tiles.length === 0 || ui.editTiles)) {
      ui.pick = ui.pick || me.tiles.slice();
      out.push(el("section", {}, el("h2", {}, t("tg_my_tiles")),
        tilePicker(v.rack_size, ui.pick, () => send({ type: "tiles", tiles: ui.pick }).then(() => { ui.editTiles = false; ui.pick = null; redraw(); }), t("tg_save_tiles"), t("tg_pick_tiles", v.rack_size))));
    } else {
      // Once the game is on, my rack is one line beside its heading (it no longer changes).
      out.push(el("section", { class: v.phase === "setup" ? null : "tg-mine" }, el("h2", {}, t("tg_my_tiles")), el("div", { class: "rack big" }, me.tiles.map((x) => tileEl(x))),
        v.phase === "setup" ? el("button", { type: "button", onclick: () => { ui.editTiles = true; ui.pick = me.tiles.slice(); redraw(); } }, t("tg_change_tiles")) : null));
    }
    out.push(startEl(v, send));
    const over = v.phase === "over" || v.phase === "ended";
    // The end: the result, every tile revealed, the log and the notepad; no cards left to ask.
    if (!over && (v.phase !== "setup" || v.row.length || v.needs_refill)) {
      warmDeck(v);
      out.push(tk.keep("tg-row", [v.row, v.used, v.needs_refill, v.phase, v.deck_left, v.last_question, v.players, me.can_ask, ui.choosing], () => rowEl(v, send, me.can_ask)));
    }
    if (me.can_declare) {
      if (ui.declaring) {
        ui.guess = ui.guess || [];
        out.push(el("section", { class: "declare" }, el("h2", {}, t("tg_declare")),
          tilePicker(v.rack_size, ui.guess, () => send({ type: "declare", tiles: ui.guess }).then(() => { ui.declaring = false; ui.guess = null; redraw(); }), t("tg_confirm_declare"), t("tg_declare_pick", v.rack_size), t("tg_sure_declare")),
          el("button", { type: "button", onclick: () => { ui.declaring = false; ui.guess = null; redraw(); } }, t("tg_cancel"))));
      } else {
        out.push(el("button", { type: "button", class: "big declarebtn", onclick: () => { ui.declaring = true; redraw(); } }, t("tg_declare")));
      }
    }
    out.push(tk.hints(v));
    // The notepad is drawn from the marks, the rack, the target and the note only: an answer said or
    // a turn passing (me.say, me.can_ask) leaves it as it is.
    out.push(revealEl(v), keepLog(v), tk.keep("tg-pad", [me.marks, me.tiles, me.target, me.text, v.phase, v.hints, v.rack_size, ui.padPos, ui.whyMode, ui.folds, tk.whyShown(), ui.whyMode ? lastHints : null],
      () => notepadEl(v, send)));
    return out;
  }
  /** @param {import("./types.js").TagironView} v */
  function tagironPublic(v, send, host) {
    const out = [el("p", { class: "status" }, tagStatus(v)), seatsEl(v)];
    if (host) out.push(startEl(v, send));
    if (v.phase !== "setup" || v.row.length || v.needs_refill || host) out.push(rowEl(v, host ? send : null, false));
    out.push(revealEl(v), keepLog(v));
    return out;
  }

  /** @param {import("./types.js").TagironView} v */
  function tagironStep(v) {
    const last = v.log.length ? v.log[v.log.length - 1] : null;
    const spot = last && v.phase !== "setup" ? (last.kind === "declare"
      ? el("div", {}, el("p", { class: "spot-q" }, t("tg_declared", playerName(last.seat))), el("p", { class: "spot-a" }, el("b", { class: last.correct ? "good" : "badtxt" }, t(last.correct ? "correct" : "wrong"))))
      : el("div", {}, el("p", { class: "spot-who" }, t("tg_asked", playerName(last.seat))), el("p", { class: "spot-q" }, cardText(last.card, last.pick)),
        el("div", { class: "spot-a" }, Object.keys(last.answers).sort().map((s) => el("span", { class: "ans" }, playerName(+s), ": ", el("b", {}, answerText(last.answers[s]))))))) : null;
    if (v.phase === "setup") {
      const waiting = v.seats.filter((s) => !s.ready).map((s) => s.seat);
      if (waiting.length) return { text: TM.waiting(tk, waiting, "tg_what_tiles") };
      if (v.needs_refill || v.row.length < 6 && v.deck_left > 0) return { text: t("tg_step_reveal", Math.max(1, 6 - v.row.length)) };
      return { text: t("tg_step_start"), action: { label: t("start_random"), cmd: { type: "start" } } };
    }
    if (v.phase === "play" && v.needs_refill) return { text: t("turn_of", playerName(v.turn)) + " · " + t("tg_step_reveal", 1), spot };
    return { text: tagStatus(v).replace(t("your_turn"), t("turn_of", playerName(v.turn))), spot };
  }
  function markText(m) { return [t("tg_position", m.position), " ", tileEl(m.tile), " ", t(m.state === "out" ? "tg_mark_out" : "tg_mark_certain")]; }
  function tagironHints(h, v) {
    const out = [];
    out.push(...tk.hintsHead(h, "tg_h_contradiction"));
    // Each mistaken mark, and (above "check my notes") each open deduction, has its "why?".
    const whyItem = (m, label, cls) => {
      const k = m.position + "/" + m.tile, at = "h:" + k;
      return el("li", { class: cls }, el("span", { class: "why-claim" }, markText(m)), " ", tk.whyButton(k, m.state === "certain", at, label), tk.whyBox(v, at));
    };
    if (h.mistakes.length) out.push(el("ul", { class: "mistakes why-list" }, h.mistakes.map((m) => whyItem(m, t("why_wrong"), "badtxt"))));
    if (h.open) {
      out.push(el("p", {}, h.open.length ? t("tg_h_open", h.open.length) : t("tg_h_none_open")));
      out.push(el("ul", { class: "open why-list" }, h.open.slice(0, 40).map((m) => v.hints === "check" ? el("li", {}, markText(m)) : whyItem(m, t("why")))));
    }
    if (h.possible) {
      out.push(el("p", {}, t("tg_h_candidates", h.candidates), h.solved ? " · " + t("tg_h_solved") : ""));
      out.push(el("table", { class: "possible" }, h.possible.map((tiles, i) => el("tr", {}, el("th", {}, t("tg_position", i + 1)),
        el("td", {}, tiles.map((id) => el("span", { class: "pt" }, tileEl(id, { "data-tile": id }), h.positions ? el("small", { class: "prob" }, tk.pct(h.positions[i][id])) : null)))))));
    }
    // A question that teaches nothing (its answer is already known) is never "useful".
    const useful = tk.useful(h.suggestions);
    if (useful.length && h.candidates > 1) {
      out.push(el("p", {}, t("tg_h_best")));
      out.push(el("ol", { class: "best" }, useful.slice(0, 5).map((s) => el("li", {}, cardText(s.card, s.pick), " · ", el("small", {}, tk.leaves(s.expected_bits, h.candidates))))));
    } else if (h.suggestions && h.suggestions.length && h.candidates > 1) {
      out.push(el("p", { class: "help" }, t("tg_h_no_useful")));
    }
    return out;
  }
  TM.words({
    ko: {
      tg_my_tiles: "내 타일", tg_pick_tiles: "내 타일 {0}장을 고르세요", tg_save_tiles: "타일 저장", tg_change_tiles: "타일 바꾸기", tg_row: "공개된 질문 카드", tg_deck_left: "더미에 {0}장",
      tg_reveal: "뽑은 카드 입력", tg_reveal_needed: "카드 한 장을 뽑아 입력하세요", tg_choose: "카드 선택…", tg_which_number: "어느 숫자를 물어볼까요?", tg_log: "질문과 대답",
      tg_asked: "{0}의 질문", tg_declared: "{0}의 정답 선언", tg_declare: "정답 선언", tg_declare_pick: "{0}장을 골라 선언하세요", tg_confirm_declare: "이대로 선언", tg_sure_declare: "이 타일로 선언할까요? 선언은 되돌릴 수 없고, 틀리면 탈락하거나 차례가 끝납니다.", tg_cancel: "취소",
      tg_grid_help: "칸을 누를 때마다: ✕ 없음 → ● 확실 → ? 가능 → 빈칸", tg_position: "{0}번", tg_target_opponent: "상대의 타일", tg_target_centre: "가운데 타일",
      tg_status_playing: "진행 중", tg_status_unsolved: "맞히지 못함", tg_status_won: "{0}위", tg_status_out: "탈락", tg_draw: "무승부", tg_winner: "승리: {0}", tg_winners: "순위: {0}", tg_out_list: "탈락: {0}",
      tg_reveal_all: "모든 타일 공개", tg_centre: "가운데", tg_pos_answer: "{0}번째", tg_last_chance: "{0}에게 마지막 선언 기회", tagiron: "타기론",
    },
    en: {
      tg_my_tiles: "My tiles", tg_pick_tiles: "Pick your {0} tiles", tg_save_tiles: "Save tiles", tg_change_tiles: "Change tiles",
      tg_row: "Question cards", tg_deck_left: "{0} in the deck", tg_reveal: "Enter a drawn card", tg_reveal_needed: "Draw a card and enter it",
      tg_choose: "Choose a card…", tg_which_number: "Which number do you ask about?", tg_log: "Questions and answers", tg_asked: "{0} asked",
      tg_declared: "{0} declared", tg_declare: "Declare", tg_declare_pick: "Pick {0} tiles to declare", tg_confirm_declare: "Declare these", tg_sure_declare: "Declare these tiles? A declaration cannot be taken back: a wrong one ends your turn or puts you out.",
      tg_cancel: "Cancel", tg_grid_help: "Each tap: ✕ ruled out → ● certain → ? possible → blank", tg_position: "#{0}",
      tg_target_opponent: "Opponent's tiles", tg_target_centre: "Centre tiles", tg_status_playing: "playing", tg_status_unsolved: "did not solve", tg_status_won: "place {0}",
      tg_status_out: "out", tg_draw: "Draw", tg_winner: "Winner: {0}", tg_winners: "Places: {0}", tg_out_list: "Out: {0}", tg_reveal_all: "All tiles",
      tg_centre: "Centre", tg_pos_answer: "position {0}", tg_last_chance: "{0} has a last chance to declare", tagiron: "Tagiron",
    },
  });
  TM.words({
    ko: { tg_h_contradiction: "메모와 대답이 서로 모순됩니다. 입력을 확인하세요.", 
      tg_h_open: "아직 표시하지 않은 추리 {0}개", tg_h_none_open: "남은 추리가 없습니다", tg_h_candidates: "가능한 답 {0}가지", tg_h_solved: "정답이 확정되었습니다!",
      tg_h_best: "가장 도움이 되는 질문", tg_last_question: "마지막 질문입니다: 이 카드에 답하고 나면 게임이 끝납니다.",
      tg_h_no_useful: "지금 공개된 질문으로는 새로 알 수 있는 것이 없습니다.",
      tg_quick: "빠른 표시", tg_what_tiles: "타일 고르기", tg_step_reveal: "질문 카드를 뽑아 입력하세요 ({0}장 남음)", tg_step_start: "모두 준비되었습니다. 게임을 시작하세요",
      tg_tile_r: "빨간 {0}", tg_tile_b: "파란 {0}", tg_tile_g: "초록 {0}", tg_positions: "자리", tg_open_count: "{0}개 가능", tg_position_tiles: "{0}번 자리의 타일",
      tg_mine: "내 타일", tg_mark_out: "없음", tg_mark_certain: "확실", tg_mark_possible: "가능", tg_mark_blank: "표시 없음",
      tg_rest_out: "{0}번 나머지 모두 ✕", tg_clear_pos: "{0}번 표시 지우기", tg_number_out: "숫자를 누르면 모든 자리에서 ✕ (빈칸만):",
      tg_number_out_n: "모든 자리에서 {0} 없음", tg_overview: "자리별 요약", tg_said_phone: "(폰이 대신 답했어요)" },
    en: { tg_h_contradiction: "Your clues contradict each other: check what was entered.", 
      tg_h_open: "{0} deductions not marked yet", tg_h_none_open: "Nothing left to deduce", tg_h_candidates: "{0} possible answers", tg_h_solved: "Solved!",
      tg_h_best: "Most useful questions", tg_last_question: "Last question: the game ends after its answer.",
      tg_h_no_useful: "No face-up question can tell you anything new now.",
      tg_quick: "Quick marks", tg_what_tiles: "picking tiles", tg_step_reveal: "Draw question cards and enter them ({0} to go)", tg_step_start: "Everyone is ready: start the game",
      tg_tile_r: "red {0}", tg_tile_b: "blue {0}", tg_tile_g: "green {0}", tg_positions: "Positions", tg_open_count: "{0} open", tg_position_tiles: "Tiles at position {0}",
      tg_mine: "my tile", tg_mark_out: "ruled out", tg_mark_certain: "certain", tg_mark_possible: "possible", tg_mark_blank: "no mark",
      tg_rest_out: "#{0}: rule out the rest", tg_clear_pos: "Clear #{0}", tg_number_out: "Tap a number to rule it out everywhere (blank cells only):",
      tg_number_out_n: "{0} nowhere", tg_overview: "Every position", tg_said_phone: "(the phone answered for you)" },
  });
  // moments: what the page shows full-width when it happens — a declaration
  // judged, a player out or winning, the end with its places.
  /** @param {import("./types.js").TagironView} prev the view before @param {import("./types.js").TagironView} v the view now */
  function tagironMoments(prev, v) {
    const out = [], me = v.seat;
    v.log.slice(prev.log.length).forEach((e) => {
      if (e.kind !== "declare") return;
      out.push(tk.judgedMoment(v, e, e.guess ? e.guess.map(tileName).join(" · ") : ""));
    });
    if (me !== undefined && me !== null) {
      const was = prev.seats[me] && prev.seats[me].status, now = v.seats[me] && v.seats[me].status;
      if (now === "out" && was !== "out") out.push({ tone: "bad", title: t("m_out"), detail: "" });
    }
    const o = v.outcome;
    if (o && o.over && !(prev.outcome && prev.outcome.over)) {
      // "승리" is first place only: a later correct declarer is told its place.
      const mine = me !== undefined && me !== null ? v.seats[me] : null;
      const placed = mine && mine.status === "won" && !o.draw ? mine.place || 1 : 0;
      out.push({ tone: placed === 1 ? "win" : "good", title: tk.resultTitle(placed, o.draw ? t("tg_draw") : null), detail: tagStatus(v) });
    }
    return out;
  }
  TM.register("tagiron", {
    moments: tagironMoments,
    seat: tagironSeat,
    // hints draws the seat's hints (from GET /api/seat/TOKEN/hints).
    hints(h, v) { lastHints = h; return tagironHints(h, v); },
    public: tagironPublic,
    // step is the table's step in words for the host console and the display,
    // with the host's next action and the display's spotlight (the last question).
    step: tagironStep,
  });
}
