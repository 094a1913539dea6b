/// The shared worker behind every tab of one canvas: it holds a single event stream that
/// follows what all the tabs show, and hands each tab its own documents.
///
/// A browser keeps at most six HTTP/1.1 connections to one server, and an event stream
/// holds one for as long as it is open: with a stream per tab, the seventh tab would wait
/// forever for its page. Shared, twenty tabs (or a hundred) take one connection, and when
/// the last tab of a topic goes, the stream is reopened without it (closed with the last).
enum CanvasWorker {
    static let javascript = #"""
    "use strict";
    // The tabs' ports, each with its topic: "index" or "scene:PATH".
    const tabs = new Map();
    // Each topic's latest message, handed at once to a tab that joins an open stream.
    const latest = new Map();
    let source = null, url = null, connection = "connecting…";

    function urlFor(topics) {
      if (!topics.size) return null;
      return "/api/events?" + [...topics].sort().map((t) => t === "index" ? "index=1" : "scene=" + encodeURIComponent(t.slice(6))).join("&");
    }

    function post(port, message) { try { port.postMessage(message); } catch { tabs.delete(port); } }

    function deliver(topic, message) {
      const previous = latest.get(topic);
      // A reopened stream starts with the present documents, which the tabs already show.
      if (message.doc && previous?.doc && previous.doc.version >= message.doc.version) return;
      latest.set(topic, message);
      for (const [port, t] of tabs) if (t === topic) post(port, message);
    }

    function status(text) {
      connection = text;
      for (const port of tabs.keys()) post(port, { connection: text });
    }

    // Opens the stream the present tabs need, if it is not the one open.
    function follow() {
      const topics = new Set(tabs.values());
      const next = urlFor(topics);
      if (next === url) return;
      source?.close();
      source = null;
      url = next;
      for (const topic of [...latest.keys()]) if (!topics.has(topic)) latest.delete(topic);
      if (!next) return;
      source = new EventSource(next);
      source.addEventListener("open", () => status("live"));
      source.addEventListener("error", () => status("reconnecting…"));
      source.addEventListener("index", (e) => deliver("index", { index: JSON.parse(e.data) }));
      source.addEventListener("scene", (e) => { const doc = JSON.parse(e.data); deliver("scene:" + doc.scene, { doc }); });
    }

    onconnect = (event) => {
      const port = event.ports[0];
      port.onmessage = (e) => {
        if (e.data.follow) {
          tabs.set(port, e.data.follow);
          post(port, { connection });
          const present = latest.get(e.data.follow);
          if (present) post(port, present);
        } else if (e.data.leave) {
          tabs.delete(port);
        }
        follow();
      };
    };
    """#
}
