"""The canvas in a real browser (Debian's chromium driven by Playwright): what a person
sees when they open it, save, point at a view and break a scene."""
import os
import time
import urllib.request

from canvas_support import save, scene, wait_for_frame, frame_of, width_is



def test_index_lists_each_scene_with_its_state(watch, page):
    page.goto(watch.url + "/")
    row = page.locator('tr[data-scene="card.swift"]')
    row.wait_for()
    assert row.locator(".badge").inner_text() == "up to date"
    row.locator("a").click()
    page.wait_for_selector('rect[data-id="box"]')
    assert page.url == watch.url + "/scene/card.swift"


def test_index_shows_a_scene_with_errors_as_it_breaks(watch, page):
    page.goto(watch.url + "/")
    page.wait_for_selector('tr[data-scene="card.swift"] .badge.ok')
    save(watch.path(), scene().replace("Text(\"Side\")", "Txt(\"Side\")"))
    page.wait_for_selector('tr[data-scene="card.swift"] .badge.errors')


def test_each_view_carries_its_id_and_frame(watch, page):
    page.goto(watch.url + "/scene/card.swift")
    page.wait_for_selector('rect[data-id="box"]')
    x, y, width, height = map(float, frame_of(page, "box").split())
    assert (width, height) == (60, 40)
    # A view without an .id is named by its path in the tree; the root is "0".
    assert page.get_attribute('rect[data-id="0"]', "data-kind") == "padding"
    assert page.get_attribute(".preview svg", "viewBox") == "0 0 320 200"


def test_a_save_redraws_the_frames_without_a_reload(watch, page):
    page.goto(watch.url + "/scene/card.swift")
    page.wait_for_selector('rect[data-id="box"]')
    page.evaluate("window.sameDocument = true")
    save(watch.path(), scene(width=110))
    page.wait_for_function(width_is("110"), timeout=10000)
    assert page.evaluate("window.sameDocument") is True


def test_hovering_a_view_shows_its_frame_proposal_and_size(watch, page):
    page.goto(watch.url + "/scene/card.swift")
    box = page.locator('rect[data-id="box"]')
    box.wait_for()
    box.hover()
    inspector = page.locator("#inspector")
    inspector.wait_for()
    assert inspector.locator('dd[data-field="kind"]').inner_text() == "Color"
    assert inspector.locator('dd[data-field="id"]').inner_text() == "box"
    assert inspector.locator('dd[data-field="frame"]').inner_text() == frame_of(page, "box")
    assert inspector.locator('dd[data-field="proposed"]').inner_text() == "60 × 40"
    assert inspector.locator('dd[data-field="size"]').inner_text() == "60 × 40"
    assert "hover" in box.get_attribute("class")


def test_hovering_a_layout_shows_its_calls_and_cache(watch, page):
    page.goto(watch.url + "/scene/card.swift")
    page.wait_for_selector('rect[data-kind="HStack"]')
    # Its children cover it: point at the stack itself.
    page.dispatch_event('rect[data-kind="HStack"]', "mousemove")
    inspector = page.locator("#inspector")
    assert inspector.locator('dd[data-field="kind"]').inner_text() == "HStack"
    assert inspector.locator('dd[data-field="cache"]').inner_text() == "made in this pass"
    assert int(inspector.locator('dd[data-field="placeSubviews"]').inner_text()) == 1
    assert int(inspector.locator('dd[data-field="sizeThatFits"]').inner_text()) >= 1


def test_clicking_a_view_shows_its_ancestors_and_source_line(watch, page):
    page.goto(watch.url + "/scene/card.swift")
    page.locator('rect[data-id="box"]').click()
    inspector = page.locator("#inspector")
    # The line of `Color.blue.id("box")`; the column is that of `.id` (see the report).
    assert inspector.locator('dd[data-field="source"]').inner_text().startswith("card.swift:6:")
    ancestors = inspector.locator("ol li").all_inner_texts()
    assert ancestors == ["padding", "VStack", "HStack", "frame"]
    page.wait_for_function("document.getElementById('source-line')?.textContent.includes('Color.blue')")


def test_zoom_draws_at_the_chosen_scale(watch, page):
    page.goto(watch.url + "/scene/card.swift")
    page.wait_for_selector('rect[data-id="box"]')
    page.select_option("#zoom", "2")
    assert page.get_attribute(".preview svg", "width") == "640"
    page.select_option("#zoom", "0.5")
    assert page.get_attribute(".preview svg", "width") == "160"
    page.click("#zoom-in")
    assert page.get_attribute(".preview svg", "width") == "320"


def test_toggles_outline_frames_and_shade_gaps(watch, page):
    page.goto(watch.url + "/scene/card.swift")
    page.wait_for_selector('rect[data-id="box"]')
    assert page.locator("svg .gap").count() > 0
    assert not page.locator("svg .gap").first.is_visible()
    page.check("#show-gaps")
    assert page.locator("svg .gap").first.is_visible()
    page.check("#show-frames")
    assert "frames" in page.get_attribute(".preview svg", "class")


def test_a_view_larger_than_its_proposal_is_hatched(watch, page):
    save(watch.path(), scene().replace(".frame(width: 60, height: 40)", ".frame(width: 60, height: 40).fixedSize().frame(width: 20, height: 40)"))
    page.goto(watch.url + "/scene/card.swift")
    page.wait_for_selector("svg .overflow")
    assert page.locator("svg .overflow").first.is_visible()
    page.uncheck("#show-overflow")
    assert not page.locator("svg .overflow").first.is_visible()


def test_a_broken_scene_shows_its_diagnostic_over_the_dimmed_picture_until_fixed(watch, page):
    page.goto(watch.url + "/scene/card.swift")
    page.wait_for_selector('rect[data-id="box"]')
    save(watch.path(), scene().replace("Text(\"Side\")", "Txt(\"Side\")"))
    diagnostics = page.locator("#diagnostics")
    diagnostics.wait_for()
    assert "unknown view 'Txt'" in diagnostics.inner_text()
    assert "card.swift:7:" in diagnostics.inner_text()
    # The last good picture stays under it, dimmed.
    assert page.locator('rect[data-id="box"]').count() == 1
    assert float(page.eval_on_selector(".stale svg", "e => getComputedStyle(e).opacity")) < 0.5
    assert page.inner_text("#state") == "errors"
    save(watch.path(), scene(width=70))
    page.wait_for_function(width_is("70"))
    assert page.locator("#diagnostics").count() == 0
    assert page.inner_text("#state") == "up to date"


def test_screenshot_with_the_inspector_open(watch, page):
    """The README's picture of the canvas, taken by this run (set LAYOUTD_SCREENSHOT)."""
    target = os.environ.get("LAYOUTD_SCREENSHOT")
    page.goto(watch.url + "/scene/card.swift")
    page.wait_for_selector('rect[data-id="box"]')
    page.check("#show-gaps")
    page.select_option("#zoom", "2")
    page.locator('rect[data-id="box"]').click()
    page.wait_for_function("document.getElementById('source-line')?.textContent.includes('Color.blue')")
    page.locator('rect[data-id="title"]').hover()
    image = page.screenshot(path=target) if target else page.screenshot()
    assert image[:8] == b"\x89PNG\r\n\x1a\n"


def test_twenty_tabs_through_a_thousand_saves(watch, browser):
    """Load: every tab ends on the final state, memory stays flat, and closing the tabs
    frees every connection."""
    saves = int(os.environ.get("LAYOUTD_LOAD_SAVES", "1000"))
    context = browser.new_context(viewport={"width": 800, "height": 500})
    pages = [context.new_page() for _ in range(20)]
    for page in pages:
        page.goto(watch.url + "/scene/card.swift")
    for page in pages:
        page.wait_for_selector('rect[data-id="box"]')
    status = lambda: urllib.request.urlopen(urllib.request.Request(watch.url + "/api/status", headers={"Host": "localhost"})).read().decode()
    # The tabs share one event stream (a browser keeps six connections to a server, so a
    # stream per tab would leave the seventh tab waiting for its page).
    assert '"streams":1' in status()
    rss = []
    for index in range(saves):
        save(watch.path(), scene(width=20 + index % 200))
        time.sleep(0.002)
        if index == saves // 10:
            rss.append(watch.rss_kib())
    final = 20 + (saves - 1) % 200
    for page in pages:
        page.wait_for_function(width_is(str(final)), timeout=30000)
    rss.append(watch.rss_kib())
    # Flat: what a tenth of the saves left resident grows by less than 8 MiB over the rest.
    assert rss[-1] - rss[0] < 8 * 1024, rss
    context.close()
    deadline = time.time() + 15
    while time.time() < deadline and '"streams":0' not in status():
        time.sleep(0.2)
    assert '"streams":0' in status()
