// 13 Clues' pages: the seat's phone (enter my five cards, the others' cases, tokens, the answer to
// give, ask / peek / solve, notepad sheet, hints) and the public view (host console, display).
import { TM } from "./kit.js";
{
  // The page kit (kit.js): every shared piece this script draws with.
  const tk = TM.kit, { el, t, playerName, redraw, toast } = tk, ui = tk.local;
  const KINDS = ["person", "location", "weapon"];

  function cardOf(v, id) { return v.cards.find((c) => c.id === id); }
  function cardName(v, id) {
    const c = cardOf(v, id);
    if (!c) return id;
    return tk.lang() === "ko" ? c.ko : id;
  }
  function cardEl(v, id, attrs) {
    const c = cardOf(v, id) || { colour: "", kind: "" };
    return el("span", Object.assign({ class: "c13-card c13-" + c.colour, title: id }, attrs || {}), cardName(v, id));
  }
  // topic adds the Korean topic particle by the word's final consonant (은 after one, 는 otherwise);
  // English words are returned as they are.
  function topic(word) {
    if (tk.lang() !== "ko") return word;
    const c = word.charCodeAt(word.length - 1);
    if (c < 0xac00 || c > 0xd7a3) return word;
    return word + ((c - 0xac00) % 28 ? "은" : "는");
  }
  function subjectName(v, id) {
    const n = v.colours.concat(v.removed, v.categories).find((x) => x.id === id);
    return n ? (tk.lang() === "ko" ? n.ko : id) : id;
  }
  function status(v) {
    if (v.phase === "ended") return t("ended");
    if (v.winner !== undefined && v.winner !== null) return t("c13_winner", playerName(v.winner));
    if (v.phase === "setup") return t("setup");
    if (v.must_take) return t("c13_must_take", playerName(v.turn));
    return v.turn === v.seat ? t("your_turn") + (v.tokens && v.active ? " · " + t(v.actions_left === 1 ? "c13_left_one" : "c13_left", v.actions_left) : "") : t("turn_of", playerName(v.turn));
  }
  // insideEl shows, under the seat's own name in play, its inside cards
  // (what it sees for itself, as it sees the others' cases): left, then right.
  function insideEl(v, seat) {
    const me = v.me;
    if (seat !== v.seat || !me || v.phase === "setup" || me.inside.length !== 2) return null;
    const [l, r] = [cardEl(v, me.inside[0], { title: t("c13_side_left") }), cardEl(v, me.inside[1], { title: t("c13_side_right") })];
    // At 2 players an ask may include a side: the sides are named.
    return el("div", { class: "c13-case c13-inside" }, t("c13_inside"), " ", v.players === 2 ? [t("c13_side_left"), " ", l, " ", t("c13_side_right"), " ", r] : [l, r]);
  }
  // seatsEl lists the seats (and, with glasses in play, the supply last, one chip more).
  function seatsEl(v) {
    const supply = v.tokens && v.phase !== "setup" ? el("li", { class: "c13-supply", title: t("c13_glasses") }, t("c13_supply_glass"), " ", tk.icon("glass", t("c13_glasses")), "×" + v.supply) : null;
    return el("ul", { class: "seats c13-seats" }, v.seats.map((s) => el("li", { class: v.turn === s.seat && v.phase === "play" ? "turn" : "" },
      el("div", {}, playerName(s.seat), v.phase === "setup" ? " · " + t(s.ready ? "ready" : "not_ready") : "",
        v.tokens && v.phase !== "setup" ? el("span", { class: "c13-tokens" }, " ", tk.icon("glass", t("c13_glasses")), "×" + s.tokens) : null,
        v.expert && s.top_secret ? el("button", { type: "button", class: "c13-secret linkish", title: t("c13_top_secret_help"),
          onclick: () => tk.toast(t("c13_top_secret_help")) }, " · ★" + t("c13_top_secret_short")) : null),
      s.case ? el("div", { class: "c13-case" }, s.case.map((id) => cardEl(v, id))) : insideEl(v, s.seat))), supply);
  }
  function entryText(v, e) {
    const who = playerName(e.seat);
    if (e.kind === "take") return t("c13_took", who, playerName(e.from));
    if (e.kind === "supply") return t("c13_from_supply", who);
    // Where the magnifying glass spent on a peek or a solve went: the nearest player without one, or the supply.
    const went = (e.kind === "peek" || e.kind === "solve") && v.tokens && e.to !== undefined && e.to !== null
      ? el("small", { class: "help" }, " · ", tk.icon("glass"), " " + (e.to < 0 ? t("c13_token_supply") : t("c13_token_to", playerName(e.to)))) : null;
    if (e.kind === "peek") return [t("c13_peeked", who, e.letter), e.card ? [" → ", cardEl(v, e.card)] : null, went];
    if (e.kind === "solve") return [t("c13_solved", who), " ", e.guess.map((id) => cardEl(v, id)), " ",
      el("b", { class: e.correct ? "good" : "badtxt" }, t(e.correct ? "correct" : "wrong")), went];
    // ask
    const head = t(e.private ? "c13_asked_private" : "c13_asked", who, playerName(e.answerer));
    if (e.answer === undefined || e.answer === null) return head;
    return [head, ": ", el("b", {}, subjectName(v, e.ask)), e.side ? " (" + t("c13_side_" + e.side) + ")" : "", " → ", el("b", { class: "c13-ans" }, String(e.answer))];
  }
  function logEl(v) {
    return el("section", {}, el("h2", {}, t("c13_log")),
      el("ol", { class: "log c13-log", reversed: true }, v.log.map((e, i) => [e, i]).reverse().map(([e, i]) =>
        el("li", { class: tk.whyLog && tk.whyLog(i) ? "why-hl" : null, "data-log": i }, entryText(v, e))))); // why-hl: proves the open "why?"
  }
  function revealEl(v) {
    if (!v.reveal) return null;
    return el("section", {}, el("h2", {}, t("c13_reveal")),
      v.reveal.cases.map((c, i) => el("div", { class: "rackline" }, t("c13_case_of", playerName(i)), ": ", c.map((id) => cardEl(v, id)),
        " · ", t("c13_inside_of", playerName(i)), ": ", v.reveal.inside[i].map((id) => cardEl(v, id)))),
      v.reveal.informants.length ? el("div", { class: "rackline" }, t("c13_informants"), ": ",
        v.reveal.informants.map((id, i) => [v.letters[i], " ", cardEl(v, id), " "])) :
        (v.reveal.informant_cards || []).length ? el("div", { class: "rackline" }, t("c13_informants_unlaid"), ": ",
          v.reveal.informant_cards.map((id) => [cardEl(v, id), " "])) : null);
  }
  function startEl(v, send) {
    if (v.phase !== "setup" || !v.seats.every((s) => s.ready)) return null;
    return tk.startChoice(v.seats.length, send, "c13-start");
  }

  // ---- set-up: pick my 5 cards, then which 3 go outside (my left neighbour's case) and the 2 inside ----
  function cardsValid(pick) {
    const outs = pick.filter((p) => p.slot === "out").map((p) => p.kind);
    return pick.length === 5 && outs.length === 3 && KINDS.every((k) => outs.includes(k)) &&
      pick.filter((p) => p.slot === "left").length === 1 && pick.filter((p) => p.slot === "right").length === 1;
  }
  // pickOf is the seat's choice under way: at first the cards it entered, or
  // (practice) the five the service dealt, their places still to choose.
  function pickOf(v) {
    const me = v.me;
    if (!ui.c13Pick) {
      ui.c13Pick = me.dealt ? me.dealt.map((id) => ({ id, kind: cardOf(v, id).kind, slot: "" })) :
        me.outside.map((id) => ({ id, kind: cardOf(v, id).kind, slot: "out" }))
          .concat(me.inside.map((id, i) => ({ id, kind: cardOf(v, id).kind, slot: i ? "right" : "left" })));
    }
    return ui.c13Pick;
  }
  function setupEl(v, send) {
    const me = v.me;
    if (me.outside.length && !ui.c13Edit) {
      return el("section", {}, el("h2", {}, t("c13_my_cards")),
        el("p", {}, t("c13_gives", playerName(me.left_neighbour)), " ", el("span", { class: "c13-row" }, me.outside.map((id) => cardEl(v, id)))),
        el("p", {}, t("c13_inside"), ": ", t("c13_side_left"), " ", cardEl(v, me.inside[0]), " · ", t("c13_side_right"), " ", cardEl(v, me.inside[1])),
        el("button", { type: "button", onclick: () => { ui.c13Edit = true; ui.c13Pick = null; redraw(); } }, t("c13_change_cards")));
    }
    const pick = pickOf(v);
    if (me.dealt) return dealtEl(v, send, pick);
    const palette = el("div", { class: "c13-palette" }, v.cards.filter((c) => c.in_play).map((c) => {
      const on = pick.some((p) => p.id === c.id);
      return el("button", { type: "button", class: "c13-pal c13-" + c.colour + (on ? " on" : ""), "data-card": c.id, onclick: () => {
        const i = pick.findIndex((p) => p.id === c.id);
        if (i >= 0) pick.splice(i, 1); else if (pick.length < 5) pick.push({ id: c.id, kind: c.kind, slot: "" });
        redraw();
      } }, cardName(v, c.id));
    }));
    const slots = el("div", { class: "c13-slots" }, pick.map((p) => el("div", { class: "c13-slotrow" }, cardEl(v, p.id), " ",
      ["out", "left", "right"].map((s) => el("button", { type: "button", class: "c13-slot" + (p.slot === s ? " on" : ""), "data-slot": s, "data-card": p.id,
        onclick: () => { if (s !== "out") pick.forEach((q) => { if (q.slot === s) q.slot = ""; }); p.slot = p.slot === s ? "" : s; redraw(); } }, t("c13_slot_" + s))))));
    const ok = cardsValid(pick);
    return el("section", {}, el("h2", {}, t("c13_my_cards")),
      el("p", { class: "help" }, t("c13_pick_help", playerName(me.left_neighbour))), palette, slots,
      el("button", { type: "button", class: "big c13-save-cards", disabled: !ok, onclick: () => {
        const by = (s) => pick.filter((p) => p.slot === s).map((p) => p.id);
        send({ type: "cards", outside: by("out"), inside: [by("left")[0], by("right")[0]] }).then(() => { ui.c13Edit = false; ui.c13Pick = null; redraw(); });
      } }, t("c13_save_cards")));
  }

  // dealtEl chooses among the five cards the service dealt (practice): a tap
  // stands a card outside (the same kind's card there comes back inside);
  // the other two are the inside cards, left and right as they lie (a
  // 2-player table, where an ask may include a side, can swap them).
  function dealtEl(v, send, pick) {
    const me = v.me;
    const inside = () => pick.filter((p) => p.slot !== "out");
    const settle = () => { // once three stand outside, the other two are inside: left then right as they lie
      const ins = inside();
      if (pick.length - ins.length !== 3) ins.forEach((p) => { p.slot = ""; });
      else if (!ins.some((p) => p.slot === "left") || !ins.some((p) => p.slot === "right")) ins.forEach((p, i) => { p.slot = i ? "right" : "left"; });
    };
    settle();
    const cards = el("div", { class: "c13-dealt" }, pick.map((p) => el("button", { type: "button", class: "c13-deal c13-" + cardOf(v, p.id).colour + (p.slot === "out" ? " on" : ""),
      "data-card": p.id, "data-kind": p.kind, "aria-pressed": p.slot === "out" ? "true" : "false",
      onclick: () => {
        if (p.slot === "out") p.slot = "";
        else { pick.forEach((q) => { if (q.kind === p.kind && q.slot === "out") q.slot = ""; }); p.slot = "out"; }
        settle(); redraw();
      } }, el("b", {}, cardName(v, p.id)), el("small", {}, t("c13_kind_" + p.kind) + " · " + t(p.slot === "out" ? "c13_slot_out" : "c13_inside")))));
    const side = (s) => pick.find((p) => p.slot === s);
    const ins = [side("left"), side("right")];
    const sides = cardsValid(pick) ? el("p", { class: "c13-inside-line" }, t("c13_inside"), ": ", t("c13_side_left"), " ", cardEl(v, ins[0].id), " · ", t("c13_side_right"), " ", cardEl(v, ins[1].id),
      v.players === 2 ? [" ", el("button", { type: "button", class: "c13-swap", onclick: () => { [ins[0].slot, ins[1].slot] = [ins[1].slot, ins[0].slot]; redraw(); } }, t("c13_swap"))] : null) : null;
    return el("section", { class: "c13-choose" }, el("h2", {}, t("c13_my_cards")),
      el("p", { class: "help" }, t("c13_dealt_help", playerName(me.left_neighbour))), cards, sides,
      el("button", { type: "button", class: "big c13-save-cards", disabled: !cardsValid(pick), onclick: () => {
        const by = (s) => pick.filter((p) => p.slot === s).map((p) => p.id);
        send({ type: "cards", outside: by("out"), inside: [by("left")[0], by("right")[0]] }).then(() => { ui.c13Edit = false; ui.c13Pick = null; redraw(); });
      } }, t("c13_save_cards")));
  }

  // ---- my turn: take, ask, peek, solve ----
  function actionsEl(v, send) {
    const me = v.me;
    if (me.can_take) {
      return el("section", { class: "c13-actions" }, el("h2", {}, t("c13_take")), el("div", { class: "buttons" },
        v.seats.filter((s) => s.seat !== v.seat && s.tokens > 0).map((s) => el("button", { type: "button", class: "big", "data-take": s.seat,
          onclick: () => send({ type: "take", from: s.seat }) }, playerName(s.seat) + " ", tk.icon("glass", t("c13_glasses")), "×" + s.tokens))));
    }
    if (!me.can_act) return null;
    const a = ui.c13Ask = ui.c13Ask || { to: null, ask: null, side: "", private: false };
    const others = v.seats.filter((s) => s.seat !== v.seat);
    if (others.length === 1) a.to = others[0].seat;
    // Removed colours may be asked too (the seed lists all 10); nobody can see them, so the answer is 0.
    const subj = v.colours.concat(v.removed, v.categories);
    const removed = v.removed.find((r) => r.id === a.ask);
    const ready = a.to !== null && a.ask && (v.players !== 2 || a.side);
    const ask = el("div", { class: "c13-ask" },
      el("div", { class: "buttons" }, others.map((s) => el("button", { type: "button", class: "c13-to" + (a.to === s.seat ? " on" : ""), "data-ask-to": s.seat,
        onclick: () => { a.to = s.seat; redraw(); } }, playerName(s.seat)))),
      el("div", { class: "c13-subjects" }, subj.map((n) => el("button", { type: "button", "data-ask": n.id,
        class: "c13-subj c13-" + n.id + (a.ask === n.id ? " on" : "") + (v.removed.includes(n) ? " c13-subj-removed" : ""),
        onclick: () => { a.ask = n.id; redraw(); } }, tk.lang() === "ko" ? n.ko : n.id))),
      v.players === 2 ? el("div", { class: "buttons" }, ["left", "right"].map((s) => el("button", { type: "button", class: "c13-side" + (a.side === s ? " on" : ""), "data-side": s,
        onclick: () => { a.side = s; redraw(); } }, t("c13_incl_" + s)))) : null,
      me.can_private ? el("label", { class: "c13-private" }, el("input", { type: "checkbox", checked: a.private, onchange: (e) => { a.private = e.target.checked; } }), " ", t("c13_private")) : null,
      removed ? el("p", { class: "warn c13-removed-warn" }, t("c13_removed_warn", topic(tk.lang() === "ko" ? removed.ko : removed.id)),
        " ", t(v.tokens ? "c13_removed_cost_token" : "c13_removed_cost_turn")) : null,
      // The next question starts afresh at once (a live view may come before the reply); a refused one comes back.
      el("button", { type: "button", class: "big c13-doask", disabled: !ready, onclick: () => {
        ui.c13Ask = null;
        send({ type: "ask", answerer: a.to, ask: a.ask, side: a.side, private: !!a.private }).catch(() => { if (!ui.c13Ask) { ui.c13Ask = a; redraw(); } });
      } },
        t(removed ? "c13_do_ask_anyway" : "c13_do_ask")));
    const peek = me.can_peek ? peekEl(v, send) : null;
    const g = ui.c13Guess = ui.c13Guess || {};
    // A card I can see (my inside pair, the others' cases, an informant I peeked at) is never my case: not offered.
    const seen = new Set(v.me.inside.concat(Object.values(v.me.peeked)));
    v.seats.forEach((s) => (s.case || []).forEach((id) => seen.add(id)));
    const solve = el("div", { class: "c13-solve" },
      KINDS.map((k) => el("select", { "data-kind": k, "aria-label": t("c13_kind_" + k), onchange: (e) => { g[k] = e.target.value; redraw(); } }, el("option", { value: "" }, t("c13_kind_" + k)),
        v.cards.filter((c) => c.in_play && c.kind === k && !seen.has(c.id)).map((c) => el("option", { value: c.id, selected: g[k] === c.id }, cardName(v, c.id))))),
      // Once the three are picked, a solve (it cannot be taken back) asks once.
      KINDS.every((k) => g[k])
        ? tk.sure("solve", { class: "big declarebtn c13-dosolve" }, t("c13_do_solve"), t("c13_confirm_solve"),
          () => send({ type: "solve", guess: KINDS.map((k) => g[k]) }).then(() => { ui.c13Guess = null; redraw(); }))
        : el("button", { type: "button", class: "big declarebtn c13-dosolve", onclick: () => tk.toast(t("c13_pick_three"), true) }, t("c13_do_solve")));
    // One action a turn: ask, peek or solve, one tab each (the ask first).
    return el("section", { class: "c13-actions" }, tk.tabs("c13-action", [{ id: "ask", label: t("c13_tab_ask"), body: ask },
      peek && { id: "peek", label: t("c13_tab_peek"), body: peek }, { id: "solve", label: t("c13_tab_solve"), body: solve }]));
  }

  // A peek: with the informants laid out (host or scans) the letter is enough and the phone shows the card;
  // as the cards lie, the peeker looks at the physical card and taps it among the cards they see nowhere.
  function peekEl(v, send) {
    const me = v.me;
    // A peek spends the turn (and a glass): it asks once; a letter already seen shows again without asking.
    const sureAsk = (l) => t(v.tokens ? "c13_sure_peek_glass" : "c13_sure_peek", l);
    const letters = el("div", { class: "buttons" }, v.letters.map((l) => v.informants_laid && !me.peeked[l]
      ? tk.sure("peek:" + l, { class: "big", "data-letter": l }, l, sureAsk(l), () => send({ type: "peek", letter: l }), t("c13_peek_yes", l))
      : el("button", { type: "button", class: "big" + (ui.c13PeekAt === l ? " on" : ""), "data-letter": l,
        onclick: () => {
          if (v.informants_laid || me.peeked[l]) { send({ type: "peek", letter: l }); return; }
          ui.c13PeekAt = l; ui.c13PeekCard = null; redraw();
        } }, l + (me.peeked[l] ? " ✓" : ""))));
    const out = [letters]; // under its tab "엿보기"
    const at = ui.c13PeekAt;
    if (!v.informants_laid && at && !me.peeked[at]) {
      out.push(el("p", { class: "help" }, t("c13_peek_which", at)),
        el("div", { class: "c13-peekpick" }, (me.peek_choices || []).map((id) => {
          const c = cardOf(v, id);
          return el("button", { type: "button", class: "c13-" + c.colour + (ui.c13PeekCard === id ? " on" : ""), "data-peek-card": id,
            onclick: () => { ui.c13PeekCard = id; redraw(); } }, cardName(v, id));
        })),
        ui.c13PeekCard ? tk.sure("peek:" + at, { class: "big c13-dopeek" }, t("c13_peek_saw", at, cardName(v, ui.c13PeekCard)), sureAsk(at),
          () => send({ type: "peek", letter: at, card: ui.c13PeekCard }).then(() => { ui.c13PeekAt = null; ui.c13PeekCard = null; redraw(); }))
          : el("button", { type: "button", class: "big c13-dopeek", disabled: true }, t("c13_peek_pick")));
    } else if (!v.informants_laid) {
      out.push(el("p", { class: "help" }, t("c13_peek_aslie")));
    }
    return el("div", { class: "c13-peek" }, out);
  }

  // ---- notepad: the 30-card sheet, colours by kinds; removed colours struck out ----
  const MARK_NEXT = { "": "out", out: "certain", certain: "maybe", maybe: "" };
  const MARK_SIGN = { out: "✕", certain: "●", maybe: "?" };
  function notepadEl(v, send) {
    const me = v.me, seen = new Set(me.inside.concat(Object.values(me.peeked)));
    v.seats.forEach((s) => (s.case || []).forEach((id) => seen.add(id)));
    // Colours back in the box are in nobody's hands: one line under the sheet, not rows of struck cards.
    const removedLine = v.removed.length ? el("p", { class: "help c13-removed-line" }, t("c13_removed", v.removed.map((r) => tk.lang() === "ko" ? r.ko : r.id).join(", "))) : null;
    const grid = el("table", { class: "c13-sheet" },
      el("tr", {}, el("th", {}, ""), KINDS.map((k) => el("th", {}, t("c13_kind_" + k)))),
      v.colours.map((col) => el("tr", { class: "c13-" + col.id }, el("th", { class: "c13-" + col.id, "data-colour": col.id }, tk.lang() === "ko" ? col.ko : col.id),
          KINDS.map((k) => {
            const c = v.cards.find((x) => x.colour === col.id && x.kind === k), st = me.marks[c.id] || "";
            const is = ui.whyMode ? whyClaim(v, c) : null;
            return el("td", { class: "c13-cell " + st + (seen.has(c.id) ? " seen" : "") + tk.cellWhyClass(c.id, is, "sheet"), "data-card": c.id,
              onclick: tk.cellTap(c.id, is, "sheet", () => send({ type: "mark", card: c.id, state: MARK_NEXT[st] })) },
            el("span", { class: "c13-sign" }, MARK_SIGN[st] || ""), " ", cardName(v, c.id), el("small", {}, " " + subjectName(v, c.category)));
          }))));
    // At set-up the sheet is not needed yet: it folds under its heading.
    // In play the tab above names the notepad (its heading is for screen readers only).
    return el("section", { class: "c13-pad", "data-tab-as": "notepad", "data-fold-as": v.phase === "setup" ? "c13-pad-setup" : null }, el("h2", { class: v.phase === "setup" ? null : "sr-only" }, t("notepad")), tk.whyModeButton(v, v.phase === "play"), el("p", { class: "help" }, t(ui.whyMode ? "why_mode_on" : "c13_sheet_help")),
      el("div", { class: "gridwrap" }, grid), removedLine, tk.whyBox(v, "sheet"), tk.notesBox(me.text, send));
  }

  // ---- "why?" on the notepad: a mode in which tapping a card explains it instead of marking it ----
  let lastHints = null;
  // whyClaim is what a card's cell claims, to explain: the player's own mark, else (above "check my
  // notes") what the hints show as certain; null when the cell claims nothing certain.
  function whyClaim(v, c) {
    const st = v.me.marks[c.id];
    if (st === "out") return false;
    if (st === "certain") return true;
    const p = lastHints && lastHints.possible && lastHints.possible[c.kind];
    if (!p || v.hints === "check") return null;
    if (!p.includes(c.id)) return false;
    return p.length === 1 ? true : null;
  }
  function sayEl(v) {
    const s = v.me.say;
    if (!s) return null;
    const asked = [t("c13_asked_by", playerName(s.asker)), ": ", subjectName(v, s.ask), s.side ? " (" + t("c13_incl_" + s.side) + ")" : ""];
    // At a table of bots nobody hears an answer: the phone gave it, said in one line.
    if (TM.practice && TM.practice()) return el("div", { class: "say c13-say say-phone" }, asked, " → ", el("b", { class: "sayans" }, String(s.answer)), " ", el("small", {}, t("c13_said_phone")));
    return el("div", { class: "say c13-say" }, el("div", {}, t(s.private ? "c13_say_paper" : "say_aloud"), " — ", asked), el("div", { class: "sayans" }, String(s.answer)));
  }
  // choosing says whether the seat is choosing its cards now (set-up, not
  // saved yet or changing them).
  function choosing(v) { return v.phase === "setup" && !!v.me && (!v.me.outside.length || !!ui.c13Edit); }
  // setupStatus is the seat's step while it chooses its cards, in the pinned
  // prompt: what is still missing (why "save" waits), then to save.
  function setupStatus(v) {
    const pick = pickOf(v);
    if (!v.me.dealt && pick.length < 5) return t("c13_step_pick", 5 - pick.length);
    const outs = pick.filter((p) => p.slot === "out").map((p) => p.kind);
    const missing = KINDS.filter((k) => !outs.includes(k));
    if (missing.length) return t("c13_step_out", playerName(v.me.left_neighbour), missing.map((k) => t("c13_kind_" + k)).join(", "));
    if (!cardsValid(pick)) return t("c13_step_sides");
    return t("c13_step_save");
  }
  // askStep is, while the seat composes a question (its ask tab open), what
  // the question still lacks: the reason its "ask" button waits, in the
  // pinned prompt.
  function askStep(v) {
    const chosen = (ui.tabs || {})["c13-action"];
    if (!v.me || !v.me.can_act || (chosen && chosen !== "ask")) return null;
    const a = ui.c13Ask || {}, others = v.seats.filter((s) => s.seat !== v.seat);
    const step = others.length > 1 && (a.to === null || a.to === undefined) ? "c13_step_to" : !a.ask ? "c13_step_subject"
      : v.players === 2 && !a.side ? "c13_step_side" : "c13_step_ask";
    return el("span", { class: "c13-ask-step" }, " · " + t(step));
  }
  /** @param {import("./types.js").Clues13View} v */
  function seatPage(v, send) {
    const mineNow = (v.turn === v.seat && v.phase === "play") || choosing(v);
    const out = [el("p", { class: "status" + (mineNow ? " mine" : "") }, choosing(v) ? setupStatus(v) : status(v), askStep(v)), seatsEl(v)];
    out.push(sayEl(v));
    const mine = v.seats[v.seat];
    if (v.phase === "play" && v.tokens && v.turn === v.seat && !v.active && !v.must_take && mine && mine.tokens === 0 && v.supply > 0) {
      out.push(el("p", { class: "c13-supplynote" }, t("c13_take_supply")));
    }
    // Keyed parts: a live update redraws only the parts whose slice of the view (or page state they read) changed.
    const me = v.me;
    if (v.phase === "setup") {
      out.push(tk.keep("c13-setup", [me.outside, me.inside, me.dealt, playerName(me.left_neighbour), v.players, ui.c13Pick, ui.c13Edit],
        () => setupEl(v, send)), startEl(v, send));
    } else {
      // My inside cards sit under my name among the seats; the informants I peeked at, one line.
      if (Object.keys(me.peeked).length) out.push(el("section", { class: "c13-mine" }, el("h2", {}, t("c13_informants")), " ", Object.keys(me.peeked).sort().map((l) => [l, " ", cardEl(v, me.peeked[l]), " "])));
      if (v.phase === "play") {
        out.push(tk.keep("c13-actions", [me.can_take, me.can_act, me.can_peek, me.can_private, me.peeked, me.peek_choices, me.inside, v.seats, v.names, v.seat,
          v.players, v.tokens, v.removed, v.letters, v.informants_laid, ui.c13Ask, ui.c13Guess, ui.c13PeekAt, ui.c13PeekCard, ui.sure, ui.tabs],
        () => actionsEl(v, send)), tk.hints(v));
      }
      out.push(tk.keep("c13-reveal", [v.reveal, v.names, v.seat, v.letters], () => revealEl(v)),
        tk.keep("c13-log", [v.log, v.names, v.seat, v.tokens, tk.whyShown()], () => logEl(v)));
    }
    out.push(tk.keep("c13-pad", [me.inside, me.peeked, me.marks, me.text, v.seats.map((x) => x.case), v.phase, v.hints, v.colours, v.removed,
      ui.whyMode, ui.folds, tk.whyShown(), ui.whyMode ? lastHints : null], () => notepadEl(v, send)));
    return out;
  }
  /** @param {import("./types.js").Clues13View} v */
  function publicPage(v, send, host) {
    const out = [el("p", { class: "status" }, status(v)), seatsEl(v)];
    if (v.removed.length) out.push(el("p", { class: "help" }, t("c13_removed", v.removed.map((r) => tk.lang() === "ko" ? r.ko : r.id).join(", "))));
    if (host) out.push(startEl(v, send));
    out.push(revealEl(v), logEl(v));
    return out;
  }

  function noteText(v, m) { return cardName(v, m.card) + " " + (m.state === "out" ? "✕" : "●"); }
  function hintsEl(h, v) {
    lastHints = h;
    const out = [];
    out.push(...tk.hintsHead(h, "c13_h_contradiction"));
    // Each mistaken mark, and (above "check my notes") each open deduction, has its "why?".
    const whyBtn = (m, label) => [" ", tk.whyButton(m.card, m.state === "certain", "h:" + m.card, label), tk.whyBox(v, "h:" + m.card)];
    if (h.mistakes.length) out.push(el("ul", { class: "mistakes why-list" }, h.mistakes.map((m) => el("li", { class: "badtxt" },
      el("span", { class: "why-claim" }, noteText(v, m)), whyBtn(m, t("why_wrong"))))));
    if (h.open) out.push(el("p", {}, h.open.length ? t("c13_h_open", h.open.length) : t("c13_h_none_open")),
      el("ul", { class: "open why-list" }, h.open.map((m) => el("li", {}, el("span", { class: "why-claim" }, noteText(v, m)), v.hints === "check" ? null : whyBtn(m, t("why"))))));
    if (h.possible) {
      out.push(el("p", { class: "c13-h-cases" }, t("c13_h_cases", h.cases), h.solved ? " · " + t("c13_h_solved") : ""));
      out.push(el("table", { class: "c13-possible" }, KINDS.map((k) => el("tr", {}, el("th", {}, t("c13_kind_" + k)),
        el("td", {}, h.possible[k].map((id) => el("span", { class: "c13-pt" }, cardEl(v, id, { "data-card": id }),
          h.probabilities ? el("small", { class: "prob" }, " " + tk.pct(h.probabilities[k][id])) : null)))))));
    }
    // Ranked by how many possible cases each action is expected to leave; one that teaches nothing is never listed.
    const useful = tk.useful(h.suggestions);
    if (useful.length && h.cases > 1) {
      out.push(el("p", {}, t("c13_h_best")));
      out.push(el("ol", { class: "best" }, useful.slice(0, 5).map((s) => el("li", {},
        s.action === "peek" ? t("c13_peek_letter", s.letter) : [t("c13_ask_who", playerName(s.answerer)), " ", el("b", {}, subjectName(v, s.ask)), s.side ? " (" + t("c13_incl_" + s.side) + ")" : ""],
        " · ", el("small", {}, tk.leaves(s.expected_bits, h.cases, "c13_h_leaves"))))));
    } else if (h.suggestions && h.suggestions.length && h.cases > 1) {
      out.push(el("p", { class: "help" }, t("c13_h_no_useful")));
    }
    return out;
  }

  // The action tabs' words are short: three fit one row at 360 px.
  TM.words({ ko: { clues13: "13 클루", c13_what_cards: "카드 입력", c13_tab_ask: "질문", c13_tab_peek: "엿보기", c13_tab_solve: "해결" },
    en: { clues13: "13 Clues", c13_what_cards: "entering cards", c13_tab_ask: "Ask", c13_tab_peek: "Peek", c13_tab_solve: "Solve" } });
  TM.words({
    ko: { c13_winner: "사건 해결: {0}!", c13_must_take: "{0}: 창고가 비었습니다. 다른 플레이어의 돋보기 토큰 1개를 가져오세요",
      c13_left: "남은 행동 {0}", c13_left_one: "남은 행동 1", c13_top_secret: "일급비밀 토큰", c13_glasses: "돋보기", c13_token_supply: "돋보기는 창고로", c13_token_to: "돋보기는 {0}에게", c13_top_secret_short: "일급비밀", c13_case_of: "{0}의 사건", c13_inside_of: "{0}의 안쪽 카드", c13_took: "{0}: {1}의 토큰을 가져옴",
      c13_peeked: "{0}: 비밀정보원 {1} 카드를 봄", c13_solved: "{0}의 정답 말하기", c13_asked: "{0} → {1} 질문",
      c13_asked_private: "{0} → {1} 비밀 질문", c13_log: "질문과 행동 기록", c13_reveal: "모든 카드 공개", c13_inside: "안쪽",
      c13_informants: "비밀정보원", c13_my_cards: "내 카드 5장", c13_gives: "{0}의 가림막 바깥에 놓을 카드:",
      c13_change_cards: "카드 바꾸기", c13_pick_help: "받은 카드 5장을 고른 뒤, 인물·장소·흉기 1장씩을 '바깥'({0}의 사건)으로, 나머지 2장을 '왼쪽'·'오른쪽'으로 정하세요.",
      c13_slot_out: "바깥", c13_slot_left: "왼쪽", c13_slot_right: "오른쪽", c13_save_cards: "카드 저장",
      c13_take: "토큰을 가져올 플레이어", c13_ask: "질문하기", c13_do_ask: "질문", c13_incl_left: "왼쪽 카드 포함", c13_incl_right: "오른쪽 카드 포함",
      c13_side_left: "왼쪽", c13_side_right: "오른쪽", c13_private: "일급비밀 토큰 사용 (비밀 질문)", c13_peek: "비밀정보 보기",
      c13_solve: "정답 말하기", c13_do_solve: "정답 말하기", c13_kind_person: "인물", c13_kind_location: "장소", c13_kind_weapon: "흉기",
      c13_pick_three: "인물·장소·흉기를 모두 고르세요", c13_confirm_solve: "이대로 정답을 말할까요? 틀리면 차례가 끝납니다.", c13_sure_peek: "비밀정보원 {0} 카드를 엿볼까요? 이번 차례를 씁니다.", c13_sure_peek_glass: "비밀정보원 {0} 카드를 엿볼까요? 돋보기 하나와 이번 차례를 씁니다.", c13_peek_yes: "{0} 엿보기",
      c13_sheet_help: "칸을 누를 때마다: ✕ 아님 → ● 확실 → ? 가능 → 빈칸. 색칠된 칸은 내가 보는 카드입니다.",
      c13_say_paper: "종이에 적어 건네세요", c13_asked_by: "{0}의 질문", c13_supply_glass: "창고",
      c13_removed: "제거한 색깔: {0}", c13_h_contradiction: "단서가 서로 모순됩니다.", 
      c13_h_open: "아직 표시하지 않은 추리 {0}개", c13_h_none_open: "남은 추리가 없습니다", c13_h_cases: "가능한 사건 {0}가지",
      c13_h_solved: "사건이 확정되었습니다!", c13_h_best: "가장 도움이 되는 행동",
      c13_removed_warn: "{0} 이번 게임에서 제거한 색이라 아무도 볼 수 없습니다. 답은 반드시 0입니다.",
      c13_removed_cost_token: "그래도 질문하면 돋보기 토큰은 평소처럼 씁니다.", c13_removed_cost_turn: "그래도 질문하면 이번 차례의 행동을 씁니다.",
      c13_do_ask_anyway: "그래도 질문", c13_from_supply: "{0}: 창고에서 돋보기 토큰 1개를 가져옴",
      c13_top_secret_help: "★ 일급비밀 토큰: 한 번, 질문을 비밀로 할 수 있습니다. 답은 묻는 사람과 답하는 사람만 압니다.",
      c13_take_supply: "돋보기 토큰이 없으니 창고에서 1개를 가져오세요. 이번 차례의 첫 행동에 쓰입니다.",
      c13_peek_which: "비밀정보원 {0} 카드를 몰래 보고, 보이는 카드를 누르세요:", c13_peek_pick: "보이는 카드를 고르세요",
      c13_peek_saw: "{0} 아래에서 {1} 카드를 봤습니다", c13_peek_aslie: "글자를 누른 뒤, 그 아래 카드를 직접 보고 고르세요. 고른 카드는 내 기록에만 남습니다.",
      c13_informants_unlaid: "비밀정보원 카드 (글자는 기록되지 않음)" },
    en: { c13_winner: "{0} solved their case!", c13_must_take: "{0}: the supply is empty. Take a magnifying glass from another player",
      c13_left: "{0} actions left", c13_left_one: "1 action left", c13_top_secret: "top-secret token", c13_glasses: "magnifying glasses", c13_token_supply: "the glass goes to the supply", c13_token_to: "the glass goes to {0}", c13_top_secret_short: "top secret", c13_case_of: "{0}'s case", c13_inside_of: "{0}'s inside cards", c13_took: "{0} took a token from {1}",
      c13_peeked: "{0} looked at informant {1}", c13_solved: "{0} tried to solve", c13_asked: "{0} asked {1}",
      c13_asked_private: "{0} asked {1} in private", c13_log: "Questions and actions", c13_reveal: "All cards", c13_inside: "inside",
      c13_informants: "Informants", c13_my_cards: "My 5 cards", c13_gives: "Cards for the outside of {0}'s screen:",
      c13_change_cards: "Change cards", c13_pick_help: "Pick the 5 cards you were dealt, then one person, one location and one weapon as 'outside' ({0}'s case) and the other 2 as 'left' and 'right'.",
      c13_slot_out: "outside", c13_slot_left: "left", c13_slot_right: "right", c13_save_cards: "Save cards",
      c13_take: "Take a token from", c13_ask: "Ask", c13_do_ask: "Ask", c13_incl_left: "including your left card", c13_incl_right: "including your right card",
      c13_side_left: "left", c13_side_right: "right", c13_private: "Use my top-secret token (private ask)", c13_peek: "Peek at an informant",
      c13_solve: "Solve", c13_do_solve: "Solve my case", c13_kind_person: "Person", c13_kind_location: "Location", c13_kind_weapon: "Weapon",
      c13_pick_three: "Pick a person, a location and a weapon", c13_confirm_solve: "Solve with this guess? A wrong guess ends your turn.", c13_sure_peek: "Peek at informant {0}? It uses your turn.", c13_sure_peek_glass: "Peek at informant {0}? It spends a magnifying glass and your turn.", c13_peek_yes: "Peek at {0}",
      c13_sheet_help: "Each tap: ✕ not mine → ● certain → ? maybe → empty. Shaded: cards you see.",
      c13_say_paper: "Write it on paper", c13_asked_by: "asked by {0}", c13_supply_glass: "Supply",
      c13_removed: "Colours removed: {0}", c13_h_contradiction: "Your clues contradict each other.", 
      c13_h_open: "{0} deductions not marked yet", c13_h_none_open: "Nothing left to deduce", c13_h_cases: "{0} possible cases",
      c13_h_solved: "Your case is certain!", c13_h_best: "Most useful actions",
      c13_removed_warn: "Nobody can see {0}: that colour is removed in this game, so the answer will be 0.",
      c13_removed_cost_token: "Asking still costs a magnifying glass as usual.", c13_removed_cost_turn: "Asking still uses your turn's action.",
      c13_do_ask_anyway: "Ask anyway", c13_from_supply: "{0} took a magnifying glass from the supply",
      c13_top_secret_help: "★ top-secret token: once, this player may ask in private; only the asker and the answerer learn the answer.",
      c13_take_supply: "You have no magnifying glass: take one from the supply. Your first action uses it.",
      c13_peek_which: "Look at the card under {0} and tap the card you see:", c13_peek_pick: "Pick the card you see",
      c13_peek_saw: "I saw {1} under {0}", c13_peek_aslie: "Tap a letter, look at the card under it yourself, then pick it here. Only your own notes keep it.",
      c13_informants_unlaid: "Informants (their letters were not recorded)" },
  });
  TM.words({
    ko: { c13_step_pick: "받은 카드를 고르세요: {0}장 남음", c13_step_out: "{0}의 사건이 될 바깥 카드를 고르세요: {1}", c13_step_sides: "안쪽 2장을 왼쪽과 오른쪽에 두세요",
      c13_step_save: "이대로 좋으면 카드를 저장하세요", c13_step_to: "질문할 사람을 고르세요", c13_step_subject: "물어볼 색깔이나 종류를 고르세요",
      c13_step_side: "내 왼쪽이나 오른쪽 안쪽 카드 중 하나를 포함해 물으세요", c13_step_ask: "'질문'을 누르세요", c13_dealt_help: "인물, 장소, 흉기를 한 장씩 눌러 {0}의 가림막 바깥에 세우세요. 나머지 2장은 내 안쪽 카드입니다.", c13_swap: "좌우 바꾸기", c13_said_phone: "(폰이 대신 답했어요)" },
    en: { c13_step_pick: "Pick the cards you were dealt: {0} to go", c13_step_out: "Choose the outside cards, {0}'s case: {1}", c13_step_sides: "Put your 2 inside cards left and right",
      c13_step_save: "If this is right, save your cards", c13_step_to: "choose whom to ask", c13_step_subject: "choose a colour or a kind to ask about",
      c13_step_side: "include your left or your right inside card", c13_step_ask: "tap “Ask”", c13_dealt_help: "Tap one person, one location and one weapon to stand them outside {0}'s screen. The other 2 are your inside cards.", c13_swap: "Swap sides", c13_said_phone: "(the phone answered for you)" },
  });
  TM.words({ ko: { opt_expert: "숙련자 규칙 (3–6명)" }, en: { opt_expert: "Expert rule (3–6 players)" } });
  // moments: a solve judged, the case solved, the game over with every hidden card shown.
  /** @param {import("./types.js").Clues13View} prev the view before @param {import("./types.js").Clues13View} v the view now */
  function moments(prev, v) {
    const out = [], me = v.seat, mineSeat = me !== undefined && me !== null;
    v.log.slice(prev.log.length).forEach((e) => {
      if (e.kind !== "solve") return;
      const mine = mineSeat && e.seat === me;
      out.push(tk.judgedMoment(v, e, e.guess.map((id) => cardName(v, id)).join(" · ") + (e.correct ? "" : " · " + t(mine ? "c13_m_turn_ends" : "c13_m_turn_ends_of", playerName(e.seat)))));
    });
    const won = (x) => x.winner !== undefined && x.winner !== null;
    const revealed = v.reveal && !prev.reveal;
    if (won(v) && !won(prev)) out.push(tk.winnerMoment(v, revealed ? t("c13_m_revealed") : ""));
    else if (revealed) out.push({ tone: "good", title: t("m_over"), detail: t("c13_m_revealed") });
    return out;
  }
  TM.words({
    ko: { c13_h_leaves: "가능한 사건 {1}가지 중 약 {0}가지가 남음", c13_h_no_useful: "지금 할 수 있는 질문과 비밀정보 보기로는 새로 알 수 있는 것이 없습니다.",
      c13_peek_letter: "비밀정보원 {0} 보기", c13_ask_who: "{0}에게 질문:",
      c13_m_turn_ends: "차례가 끝납니다", c13_m_turn_ends_of: "{0}의 차례가 끝납니다", c13_m_revealed: "숨겨진 카드를 모두 공개했습니다" },
    en: { c13_h_leaves: "leaves about {0} of {1} possible cases", c13_h_no_useful: "No ask or peek open to you now can tell you anything new.",
      c13_peek_letter: "Peek at informant {0}", c13_ask_who: "Ask {0}:",
      c13_m_turn_ends: "your turn ends", c13_m_turn_ends_of: "{0}'s turn ends", c13_m_revealed: "every hidden card is now shown" },
  });
  TM.register("clues13", {
    moments, seat: seatPage, hints: hintsEl, public: publicPage,
    // step is the table's step in words for the host console and the display.
    step(v) {
      if (v.phase === "setup") {
        const waiting = v.seats.filter((s) => !s.ready).map((s) => s.seat);
        if (waiting.length) return { text: TM.waiting(tk, waiting, "c13_what_cards") };
      }
      return { text: status(v) };
    },
  });
}
