"""One word per thing: the catalogues use the glossary's terms, never a rejected variant.

``i18n/terms.json`` lists per language the variants the reviews rejected
(uk талон for the stock, lv "Solāt" ...), the nouns that are counted, and
the few English texts that mean different things in different contexts.
These tests read the ``.ts`` sources directly, so they need no Qt.
"""

from __future__ import annotations

import importlib.util
import json
import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TERMS = json.loads((ROOT / "i18n" / "terms.json").read_text(encoding="utf-8"))
CODES = tuple(
    row["code"]
    for row in json.loads((ROOT / "i18n" / "languages.json").read_text(encoding="utf-8"))[
        "languages"
    ]
)
PLACEHOLDER = r"%[1-9n]"
SPACE = r"[\s\u00a0]+"


def _entries(code: str) -> list[tuple[str, str, str, bool, list[str]]]:
    """(context, source, comment, plural?, texts) of every live message of a catalogue."""
    out = []
    root = ET.parse(ROOT / "i18n" / f"sixtysix_{code}.ts").getroot()
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            t = m.find("translation")
            if t.get("type") in ("vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in t.findall("numerusform")]
            out.append(
                (
                    ctx.findtext("name"),
                    m.findtext("source"),
                    m.findtext("comment") or "",
                    m.get("numerus") == "yes",
                    forms or [t.text or ""],
                )
            )
    return out


def _shown(code: str) -> list[tuple[str, str, str, bool, list[str]]]:
    """What players read: the translations, or for English the source where it has no form."""
    if code != "en":
        return _entries(code)
    plural = {(c, s, k): texts for c, s, k, _p, texts in _entries("en")}
    lv = _entries("lv")  # every message of the code, with the same keys
    return [(c, s, k, p, plural.get((c, s, k), [s])) for c, s, k, p, _t in lv]


def forbidden_hits(code: str, texts: list[str]) -> list[str]:
    """Each rejected variant found in ``texts``, with the word to use instead."""
    hits = []
    for rule in TERMS["forbidden"][code]:
        flags = 0 if rule.get("case") else re.IGNORECASE  # "case": capitals matter (a quoted call)
        pattern = re.compile(rule["variant"], flags)
        for text in texts:
            if pattern.search(text):
                hits.append(f"{rule['variant']!r} (use {rule['use']}) in: {text}")
    return hits


def glued_numbers(code: str, text: str) -> list[str]:
    """A placeholder right before a counted noun: its ending cannot follow the number."""
    noun = re.compile(PLACEHOLDER + SPACE + TERMS["counted_nouns"][code] + r"\b", re.IGNORECASE)
    return [m.group(0) for m in noun.finditer(text)]


def counts_in(source: str) -> list[str]:
    """The placeholders of ``source`` that may be counts: all but those ``not_counts`` names.

    A number a noun must agree with needs a plural message of its own (``%n``),
    and a plural message has one count: two counts in one message cannot
    both agree in lv or sl ("uzvarētas 1", "odigranih 1").
    """
    declared = {e["source"]: e["placeholders"] for e in TERMS["not_counts"]}.get(source, {})
    return sorted(p for p in set(re.findall(PLACEHOLDER, source)) if p not in declared)


def test_terms_file_has_every_language() -> None:
    concepts = set(TERMS["en"])
    for code in CODES:
        assert set(TERMS[code]) == concepts, code
        assert code in TERMS["forbidden"] and code in TERMS["counted_nouns"], code
        for rule in TERMS["forbidden"][code]:
            re.compile(rule["variant"])
            assert rule["use"] and rule["why"], rule


@pytest.mark.parametrize("code", CODES)
def test_no_catalogue_entry_uses_a_rejected_variant(code: str) -> None:
    hits = [
        f"{ctx}: {hit}"
        for ctx, _src, _com, _plural, texts in _shown(code)
        for hit in forbidden_hits(code, texts)
    ]
    assert not hits, "\n".join(hits)


@pytest.mark.parametrize("code", CODES)
def test_no_number_glued_to_a_noun_outside_a_plural_message(code: str) -> None:
    bad = []
    for ctx, src, _com, plural, texts in _shown(code):
        if plural:
            continue
        if "%n" in src:
            bad.append(f"{ctx}: %n in a one-form message: {src}")
        bad += [f"{ctx}: {g!r} in: {t}" for t in texts for g in glued_numbers(code, t)]
    assert not bad, "\n".join(bad)


def test_no_message_holds_two_counts() -> None:
    """Two numbers in one message are split, unless ``not_counts`` says why they are no counts."""
    bad = [
        f"{ctx}: {src!r} holds {counts_in(src)}: one plural message per count"
        for ctx, src, _com, _plural, _texts in _entries("lv")
        if len(counts_in(src)) >= 2
    ]
    assert not bad, "\n".join(bad)


def test_the_not_counts_list_is_current_and_says_why() -> None:
    """Each entry names a live message with two or more placeholders, and each placeholder's why."""
    live = {src for _ctx, src, _com, _plural, _texts in _entries("lv")}
    seen = set()
    for entry in TERMS["not_counts"]:
        source, placeholders = entry["source"], entry["placeholders"]
        assert source in live and source not in seen, source
        seen.add(source)
        assert len(set(re.findall(PLACEHOLDER, source))) >= 2, source
        assert placeholders and all(p in source and why for p, why in placeholders.items()), entry


@pytest.mark.parametrize("code", CODES[1:])
def test_the_same_text_is_translated_the_same_everywhere(code: str) -> None:
    allowed = {entry["source"] for entry in TERMS["different_meanings"]}
    seen: dict[tuple[str, str], dict[tuple[str, ...], list[str]]] = defaultdict(dict)
    for ctx, src, com, _plural, texts in _entries(code):
        seen[(src, com)].setdefault(tuple(texts), []).append(ctx)
    split = {key: ways for key, ways in seen.items() if len(ways) > 1 and key[0] not in allowed}
    assert not split, split


def _card_art():
    spec = importlib.util.spec_from_file_location("make_cards", ROOT / "assets/cards/make_cards.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("code", CODES[1:])
def test_rank_letters_in_sentences_are_the_ones_the_cards_print(code: str) -> None:
    art = _card_art()
    ranks = {"rank: ace": "A", "rank: ten": "T", "rank: king": "K", "rank: queen": "Q",
             "rank: jack": "J"}  # fmt: skip
    letters = {com: texts[0] for ctx, _s, com, _p, texts in _entries(code) if com in ranks}
    assert set(letters) == set(ranks)
    for comment, rank in ranks.items():
        assert f">{letters[comment]}</text>" in art.index(rank, "H"), (comment, letters[comment])
    for key, rank in (
        ("index_ace", "A"),
        ("index_king", "K"),
        ("index_queen", "Q"),
        ("index_jack", "J"),
    ):
        assert f">{TERMS[code][key]}</text>" in art.index(rank, "H"), f"terms.json {code} {key}"


def test_the_checks_catch_what_the_reviews_found() -> None:
    """The rules fire on the defects they were written for, and pass the fixed texts."""
    assert forbidden_hits("uk", ["Закрийте колоду (C) або клацніть талон"])
    assert forbidden_hits("uk", ["коли талону немає"])
    assert not forbidden_hits("uk", ["Закрийте колоду (C) або клацніть колоду"])
    assert forbidden_hits("lv", ["Padoms: Solāt 2."])
    assert not forbidden_hits("lv", ["Soliet 2"])
    assert forbidden_hits("sl", ["V štirih, dve strani (48 kart, po 7)"])
    assert forbidden_hits("sl", ["Vsi so rekli »naprej«"]) and not forbidden_hits(
        "sl", ["»Naprej«"]
    )
    assert glued_numbers("lv", "Dalītājs izdala %1 kārtis")
    assert glued_numbers("bg", "%1: достигнати %2 победни точки.")
    assert glued_numbers("en", "The dealer deals %1 cards")
    assert not glued_numbers("uk", "%1: набрано %2.")
    assert not glued_numbers("en", "Cards your side has won: %n")
    assert counts_in("%1 played, %2 won") == ["%1", "%2"]
    assert counts_in("%1 for, %2 against") == ["%1", "%2"]
    assert counts_in("%n tricks and %1 cards") == ["%1", "%n"]
    assert counts_in("%1 (%2)") == ["%1"]  # the percentage is text


TARGETS = ("66", "101")
"""A deal's targets: a text that names the target takes it as an argument (%1)."""


def added_targets(source: str, texts: list[str]) -> list[str]:
    """The targets a translation writes that its source does not (the game's name aside).

    The English takes the deal's target as an argument ("Declare %1") or names
    none ("Declaring is not possible now."); a "66" written into the
    translation is then wrong in a four-hand deal played to 101.
    """
    if "Sixty-Six" in source:  # the game's name: bg "Сантасе, или „66“"
        return []
    wanted = {n for n in TARGETS if re.search(rf"(?<![\d%]){n}(?!\d)", source)}
    return [
        f"{n} in: {text}"
        for text in texts
        for n in TARGETS
        if n not in wanted and re.search(rf"(?<!\d){n}(?!\d)", text)
    ]


def test_the_target_check_finds_a_written_66():
    assert added_targets("Declaring is not possible now.", ["Paziņot 66 tagad nevar."])
    assert added_targets("Declare %1", ["Paziņojiet 66"])
    assert not added_targets("Declare %1", ["Paziņojiet %1"])
    assert not added_targets("If both players reach 66 …", ["Ja abi sasniedz 66 …"])


@pytest.mark.parametrize("code", CODES[1:])
def test_no_translation_writes_the_target_its_source_takes_as_an_argument(code):
    problems = [
        f"{context}: {source!r}: {hit}"
        for context, source, _c, _p, texts in _entries(code)
        for hit in added_targets(source, texts)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.slow
def test_no_source_writes_a_target_where_the_deal_may_have_another():
    """The hints, the review and the mistakes list serve every variant: they take the target."""
    spec = importlib.util.spec_from_file_location("update", ROOT / "i18n" / "update.py")
    update = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(update)
    every_variant = {"Hints", "Review", "ReviewDialog", "MistakesDialog", "TableView", "Why"}
    two_player = {  # texts only a two-player deal (always to 66) shows
        "Counting to 66",
        "In a two-player deal the real cards can be solved exactly (the open-card verdicts) once "
        "the talon is closed or used up, and, when 66 is claimed for you automatically, in the "
        "last %n trick(s); with more players, near the end. The line with the real cards adds up "
        "what the moves really cost with these cards; where it differs from play, the hidden "
        "cards helped or hurt a decision.",
    }
    written = [
        f"{m.context}: {m.source!r}"
        for m in update.code_messages()
        if m.context in every_variant
        and m.source not in two_player
        and any(re.search(rf"(?<![\d%]){n}(?!\d)", m.source) for n in TARGETS)
    ]
    assert not written, "\n".join(written)
