"""The situation index: what happens at the table, in a director's or a player's words, per law.

Committed editorial data, ``laws/situations.yaml``, written for this project (never law text, never
copied from the Laws or a book), a list of laws::

    - law: 16
      title: {en: "Unauthorised information", ru: "Неразрешённая информация"}   # a topic label
      note: "…"                      # optional: an editor's note (numbering across editions)
      situations:                    # what happened, as people say it
        en: ["partner hesitated and then bid", …]
        ru: ["партнёр долго думал, а потом заявил", …]
      sections:                      # optional: a section where it differs from the law as a whole
        - unit: 16B
          situations: {en: […], ru: […]}

A director describes what happened; they rarely name the law's term. The search index gives each
unit its phrases as a field of their own (``situations``), beside its glossary names and subject
index entries, so «пара опоздала» reaches the law on late arrival though no text of it ships.
Everything shown from it is labelled editorial. ``check_situations`` verifies that every law and
unit it names exists in some edition, and that no phrase repeats a run of a law's own words.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import CorpusError
from ..model import LANGS

# A phrase sharing this many words in a row with a unit's text is the law's wording, not the
# table's: «игрок, который сделал недостаточную заявку, должен» would be the Law speaking.
TEXT_RUN = 7


@dataclass(frozen=True)
class Situations:
    """The phrases of one law, or of one of its sections, in each language."""

    ref: str  # "16", or a section "16B"
    law: int
    en: tuple[str, ...] = ()
    ru: tuple[str, ...] = ()
    title: tuple[tuple[str, str], ...] = ()  # ((lang, topic label), …): law entries only
    line: int | None = None  # where in the file
    note: str | None = None  # the editor's note on the law (law entries only)

    def phrases(self, lang: str | None = None) -> tuple[str, ...]:
        """The phrases in ``lang`` (both languages when None), the topic label first."""
        langs = (lang,) if lang else LANGS
        titles = tuple(t for la, t in self.title if la in langs)
        return titles + tuple(p for la in langs for p in getattr(self, la))

    def topic(self, lang: str) -> str | None:
        return dict(self.title).get(lang) or next((t for _, t in self.title), None)


def situations_path(laws_dir: Path) -> Path:
    from ..paths import Paths

    return Paths(laws_dir).situations


def load(laws_dir: Path, mirrors: Path | None = None, law: int | None = None) -> tuple[Situations, ...]:
    """Every law's and section's phrases of ``laws_dir``'s ``situations.yaml`` (or law ``law``'s
    only), in file order; () when there is none (parsed from its JSON mirror in ``mirrors`` when
    that has one of these bytes). CorpusError naming the file and line on anything malformed."""
    path = situations_path(laws_dir)
    if not path.exists():
        return ()
    return parse(path, mirrors, law)


def parse(path: Path, mirrors: Path | None = None, law: int | None = None) -> tuple[Situations, ...]:
    """``law``: only the entries of that law are read (and checked): `show` of one law reads one
    law's phrases, not a thousand; the build and `check` read them all."""
    from .yamlio import read_yaml

    data = read_yaml(path, mirrors=mirrors) or []
    lines = _entry_lines(path, len(data) if isinstance(data, list) else -1)
    if not isinstance(data, list):
        raise CorpusError(f"{path}:1: the situation index must be a list of laws")
    out, seen = [], {}
    for i, d in enumerate(data):
        if law is not None and not (isinstance(d, dict) and d.get("law") == law):
            continue
        where = f"{path}:{lines[i] if i < len(lines) else '?'}"
        entries = _law_entry(d, where, lines[i] if i < len(lines) else None)
        for entry in entries:
            if entry.ref in seen:
                raise CorpusError(f"{where}: {entry.ref} is listed twice (also at line {seen[entry.ref]})")
            seen[entry.ref] = entry.line
        out.extend(entries)
    return tuple(out)


def _entry_lines(path: Path, entries: int) -> list[int]:
    """The line each of the ``entries`` top-level entries starts on. In a block list at the top
    of a file each item opens a line with "- " at column 0 (whatever an item holds is indented),
    so a scan of the lines finds them; when it does not find exactly ``entries`` (a flow list,
    an odd layout) the file is read again as YAML nodes — slow on thousands of phrases, in pure
    Python, which is why it is not the first way."""
    from ..paths import regular_bytes

    try:
        text = regular_bytes(path).decode("utf-8")
    except (OSError, UnicodeError):
        return []
    found = [n for n, line in enumerate(text.splitlines(), 1) if line.startswith("- ") or line.rstrip() == "-"]
    if len(found) == entries:
        return found
    import yaml  # here: the scan is the way for every file we write, and `show` imports no YAML parser

    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return []
    if not isinstance(node, yaml.SequenceNode):
        return []
    return [item.start_mark.line + 1 for item in node.value]


def _law_entry(d, where: str, line: int | None) -> list[Situations]:
    from ..refs import canonical, is_law_number, law_of

    if not isinstance(d, dict) or set(d) - {"law", "title", "note", "situations", "sections"}:
        raise CorpusError(f"{where}: an entry has `law`, `title`, `situations`, and optional `note` and `sections`")
    law = d.get("law")
    if not is_law_number(law):
        raise CorpusError(f"{where}: `law` must be a law number, not {law!r}")
    title = _by_lang(d.get("title") or {}, f"{where}: law {law}: `title`", single=True)
    note = d.get("note")
    if note is not None and (not isinstance(note, str) or not note.strip()):
        raise CorpusError(f"{where}: law {law}: `note` must be a sentence")
    phrases = _by_lang(d.get("situations") or {}, f"{where}: law {law}: `situations`")
    entries = [Situations(str(law), law, phrases.get("en", ()), phrases.get("ru", ()),
                          tuple((lang, title[lang]) for lang in LANGS if lang in title), line,
                          " ".join(note.split()) if note else None)]
    sections = d.get("sections") or []
    if not isinstance(sections, list):
        raise CorpusError(f"{where}: law {law}: `sections` must be a list")
    for s in sections:
        unit = s.get("unit") if isinstance(s, dict) else None
        ref = canonical(str(unit)) if unit is not None else None
        if ref is None or ref != str(unit) or law_of(ref) != law or set(s) - {"unit", "situations"}:
            raise CorpusError(f"{where}: law {law}: each section is {{unit: a ref of law {law} such as {law}B, "
                              f"situations: …}}, not {s!r}"[:300])
        found = _by_lang(s.get("situations") or {}, f"{where}: {ref}: `situations`")
        entries.append(Situations(ref, law, found.get("en", ()), found.get("ru", ()), (), line))
    return entries


def _by_lang(d, where: str, single: bool = False) -> dict:
    """{en: […], ru: […]} (or one string each when ``single``), stripped; CorpusError otherwise."""
    if not isinstance(d, dict) or set(d) - set(LANGS):
        raise CorpusError(f"{where} maps {' and '.join(LANGS)} to " + ("a label" if single else "lists of phrases"))
    out = {}
    for lang, value in d.items():
        if single:
            if not isinstance(value, str) or not value.strip():
                raise CorpusError(f"{where}: {lang} must be a label")
            out[lang] = value.strip()
            continue
        if not isinstance(value, list) or not all(isinstance(p, str) and p.strip() for p in value):
            raise CorpusError(f"{where}: {lang} must be a list of phrases")
        out[lang] = tuple(dict.fromkeys(" ".join(p.split()) for p in value))
    return out


# -- check -----------------------------------------------------------------------------------


def check_situations(corpus, entries) -> tuple[list[tuple[int | None, str]], int]:
    """(problems as (line, message), phrases checked): every law and unit named exists in some
    edition, and no phrase says a run of ``TEXT_RUN`` words of a unit's text (no law text)."""
    known = {u.ref for law in corpus.laws for u in law.unit.walk()}
    runs = _text_runs(corpus)
    problems, checked = [], 0
    for e in entries:
        if e.ref not in known:
            problems.append((e.line, f"{e.ref}: no unit {e.ref} in any edition"))
        if e.ref == str(e.law) and not e.title:
            problems.append((e.line, f"{e.ref}: a law needs its topic label (`title`)"))
        for phrase in e.phrases():
            checked += 1
            said = _said_in_text(phrase, runs)
            if said:
                problems.append((e.line, f"{e.ref}: «{phrase}» repeats the text of {said} (no law text here)"))
    return problems, checked


def _words(text: str) -> list[str]:
    from ..text.analysis import fold, tokens

    return [fold(w) for w, _, _ in tokens(text)]


def _text_runs(corpus) -> dict:
    """Every run of ``TEXT_RUN`` words of a unit's text → the first unit saying it."""
    runs: dict = {}
    for law in corpus.laws:
        for unit in law.unit.walk():
            words = _words(unit.text or "")
            for i in range(len(words) - TEXT_RUN + 1):
                runs.setdefault(tuple(words[i:i + TEXT_RUN]), f"{law.edition} {law.lang} {unit.ref}")
    return runs


def _said_in_text(phrase: str, runs: dict) -> str | None:
    words = _words(phrase)
    return next((runs[r] for r in (tuple(words[i:i + TEXT_RUN]) for i in range(len(words) - TEXT_RUN + 1))
                 if r in runs), None)
