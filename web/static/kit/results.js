// The page kit's results: the start of a game, places as places, "승리"
// for the first only, and the full-width moments of a win and a judged
// declaration.
import { el, t, place, playerName, selfOrName } from "./dom.js";

// startChoice is the start of a game once everyone is ready: a random
// starting player, or the one the table chose (seats: how many).
function startChoice(seats, send, cls) {
  return el("section", {}, el("h2", {}, t("start")), el("div", { class: "buttons" },
    el("button", { type: "button", class: "big" + (cls ? " " + cls : ""), onclick: () => send({ type: "start" }) }, t("start_random")),
    Array.from({ length: seats }, (_, s) => el("button", { type: "button", "data-starter": s, onclick: () => send({ type: "start", starter: s }) }, playerName(s)))));
}

// resultTitle is what a seat is told when the game ends: "승리!" for first
// place, "2위" for a later place, else other (a draw) or "게임 종료".
function resultTitle(placeOf, other) {
  if (placeOf === 1) return t("m_win");
  if (placeOf > 1) return t("m_place", place(placeOf));
  return other || t("m_over");
}
// placesLine words the places in order: "1위 민지 (12) · 2위 Jihun (-3)"
// (entries {seat, place, extra}).
function placesLine(entries) {
  return entries.slice().sort((a, b) => a.place - b.place)
    .map((e) => place(e.place) + " " + selfOrName(e.seat) + (e.extra !== undefined ? " (" + e.extra + ")" : "")).join(" · ");
}
// winnerMoment is the full-width result of a game one player wins (v.winner):
// "승리!" on the winner's phone, "민지 승리!" elsewhere.
function winnerMoment(v, detail) {
  const mine = v.seat === v.winner;
  return { tone: mine ? "win" : "good", title: mine ? t("m_win") : t("m_wins", playerName(v.winner)), detail: detail || "" };
}
// judgedMoment is a declaration judged (e.seat, e.correct): "정답!" / "오답" on
// the declarer's phone, "민지: 정답!" elsewhere.
function judgedMoment(v, e, detail) {
  const mine = e.seat === v.seat;
  return { tone: e.correct ? "good" : "bad", detail: detail || "",
    title: mine ? t(e.correct ? "m_correct" : "m_wrong") : t(e.correct ? "m_player_correct" : "m_player_wrong", playerName(e.seat)) };
}

export { startChoice, resultTitle, placesLine, winnerMoment, judgedMoment };
