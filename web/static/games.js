// The registry of games' page code. Each static/game-NAME.js calls
// TM.register(NAME, {seat(view, send, ui), public(view, send, isHost, ui), hints(h, view, ui)})
// where ui is app.js's toolkit: {el, t, api, toast, playerName, local, redraw, lang}.
// seat() draws a seat's phone; public() the host console's and the display's game part.
// A game adds its words with TM.words({ko: {...}, en: {...}}): its name, and
// a label "opt_NAME" for each table option (and "opt_NAME_value" to word a value).
// What a game is (player counts, options, hint levels) comes from GET /api/games.
"use strict";
window.TM = {
  games: {},
  register(name, def) { this.games[name] = def; },
  words(dict) {
    for (const l of ["ko", "en"]) Object.assign(window.I18N[l], dict[l] || {});
  },
};
