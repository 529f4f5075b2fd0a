// Lexio "bomb market": the seat's phone (own hand, forming a play, pass,
// out, bombs at any moment, or the scorekeeping buttons) and the public view
// (host console and table display: trick, standings, chart, ledger).
import { TM } from "./kit.js";
{
  // The page kit (kit.js): every shared piece this script draws with.
  const tk = TM.kit, { el, t, playerName, redraw, toast } = tk, ui = tk.local;
  const SUITS = ["sun", "moon", "star", "cloud"], SIGN = { sun: "☀", moon: "☾", star: "★", cloud: "☁" };
  const ALL = []; for (let r = 1; r <= 15; r++) for (const s of SUITS) ALL.push(s + r);
  function parse(id) { const m = /^([a-z]+)(\d+)$/.exec(id); return { suit: m[1], rank: +m[2] }; }
  function tileEl(id, attrs) {
    const p = parse(id);
    return el("span", Object.assign({ class: "lx-tile lx-" + p.suit, "data-id": id, title: tk.term("lexio", p.suit) + " " + p.rank }, attrs || {}), el("b", {}, p.rank), el("i", {}, SIGN[p.suit]));
  }
  function tiles(ids) { return el("span", { class: "lx-tiles" }, (ids || []).map((x) => tileEl(x))); }
  // playText names a play as it is said: "페어 7", "스트레이트 7장 (3–9)", "계단 (4–6)";
  // the combinations' names are the game's vocabulary (GET /api/games).
  function playText(m) {
    const name = tk.term("lexio", m.type);
    const n = (m.tiles || []).length, runs = m.type === "straight" || (m.type === "bomb" && n >= 5);
    if (runs) return name + " " + t("lx_run", n, (m.key - n + 1) + "–" + m.key);
    if (m.type === "steps") return name + " (" + (m.key - n / 2 + 1) + "–" + m.key + ")";
    return name + " " + m.key;
  }
  // status is the page's status line; brief (the step on the host console
  // and the display) leaves out the stage, which the status line below says.
  function status(v, brief) {
    if (v.phase === "ended") return t("ended");
    if (v.phase === "over") return t("lx_winners", v.winners.map(tk.selfOrName).join(", "));
    // Between deals the counter names the deal being prepared.
    const n = v.phase === "setup" ? Math.min(v.deal + 1, v.deals) : v.deal || 1;
    const head = t("lx_deal", n, v.deals) + (brief ? "" : " · " + t("lx_stage_" + v.stage));
    if (v.phase === "setup") return head + " · " + t(v.mode === "scorekeeping" ? "lx_start_deal_hint" : "lx_enter_tiles");
    if (v.mode === "scorekeeping") return head;
    return head + " · " + (v.turn === v.seat ? t("your_turn") : t("turn_of", playerName(v.turn)));
  }
  function seatsEl(v) {
    return el("table", { class: "lx-seats" }, el("tr", {}, el("th", {}, ""), el("th", {}, t("lx_chips")), el("th", {}, t("lx_tiles")), el("th", {}, "")),
      v.seats.map((s) => el("tr", { class: v.turn === s.seat && v.phase === "play" ? "lx-turn" : "" },
        el("th", {}, playerName(s.seat)), el("td", {}, s.chips, s.front ? el("button", { type: "button", class: "lx-front linkish", title: t("lx_front_help", s.front),
          onclick: () => tk.toast(t("lx_front_help", s.front)) }, " (+" + s.front + ")") : null),
        el("td", {}, v.mode === "full" && v.phase === "play" ? s.tiles : v.phase === "setup" && v.mode === "full" ? (s.entered ? "✓" : "…") : ""),
        el("td", {}, s.out ? t("lx_out") : s.passed ? t("lx_passed") : v.phase === "play" && !s.holding ? t("lx_done") : ""))),
      // The pot fills only from outs (stage 3, the market): below it, no row.
      v.stage >= 3 || v.pot ? el("tr", {}, el("th", {}, t("lx_pot")), el("td", {}, v.pot), el("td", {}, ""), el("td", {}, "")) : null);
  }
  function trickEl(v) {
    if (v.mode !== "full" || v.phase !== "play") return null;
    const moves = v.trick.length ? v.trick : v.last_trick, older = moves.slice(0, Math.max(0, moves.length - MOVES_SHOWN));
    return el("section", { class: "lx-trick" }, el("h2", {}, t("lx_table")),
      v.on_table ? el("div", { class: "lx-ontable" }, playerName(v.on_table.seat), ": ", el("b", {}, playText(v.on_table)), " ", tiles(v.on_table.tiles)) : el("p", {}, t("lx_lead_by", playerName(v.leader))),
      // The last moves in sight; a long trick's earlier moves fold above them.
      older.length ? el("details", { class: "lx-older" }, el("summary", {}, t("lx_older", older.length)), el("ol", { class: "lx-moves" }, older.map(moveEl))) : null,
      el("ol", { class: "lx-moves", start: older.length + 1 }, moves.slice(older.length).map(moveEl)));
  }
  const MOVES_SHOWN = 3;
  function moveEl(m) {
    return el("li", {}, playerName(m.seat), ": ",
      m.action === "play" ? [playText(m), m.out_of_turn ? " " + t("lx_oot") : "", " ", tiles(m.tiles)] : m.action === "out" ? [t("lx_out"), " ", tiles(m.tiles)] : t("lx_passed"));
  }
  function marketEl(v) {
    if (v.mode === "scorekeeping") return v.phase === "play" ? el("p", {}, t("lx_market_left", v.market_left)) : null;
    // Below stage 3 the market is only tiles set aside (nobody holds them): folded under its heading.
    return v.market.length ? el("section", { "data-fold-as": v.stage >= 3 ? null : "market" }, el("h2", {}, t("lx_market"), " ", el("small", {}, v.market.length)), tiles(v.market)) : null;
  }
  // picker chooses n tiles out of those not excluded.
  function picker(n, chosen, exclude, label, onDone, what) {
    const ex = new Set(exclude);
    return el("div", { class: "lx-picker" }, el("p", {}, t("lx_pick_n", what, n, n - chosen.length)),
      el("div", { class: "lx-grid" }, ALL.filter((id) => !ex.has(id)).map((id) => el("button", { type: "button", class: "lx-pal" + (chosen.includes(id) ? " on" : ""), "data-tile": id,
        onclick: () => { const i = chosen.indexOf(id); if (i >= 0) chosen.splice(i, 1); else if (chosen.length < n) chosen.push(id); redraw(); } }, tileEl(id)))),
      el("button", { type: "button", class: "big", disabled: chosen.length !== n, onclick: onDone }, label));
  }
  function same(a, b) { return a.length === b.length && a.every((x) => b.includes(x)); }
  // judge says whether the selection is legal: from the listed legal plays,
  // or (when the list is too long, or to give the reason) by the server's check.
  function judge(v, sel) {
    if (!sel.length) return null;
    const hit = (v.me.legal || []).find((m) => same(m.tiles, sel));
    if (hit) return { ok: true, text: playText(hit) + (v.on_table ? " > " + playText(v.on_table) : " · " + t("lx_lead")) };
    const key = v.seq + ":" + sel.slice().sort().join(",");
    if (ui.lxCheck && ui.lxCheck.key === key) return ui.lxCheck;
    if (!ui.lxBusy) {
      ui.lxBusy = true;
      // A check changes nothing: no key, no toast (the page says the reason).
      tk.api("POST", "/api/seat/" + tk.token + "/do", { type: "check", tiles: sel }, true)
        .then(() => { ui.lxCheck = { key, ok: true, text: t("lx_legal"), reason: null }; },
          (e) => { ui.lxCheck = { key, ok: false, text: t("lx_cannot"), reason: e.message }; })
        .finally(() => { ui.lxBusy = false; redraw(); });
    }
    return { ok: false, pending: true, text: "…" }; // neither good nor bad until the server says
  }
  // ---- "why can't I play this?": the rules' reason for the selected tiles, on request ----
  function whyNotEl(v, j) {
    const open = ui.lxWhy === j.key;
    return el("button", { type: "button", class: "why-btn" + (open ? " on" : ""), "aria-expanded": open ? "true" : "false",
      onclick: () => { ui.lxWhy = open ? null : j.key; redraw(); } }, t("lx_why_not"));
  }
  function whyNotBox(v, j) {
    return el("div", { class: "why-box", role: "status" }, el("p", { class: "why-text" }, j.reason),
      v.on_table ? el("p", { class: "help" }, t("lx_why_table", playerName(v.on_table.seat)), " ", el("b", {}, playText(v.on_table)), " ", tiles(v.on_table.tiles)) : null,
      el("p", { class: "help" }, t(v.me.legal_count > 1 ? "lx_why_count" : v.me.legal_count ? "lx_why_one" : "lx_why_none", v.me.legal_count)),
      el("button", { type: "button", class: "why-close", onclick: () => { ui.lxWhy = null; redraw(); } }, t("why_close")));
  }
  function handEl(v, send) {
    const me = v.me;
    ui.lxSel = (ui.lxSel || []).filter((x) => me.hand.includes(x));
    const sel = ui.lxSel, j = judge(v, sel);
    const playing = v.phase === "play";
    if (playing && !me.hand.length) {
      return el("section", { class: "lx-hand" }, el("h2", {}, t("lx_my_hand")), el("p", { class: "lx-watching" }, t("lx_watching")));
    }
    // No bomb note for a player who went out this trick; no count of plays before the deal starts.
    const wentOut = (v.seats[v.seat] || {}).out;
    const bombNote = playing && v.stage >= 2 && !wentOut ? el("p", { class: "help lx-bombnote" }, v.turn !== v.seat && me.legal_count > 0 ? el("b", {}, tk.icon("bomb"), " ", t("lx_bomb_now")) : t("lx_bomb_any")) : null;
    return el("section", { class: "lx-hand" }, el("h2", {}, t("lx_my_hand"), playing ? [" ", el("small", {}, t("lx_legal_count", me.legal_count))] : null), bombNote,
      el("div", { class: "lx-handtiles" }, me.hand.map((id) => el("button", { type: "button", class: "lx-htile" + (sel.includes(id) ? " on" : ""), "data-tile": id, disabled: !playing,
        onclick: () => { const i = sel.indexOf(id); if (i >= 0) sel.splice(i, 1); else sel.push(id); redraw(); } }, tileEl(id)))),
      j ? el("p", { class: "lx-judge" + (j.ok ? " good" : j.pending ? "" : " badtxt"), "aria-busy": j.pending ? "true" : null }, j.text, j.reason ? [" ", whyNotEl(v, j)] : null) : null,
      j && j.reason && ui.lxWhy === j.key ? whyNotBox(v, j) : null,
      playing ? el("div", { class: "buttons" },
        el("button", { type: "button", class: "big lx-play", disabled: !(j && j.ok), onclick: () => send({ type: "play", tiles: sel.slice() }) }, t("lx_play")), // played tiles leave the hand, and so the selection
        el("button", { type: "button", class: "lx-pass", disabled: !me.can_pass, onclick: () => send({ type: "pass" }) }, t("lx_pass")),
        // Going out buys from the market: stage 3 only.
        v.stage >= 3 ? el("button", { type: "button", class: "lx-outbtn", disabled: !me.can_out, onclick: () => { ui.lxBuying = !ui.lxBuying; redraw(); } }, t("lx_go_out")) : null) : null,
      ui.lxBuying && me.can_out ? el("div", {}, el("p", {}, t("lx_pick_market")), el("div", { class: "lx-handtiles" }, v.market.map((id) =>
        el("button", { type: "button", class: "lx-htile", "data-market": id, onclick: () => { ui.lxBuying = false; send({ type: "out", tile: id }); } }, tileEl(id))))) : null);
  }
  function scoreEl(v, send, mySeat) {
    if (v.phase === "setup") return el("button", { type: "button", class: "big", onclick: () => send({ type: "deal" }) }, t("lx_start_deal"));
    if (v.phase !== "play") return null;
    // The form's fields and the request come from one state: who emptied (a player still holding tiles,
    // reset after each record) and the counts typed for the others, kept as typed (digits only).
    const holding = v.seats.filter((s) => s.holding);
    const f = ui.lxForm = ui.lxForm || { who: null, left: {} };
    if (!holding.some((s) => s.seat === f.who)) f.who = holding.some((s) => s.seat === mySeat) ? mySeat : (holding[0] || {}).seat;
    const others = holding.filter((s) => s.seat !== f.who);
    const check = emptyCheck(v, f, others);
    return el("section", { class: "lx-record" }, el("h2", {}, t("lx_record")),
      // An out pays chips and a trick's end clears the table: each asks once (kit sure).
      el("div", { class: "buttons" }, holding.map((s) => s.out || s.chips < 3 || !v.market_left
        ? el("button", { type: "button", disabled: true }, t("lx_bought", playerName(s.seat)))
        : tk.sure("buy:" + s.seat, { "data-buy": s.seat }, t("lx_bought", playerName(s.seat)), t("lx_sure_buy", playerName(s.seat)), () => send({ type: "buy", seat: s.seat }))),
        tk.sure("trick", { class: "lx-trickend" }, t("lx_trick_end"), t("lx_sure_trick"), () => send({ type: "trick" }))),
      el("p", {}, t("lx_emptied_who"), " ", el("select", { class: "lx-who", onchange: (e) => { f.who = +e.target.value; f.left = {}; redraw(); } },
        holding.map((s) => el("option", { value: s.seat, selected: s.seat === f.who }, playerName(s.seat))))),
      // A text field with the digit keypad: a number field lets a phone type letters or
      // change the value on a scroll; the typed text is kept exactly as typed.
      el("div", { class: "lx-left" }, others.map((s) => el("label", {}, t("lx_tiles_of", playerName(s.seat)),
        el("input", { type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off", enterkeyhint: "done", maxlength: 2,
          "data-left": s.seat, "aria-invalid": check.bad[s.seat] ? "true" : null, value: f.left[s.seat] || "",
          oninput: (e) => {
            const digits = e.target.value.replace(/\D+/g, "").slice(0, 2);
            if (digits !== e.target.value) e.target.value = digits;
            f.left[s.seat] = digits;
            redraw();
          } })))),
      check.errors.length ? el("ul", { class: "lx-refuse badtxt", role: "alert" }, check.errors.map((x) => el("li", {}, x))) : null,
      check.ready ? previewEl(v, f.who, check) : null,
      el("button", { type: "button", class: "big lx-doempty", disabled: !check.ready, onclick: () => {
        const who = f.who, left = v.seats.map((s) => (s.holding && s.seat !== who ? +f.left[s.seat] || 0 : 0));
        send({ type: "emptied", seat: who, left }).then(() => { ui.lxForm = null; redraw(); });
      } }, f.who === undefined ? t("lx_emptied") : t("lx_emptied_as", playerName(f.who))));
  }
  // emptyCheck reads the typed counts: each must be a whole number of tiles the hand can hold
  // (1 up to the tiles dealt plus those bought, as the server counts it: s.most). It gives the
  // refusals in sentences and, when every count is right, the payouts the record will make.
  function emptyCheck(v, f, others) {
    const out = { ready: f.who !== undefined && f.who !== null, errors: [], bad: {}, counts: {} };
    for (const s of others) {
      const raw = String(f.left[s.seat] || "");
      if (!raw) { out.ready = false; continue; }
      const n = +raw;
      if (!/^\d+$/.test(raw) || n < 1) out.errors.push(t("lx_left_min", playerName(s.seat)));
      else if (s.most && n > s.most) out.errors.push(t("lx_left_max", playerName(s.seat), s.most, n));
      else { out.counts[s.seat] = n; continue; }
      out.bad[s.seat] = true;
      out.ready = false;
    }
    if (out.errors.length) out.ready = false;
    return out;
  }
  // previewEl shows, before the confirm, what the record pays: the pot as it stands, then one chip per
  // tile from each holder's chips in hand (the chips in front of a buyer pay no one); a holder with too
  // few pays what they have, and the sentence names them with what they paid of what they owed.
  function previewEl(v, who, check) {
    let total = v.pot;
    const lines = v.pot > 0 ? [el("li", {}, t("lx_pv_pot", v.pot))] : []; // an empty pot pays nothing: not listed
    for (const s of v.seats) {
      const owed = check.counts[s.seat];
      if (owed === undefined) continue;
      const paid = Math.min(owed, s.chips);
      total += paid;
      lines.push(el("li", { class: paid < owed ? "lx-short" : "" }, paid < owed ? shortText(s.seat, paid, owed) : t("lx_pv_pays", playerName(s.seat), paid)));
    }
    return el("div", { class: "lx-preview", role: "status" }, el("p", {}, el("b", {}, t("lx_pv_head", playerName(who), total))), el("ul", {}, lines));
  }
  // shortText names a payer who had fewer chips in hand than they owed: "플레이어 4: 13개 중 0개 (칩 없음)".
  function shortText(seat, paid, owed) { return t(paid ? "lx_short" : "lx_short_none", playerName(seat), owed, paid); }
  // shortsOf lists the short payments of an emptied hand (e.owed is set only when there was one).
  function shortsOf(e) { return (e.owed || []).map((o, p) => (o > e.paid[p] ? shortText(p, e.paid[p], o) : null)).filter(Boolean); }
  // The ledger keeps stable English keys ("player 2", "front of player 2",
  // "pot"; solver/lexio's reasons): the page words them as it names players.
  function account(a) {
    const m = /^(front of )?player (\d+)$/.exec(a);
    if (!m) return a === "pot" ? t("lx_pot") : a;
    const who = playerName(+m[2] - 1);
    return m[1] ? t("lx_front_of", who) : who;
  }
  const REASONS = { "market purchase": "lx_r_purchase", "trick clean-up": "lx_r_cleanup", "pot taken on emptying a hand": "lx_r_pot", "tiles left in hand": "lx_r_tiles" };
  function reason(r) { return REASONS[r] ? t(REASONS[r]) : r; }
  function historyEl(v) {
    const base = "/api/display/" + v.table + "/export/";
    // The chart and the ledger under one heading (one fold: a phone mid-deal needs neither).
    // The chart's address changes with what it draws (the ledger, the names), not with every event.
    const drawn = v.history.length + "-" + v.summaries.length + "-" + encodeURIComponent((v.names || []).concat(v.colors || []).join("|"));
    return el("section", { "data-fold-as": "ledger" }, el("h2", {}, t("lx_chart_ledger")), el("img", { class: "lx-chart", src: base + "chart.svg?v=" + drawn, alt: t("lx_chart") }),
      el("p", {}, el("a", { href: base + "ledger.csv" }, "CSV"), " · ", el("a", { href: base + "ledger.json" }, "JSON")),
        v.summaries.map((d) => el("details", { class: "lx-pastdeal" }, el("summary", {}, t("lx_deal_over", d.deal)), summaryEl(v, d))),
        el("table", { class: "lx-ledger" }, el("tr", {}, ["lx_deal_h", "lx_from", "lx_to", "lx_amount", "lx_reason"].map((k) => el("th", {}, t(k)))),
          v.history.slice().reverse().map((x) => el("tr", {}, el("td", {}, x.deal), el("td", {}, account(x.from)), el("td", {}, account(x.to)), el("td", {}, x.owed ? t("lx_of_owed", x.amount, x.owed) : x.amount), el("td", {}, reason(x.reason))))));
  }
  // Results: the hands emptied this deal, the summary of the deal just finished (until the next deal's
  // first play; every deal's stays in the ledger section) and the end of the game.
  // paidWords names every payer with what they paid, and a payer who was
  // short of chips (even one who had none) with what they paid of what they owed.
  function paidWords(e) {
    return e.paid.map((x, p) => (x && !(e.owed && e.owed[p] > x) ? t("lx_paid", playerName(p), x) : null)).filter(Boolean).concat(shortsOf(e)).join(", ");
  }
  // The game's last payout stays on the end screen: it says who ran out.
  function emptiedEl(v) {
    if (!v.emptied.length) return null;
    return el("section", { class: "lx-result" }, el("h2", {}, t("lx_results")), el("ul", {}, v.emptied.map((e) => el("li", {},
      e.pot ? t("lx_emptied_line", playerName(e.seat), e.pot) : t("lx_emptied_line0", playerName(e.seat)), " ", paidWords(e)))));
  }
  // endReason says why the game ended: a player ran out of chips, or the deals agreed were played.
  function endReason(v) {
    const broke = v.seats.filter((s) => s.chips === 0).map((s) => playerName(s.seat));
    if (broke.length) return t("lx_end_broke", broke.join(", "));
    return t("lx_end_deals", v.deals);
  }
  function summaryEl(v, d) {
    const rows = [["lx_before", d.before], ["lx_r_purchase", d.purchases], ["lx_r_pot", d.pots], ["lx_r_tiles", d.tiles], ["lx_after", d.after]];
    const sign = (x, k) => (k === "lx_before" || k === "lx_after" ? String(x) : x > 0 ? "+" + x : x < 0 ? "−" + -x : "·");
    const shorts = (d.emptied || []).flatMap(shortsOf);
    return [el("table", { class: "lx-summary" }, el("tr", {}, el("th", {}, t("lx_deal_no", d.deal)), v.seats.map((s) => el("th", {}, playerName(s.seat)))),
      rows.map(([k, xs]) => el("tr", { class: k }, el("th", {}, t(k)), xs.map((x) => el("td", {}, sign(x, k)))))),
      shorts.length ? el("p", { class: "help lx-short" }, t("lx_shorts", shorts.join(", "))) : null];
  }
  function lastSummaryEl(v) {
    const fresh = v.phase === "setup" || (v.phase === "play" && !v.played.length && !v.trick.length && !v.last_trick.length && !v.emptied.length);
    const d = v.summaries[v.summaries.length - 1];
    if (!d || !fresh || v.phase === "over") return null;
    return el("section", { class: "lx-dealsum" }, el("h2", {}, t("lx_deal_over", d.deal)), summaryEl(v, d));
  }
  function finalEl(v) {
    if (!v.final) return null;
    const order = v.seats.map((s) => s.seat).sort((a, b) => v.final.places[a] - v.final.places[b]);
    return el("section", { class: "lx-final" }, el("h2", {}, t("lx_final")), el("p", { class: "lx-end-reason" }, endReason(v)),
      el("table", { class: "lx-summary" }, el("tr", {}, el("th", {}, t("lx_place")), el("th", {}, ""), el("th", {}, t("lx_total")),
        v.final.changes.map((_, i) => el("th", {}, t("lx_deal_no", i + 1)))),
      order.map((p) => el("tr", {}, el("td", {}, tk.place(v.final.places[p])), el("th", {}, playerName(p)), el("td", {}, el("b", {}, v.final.totals[p])),
        v.final.changes.map((ch) => el("td", {}, ch[p] > 0 ? "+" + ch[p] : ch[p] < 0 ? "−" + -ch[p] : "0"))))),
      finalShorts(v));
  }
  // finalShorts names, at the end of the game, every payer who paid less than they owed, by deal.
  function finalShorts(v) {
    const all = v.summaries.flatMap((d) => (d.emptied || []).flatMap(shortsOf).map((x) => t("lx_deal_no", d.deal) + " · " + x));
    return all.length ? el("p", { class: "help lx-short" }, t("lx_shorts", all.join(", "))) : null;
  }
  /** @param {import("./types.js").LexioView} v */
  function seatPage(v, send) {
    const me = v.me, out = [el("p", { class: "status" + (v.turn === v.seat && v.phase === "play" ? " mine" : "") }, status(v)), keepFinal(v), emptiedEl(v), lastSummaryEl(v), seatsEl(v)];
    if (v.mode === "scorekeeping") return out.concat(keepMarket(v), scoreEl(v, send, v.seat), keepHistory(v));
    if (v.phase === "setup" && (!me.entered || ui.lxEdit)) {
      if (!ui.lxPick || ui.lxPickDeal !== v.deal) { ui.lxPick = me.hand.slice(); ui.lxPickDeal = v.deal; }
      out.push(tk.keep("lx-pick", [v.hand_size, v.market, ui.lxPick], () => el("section", {}, el("h2", {}, t("lx_my_hand")), picker(v.hand_size, ui.lxPick, v.market, t("lx_save_hand"),
        () => send({ type: "hand", tiles: ui.lxPick }).then(() => { ui.lxEdit = false; ui.lxPick = null; }), t("lx_my_hand")))));
    } else {
      // The end of the game keeps no empty hand and no "0 legal plays": the result says it all.
      // The hand's judgement reads the open check (ui.lxCheck), so it is a dep too.
      if (v.phase !== "over" && v.phase !== "ended") {
        out.push(tk.keep("lx-hand", [me, v.phase, v.stage, v.turn, v.seat, v.seats[v.seat], v.market, v.on_table, v.on_table ? v.names : null,
          ui.lxSel, ui.lxCheck, ui.lxWhy, ui.lxBuying], () => handEl(v, send)));
      }
      if (v.phase === "setup") out.push(el("button", { type: "button", onclick: () => { ui.lxEdit = true; ui.lxPick = me.hand.slice(); ui.lxPickDeal = v.deal; redraw(); } }, t("lx_change_hand")));
    }
    return out.concat(keepTrick(v), keepMarket(v), keepHistory(v));
  }
  // A live update redraws a part only when its slice of the view changed (kit keep): a rename
  // redraws the names, not the hand, the tile picker or the market.
  function keepTrick(v) { return tk.keep("lx-trick", [v.mode, v.phase, v.trick, v.last_trick, v.on_table, v.leader, v.names, v.seat], () => trickEl(v)); }
  function keepMarket(v) { return tk.keep("lx-market", [v.mode, v.phase, v.market, v.market_left, v.stage], () => marketEl(v)); }
  function keepHistory(v) { return tk.keep("lx-history", [v.table, v.history, v.summaries, v.names, v.colors, v.seat, v.seats.length], () => historyEl(v)); }
  function keepFinal(v) { return tk.keep("lx-final", [v.final, v.seats.map((s) => s.chips), v.deals, v.summaries, v.names, v.seat], () => finalEl(v)); }
  /** @param {import("./types.js").LexioView} v */
  function publicPage(v, send, host) {
    // The display's header says the deal and the turn already (step): its line here says only the stage.
    const line = host || v.phase === "over" || v.phase === "ended" ? el("p", { class: "status" }, status(v)) : el("p", { class: "lx-stage-line" }, t("lx_stage_" + v.stage));
    const out = [line, finalEl(v), emptiedEl(v), lastSummaryEl(v), trickEl(v), seatsEl(v)];
    if (host && v.mode === "full" && v.phase === "setup") {
      // The picker's selection belongs to the deal being prepared: a
      // selection left from an earlier deal (kept through its play) would
      // fill the picker with old tiles and leave nothing to tap.
      if (!ui.lxMarket || ui.lxMarketDeal !== v.deal) { ui.lxMarket = v.market.slice(); ui.lxMarketDeal = v.deal; }
      out.push(el("section", {}, el("h2", {}, t("lx_market")), picker(v.market_size, ui.lxMarket, [], t("lx_save_market"), () => send({ type: "market", tiles: ui.lxMarket }).then(() => { ui.lxMarket = null; }), t("lx_market"))));
    } else out.push(marketEl(v));
    if (host && v.mode === "scorekeeping") out.push(scoreEl(v, send));
    return out.concat(historyEl(v));
  }
  TM.words({ ko: { lexio: "렉시오", lx_what_hand: "패 입력", lx_step_market: "시장패를 입력하세요" },
    en: { lexio: "Lexio", lx_what_hand: "entering their hand", lx_step_market: "Enter the market tiles" } });
  TM.words({
    ko: { lx_deal: "{0}/{1}판", lx_stage: "{0}단계", lx_enter_tiles: "시장패와 각자의 손패를 입력하세요", lx_start_deal_hint: "판을 시작하세요", lx_winners: "승리: {0}",
      lx_chips: "칩", lx_tiles: "패", lx_pot: "시장 칩", lx_out: "아웃", lx_passed: "패스", lx_done: "다 냄", lx_table: "바닥", lx_lead_by: "{0}{이/가} 선입니다",
      lx_lead: "선으로 내기", lx_market: "시장패", lx_market_left: "시장패 {0}장 남음", lx_my_hand: "내 손패", lx_legal_count: "낼 수 있는 조합 {0}개", lx_legal: "낼 수 있습니다",
      lx_play: "내기", lx_pass: "패스", lx_go_out: "아웃 (칩 3)", lx_pick_market: "가져올 시장패를 고르세요", lx_save_hand: "손패 저장", lx_change_hand: "손패 바꾸기",
      lx_save_market: "시장패 저장", lx_start_deal: "판 시작", lx_record: "기록", lx_bought: "{0} 아웃", lx_trick_end: "라운드 끝", lx_sure_buy: "{0}{이/가} 칩을 내고 아웃했다고 기록할까요? 기록은 되돌릴 수 없습니다.", lx_sure_trick: "이 라운드가 끝났다고 기록할까요? 기록은 되돌릴 수 없습니다.", lx_emptied_who: "손을 턴 사람:",
      lx_tiles_of: "{0}의 남은 패", lx_emptied: "손 털기 기록", lx_chart: "판마다 칩", lx_chart_ledger: "판마다 칩과 장부", lx_deal_h: "판", lx_from: "보낸 쪽", lx_to: "받은 쪽", lx_amount: "칩", lx_reason: "이유",
      lx_stage_1: "1단계 (기본)", lx_stage_2: "2단계 (폭탄까지)", lx_stage_3: "3단계 (모든 규칙)", lx_run: "{0}장 ({1})", lx_oot: "(차례 밖)", lx_older: "이전 {0}수", lx_pick_n: "{0} {1}장을 고르세요 ({2}장 남음)",
      lx_front_help: "(+{0}): 이번 라운드에 아웃하며 앞에 둔 칩 {0}개입니다. 라운드가 끝나면 시장으로 갑니다.",
      lx_bomb_any: "폭탄은 바닥에 패가 있으면 차례가 아니어도 언제든 낼 수 있습니다.", lx_bomb_now: "지금 폭탄을 낼 수 있습니다 (차례가 아니어도 됩니다).",
      lx_watching: "패를 모두 냈습니다. 이번 판은 구경합니다.", lx_results: "손 털기 결과", lx_emptied_line: "{0}{이/가} 손을 털고 시장 칩 {1}개를 가져갔습니다.",
      lx_paid: "{0} {1}개 지불", lx_emptied_line0: "{0}{이/가} 손을 털었습니다.", lx_end_broke: "{0}의 칩이 다 떨어져 게임이 끝났습니다.", lx_end_deals: "약속한 {0}판을 모두 마쳤습니다.", lx_before: "시작", lx_after: "끝", lx_deal_no: "{0}판", lx_deal_over: "{0}판 결과", lx_final: "최종 결과",
      lx_place: "순위", lx_place_n: "{0}위", lx_total: "칩", lx_emptied_as: "{0}의 손 털기 기록",
      lx_front_of: "{0} 앞", lx_r_purchase: "시장패 구입", lx_r_cleanup: "라운드 정리: 앞에 둔 칩을 시장으로", lx_r_pot: "손을 털고 시장 칩을 가져감", lx_r_tiles: "남은 패 정산" },
    en: { lx_deal: "Deal {0}/{1}", lx_stage: "stage {0}", lx_enter_tiles: "enter the market and your own hand", lx_start_deal_hint: "start the deal", lx_winners: "Winner: {0}",
      lx_chips: "chips", lx_tiles: "tiles", lx_pot: "pot", lx_out: "out", lx_passed: "passed", lx_done: "emptied", lx_table: "Table", lx_lead_by: "{0} leads",
      lx_lead: "lead", lx_market: "Market", lx_market_left: "{0} market tiles left", lx_my_hand: "My hand", lx_legal_count: "{0} legal plays", lx_legal: "legal",
      lx_play: "Play", lx_pass: "Pass", lx_go_out: "Out (3 chips)", lx_pick_market: "Pick the market tile to take", lx_save_hand: "Save my hand", lx_change_hand: "Change my hand",
      lx_save_market: "Save the market", lx_start_deal: "Start the deal", lx_record: "Record", lx_bought: "{0} went out", lx_trick_end: "Trick over", lx_sure_buy: "Record that {0} paid chips and went out? A record cannot be taken back.", lx_sure_trick: "Record that this trick is over? A record cannot be taken back.", lx_emptied_who: "Emptied their hand:",
      lx_tiles_of: "{0}'s tiles left", lx_emptied: "Record emptied hand", lx_chart: "Chips by deal", lx_chart_ledger: "Chips by deal and ledger", lx_deal_h: "deal", lx_from: "from", lx_to: "to", lx_amount: "chips", lx_reason: "why",
      lx_stage_1: "stage 1 (basic)", lx_stage_2: "stage 2 (with bombs)", lx_stage_3: "stage 3 (all rules)", lx_run: "of {0} ({1})", lx_oot: "(out of turn)", lx_older: "{0} earlier moves", lx_pick_n: "{0}: pick {1} tiles ({2} left)",
      lx_front_help: "(+{0}): chips this player put in front of them going out this trick; they go to the pot when the trick ends.",
      lx_bomb_any: "Once a play is on the table, a bomb may be played at any moment, even out of turn.", lx_bomb_now: "You may bomb now, even out of turn.",
      lx_watching: "You have played all your tiles — watching this deal.", lx_results: "Emptied hands", lx_emptied_line: "{0} emptied their hand and took the pot of {1}.",
      lx_paid: "{0} paid {1}", lx_emptied_line0: "{0} emptied their hand.", lx_end_broke: "The game ended: {0} ran out of chips.", lx_end_deals: "All {0} deals agreed were played.", lx_before: "start", lx_after: "end", lx_deal_no: "deal {0}", lx_deal_over: "Deal {0} result", lx_final: "Final result",
      lx_place: "place", lx_place_n: "#{0}", lx_total: "chips", lx_emptied_as: "Record: {0} emptied their hand",
      lx_front_of: "in front of {0}", lx_r_purchase: "market purchase", lx_r_cleanup: "trick clean-up: chips in front go to the pot", lx_r_pot: "pot taken on emptying a hand", lx_r_tiles: "paid for tiles left in hand" },
  });
  TM.words({
    ko: { opt_stage: "단계", opt_stage_value: "{0}단계", opt_stage_1: "1단계: 기본 (폭탄·시장 없음)", opt_stage_2: "2단계: 폭탄 추가", opt_stage_3: "3단계: 폭탄과 시장 (전체 규칙)", opt_deals: "판 수", opt_scorekeeping: "칩 기록만" },
    en: { opt_stage: "Stage", opt_stage_value: "stage {0}", opt_stage_1: "Stage 1: basic (no bombs, no market)", opt_stage_2: "Stage 2: with bombs", opt_stage_3: "Stage 3: bombs and market (full rules)", opt_deals: "Deals", opt_scorekeeping: "Chips only (no hands)" },
  });
  // Words of the chips-only record's checks and preview, and of short payments.
  TM.words({
    ko: { lx_left_min: "{0}의 남은 패는 1개 이상이어야 합니다.", lx_left_max: "{0}의 손에는 지금 패가 최대 {1}개까지 있을 수 있습니다 (받은 패와 산 패): {2}개는 안 됩니다.",
      lx_pv_head: "{0}{이/가} 칩 {1}개를 받습니다:", lx_pv_pot: "시장 칩 {0}개", lx_pv_pays: "{0} {1}개",
      lx_short: "{0}: {1}개 중 {2}개 (칩 부족)", lx_short_none: "{0}: {1}개 중 {2}개 (칩 없음)", lx_shorts: "덜 낸 사람 — {0}",
      lx_of_owed: "{1}개 중 {0}개", lx_m_you_short: "남은 패 값 {0}개 중 칩 {1}개를 냈습니다 (칩 부족)", lx_m_you_none: "남은 패 값 {0}개 중 {1}개를 냈습니다 (칩 없음)" },
    en: { lx_left_min: "{0}'s tiles left must be at least 1.", lx_left_max: "{0}'s hand can hold at most {1} tiles now (dealt and bought), not {2}.",
      lx_pv_head: "{0} receives {1} chips:", lx_pv_pot: "the pot: {0}", lx_pv_pays: "{0}: {1}",
      lx_short: "{0}: {2} of {1} (too few chips)", lx_short_none: "{0}: {2} of {1} (no chips)", lx_shorts: "paid less than owed — {0}",
      lx_of_owed: "{0} of {1}", lx_m_you_short: "You paid {1} of the {0} chips you owed (too few chips)", lx_m_you_none: "You paid {1} of the {0} chips you owed (no chips)" },
  });
  // Words of "why can't I play this?".
  TM.words({
    ko: { lx_cannot: "지금 낼 수 없습니다", lx_why_not: "왜 낼 수 없나요?", lx_why_table: "바닥에 있는 패 ({0}):",
      lx_why_count: "지금 낼 수 있는 조합은 {0}가지입니다.", lx_why_one: "지금 낼 수 있는 조합은 1가지입니다.", lx_why_none: "지금 낼 수 있는 조합이 없습니다." },
    en: { lx_cannot: "Not playable now", lx_why_not: "Why can't I play this?", lx_why_table: "On the table ({0}):",
      lx_why_count: "You have {0} legal plays now.", lx_why_one: "You have one legal play now.", lx_why_none: "You have no legal play now." },
  });
  // moments: a hand emptied (the pot and what each paid), a deal's end (the changes), the game's end (places).
  /** @param {import("./types.js").LexioView} prev the view before @param {import("./types.js").LexioView} v the view now */
  function moments(prev, v) {
    const out = [], me = v.seat, mineSeat = me !== undefined && me !== null;
    const key = (e) => e.deal + ":" + e.seat;
    const all = (x) => (x.emptied || []).concat(...(x.summaries || []).map((d) => d.emptied || []));
    const seen = new Set(all(prev).map(key));
    all(v).forEach((e) => {
      if (seen.has(key(e))) return;
      seen.add(key(e));
      const got = e.paid.reduce((a, b) => a + b, 0), paid = mineSeat ? e.paid[me] : 0;
      const owedMe = mineSeat && e.owed ? e.owed[me] : 0, shorts = shortsOf(e);
      if (mineSeat && e.seat === me) {
        out.push({ tone: "win", title: t("lx_m_emptied_me"), detail: [t("lx_m_took", e.pot + got, e.pot, got), shorts.length ? t("lx_shorts", shorts.join(", ")) : ""].filter(Boolean).join(" · ") });
      } else {
        const others = paidWords(e);
        out.push({ tone: paid || owedMe ? "bad" : "good", title: t("lx_m_emptied", playerName(e.seat)),
          detail: mineSeat ? (owedMe > paid ? t(paid ? "lx_m_you_short" : "lx_m_you_none", owedMe, paid) : paid ? t("lx_m_you_paid", paid) : e.pot ? t("lx_m_pot", e.pot) : "")
            : [e.pot ? t("lx_m_pot", e.pot) : "", others].filter(Boolean).join(" · ") });
      }
    });
    const sums = v.summaries || [], was = (prev.summaries || []).length;
    if (sums.length > was && !(v.final && !prev.final)) {
      const d = sums[sums.length - 1], ch = (p) => d.after[p] - d.before[p];
      const signed = (x) => (x > 0 ? "+" + x : x < 0 ? "−" + -x : "±0");
      out.push({ tone: mineSeat ? (ch(me) >= 0 ? "good" : "bad") : "good", title: t("lx_m_deal_over", d.deal),
        detail: mineSeat ? t("lx_m_mine", d.before[me], d.after[me], signed(ch(me))) : v.seats.map((s) => playerName(s.seat) + " " + signed(ch(s.seat))).join(" · ") });
    }
    if (v.final && !prev.final) {
      const first = mineSeat && v.final.places[me] === 1;
      out.push({ tone: first ? "win" : "good", title: tk.resultTitle(mineSeat ? v.final.places[me] : 0),
        detail: t("m_places", tk.placesLine(v.seats.map((s) => ({ seat: s.seat, place: v.final.places[s.seat], extra: v.final.totals[s.seat] })))) });
    }
    return out;
  }
  TM.words({
    ko: { lx_m_emptied_me: "손을 털었습니다!", lx_m_took: "+{0} 칩 (시장 칩 {1}, 남은 패 값 {2})", lx_m_emptied: "{0}{이/가} 손을 털었습니다",
      lx_m_you_paid: "남은 패 값으로 칩 {0}개를 냈습니다", lx_m_pot: "시장 칩 {0}개를 가져갔습니다", lx_m_deal_over: "{0}판 끝",
      lx_m_mine: "내 칩: {0} → {1} ({2})" },
    en: { lx_m_emptied_me: "Hand emptied!", lx_m_took: "+{0} chips (pot {1}, tiles left {2})", lx_m_emptied: "{0} emptied their hand",
      lx_m_you_paid: "You paid {0} chips for your tiles left", lx_m_pot: "took the pot of {0}", lx_m_deal_over: "Deal {0} over",
      lx_m_mine: "My chips: {0} → {1} ({2})" },
  });
  TM.register("lexio", {
    moments, seat: seatPage, public: publicPage,
    // step is the table's step in words for the host console and the display.
    step(v) {
      if (v.phase === "setup" && v.mode === "full") {
        if (!v.market_entered) return { text: t("lx_step_market") };
        const waiting = v.seats.filter((s) => !s.entered).map((s) => s.seat);
        if (waiting.length) return { text: TM.waiting(tk, waiting, "lx_what_hand") };
      }
      return { text: status(v, true) };
    },
  });
}
