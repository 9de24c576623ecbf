"""A slide deck as a viewer reads it, whichever program saved it (PowerPoint's PPTX, Impress's
ODP): the rules every deck is read by, each format's reader telling only what its own file says.

- the slides in the deck's order, a hidden slide (a draft kept in the deck) left out;
- each slide's title, then its other boxes from the top down as a viewer reads them: a box placed
  above another is read first, wherever it stands in the slide's tree (boxes level with each other,
  or whose place is not told, in the tree's order);
- a title slide's or a section header's title and the first line of the box under it one heading
  over two lines ("Law 79" / "Tricks Won");
- every paragraph (a table's row) apart, a blank line after it.

What is no words of a slide — its footer, date and number, drawn by the slide or by its master,
and the speaker's notes — each reader leaves out, and says.
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Document, FormatReader, Stream


@dataclass(frozen=True)
class Box:
    """One box of a slide other than its title: how far down the slide it stands (in any unit,
    the same for the whole deck) and its paragraphs, each with the number its list draws."""

    top: float
    paragraphs: tuple[str, ...]


@dataclass(frozen=True)
class Slide:
    """A slide as its format's reader found it: its title's paragraphs, its other boxes in the
    slide's tree order, whether it is a title slide (or a section header), whether it is hidden,
    and whether it has speaker's notes with words (left out)."""

    titles: tuple[str, ...]
    boxes: tuple[Box, ...]
    title_slide: bool = False
    hidden: bool = False
    notes: bool = False


def slide_lines(slide: Slide) -> list[str]:
    """The lines of one slide: its title, then its boxes from the top down, a blank line after
    each paragraph; a title slide's title and the first line under it one heading."""
    others = [p for box in sorted(slide.boxes, key=lambda b: b.top) for p in box.paragraphs]  # (a stable sort)
    lines: list[str] = []
    if slide.titles and others and slide.title_slide:
        lines += [*slide.titles, others[0], ""]
        others = others[1:]
    else:
        others = [*slide.titles, *others]
    for paragraph in others:
        lines += [paragraph, ""]
    return lines


def deck_document(reader: FormatReader, name: str, slides: list[Slide], drawn: str, notes_read: bool = True,
                  title: str | None = None) -> Document:
    """The deck's text: its shown slides' lines in order, and what was done. ``drawn`` says how
    the format's list numbers were drawn; ``notes_read``: whether the reader looked at the speaker's
    notes (a PPTX keeps them in parts of their own, not read) to say how many it left out."""
    shown = [slide for slide in slides if not slide.hidden]
    lines = [line for slide in shown for line in slide_lines(slide)]
    if not any(lines):
        raise reader.refuse(name, "no words on its slides")
    hidden = len(slides) - len(shown)
    with_notes = sum(1 for slide in shown if slide.notes)
    notes = ("the speaker's notes (" + (f"on {with_notes} slide(s)" if with_notes else "none") + ") left out"
             if notes_read else "the speaker's notes not read")
    said = (f"{len(shown)} slide(s) read in the deck's order"
            + (f" ({hidden} hidden slide(s) left out)" if hidden else "")
            + f"; each slide's boxes from the top down, its footer, date and number left out, {notes}, {drawn}")
    return Document(file=name, format=reader.format, streams=(Stream.of_lines(None, lines),), notes=(said,),
                    title=title)
