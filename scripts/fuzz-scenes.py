#!/usr/bin/env python3
"""Mutation fuzzing of the scene language through the built `layoutd`, as a user feeds it.

    scripts/fuzz-scenes.py --binary .build/release/layoutd [--seconds 600] [--batch 50] [--seed N]
    scripts/fuzz-scenes.py --binary .build/release/layoutd --watch [--seconds 600]

Bad input must always end in diagnostics, never in a crash or a hang. This takes the example
scenes (every NAME.swift and NAME.scene.json under scenes/, or --corpus DIR), mutates them
the ways an editor mid-save or a careless edit would (cut and duplicated spans, swapped
lines, dropped brackets, and values at the edges: 0, negatives, huge and non-finite
numbers, empty and wide strings, deep nesting; in a scene's own layout code, endless
loops, runaway recursion, indices off the end, overflow and division by zero), and renders them with `layoutd render`, a
batch of scenes per process so start-up is paid once per batch. A batch that dies of a
signal (exit status >= 128, or a negative one from Python) or outlives --timeout is
replayed one scene at a time, and each scene that crashes or hangs alone is kept in --out
(default fuzz-findings/, git-ignored) with what happened. Exit status 1 when anything was
found.

With --watch it is differential instead: small edits (a digit changed, a character or a
line added or removed, now and then a rough mutation) are saved one after another, in
place or by rename, over one scene that `layoutd watch` watches, and after each pass the
outputs it wrote (or its diagnostics) must equal those of a fresh `layoutd render` of the
same text, stats aside. That checks the daemon's incremental path (literal edits,
incremental re-parses, reused statements and layout caches) against the cold one.

Python 3 standard library only.
"""

import argparse
import glob
import json
import os
import queue
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time

EDGE_VALUES = [
    "0", "-1", "-0.0", "1e308", "-1e308", "1e-320", "9223372036854775807", "-9223372036854775808",
    "18446744073709551616", ".infinity", "-.infinity", ".nan", "CGFloat.infinity", "Double.nan",
    "Int.max", "Int.min", "(1 / 3)", "(0 - 1)", "\"\"", "\"" + "W" * 2000 + "\"", "\"\\u{1F600}\"",
    "\"日本語のテキスト\"", "\"\\(1 / 0)\"", "nil", "true", ".zero", ".unspecified",
]
FRAGMENTS = [
    # JSON scenes
    '{"view": ', '"children": [', '"modifiers": [', '"args": ', '{"member": ', '"proposal": ', 'null', '[[[[[[',
    "{", "}", "(", ")", "[", "]", ",", ":", ".", "..<", "...", "\\.self", "$0", "in", "#Preview",
    "ForEach(0..<3) { i in ", "HStack {", "VStack(spacing: -4) {", "ZStack {", "Group {",
    ".frame(width: ", ".padding(", ".offset(x: ", ".layoutPriority(", ".aspectRatio(", ".fixedSize()",
    "ViewThatFits {", "AnyLayout(FlowLayout()) {", ".id(", "struct X: View { var body: some View { ",
]


# Edits of a scene's own layout code: endless loops, runaway recursion, indices off the end,
# overflow and division by zero, each of which must end in a diagnostic at its line within
# the step budget, never a crash or a hang.
LAYOUT_CODE_EDITS = [
    ("-> CGSize {", "-> CGSize {\n        while true { }"),
    ("cache: inout Cache) {", "cache: inout Cache) {\n        var n = 0\n        repeat { n += 1 } while n > 0"),
    ("-> CGSize {", "-> CGSize {\n        _ = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)"),
    ("[index]", "[index + 1]"),
    ("[index]", "[index - 1]"),
    ("[idx]", "[idx + subviews.count]"),
    ("subviews.indices", "0...subviews.count"),
    ("subviews.count", "(subviews.count - subviews.count)"),
    ("-> CGSize {", "-> CGSize {\n        let _ = Int.max + subviews.count"),
    ("-> CGSize {", "-> CGSize {\n        let _ = 10 / (subviews.count - subviews.count)"),
    ("-> CGSize {", "-> CGSize {\n        let empty: [CGFloat] = []\n        _ = empty[0]"),
    ("func placeSubviews(", "func helper(_ n: Int) -> Int { helper(n + 1) }\n    func placeSubviews("),
    ("-> CGSize {", "-> CGSize {\n        fatalError(\"\\(subviews.count)\")"),
]


def mutate_layout_code(text, rng):
    """One edit of a layout the scene declares, at a random place it fits."""
    candidates = [(old, new) for old, new in LAYOUT_CODE_EDITS if old in text]
    if not candidates:
        return text
    old, new = rng.choice(candidates)
    places = [i for i in range(len(text)) if text.startswith(old, i)]
    i = rng.choice(places)
    return text[:i] + new + text[i + len(old):]


def mutate(text, rng):
    """One to four random edits of `text`."""
    for _ in range(rng.randint(1, 4)):
        if not text:
            return rng.choice(FRAGMENTS)
        if ": Layout" in text and rng.randrange(3) == 0:
            text = mutate_layout_code(text, rng)
            continue
        kind = rng.randrange(8)
        a = rng.randrange(len(text))
        b = min(len(text), a + rng.randint(1, 80))
        if kind == 0:  # cut a span
            text = text[:a] + text[b:]
        elif kind == 1:  # duplicate a span
            text = text[:b] + text[a:b] + text[b:]
        elif kind == 2:  # a number becomes an edge value
            digits = [i for i, c in enumerate(text) if c.isdigit()]
            if digits:
                i = rng.choice(digits)
                j = i
                while j < len(text) and (text[j].isdigit() or text[j] == "."):
                    j += 1
                text = text[:i] + rng.choice(EDGE_VALUES) + text[j:]
        elif kind == 3:  # insert a fragment
            text = text[:a] + rng.choice(FRAGMENTS) + text[a:]
        elif kind == 4:  # swap two lines
            lines = text.split("\n")
            if len(lines) > 1:
                i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
                text = "\n".join(lines)
        elif kind == 5:  # drop one bracket
            brackets = [i for i, c in enumerate(text) if c in "{}()[]"]
            if brackets:
                i = rng.choice(brackets)
                text = text[:i] + text[i + 1:]
        elif kind == 6:  # nest a span deeply
            depth = rng.choice([10, 100, 600])
            text = text[:a] + "VStack { " * depth + text[a:b] + " }" * depth + text[b:]
        else:  # an edge value anywhere
            text = text[:a] + rng.choice(EDGE_VALUES) + text[a:]
    return text


def run(binary, directory, timeout):
    """(status, output) of `layoutd render DIRECTORY`; status None on a timeout."""
    try:
        done = subprocess.run([binary, "render", "--no-color", directory], capture_output=True, timeout=timeout)
        return done.returncode, done.stderr.decode(errors="replace")[-2000:]
    except subprocess.TimeoutExpired:
        return None, "timed out"


def crashed(status):
    return status is None or status < 0 or status >= 128


def render_alone(binary, directory, name, text, timeout):
    """Renders `text` as the only scene, `name`, of a new `directory`: (status, output)."""
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)
    write(os.path.join(directory, name), text)
    return run(binary, directory, timeout)


def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def read(path):
    try:
        with open(path, encoding="utf-8") as file:
            return file.read()
    except OSError:
        return None


class Findings:
    """Scenes that crashed, hung or disagreed, kept in `directory` with what happened."""

    def __init__(self, directory, seed):
        self.directory, self.seed, self.names = directory, seed, []

    def keep(self, what, files):
        os.makedirs(self.directory, exist_ok=True)
        name = os.path.join(self.directory, f"finding-{self.seed}-{len(self.names)}")
        for suffix, text in files:
            write(name + suffix, text)
        write(name + ".txt", what + "\n")
        self.names.append(name)
        print(f"FOUND {name}: {what.splitlines()[0]}", file=sys.stderr)


def fuzz_render(options, seeds, rng, findings, work, deadline):
    """Batches of mutants through `layoutd render`; returns how many scenes were tried."""
    scenes = batches = 0
    while time.monotonic() < deadline:
        batch = os.path.join(work, f"batch{batches}")
        os.makedirs(batch)
        sources = []
        for _ in range(options.batch):
            text, suffix = rng.choice(seeds)
            sources.append((mutate(text, rng), suffix))
        for index, (source, suffix) in enumerate(sources):
            write(os.path.join(batch, f"s{index}{suffix}"), source)
        status, _ = run(options.binary, batch, options.timeout)
        batches += 1
        scenes += len(sources)
        if crashed(status):
            for source, suffix in sources:
                alone, why = render_alone(options.binary, os.path.join(work, "single"), "s" + suffix, source, options.timeout)
                if crashed(alone):
                    findings.keep(f"status {alone}\n{why}", [(suffix, source)])
        shutil.rmtree(batch, ignore_errors=True)
    return scenes


def edit(text, rng):
    """A small edit, as one save in an editor makes: mostly a digit changed, or a few digits
    across the file (the daemon's literal-edit path, one edit per changed line), else a
    character or a line added or taken away, or a rougher mutation."""
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    kind = rng.randrange(10)
    if ": Layout" in text and rng.randrange(8) == 0:
        return mutate_layout_code(text, rng)
    if kind < 5 and digits:
        for i in rng.sample(digits, min(len(digits), rng.choice([1, 1, 2, 3]))):
            text = text[:i] + str(rng.randrange(10)) + text[i + 1:]
        return text
    if kind < 7 and text:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(["", " ", "1", "\n", "a", "}", ")"]) + text[i + 1:]
    lines = text.split("\n")
    if kind < 9 and len(lines) > 1:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[rng.randrange(len(lines))]) if rng.randrange(2) else lines.pop(i)
        return "\n".join(lines)
    return mutate(text, rng)


def without_stats(placement):
    """The placement JSON with each preview's `stats` taken out, as `layoutd check` compares."""
    try:
        document = json.loads(placement)
    except (TypeError, ValueError):
        return placement
    for preview in document.get("previews", []):
        preview.pop("stats", None)
    return document


def fuzz_watch(options, seeds, rng, findings, work, deadline):
    """Differential: edits saved one after another over a scene `layoutd watch` is watching
    (its incremental path: literal edits, re-parses, reused statements, caches) must leave
    the outputs a fresh `layoutd render` of the same text writes. Returns the saves made."""
    live, fresh = os.path.join(work, "live"), os.path.join(work, "fresh")
    os.makedirs(live)
    text, suffix = rng.choice(seeds)
    name = "s" + suffix
    write(os.path.join(live, name), text)
    watch = subprocess.Popen([options.binary, "watch", "--no-color", live], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line.decode(errors="replace")) for line in watch.stdout], daemon=True).start()

    def next_pass():
        """The watch line of the next pass over the scene, or None if none came in time."""
        end = time.monotonic() + options.timeout
        while time.monotonic() < end:
            try:
                line = lines.get(timeout=0.2)
            except queue.Empty:
                if watch.poll() is not None:
                    return None
                continue
            if f" {name}: " in line:
                return line
        return None

    history = [text]
    saves = 0

    def keep_history(what):
        """Keeps the versions saved since the last whole new text, oldest first."""
        findings.keep(what, [(f".v{index}{suffix}", version) for index, version in enumerate(history)])
    try:
        if next_pass() is None:
            findings.keep("watch never laid out the first version", [(suffix, text)])
            return 0
        while time.monotonic() < deadline:
            if rng.randrange(20) == 0:
                # Now and then a whole new text of the same format (a full parse).
                seed_text, seed_suffix = rng.choice(seeds)
                if seed_suffix == suffix:
                    text, history = seed_text, []
            changed = edit(text, rng)
            if changed == text:
                changed += f"\n// {saves}"
            text = changed
            history = (history + [text])[-50:]
            path = os.path.join(live, name)
            if rng.randrange(2):
                write(path, text)  # in place
            else:
                write(path + ".tmp~", text)  # write-then-rename, as vim and JetBrains save
                os.rename(path + ".tmp~", path)
            saves += 1
            line = next_pass()
            if line is None:
                what = "watch died" if watch.poll() is not None else "no pass within the timeout"
                keep_history(f"{what} after {saves} saves (the versions, oldest first, are kept)")
                return saves
            render_alone(options.binary, fresh, name, text, options.timeout)
            stem = name[: -len(suffix)]
            differences = []
            if "errors" in line:
                if read(os.path.join(live, stem + ".diagnostics.txt")) != read(os.path.join(fresh, stem + ".diagnostics.txt")):
                    differences.append("diagnostics")
            else:
                if without_stats(read(os.path.join(live, stem + ".placement.json"))) != without_stats(read(os.path.join(fresh, stem + ".placement.json"))):
                    differences.append("placement")
                if read(os.path.join(live, stem + ".preview.txt")) != read(os.path.join(fresh, stem + ".preview.txt")):
                    differences.append("preview")
            if differences:
                keep_history(f"after {saves} saves the watched {', '.join(differences)} differs from a fresh render\n{line}")
                return saves
    finally:
        watch.terminate()
        watch.wait()
    return saves


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(__file__), "..", "scenes"))
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--batch", type=int, default=50)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--out", default="fuzz-findings")
    parser.add_argument("--watch", action="store_true", help="differential fuzzing of watch's incremental passes")
    options = parser.parse_args()

    # (text, suffix): a mutant keeps its seed's format.
    seeds = [
        (open(path, encoding="utf-8").read(), suffix)
        for suffix in (".swift", ".scene.json")
        for path in sorted(glob.glob(os.path.join(options.corpus, "**", "*" + suffix), recursive=True))
    ]
    if not seeds:
        sys.exit(f"no scenes under {options.corpus}")
    seed = options.seed if options.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    print(f"seed {seed}; {len(seeds)} scenes in the corpus", file=sys.stderr)
    deadline = time.monotonic() + options.seconds
    findings = Findings(options.out, seed)
    tried = 0
    work = tempfile.mkdtemp(prefix="layoutd-fuzz-")
    try:
        while time.monotonic() < deadline:
            if options.watch:
                round_work = os.path.join(work, f"round{tried}")
                os.makedirs(round_work)
                tried += fuzz_watch(options, seeds, rng, findings, round_work, deadline)
            else:
                tried += fuzz_render(options, seeds, rng, findings, work, deadline)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    what = "saves under watch" if options.watch else "mutated scenes"
    print(f"{tried} {what}, seed {seed}: {len(findings.names)} finding(s)")
    for name in findings.names:
        print(f"  {name}")
    sys.exit(1 if findings.names else 0)


if __name__ == "__main__":
    main()
