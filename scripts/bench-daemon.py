#!/usr/bin/env python3
"""Latency and footprint of `layoutd daemon`, measured from outside, as a user sees it.

    scripts/bench-daemon.py                      # builds a static release layoutd first
    scripts/bench-daemon.py --binary PATH        # or measures the binary given
    scripts/bench-daemon.py --quick              # fewer edits, for a smoke run

What it measures (a markdown table on stdout; progress on stderr):
- save -> both outputs: a 100-view and a 10,000-view scene are edited K times (one value
  changed, the file closed); the clock runs from close() returning to the IN_MOVED_TO of
  BOTH NAME.placement.json and NAME.preview.txt (inotify via ctypes, on the scene's
  directory). p50/p99/max, and the daemon's RSS before and after the K saves (one pass
  each, unlike the flood's).
- idle CPU: utime+stime of the daemon (/proc/PID/stat) over 10 s with no changes: should be
  0 ticks (no polling, no timers while idle).
- RSS (VmRSS) watching 1,000 small scenes in nested directories, and the time to READY=1
  (a fake NOTIFY_SOCKET) for them.
- 10,000 consecutive edits of one scene as fast as they can be written: how long until the
  daemon catches up, how many passes it made, whether the final outputs equal a fresh
  `layoutd render` of the final source (stats aside), and RSS before/after.

Python 3 standard library only; Linux only (inotify, /proc).
"""

import argparse
import ctypes
import json
import os
import select
import shutil
import signal
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import time

IN_MOVED_TO = 0x00000080
IN_NONBLOCK = os.O_NONBLOCK
IN_CLOEXEC = os.O_CLOEXEC
EVENT_HEADER = struct.Struct("iIII")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def log(message):
    print(message, file=sys.stderr, flush=True)


# MARK: - Scenes

def small_scene(width):
    """100 explicit views in a FlowLayout; the first Color's width is the edited value."""
    views = [f"            Color.red.frame(width: {width}, height: 20)"]
    for index in range(1, 100):
        if index % 2:
            views.append(f'            Text("item {index}")')
        else:
            views.append(f"            Color.blue.frame(width: {10 + index % 30}, height: 12)")
    body = "\n".join(views)
    return f"""struct ContentView: View {{
    var body: some View {{
        FlowLayout(spacing: 4) {{
{body}
        }}
        .padding(8)
        .frame(width: 400, height: 600, alignment: .top)
    }}
}}

#Preview("Canvas", traits: .fixedLayout(width: 400, height: 600)) {{ ContentView() }}
"""


def large_scene(width):
    """10,000 views: one explicit Color (the edited value) and 9,999 Texts from a ForEach.
    Top-aligned in the canvas, so the edited view is in the preview's picture too."""
    return f"""struct ContentView: View {{
    var body: some View {{
        FlowLayout(spacing: 4) {{
            Color.red.frame(width: {width}, height: 20)
            ForEach(1..<10000) {{ index in
                Text("item \\(index)")
            }}
        }}
        .padding(8)
        .frame(width: 400, height: 600, alignment: .top)
    }}
}}

#Preview("Canvas", traits: .fixedLayout(width: 400, height: 600)) {{ ContentView() }}
"""


def layout_scene(gap):
    """100 views under a layout the scene declares (the seed's caching FlowLayout with a
    gap); an edit changes the gap inside the layout's code, so the layout is compiled
    again and its cache made anew."""
    views = []
    for index in range(100):
        if index % 2:
            views.append(f'            Text("item {index}")')
        else:
            views.append(f"            Color.blue.frame(width: {10 + index % 30}, height: 12)")
    body = "\n".join(views)
    return f"""struct Flow: Layout {{
    struct Cache {{
        var sizes: [CGSize] = []
    }}
    func makeCache(subviews: Subviews) -> Cache {{
        Cache(sizes: subviews.map {{ $0.sizeThatFits(.unspecified) }})
    }}
    func updateCache(_ cache: inout Cache, subviews: Subviews) {{
        cache.sizes = subviews.map {{ $0.sizeThatFits(.unspecified) }}
    }}
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {{
        let gap: CGFloat = {gap}
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, lineHeight: CGFloat = 0, widest: CGFloat = 0
        for size in cache.sizes {{
            if x > 0 && x + size.width > maxWidth {{
                y += lineHeight + gap
                x = 0
                lineHeight = 0
            }}
            x += size.width + gap
            lineHeight = max(lineHeight, size.height)
            widest = max(widest, x - gap)
        }}
        return CGSize(width: widest, height: y + lineHeight)
    }}
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {{
        let gap: CGFloat = {gap}
        var x = bounds.minX, y = bounds.minY, lineHeight: CGFloat = 0
        for (index, subview) in subviews.enumerated() {{
            let size = cache.sizes[index]
            if x > bounds.minX && x + size.width > bounds.maxX {{
                y += lineHeight + gap
                x = bounds.minX
                lineHeight = 0
            }}
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + gap
            lineHeight = max(lineHeight, size.height)
        }}
    }}
}}

struct ContentView: View {{
    var body: some View {{
        Flow {{
{body}
        }}
        .padding(8)
        .frame(width: 400, height: 600, alignment: .top)
    }}
}}

#Preview("Canvas", traits: .fixedLayout(width: 400, height: 600)) {{ ContentView() }}
"""


def grid_scene(width):
    """A 100 x 100 ForEach grid; an edit changes the template, so all 10,000 views change."""
    return f"""struct ContentView: View {{
    var body: some View {{
        VStack(spacing: 1) {{
            ForEach(0..<100) {{ row in
                HStack(spacing: 1) {{
                    ForEach(0..<100) {{ column in
                        Color.red.frame(width: {width // 5}, height: 4)
                    }}
                }}
            }}
        }}
    }}
}}

#Preview("Canvas", traits: .fixedLayout(width: 800, height: 600)) {{ ContentView() }}
"""


def tiny_scene(index):
    return f"""struct ContentView: View {{
    var body: some View {{
        VStack(spacing: 4) {{
            Text("scene {index}").font(.headline)
            HStack {{
                Color.red.frame(width: {10 + index % 50}, height: 10)
                Text("{index}")
            }}
        }}
        .padding()
    }}
}}
"""


def width_for(edit):
    """A width different from the previous edit's and a whole ASCII cell (5 pt) away, so
    both the placement and the preview change on every edit."""
    return 20 + 5 * (edit % 7)


def write_closed(path, text):
    """Writes in place and closes; returns the monotonic time close() returned, in ns."""
    with open(path, "w") as handle:
        handle.write(text)
    return time.monotonic_ns()


# MARK: - inotify through libc

class Inotify:
    def __init__(self, directory):
        self.libc = ctypes.CDLL("libc.so.6", use_errno=True)
        self.fd = self.libc.inotify_init1(IN_NONBLOCK | IN_CLOEXEC)
        if self.fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1")
        if self.libc.inotify_add_watch(self.fd, directory.encode(), IN_MOVED_TO) < 0:
            raise OSError(ctypes.get_errno(), f"inotify_add_watch({directory})")

    def drain(self):
        while self.read(0):
            pass

    def read(self, timeout):
        """Names moved into the directory, with the time they were read (ns)."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return []
        now = time.monotonic_ns()
        try:
            data = os.read(self.fd, 1 << 16)
        except BlockingIOError:
            return []
        names, offset = [], 0
        while offset < len(data):
            _, _, _, length = EVENT_HEADER.unpack_from(data, offset)
            offset += EVENT_HEADER.size
            names.append((data[offset:offset + length].split(b"\0", 1)[0].decode(), now))
            offset += length
        return names

    def wait_for(self, wanted, timeout):
        """Time (ns) at which the last of `wanted` names was moved in, or None."""
        missing, last = set(wanted), None
        deadline = time.monotonic() + timeout
        while missing:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            for name, when in self.read(left):
                if name in missing:
                    missing.discard(name)
                    last = when
        return last

    def close(self):
        os.close(self.fd)


# MARK: - The daemon

class Daemon:
    def __init__(self, binary, scenes, log_path, notify=None, log_level="info"):
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"}
        if notify:
            environment["NOTIFY_SOCKET"] = notify
        self.log_path = log_path
        self.log = open(log_path, "w")
        self.process = subprocess.Popen(
            [binary, "daemon", "--scenes", scenes, "--log-level", log_level],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log, env=environment)
        self.pid = self.process.pid

    def wait_until_watching(self, timeout=600):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"daemon exited with {self.process.returncode}; see {self.log_path}")
            with open(self.log_path) as handle:
                if "layoutd: watching " in handle.read():
                    return
            time.sleep(0.01)
        raise RuntimeError("daemon did not start")

    def cpu_ticks(self):
        with open(f"/proc/{self.pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)

    def rss_kib(self):
        with open(f"/proc/{self.pid}/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def passes(self, scene):
        with open(self.log_path) as handle:
            return sum(1 for line in handle if f" layoutd: {scene}: " in line and " nodes in " in line)

    def phases(self, scene, last):
        """Median milliseconds of each phase of the daemon's last `last` passes over `scene`,
        from the `phases="parse 1.20 ms, layout …"` of its log lines."""
        samples = {}
        with open(self.log_path) as handle:
            lines = [line for line in handle if f" layoutd: {scene}: " in line and 'phases="' in line][-last:]
        for line in lines:
            for part in line.split('phases="', 1)[1].split('"', 1)[0].split(", "):
                name, value, _ = part.split(" ")
                samples.setdefault(name, []).append(float(value))
        return ", ".join(f"{name} {statistics.median(values):.2f}" for name, values in samples.items()) + " ms"

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        return self.process.returncode


# MARK: - Measurements

def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))]


def measure_edits(directory, name, make, edits, timeout):
    """Latency from close() to both outputs renamed in, for `edits` edits of `name`."""
    watch = Inotify(directory)
    path = os.path.join(directory, name + ".swift")
    wanted = [name + ".placement.json", name + ".preview.txt"]
    latencies, misses = [], 0
    try:
        for edit in range(1, edits + 1):
            watch.drain()
            closed = write_closed(path, make(width_for(edit)))
            done = watch.wait_for(wanted, timeout)
            if done is None:
                misses += 1
            else:
                latencies.append((done - closed) / 1e6)
            time.sleep(0.02)  # let the pass finish its log line and status before the next save
    finally:
        watch.close()
    return latencies, misses


def outputs_equal(directory, fresh, name):
    def without_stats(path):
        with open(path) as handle:
            document = json.load(handle)
        for preview in document.get("previews", []):
            preview.pop("stats", None)
        return document

    try:
        with open(os.path.join(directory, name + ".preview.txt")) as a, open(os.path.join(fresh, name + ".preview.txt")) as b:
            if a.read() != b.read():
                return False
        return without_stats(os.path.join(directory, name + ".placement.json")) == without_stats(os.path.join(fresh, name + ".placement.json"))
    except (OSError, ValueError):
        return False


def build(scratch):
    # Statically linked, as README's "Running as a service" installs it.
    command = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "layoutd"] + (["--scratch-path", scratch] if scratch else [])
    log("$ " + " ".join(command))
    subprocess.run(command, check=True, stdout=sys.stderr)
    bin_path = subprocess.run(command[:3] + (["--scratch-path", scratch] if scratch else []) + ["--show-bin-path"],
                              check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "layoutd")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="a built layoutd (default: swift build -c release --static-swift-stdlib)")
    parser.add_argument("--scratch-path", help="passed to swift build")
    parser.add_argument("--small-edits", type=int, default=200)
    parser.add_argument("--large-edits", type=int, default=50)
    parser.add_argument("--flood", type=int, default=10_000)
    parser.add_argument("--scenes", type=int, default=1_000)
    parser.add_argument("--idle-seconds", type=float, default=10)
    parser.add_argument("--quick", action="store_true", help="20/5 edits, 1,000 flood edits, 2 s idle")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory")
    options = parser.parse_args()
    if options.quick:
        options.small_edits, options.large_edits, options.flood, options.idle_seconds = 20, 5, 1_000, 2

    binary = os.path.abspath(options.binary) if options.binary else build(options.scratch_path)
    root = tempfile.mkdtemp(prefix="layoutd-bench-")
    rows = []
    try:
        # 1. Latency, idle CPU and the flood, on one daemon.
        scenes = os.path.join(root, "edits")
        os.makedirs(scenes)
        write_closed(os.path.join(scenes, "small.swift"), small_scene(width_for(0)))
        write_closed(os.path.join(scenes, "large.swift"), large_scene(width_for(0)))
        write_closed(os.path.join(scenes, "flood.swift"), small_scene(width_for(0)))
        write_closed(os.path.join(scenes, "layout.swift"), layout_scene(width_for(0)))
        write_closed(os.path.join(scenes, "grid.swift"), grid_scene(width_for(0)))
        daemon = Daemon(binary, scenes, os.path.join(root, "edits.log"))
        try:
            daemon.wait_until_watching()
            described = {
                "small": "100 views",
                "large": "10,000 views",
                "layout": "100 views under the scene's own layout, a number in its code",
                "grid": "100 x 100 ForEach grid, its template",
            }
            for name, make, edits in [("small", small_scene, options.small_edits), ("large", large_scene, options.large_edits),
                                      ("layout", layout_scene, options.small_edits), ("grid", grid_scene, options.large_edits)]:
                log(f"{edits} edits of {name}.swift")
                rss_before = daemon.rss_kib()
                latencies, misses = measure_edits(scenes, name, make, edits, timeout=60)
                rss_after = daemon.rss_kib()
                views = described[name]
                if latencies:
                    rows.append((f"save -> both outputs, {views} ({edits} edits)",
                                 f"p50 {statistics.median(latencies):.2f} ms, p99 {percentile(latencies, 0.99):.2f} ms, "
                                 f"max {max(latencies):.2f} ms" + (f"; {misses} timed out" if misses else "")))
                    rows.append((f"the daemon's own pass, {views} (median of its logged phases)", daemon.phases(name + ".swift", edits)))
                    # One pass a save: what each pass keeps shows here, where the flood below coalesces.
                    rows.append((f"RSS before / after the {edits:,} saves ({views})",
                                 f"{rss_before / 1024:.1f} MiB / {rss_after / 1024:.1f} MiB ({(rss_after - rss_before) / 1024:+.1f} MiB)"))
                else:
                    rows.append((f"save -> both outputs, {views}", f"every edit timed out ({misses})"))

            log(f"idle for {options.idle_seconds:g} s")
            time.sleep(2)  # the last pass's logging and freeing of the old tree are done
            before = daemon.cpu_ticks()
            time.sleep(options.idle_seconds)
            idle = daemon.cpu_ticks() - before
            rows.append((f"idle CPU over {options.idle_seconds:g} s", f"{idle} ticks ({idle * 1000 // CLOCK_TICKS} ms)"))

            log(f"{options.flood} consecutive edits of flood.swift")
            rss_before = daemon.rss_kib()
            passes_before = daemon.passes("flood.swift")
            flood = os.path.join(scenes, "flood.swift")
            started = time.monotonic()
            for edit in range(1, options.flood + 1):
                # The last width is used by no other edit, so no earlier pass can match it.
                with open(flood, "w") as handle:
                    handle.write(small_scene(333 if edit == options.flood else 20 + edit % 50))
            written = time.monotonic() - started
            fresh = os.path.join(root, "fresh")
            os.makedirs(fresh)
            shutil.copy(flood, fresh)
            subprocess.run([binary, "render", fresh], check=True, capture_output=True)
            caught_up = None
            while time.monotonic() - started < 300:
                if outputs_equal(scenes, fresh, "flood"):
                    caught_up = time.monotonic() - started
                    break
                time.sleep(0.005)
            time.sleep(1)
            rss_after = daemon.rss_kib()
            passes = daemon.passes("flood.swift") - passes_before
            rows.append((f"{options.flood:,} consecutive edits of one 100-view scene",
                         f"written in {written:.2f} s; outputs final {caught_up:.2f} s after the first write; {passes} passes"
                         if caught_up is not None else f"written in {written:.2f} s; outputs NOT final after 300 s"))
            rows.append(("final outputs equal a fresh `layoutd render`", "yes" if caught_up is not None and outputs_equal(scenes, fresh, "flood") else "NO"))
            rows.append((f"RSS before / after the {options.flood:,} edits", f"{rss_before / 1024:.1f} MiB / {rss_after / 1024:.1f} MiB ({(rss_after - rss_before) / 1024:+.1f} MiB)"))
            responsive = measure_edits(scenes, "small", small_scene, 1, timeout=30)[0]
            rows.append(("save -> both outputs right after the flood", f"{responsive[0]:.2f} ms" if responsive else "timed out"))
        finally:
            status = daemon.stop()
            rows.append(("exit status after SIGTERM", str(status)))

        # 2. 1,000 scenes in nested directories: time to READY=1 and resident memory.
        many = os.path.join(root, "many")
        for index in range(options.scenes):
            directory = os.path.join(many, f"d{index % 10}", f"e{index % 10 // 2}", f"f{index % 3}")
            os.makedirs(directory, exist_ok=True)
            write_closed(os.path.join(directory, f"s{index}.swift"), tiny_scene(index))
        notify_path = os.path.join(root, "notify")
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        listener.bind(notify_path)
        listener.settimeout(600)
        started = time.monotonic()
        daemon = Daemon(binary, many, os.path.join(root, "many.log"), notify=notify_path)
        try:
            ready = None
            while ready is None:
                message = listener.recv(8192).decode()
                if "READY=1" in message.split("\n"):
                    ready = time.monotonic() - started
            time.sleep(1)
            rows.append((f"start -> READY=1 with {options.scenes:,} scenes", f"{ready:.2f} s"))
            rows.append((f"RSS watching {options.scenes:,} scenes", f"{daemon.rss_kib() / 1024:.1f} MiB"))
            before = daemon.cpu_ticks()
            time.sleep(min(options.idle_seconds, 5))
            rows.append((f"idle CPU watching {options.scenes:,} scenes over {min(options.idle_seconds, 5):g} s", f"{daemon.cpu_ticks() - before} ticks"))
        finally:
            daemon.stop()
            listener.close()
    finally:
        if options.keep:
            log(f"kept {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)

    print(f"layoutd daemon benchmark: {binary}")
    print(f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at the end\n")
    print("| measurement | result |")
    print("|---|---|")
    for name, value in rows:
        print(f"| {name} | {value} |")


if __name__ == "__main__":
    main()
