// The page kit's "why?": one explanation open at a time, asked where the
// player tapped, and the "why?" mode of a notepad (a tap on a cell explains
// it instead of marking it).
import { token, lang, view, uiState, el, t, api, toast, redraw } from "./dom.js";

// A game asks why(claim, is, at) (claim in its own terms, is: the claim that
// it is there, at: where the answer is drawn) and draws whyBox(v, at) there;
// whyLog(i) says whether entry i of the view's log is one of the answers
// that prove it. The explanation is fetched again when the view moves on.
const whyState = { claim: null, is: false, at: null, seq: -1, lang: null, data: null, busy: false };
function why(claim, is, at) {
  const same = whyState.claim === claim && whyState.is === is && whyState.at === at;
  Object.assign(whyState, same || claim === null ? { claim: null, data: null } : { claim, is, at, seq: -1, data: null });
  redraw();
}
function whyFetch(v) {
  if ((whyState.seq === v.seq && whyState.lang === lang) || whyState.busy) return;
  const { claim, is } = whyState, seq = v.seq, asked = lang;
  whyState.busy = true;
  api("GET", "/api/seat/" + token + "/explain?claim=" + encodeURIComponent(claim) + "&is=" + (is ? 1 : 0), undefined, true)
    .catch((e) => ({ error: e.message }))
    .then((d) => { if (whyState.claim === claim && whyState.is === is) { whyState.data = d; whyState.seq = seq; whyState.lang = asked; } })
    .finally(() => { whyState.busy = false; redraw(); });
}
// whyShown is what an open "why?" shows (for keep's deps): a part that
// draws it is drawn again while one is open.
function whyShown() { return whyState.claim === null ? null : [whyState.claim, whyState.is, whyState.at, whyState.seq, !!whyState.data, view && view.seq]; }
function whyOpen(claim, is, at) { return whyState.claim === claim && whyState.is === is && whyState.at === at; }
function whyButton(claim, is, at, label) {
  const open = whyOpen(claim, is, at);
  return el("button", { type: "button", class: "why-btn" + (open ? " on" : ""), "aria-expanded": open ? "true" : "false",
    "data-why": claim + (is ? "+" : "-"), onclick: () => why(claim, is, at) }, label || t("why"));
}
function whyBox(v, at) {
  if (whyState.claim === null || whyState.at !== at) return null;
  whyFetch(v);
  const d = whyState.data;
  return el("div", { class: "why-box", role: "status", "aria-live": "polite" },
    !d ? el("p", {}, "…") : d.error ? el("p", { class: "badtxt" }, d.error) : [
      el("p", { class: "why-text" }, d.text),
      d.because && d.because.length ? el("p", { class: "help" }, t(d.because.length === 1 ? "why_in_log_one" : "why_in_log", d.because.length)) : null],
    el("button", { type: "button", class: "why-close", onclick: () => why(null) }, t("why_close")));
}
function whyLog(i) {
  const d = whyState.data;
  return !!(whyState.claim !== null && d && !d.error && view && whyState.seq === view.seq && d.because && d.because.includes(i));
}

// whyModeButton turns the mode on and off; shown: whether the game offers it now (not during set-up).
function whyModeButton(v, shown) {
  const ui = uiState;
  if (!v.hints || v.hints === "off" || !(shown === undefined ? v.phase !== "setup" : shown)) return null;
  return el("button", { type: "button", class: "why-mode" + (ui.whyMode ? " on" : ""), "aria-pressed": ui.whyMode ? "true" : "false",
    onclick: () => { ui.whyMode = !ui.whyMode; if (!ui.whyMode) why(null); else redraw(); } }, t("why_mode"));
}
// cellTap is a notepad cell's tap: in "why?" mode it explains the cell's
// claim (is: null when the cell claims nothing certain), else it marks (mark()).
function cellTap(claim, is, at, mark) {
  return () => {
    if (!uiState.whyMode) return mark();
    if (is === null) { why(null); toast(t("why_not_certain")); } else why(claim, is, at);
  };
}
function cellWhyClass(claim, is, at) {
  return (uiState.whyMode && is !== null ? " why-able" : "") + (is !== null && whyOpen(claim, is, at) ? " why-on" : "");
}

export { why, whyShown, whyOpen, whyButton, whyBox, whyLog, whyModeButton, cellTap, cellWhyClass };
