"""The canvas in Firefox (Debian's firefox-esr over WebDriver BiDi): the same page a person
opens in Chromium works there too — the index, the frames, a save redrawn through the
shared event stream, pointing at a view, and a broken scene's diagnostic."""
import json

from canvas_support import save, scene, width_is

BOX = 'rect[data-id="box"]'


def field(name):
    return f"document.querySelector('#inspector dd[data-field=\"{name}\"]')?.textContent"


def test_the_index_lists_each_scene_with_its_state_in_firefox(watch, firefox):
    firefox.goto(watch.url + "/")
    badge = firefox.wait_for("document.querySelector('tr[data-scene=\"card.swift\"] .badge')?.textContent")
    assert badge == "up to date"
    firefox.point_at('tr[data-scene="card.swift"] a', click=True)
    firefox.wait_for(f"document.querySelector({json.dumps(BOX)})")
    assert firefox.url == watch.url + "/scene/card.swift"


def test_each_view_carries_its_id_and_frame_in_firefox(watch, firefox):
    firefox.goto(watch.url + "/scene/card.swift")
    frame = firefox.wait_for(f"document.querySelector({json.dumps(BOX)})?.dataset.frame")
    assert list(map(float, frame.split()))[2:] == [60, 40]
    assert firefox.evaluate("document.querySelector('.preview svg').getAttribute('viewBox')") == "0 0 320 200"


def test_a_save_redraws_the_frames_without_a_reload_in_firefox(watch, firefox):
    firefox.goto(watch.url + "/scene/card.swift")
    firefox.wait_for(f"document.querySelector({json.dumps(BOX)})")
    firefox.evaluate("window.sameDocument = true")
    save(watch.path(), scene(width=110))
    firefox.wait_for(width_is(110))
    assert firefox.evaluate("window.sameDocument") is True


def test_pointing_at_a_view_shows_its_frame_proposal_and_size_in_firefox(watch, firefox):
    firefox.goto(watch.url + "/scene/card.swift")
    frame = firefox.wait_for(f"document.querySelector({json.dumps(BOX)})?.dataset.frame")
    firefox.point_at(BOX)
    assert firefox.wait_for(field("kind")) == "Color"
    assert firefox.evaluate(field("id")) == "box"
    assert firefox.evaluate(field("frame")) == frame
    assert firefox.evaluate(field("proposed")) == "60 × 40"
    assert firefox.evaluate(field("size")) == "60 × 40"


def test_clicking_a_view_shows_its_source_line_in_firefox(watch, firefox):
    firefox.goto(watch.url + "/scene/card.swift")
    firefox.wait_for(f"document.querySelector({json.dumps(BOX)})")
    firefox.point_at(BOX, click=True)
    assert firefox.wait_for(field("source")).startswith("card.swift:6:")
    ancestors = firefox.evaluate("[...document.querySelectorAll('#inspector ol li')].map(li => li.textContent)")
    assert ancestors == ["padding", "VStack", "HStack", "frame"]


def test_a_broken_scene_shows_its_diagnostic_until_fixed_in_firefox(watch, firefox):
    firefox.goto(watch.url + "/scene/card.swift")
    firefox.wait_for(f"document.querySelector({json.dumps(BOX)})")
    save(watch.path(), scene().replace('Text("Side")', 'Txt("Side")'))
    message = firefox.wait_for("document.querySelector('#diagnostics')?.textContent")
    assert "unknown view 'Txt'" in message and "card.swift:7:" in message
    assert firefox.evaluate("parseFloat(getComputedStyle(document.querySelector('.stale svg')).opacity)") < 0.5
    save(watch.path(), scene(width=70))
    firefox.wait_for(width_is(70))
    assert firefox.evaluate("document.querySelector('#diagnostics')") is None
    assert firefox.evaluate("document.querySelector('#state').textContent") == "up to date"
