"""The bodies of `show` and `diff`, the commands a director runs at the table, without click:
the click commands (``corpus.show``, ``diff.diff``) call them, and so does :mod:`fast`, which runs
them without importing click when the command line is a plain one.
"""

from __future__ import annotations

from .context import Ctx
from .terminal import echo, echo_json


def show(obj: Ctx, ref: str, edition: str | None, lang: str | None, as_json: bool) -> None:
    """`bridge-laws show REF` (its options as the command's: ``corpus.show``); several refs typed
    together («16, 73», "50 51", «правила 7Б и 7В») each in turn, `--json` a list of them."""
    refs = several_refs(ref)
    if refs is None:
        data = _show_one(obj, ref, edition, lang, as_json)
        if as_json:
            echo_json(data)
        return
    if as_json:
        echo_json([_show_one(obj, one, edition, lang, True) for one in refs])
        return
    for k, one in enumerate(refs):
        if k:
            echo("")
        _show_one(obj, one, edition, lang, False)


def several_refs(text: str) -> list[str] | None:
    """The refs of a line naming more than one unit — a list (``refs.listed_refs``) or words each
    a ref alone ("50 51"; not "75 d 2", one ref spaced) — or None for one ref (or none)."""
    from ..corpus.query import front_ref
    from ..refs import canonical, listed_refs

    if front_ref(text) or canonical(text):
        return None
    listed = listed_refs(text)
    if listed:
        return list(dict.fromkeys(listed))
    words = text.split()
    refs = [canonical(word) for word in words]
    return list(dict.fromkeys(refs)) if len(words) > 1 and None not in refs else None


def _show_one(obj: Ctx, ref: str, edition: str | None, lang: str | None, as_json: bool) -> dict | None:
    """One unit printed, or with ``as_json`` its JSON returned."""
    from ..corpus import editions
    from ..corpus.query import (corpus_editions, find_one, known_by_terms, render_text, show_json, standing,
                                without_text)

    corpus, law, unit, cited = find_one(obj.laws, ref, int(edition) if edition else None, lang, rulings=as_json)
    force = editions.in_force(obj.laws)
    terms = known_by_terms(law, unit)
    glossary = _glossary(obj) if terms or without_text(law, unit) else ()
    data = show_json(corpus, law, unit, force.year if force else None, glossary if terms else (), cited,
                     editions=corpus_editions(obj.corpus_root) if terms else None)
    about = _about(obj, corpus, law, glossary) if without_text(law, unit) else None
    if as_json:
        from ..rulings.query import show_json as with_rulings

        return with_rulings(obj.laws, corpus, data) | ({"about": about.to_json()} if about else {})
    status = standing(corpus, law.edition, law.lang, unit.ref, force.year if force else None)
    echo(f"[{law.edition} {law.lang}]" + ("" if status.superseded or not force else " in force"))
    if status.line():
        echo(status.line())
    if data["terms"]:  # the terms it is known by, never as its title
        echo("terms: " + "; ".join(data["terms"]))
    echo(render_text(law, unit) if about is None else _render_about(law, about))
    for line in _rulings_lines(obj, law, unit):
        echo(line)


def _rulings_lines(obj: Ctx, law, unit) -> list[str]:
    """The rulings applying the unit or a unit below it in its own edition, newest first, as
    `ruling list` shows them (read from the rulings alone: `show --json` also names those of an
    older edition whose unit is this one now, which needs every law's text)."""
    if not any(obj.paths.rulings.glob("*.yaml")):
        return []
    from ..rulings.query import load_readable, newest_first
    from .rulings_text import list_line

    refs = {u.ref for u in unit.walk()}
    lines = []
    for r in newest_first(load_readable(obj.laws)[0]):
        applied = [x.ref for x in r.laws if x.edition == law.edition and x.ref in refs]
        if applied:
            lines.append("  " + list_line(r, applied, where=False))
    return ([f"rulings ({len(lines)}; each in full: bridge-laws ruling show ID):", *lines]) if lines else []


def _glossary(obj: Ctx):
    from ..corpus.glossary import load

    return load(obj.laws, obj.paths.parsed)


def _about(obj: Ctx, corpus, law, glossary):
    """What the site's page of a law without text shows (``site.missing``): ``corpus`` holds the
    law and the subject index (``query.find_one``); its citing sentences and situations come from
    the table the site stage keeps (``site.missing_table``), else its citing sentences are read
    from the laws citing it, a file at a time, as many as the page shows
    (``query.citing_in_order``), and its situations from the situation index."""
    from ..site import missing_table
    from ..site.missing import missing_law

    kept = missing_table.lookup(obj.laws, law.number)
    if kept is None:  # no table, or not one of these files
        from ..corpus import situations
        from ..corpus.query import citing_in_order
        from ..site.missing import first_citing_sentences

        kept = (first_citing_sentences(citing_in_order(obj.laws, law.number), law.number),
                situations.load(obj.laws, obj.paths.parsed, law=law.number))
    cited, said = kept
    return missing_law(corpus, glossary, law, citations={law.number: cited}, situations=said)


def _render_about(law, about) -> str:
    """A law without text as its site page shows it: never law text, the editorial part said so."""
    from ..text.labels import label

    say = lambda key: label(key, law.lang)  # the words of the law's site page (text/labels.py)
    head = f"{say('law.word')} {law.number}" + (f". {law.title}" if law.title else "")
    lines = [head, f"  [{say('search.profile.notext')}]"]  # as the search says it
    if about.pages:
        lines.append(f"  {say('skel.pages')} {about.pages}")
    units = [u.ref for u in law.unit.walk() if u is not law.unit]
    if units:
        lines.append(f"  {say('skel.units')}: " + ", ".join(units))
    lines.append(f"  {say('skel.cited')}:" + ("" if about.citations else " —"))
    lines += [f"    {c.ref} ({c.version}): «{c.sentence}»" for c in about.citations]
    if about.subjects:
        lines.append(f"  {say('skel.subjects')}: " + "; ".join(n for n, _ in about.subjects))
    if about.terms:
        lines.append(f"  {say('skel.glossary')}: " + "; ".join(n for _, n in about.terms))
    if about.situations:
        lines.append(f"  {label('skel.situations', law.lang)}:")
        for s in about.situations:
            topic = s.topic(law.lang)
            lines.append(f"    {s.ref}" + (f" — {topic}" if topic and s.ref == str(law.number) else "") + ":")
            lines += [f"      · {p}" for p in s.phrases(law.lang) if p != topic]
    return "\n".join(lines)


def diff(obj: Ctx, text: str, old: str, new: str, lang: str, as_json: bool) -> None:
    """`bridge-laws diff REF --from OLD --to NEW` (its options as the command's: ``diff.diff``)."""
    from ..corpus.diff import diff_units, format_diff
    from ..errors import UnknownRef
    from ..corpus.query import front_ref
    from ..refs import beyond, canonical

    target = front_ref(text) or canonical(text)  # a unit, or a part before Law 1 ("definitions")
    if target is None:
        raise UnknownRef(text, [], beyond(text))
    from ..corpus.yamlio import load_corpus
    from ..refs import law_of

    root, versions = obj.corpus_root, [(int(old), lang), (int(new), lang)]
    number = 0 if front_ref(text) else law_of(target)  # 0: the parts before Law 1 only
    mirrors = obj.paths.parsed  # the law files' JSON mirrors: `diff` of one law imports no YAML parser
    result = diff_units(load_corpus(root, versions=versions, number=number, mirrors=mirrors), target, int(old), int(new),
                        lang, everywhere=lambda: load_corpus(root, versions=versions[1:], mirrors=mirrors))
    if as_json:
        echo_json(result.to_json())
        return
    for line in format_diff(result):
        echo(line)
