"""3. A bridge teacher's Jupyter notebook for a beginners' lesson (.ipynb, nbformat 4.5), English,
Laws 1 and 2 (2007). Written with json as Jupyter saves it (one-space indent, every source a
list of lines, cell ids, outputs with their mime bundles):
- Law 1's header and sections in markdown headings; 1C's subsections a Markdown list whose every
  line is "1." (Jupyter draws 1., 2.); its items in a separate markdown cell that is raw HTML,
  `<ol type="a">`, so the letters a., b. are drawn by the browser, none typed;
- code cells between the sections building a pack, their outputs (a number, an HTML table with a
  text/plain twin, an error whose traceback is full of ANSI colour codes);
- a raw cell with the homework numbered 1., 2. right after 1C2's items;
- Law 2 is shown only as the OUTPUT of a code cell whose source is collapsed
  (metadata.jupyter.source_hidden): display(Markdown(...)), a text/markdown bundle with its
  "<IPython.core.display.Markdown object>" twin;
- an image pasted into the first markdown cell (attachments), a last note naming Laws 3 and 4.
Sentences invented."""
import base64
import json
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(__file__))
from laws45b import L12, OUT, by, write_expected  # noqa

NAME = "teacher-notebook-laws1-2-2007"
u = by(L12)


def lines(s):
    parts = s.split("\n")
    return [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def png():
    raw = b"".join(b"\x00" + bytes([255, 255, 255, 200, 30, 30] * 4) for _ in range(4))
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 4, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


CID = iter(["3f9a1c2e", "b71d0e44", "0c5e8a91", "e2a47b10", "5d8c3f07", "a96e21cb", "47f0d2a8",
            "c13b9e5f", "82d6a4e0", "f5e07c39", "1a4c8d72", "9e3b5f16", "6b20e8d4", "d8f1a37c"])


def md(src, **meta):
    c = {"cell_type": "markdown", "id": next(CID), "metadata": meta, "source": lines(src)}
    return c


def code(src, n, outputs, **meta):
    return {"cell_type": "code", "execution_count": n, "id": next(CID), "metadata": meta,
            "outputs": outputs, "source": lines(src)}


def raw(src, **meta):
    return {"cell_type": "raw", "id": next(CID), "metadata": meta, "source": lines(src)}


def main():
    cells = []
    c0 = md("# Lesson 1: the pack and the boards\n"
            "*Tuesday beginners' group — notebook by R. Haines, run the cells from the top.*\n\n"
            "![pack.png](attachment:pack.png)\n\n"
            "Today we read the first two laws and check them against a real pack in Python.")
    c0["attachments"] = {"pack.png": {"image/png": base64.b64encode(png()).decode()}}
    cells.append(c0)
    cells.append(code("import random\nfrom IPython.display import HTML, Markdown, display", 1, []))
    cells.append(md(f"## Law 1 — {u['1'].title}\n\n{u['1'].text}"))
    cells.append(md(f"### A. {u['1A'].title}\n{u['1A'].text}"))
    cells.append(code('SUITS = ["♠", "♥", "♦", "♣"]\n'
                      'RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]\n'
                      "deck = [r + s for s in SUITS for r in RANKS]\n"
                      "len(deck)", 2,
                      [{"data": {"text/plain": ["52"]}, "execution_count": 2, "metadata": {},
                        "output_type": "execute_result"}]))
    cells.append(md(f"### B. {u['1B'].title}\n{u['1B'].text}"))
    table = ("<table>\n<thead><tr><th>Denomination</th><th>Rank in the auction</th></tr></thead>\n"
             "<tbody>\n<tr><td>NT</td><td>5</td></tr>\n<tr><td>♠</td><td>4</td></tr>\n"
             "<tr><td>♥</td><td>3</td></tr>\n<tr><td>♦</td><td>2</td></tr>\n"
             "<tr><td>♣</td><td>1</td></tr>\n</tbody>\n</table>")
    cells.append(code('order = ["NT"] + SUITS\n'
                      'rows = "".join(f"<tr><td>{d}</td><td>{5 - i}</td></tr>" for i, d in enumerate(order))\n'
                      'display(HTML("<table><thead><tr><th>Denomination</th><th>Rank in the auction</th>"\n'
                      '             "</tr></thead><tbody>" + rows + "</tbody></table>"))', 3,
                      [{"data": {"text/html": lines(table),
                                 "text/plain": ["<IPython.core.display.HTML object>"]},
                        "metadata": {}, "output_type": "display_data"}]))
    cells.append(md(f"### C. {u['1C'].title}\n\n{u['1C'].text}\n\n"
                    f"1. {u['1C1'].text}\n1. {u['1C2'].text}"))
    cells.append(md('<ol type="a" style="margin-left: 3em">\n'
                    f"  <li>{u['1C2(A)'].text}</li>\n"
                    f"  <li>{u['1C2(B)'].text}</li>\n"
                    "</ol>"))
    cells.append(raw("Homework (printed sheet only)\n"
                     "1. Shuffle a pack and deal four hands of thirteen cards.\n"
                     "2. Sort each hand by suit and rank, highest on the left.",
                     raw_mimetype="text/plain"))
    tb = ["\x1b[0;31m---------------------------------------------------------------------------\x1b[0m",
          "\x1b[0;31mValueError\x1b[0m                                Traceback (most recent call last)",
          "Cell \x1b[0;32mIn[4], line 2\x1b[0m\n\x1b[1;32m      1\x1b[0m \x1b[38;5;66;03m# a real pack has no jokers\x1b[39;00m\n"
          "\x1b[0;32m----> 2\x1b[0m \x1b[43mdeck\x1b[49m\x1b[38;5;241;43m.\x1b[39;49m\x1b[43mremove\x1b[49m\x1b[43m(\x1b[49m"
          "\x1b[38;5;124;43m\"\x1b[39;49m\x1b[38;5;124;43mJoker\x1b[39;49m\x1b[38;5;124;43m\"\x1b[39;49m\x1b[43m)\x1b[49m\n",
          "\x1b[0;31mValueError\x1b[0m: list.remove(x): x not in list"]
    cells.append(code('# a real pack has no jokers\ndeck.remove("Joker")', 4,
                      [{"ename": "ValueError", "evalue": "list.remove(x): x not in list",
                        "output_type": "error", "traceback": tb}]))
    law2 = (f"## Law 2 — {u['2'].title}\n\n{u['2'].text}\n\n"
            f"### A. {u['2A'].title}\n{u['2A'].text}\n\n"
            f"### B. {u['2B'].title}\n{u['2B'].text}\n")
    cells.append(code('law2 = open("laws2007/law02.md", encoding="utf-8").read()\n'
                      "display(Markdown(law2))", 5,
                      [{"data": {"text/markdown": lines(law2),
                                 "text/plain": ["<IPython.core.display.Markdown object>"]},
                        "metadata": {}, "output_type": "display_data"}],
                      jupyter={"source_hidden": True}, tags=["law-text"]))
    cells.append(code('board = {"number": 1, "dealer": "N", "vul": "None"}\nprint(board)', 6,
                      [{"name": "stdout", "output_type": "stream",
                        "text": ["{'number': 1, 'dealer': 'N', 'vul': 'None'}\n"]}]))
    cells.append(md("---\n*Next week: Law 3 and Law 4 — arranging the tables and who partners whom.*"))
    nb = {"cells": cells,
          "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                      "name": "python3"},
                       "language_info": {"codemirror_mode": {"name": "ipython", "version": 3},
                                         "file_extension": ".py", "mimetype": "text/x-python",
                                         "name": "python", "nbconvert_exporter": "python",
                                         "pygments_lexer": "ipython3", "version": "3.11.4"}},
          "nbformat": 4, "nbformat_minor": 5}
    with open(f"{OUT}/{NAME}.ipynb", "w", encoding="utf-8") as f:
        f.write(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")

    write_expected(
        NAME,
        "Blind trial 45b: a teacher's Jupyter notebook: Law 1 in markdown cells between code cells and "
        "their outputs (a number, an HTML table with a text/plain twin, an ANSI-coloured traceback), 1C's "
        "subsections a Markdown list typed '1.' '1.', its items drawn by an HTML <ol type=\"a\"> in a "
        "cell of their own, a raw cell's homework numbered 1. 2. after them, Law 2 only in the output of "
        "a code cell whose source is collapsed (display(Markdown(...))), an attached image, a note "
        "naming Laws 3 and 4.",
        2007, "en", L12,
        furniture=["Lesson 1: the pack and the boards", "Tuesday beginners' group", "Denomination",
                   "Rank in the auction", "Homework (printed sheet only)", "Shuffle a pack",
                   "ValueError", "Next week: Law 3 and Law 4"])


if __name__ == "__main__":
    main()
