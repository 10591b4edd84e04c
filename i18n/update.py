"""Refresh the five ``.ts`` files from the source: ``python i18n/update.py``.

Reads every ``.py`` under ``sixtysix_qt/`` and collects the literal strings
passed to ``translate("Context", ...)`` / ``QCoreApplication.translate`` and
``self.tr(...)`` (context = the class name), then merges them into each
catalogue: existing translations are kept, new strings come in unfinished,
strings that left the code are marked vanished (``--no-obsolete`` drops
them).  Messages keep their order, new ones go to the end of their context.

Why not ``pyside6-lupdate``: its Python parser (6.11) drops calls whose
arguments contain brackets (``opts["game_target"]``) and turns
``translate(ctx, text, "", n)`` into a one-form message, which throws away
every plural translation.  Here a call with a count (4th argument of
``translate``, 3rd of ``tr``, or ``n=``) is always a plural message.

The catalogues carry no source locations, so moving code never changes a
``.ts`` and parallel branches merge their catalogues cleanly.

Only the game's ``sixtysix_<code>.ts`` are written.  The hand-kept
``qt_extra_<code>.ts`` (Qt's own button texts that PySide6 lacks) hold no
string of the game's code: they are never targets (see ``targets``).
"""

from __future__ import annotations

import ast
import json
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sixtysix_qt"
I18N = ROOT / "i18n"
#: the one table of the game's languages (code, names, Qt language, plural forms, LANGID)
TABLE = json.loads((I18N / "languages.json").read_text(encoding="utf-8"))["languages"]
#: code -> the ``language`` attribute Qt reads the plural rules from
LANGUAGES = {row["code"]: row["qt_language"] for row in TABLE}
#: how many ``<numerusform>`` each language has (Qt's numerus rules)
PLURAL_FORMS = {row["code"]: row["plural_forms"] for row in TABLE}
#: stem of the catalogues this script writes; anything else in i18n/ is left alone
CATALOG = "sixtysix"
#: removed from the code: finished entries become vanished, unfinished ones obsolete
GONE = ("vanished", "obsolete")


class Message(NamedTuple):
    """One translatable string as the code asks for it."""

    context: str
    source: str
    comment: str = ""
    numerus: bool = False

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def _literal(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


class _Collector(ast.NodeVisitor):
    """Walks one module and records its ``translate``/``tr`` calls in order."""

    def __init__(self) -> None:
        self.classes: list[str] = []
        self.found: list[Message] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        message = self._message(node)
        if message is not None:
            self.found.append(message)
        self.generic_visit(node)

    def _message(self, node: ast.Call) -> Message | None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        args = list(node.args)
        if name == "translate" and len(args) >= 2:
            context, rest = _literal(args[0]), args[1:]
        elif name == "tr" and isinstance(func, ast.Attribute) and args and self.classes:
            context, rest = self.classes[-1], args
        else:
            return None
        source = _literal(rest[0])
        if context is None or source is None:
            return None
        keywords = {k.arg: k.value for k in node.keywords}
        comment_node = rest[1] if len(rest) > 1 else keywords.get("disambiguation")
        counted = len(rest) > 2 or "n" in keywords
        return Message(context, source, _literal(comment_node) or "", counted)


def sources() -> list[Path]:
    """Every module of the package, sorted for stable output."""
    return sorted(PACKAGE.rglob("*.py"))


def code_messages(paths: list[Path] | None = None) -> list[Message]:
    """The strings the code translates, in order of appearance, each once.

    A string asked for with a count anywhere is a plural message.
    """
    order: dict[tuple[str, str, str], Message] = {}
    for path in sources() if paths is None else paths:
        collector = _Collector()
        collector.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for m in collector.found:
            old = order.get(m.key)
            order[m.key] = m if old is None else Message(*m.key, old.numerus or m.numerus)
    return list(order.values())


def targets() -> dict[str, Path]:
    """The catalogues this script writes: ``sixtysix_<code>.ts`` for each language, nothing else."""
    return {code: I18N / f"{CATALOG}_{code}.ts" for code in LANGUAGES}


def _key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return (context, message.findtext("source") or "", message.findtext("comment") or "")


def _new_element(m: Message, forms: int) -> ET.Element:
    element = ET.Element("message")
    if m.numerus:
        element.set("numerus", "yes")
    ET.SubElement(element, "source").text = m.source
    if m.comment:
        ET.SubElement(element, "comment").text = m.comment
    translation = ET.SubElement(element, "translation", type="unfinished")
    for _ in range(forms if m.numerus else 0):
        ET.SubElement(translation, "numerusform").text = ""
    return element


def _revive(element: ET.Element, m: Message, forms: int) -> ET.Element:
    """An existing entry for ``m``: kept as it is unless its plural shape changed."""
    if (element.get("numerus") == "yes") != m.numerus:
        return _new_element(m, forms)
    translation = element.find("translation")
    kind = translation.get("type")
    if kind == "vanished":
        del translation.attrib["type"]
    elif kind == "obsolete":
        translation.set("type", "unfinished")
    return element


def merge(old: ET.Element | None, messages: list[Message], code: str, keep_gone: bool = True):
    """The catalogue for ``code``: ``old`` updated to ``messages`` (English: plurals only)."""
    forms = PLURAL_FORMS[code]
    if code == "en":
        messages = [m for m in messages if m.numerus]
    wanted = {m.key: m for m in messages}
    contexts: dict[str, list[ET.Element]] = {}
    seen: set[tuple[str, str, str]] = set()
    for ctx in [] if old is None else old.iter("context"):
        name = ctx.findtext("name") or ""
        kept = contexts.setdefault(name, [])
        for element in ctx.findall("message"):
            key = _key(name, element)
            if key in wanted and key not in seen:
                seen.add(key)
                kept.append(_revive(element, wanted[key], forms))
            elif key not in wanted and _retire(element) and keep_gone:
                kept.append(element)
    for m in messages:
        if m.key not in seen:
            contexts.setdefault(m.context, []).append(_new_element(m, forms))
    root = ET.Element("TS", version="2.1", language=LANGUAGES[code])
    for name, elements in contexts.items():
        if elements:
            ctx = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = name
            ctx.extend(elements)
    return root


def _retire(element: ET.Element) -> bool:
    """Mark an entry whose string left the code; False if it was never translated at all."""
    translation = element.find("translation")
    kind = translation.get("type")
    if kind in GONE:
        return True
    texts = [translation.text or ""] + [f.text or "" for f in translation.iter("numerusform")]
    if kind == "unfinished" and not any(texts):
        return False
    translation.set("type", "obsolete" if kind == "unfinished" else "vanished")
    return True


def protect(text: str) -> str:
    """XML-escape as lupdate does, so files written by either tool look the same."""
    out = []
    named = {'"': "&quot;", "&": "&amp;", ">": "&gt;", "<": "&lt;", "'": "&apos;"}
    for ch in text:
        if ch in named:
            out.append(named[ch])
        elif (ord(ch) < 0x20 and ch not in "\n\t") or (ord(ch) > 0x7F and ch.isspace()):
            out.append(f"&#x{ord(ch):x};")
        else:
            out.append(ch)
    return "".join(out)


def render(root: ET.Element) -> str:
    """The catalogue as text in lupdate's layout."""
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{root.get("language")}">',
    ]
    for ctx in root.iter("context"):
        lines += ["<context>", f"    <name>{protect(ctx.findtext('name') or '')}</name>"]
        for m in ctx.findall("message"):
            lines.append(
                '    <message numerus="yes">' if m.get("numerus") == "yes" else "    <message>"
            )
            lines.append(f"        <source>{protect(m.findtext('source') or '')}</source>")
            if m.find("comment") is not None:
                lines.append(f"        <comment>{protect(m.findtext('comment') or '')}</comment>")
            lines += _render_translation(m.find("translation"))
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def _render_translation(translation: ET.Element) -> list[str]:
    kind = translation.get("type")
    opening = f'        <translation type="{kind}">' if kind else "        <translation>"
    forms = translation.findall("numerusform")
    if not forms:
        return [opening[:-1] + f">{protect(translation.text or '')}</translation>"]
    body = [f"            <numerusform>{protect(f.text or '')}</numerusform>" for f in forms]
    return [opening, *body, "        </translation>"]


def update(code: str, path: Path, messages: list[Message], keep_gone: bool = True) -> str:
    """The new text of catalogue ``path`` for language ``code``."""
    old = ET.parse(path).getroot() if path.exists() else None
    return render(merge(old, messages, code, keep_gone))


def main(argv: list[str] | None = None) -> int:
    """Update all five catalogues; 0 on success, 2 on an unknown argument."""
    extra = list(sys.argv[1:] if argv is None else argv)
    unknown = [a for a in extra if a not in ("-no-obsolete", "--no-obsolete")]
    if unknown:
        print(f"unknown argument(s): {' '.join(unknown)}", file=sys.stderr)
        return 2
    messages = code_messages()
    for code, ts in targets().items():
        text = update(code, ts, messages, keep_gone=not extra)
        if not ts.exists() or ts.read_text(encoding="utf-8") != text:
            write_catalogue(ts, text)
            print(f"updated {ts.relative_to(ROOT)}")
    return 0


def write_catalogue(path: Path, text: str) -> None:
    """Write through a temporary file, so an interrupted run leaves the old catalogue whole."""
    tmp = path.with_suffix(".ts.tmp")
    tmp.write_text(text, encoding="utf-8")
    shutil.move(tmp, path)


if __name__ == "__main__":
    sys.exit(main())
