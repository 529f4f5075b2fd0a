// The page kit's tabs and folds: one task a screen (arrange pins the prompt
// that waits and folds the long parts), tabs with one pane at a time, and
// folds, their choice kept with the page's work in progress.
import { view, uiState, saveWip, el, t, listen, redraw, lang } from "./dom.js";
import { hintsPrompt } from "./hints.js";

// arrange pins the prompt that waits for this player (its turn, an answer
// to say aloud) at the top while the page scrolls, with a short vibration
// when it appears, and folds the long parts (the log, the hints, Lexio's
// chart and ledger) under their headings: a tap on a heading opens one.
let lastPin = null;
// (A part kept as it is (see keep) comes as a stand-in: what it holds is asked of the part itself.)
const inner = (n) => n.tmKeep || n;
/** @type {Array<[string, (n: Element) => any, boolean]>} */
const FOLDS = [
  ["log", (n) => inner(n).querySelector("ol.log"), true],
  ["hints", (n) => n.classList.contains("hints"), true],
  ["chart", (n) => inner(n).querySelector("img.lx-chart"), true],
  ["ledger", (n) => inner(n).querySelector('a[href*="ledger.csv"]'), true],
];
function arrange(nodes) {
  let list = [nodes].flat(Infinity).filter(Boolean);
  const is = (n, c) => n.classList && n.classList.contains(c);
  const status = list.find((n) => is(n, "status")), say = list.find((n) => is(n, "say"));
  // The seat's own sentences ride with the prompt: its result once it is out
  // or placed, why a control is disabled or what to do next (me.prompt), and
  // the hints' word once they are certain ("이제 정답을 선언할 수 있어요").
  const me = (view && view.me) || {};
  const said = (s) => (s ? s[lang] || s.en : "");
  const result = said(me.result), reason = said(me.prompt), certain = said(hintsPrompt(view));
  const lines = [result ? el("p", { class: "result-line", id: "my-result", role: "status" }, result) : null,
    reason ? el("p", { class: "prompt-line", id: "my-prompt" }, reason) : null,
    certain && certain !== reason ? el("p", { class: "prompt-line certain", id: "hints-prompt" }, certain) : null].filter(Boolean);
  const waiting = say || (status && is(status, "mine") ? status : null) || (lines.length ? lines[0] : null);
  const key = waiting ? view.table + ":" + (say ? say.textContent : "") + ":" + (status ? status.textContent : "") + ":" + reason + ":" + certain + ":" + result : null;
  if (waiting) {
    list = list.filter((n) => n !== status && n !== say);
    list.unshift(el("div", { class: "pin", role: "region", "aria-label": t("prompt") }, status, say, lines));
    if (lastPin !== null && key !== lastPin) {
      try { if (navigator.vibrate) navigator.vibrate(200); } catch (e) { /* not allowed here: the pinned box says it */ }
    }
  }
  lastPin = key || "";
  // The notepad (a game marks it data-tab-as="notepad"), the log and the
  // hints share one place: a tab each, the notepad first.
  const sec = (test) => list.find((n) => n.tagName === "SECTION" && test(n));
  const pad = sec((n) => n.dataset.tabAs === "notepad");
  const tabbed = pad ? [pad, sec((n) => inner(n).querySelector("ol.log")), sec((n) => is(n, "hints"))].filter(Boolean) : [];
  const folds = uiState.folds = uiState.folds || {};
  list.forEach((n) => {
    if (n.tagName !== "SECTION" || (tabbed.length > 1 && tabbed.includes(n))) return;
    // A game marks a section of its own to fold with data-fold-as (and keeps it open with data-fold-open).
    const f = n.dataset.foldAs ? [n.dataset.foldAs, null, true] : FOLDS.find(([, test]) => test(n));
    const h = n.querySelector(":scope > h2");
    if (!f || !h) return;
    const name = f[0];
    // An open "why?" keeps its proof in view; so does a choice half made.
    const forced = !!n.querySelector(".why-hl, .why-box") || n.dataset.foldOpen !== undefined;
    const folded = !forced && (folds[name] === undefined ? f[2] : folds[name]);
    n.classList.add("fold", "fold-" + name);
    n.classList.toggle("folded", folded);
    const toggle = () => { folds[name] = !folded; saveWip(); redraw(); };
    Object.assign(h, { tabIndex: 0 });
    h.setAttribute("role", "button");
    h.setAttribute("aria-expanded", folded ? "false" : "true");
    h.dataset.fold = name;
    listen(h, "click", toggle);
    listen(h, "keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
  });
  // Inside the notepad, the free notes and Tagiron's summary of every
  // position fold too (open while they hold something being typed).
  list.forEach((n) => {
    if (n.tagName !== "SECTION") return;
    const area = n.querySelector("textarea#notes");
    if (area) {
      const label = area.closest("label") || n.querySelector('label[for="notes"]');
      const parts = [label, label && label.contains(area) ? null : area].filter(Boolean);
      const last = parts[parts.length - 1], save = last && last.nextElementSibling && last.nextElementSibling.tagName === "BUTTON" ? last.nextElementSibling : null;
      if (save) parts.push(save);
      foldInto(n, parts, "notes", t("notes") + (area.value ? " ✎" : ""), !!area.value || document.activeElement === area);
    }
    const overview = n.querySelector("table.tg-overview");
    if (overview) foldInto(n, [overview], "overview", (overview.caption || {}).textContent || "", false);
  });
  if (tabbed.length > 1) {
    const at = list.indexOf(tabbed[0]);
    const id = (n) => (n === pad ? "notepad" : is(n, "hints") ? "hints" : "log");
    const set = tabs("panes", tabbed.map((n) => ({ id: id(n), label: t("tab_" + id(n)), body: n })), "panes");
    list = list.filter((n) => !tabbed.includes(n));
    list.splice(at, 0, set);
  }
  return list;
}
function foldInto(section, parts, name, summary, keepOpen) {
  if (!parts.length || !parts[0].parentNode) return;
  const folds = uiState.folds;
  const d = el("details", { class: "fold-in", "data-fold": name }, el("summary", {}, summary));
  d.open = keepOpen || !!folds[name];
  parts[0].parentNode.insertBefore(d, parts[0]);
  parts.forEach((p) => d.append(p));
  listen(d, "toggle", () => { folds[name] = d.open; saveWip(); });
}

// tabs(name, [{id, label, body}]) draws a tab row (44 px) over the chosen pane; the
// others stay in the page, hidden.
function tabs(name, panes, cls) {
  panes = panes.filter((p) => p && p.body);
  if (!panes.length) return null;
  const chosen = uiState.tabs = uiState.tabs || {};
  const kids = panes.map((p) => el("div", { class: "tab-pane", role: "tabpanel", "aria-label": p.label, "data-pane": p.id }, p.body));
  let on = chosen[name];
  if (!panes.some((p) => p.id === on)) on = panes[0].id;
  kids.forEach((k, i) => { k.hidden = panes[i].id !== on; });
  const row = el("div", { class: "tabs", role: "tablist" }, panes.map((p) => el("button", { type: "button", role: "tab", "data-tab": p.id,
    class: "tab" + (p.id === on ? " on" : ""), "aria-selected": p.id === on ? "true" : "false",
    onclick: () => { chosen[name] = p.id; saveWip(); redraw(); } }, p.label)));
  return el("div", { class: "tabset" + (cls ? " " + cls : ""), "data-tabs": name }, row, kids);
}
// fold(name, summary, parts) folds parts under a summary line; open while
// the player keeps it open (or open is true).
function fold(name, summary, parts, open) {
  const folds = uiState.folds = uiState.folds || {};
  const d = el("details", { class: "fold-in", "data-fold": name }, el("summary", {}, summary), parts);
  d.open = !!open || !!folds[name];
  listen(d, "toggle", () => { folds[name] = d.open; saveWip(); });
  return d;
}

export { arrange, tabs, fold };
