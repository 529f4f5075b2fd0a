// The table display's frame, for reading across the room: the step of the
// game and whose turn it is in big letters, the game's spotlight (the last
// question and its answers), join codes while seats are empty, then the
// game's public part. Landscape (a TV) puts the spotlight beside the
// rest; portrait (a tablet) stacks them (style.css).
import { TM } from "./kit.js";
{
  TM.displayFrame = function (v, ui, part) {
    const { el, t } = ui;
    const g = TM.games[v.game];
    let s = g && g.step ? g.step(v, ui) : null;
    if (typeof s === "string") s = { text: s };
    s = s || { text: t(v.phase) };
    // Join codes only for seats no phone has claimed: the moment one does, its code goes.
    const open = v.phase === "setup" ? Array.from({ length: v.players }, (_, i) => i).filter((i) => !(v.claimed && v.claimed[i])) : [];
    const names = el("ul", { class: "d-names" }, Array.from({ length: v.players }, (_, i) =>
      el("li", { class: v.turn === i && v.phase === "play" ? "turn" : "" }, TM.dot(ui, v, i), ui.playerName(i))));
    // Nothing for the side column (no spotlight, no codes): the game's part
    // takes the whole width, in columns on a TV (style.css).
    const side = !!s.spot || open.length > 0;
    return [el("div", { class: "d-frame" + (side ? "" : " d-full") },
      el("header", { class: "d-head" }, el("p", { class: "d-step", id: "d-step" }, s.text), names),
      s.spot ? el("section", { class: "d-spot", "aria-live": "polite" }, s.spot) : null,
      open.length ? el("section", { class: "d-join" }, el("h2", {}, t("scan_to_join")), el("div", { class: "qrs" }, open.map((i) =>
        el("figure", {}, el("img", { src: "/api/display/" + v.table + "/qr/" + i + ".png", alt: ui.playerName(i), width: 240, height: 240 }),
          el("figcaption", {}, ui.playerName(i)))))) : null,
      el("div", { class: "d-part" }, once(part(), s.text)))];
  };
  // once drops the game's own status line when it says what the header says already.
  function once(nodes, said) {
    const flat = [nodes].flat(Infinity).filter(Boolean);
    return flat.filter((n) => !(n.nodeType && n.classList && n.classList.contains("status") && (n.textContent.trim().startsWith(String(said).trim()) || String(said).trim().startsWith(n.textContent.trim()))));
  }
}
