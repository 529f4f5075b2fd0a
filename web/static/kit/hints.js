// The page kit's hints: fetched from the seat's own knowledge whenever it
// changes, drawn by the game (GAMES[game].hints), and the top of a notepad
// game's hints.
import { TM, GAMES, token, lang, el, t, api, redraw, keep } from "./dom.js";
import { whyShown } from "./why.js";

const hintState = { seq: -1, open: false, data: null, busy: false, gen: 0 }; // gen: counts the answers drawn
function hintsPanel(v) {
  // Hints need a game under way: nothing to deduce during set-up.
  // Hints need a game under way: nothing to deduce during set-up, nothing to help with at the end.
  if (!v.hints || v.hints === "off" || !GAMES[v.game].hints || v.phase === "setup" || v.phase === "over" || v.phase === "ended") return null;
  if (hintState.seq !== v.seq && !hintState.busy) {
    hintState.busy = true;
    const seq = v.seq, url = "/api/seat/" + token + "/hints" + (hintState.open ? "?open=1" : "");
    // Asked once the page is drawn: the update shows at once, the hints follow.
    setTimeout(() => api("GET", url, undefined, true)
      .then((h) => { hintState.data = h; hintState.seq = seq; hintState.gen++; })
      .catch((e) => { hintState.data = { error: e.message }; hintState.seq = seq; hintState.gen++; })
      .finally(() => { hintState.busy = false; redraw(); }), 0);
  }
  const h = hintState.data;
  return keep("hints", [hintState.gen, hintState.open, v.hints, v.phase, v.names, v.seat, whyShown()], () =>
    el("section", { class: "hints" }, el("h2", {}, t("hints"), " ", el("small", {}, t("hints_" + v.hints))),
      !h ? el("p", {}, "…") : h.error ? el("p", { class: "help" }, h.error) : GAMES[v.game].hints(h, v, TM.kit),
      el("button", { type: "button", onclick: () => { hintState.open = !hintState.open; hintState.seq = -1; redraw(); } },
        t(hintState.open ? "hide_open" : "show_open"))));
}

// hintsPrompt is the hints' sentence for the pinned prompt once they are
// certain (the latest hints of this seat's game under way), or null.
/** @returns {import("../types.js").Said|null} */
function hintsPrompt(v) {
  /** @type {(import("../types.js").AnyHints & {error?: string})|null} the page's own error: the hints could not be fetched */
  const h = hintState.data;
  if (!v || !h || h.error || !v.hints || v.hints === "off" || v.phase === "setup" || v.phase === "over" || v.phase === "ended") return null;
  return h.prompt || null;
}

// hintsHead is the top of a notepad game's hints: the clues contradict
// each other (the game's words, contradiction), which entries cannot all
// hold, and how many marks the clues do not support.
function hintsHead(h, contradiction) {
  return [h.contradiction ? el("p", { class: "badtxt" }, t(contradiction)) : null,
    h.conflict ? el("p", { class: "badtxt conflict" }, h.conflict.text[lang] || h.conflict.text.en) : null,
    el("p", {}, h.mistakes.length ? t("h_mistakes", h.mistakes.length) : t("h_no_mistakes"))];
}

export { hintsPanel, hintsHead, hintsPrompt };
