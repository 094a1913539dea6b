#!/usr/bin/env python3
"""Mutation fuzzing of the scene language through the built `layoutd`, as a user feeds it.

    scripts/fuzz-scenes.py --binary .build/release/layoutd [--seconds 600] [--batch 50] [--seed N]

Bad input must always end in diagnostics, never in a crash or a hang. This takes the example
scenes (every NAME.swift and NAME.scene.json under scenes/, or --corpus DIR), mutates them
the ways an editor mid-save or a careless edit would (cut and duplicated spans, swapped
lines, dropped brackets, and values at the edges: 0, negatives, huge and non-finite
numbers, empty and wide strings, deep nesting), and renders them with `layoutd render`, a
batch of scenes per process so start-up is paid once per batch. A batch that dies of a
signal (exit status >= 128, or a negative one from Python) or outlives --timeout is
replayed one scene at a time, and each scene that crashes or hangs alone is kept in --out
(default fuzz-findings/, git-ignored) with what happened. Exit status 1 when anything was
found.

Python 3 standard library only.
"""

import argparse
import glob
import os
import random
import shutil
import subprocess
import sys
import tempfile
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


def mutate(text, rng):
    """One to four random edits of `text`."""
    for _ in range(rng.randint(1, 4)):
        if not text:
            return rng.choice(FRAGMENTS)
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(__file__), "..", "scenes"))
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--batch", type=int, default=50)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--out", default="fuzz-findings")
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
    scenes = batches = 0
    findings = []
    work = tempfile.mkdtemp(prefix="layoutd-fuzz-")
    try:
        while time.monotonic() < deadline:
            batch = os.path.join(work, f"batch{batches}")
            os.makedirs(batch)
            sources = []
            for _ in range(options.batch):
                text, suffix = rng.choice(seeds)
                sources.append((mutate(text, rng), suffix))
            for index, (source, suffix) in enumerate(sources):
                with open(os.path.join(batch, f"s{index}{suffix}"), "w", encoding="utf-8") as file:
                    file.write(source)
            status, output = run(options.binary, batch, options.timeout)
            batches += 1
            scenes += len(sources)
            if crashed(status):
                for source, suffix in sources:
                    single = os.path.join(work, "single")
                    shutil.rmtree(single, ignore_errors=True)
                    os.makedirs(single)
                    with open(os.path.join(single, "s" + suffix), "w", encoding="utf-8") as file:
                        file.write(source)
                    alone, why = run(options.binary, single, options.timeout)
                    if crashed(alone):
                        os.makedirs(options.out, exist_ok=True)
                        name = os.path.join(options.out, f"finding-{seed}-{len(findings)}")
                        with open(name + suffix, "w", encoding="utf-8") as file:
                            file.write(source)
                        with open(name + ".txt", "w", encoding="utf-8") as file:
                            file.write(f"status {alone}\n{why}\n")
                        findings.append(name + suffix)
                        print(f"FOUND {name}{suffix}: status {alone}", file=sys.stderr)
            shutil.rmtree(batch, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{scenes} mutated scenes in {batches} runs, seed {seed}: {len(findings)} crash(es) or hang(s)")
    for name in findings:
        print(f"  {name}")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
