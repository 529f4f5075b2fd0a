// The page kit's notes: a seat's free notes, kept while typed.
import { uiState, el, t, listen, toast } from "./dom.js";

// notesBox is a seat's free notes: the text being typed is kept (with the
// page's work in progress) until it is saved with its button.
function notesBox(text, send) {
  const area = el("textarea", { rows: 3, id: "notes", "aria-label": t("notes") });
  area.value = uiState.notesDraft !== undefined && uiState.notesDraft !== null ? uiState.notesDraft : text;
  listen(area, "input", () => { uiState.notesDraft = area.value; });
  return [el("label", { for: "notes" }, t("notes")), area,
    el("button", { type: "button", onclick: () => send({ type: "note", text: area.value }).then(() => { uiState.notesDraft = null; toast(t("saved")); }) }, t("save"))];
}

export { notesBox };
