#!/usr/bin/env python3
"""Save-to-DOM latency of the live canvas, in a real browser.

    scripts/bench-canvas.py [--saves N] [--interval SECONDS] [--browser chromium|firefox]

Starts `layoutd watch DIR --serve 127.0.0.1:0` on a one-scene directory ($LAYOUTD_BINARY,
else .build/release/layoutd, else .build/debug/layoutd), opens the scene's page in Debian's
chromium (Playwright, headless) or firefox-esr (WebDriver BiDi, headless) and saves the scene N times (default 200), each with a new
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

def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def widths(options):
    """The width of the edited view at each save: always a change from the last one."""
    return [30 + index % 150 for index in range(options.saves)]


def in_chromium(watch, options):
    from playwright.sync_api import sync_playwright
    latencies = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=canvas_support.chromium_path(), args=["--no-sandbox"])
        page = browser.new_page()
        page.goto(watch.url + "/scene/card.swift")
        page.wait_for_selector('rect[data-id="box"]')
        for width in widths(options):
            started = time.time() * 1000
            canvas_support.save(watch.path(), canvas_support.scene(width=width))
            page.wait_for_function(canvas_support.width_is(width), timeout=10000, polling="raf")
            latencies.append(page.evaluate("window.layoutdCanvas.rendered.at") - started)
            time.sleep(options.interval)
        browser.close()
    return latencies


def in_firefox(watch, options):
    """The page's own clock says when it drew, so how often the driver asks adds nothing."""
    import firefox_bidi
    latencies = []
    browser = firefox_bidi.Firefox()
    try:
        browser.goto(watch.url + "/scene/card.swift")
        browser.wait_for("document.querySelector('rect[data-id=\"box\"]')")
        for width in widths(options):
            started = time.time() * 1000
            canvas_support.save(watch.path(), canvas_support.scene(width=width))
            browser.wait_for(canvas_support.width_is(width))
            latencies.append(browser.evaluate("window.layoutdCanvas.rendered.at") - started)
            time.sleep(options.interval)
    finally:
        browser.close()
    return latencies


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--interval", type=float, default=0.05, help="pause between a save's redraw and the next save")
    parser.add_argument("--browser", choices=["chromium", "firefox"], default="chromium")
    options = parser.parse_args()
    if not os.environ.get("LAYOUTD_BINARY"):
        release = canvas_support.ROOT / ".build" / "release" / "layoutd"
        if release.exists():
            os.environ["LAYOUTD_BINARY"] = str(release)
    watch = canvas_support.Watch()
    try:
        latencies = (in_firefox if options.browser == "firefox" else in_chromium)(watch, options)
    finally:
        watch.close()
    print(f"binary: {canvas_support.binary()}; browser: {options.browser}")
    print(f"saves: {len(latencies)}")
    print("save-to-DOM latency (ms): p50 %.2f, p90 %.2f, p99 %.2f, max %.2f, mean %.2f" % (
        percentile(latencies, 0.5), percentile(latencies, 0.9), percentile(latencies, 0.99), max(latencies), statistics.mean(latencies)))


if __name__ == "__main__":
    main()
