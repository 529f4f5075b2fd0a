// Code 777's pages: the seat's phone (tiles to place, the card to read, the answer to say aloud,
// challenges, the racks I see, the note-sheet pyramid, hints) and the public view (host, display).
import { TM } from "./kit.js";
{
  // The page kit (kit.js): every shared piece this script draws with.
  const tk = TM.kit, { el, t, playerName, redraw, toast } = tk, ui = tk.local;
  // kind id, number, colour, copies — the rules table (solver/code777).
  /** @type {Array<[string, number, string, number]>} the tiles: id, number, colour, copies */
  const KINDS = [["green1", 1, "green", 1], ["yellow2", 2, "yellow", 2], ["black3", 3, "black", 3], ["brown4", 4, "brown", 4],
    ["red5", 5, "red", 4], ["black5", 5, "black", 1], ["pink6", 6, "pink", 3], ["green6", 6, "green", 3],
    ["pink7", 7, "pink", 1], ["yellow7", 7, "yellow", 2], ["blue7", 7, "blue", 4]];
  const KIND = {}; KINDS.forEach(([id, n, color, copies]) => { KIND[id] = { n, color, copies }; });
  // The symbols printed on the tiles for colour-blind players.
  const SYM = { green: "●", yellow: "▲", black: "★", brown: "▬", red: "⬢", pink: "✖", blue: "◆" };
  function tileEl(id) {
    const k = KIND[id];
    const name = tk.term("code777", id); // in words (초록 1), never the id
    return el("span", { class: "c777-tile c777-" + k.color, title: name, role: "img", "aria-label": name }, String(k.n), el("small", { "aria-hidden": "true" }, SYM[k.color]));
  }
  function rackEl(tiles) { return el("span", { class: "c777-rack" }, tiles.map(tileEl)); }
  // The question cards, the sides of the comparison cards and the tile kinds
  // are the game's vocabulary (GET /api/games): "q17", "q17-a", "green1".
  function cardText(v, c) {
    const n = +c.slice(1);
    return "#" + n + " " + tk.term("code777", n === 2 && v.options.q2_threshold_more ? "q2-more" : c);
  }
  // The two sides of the comparison cards #12–#23, as said aloud: the
  // answer names the colour or tile ("갈색이 더 많습니다"), never "the first".
  function answerText(a, card) {
    const sides = card && tk.terms("code777").includes(card + "-a") ? [tk.term("code777", card + "-a"), tk.term("code777", card + "-b")] : null;
    if (sides && (a === "a" || a === "b")) return t("c777_ans_more", sides[a === "a" ? 0 : 1]);
    if (sides && a === "equal") return t("c777_ans_same", sides[0], sides[1]);
    if (a === "a") return t("c777_ans_a");
    if (a === "b") return t("c777_ans_b");
    if (a === "equal") return t("c777_ans_equal");
    return String(a);
  }
  function rackName(v, id) {
    // One neutral rack (3 players) is just "the neutral rack".
    if (id === "n1" && !v.racks.some((r) => r.id === "n2")) return t("c777_neutral");
    if (id === "n1" || id === "n2") return t("c777_neutral_" + id);
    return t("c777_rack_of", playerName(+id));
  }
  function status(v) {
    if (v.winner !== undefined && v.winner !== null) return t("c777_winner", playerName(v.winner));
    if (v.phase === "ended") return t("ended");
    if (v.phase === "setup") return t("c777_setup");
    // A neutral rack refreshed twice in one round is filled, discarded and filled again: said in words.
    const refills = (id) => (v.racks.find((r) => r.id === id) || {}).refills || 1;
    // The reshuffles are steps of the table, said on every screen at their moment.
    if (v.pile.reshuffle_now) return t("c777_reshuffle_due", v.pile.count);
    if (v.draws) return t("c777_order", drawOrder(v));
    if (v.waiting.length) return t("c777_waiting", v.waiting.map((id) => rackName(v, id) + (refills(id) > 1 ? " " + t("c777_twice") : "")).join(", "));
    if (v.deck.shuffle_now) return t("c777_deck_due");
    return v.turn === v.seat ? t("c777_your_read") : t("c777_read_of", playerName(v.turn));
  }
  // The refills in the order the table takes them, the reshuffle where the pile reaches its point.
  function drawOrder(v) {
    return (v.draws || []).map((d) => d.reshuffle ? t("c777_step_reshuffle") : rackName(v, d.rack) + (d.held ? " ✓" : "")).join(" → ");
  }
  // The tap that confirms a reshuffle: the host, or the seat whose turn it is to draw (tiles) or read (cards).
  function shuffleEl(v, send, what) {
    if (!what) return null;
    return el("section", { class: "c777-shuffle" }, el("p", { class: "c777-warn" }, what === "tiles" ? t("c777_reshuffle_due", v.pile.count) : t("c777_deck_due")),
      v.draws ? el("p", { class: "help" }, t("c777_order", drawOrder(v))) : null,
      el("button", { type: "button", class: "big c777-shuffled", "data-shuffle": what, onclick: () => send({ type: "reshuffle", what }) }, t("c777_shuffled")));
  }
  function coinsEl(v) {
    return el("ul", { class: "seats" }, v.coins.map((c, i) => el("li", { class: v.turn === i && v.phase === "play" ? "turn" : "" },
      playerName(i), " · ", "●".repeat(c) || "0")));
  }
  function infoEl(v) {
    const p = v.pile;
    // Folded under its heading unless it warns of a reshuffle or a new deck.
    return el("section", { class: "c777-info", "data-fold-as": "info", "data-fold-open": p.reshuffle_now || v.deck.left === 0 ? "" : null }, el("h2", {}, t("c777_table")),
      el("p", {}, t("c777_pile", p.count, p.discards, p.reshuffle_at)),
      p.reshuffle_now ? el("p", { class: "c777-warn" }, t("c777_reshuffle_now")) : null,
      el("p", {}, t("c777_deck", v.deck.cycle || 1, v.deck.used.length, v.deck.left)),
      v.deck.left === 0 ? el("p", { class: "c777-warn" }, t("c777_deck_new")) : null);
  }
  // The racks two to a row (a name over its tiles): four racks take two lines of a phone, not four.
  function racksEl(v) {
    return el("section", {}, el("h2", {}, t("c777_racks")), el("div", { class: "c777-racks" }, v.racks.map((r) => el("div", { class: "c777-rackcell", "data-key": r.id },
      el("b", {}, rackName(v, r.id)),
      r.tiles ? el("div", {}, rackEl(r.tiles), r.guessed ? el("span", { class: "help" }, t("c777_guessed")) : null)
        : el("div", { class: "help" }, !r.filled ? t("c777_no_tiles") : r.owner === v.seat ? t("c777_hidden_mine") : t("c777_hidden"))))));
  }
  // A palette of the eleven kinds; picks three tiles for a rack.
  function rackEntry(v, send, id) {
    ui.pick = ui.pick || {};
    const chosen = ui.pick[id] = ui.pick[id] || [];
    return el("div", { class: "c777-entry", "data-rack": id }, el("p", {}, t("c777_place_on", rackName(v, id)),
      v.pile.reshuffle_now ? el("b", { class: "c777-warn" }, " · " + t("c777_reshuffle_now")) : null),
      el("div", { class: "c777-palette" }, KINDS.map(([k]) => el("button", { type: "button", class: "c777-pal", "data-kind": k, onclick: () => {
        if (chosen.length < 3) chosen.push(k); redraw();
      } }, tileEl(k)))),
      el("div", { class: "c777-chosen" }, chosen.map((k, i) => el("button", { type: "button", class: "c777-pal on", onclick: () => { chosen.splice(i, 1); redraw(); } }, tileEl(k)))),
      el("button", { type: "button", class: "big c777-save", disabled: chosen.length !== 3, onclick: () =>
        send({ type: "rack", rack: id, tiles: chosen.slice() }).then(() => { delete ui.pick[id]; ui.edit = null; redraw(); }) }, t("c777_save_rack")));
  }
  function enterEl(v, send, ids) {
    if (!ids.length) return null;
    return el("section", {}, el("h2", {}, t("c777_enter")), el("p", { class: "help" }, t("c777_enter_help")),
      ids.map((id) => {
        const r = v.racks.find((x) => x.id === id);
        if (r.filled && r.held) return el("div", { class: "rackline" }, rackName(v, id), ": ", r.tiles ? rackEl(r.tiles) : "✓", " ", el("small", { class: "help" }, t("c777_held")));
        if (r.filled && ui.edit !== id) {
          return el("div", { class: "rackline" }, rackName(v, id), ": ", r.tiles ? rackEl(r.tiles) : "✓", " ",
            el("button", { type: "button", onclick: () => { ui.edit = id; redraw(); } }, t("c777_change")));
        }
        return rackEntry(v, send, id);
      }));
  }
  function startEl(v, send) {
    if (v.phase !== "setup" || v.waiting.length) return null;
    return tk.startChoice(v.coins.length, send);
  }
  // readEl: who is the reader's name on the console; on the reader's own phone (null) the heading speaks to them.
  function readEl(v, send, who) {
    // Practice: the service drew the card; the player turns it over with one tap.
    if (v.me && v.me.drawn) {
      // On the reader's own phone the pinned prompt already says it (me.prompt): the button alone.
      return el("section", { class: "c777-read" }, who ? el("h2", {}, t("c777_turn_over", who)) : null,
        el("button", { type: "button", class: "big card can", "data-card": v.me.drawn, onclick: () => send({ type: "read", card: v.me.drawn }) }, t("c777_turn_over_btn")));
    }
    const used = new Set(v.deck.left === 0 ? [] : v.deck.used);
    const cards = Array.from({ length: 23 }, (_, i) => "q" + (i + 1)).filter((c) => !used.has(c));
    // The reader taps the number printed on the card drawn (its question is the button's label, and
    // every question is listed under the numbers).
    return el("section", { class: "c777-read" }, el("h2", {}, who ? t("c777_read_card", who) : t("c777_read_card_me")),
      el("div", { class: "c777-cards" }, cards.map((c) => el("button", { type: "button", class: "card can", "data-card": c,
        title: cardText(v, c), "aria-label": cardText(v, c), onclick: () => send({ type: "read", card: c }) }, "#" + c.slice(1)))),
      tk.fold("questions", t("c777_questions"), el("ol", { class: "c777-questions" }, cards.map((c) => el("li", {}, cardText(v, c))))));
  }
  // numberPicker: with ask, the last tap is an act that stays (a challenge), asked once (kit sure).
  function numberPicker(key, onDone, label, ask) {
    ui.nums = ui.nums || {};
    const nums = ui.nums[key] = ui.nums[key] || [];
    return el("div", { class: "c777-nums" }, el("div", { class: "buttons" }, [1, 2, 3, 4, 5, 6, 7].map((n) =>
      el("button", { type: "button", class: "c777-num", "data-num": n, onclick: () => { if (nums.length < 3) nums.push(n); redraw(); } }, String(n)))),
      el("p", {}, el("b", { class: "c777-named" }, nums.join(" ") || "–"), " ",
        el("button", { type: "button", onclick: () => { nums.length = 0; redraw(); } }, t("c777_reset"))),
      ask && nums.length === 3 ? tk.sure("challenge", { class: "big c777-go" }, label, ask(nums.join(" ")), () => onDone(nums.join(" ")).then(() => { delete ui.nums[key]; redraw(); }))
        : el("button", { type: "button", class: "big", disabled: nums.length !== 3, onclick: () => onDone(nums.join(" ")).then(() => { delete ui.nums[key]; redraw(); }) }, label));
  }
  function logEl(v) {
    // A read that starts a new cycle of the question deck says the deck was reshuffled.
    const cycleOf = (i) => { for (let j = i - 1; j >= 0; j--) if (v.log[j].kind === "read" || v.log[j].kind === "deck") return v.log[j].cycle; return 1; };
    return el("section", {}, el("h2", {}, t("c777_log")), el("ol", { class: "log c777-log", reversed: true }, v.log.map((e, i) => [e, i]).reverse().map(([e, i]) => {
      if (e.kind === "read") { // why-hl: an answer that proves the open "why?"
        const reshuffled = e.cycle > 1 && e.cycle !== cycleOf(i);
        return el("li", { class: (e.counts ? "c777-counts" : "") + (tk.whyLog && tk.whyLog(i) ? " why-hl" : ""), "data-log": i }, playerName(e.seat), ": ", cardText(v, e.card), " → ", el("b", {}, answerText(e.answer, e.card)),
          e.counts ? el("small", { class: "c777-tag" }, t("c777_counts")) : null,
          reshuffled ? el("small", { class: "help" }, " · " + t("c777_deck_reshuffled", e.cycle)) : null);
      }
      if (e.kind === "reshuffle") return el("li", { class: "c777-reshuffle" }, e.seat >= 0 ? playerName(e.seat) + ": " : "", t("c777_pile_reshuffled", e.discards));
      if (e.kind === "deck") return el("li", { class: "c777-reshuffle" }, e.seat >= 0 ? playerName(e.seat) + ": " : "", t("c777_deck_reshuffled", e.cycle));
      if (e.void) return el("li", {}, t("c777_void", playerName(e.seat)));
      return el("li", {}, t("c777_challenged", playerName(e.seat), e.numbers), " ", el("b", { class: e.correct ? "good" : "badtxt" }, t(e.correct ? "correct" : "wrong")),
        e.tiles ? [" ", rackEl(e.tiles)] : null, e.refresh ? el("small", {}, " · " + t("c777_refresh", e.refresh.map((id) => rackName(v, id)).join(", "))) : null);
    })));
  }
  // A live update redraws a part only when its slice of the view changed (kit keep):
  // a rename redraws the names, not the pyramid or the palette.
  function keepRacks(v) { return tk.keep("c777-racks", [v.racks, v.names, v.seat], () => racksEl(v)); }
  function keepInfo(v) { return tk.keep("c777-info", [v.pile, v.deck], () => infoEl(v)); }
  function keepLog(v) { return tk.keep("c777-log", [v.log, v.names, v.seat, v.racks.map((r) => r.id), v.options, tk.whyShown()], () => logEl(v)); }
  const MARK_NEXT = { "": "x", x: "out", out: "certain", certain: "" };
  const MARK_SIGN = { x: "╳", out: "／", certain: "◯" };
  // The note sheet: the pyramid of 28 tiles, row n holding the tiles numbered n.
  function sheetEl(v, send, mistakes) {
    const me = v.me, rows = [];
    for (let n = 1; n <= 7; n++) {
      const cells = [];
      KINDS.filter(([, num]) => num === n).forEach(([k, , , copies]) => {
        for (let i = 1; i <= copies; i++) {
          const cell = k + "/" + i, st = me.marks[cell] || "";
          const is = ui.whyMode ? whyClaim(v, k) : null;
          cells.push(el("button", { type: "button", class: "c777-cell " + st + (mistakes.has(k) ? " c777-mistake" : "") + tk.cellWhyClass(k, is, "sheet"), "data-cell": cell,
            onclick: tk.cellTap(k, is, "sheet", () => send({ type: "mark", cell, state: MARK_NEXT[st] })) },
            tileEl(k), el("b", { class: "c777-sign" }, MARK_SIGN[st] || "")));
        }
      });
      rows.push(el("div", { class: "c777-row" }, cells));
    }
    return el("section", { class: "c777-sheet", "data-tab-as": "notepad" }, el("h2", {}, t("notepad")), tk.whyModeButton(v), el("p", { class: "help" }, t(ui.whyMode ? "why_mode_on" : "c777_sheet_help")),
      // Clearing sits in the pyramid's empty top corner: no line of its own.
      el("div", { class: "c777-pyramid" }, el("button", { type: "button", class: "c777-clear", onclick: () => { if (confirm(t("c777_clear_q"))) send({ type: "clear_marks" }); } }, t("c777_clear")), rows),
      tk.whyBox(v, "sheet"),
      me.seen_discards.length ? el("p", {}, t("c777_seen_discards"), " ", rackEl(me.seen_discards)) : null,
      me.old_racks.length ? el("p", {}, t("c777_old_racks"), " ", me.old_racks.map(rackEl)) : null);
  }
  let lastHints = null;
  // ---- "why?" on the note sheet: a mode in which tapping a tile explains it instead of marking it ----
  // whyClaim is what a kind's cells claim, to explain: the player's own marks (a copy "mine", or every
  // copy crossed out), else what the full hints show as certain; above "check my notes" any other
  // kind asks whether my rack lacks it (the answer then shows a rack that has it, if one fits).
  function whyClaim(v, k) {
    let crossed = 0, mine = false;
    for (let i = 1; i <= KIND[k].copies; i++) {
      const st = v.me.marks[k + "/" + i];
      if (st === "certain") mine = true;
      if (st === "x" || st === "out") crossed++;
    }
    if (mine) return true;
    if (crossed === KIND[k].copies) return false;
    if (v.hints === "check") return null;
    const p = lastHints && lastHints.kinds ? lastHints.kinds[k] : undefined;
    return p === undefined ? false : p >= 1 ? true : false;
  }
  /** @param {import("./types.js").Code777View} v */
  function seatPage(v, send) {
    const me = v.me;
    const out = [el("p", { class: "status" + (v.turn === v.seat && v.phase === "play" ? " mine" : "") }, status(v)), coinsEl(v)];
    if (me.say) out.push(el("div", { class: "say c777-say" }, el("div", {}, t("say_aloud"), " — ", cardText(v, me.say.card)), el("div", { class: "sayans c777-sayans" }, answerText(me.say.answer, me.say.card))));
    // A rack I entered that is kept for its turn stays in sight, marked so.
    const held = v.racks.filter((r) => r.held && (r.placer === v.seat || r.neutral) && !me.enter.includes(r.id)).map((r) => r.id);
    const entering = me.enter.concat(held);
    out.push(shuffleEl(v, send, me.shuffle), tk.keep("c777-enter", [entering, v.racks, v.names, v.seat, v.pile.reshuffle_now, ui.pick, ui.edit], () => enterEl(v, send, entering)), startEl(v, send));
    if (me.can_read) out.push(readEl(v, send, null));
    // The hints first (their certainty opens the challenge below), placed after the racks.
    const hints = tk.hints(v);
    if (me.can_challenge) {
      // The challenge is folded under its heading until a number is picked: the read is the task most turns.
      // It opens too once the hints are certain (the pinned prompt then names the numbers to tap).
      const picking = (ui.nums && ui.nums.me && ui.nums.me.length) || (lastHints && lastHints.solved && v.hints !== "check");
      out.push(el("section", { class: "c777-challenge", "data-fold-as": "challenge", "data-fold-open": picking ? "" : null }, el("h2", {}, t("c777_challenge")), el("p", { class: "help" }, t("c777_challenge_help")),
        numberPicker("me", (nums) => send({ type: "challenge", numbers: nums }), t("c777_challenge_go"), (nums) => t("c777_sure_challenge", nums))));
    }
    const over = v.phase === "over" || v.phase === "ended";
    // The end: the racks (mine too) and the log, no pile instructions.
    out.push(keepRacks(v), over ? null : keepInfo(v), hints, keepLog(v));
    const mistakes = new Set(lastHints && lastHints.mistakes ? lastHints.mistakes.map((m) => m.kind) : []);
    // The note sheet is drawn from the seat's marks, what it saw and (in "why?" mode) the hints' claims.
    out.push(tk.keep("c777-sheet", [me.marks, me.seen_discards, me.old_racks, v.hints, v.phase, ui.whyMode, tk.whyShown(), Array.from(mistakes), ui.whyMode ? lastHints : null],
      () => sheetEl(v, send, mistakes)));
    return out;
  }
  /** @param {import("./types.js").Code777View} v */
  function publicPage(v, send, host) {
    const out = [el("p", { class: "status" }, status(v)), coinsEl(v)];
    if (host) {
      const neutral = v.racks.filter((r) => r.neutral && (!r.filled || r.held || v.phase === "setup")).map((r) => r.id);
      if (v.phase === "play") out.push(shuffleEl(v, send, v.pile.reshuffle_now ? "tiles" : v.deck.shuffle_now ? "cards" : ""));
      if (v.phase === "setup" || v.phase === "play") out.push(enterEl(v, send, neutral));
      out.push(startEl(v, send));
      if (v.phase === "play" && !v.waiting.length && !v.deck.shuffle_now) out.push(readEl(v, send, playerName(v.turn)));
      if (v.phase === "play") {
        ui.many = ui.many || [];
        out.push(el("section", { class: "c777-challenge" }, el("h2", {}, t("c777_challenges")), el("p", { class: "help" }, t("c777_challenges_help")),
          el("div", { class: "buttons" }, v.coins.map((_, i) => el("button", { type: "button", class: ui.who === i ? "c777-on" : "", onclick: () => { ui.who = i; redraw(); } }, playerName(i)))),
          ui.who !== undefined ? numberPicker("host", (nums) => { ui.many.push({ seat: ui.who, numbers: nums }); ui.who = undefined; redraw(); return Promise.resolve(); }, t("c777_add")) : null,
          el("ul", {}, ui.many.map((c) => el("li", {}, playerName(c.seat), ": ", c.numbers))),
          el("button", { type: "button", class: "big", disabled: !ui.many.length, onclick: () => send({ type: "challenge", challenges: ui.many }).then(() => { ui.many = []; }) }, t("c777_judge"))));
      }
    }
    out.push(keepRacks(v), v.phase === "over" || v.phase === "ended" ? null : keepInfo(v), keepLog(v));
    return out;
  }
  function hintsEl(h, v) {
    lastHints = h;
    // No hints while the seat's history cannot be known, and the reason in words (never a guessed solve).
    if (h.waiting && h.until === "order") return [el("p", { class: "c777-unknown" }, t("c777_h_order", (h.before || []).map((id) => rackName(v, id)).join(", ")))];
    if (h.waiting && (h.until === "reshuffle" || h.until === "conflict")) return [el("p", { class: "c777-unknown" }, t("c777_h_" + h.until))];
    if (h.waiting) return [el("p", {}, t("c777_h_waiting"))];
    const out = [];
    out.push(...tk.hintsHead(h, "c777_h_contradiction"));
    const claim = (m) => [tileEl(m.kind), " ", t(m.state === "out" ? "c777_h_out" : "c777_h_certain")];
    // Each mistaken mark, and (above "check my notes") each open deduction, has its "why?".
    const whyBtn = (m, label) => [" ", tk.whyButton(m.kind, m.state === "certain", "h:" + m.kind, label), tk.whyBox(v, "h:" + m.kind)];
    if (h.mistakes.length) out.push(el("ul", { class: "mistakes why-list" }, h.mistakes.map((m) => el("li", { class: "badtxt" }, el("span", { class: "why-claim" }, claim(m),
      m.wrong ? " · " + t("c777_h_wrong") : "", m.probability !== undefined ? " · " + tk.pct(m.probability) : ""), whyBtn(m, t("why_wrong"))))));
    if (h.open) out.push(el("ul", { class: "open why-list" }, h.open.map((m) => el("li", {}, el("span", { class: "why-claim" }, claim(m)), v.hints === "check" ? null : whyBtn(m, t("why"))))));
    if (h.possible) {
      out.push(el("p", {}, t("c777_h_possible", h.possible.length), h.solved ? " · " + t("c777_h_solved", h.solved) : ""));
      out.push(el("ul", { class: "c777-triples" }, h.possible.map((n) => el("li", {}, n, h.numbers ? el("small", { class: "prob" }, " " + tk.pct(h.numbers[n])) : null))));
    }
    if (h.challenge) out.push(el("p", { class: "c777-chance" }, t("c777_h_chance", h.challenge.numbers, tk.pct(h.challenge.probability))));
    return out;
  }
  TM.words({ ko: { code777: "코드 777", c777_questions: "카드 번호별 질문" }, en: { code777: "Code 777", c777_questions: "Each card's question" } });
  TM.words({
    ko: { c777_ans_a: "앞쪽이 더 많다", c777_ans_b: "뒤쪽이 더 많다", c777_ans_equal: "같다", c777_ans_more: "{0}{이/가} 더 많습니다", c777_ans_same: "{0}{와/과} {1}의 수가 같습니다",
      c777_neutral_n1: "중립 받침대 1", c777_neutral: "중립 받침대", c777_deck_reshuffled: "질문 카드를 다시 섞음 ({0}회차)", c777_pile_reshuffled: "버린 타일 {0}개를 타일 더미에 다시 섞어 넣었습니다", c777_twice: "(두 번 교체: 먼저 놓은 3개는 바로 버림)", c777_neutral_n2: "중립 받침대 2", c777_rack_of: "{0}의 받침대", c777_winner: "{0} 승리!", c777_guessed: "(맞힌 타일)", c777_setup: "타일을 받침대에 놓는 중",
      c777_waiting: "새 타일을 기다리는 중: {0}", c777_card: "{0}번 질문 카드", c777_your_read: "내가 카드를 읽을 차례", c777_read_of: "{0}{이/가} 카드를 읽을 차례", c777_table: "타일 더미와 질문 카드",
      c777_pile: "타일 더미 {0}개 · 버린 타일 {1}개 · {2}개 남으면 섞기", c777_reshuffle_now: "남은 타일과 버린 타일을 모두 섞고 ‘섞었습니다’를 누른 뒤 3개를 뽑으세요",
      c777_deck: "질문 카드 {0}번째 덱: {1}장 사용, {2}장 남음", c777_deck_new: "버린 질문 카드를 섞어 새 덱을 만드세요", c777_racks: "받침대",
      c777_no_tiles: "타일 없음", c777_hidden_mine: "나만 볼 수 없음", c777_hidden: "보이지 않음", c777_place_on: "{0}에 놓은 타일",
      c777_save_rack: "타일 저장", c777_enter: "받침대에 놓을 타일", c777_enter_help: "뽑은 타일 3개를 주인이 보지 못하게 놓고, 여기에 입력하세요.",
      c777_change: "바꾸기", c777_read_card: "{0}: 뽑은 카드를 고르세요", c777_read_card_me: "뽑은 카드의 번호를 누르세요", c777_turn_over: "{0}: 질문 카드 한 장을 뽑았습니다", c777_turn_over_btn: "카드 뒤집기", c777_reset: "지우기", c777_log: "기록", c777_counts: "내 받침대에 대한 단서",
      c777_void: "{0}의 도전은 게임이 끝나 무효", c777_challenged: "{0} 도전: {1}", c777_refresh: "새 타일: {0}",
      c777_sheet_help: "누르면 바뀝니다: ╳ 보임 → ／ 추리로 제외 → ◯ 내 타일 → 지움", c777_seen_discards: "내가 본 버린 타일:", c777_old_racks: "내가 맞힌 타일:",
      c777_clear: "메모 지우기", c777_clear_q: "메모를 모두 지울까요?", c777_challenge: "정답 도전", c777_challenge_help: "내 받침대의 숫자 3개를 고르세요 (색은 필요 없음).",
      c777_challenge_go: "도전!", c777_sure_challenge: "{0}{으로/로} 도전할까요? 도전은 되돌릴 수 없고, 틀리면 이번 타일을 보지 못합니다.", c777_challenges: "도전 입력 (동시에 여러 명)", c777_challenges_help: "도전한 플레이어와 숫자를 모두 추가한 뒤 판정하세요. 규칙 순서대로 판정합니다.",
      c777_add: "추가", c777_judge: "판정", c777_h_waiting: "모든 받침대에 타일이 놓이면 힌트가 나옵니다.", c777_h_contradiction: "단서가 서로 모순됩니다. 입력을 확인하세요.",
      c777_h_out: "없음", c777_h_certain: "있음", c777_h_wrong: "확실히 틀림",
      c777_h_possible: "가능한 숫자 조합 {0}가지", c777_h_solved: "정답: {0}", c777_h_chance: "지금 {0}{으로/로} 도전하면 맞을 확률 {1}",
      c777_reshuffle_due: "타일 더미가 {0}개 남았습니다: 버린 타일을 섞어 넣으세요", c777_order: "뽑는 순서: {0}", c777_step_reshuffle: "섞기",
      c777_shuffled: "섞었습니다", c777_held: "입력됨 · 앞 순서가 끝나면 뽑은 것으로 받습니다", c777_deck_due: "질문 카드를 다 썼습니다: 버린 카드를 섞어 새 덱을 만드세요",
      c777_h_order: "아직 뽑은 순서를 알 수 없습니다: {0}{을/를} 입력하고 타일을 섞은 뒤에 힌트가 나옵니다.",
      c777_h_reshuffle: "타일 더미를 섞었는지 아직 확인되지 않았습니다: ‘섞었습니다’를 누르면 힌트가 나옵니다.",
      c777_h_conflict: "입력한 타일이 타일 더미와 맞지 않아 내 기록을 알 수 없습니다: 입력을 바로잡으면 힌트가 나옵니다." },
    en: { c777_ans_a: "the first is more", c777_ans_b: "the second is more", c777_ans_equal: "equal", c777_ans_more: "More {0}", c777_ans_same: "As many {0} as {1}",
      c777_neutral_n1: "Neutral rack 1", c777_neutral: "Neutral rack", c777_deck_reshuffled: "question cards reshuffled (round {0} of the deck)", c777_pile_reshuffled: "The {0} discarded tiles were shuffled back into the tile pile", c777_twice: "(refreshed twice: the first 3 tiles go straight to the discards)", c777_neutral_n2: "Neutral rack 2", c777_rack_of: "{0}'s rack", c777_winner: "{0} wins!", c777_guessed: "(the tiles guessed)", c777_setup: "Placing tiles on the racks",
      c777_waiting: "Waiting for new tiles: {0}", c777_card: "Question card #{0}", c777_your_read: "Your turn to read a card", c777_read_of: "{0} reads a card", c777_table: "Tile pile and question cards",
      c777_pile: "Draw pile {0} · discards {1} · reshuffle at {2}", c777_reshuffle_now: "Shuffle the tiles left with all discards, tap “Shuffled”, then draw 3",
      c777_deck: "Question deck, cycle {0}: {1} used, {2} left", c777_deck_new: "Shuffle the used question cards into a new deck", c777_racks: "Racks",
      c777_no_tiles: "no tiles", c777_hidden_mine: "hidden from you", c777_hidden: "hidden", c777_place_on: "Tiles placed on {0}",
      c777_save_rack: "Save tiles", c777_enter: "Tiles to place", c777_enter_help: "Put the 3 drawn tiles on the rack without its owner seeing them, then enter them here.",
      c777_change: "Change", c777_read_card: "{0}: pick the card drawn", c777_read_card_me: "Tap the number of the card you drew", c777_turn_over: "{0}: a question card is drawn", c777_turn_over_btn: "Turn the card over", c777_reset: "Clear", c777_log: "Log", c777_counts: "clue about my rack",
      c777_void: "{0}'s challenge is void: the game is over", c777_challenged: "{0} challenges: {1}", c777_refresh: "new tiles: {0}",
      c777_sheet_help: "Tap to cycle: ╳ seen → ／ ruled out → ◯ mine → clear", c777_seen_discards: "Discards I saw:", c777_old_racks: "My solved racks:",
      c777_clear: "Clear notes", c777_clear_q: "Clear all your notes?", c777_challenge: "Challenge", c777_challenge_help: "Pick the three numbers on your rack (no colours).",
      c777_challenge_go: "Challenge!", c777_sure_challenge: "Challenge with {0}? A challenge cannot be taken back; a wrong one does not show you your tiles.", c777_challenges: "Enter challenges (several at once)", c777_challenges_help: "Add every challenger and their numbers, then judge: they are resolved in the rule sheet's order.",
      c777_add: "Add", c777_judge: "Judge", c777_h_waiting: "Hints return once every rack has its tiles.", c777_h_contradiction: "Your clues contradict each other: check what was entered.",
      c777_h_out: "not mine", c777_h_certain: "mine", c777_h_wrong: "certainly wrong",
      c777_h_possible: "{0} possible number triples", c777_h_solved: "solved: {0}", c777_h_chance: "A challenge with {0} now is right with {1} chance",
      c777_reshuffle_due: "The tile pile has {0} left: shuffle the discards in", c777_order: "Draw order: {0}", c777_step_reshuffle: "reshuffle",
      c777_shuffled: "Shuffled", c777_held: "entered · taken once the racks before it are in", c777_deck_due: "All question cards are used: shuffle them into a new deck",
      c777_h_order: "The draw order is not settled yet: hints return once {0} is entered and the tiles are reshuffled.",
      c777_h_reshuffle: "The reshuffle is not confirmed yet: hints return once someone taps “Shuffled”.",
      c777_h_conflict: "An entry does not fit the tile pile, so your history cannot be known: hints return once it is corrected." },
  });
  TM.words({
    ko: { opt_reshuffle_at: "더미를 다시 섞는 남은 타일 수", opt_q2_threshold_more: "2번 카드: 합 12 이상" },
    en: { opt_reshuffle_at: "Reshuffle the pile at (tiles left)", opt_q2_threshold_more: "Card 2 reads \"12 or more\"" },
  });
  // moments: a challenge judged (+1 coin when right), the winner.
  /** @param {import("./types.js").Code777View} prev the view before @param {import("./types.js").Code777View} v the view now */
  function moments(prev, v) {
    const out = [];
    v.log.slice(prev.log.length).forEach((e) => {
      if (e.kind !== "challenge" || e.void) return;
      out.push(tk.judgedMoment(v, e, e.correct ? t("m_coin") + " · " + e.numbers : e.numbers));
    });
    const won = (x) => x.winner !== undefined && x.winner !== null;
    if (won(v) && !won(prev)) out.push(tk.winnerMoment(v));
    return out;
  }
  TM.register("code777", {
    moments, seat: seatPage, hints: hintsEl, public: publicPage,
    // step is the table's step in words for the host console and the display.
    step(v) {
      if (v.phase === "setup" && v.waiting.length) return { text: status(v) };
      const last = v.log.length ? v.log[v.log.length - 1] : null;
      const spot = last && last.kind === "read" ? el("div", {}, el("p", { class: "spot-who" }, playerName(last.seat)), el("p", { class: "spot-q" }, t("c777_card", last.card.replace(/^q/, "")))) : null;
      return { text: v.seat === undefined || v.seat === null ? status(v).replace(t("c777_your_read"), t("c777_read_of", playerName(v.turn))) : status(v), spot };
    },
  });
}
