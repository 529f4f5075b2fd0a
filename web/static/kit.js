// The page kit: what every page part draws with, in one place, split by
// concern under kit/: DOM and words (dom.js: the registry of the game scripts,
// TM.register, and their words, TM.words; el(), t() with Korean particles,
// patch() and keep(), icons, the toast, api(), places, probabilities), the
// hints panel (hints.js), the "why?" mode (why.js), notes (notes.js),
// results (results.js), the one confirm of an act that stays (sure.js), tabs and folds (tabs.js: arrange pins the prompt
// that waits at the top and folds the long parts). A game script draws only
// its own layout with these (see README, "What a fifth game needs"). app.js
// runs the pages; teach.js, host.js, names.js, display.js and hw.js draw
// with the same kit (TM.kit, also TM.ui).
import * as dom from "./kit/dom.js";
import { TM } from "./kit/dom.js";
import { hintsPanel, hintsHead } from "./kit/hints.js";
import { why, whyShown, whyOpen, whyButton, whyBox, whyLog, whyModeButton, cellTap, cellWhyClass } from "./kit/why.js";
import { notesBox } from "./kit/notes.js";
import { startChoice, resultTitle, placesLine, winnerMoment, judgedMoment } from "./kit/results.js";
import { arrange, tabs, fold } from "./kit/tabs.js";
import { sure } from "./kit/sure.js";

export { TM };
// The toolkit: every page part draws with it (app.js, host.js, names.js, display.js, hw.js, teach.js, the game scripts).
export const kit = { el: dom.el, listen: dom.listen, patch: dom.patch, keep: dom.keep, standIn: dom.standIn, drawLive: dom.drawLive, t: dom.t, josa: dom.josa, api: dom.api,
  newKey: dom.newKey, toast: dom.toast, playerName: dom.playerName, selfOrName: dom.selfOrName, place: dom.place, icon: dom.icon, local: dom.uiState, redraw: dom.redraw,
  lang: () => dom.lang, hints: hintsPanel, hintsHead, notesBox, startChoice, save: dom.saveWip,
  why, whyOpen, whyShown, whyButton, whyBox, whyLog, whyModeButton, cellTap, cellWhyClass, pct: dom.pct, leaves: dom.leaves, useful: dom.useful,
  resultTitle, placesLine, winnerMoment, judgedMoment, tabs, fold, arrange, sure,
  games: dom.games, term: dom.term, terms: dom.terms, setLang: dom.setLang, setView: dom.setView, view: () => dom.view, drawWith: dom.drawWith,
  page: dom.page, token: dom.token, tableId: dom.tableId };
TM.kit = kit;
TM.ui = kit;
