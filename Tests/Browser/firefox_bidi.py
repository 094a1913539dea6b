"""Debian's firefox-esr driven over WebDriver BiDi, the W3C protocol Firefox speaks itself.

Playwright drives Firefox either through its own patched build (a download the tests have no
network for) or over BiDi with commands newer than an ESR knows (it fails creating a page on
`emulation.setMediaFeaturesOverride`), and geckodriver is not packaged by Debian. So the
Firefox tests talk BiDi directly: the handful of commands they need (navigate, evaluate
script, move and click the pointer) over one WebSocket to a headless `firefox-esr` with a
throwaway profile.
"""
import contextlib
import itertools
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time

from websockets.sync.client import connect

from canvas_support import stop


def firefox_path():
    """Debian's firefox-esr; `FIREFOX` names another binary."""
    for candidate in (os.environ.get("FIREFOX"), "/usr/bin/firefox-esr", shutil.which("firefox-esr"), shutil.which("firefox")):
        if candidate and os.path.exists(candidate):
            return candidate
    raise RuntimeError("firefox-esr is not installed (apt-get install firefox-esr)")


class ScriptError(RuntimeError):
    """A script evaluated in the page threw."""


class Firefox:
    """One headless Firefox with one tab, and the BiDi session that drives it."""

    def __init__(self, width=1100, height=700, timeout=60):
        self.profile = tempfile.mkdtemp(prefix="layoutd-firefox-")
        # No first-run pages, update checks or remote settings: the machine has no network
        # and each would only slow the start.
        with open(os.path.join(self.profile, "user.js"), "w") as prefs:
            for name, value in {
                "browser.shell.checkDefaultBrowser": False,
                "browser.startup.homepage_override.mstone": "ignore",
                "app.update.enabled": False,
                "datareporting.policy.dataSubmissionEnabled": False,
                "toolkit.telemetry.reportingpolicy.firstRun": False,
                "services.settings.server": "http://127.0.0.1:9/",
            }.items():
                prefs.write(f"user_pref({json.dumps(name)}, {json.dumps(value)});\n")
        self.process = subprocess.Popen(
            [firefox_path(), "--headless", "--no-remote", "--profile", self.profile,
             "--remote-debugging-port", "0", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, bufsize=1,
        )
        address = None
        deadline = time.time() + timeout
        while time.time() < deadline:
            line = self.process.stderr.readline()
            if not line:
                break
            match = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
            if match:
                address = match.group(1)
                break
        if not address:
            self.process.kill()
            raise RuntimeError("firefox printed no WebDriver BiDi address")
        # The rest of its output is read (and dropped) so the pipe never fills.
        threading.Thread(target=lambda: [None for _ in self.process.stderr], daemon=True).start()
        self.exits = contextlib.ExitStack()
        self.socket = self.exits.enter_context(connect(address + "/session", max_size=None, open_timeout=timeout))
        self.ids = itertools.count(1)
        self.send("session.new", {"capabilities": {}})
        self.context = self.send("browsingContext.getTree", {})["contexts"][0]["context"]
        self.send("browsingContext.setViewport", {"context": self.context, "viewport": {"width": width, "height": height}})

    def send(self, method, params, timeout=30):
        """Sends one command and returns its result; events (none are subscribed) are skipped."""
        command_id = next(self.ids)
        self.socket.send(json.dumps({"id": command_id, "method": method, "params": params}))
        deadline = time.time() + timeout
        while True:
            message = json.loads(self.socket.recv(timeout=max(0.1, deadline - time.time())))
            if message.get("id") != command_id:
                continue
            if message.get("type") == "error":
                raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
            return message["result"]

    def goto(self, url):
        self.send("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    @property
    def url(self):
        return self.evaluate("location.href")

    def evaluate(self, expression):
        """The value of a JavaScript expression (awaited if it is a promise), as Python values."""
        result = self.send("script.evaluate", {
            "expression": expression, "target": {"context": self.context}, "awaitPromise": True,
        })
        if result["type"] == "exception":
            details = result["exceptionDetails"]
            raise ScriptError(f"{details.get('text')} in: {expression}")
        return _python(result["result"])

    def wait_for(self, expression, timeout=10):
        """Polls `expression` until it is truthy; returns its value."""
        deadline = time.time() + timeout
        while True:
            value = self.evaluate(expression)
            if value:
                return value
            if time.time() > deadline:
                raise TimeoutError(f"still false after {timeout} s: {expression}")
            time.sleep(0.05)

    def point_at(self, selector, click=False):
        """Moves the pointer to the centre of the element `selector` (as a person's mouse
        does, so the page sees real pointer events), and clicks if asked."""
        x, y = self.evaluate(f"""(() => {{
            const element = document.querySelector({json.dumps(selector)});
            element.scrollIntoView({{block: "center", inline: "center"}});
            const box = element.getBoundingClientRect();
            return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
        }})()""")
        actions = [{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"}]
        if click:
            actions += [{"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]
        self.send("input.performActions", {"context": self.context, "actions": [
            {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": actions},
        ]})

    def close(self):
        try:
            self.send("session.end", {}, timeout=5)
        except Exception:
            pass  # a browser that already ended has no session to end
        self.exits.close()
        stop(self.process)
        shutil.rmtree(self.profile, ignore_errors=True)


def _python(remote):
    """A BiDi RemoteValue as the Python value it stands for."""
    kind = remote["type"]
    if kind in ("undefined", "null"):
        return None
    if kind == "array":
        return [_python(item) for item in remote.get("value", [])]
    if kind == "object":
        return {key if isinstance(key, str) else _python(key): _python(value) for key, value in remote.get("value", [])}
    if kind == "number" and isinstance(remote["value"], str):
        return float(remote["value"].replace("Infinity", "inf"))
    return remote.get("value")
