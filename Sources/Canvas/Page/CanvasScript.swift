/// The canvas page's script: standard DOM, SVG, `SharedWorker` and `EventSource` only (no framework, no
/// build step), so it runs as shipped in current Chromium and Firefox.
enum CanvasScript {
    static let javascript = #"""
    "use strict";
    (() => {
      const $ = (id) => document.getElementById(id);
      const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
      const num = (v) => v === null || v === undefined ? "nil" : v > 1e300 ? "∞" : String(Math.round(v * 1000) / 1000);
      const EPS = 0.001;
      const state = { doc: null, zoom: "fit", hovered: null, selected: null, nodes: new Map(), source: null, sourceVersion: -1 };
      window.layoutdCanvas = { rendered: null };

      // Every tab of the canvas shares one event stream through a shared worker (a browser
      // keeps six connections to a server, and a stream holds one); a browser without
      // shared workers opens the tab's own stream.
      function connect(topic, handle) {
        const show = (text) => { $("connection").textContent = text; };
        if (window.SharedWorker) {
          const port = new SharedWorker("/canvas-worker.js", { name: "layoutd-canvas" }).port;
          port.onmessage = (e) => {
            if (e.data.connection) show(e.data.connection);
            else handle(e.data.doc ?? e.data.index);
          };
          port.postMessage({ follow: topic });
          window.addEventListener("pagehide", () => port.postMessage({ leave: true }));
          // A page restored from the back-forward cache follows its topic again.
          window.addEventListener("pageshow", (e) => { if (e.persisted) port.postMessage({ follow: topic }); });
          return;
        }
        const url = topic === "index" ? "/api/events" : "/api/events?scene=" + encodeURIComponent(topic.slice(6));
        const source = new EventSource(url);
        source.addEventListener("open", () => show("live"));
        source.addEventListener("error", () => show("reconnecting…"));
        source.addEventListener(topic === "index" ? "index" : "scene", (e) => handle(JSON.parse(e.data)));
        window.addEventListener("pagehide", () => source.close());
      }

      // MARK: index

      function showIndex(scenes) {
        $("title").textContent = "scenes";
        if (!scenes.length) { $("main").innerHTML = '<p class="empty">No scenes yet.</p>'; return; }
        let html = '<table class="index"><thead><tr><th>scene</th><th>state</th><th>previews</th><th>diagnostics</th></tr></thead><tbody>';
        for (const s of scenes) {
          html += `<tr data-scene="${esc(s.scene)}"><td><a href="/scene/${s.scene.split("/").map(encodeURIComponent).join("/")}">${esc(s.scene)}</a></td>` +
            `<td><span class="badge ${s.state}">${labelOf(s.state)}</span></td><td>${s.previews}</td><td>${s.diagnostics}</td></tr>`;
        }
        $("main").innerHTML = html + "</tbody></table>";
        window.layoutdCanvas.rendered = { index: true, at: performance.timeOrigin + performance.now() };
      }

      const labelOf = (s) => ({ ok: "up to date", warnings: "warnings", errors: "errors" })[s] || s;

      // MARK: scene

      function showScene(doc) {
        if (state.doc && doc.version < state.doc.version) return;
        state.doc = doc;
        state.nodes = new Map();
        $("title").textContent = doc.scene;
        $("state").className = "badge " + doc.state;
        $("state").textContent = labelOf(doc.state);
        let html = "";
        if (doc.state === "warnings") {
          const lines = doc.diagnostics.map(diagnosticLine).concat(doc.warnings.map((w) => "warning: " + w));
          html += `<pre class="banner">${esc(lines.join("\n"))}</pre>`;
        }
        if (!doc.previews.length && doc.state !== "errors") html += '<p class="empty">No previews.</p>';
        for (const [index, preview] of doc.previews.entries()) html += previewHTML(preview, index, doc);
        if (doc.state === "errors") {
          const text = doc.diagnosticsText || doc.diagnostics.map(diagnosticLine).join("\n");
          html = `<div class="stage stale-holder"><pre class="diagnostics" id="diagnostics">${esc(text)}</pre>` +
            (doc.previews.length ? "" : '<p class="empty">No good layout yet.</p>') + `<div class="stale">${html}</div></div>`;
        }
        $("main").innerHTML = html;
        applyToggles();
        applyZoom();
        if (state.selected && state.nodes.has(state.selected)) select(state.selected, false);
        else if (state.selected) { state.selected = null; $("inspector").hidden = true; }
        window.layoutdCanvas.rendered = { version: doc.version, state: doc.state, at: performance.timeOrigin + performance.now() };
      }

      const diagnosticLine = (d) => (d.line ? `${d.line}:${d.column}: ` : "") + `${d.severity}: ${d.message}`;

      function previewHTML(preview, index, doc) {
        const w = preview.size.width, h = preview.size.height;
        let body = "";
        const overlays = [];
        const walk = (node, parent, ancestors) => {
          const key = index + ":" + node.path;
          state.nodes.set(key, { node, parent, ancestors, preview });
          const [x, y, fw, fh] = node.frame;
          const cls = "view" + (node.paint === "stroke" ? " stroke" : "");
          const paint = node.paint === "fill" && node.color ? ` style="fill:${esc(node.color)}"` : node.paint === "stroke" ? ` style="stroke:${esc(node.color || "#888")}"` : "";
          body += `<rect class="${cls}" data-key="${esc(key)}" data-id="${esc(node.id)}" data-kind="${esc(node.kind)}" data-frame="${x} ${y} ${fw} ${fh}" x="${x}" y="${y}" width="${fw}" height="${fh}"${paint}></rect>`;
          if (node.text !== undefined && node.text !== null) {
            const size = Math.max(4, Math.min(fh * 0.7, 17));
            body += `<text x="${x + fw / 2}" y="${y + fh / 2}" font-size="${size}">${esc(node.text)}</text>`;
          }
          gapsOf(node).forEach((g) => overlays.push(`<rect class="gap" x="${g[0]}" y="${g[1]}" width="${g[2]}" height="${g[3]}"></rect>`));
          if (overflows(node, parent)) overlays.push(`<rect class="overflow" data-overflow="${esc(node.id)}" x="${x}" y="${y}" width="${fw}" height="${fh}"></rect>`);
          for (const child of node.children) walk(child, node, ancestors.concat([key]));
        };
        walk(preview.root, null, []);
        const stats = preview.stats;
        return `<section class="preview" data-preview="${esc(preview.name)}"><h2>${esc(preview.name)} <small>${num(w)} × ${num(h)} pt · proposed ${num(preview.proposal.width)} × ${num(preview.proposal.height)} · ` +
          `${stats.nodes} nodes, sizeThatFits ${stats.sizeThatFits}, placeSubviews ${stats.placeSubviews}, makeCache ${stats.makeCache}, updateCache ${stats.updateCache}</small></h2>` +
          `<div class="stage"><svg xmlns="http://www.w3.org/2000/svg" data-width="${w}" data-height="${h}" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
          '<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#ff3b3022"/><line x1="0" y1="0" x2="0" y2="6" stroke="#ff3b30" stroke-width="2"/></pattern></defs>' +
          body + overlays.join("") + "</svg></div></section>";
      }

      // Padding: the band between the modifier's frame and its content's. Stacks: the space
      // between consecutive children along the stack's axis.
      function gapsOf(node) {
        const [x, y, w, h] = node.frame;
        const gaps = [];
        if (node.kind === "padding" && node.children.length) {
          const [cx, cy, cw, ch] = node.children[node.children.length - 1].frame;
          gaps.push([x, y, w, Math.max(0, cy - y)], [x, cy + ch, w, Math.max(0, y + h - cy - ch)],
            [x, cy, Math.max(0, cx - x), ch], [cx + cw, cy, Math.max(0, x + w - cx - cw), ch]);
        }
        const axis = /^(HStack|HStackLayout|LazyHStack)$/.test(node.kind) ? 0 : /^(VStack|VStackLayout|LazyVStack)$/.test(node.kind) ? 1 : -1;
        if (axis >= 0 && node.children.length > 1) {
          const frames = node.children.map((c) => c.frame).sort((a, b) => a[axis] - b[axis]);
          for (let i = 1; i < frames.length; i++) {
            const start = frames[i - 1][axis] + frames[i - 1][axis + 2], end = frames[i][axis];
            if (end - start > EPS) gaps.push(axis === 0 ? [start, y, end - start, h] : [x, start, w, end - start]);
          }
        }
        return gaps.filter((g) => g[2] > EPS && g[3] > EPS);
      }

      // A view outside its parent's bounds, or larger than it was proposed.
      function overflows(node, parent) {
        const [x, y, w, h] = node.frame;
        const p = node.proposal;
        if (p && ((p.width !== null && w > p.width + EPS) || (p.height !== null && h > p.height + EPS))) return true;
        if (!parent) return false;
        const [px, py, pw, ph] = parent.frame;
        return x < px - EPS || y < py - EPS || x + w > px + pw + EPS || y + h > py + ph + EPS;
      }

      // MARK: inspector

      function describe(entry) {
        const n = entry.node;
        const p = n.proposal;
        const rows = [["kind", n.kind], ["id", n.name ?? "—"], ["path", n.path]];
        if (n.text !== undefined && n.text !== null) rows.push(["text", JSON.stringify(n.text)]);
        rows.push(["frame", n.frame.map(num).join(" ")]);
        rows.push(["proposed", p ? `${num(p.width)} × ${num(p.height)}` : "—"]);
        rows.push(["size", `${num(n.frame[2])} × ${num(n.frame[3])}`]);
        if (n.sizeThatFits || n.placeSubviews || n.cache || n.children.length) {
          rows.push(["sizeThatFits", String(n.sizeThatFits)], ["placeSubviews", String(n.placeSubviews)]);
          rows.push(["cache", n.cache ? n.cache + " in this pass" : "unchanged"]);
        }
        if (n.line) rows.push(["source", `${state.doc.scene}:${n.line}:${n.column}`]);
        return `<h3>${esc(n.kind)}${n.name ? " #" + esc(n.name) : ""}</h3><dl>` + rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd data-field="${esc(k)}">${esc(v)}</dd>`).join("") + "</dl>";
      }

      function hover(key) {
        if (state.hovered === key) return;
        document.querySelectorAll("svg .hover").forEach((e) => e.classList.remove("hover"));
        state.hovered = key;
        const entry = key && state.nodes.get(key);
        if (!entry) { if (state.selected) select(state.selected, false); else $("inspector").hidden = true; return; }
        document.querySelector(`rect.view[data-key="${CSS.escape(key)}"]`)?.classList.add("hover");
        if (!state.selected) { $("inspector").hidden = false; $("inspector").innerHTML = describe(entry); }
      }

      function select(key, fetchSource = true) {
        document.querySelectorAll("svg .selected").forEach((e) => e.classList.remove("selected"));
        state.selected = key;
        const entry = key && state.nodes.get(key);
        if (!entry) { $("inspector").hidden = true; return; }
        document.querySelector(`rect.view[data-key="${CSS.escape(key)}"]`)?.classList.add("selected");
        let html = describe(entry) + "<h3>ancestors</h3><ol>";
        for (const a of entry.ancestors) {
          const n = state.nodes.get(a).node;
          html += `<li><a data-select="${esc(a)}">${esc(n.kind)}${n.name ? " #" + esc(n.name) : ""}</a></li>`;
        }
        html += "</ol>";
        if (entry.node.line) html += `<pre id="source-line">${esc(sourceLine(entry.node.line) ?? "")}</pre>`;
        $("inspector").hidden = false;
        $("inspector").innerHTML = html;
        if (entry.node.line && fetchSource && state.sourceVersion !== state.doc.version) loadSource().then(() => { if (state.selected === key) select(key, false); });
      }

      function sourceLine(line) {
        if (!state.source) return null;
        return `${line} | ${state.source.split("\n")[line - 1] ?? ""}`;
      }

      async function loadSource() {
        const version = state.doc.version;
        const response = await fetch("/api/source/" + state.doc.scene.split("/").map(encodeURIComponent).join("/"));
        if (response.ok) { state.source = await response.text(); state.sourceVersion = version; }
      }

      // MARK: zoom and toggles

      function applyZoom() {
        const main = $("main");
        for (const svg of main.querySelectorAll("svg")) {
          const w = +svg.dataset.width, h = +svg.dataset.height;
          let z = state.zoom === "fit" ? Math.min(8, Math.max(0.5, (main.clientWidth - 24) / Math.max(w, 1))) : +state.zoom;
          svg.setAttribute("width", w * z);
          svg.setAttribute("height", h * z);
        }
      }

      function applyToggles() {
        for (const svg of $("main").querySelectorAll("svg")) {
          svg.classList.toggle("frames", $("show-frames").checked);
          svg.classList.toggle("gaps", $("show-gaps").checked);
          svg.classList.toggle("overflows", $("show-overflow").checked);
        }
      }

      const steps = [0.5, 1, 2, 4, 8];
      function stepZoom(direction) {
        const current = state.zoom === "fit" ? 1 : +state.zoom;
        const next = direction > 0 ? steps.find((s) => s > current) ?? 8 : [...steps].reverse().find((s) => s < current) ?? 0.5;
        state.zoom = String(next);
        $("zoom").value = state.zoom;
        applyZoom();
      }

      // MARK: start

      function startScene(scene) {
        $("controls").hidden = false;
        $("zoom").addEventListener("change", (e) => { state.zoom = e.target.value; applyZoom(); });
        $("zoom-in").addEventListener("click", () => stepZoom(1));
        $("zoom-out").addEventListener("click", () => stepZoom(-1));
        for (const id of ["show-frames", "show-gaps", "show-overflow"]) $(id).addEventListener("change", applyToggles);
        window.addEventListener("resize", applyZoom);
        const main = $("main");
        main.addEventListener("mousemove", (e) => hover(e.target.closest?.("rect.view")?.dataset.key ?? null));
        main.addEventListener("mouseleave", () => hover(null));
        main.addEventListener("click", (e) => {
          const key = e.target.closest?.("rect.view")?.dataset.key;
          select(key && key !== state.selected ? key : null);
        });
        $("inspector").addEventListener("click", (e) => { const key = e.target.dataset?.select; if (key) select(key); });
        main.innerHTML = '<p class="empty">Waiting for the first layout of this scene…</p>';
        connect("scene:" + scene, showScene);
      }

      const path = location.pathname;
      if (path.startsWith("/scene/")) startScene(path.slice(7).split("/").map(decodeURIComponent).join("/"));
      else connect("index", showIndex);
    })();
    """#
}
