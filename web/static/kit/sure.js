// The page kit's one confirm pattern: an act the player cannot take back
// (a declaration, a solve, a peek, a challenge, Lexio's chips-only out and
// trick end) asks once, in place, in the page's own words; an act that can be
// taken back is never asked about.
import { uiState, el, t, redraw } from "./dom.js";

// sure(key, attrs, label, ask, act) is the act's button (attrs as for el:
// its class, disabled, data-*). A tap opens, where the button was, the
// question (ask: what happens and that it stays) with a "yes" button that
// repeats the label and runs act, and a cancel; one question open at a time.
// key names the act (with what it acts on: "peek:A"); yes words the "yes"
// button when the label alone would not say the act ("A" → "A 엿보기").
function sure(key, attrs, label, ask, act, yes) {
  if (uiState.sure !== key) {
    return el("button", Object.assign({ type: "button" }, attrs, { "data-sure": key, onclick: () => { uiState.sure = key; redraw(); } }), label);
  }
  const close = () => { uiState.sure = null; redraw(); };
  return el("div", { class: "sure", role: "alertdialog", "aria-label": ask, "data-sure-open": key },
    el("p", {}, ask),
    el("div", { class: "buttons" },
      el("button", { type: "button", class: "big danger sure-yes", onclick: () => { uiState.sure = null; act(); redraw(); } }, yes || label),
      el("button", { type: "button", class: "sure-no", onclick: close }, t("sure_cancel"))));
}

export { sure };
