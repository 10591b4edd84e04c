"""A generator of damaged and hostile user files, for the save and the statistics.

Each variant is a name and a function that puts something bad at a path:
truncated or random bytes, valid JSON of the wrong shape, deep nesting,
huge numbers, oversized files, FIFOs, devices, folders and links.  Every
one must end the same way: the thing is kept aside, a new game starts.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sixtysix_qt.engine import Match, dumps, new_deal
from sixtysix_qt.userfiles import MAX_BYTES

Maker = Callable[[Path], None]
"""Puts a bad file (or link, pipe, folder) at the given path."""


def played_match(moves: int, seed: int = 3) -> Match:
    """A match ``moves`` random legal actions in (finished deals are followed by the next)."""
    rng = random.Random(seed)
    m = Match("classic", seed=seed)
    for _ in range(moves):
        if m.is_over:
            break
        if m.state.is_over:
            m.next_deal()
        else:
            m.apply(rng.choice(m.state.legal_actions()))
    return m


def _valid_doc(finished_deals: int = 0) -> dict[str, Any]:
    m = Match("classic", seed=7)
    rng = random.Random(7)
    while len(m.finished) < finished_deals or not m.state.actions:
        if m.state.is_over:
            m.next_deal()
        m.apply(rng.choice(m.state.legal_actions()))
    doc = json.loads(dumps(m))
    doc["app"] = {"version": 1, "level": "easy"}
    return doc


def _write(data: bytes) -> Maker:
    return lambda path: path.write_bytes(data)


def _json(edit: Callable[[dict[str, Any]], Any], finished: int = 0) -> Maker:
    """The valid document changed by ``edit`` (which may return a new root)."""

    def make(path: Path) -> None:
        doc = copy.deepcopy(_valid_doc(finished))
        out = edit(doc)
        path.write_text(json.dumps(doc if out is None else out), encoding="utf-8")

    return make


def _set(*keys: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(doc: dict[str, Any]) -> None:
        node = doc
        for k in keys[:-1]:
            node = node[k]
        node[keys[-1]] = value

    return edit


def _drop(*keys: Any) -> Callable[[dict[str, Any]], None]:
    def edit(doc: dict[str, Any]) -> None:
        node = doc
        for k in keys[:-1]:
            node = node[k]
        del node[keys[-1]]

    return edit


def _raw_edit(old: str, new: str) -> Maker:
    """Text surgery for what json.dumps cannot write (10**400 as a version, 5,000 digits)."""

    def make(path: Path) -> None:
        text = json.dumps(_valid_doc())
        assert old in text
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    return make


def _truncated(fraction: float) -> Maker:
    def make(path: Path) -> None:
        data = json.dumps(_valid_doc(), indent=1).encode()
        path.write_bytes(data[: max(1, int(len(data) * fraction))])

    return make


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link_to(target: Callable[[Path], Path]) -> Maker:
    def make(path: Path) -> None:
        os.symlink(target(path), path)

    return make


def _outside(path: Path) -> Path:
    """A folder beside the data folder, for link targets (never inside it)."""
    out = path.parent.parent / (path.parent.name + "-outside")
    out.mkdir(exist_ok=True)
    return out


def _fifo_outside(path: Path) -> Path:
    target = _outside(path) / "a-fifo"
    os.mkfifo(target)
    return target


def _dir_outside(path: Path) -> Path:
    target = _outside(path) / "a-folder"
    target.mkdir()
    return target


def _garbage_outside(path: Path) -> Path:
    target = _outside(path) / "passwd"
    target.write_text("root:x:0:0:root:/root:/bin/bash\n")
    return target


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("a folder where the file should be")


def _socket(path: Path) -> None:
    import socket

    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))


def _unreadable(path: Path) -> None:
    path.write_text("{not json")
    path.chmod(0)


def _huge(unit: bytes, size: int = MAX_BYTES + 1024) -> Maker:
    return _write(unit * (size // len(unit)))


def _huge_valid(path: Path) -> None:
    doc = _valid_doc()
    doc["app"]["padding"] = "x" * (MAX_BYTES + 10)
    path.write_text(json.dumps(doc), encoding="utf-8")


def _nested_in(keys: tuple[str, ...], depth: int) -> Maker:
    def edit(doc: dict[str, Any]) -> None:
        node: Any = 0
        for _ in range(depth):
            node = {"a": node}
        _set(*keys, value=node)(doc)

    return _json(edit)


def huge_deck_deal(size: int = 262_000) -> Maker:
    """A deal file of ``size`` bytes whose deck repeats the pack (QA's bigdeck.py, F3)."""

    def make(path: Path) -> None:
        doc = json.loads(dumps(new_deal("classic", seed=1)))
        n = (size - 1000) // 5
        doc["deck"] = (doc["deck"] * (n // 24 + 1))[:n]
        path.write_text(json.dumps(doc, separators=(",", ":")), encoding="utf-8")

    return make


def _huge_deck_save(path: Path, size: int = MAX_BYTES - 2000) -> None:
    """A save just under the reader's limit whose first deal's deck is the pack repeated."""
    doc = json.loads(dumps(Match("classic", seed=1)))
    n = (size - 1000) // 5
    deck = doc["deals"][0]["deck"]
    doc["deals"][0]["deck"] = (deck * (n // 24 + 1))[:n]
    path.write_text(json.dumps(doc, separators=(",", ":")), encoding="utf-8")


def thrown_in_match(deals: int) -> Match:
    """A bidding match of ``deals`` deals where everybody passed (legal, and never ends)."""
    m = Match("bidding", seed=1)
    for _ in range(deals - 1):
        while not m.state.is_over:
            m.apply("pass")
        m.next_deal()
    return m


def _many_deals_save(path: Path) -> None:
    from sixtysix_qt.storage import MAX_DEALS

    doc = json.loads(dumps(thrown_in_match(MAX_DEALS + 1)))
    path.write_text(json.dumps(doc, separators=(",", ":")), encoding="utf-8")


def finished_deal(seed: int = 5):
    """A classic deal played to its end with the first legal action each time."""
    state = new_deal("classic", seed=seed)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


_VERDICT = {
    "index": 0,
    "seat": 0,
    "played": "play AS",
    "best": "play AS",
    "values": {},
    "loss": 0.0,
    "margin": 0.0,
    "label": "good",
    "reason": "x",
    "exact": True,
}


def _reviewed(verdicts: Any, summary: Any, whole: Any = None, **app: Any) -> Maker:
    """A valid finished deal whose cached review is crafted (QA's review_*.py, F1/F2)."""

    def make(path: Path) -> None:
        from sixtysix_qt.review.judge import DEFAULT_SEED, DEFAULT_WORLDS

        doc = json.loads(dumps(finished_deal()))
        review = {"seat": 0, "worlds": DEFAULT_WORLDS, "seed": DEFAULT_SEED}
        review.update(verdicts=verdicts, summary=summary)
        doc["app"] = {"seat": 0, "review": review if whole is None else whole, **app}
        path.write_text(json.dumps(doc), encoding="utf-8")

    return make


def _v(**change: Any) -> list[dict[str, Any]]:
    return [{**_VERDICT, **change}]


def review_variants(trap: str) -> dict[str, Maker]:
    """Deal files whose cached review (or notes) attack the window; ``trap`` is a FIFO path."""
    img = f'<img src="{trap}">'
    ok = {"total_loss": 1.0, "biggest": 0}
    return {
        "review-html-img": _reviewed(_v(played=img), {"total_loss": 0.0, "biggest": None}),
        "review-html-everywhere": _reviewed(
            _v(played=img, best=img, reason=img, label=img), ok, level=img, saved_at=img
        ),
        "review-fake-perfect": _reviewed(_v(), {"total_loss": -99.0, "biggest": None}),
        "review-biggest-oob": _reviewed(_v(), {"total_loss": 1.0, "biggest": 99}),
        "review-loss-str": _reviewed(_v(loss="lots"), ok),
        "review-total-str": _reviewed(_v(), {"total_loss": "x", "biggest": None}),
        "review-index-huge": _reviewed(_v(index=10**12), ok),
        "review-index-str": _reviewed(_v(index="x"), ok),
        "review-label-list": _reviewed(_v(label=[1]), {"total_loss": 1.0, "biggest": None}),
        "review-luck-bad": _reviewed(_v(luck="cursed"), ok),
        "review-played-int": _reviewed(_v(played=5, best=6), ok),
        "review-nan": _reviewed(_v(loss=float("nan")), {"total_loss": float("nan"), "biggest": 0}),
        "review-many": _reviewed([{**_VERDICT, "index": i % 24} for i in range(1500)], ok),
        "review-summary-list": _reviewed(_v(), [1, 2]),
        "review-verdict-missing-key": _reviewed([{"index": 0}], ok),
        "review-verdicts-dict": _reviewed({"a": 1}, ok),
        "review-is-list": _reviewed([], ok, whole=[1, 2]),
        "app-seat-5": _reviewed(_v(), ok, seat=5),
        "app-seat-huge": _reviewed(_v(), ok, seat=10**100),
        "app-notes-html": _reviewed(_v(), ok, level=img, saved_at=img, practice="yes"),
        "huge-deck": huge_deck_deal(),
    }


def deep_variant_settings(path: Path, depth: int = 30_000) -> None:
    """settings.ini (240 KB) whose geometry is a QVariantList nested ``depth`` deep (F4)."""
    value = b"\x00\x00\x00\x09\x00\x00\x00\x01" * depth + b"\x00\x00\x00\x09\x00\x00\x00\x00"
    path.write_bytes(b"[window]\nwelcome_shown=true\ngeometry=@Variant(" + value + b")\n")


SAVE_VARIANTS: dict[str, Maker] = {
    # bytes
    "zero-bytes": _write(b""),
    "one-space": _write(b" "),
    "truncated-1-byte": _truncated(0.0),
    "truncated-tenth": _truncated(0.1),
    "truncated-half": _truncated(0.5),
    "truncated-last-byte": _truncated(0.9995),
    "random-4k": _write(random.Random(1).randbytes(4096)),
    "nul-bytes": _write(b"\x00" * 512),
    "latin1-text": _write('{"format": "sixtysix/match", "n": "caf\xe9"}'.encode("latin-1")),
    "bad-utf8-in-valid": _write(b'{"format": "sixtysix/match", "x": "\xff\xfe"}'),
    "json-then-garbage": _write(b'{"a": 1} trailing'),
    "nan": _write(b"NaN"),
    # wrong root
    "root-list": _json(lambda d: [d]),
    "root-null": _write(b"null"),
    "root-string": _write(b'"sixtysix"'),
    "root-number": _write(b"66"),
    "root-true": _write(b"true"),
    "root-empty-object": _write(b"{}"),
    "foreign-json": _write(b'{"hello": "world"}'),
    # header
    "format-missing": _json(_drop("format")),
    "format-wrong": _json(_set("format", value="chess/game")),
    "version-0": _json(_set("version", value=0)),
    "version-string": _json(_set("version", value="1")),
    "version-true": _json(_set("version", value=True)),
    "version-99": _json(_set("version", value=99)),
    "version-10e400": _raw_edit('"version": 1', '"version": 1' + "0" * 400),
    "version-negative": _json(_set("version", value=-1)),
    "version-float": _json(_set("version", value=1.5)),
    # seed
    "seed-string": _json(_set("seed", value="abc")),
    "seed-list": _json(_set("seed", value=[1])),
    "seed-dict": _json(_set("seed", value={"a": 1})),
    "seed-float": _json(_set("seed", value=1.5)),
    "seed-true": _json(_set("seed", value=True)),
    "seed-5000-digits": _raw_edit('"seed": 7', '"seed": ' + "7" * 5000),
    # preset and options
    "preset-list": _json(_set("preset", value=["classic"])),
    "preset-null": _json(_set("preset", value=None)),
    "preset-unknown": _json(_set("preset", value="poker")),
    "preset-number": _json(_set("preset", value=5)),
    "options-list": _json(_set("options", value=[1, 2])),
    "options-string": _json(_set("options", value="x")),
    "options-unknown-name": _json(_set("options", value={"frobnicate": 1})),
    "options-bad-value": _json(_set("options", value={"game_target": "x"})),
    "options-seed": _json(_set("options", value={"seed": 1})),
    # deals
    "deals-string": _json(_set("deals", value="x")),
    "deals-empty": _json(_set("deals", value=[])),
    "deals-missing": _json(_drop("deals")),
    "deals-null": _json(_set("deals", value=None)),
    "deals-object": _json(_set("deals", value={"a": 1})),
    "deal-null": _json(_set("deals", 0, value=None)),
    "deal-list": _json(_set("deals", 0, value=[1])),
    "second-deal-int": _json(lambda d: d["deals"].append(7), finished=1),
    "second-deal-list": _json(lambda d: d["deals"].append([]), finished=1),
    # deck
    "deck-ints": _json(_set("deals", 0, "deck", value=list(range(24)))),
    "deck-duplicate": _json(
        lambda d: d["deals"][0]["deck"].__setitem__(1, d["deals"][0]["deck"][0])
    ),
    "deck-short": _json(lambda d: d["deals"][0]["deck"].pop()),
    "deck-missing": _json(_drop("deals", 0, "deck")),
    "deck-object": _json(_set("deals", 0, "deck", value={"QS": 1})),
    "deck-string": _json(_set("deals", 0, "deck", value="QSKS")),
    "deck-null": _json(_set("deals", 0, "deck", value=None)),
    # dealer
    "dealer-5": _json(_set("deals", 0, "dealer", value=5)),
    "dealer-negative": _json(_set("deals", 0, "dealer", value=-1)),
    "dealer-string": _json(_set("deals", 0, "dealer", value="0")),
    "dealer-float": _json(_set("deals", 0, "dealer", value=1.0)),
    "dealer-list": _json(_set("deals", 0, "dealer", value=[0])),
    "dealer-null": _json(_set("deals", 0, "dealer", value=None)),
    # actions
    "actions-string": _json(_set("deals", 0, "actions", value="play AS")),
    "actions-ints": _json(_set("deals", 0, "actions", value=[1, 2])),
    "actions-null": _json(_set("deals", 0, "actions", value=None)),
    "actions-object": _json(_set("deals", 0, "actions", value={"a": 1})),
    "action-unknown": _json(_set("deals", 0, "actions", value=["play XX"])),
    "action-null": _json(_set("deals", 0, "actions", value=[None])),
    "action-illegal-twice": _json(lambda d: d["deals"][0]["actions"].extend(["play JC"] * 2)),
    # nesting
    "nested-lists-100k": _write(b"[" * 100_000 + b"]" * 100_000),
    "nested-objects-100k": _write(b'{"a":' * 100_000 + b"0" + b"}" * 100_000),
    "nested-in-app-60": _nested_in(("app",), 60),
    "nested-in-options-5000": _write(
        b'{"format": "sixtysix/match", "version": 1, "options": '
        + b'{"a":' * 5000
        + b"0"
        + b"}" * 5000
        + b"}"
    ),
    # size
    "huge-x": _huge(b"x"),
    "huge-valid-save": _huge_valid,
    "huge-zero-list": _write(b"[" + b"0," * (MAX_BYTES // 2 + 10) + b"0]"),
    "huge-empty-lists": _write(b"[" + b"[]," * (MAX_BYTES // 3 + 10) + b"[]]"),
    # not a regular file
    "fifo": _fifo,
    "folder": _folder,
    "socket": _socket,
    "unreadable-mode-000": _unreadable,
    "link-to-fifo": _link_to(_fifo_outside),
    "link-to-dev-zero": _link_to(lambda p: Path("/dev/zero")),
    "link-to-dev-null": _link_to(lambda p: Path("/dev/null")),
    "link-to-folder": _link_to(_dir_outside),
    "link-to-passwd-like": _link_to(_garbage_outside),
    # sizes and counts that grow the work (F3, F10)
    "huge-deck-4mb": _huge_deck_save,
    "too-many-deals": _many_deals_save,
}
"""About 90 ways a save file can be damaged or hostile; each must be kept aside."""

STATS_EXTRA: dict[str, Maker] = {
    "group-int": _write(b'{"version": 1, "groups": {"classic/easy": 5}}'),
    "group-list": _write(b'{"version": 1, "groups": {"classic/easy": [1]}}'),
    "group-null": _write(b'{"version": 1, "groups": {"classic/easy": null}}'),
    "groups-list": _write(b'{"version": 1, "groups": []}'),
    "counter-string": _write(b'{"version": 1, "groups": {"classic/easy": {"deals": "10"}}}'),
    "counter-float": _write(b'{"version": 1, "groups": {"classic/easy": {"deals": 1.5}}}'),
    "counter-negative": _write(b'{"version": 1, "groups": {"classic/easy": {"matches": -70}}}'),
    "won-more-than-played": _write(
        b'{"version": 1, "groups": {"c/e": {"matches": 1, "matches_won": 512}}}'
    ),
    "streak-string": _write(b'{"version": 1, "groups": {}, "streak": "x"}'),
    "best-streak-null": _write(b'{"version": 1, "groups": {}, "best_streak": null}'),
    "stats-version-2": _write(b'{"version": 2, "groups": {}}'),
    "stats-nested-100k": _write(b'{"version": 1, "groups": ' + b"[" * 100_000 + b"]" * 100_000),
}
"""Statistics-specific damage, on top of the generic variants."""

GENERIC = [
    name
    for name in SAVE_VARIANTS
    if not name.startswith(("format", "seed", "preset", "options", "deal", "deck", "action"))
    and name not in ("second-deal-int", "second-deal-list", "huge-valid-save", "nested-in-app-60")
    and name not in ("huge-deck-4mb", "too-many-deals")
]
"""The variants that are damage for any JSON file (not only for a save)."""


def snapshot(path: Path) -> tuple[str, Any]:
    """What sits at ``path``, to compare after it was moved: a link target, bytes, or a kind."""
    if path.is_symlink():
        return ("link", os.readlink(path))
    if path.is_dir():
        return ("folder", sorted(p.name for p in path.iterdir()))
    if path.is_fifo() or path.is_socket():
        return ("special", path.stat().st_mode)
    if not os.access(path, os.R_OK):
        return ("unreadable", path.stat().st_size)
    return ("bytes", path.read_bytes())
