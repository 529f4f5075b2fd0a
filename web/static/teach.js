// First-game mode and the rules at hand, drawn beside app.js's page (never
// inside #app, which app.js redraws): the rules panel (searchable, on every
// page), a seat's first-game tips and its "처음이에요" switch, the "why
// can't I?" link on a refusal, the display's one-sentence step, and the host
// console's "practice against bots". The tips are computed by the server
// from the seat's own view (GET /api/seat/TOKEN/tips).
import { TM } from "./kit.js";
{
  const body = document.body;
  const page = body.dataset.page, token = body.dataset.token, tableId = body.dataset.table;
  // Its words are in the one dictionary (TM.words), prefixed "teach_".
  TM.words({
    ko: {
      teach_rules: "규칙", teach_rules_title: "규칙 설명", teach_rules_search: "규칙에서 찾기", teach_close: "닫기", teach_no_match: "찾는 말이 없습니다.",
      teach_tip_rule: "규칙 보기", teach_tip_close: "알겠어요", teach_first_time: "처음이에요 (규칙 팁 보기)", teach_why_cant: "왜 안 되나요?",
      teach_practice: "봇과 연습하기", teach_practice_help: "실물 게임 없이 폰 하나로: 서비스가 패를 나누고 다른 자리는 봇이 둡니다. 처음 하는 게임 팁이 켜져 있고, 연습 게임은 기록에 남지 않습니다.",
      teach_practice_start: "연습 시작", teach_practice_note: "연습 게임: 다른 자리는 봇이 둡니다.", teach_practice_note_code777: "내 차례에는 서비스가 질문 카드를 뽑아 두니, 눌러서 뒤집으세요.",
      teach_tips_title: "처음 하는 게임 팁", teach_new_table: "새 테이블", teach_to_console: "← 호스트 화면", teach_to_home: "← 처음 화면",
    },
    en: {
      teach_rules: "Rules", teach_rules_title: "The rules", teach_rules_search: "Search the rules", teach_close: "Close", teach_no_match: "Nothing matches.",
      teach_tip_rule: "See the rule", teach_tip_close: "Got it", teach_first_time: "First game: show rule tips", teach_why_cant: "Why can't I?",
      teach_practice: "Practice against bots", teach_practice_help: "No physical game needed, one phone: the service deals and bots play the other seats. First-game tips are on, and practice games stay out of the history.",
      teach_practice_start: "Start practice", teach_practice_note: "Practice game: bots play the other seats.", teach_practice_note_code777: "On your turn the service draws a question card: tap it to turn it over.",
      teach_tips_title: "First-game tips", teach_new_table: "New table", teach_to_console: "← Host console", teach_to_home: "← Home",
    },
  });
  const kit = TM.kit, el = kit.el, lang = kit.lang;
  const w = (k) => kit.t("teach_" + k);
  // A game's name is the word its page script registers under the game's
  // name (TM.words), in the page's language; the games are the registry's.
  const gameName = (g) => kit.t(g);
  const gamesList = kit.games; // GET /api/games, once
  // Reads and taps go through the kit's api (its "sending…", its offline message).
  const get = (url) => kit.api("GET", url, undefined, true);
  const post = (url, data) => kit.api("POST", url, data, true, kit.newKey());
  const app = document.getElementById("app");

  // ---- the rules panel ----
  const sheets = {};
  let game = null; // the game of this page's table (null on the host console: chosen in the panel)
  async function sheet(g) { if (!sheets[g]) sheets[g] = await get("/api/rules/" + g); return sheets[g]; }
  async function openRules(g, section) {
    const names = (await gamesList()).map((x) => x.name);
    g = g || game || names[0];
    let box = document.getElementById("tm-rules");
    if (box) box.remove();
    const sh = await sheet(g).catch((e) => ({ sections: [], error: e.message }));
    const l = lang();
    const search = el("input", { type: "search", id: "tm-rules-search", placeholder: w("rules_search"), "aria-label": w("rules_search") });
    const list = el("div", {});
    const none = el("p", { hidden: true }, w("no_match"));
    const draw = () => {
      const q = search.value.trim().toLowerCase();
      let shown = 0;
      list.replaceChildren(...sh.sections.map((s) => {
        const title = l === "ko" ? s.title_ko : s.title_en, paras = l === "ko" ? s.ko : s.en;
        const hit = !q || title.toLowerCase().includes(q) || paras.some((p) => p.toLowerCase().includes(q));
        if (hit) shown++;
        return el("section", { id: "rule-" + s.id, "data-rule": s.id, hidden: !hit }, el("h3", {}, title), paras.map((p) => el("p", {}, p)));
      }));
      none.hidden = shown > 0;
    };
    search.addEventListener("input", draw);
    const pick = !tableId && !token ? el("select", { "aria-label": w("rules"), onchange: (e) => openRules(e.target.value) },
      names.map((n) => el("option", { value: n, selected: n === g }, gameName(n)))) : null;
    box = el("div", { id: "tm-rules", role: "dialog", "aria-label": w("rules_title") },
      el("header", {}, el("h2", {}, w("rules_title") + " · " + gameName(g)), pick, search,
        el("button", { type: "button", id: "tm-rules-close", onclick: () => box.remove() }, w("close"))),
      sh.error ? el("p", {}, sh.error) : null, list, none);
    body.append(box);
    draw();
    const target = section && document.getElementById("rule-" + section);
    if (target) { target.classList.add("flash"); target.scrollIntoView({ block: "start" }); }
  }
  TM.rules = openRules; // game scripts may open a section too

  // ---- the bar below the page: rules button, first-game switch, practice ----
  const bar = el("div", { id: "tm-bar" });
  app.after(bar);
  let tipsState = { on: false, table: false, tips: [], practice: false };
  // The bar and the console's top are patched (kit.patch), never rebuilt:
  // the switch being tapped, an open fold and a half-made choice stay.
  function drawBar() {
    const kids = [el("div", { class: "row" }, el("button", { type: "button", id: "tm-rules-open", onclick: () => openRules() }, w("rules")))];
    if (page === "seat") {
      if (tipsState.practice) kids.unshift(el("p", { class: "note", id: "tm-practice-note" }, w("practice_note"), game === "code777" ? " " + w("practice_note_code777") : null, " ", backLink()));
      kids[0].append(el("label", { class: "switch" }, el("input", { type: "checkbox", id: "tm-first", checked: tipsState.on, onchange: (e) => {
        post("/api/seat/" + token + "/do", { type: "teach", on: e.target.checked }).then(refreshTips).catch((err) => kit.toast(err.message, true));
      } }), w("first_time")));
    }
    kit.patch(bar, kids);
    if (page === "host") drawTop();
  }
  // ---- the console's first screen: practice and a new table, wherever it opens ----
  // Above the console's own page (app.js redraws only #app): practice folds
  // under one line (a tap opens the form), and "new table" goes to the
  // console's create form (host.js, TM.hostNewTable).
  const top = el("section", { id: "tm-console-top" });
  if (page === "host") app.before(top);
  let practiceOpen = false;
  function drawTop() {
    const d = el("details", { id: "tm-practice-fold", open: practiceOpen, ontoggle: () => { practiceOpen = d.open; } },
      el("summary", { class: "button big", id: "tm-practice-open" }, w("practice")), practiceForm());
    kit.patch(top, [d, el("button", { type: "button", id: "tm-new-table", onclick: () => { if (TM.hostNewTable) TM.hostNewTable(); } }, w("new_table"))]);
  }
  // backLink takes a practice seat back to the console when this phone holds
  // the host key, else home; the seat page stays a tap away in the browser.
  let hostKnown = null;
  function backLink() {
    if (hostKnown === null) {
      hostKnown = false;
      get("/api/host/key").then(() => { hostKnown = true; drawBar(); }).catch(() => {});
    }
    return el("a", { href: hostKnown ? "/host" : "/", id: "tm-back", class: "button" }, w(hostKnown ? "to_console" : "to_home"));
  }
  let practiceGames = null;
  // The practice choice is kept here and the form drawn from it: a change
  // of game draws the form again (its player counts, levels and stage).
  const practiceChoice = { game: "", players: "", hints: "possibilities", stage: "1" };
  function practiceForm() {
    if (!practiceGames) {
      practiceGames = [];
      gamesList().then((gs) => { practiceGames = gs; drawBar(); });
    }
    const c = practiceChoice;
    const g = practiceGames.find((x) => x.name === c.game) || practiceGames[0];
    if (g) c.game = g.name;
    const pick = (key) => (e) => { c[key] = e.target.value; drawTop(); };
    const gsel = el("select", { id: "tm-practice-game", "aria-label": "game", onchange: pick("game") },
      practiceGames.map((x) => el("option", { value: x.name, selected: x.name === c.game }, gameName(x.name))));
    const psel = el("select", { id: "tm-practice-players", "aria-label": "players", onchange: pick("players") },
      (g ? g.players : []).map((n) => el("option", { value: n, selected: String(n) === c.players }, lang() === "ko" ? n + "명" : n + " players")));
    // The learner picks the hint level ("possibilities" first: the ranking is one choice away) and,
    // in Lexio, the teaching stage (1 for a first game, as the rules sheet starts).
    const levels = g ? g.hints : [];
    const hsel = el("select", { id: "tm-practice-hints", "aria-label": kit.t("hints"), hidden: levels.length < 2, onchange: pick("hints") },
      levels.map((h) => el("option", { value: h, selected: h === c.hints }, kit.t("hints_" + h))));
    const ssel = el("select", { id: "tm-practice-stage", "aria-label": kit.t("opt_stage"), hidden: c.game !== "lexio", onchange: pick("stage") },
      [1, 2, 3].map((n) => el("option", { value: n, selected: String(n) === c.stage }, kit.t("opt_stage_" + n))));
    return el("div", { id: "tm-practice" }, el("p", { class: "note" }, w("practice_help")),
      el("div", { class: "row" }, gsel, psel, hsel, ssel,
        el("button", { type: "button", class: "big", id: "tm-practice-start", onclick: () => {
          const seed = Math.floor(Math.random() * 2147483647);
          const set = { game: gsel.value, players: +psel.value, first_game: true, practice: { seed, seat: 0, lang: lang() } };
          if (!hsel.hidden) set.hints = hsel.value;
          if (!ssel.hidden) set.options = { stage: +ssel.value };
          post("/api/host/tables", set)
            .then((s) => { location.href = new URL(s.joins[0]).pathname; }) // the same server the console was opened from
            .catch((err) => kit.toast(err.message, true));
        } }, w("practice_start"))));
  }
  // The host's first-game option and the practice mark in the console's
  // list of tables are host.js's own (its create form and table list).

  // ---- a seat's tips ----
  // The seat page draws the tip under its pinned prompt (TM.tipsEl, inside
  // #app, which app.js draws); teach.js keeps what it is and redraws.
  TM.tipsEl = () => {
    const x = currentTip();
    if (!x) return null;
    return el("section", { id: "tm-tips", "aria-live": "polite" }, el("div", { class: "tip", "data-tip": x.id },
      el("p", {}, lang() === "ko" ? x.ko : x.en),
      el("div", { class: "row" },
        x.rule ? el("button", { type: "button", class: "tip-rule", onclick: () => openRules(game, x.rule) }, w("tip_rule")) : null,
        el("button", { type: "button", class: "tip-close", onclick: () => dismiss(x.id) }, w("tip_close")))));
  };
  TM.practice = () => tipsState.practice; // a practice seat is asked its name first (names.js)
  const currentTip = () => (tipsState.on ? tipsState.tips.filter((x) => !done.has(x.id)) : [])[0] || null;
  const shown = new Set(), done = new Set();
  let busy = false, again = false;
  function refreshTips() {
    if (page !== "seat") return Promise.resolve();
    if (busy) { again = true; return Promise.resolve(); }
    busy = true;
    return get("/api/seat/" + token + "/tips").then((t) => {
      const bar = tipsState.on !== t.on || tipsState.practice !== t.practice || game !== t.game;
      tipsState = t; game = t.game;
      drawTips();
      if (bar) drawBar();
      body.dataset.tipsSeq = t.seq; // tests wait on it
    }).catch(() => {}).finally(() => { busy = false; if (again) { again = false; refreshTips(); } });
  }
  function dismiss(id, quiet) {
    done.add(id);
    post("/api/seat/" + token + "/do", { type: "tip.done", tip: id }).then(() => { if (!quiet) refreshTips(); }).catch(() => done.delete(id));
    tipsState.tips = tipsState.tips.filter((x) => x.id !== id);
    drawTips();
  }
  // drawnTips is what of the tips the page shows (the tip, and whether the
  // table is a practice one: names.js asks its name first): the page is drawn
  // again only when that changes, not after every update's fetch of the tips.
  const tipsShown = () => { const x = currentTip(); return JSON.stringify([x && [x.id, x.ko, x.en, x.rule], tipsState.practice, lang()]); };
  let drawnTips = tipsShown();
  function drawTips() {
    // One at a time: the next one shows once this one is put away or its moment passes.
    const x = currentTip();
    // The server records that the phone showed it (and later that its moment passed).
    if (x && !x.seen && !shown.has(x.id)) { shown.add(x.id); post("/api/seat/" + token + "/do", { type: "tip.seen", tip: x.id }).catch(() => shown.delete(x.id)); }
    const now = tipsShown();
    if (now === drawnTips) return;
    drawnTips = now;
    kit.redraw();
  }

  // ---- the display's step, in one large sentence ----
  const stepBox = el("p", { id: "tm-step", hidden: true });
  if (page === "display") app.before(stepBox);
  function refreshStep() {
    get("/api/display/" + tableId + "/step").then((s) => {
      game = s.game;
      stepBox.hidden = !s.on;
      stepBox.textContent = s.on ? (lang() === "ko" ? s.ko : s.en) : "";
    }).catch(() => {});
  }

  // ---- "why can't I?" on a refusal ----
  // A refusal names the rule it cites (the error's "rule"); other messages are matched by their words.
  /** @type {Array<[RegExp, string]>} */
  const SECTIONS = [[/폭탄|bomb/i, "bombs"], [/시장|나가|아웃|market|go out|went out/i, "market"], [/선언|declar/i, "declare"], [/도전|challeng/i, "challenge"],
    [/토큰|돋보기|token|magnif/i, "tokens"], [/엿보|peek/i, "peek"], [/해결|solve/i, "solve"], [/높|higher|beat|같은 종류|same type|조합|combination/i, "follow"],
    [/패스|pass|leader|선은/i, "follow"], [/차례|turn/i, "turn"]];
  function sectionFor(msg) {
    for (const [re, id] of SECTIONS) if (re.test(msg)) return id;
    return null;
  }
  const toastEl = document.getElementById("toast");
  if (toastEl) new MutationObserver(() => {
    if (toastEl.hidden || !toastEl.classList.contains("bad") || toastEl.querySelector("button.why") || !game) return;
    const msg = toastEl.textContent;
    if (/reconnect|연결/.test(msg)) return; // not a rule
    toastEl.append(el("button", { type: "button", class: "why", onclick: () => openRules(game, toastEl.dataset.rule || sectionFor(msg)) }, w("why_cant")));
  }).observe(toastEl, { childList: true, attributes: true, characterData: true, subtree: true });

  // ---- follow the page: every new view (app.js sets data-seq), every language switch ----
  function follow() {
    if (page === "seat") refreshTips();
    if (page === "display") refreshStep();
  }
  new MutationObserver(follow).observe(body, { attributes: true, attributeFilter: ["data-seq"] });
  const langBtn = document.getElementById("lang");
  if (langBtn) langBtn.addEventListener("click", () => setTimeout(() => { drawBar(); drawTips(); follow(); const open = document.getElementById("tm-rules"); if (open) openRules(game); }, 0));
  // The first view drawn (data-seq) fetches the tips or the step: nothing is
  // asked before it, so the first view comes first.
  drawBar();
}
