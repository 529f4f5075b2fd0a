// Game night: what every page shares about the people at the table — the
// seat's name and colour (chosen when joining, remembered on the phone),
// following a rematch to the next table, and the step of the game in words.
// Loaded before app.js; draws with the page kit (kit.js), passed in as ui.
import { TM } from "./kit.js";
{
  const COLORS = { red: "#d32f2f", orange: "#ef6c00", yellow: "#f9a825", green: "#2e7d32", teal: "#00897b",
    blue: "#1565c0", purple: "#7b1fa2", pink: "#ec407a", brown: "#6d4c41", gray: "#616161" };
  TM.colors = COLORS;

  // follow moves a page to its place at the rematch table, once the old
  // table's stream names it (each seat gets only its own link).
  TM.follow = function (v) {
    if (v && v.next && location.pathname !== v.next) { location.replace(v.next); return true; }
    return false;
  };

  // dot is a seat's colour beside its name.
  TM.dot = function (ui, v, i) {
    const c = v && v.colors && COLORS[v.colors[i]];
    return c ? ui.el("span", { class: "dot", style: "background:" + c, "aria-hidden": "true" }) : null;
  };

  // joinPrompt asks a seat that has no name yet for one, offering the name
  // this phone used last time; null once the seat has a name. Once the game
  // is under way it folds under its title (the game comes first), except at
  // a practice table (practice), where it asks before anything else until
  // the player names the seat or puts it off ("나중에").
  TM.joinPrompt = function (v, send, ui, practice) {
    if (!v.names || v.seat === undefined || v.seat === null || v.names[v.seat]) return null;
    const { el, t } = ui;
    const st = ui.local;
    if (st.joinName === undefined) st.joinName = localStorage.getItem("tm_name") || "";
    if (st.joinColor === undefined) st.joinColor = localStorage.getItem("tm_color") || "";
    const taken = new Set((v.colors || []).filter(Boolean));
    const input = el("input", { type: "text", id: "join-name", maxlength: 24, autocomplete: "nickname", value: st.joinName,
      placeholder: t("name_placeholder"), "aria-label": t("your_name") });
    ui.listen(input, "input", () => { st.joinName = input.value; });
    const join = () => {
      const name = input.value.trim();
      if (!name) { ui.toast(t("name_needed"), true); return; }
      send({ type: "name", name, color: st.joinColor || undefined }).then(() => {
        localStorage.setItem("tm_name", name);
        localStorage.setItem("tm_color", st.joinColor || "");
      });
    };
    ui.listen(input, "keydown", (e) => { if (e.key === "Enter") join(); });
    const card = [el("label", { for: "join-name" }, t("your_name")), input,
      el("p", { class: "help" }, t("pick_color")),
      el("div", { class: "colors", role: "radiogroup", "aria-label": t("pick_color") }, Object.keys(COLORS).map((c) =>
        el("button", { type: "button", class: "swatch" + (st.joinColor === c ? " on" : ""), role: "radio", "aria-checked": st.joinColor === c ? "true" : "false",
          "aria-label": t("color_" + c), title: t("color_" + c), "data-color": c, disabled: taken.has(c) && st.joinColor !== c,
          style: "background:" + COLORS[c], onclick: () => { st.joinColor = st.joinColor === c ? "" : c; ui.redraw(); } }))),
      el("button", { type: "button", class: "big", id: "join", onclick: join },
        st.joinName.trim() ? t("join_as", st.joinName.trim()) : t("join"))];
    const asking = practice ? !st.joinLater : v.phase === "setup";
    if (!asking) return el("section", { class: "join folded-join" }, ui.fold("join", t("join_later_title"), card, false));
    return el("section", { class: "join" }, el("h2", {}, t("join_title", t(v.game))), card,
      practice ? el("button", { type: "button", id: "join-later", onclick: () => { st.joinLater = true; ui.save(); ui.redraw(); } }, t("join_later")) : null);
  };

  // waiting words the set-up step "waiting for 민지 and 2 more": the seats
  // that still have something to enter, by name.
  TM.waiting = function (ui, seats, what) {
    const names = seats.map((i) => ui.playerName(i));
    return ui.t("step_waiting", names.join(", "), ui.t(what));
  };

  TM.words({
    ko: {
      your_name: "내 이름", name_placeholder: "예: 민지", pick_color: "색을 고르세요 (선택)", join: "참가하기", join_as: "{0}{으로/로} 참가",
      join_title: "{0} 테이블에 오신 것을 환영합니다", join_later: "나중에", join_later_title: "이름과 색 정하기", name_needed: "이름을 적어 주세요",
      color_red: "빨강", color_orange: "주황", color_yellow: "노랑", color_green: "초록", color_teal: "청록", color_blue: "파랑",
      color_purple: "보라", color_pink: "분홍", color_brown: "갈색", color_gray: "회색",
      step_waiting: "{0}{을/를} 기다리는 중: {1}", now: "지금", whose_turn: "{0}의 차례",
      rematch_moving: "새 테이블로 옮겨 갑니다…",
    },
    en: {
      your_name: "Your name", name_placeholder: "e.g. Minji", pick_color: "Pick a colour (optional)", join: "Join", join_as: "Join as {0}",
      join_title: "Welcome to the {0} table", join_later: "Later", join_later_title: "Choose a name and colour", name_needed: "Write a name first",
      color_red: "red", color_orange: "orange", color_yellow: "yellow", color_green: "green", color_teal: "teal", color_blue: "blue",
      color_purple: "purple", color_pink: "pink", color_brown: "brown", color_gray: "grey",
      step_waiting: "Waiting for {0}: {1}", now: "Now", whose_turn: "{0}'s turn",
      rematch_moving: "Moving to the new table…",
    },
  });
}
