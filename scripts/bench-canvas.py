#!/usr/bin/env python3
"""Save-to-DOM latency of the live canvas, in a real browser.

    scripts/bench-canvas.py [--saves N] [--interval SECONDS]

Starts `layoutd watch DIR --serve 127.0.0.1:0` on a one-scene directory ($LAYOUTD_BINARY,
else .build/release/layoutd, else .build/debug/layoutd), opens the scene's page in Debian's
chromium (Playwright, headless) and saves the scene N times (default 200), each with a new
width for one view. For each save it takes the wall clock just before the write and the
page's own clock (`performance.timeOrigin + performance.now()`, the same system clock)
just after its DOM shows the new frame, and prints p50, p90, p99 and max in ms.
"""
import argparse
import os
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Tests" / "Browser"))
import canvas_support  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--interval", type=float, default=0.05, help="pause between a save's redraw and the next save")
    options = parser.parse_args()
    if not os.environ.get("LAYOUTD_BINARY"):
        release = canvas_support.ROOT / ".build" / "release" / "layoutd"
        if release.exists():
            os.environ["LAYOUTD_BINARY"] = str(release)
    watch = canvas_support.Watch()
    latencies = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=canvas_support.chromium_path(), args=["--no-sandbox"])
            page = browser.new_page()
            page.goto(watch.url + "/scene/card.swift")
            page.wait_for_selector('rect[data-id="box"]')
            for index in range(options.saves):
                width = 30 + index % 150
                started = time.time() * 1000
                canvas_support.save(watch.path(), canvas_support.scene(width=width))
                page.wait_for_function(
                    "w => document.querySelector('rect[data-id=\"box\"]')?.dataset.frame.split(' ')[2] === w",
                    arg=str(width), timeout=10000, polling="raf",
                )
                shown = page.evaluate("window.layoutdCanvas.rendered.at")
                latencies.append(shown - started)
                time.sleep(options.interval)
            browser.close()
    finally:
        watch.close()
    print(f"binary: {canvas_support.binary()}")
    print(f"saves: {len(latencies)}")
    print("save-to-DOM latency (ms): p50 %.2f, p90 %.2f, p99 %.2f, max %.2f, mean %.2f" % (
        percentile(latencies, 0.5), percentile(latencies, 0.9), percentile(latencies, 0.99), max(latencies), statistics.mean(latencies)))


if __name__ == "__main__":
    main()
