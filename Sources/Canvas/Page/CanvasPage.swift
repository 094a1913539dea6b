/// The canvas page: one document for the index (`/`) and every scene (`/scene/PATH`); the
/// script reads the address and draws the one or the other.
enum CanvasPage {
    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>layoutd canvas</title>
    <link rel="stylesheet" href="/canvas.css">
    </head>
    <body>
    <header>
      <a href="/" class="home">layoutd</a>
      <span id="title"></span>
      <span id="state" class="badge"></span>
      <span id="controls" hidden>
        <label>zoom <select id="zoom">
          <option value="fit" selected>fit</option>
          <option value="0.5">50 %</option><option value="1">100 %</option><option value="2">200 %</option>
          <option value="4">400 %</option><option value="8">800 %</option>
        </select></label>
        <button id="zoom-out" title="zoom out">−</button><button id="zoom-in" title="zoom in">+</button>
        <label><input type="checkbox" id="show-frames"> frames</label>
        <label><input type="checkbox" id="show-gaps"> padding &amp; spacing</label>
        <label><input type="checkbox" id="show-overflow" checked> overflow</label>
      </span>
      <span id="connection" class="connection">connecting…</span>
    </header>
    <div id="layout">
      <main id="main"></main>
      <aside id="inspector" hidden></aside>
    </div>
    <script src="/canvas.js"></script>
    </body>
    </html>
    """#
}
