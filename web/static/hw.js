// The host console's "Devices & tags" panel: reader status, which table each
// reader feeds, the tag registration wizard, unknown tags to register, and a
// scan box for virtual readers (serve --demo). It lives beside app.js's
// console in its own section and polls /api/host/hardware.
import { TM } from "./kit.js";
{
  const W = {
    ko: { title: "기기와 태그", devices: "기기", none: "설정된 기기가 없습니다", reads: "읽음 {0} · 중복 {1} · 오류 {2} · 재연결 {3}",
      feeds: "연결된 테이블", no_table: "(테이블 1개면 자동)", deal_seat: "타일 받을 자리", auto: "순서대로",
      wizard: "태그 등록", start: "시작", skip: "건너뛰기", undo: "되돌리기", stop: "끝내기", any_reader: "모든 리더",
      progress: "{0} / {1} 등록됨", scan: "스캔", scan_box: "가상 리더로 스캔", tag: "태그", reader: "리더", unknown: "모르는 태그",
      register: "등록하고 적용", recent: "최근 읽기", state_connected: "연결됨", state_absent: "없음", state_retrying: "재시도 중", state_disabled: "꺼짐", state_not_responding: "응답 없음", state_misconfigured: "설정 오류",
      state_unavailable: "이 컴퓨터에서는 쓸 수 없음",
      connected_n: "리더 {1}개 중 {0}개 연결됨", accepted: "적용", refused: "거부", registered: "등록", unknown_o: "모름", player: "플레이어 {0}", set_tiles: "타일", set_cards: "카드", set: "태그 세트", component: "구성품" },
    en: { title: "Devices & tags", devices: "Devices", none: "No device is configured", reads: "reads {0} · duplicates {1} · bad {2} · reconnects {3}",
      feeds: "Feeds table", no_table: "(automatic if one table)", deal_seat: "Deal tiles to", auto: "in seat order",
      wizard: "Register tags", start: "Start", skip: "Skip", undo: "Undo", stop: "Stop", any_reader: "any reader",
      progress: "{0} of {1} registered", scan: "Scan", scan_box: "Scan with a virtual reader", tag: "tag", reader: "reader", unknown: "Unknown tags",
      register: "Register and apply", recent: "Latest reads", state_connected: "connected", state_absent: "absent", state_retrying: "retrying", state_disabled: "disabled", state_not_responding: "not responding", state_misconfigured: "config error",
      state_unavailable: "not available on this system",
      connected_n: "{0} of {1} readers connected", accepted: "accepted", refused: "refused", registered: "registered", unknown_o: "unknown", player: "Player {0}", set_tiles: "tiles", set_cards: "cards", set: "Tag set", component: "Component" },
  };
  // The panel's words join the page's, prefixed "hw_"; t() and api() are the kit's (kit.js).
  const pre = (m) => Object.fromEntries(Object.entries(m).map(([k, v]) => ["hw_" + k, v]));
  TM.words({ ko: pre(W.ko), en: pre(W.en) });
  const ui = TM.ui; // the page kit (kit.js)
  const { el } = ui;
  const t = (k, ...a) => ui.t("hw_" + k, ...a);
  const base = "/api/host/hardware";
  // setName says a tag set in words ("타기론 타일"), never its id ("tagiron-tiles").
  function setName(id) {
    const [game, kind] = String(id).split("-");
    return TM.games[game] && kind ? ui.t(game) + " " + t("set_" + kind) : id;
  }
  // Errors show in the panel's own line rather than the page's toast.
  const api = (method, url, data) => ui.api(method, base + url, data, true).catch((e) => { note(e.message, true); throw e; });
  // Folded away under its one line (with how many readers are connected)
  // unless something waits for the host here: the tag wizard under way, or
  // unknown tags read at the table. The console's first screen is the game's.
  const box = el("details", { class: "hw", id: "hw" });
  // The host's own choice, once they open or close it: taken from the tap on
  // the summary itself (before the details toggle), not from the toggle
  // event, which comes later and merges with an unfold the page made
  // meanwhile, so a poll answered just after the tap shut the panel again.
  let folded = null;
  const msg = el("p", { class: "hw-msg", role: "status" });
  function note(s, bad) { msg.textContent = s || ""; msg.style.color = bad ? "#b00020" : ""; }
  const parts = { devices: el("div"), wizard: el("div"), unknown: el("div"), recent: el("div") };
  let st = null;

  // The scan box and the wizard's set picker are built once, so polling never eats typing.
  const scanReader = el("select", { "aria-label": t("reader") });
  const scanTag = el("input", { type: "text", placeholder: t("tag"), "aria-label": t("tag"), id: "hw-tag", autocomplete: "off" });
  const scanForm = el("form", { class: "form", onsubmit: (e) => {
    e.preventDefault();
    api("POST", "/scan", { reader: scanReader.value, tag: scanTag.value }).then((r) => { if (r.message) note(r.message, r.outcome === "refused" || r.outcome === "unknown"); scanTag.value = ""; load(); });
  } }, scanReader, scanTag, el("button", { type: "submit", class: "big" }, t("scan")));
  const scanSection = el("div", { hidden: true }, el("h3", {}, t("scan_box")), scanForm);
  const wizSet = el("select", { "aria-label": t("set") });
  const wizReader = el("select", { "aria-label": t("reader") });

  // fillSelect patches a select's options (kit.patch), keeping the choice.
  function fillSelect(sel, opts) {
    const keep = sel.value;
    ui.patch(sel, opts.map(([v, label]) => el("option", { value: v }, label)));
    if (opts.some(([v]) => v === keep)) sel.value = keep;
  }

  function drawDevices() {
    const tables = [["", t("no_table")]].concat(st.tables.map((x) => [x.id, x.game + " · " + x.id]));
    const routes = Object.fromEntries(st.routes.map((r) => [r.reader, r]));
    ui.patch(parts.devices, [el("h3", {}, t("devices")), st.devices.length ? el("ul", { class: "hw-devices" }, st.devices.map((d) => {
      const r = routes[d.name] || { reader: d.name, table: "" };
      // The route is drawn as the option selected, so a route changed elsewhere shows here.
      const tsel = el("select", { "aria-label": t("feeds"), onchange: () => api("POST", "/routes", { reader: d.name, table: tsel.value }).then(load) },
        tables.map(([v, label]) => el("option", { value: v, selected: v === (r.table || "") }, label)));
      const tb = st.tables.find((x) => x.id === r.table);
      const seat = tb ? el("select", { "aria-label": t("deal_seat"), onchange: () => api("POST", "/routes", { reader: d.name, table: r.table, seat: seat.value === "" ? null : +seat.value }).then(load) },
        el("option", { value: "" }, t("auto")), Array.from({ length: tb.players }, (_, i) => el("option", { value: i, selected: r.seat === i }, t("player", i + 1)))) : null;
      return el("li", { "data-key": d.name }, el("strong", {}, d.name), " (" + d.kind + ") ",
        el("span", { class: "conn " + (d.state === "connected" ? "ok" : "bad") }, t("state_" + d.state)),
        el("div", { class: "small" }, t("reads", d.reads, d.duplicates, d.bad_frames, d.reconnects)),
        d.last_error ? el("div", { class: "small" }, d.last_error) : null,
        d.kind !== "buttons" && d.kind !== "config" ? el("label", {}, t("feeds"), " ", tsel) : null, seat ? el("label", {}, " " + t("deal_seat") + " ", seat) : null);
    })) : el("p", {}, t("none"))]);
    fillSelect(scanReader, st.virtual.map((n) => [n, n]));
    scanSection.hidden = st.virtual.length === 0;
  }

  function drawWizard() {
    const w = st.wizard;
    fillSelect(wizSet, st.sets.map((s) => [s.id, setName(s.id) + " (" + s.registered + "/" + s.pieces + ")"]));
    fillSelect(wizReader, [["", t("any_reader")]].concat(st.devices.filter((d) => d.kind !== "buttons" && d.kind !== "config").map((d) => [d.name, d.name])));
    const act = (action) => api("POST", "/wizard", { action, set: wizSet.value, reader: wizReader.value }).then(load);
    const kids = [el("h3", {}, t("wizard"))];
    if (!w.active) {
      kids.push(el("div", { class: "form" }, wizSet, wizReader, el("button", { type: "button", class: "big", onclick: () => act("start") }, t("start"))));
    } else {
      kids.push(el("p", { class: "hw-prompt" }, el("strong", {}, w.prompt)),
        el("progress", { max: w.pieces, value: w.registered }), " " + t("progress", w.registered, w.pieces),
        w.message ? el("p", { class: "small" }, w.message) : null,
        el("div", { class: "buttons" },
          el("button", { type: "button", disabled: !w.current, onclick: () => act("skip") }, t("skip")),
          el("button", { type: "button", disabled: !w.can_undo, onclick: () => act("undo") }, t("undo")),
          el("button", { type: "button", onclick: () => act("stop") }, t("stop"))));
    }
    ui.patch(parts.wizard, kids);
  }

  // An unknown tag read at the table: pick its set and component, register, and apply the read.
  const unknownPick = {};
  function drawUnknown() {
    if (!st.unknown.length) { ui.patch(parts.unknown, []); return; }
    ui.patch(parts.unknown, [el("h3", {}, t("unknown")), el("ul", {}, st.unknown.map((u) => {
      const p = unknownPick[u.tag] || (unknownPick[u.tag] = { set: st.sets[0].id, components: null });
      const set = el("select", { "aria-label": t("set"), onchange: () => { p.set = set.value; p.components = null; drawUnknown(); } }, st.sets.map((s) => el("option", { value: s.id, selected: s.id === p.set }, setName(s.id))));
      const comp = el("select", { "aria-label": t("component") }, (p.components || []).map((c) => el("option", { value: c.id }, c.label + " (" + c.id + ")")));
      if (!p.components) api("GET", "/sets/" + p.set).then((r) => { p.components = r.components; drawUnknown(); });
      return el("li", { "data-key": u.tag }, el("code", {}, u.tag), " @ " + u.reader + " ", set, comp,
        el("button", { type: "button", onclick: () => api("POST", "/tags", { tag: u.tag, set: p.set, component: comp.value, replay: true })
          .then((r) => { if (r.result) note(r.result.message, r.result.outcome !== "accepted"); load(); }) }, t("register")));
    }))]);
  }

  function drawRecent() {
    ui.patch(parts.recent, [el("h3", {}, t("recent")), el("ol", { class: "hw-recent" }, st.results.slice(0, 10).map((r) =>
      el("li", { class: "hw-" + r.outcome }, el("strong", {}, t(r.outcome === "unknown" ? "unknown_o" : r.outcome)), " " + r.reader + (r.table ? " → " + r.table : "") + ": " + r.message)))]);
  }

  // Printed labels: a PDF of QR labels for one box of a game, registered as
  // it is made; and the camera, which reads a photo of labels as a reader.
  function labelsSection() {
    const L = {
      ko: { labels: "QR 라벨과 카메라", game: "게임", paper: "용지", box: "상자 이름", download: "라벨 PDF 받기", labels_help: "같은 상자 이름으로 다시 받으면 같은 코드가 나옵니다 (잃어버린 라벨 다시 인쇄).",
        camera: "카메라로 스캔", camera_for: "테이블", camera_only: "(알아보기만)", reading: "사진을 읽는 중…", found: "코드 {0}개", not_known: "등록 안 됨", box_of: "상자 {0}" },
      en: { labels: "QR labels & camera", game: "Game", paper: "Paper", box: "Box name", download: "Download label PDF", labels_help: "The same box name downloads the same codes again (to reprint a lost label).",
        camera: "Scan with the camera", camera_for: "Table", camera_only: "(identify only)", reading: "Reading the photo…", found: "{0} code(s)", not_known: "not registered", box_of: "box {0}" },
    };
    TM.words({ ko: pre(L.ko), en: pre(L.en) });
    const game = el("select", { "aria-label": t("game") });
    ui.games().then((gs) => fillSelect(game, gs.map((g) => [g.name, ui.t(g.name)])));
    const paper = el("select", { "aria-label": t("paper") }, el("option", { value: "a4" }, "A4"), el("option", { value: "letter" }, "Letter"));
    const boxName = el("input", { type: "text", value: "1", "aria-label": t("box"), maxlength: 30, size: 6 });
    const download = el("button", { type: "button", class: "big", onclick: async () => {
      const q = new URLSearchParams({ game: game.value, paper: paper.value, set: boxName.value });
      const r = await fetch(base + "/labels?" + q, { headers: { "X-Lang": ui.lang() }, credentials: "same-origin" }).catch(() => null);
      if (!r || !r.ok) { note(r ? (await r.json().catch(() => ({}))).error || r.statusText : ui.t("not_sent"), true); return; }
      const name = (r.headers.get("Content-Disposition") || "").match(/filename="([^"]+)"/);
      const a = el("a", { href: URL.createObjectURL(await r.blob()), download: name ? name[1] : "labels.pdf" });
      document.body.append(a); a.click(); a.remove(); note("");
    } }, t("download"));
    const table = el("select", { "aria-label": t("camera_for") });
    const photo = el("input", { type: "file", accept: "image/*", capture: "environment", id: "hw-photo", class: "cam-input" });
    const found = el("ul", { class: "hw-photo" });
    photo.addEventListener("change", async () => {
      const file = photo.files && photo.files[0];
      if (!file) return;
      const form = new FormData(); form.append("photo", file);
      note(t("reading"));
      const q = table.value ? "?table=" + encodeURIComponent(table.value) : "";
      const r = await fetch("/api/host/photo" + q, { method: "POST", body: form, headers: { "X-Lang": ui.lang() }, credentials: "same-origin" }).catch(() => null);
      photo.value = "";
      const j = r ? await r.json().catch(() => ({})) : {};
      if (!r || !r.ok) { note(r ? j.error || r.statusText : ui.t("not_sent"), true); return; }
      note(t("found", j.codes.length));
      found.replaceChildren(...j.codes.map((c) => el("li", { class: c.result ? "hw-" + c.result.outcome : "" }, el("code", {}, c.tag), " ",
        c.known ? setName(c.set) + (c.component ? " " + c.component : "") + (c.box ? " · " + t("box_of", c.box) : "") : t("not_known"),
        c.result ? ": " + c.result.message : "")));
      load();
    });
    // The table list follows the panel's polling (load).
    drawCameraTables = () => fillSelect(table, [["", t("camera_only")]].concat((st ? st.tables : []).map((x) => [x.id, ui.t(x.game) + " · " + x.id])));
    drawCameraTables();
    return el("div", { class: "hw-labels" }, el("h3", {}, t("labels")),
      el("div", { class: "form" }, el("label", {}, t("game"), " ", game), el("label", {}, t("paper"), " ", paper), el("label", {}, t("box"), " ", boxName), download),
      el("p", { class: "small" }, t("labels_help")),
      el("h3", {}, t("camera")),
      el("div", { class: "form" }, el("label", {}, t("camera_for"), " ", table), photo, el("label", { for: "hw-photo", class: "button big cam-button" }, t("camera"))),
      found);
  }

  let drawCameraTables = () => {};
  let timer = null, drawn = "";
  async function load() {
    clearTimeout(timer);
    try {
      st = await ui.api("GET", base, undefined, true);
      box.hidden = false;
      // A poll that brings nothing new draws nothing (the panel polls every
      // two seconds); one that does patches each part (kit.patch): a field
      // being typed in, a select held open and the scroll stay.
      const now = JSON.stringify(st) + ui.lang();
      if (now !== drawn) {
        drawn = now;
        const want = folded === null ? st.wizard.active || st.unknown.length > 0 : !folded;
        summaryNote.textContent = st.devices.length ? " · " + t("connected_n", st.devices.filter((d) => d.state === "connected").length, st.devices.length) : "";
        if (box.open !== want) box.open = want;
        drawDevices(); drawWizard(); drawUnknown(); drawRecent(); drawCameraTables();
      }
    } catch (e) {
      if (e.status === 403) { box.hidden = true; return; }
      /* the server restarts: try again */
    }
    timer = setTimeout(load, document.hidden ? 10000 : 2000);
  }
  // The panel speaks the page's language: its fixed words are set again on a switch.
  const summaryTitle = el("span", {}), summaryNote = el("small", { class: "hw-summary" });
  const scanTitle = scanSection.querySelector("h3"), scanButton = scanForm.querySelector("button");
  let labels = null;
  function words(again) {
    summaryTitle.textContent = t("title");
    scanTitle.textContent = t("scan_box"); scanButton.textContent = t("scan");
    scanTag.placeholder = t("tag"); scanTag.setAttribute("aria-label", t("tag"));
    scanReader.setAttribute("aria-label", t("reader")); wizSet.setAttribute("aria-label", t("set")); wizReader.setAttribute("aria-label", t("reader"));
    if (again && labels) { const fresh = labelsSection(); labels.replaceWith(fresh); labels = fresh; }
    if (st) { drawDevices(); drawWizard(); drawUnknown(); drawRecent(); drawCameraTables(); }
  }
  // The panel is folded under the game: it is built and first asked for once
  // the page is idle, so the console's first view does not wait for it.
  function start() {
    labels = labelsSection();
    box.append(el("summary", { onclick: () => { folded = box.open; } }, el("h2", {}, summaryTitle, summaryNote)), msg, parts.devices, scanSection, labels, parts.wizard, parts.unknown, parts.recent);
    words();
    document.getElementById("app").after(box);
    document.addEventListener("visibilitychange", () => { if (!document.hidden) load(); });
    load();
  }
  const langBtn = document.getElementById("lang");
  if (langBtn) langBtn.addEventListener("click", () => setTimeout(() => words(true), 0)); // after app.js has switched
  if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 1500 }); else setTimeout(start, 500);
}
