import sys
import pathlib

import pytest
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import canvas_support  # noqa: E402
import firefox_bidi  # noqa: E402


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=canvas_support.chromium_path(), args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def firefox_session():
    running = firefox_bidi.Firefox()
    yield running
    running.close()


@pytest.fixture
def firefox(firefox_session):
    """The one Firefox tab, on a blank page again after each test."""
    yield firefox_session
    firefox_session.goto("about:blank")


@pytest.fixture
def watch():
    running = canvas_support.Watch()
    yield running
    running.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1100, "height": 700})
    page = context.new_page()
    yield page
    context.close()
