"""What an import changed in the corpus (old against new), and how the CLI prints it."""

from __future__ import annotations

import difflib
import textwrap
from dataclasses import dataclass, field

from ...refs import law_of
from ...model import Corpus, SourceText, Unit
from ...text.textfix import yo_fold


@dataclass
class Change:
    """What an import changed in the corpus (old vs new), for the report."""

    file: str
    laws_gained: list = field(default_factory=list)  # (edition, lang, law)
    units_gained: list = field(default_factory=list)  # (edition, lang, ref)
    units_new: list = field(default_factory=list)  # (edition, lang, ref): units no source had before
    units_changed: list = field(default_factory=list)  # (edition, lang, ref): text replaced by a better copy
    # (edition, lang, ref): the same text, with ё put back where the new text spells a word with it
    # (textfix.YoRestorer: a text of another law or edition may restore «своё» in «свое»)
    units_spelled: list = field(default_factory=list)
    conflicts: list = field(default_factory=list)  # (edition, lang, ref, kept, diff lines, issue message)
    resolved: list = field(default_factory=list)  # dangling-ref messages that are gone
    notes: list = field(default_factory=list)  # new build issues about the imported file


# -- what changed ----------------------------------------------------------------------------
def _units(corpus: Corpus) -> dict:
    return {(law.edition, law.lang, u.ref): u for law in corpus.laws for u in law.unit.walk()}


def _has_text(u: Unit | None) -> bool:
    return u is not None and bool(u.text) and not u.missing_text


def compare(old: Corpus, new: Corpus, file: str, read: SourceText | None = None) -> Change:
    """Old corpus vs new: units and laws that gained text, conflicts, references now resolved."""
    change = Change(file=file)
    before, after = _units(old), _units(new)
    for key, u in after.items():
        prev = before.get(key)
        if _has_text(u) and not _has_text(prev):
            (change.units_gained if prev is not None else change.units_new).append(key)
        elif _has_text(u) and _has_text(prev) and u.text != prev.text:
            same = yo_fold(u.text) == yo_fold(prev.text)
            (change.units_spelled if same else change.units_changed).append(key)
    laws = {(e, lang, law_of(ref)) for e, lang, ref in change.units_gained + change.units_new}
    had_text = {(law.edition, law.lang, law.number) for law in old.laws
                if any(_has_text(u) for u in law.unit.walk())}
    change.laws_gained = sorted(laws - had_text)
    old_issues = {(i.kind, i.message) for i in old.issues}
    fragments = {(f.edition, f.lang, f.ref): f for f in (read.fragments if read else ())}
    for issue in new.issues:
        if (issue.kind, issue.message) in old_issues:
            continue
        if issue.kind == "text-conflict" and file in issue.message:
            change.conflicts.append(_conflict(issue, before, after, fragments, file))
        elif issue.where is not None and issue.where.file == file:
            change.notes.append(str(issue))
    new_issues = {(i.kind, i.message) for i in new.issues}
    change.resolved = [m for k, m in sorted(old_issues) if k == "dangling-ref" and (k, m) not in new_issues]
    return change


def _conflict(issue, before: dict, after: dict, fragments: dict, file: str):
    """(edition, lang, ref, which text the corpus kept, diff lines, message) of a text-conflict."""
    ref = issue.message.split(":", 1)[0]
    key = next(((e, lang, r) for (e, lang, r) in fragments if r == ref), None)
    if key is None:
        return (None, None, ref, "?", [], issue.message)
    imported = " ".join(fragments[key].paragraphs)
    existing = before.get(key).text if _has_text(before.get(key)) else ""
    kept_text = after[key].text if key in after and after[key].text else ""
    kept = "the imported text" if _fold(kept_text) == _fold(imported) else "the existing text"
    return (*key, kept, word_diff(existing, imported), issue.message)


def _fold(text: str) -> str:
    return " ".join(yo_fold(text).split())


def word_diff(old: str, new: str, width: int = 72) -> list[str]:
    """A unified diff of two texts, rewrapped so that a changed word shows as a changed line."""
    a = textwrap.wrap(_fold(old), width) or [""]
    b = textwrap.wrap(_fold(new), width) or [""]
    return list(difflib.unified_diff(a, b, "existing", "imported", lineterm="", n=1))


# A full edition brings some 1,500 new refs: the report names the first few of each kind and
# counts the rest; `import --json` lists them all (``Change.to_json``).
SHOWN = 8


def _first(items: list, shown: int = SHOWN) -> str:
    """«5A, 5B» or «1, 1A, 1A1, … (1,565 more)»."""
    head = ", ".join(map(str, items[:shown]))
    return head + (f", … ({len(items) - shown:,} more)" if len(items) > shown else "")


def _by_version(items) -> dict:
    groups: dict = {}
    for e, lang, x in items:
        groups.setdefault((e, lang), []).append(x)
    return groups


# What happened to units' text: the list of Change that holds them, and the report's words for it
UNIT_CHANGES = (("units_gained", "units that gained text"), ("units_new", "units new to the corpus"),
                ("units_changed", "units whose text was replaced by a better copy"),
                ("units_spelled", "units spelled with ё where the new text writes the word so"))


def format_change(change: Change, shown: int = SHOWN) -> list[str]:
    """What changed, for a person: counts, and the first ``shown`` refs, conflicts and references
    of each kind (all of them are in ``Change.to_json``)."""
    from ...corpus.query import ranges

    out = []
    for (e, lang), laws in sorted(_by_version(change.laws_gained).items()):
        out.append(f"laws that gained text ({e} {lang}): {ranges(sorted(laws))}")
    units = [(label, getattr(change, name)) for name, label in UNIT_CHANGES]
    for label, items in units:
        for (e, lang), refs in sorted(_by_version(items).items()):
            out.append(f"{label} ({e} {lang}, {len(refs):,}): {_first(refs, shown)}")
    if not (change.laws_gained or any(items for _, items in units)):
        out.append("no unit gained or changed text")
    out.append(f"conflicts with existing text: {len(change.conflicts)}")
    for e, lang, ref, kept, diff, message in change.conflicts[:shown]:
        out.append(f"  {ref} ({e} {lang}): the texts differ; the corpus keeps {kept}; nothing was overwritten "
                   "unreported (see report.yaml)")
        out += [f"    {line}" for line in diff] or [f"    {message}"]
    out.append(f"references that now resolve: {len(change.resolved)}")
    out += [f"  {m}" for m in change.resolved[:shown]]
    out += [f"note: {n}" for n in change.notes[:shown]]
    hidden = max(0, len(change.conflicts) - shown) + max(0, len(change.resolved) - shown) + max(0, len(change.notes) - shown)
    if hidden or any(len(refs) > shown for refs in _by_version([x for _, items in units for x in items]).values()):
        out.append(f"(the first {shown} of each shown{f'; {hidden:,} more conflicts, references and notes' if hidden else ''}: "
                   "`bridge-laws import --json` lists them all, and report.yaml keeps the notes)")
    return out


def change_json(change: Change) -> dict:
    """Everything an import changed, every ref listed: what `import --json` prints."""
    def refs(items):
        return [{"edition": e, "lang": lang, "ref": ref} for e, lang, ref in items]

    units = [name for name, _ in UNIT_CHANGES]
    counts = {name: len(getattr(change, name)) for name in ("laws_gained", *units, "conflicts", "resolved", "notes")}
    return {"file": change.file, "counts": counts,
            "laws_gained": [{"edition": e, "lang": lang, "law": law} for e, lang, law in change.laws_gained],
            **{name: refs(getattr(change, name)) for name in units},
            "conflicts": [{"edition": e, "lang": lang, "ref": ref, "kept": kept, "diff": list(diff), "message": message}
                          for e, lang, ref, kept, diff, message in change.conflicts],
            "resolved": list(change.resolved), "notes": list(change.notes)}
