"""Place a fragment that starts without a law header, using the skeleton.

A page of the DOS copy can begin anywhere: in the middle of a sentence, with a
subsection marker ``1.`` whose section is on a missing page, or with the cut end
of a law header. Its markers, in order, and its printed page are matched against
the skeleton (every unit of the book, in order, with its page), and the
candidate under which the most of its markers name existing units wins.
"""

from __future__ import annotations

from ..model import SkeletonUnit
from ..outline import Outline
from ..refs import law_of as _law, path as _path


def _candidates(first, order: list[SkeletonUnit], page_hint, law_hint, after_page) -> list[int]:
    out = []
    for i, u in enumerate(order):
        if u.kind != first.kind or (first.kind != "law" and u.marker != first.marker):
            continue
        if law_hint is not None and _law(u.ref) != law_hint:
            continue
        if law_hint is None and page_hint is not None:
            # a fragment ends on page_hint (its footer); it began on that page
            if u.page is None or not page_hint - 1 <= u.page <= page_hint:
                continue
        if after_page is not None and u.page is not None and u.page <= after_page:
            continue  # the last page of a source, with no footer: it comes after the pages before it
        out.append(i)
    return out


def _replay(group, start: SkeletonUnit) -> list[str]:
    """The refs the group's markers get if its first marker is the unit ``start``."""
    law = _law(start.ref)
    outline = Outline(law=law, path=_path(start.ref)[:-1], anchored=True)
    refs = []
    for d in group:
        if d.kind == "law":
            outline.start_law(law)
            refs.append(str(law))
        else:
            outline.enter(d.kind, d.marker)
            refs.append(outline.ref())
    return refs


def place(group, skeleton: tuple[SkeletonUnit, ...], page_hint: int | None, law_hint: int | None,
          after_page: int | None = None) -> list[str] | None:
    """Refs for each draft of ``group`` (continuation text first, then marked units), or None."""
    if not skeleton:
        return None
    order = list(skeleton)
    known = {u.ref for u in order}
    lead = [d for d in group if d.kind == "continuation"]
    marked = [d for d in group if d.kind != "continuation"]
    if not marked:
        where = _containing(order, page_hint, law_hint)
        return [where.ref] * len(lead) if where else None
    best, best_score = None, -1
    for i in _candidates(marked[0], order, page_hint, law_hint, after_page):
        refs = _replay(marked, order[i])
        score = sum(r in known for r in refs) * 2 + (order[i].page == page_hint)
        if score > best_score:
            best, best_score = (i, refs), score
    if best is None:
        return None
    i, refs = best
    before = order[i - 1].ref if i > 0 else None
    if lead and (before is None or _law(before) != _law(refs[0]) and marked[0].kind != "law"):
        return None
    return [before] * len(lead) + refs


def _containing(order: list[SkeletonUnit], page_hint, law_hint) -> SkeletonUnit | None:
    """The unit in progress on a page that shows no marker at all, or just before law ``law_hint + 1``."""
    if law_hint is not None:
        inside = [u for u in order if _law(u.ref) == law_hint]
        return inside[-1] if inside else None
    if page_hint is None:
        return None
    started = [u for u in order if u.page is not None and u.page <= page_hint]
    return started[-1] if started else None
