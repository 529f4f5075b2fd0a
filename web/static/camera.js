// The phone camera as a reader, on a seat's page: during set-up, a seat whose
// game takes it (the game's photo_entry) photographs its own rack or hand and
// the Pi enters it with the same command, and the same checks, as its taps.
// A file input with capture works on plain HTTP on Android and iOS, where
// live camera access would need HTTPS. Self-contained: the seat page draws
// its small section (TM.cameraEl) above the game's parts during set-up.
import { TM } from "./kit.js";
{
  const ui = TM.ui;
  const { el } = ui;
  TM.words({
    ko: { cam_title: "카메라로 입력", cam_take: "내 타일을 사진으로 입력", cam_help: "내 타일을 모두 앞면이 보이게 놓고 찍으세요. 라벨이 모두 보여야 합니다.", cam_sending: "사진을 읽는 중…", cam_done: "사진으로 입력했습니다" },
    en: { cam_title: "Enter with the camera", cam_take: "Enter my tiles from a photo", cam_help: "Lay all your tiles face up and take one photo with every label in view.", cam_sending: "Reading the photo…", cam_done: "Entered from the photo" },
  });
  const t = ui.t;
  const msg = el("p", { class: "small", role: "status" });
  const input = el("input", { type: "file", accept: "image/*", capture: "environment", id: "cam-photo", class: "cam-input" });
  const title = el("h2", {}), help = el("p", { class: "small" }), take = el("span", {});
  const pick = el("label", { for: "cam-photo", class: "button big cam-button" }, take);
  // Its id keys it: the page's patch never reuses it for another section.
  const box = el("section", { id: "cam", class: "cam" }, title, help, input, pick, msg);
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    const form = new FormData();
    form.append("photo", file);
    msg.textContent = t("cam_sending");
    try {
      const r = await fetch("/api/seat/" + ui.token + "/photo", { method: "POST", body: form, headers: { "X-Lang": ui.lang() }, credentials: "same-origin" });
      const j = await r.json().catch(() => ({}));
      msg.textContent = r.ok ? t("cam_done") : (j.error || r.statusText); // the live stream redraws the page
    } catch (e) {
      msg.textContent = t("not_sent");
    }
    input.value = "";
  });
  let entry = null; // the game's photo entry command, once the games are known
  // TM.cameraEl is the section in the seat page's own drawing (app.js), so
  // it is there in the very draw that shows the set-up, and gone in the one
  // that ends it: nothing moves under a finger already tapping tiles. The
  // section is one element for the page's life (a photo being read keeps
  // its message), kept in place by the kit's stand-in.
  TM.cameraEl = (v) => {
    if (!(v && entry && entry[v.game] && v.phase === "setup")) return null;
    title.textContent = t("cam_title");
    help.textContent = t("cam_help");
    take.textContent = t("cam_take");
    return ui.standIn(box);
  };
  // The page draws once the games are known (the same answer): a view
  // drawn just before this runs is drawn again at once, before the screen is.
  ui.games().then((gs) => { entry = Object.fromEntries(gs.map((g) => [g.name, g.photo_entry || ""])); ui.redraw(); });
}
