// Tagiron's pages: the seat's phone (tiles, question row, answer to say
// aloud, declaration, notepad, hints) and the public view (host, display).
"use strict";
(function () {
  // The question cards by id: [Korean, English] (companion/tagiron/words.go holds the same texts).
  const CARDS = {
    "where-0": ["0은 어디에 있나요?", "Where is 0?"],
    "where-1-or-2": ["1 또는 2는 어디에 있나요?", "Where is 1 or 2?"],
    "where-3-or-4": ["3 또는 4는 어디에 있나요?", "Where is 3 or 4?"],
    "where-5": ["5는 어디에 있나요?", "Where is 5?"],
    "where-6-or-7": ["6 또는 7은 어디에 있나요?", "Where is 6 or 7?"],
    "where-8-or-9": ["8 또는 9는 어디에 있나요?", "Where is 8 or 9?"],
    "same-color-neighbours": ["같은 색깔이 인접한 타일들은 어디에 있나요?", "Where are neighbouring tiles of the same colour?"],
    "consecutive-neighbours": ["숫자가 연속된 타일들은 어디에 있나요?", "Where are neighbouring consecutive numbers?"],
    "count-red": ["빨간색 타일은 몇 장인가요?", "How many red tiles?"],
    "count-blue": ["파란색 타일은 몇 장인가요?", "How many blue tiles?"],
    "count-odd": ["홀수 타일은 몇 장인가요?", "How many odd tiles?"],
    "count-even": ["짝수 타일은 몇 장인가요?", "How many even tiles?"],
    "count-pairs": ["같은 숫자 쌍은 몇 개인가요?", "How many pairs of equal numbers?"],
    "sum-low3": ["작은 타일 3장의 합은?", "Sum of the three smallest tiles?"],
    "sum-mid3": ["가운데 타일 3장의 합은?", "Sum of the three middle tiles?"],
    "sum-high3": ["큰 타일 3장의 합은?", "Sum of the three largest tiles?"],
    "sum-red": ["빨간색 타일의 합은?", "Sum of the red tiles?"],
    "sum-blue": ["파란색 타일의 합은?", "Sum of the blue tiles?"],
    "sum-all": ["[공유] 모든 타일의 합은?", "[shared] Sum of all tiles?"],
    "center-5-or-more": ["[공유] 가운데 타일은 5 이상인가요?", "[shared] Is the middle tile 5 or more?"],
    "max-minus-min": ["[공유] 가장 큰 수와 가장 작은 수의 차는?", "[shared] Largest minus smallest?"],
  };
  const CHOICES = {"where-1-or-2": [1, 2], "where-3-or-4": [3, 4], "where-6-or-7": [6, 7], "where-8-or-9": [8, 9]};
  let el, t, playerName, ui, redraw, toast;
  function bind(v, toolkit) { ui = toolkit.local; el = toolkit.el; t = toolkit.t; playerName = toolkit.playerName; redraw = toolkit.redraw; toast = toolkit.toast; lang = toolkit.lang(); }
  let lang = "ko";
  const TAG_TILES = ["r0","b0","r1","b1","r2","b2","r3","b3","r4","b4","g5","r6","b6","r7","b7","r8","b8","r9","b9"];
  const TAG_DECK = Object.keys(CARDS);
  function tileEl(id, attrs) {
    const cls = { r: "red", b: "blue", g: "green" }[id[0]];
    return el("span", Object.assign({ class: "tile " + cls, title: id }, attrs || {}), id.slice(1));
  }
  function cardText(id, pick) {
    const c = CARDS[id]; let s = c ? c[lang === "ko" ? 0 : 1] : id;
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
      const choices = CHOICES[c];
      const btn = el("button", { class: "card" + (canAsk ? " can" : ""), "data-card": c, disabled: !canAsk, type: "button",
        onclick: () => {
          if (!choices) return send({ type: "ask", card: c });
          ui.choosing = ui.choosing === c ? null : c; redraw();
        } }, cardText(c));
      if (choices && ui.choosing === c && canAsk) {
        return el("div", { class: "choice" }, btn, el("div", { class: "pick" }, t("which_number"), " ",
          choices.map((n) => el("button", { type: "button", class: "big", "data-pick": n, onclick: () => { ui.choosing = null; send({ type: "ask", card: c, pick: n }); } }, String(n)))));
      }
      return btn;
    });
    const drawn = new Set(v.row.concat(v.used));
    const left = tagDeck(v).filter((c) => !drawn.has(c));
    // Only a page that can act (a phone, the host) enters drawn cards; the display just shows.
    const reveal = send && v.needs_refill && v.phase !== "over" && v.phase !== "ended" ? el("div", { class: "reveal" },
      el("label", {}, t("reveal_needed"), " ",
        el("select", { onchange: (e) => { if (e.target.value) send({ type: "reveal", card: e.target.value }); } },
          el("option", { value: "" }, t("choose")), left.map((c) => el("option", { value: c }, cardText(c)))))) : null;
    // Every phone and the display warn before the last card: its answer ends the game.
    const last = v.last_question ? el("p", { class: "tg-last-question" }, t("tg_last_question")) : null;
    return el("section", {}, el("h2", {}, t("row"), " ", el("small", {}, t("deck_left", v.deck_left))), last, el("div", { class: "row" }, cards), reveal);
  }
  function startEl(v, send) {
    if (v.phase !== "setup") return null;
    const allReady = v.seats.every((s) => s.ready);
    if (!allReady || v.needs_refill) return null;
    return el("section", {}, el("h2", {}, t("start")), el("div", { class: "buttons" },
      el("button", { type: "button", class: "big", onclick: () => send({ type: "start" }) }, t("start_random")),
      v.seats.map((s) => el("button", { type: "button", "data-starter": s.seat, onclick: () => send({ type: "start", starter: s.seat }) }, playerName(s.seat)))));
  }
  function tilePicker(n, chosen, onDone, label, prompt) {
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
  let toolkit;
  function tagironSeat(v, send) {
    const me = v.me;
    const out = [el("p", { class: "status" + (v.turn === v.seat && v.phase === "play" ? " mine" : "") }, tagStatus(v)), seatsEl(v)];
    if (me.say) out.push(el("div", { class: "say" }, el("div", {}, t("say_aloud"), " — ", cardText(me.say.card, me.say.pick)), el("div", { class: "sayans" }, answerText(me.say.answer))));
    // My tiles
    if (v.phase === "setup" && (me.tiles.length === 0 || ui.editTiles)) {
      ui.pick = ui.pick || me.tiles.slice();
      out.push(el("section", {}, el("h2", {}, t("my_tiles")),
        tilePicker(v.rack_size, ui.pick, () => send({ type: "tiles", tiles: ui.pick }).then(() => { ui.editTiles = false; ui.pick = null; }), t("save_tiles"), t("pick_tiles", v.rack_size))));
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
          tilePicker(v.rack_size, ui.guess, () => send({ type: "declare", tiles: ui.guess }).then(() => { ui.declaring = false; ui.guess = null; }), t("confirm_declare"), t("declare_pick", v.rack_size)),
          el("button", { type: "button", onclick: () => { ui.declaring = false; ui.guess = null; redraw(); } }, t("cancel"))));
      } else {
        out.push(el("button", { type: "button", class: "big declarebtn", onclick: () => { ui.declaring = true; redraw(); } }, t("declare")));
      }
    }
    out.push(toolkit.hints(v));
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

  function tagironStep(v) {
    const last = v.log.length ? v.log[v.log.length - 1] : null;
    const spot = last && v.phase !== "setup" ? (last.kind === "declare"
      ? el("div", {}, el("p", { class: "spot-q" }, t("declared", playerName(last.seat))), el("p", { class: "spot-a" }, el("b", { class: last.correct ? "good" : "badtxt" }, t(last.correct ? "correct" : "wrong"))))
      : el("div", {}, el("p", { class: "spot-who" }, t("asked", playerName(last.seat))), el("p", { class: "spot-q" }, cardText(last.card, last.pick)),
        el("div", { class: "spot-a" }, Object.keys(last.answers).sort().map((s) => el("span", { class: "ans" }, playerName(+s), ": ", el("b", {}, answerText(last.answers[s]))))))) : null;
    if (v.phase === "setup") {
      const waiting = v.seats.filter((s) => !s.ready).map((s) => s.seat);
      if (waiting.length) return { text: window.TM.waiting(toolkit || { playerName, t }, waiting, "what_tiles") };
      if (v.needs_refill || v.row.length < 6 && v.deck_left > 0) return { text: t("step_reveal", Math.max(1, 6 - v.row.length)) };
      return { text: t("step_start"), action: { label: t("start_random"), cmd: { type: "start" } } };
    }
    if (v.phase === "play" && v.needs_refill) return { text: t("turn_of", playerName(v.turn)) + " · " + t("step_reveal", 1), spot };
    return { text: tagStatus(v).replace(t("your_turn"), t("turn_of", playerName(v.turn))), spot };
  }
  // pct never shows a possible tile as "0%".
  function pct(p) { return p >= 0.995 ? "100%" : p < 0.01 ? "<1%" : Math.round(p * 100) + "%"; }
  function markText(m) { return t("position", m.position) + " " + m.tile + " " + (m.state === "out" ? "✕" : "●"); }
  function tagironHints(h, v) {
    const out = [];
    if (h.contradiction) out.push(el("p", { class: "badtxt" }, t("h_contradiction")));
    out.push(el("p", {}, h.mistakes.length ? t("h_mistakes", h.mistakes.length) : t("h_no_mistakes")));
    if (h.mistakes.length) out.push(el("ul", { class: "mistakes" }, h.mistakes.map((m) => el("li", { class: "badtxt" }, markText(m)))));
    if (h.open) {
      out.push(el("p", {}, h.open.length ? t("h_open", h.open.length) : t("h_none_open")));
      out.push(el("ul", { class: "open" }, h.open.slice(0, 40).map((m) => el("li", {}, markText(m)))));
    }
    if (h.possible) {
      out.push(el("p", {}, t("h_candidates", h.candidates), h.solved ? " · " + t("h_solved") : ""));
      out.push(el("table", { class: "possible" }, h.possible.map((tiles, i) => el("tr", {}, el("th", {}, t("position", i + 1)),
        el("td", {}, tiles.map((id) => el("span", { class: "pt" }, tileEl(id), h.positions ? el("small", { class: "prob" }, pct(h.positions[i][id])) : null)))))));
    }
    if (h.suggestions && h.suggestions.length) {
      out.push(el("p", {}, t("h_best")));
      out.push(el("ol", { class: "best" }, h.suggestions.slice(0, 5).map((s) => el("li", {}, cardText(s.card, s.pick), " · ", s.expected_bits.toFixed(2), " bit"))));
    }
    return out;
  }
  window.TM.words({
    ko: {
      my_tiles: "내 타일", pick_tiles: "내 타일 {0}장을 고르세요", save_tiles: "타일 저장", change_tiles: "타일 바꾸기", row: "공개된 질문 카드", deck_left: "더미에 {0}장",
      reveal: "뽑은 카드 입력", reveal_needed: "카드 한 장을 뽑아 입력하세요", choose: "카드 선택…", which_number: "어느 숫자를 물어볼까요?", log: "질문과 대답",
      asked: "{0}의 질문", declared: "{0}의 정답 선언", declare: "정답 선언", declare_pick: "{0}장을 골라 선언하세요", confirm_declare: "이대로 선언", cancel: "취소",
      grid_help: "칸을 누를 때마다: ✕ 없음 → ● 확실 → ? 가능 → 빈칸", position: "{0}번", target_opponent: "상대의 타일", target_centre: "가운데 타일",
      status_playing: "진행 중", status_won: "{0}위", status_out: "탈락", draw: "무승부", winner: "승리: {0}", winners: "순위: {0}", out_list: "탈락: {0}",
      reveal_all: "모든 타일 공개", centre: "가운데", pos_answer: "{0}번째", last_chance: "{0}에게 마지막 선언 기회", tagiron: "타기론",
    },
    en: {
      my_tiles: "My tiles", pick_tiles: "Pick your {0} tiles", save_tiles: "Save tiles", change_tiles: "Change tiles",
      row: "Face-up question cards", deck_left: "{0} in the deck", reveal: "Enter a drawn card", reveal_needed: "Draw a card and enter it",
      choose: "Choose a card…", which_number: "Which number do you ask about?", log: "Questions and answers", asked: "{0} asked",
      declared: "{0} declared", declare: "Declare", declare_pick: "Pick {0} tiles to declare", confirm_declare: "Declare these",
      cancel: "Cancel", grid_help: "Each tap: ✕ ruled out → ● certain → ? possible → blank", position: "#{0}",
      target_opponent: "Opponent's tiles", target_centre: "Centre tiles", status_playing: "playing", status_won: "place {0}",
      status_out: "out", draw: "Draw", winner: "Winner: {0}", winners: "Places: {0}", out_list: "Out: {0}", reveal_all: "All tiles",
      centre: "Centre", pos_answer: "position {0}", last_chance: "{0} has a last chance to declare", tagiron: "Tagiron",
    },
  });
  window.TM.words({
    ko: { h_contradiction: "메모와 대답이 서로 모순됩니다. 입력을 확인하세요.", h_mistakes: "틀린 표시 {0}개", h_no_mistakes: "틀린 표시가 없습니다",
      h_open: "아직 표시하지 않은 추리 {0}개", h_none_open: "남은 추리가 없습니다", h_candidates: "가능한 답 {0}가지", h_solved: "정답이 확정되었습니다!",
      h_best: "가장 도움이 되는 질문", tg_last_question: "마지막 질문입니다: 이 카드에 답하고 나면 게임이 끝납니다." },
    en: { h_contradiction: "Your clues contradict each other: check what was entered.", h_mistakes: "{0} mistaken marks", h_no_mistakes: "No mistaken marks",
      h_open: "{0} deductions not marked yet", h_none_open: "Nothing left to deduce", h_candidates: "{0} possible answers", h_solved: "Solved!",
      h_best: "Most useful questions", tg_last_question: "Last question: the game ends after its answer." },
  });
  window.TM.register("tagiron", {
    seat(v, send, tk) { toolkit = tk; bind(v, tk); return tagironSeat(v, send); },
    // hints draws the seat's hints (from GET /api/seat/TOKEN/hints).
    hints(h, v, tk) { bind(v, tk); return tagironHints(h, v); },
    public(v, send, host, tk) { bind(v, tk); return tagironPublic(v, send, host); },
    // step is the table's step in words for the host console and the display,
    // with the host's next action and the display's spotlight (the last question).
    step(v, tk) { bind(v, tk); return tagironStep(v); },
  });
})();
