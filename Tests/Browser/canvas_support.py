"""Shared by the browser tests and scripts/bench-canvas.py: a `layoutd watch --serve` over a
temporary scenes directory, and Chromium driven by Playwright."""
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]

SCENE = """struct ContentView: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Canvas").font(.title).id("title")
            HStack(spacing: 12) {
                Color.blue.id("box").frame(width: WIDTH, height: 40)
                Text("Side").padding(6).border(Color.gray)
            }
        }
        .padding(16)
    }
}

#Preview("Card", traits: .fixedLayout(width: 320, height: 200)) { ContentView() }
"""


def scene(width=60):
    return SCENE.replace("WIDTH", str(width))


def binary():
    """The layoutd to test: $LAYOUTD_BINARY, else the debug build."""
    path = os.environ.get("LAYOUTD_BINARY") or str(ROOT / ".build" / "debug" / "layoutd")
    if not os.path.exists(path):
        raise RuntimeError(f"no layoutd binary at {path}: run `swift build` or set LAYOUTD_BINARY")
    return path


def chromium_path():
    """Debian's chromium: Playwright's own download needs a network the tests do not have."""
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and os.path.exists(candidate):
            return candidate
    raise RuntimeError("chromium is not installed (apt-get install chromium)")


def save(path, text):
    """Writes in place, as most editors' plain save does (one IN_CLOSE_WRITE)."""
    with open(path, "w") as file:
        file.write(text)


class Watch:
    """`layoutd watch DIR --serve 127.0.0.1:0`, with the URL it printed."""

    def __init__(self, scenes=None):
        self.dir = tempfile.mkdtemp(prefix="layoutd-canvas-")
        for name, text in (scenes or {"card.swift": scene()}).items():
            path = os.path.join(self.dir, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            save(path, text)
        self.process = subprocess.Popen(
            [binary(), "watch", self.dir, "--serve", "127.0.0.1:0"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
        )
        deadline = time.time() + 60
        self.url = None
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("layoutd watch ended: " + self.process.stderr.read())
            match = re.match(r"canvas: (http://\S+)", line)
            if match:
                self.url = match.group(1).rstrip("/")
                break
        if not self.url:
            raise RuntimeError("layoutd watch printed no canvas address")
        # The rest of its output is read (and dropped) so the pipe never fills.
        import threading
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self):
        for _ in self.process.stdout:
            pass

    def path(self, name="card.swift"):
        return os.path.join(self.dir, name)

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def close(self):
        stop(self.process)
        shutil.rmtree(self.dir, ignore_errors=True)


def width_is(width, data_id="box"):
    """A JavaScript expression, true once the view's drawn frame has this width: what every
    browser test and the latency benchmark wait for after a save."""
    selector = json.dumps(f'rect[data-id="{data_id}"]')
    return f"document.querySelector({selector})?.dataset.frame.split(' ')[2] === {json.dumps(str(width))}"


def stop(process):
    """Ends a child process: asked first, killed if it has not ended within 10 s."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def frame_of(page, data_id):
    return page.get_attribute(f'rect[data-id="{data_id}"]', "data-frame")


def wait_for_frame(page, data_id, frame, timeout=10000):
    """Waits until the view `data_id` is drawn at `frame` ("x y width height")."""
    page.wait_for_function(
        "([id, frame]) => document.querySelector(`rect[data-id=\"${id}\"]`)?.dataset.frame === frame",
        arg=[data_id, frame], timeout=timeout,
    )
