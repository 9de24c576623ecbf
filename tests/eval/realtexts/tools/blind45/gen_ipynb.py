"""3. A club scorer's Jupyter notebook (.ipynb, nbformat 4.5) that puts Law 78 (2017) beside the
lines of Python the club's scoring uses: markdown cells hold the law (## header, ### sections,
Markdown lists), code cells between them with comments like "# A. matchpoints: …" and "# B1: …",
outputs printing "1. NS 420 -> 5 MP" lines and a DataFrame (text/plain and text/html), a note
for scorers in a quote, "Next week: Law 79 …" at the end. Section B's subsection 2 is in a
markdown cell of its own after a code cell ("2." starting a list). The JSON as Jupyter writes
it: indent 1, keys sorted, source as a list of lines. Sentences invented."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws45 import DEV, L78, by_ref, write_expected  # noqa

NAME = "scorer-notebook-law78-2017"
u = by_ref(L78)
_ids = iter(["3f9c2a1e", "b7d04c55", "0e61f8aa", "9a2b7c3d", "5c8e1f20", "d41a9e07", "7e3b6c91",
             "c0f5d2b8", "2a9e4f16", "e8d7c3a0", "61b0a4fe", "f2c9e815", "8b5d0e3c", "4d7a1c62"])


def lines(s):
    parts = s.split("\n")
    return [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def md(s):
    return {"cell_type": "markdown", "id": next(_ids), "metadata": {}, "source": lines(s)}


def code(s, n, outputs=()):
    return {"cell_type": "code", "execution_count": n, "id": next(_ids), "metadata": {},
            "outputs": list(outputs), "source": lines(s)}


def stream(s):
    return {"name": "stdout", "output_type": "stream", "text": lines(s)}


def result(n, plain, html=None):
    data = {"text/plain": lines(plain)}
    if html:
        data["text/html"] = lines(html)
    return {"data": data, "execution_count": n, "metadata": {}, "output_type": "execute_result"}


MP_CODE = """# A. matchpoints: every result against every other in the same direction
def matchpoints(scores):
    out = []
    for i, s in enumerate(scores):
        out.append(sum(2 if s > t else 1 if s == t else 0
                       for j, t in enumerate(scores) if j != i))
    return out

board1 = [420, 450, 420, 170, -50]
for n, (s, mp) in enumerate(zip(board1, matchpoints(board1)), 1):
    print(f"{n}. NS {s:>5} -> {mp} MP")"""


def mp_output():
    board1 = [420, 450, 420, 170, -50]
    out = []
    for i, s in enumerate(board1):
        out.append(sum(2 if s > t else 1 if s == t else 0 for j, t in enumerate(board1) if j != i))
    return "".join(f"{n}. NS {s:>5} -> {mp} MP\n" for n, (s, mp) in enumerate(zip(board1, out), 1))


IMP_CODE = """# B1: a toy scale for the exercise only -- the real one is in scoring/imp_scale.csv
TOY_SCALE = [(0, 0), (25, 1), (60, 2), (100, 3), (150, 4)]

def imps(diff):
    value = 0
    for step, v in TOY_SCALE:
        if abs(diff) >= step:
            value = v
    return value if diff >= 0 else -value

imps(130), imps(-600)"""

def imp_output():
    env = {}
    body, last = IMP_CODE.rsplit("\n", 1)
    exec(body, env)
    return repr(eval(last, env))


TOTALS_CODE = """totals = pd.DataFrame({"pair": ["1 NS", "2 NS", "3 NS"], "total": [1240, 860, 1510]})
totals.sort_values("total", ascending=False)"""
TOTALS_PLAIN = """   pair  total
2  3 NS   1510
0  1 NS   1240
1  2 NS    860"""
TOTALS_HTML = """<div>
<style scoped>
    .dataframe tbody tr th:only-of-type {
        vertical-align: middle;
    }

    .dataframe tbody tr th {
        vertical-align: top;
    }

    .dataframe thead th {
        text-align: right;
    }
</style>
<table border="1" class="dataframe">
  <thead>
    <tr style="text-align: right;">
      <th></th>
      <th>pair</th>
      <th>total</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <th>2</th>
      <td>3 NS</td>
      <td>1510</td>
    </tr>
    <tr>
      <th>0</th>
      <td>1 NS</td>
      <td>1240</td>
    </tr>
    <tr>
      <th>1</th>
      <td>2 NS</td>
      <td>860</td>
    </tr>
  </tbody>
</table>
</div>"""

NOTE = ("> **Note for scorers:** our program never rounds IMPs. Ask Pauline before you change "
        "`TOY_SCALE` or the CSV file.")
NEXT = "---\n*Next week: Law 79 (Tricks Won) and correcting scores after the session.*"
INTRO = ("# Scoring notes for new club scorers\n\n*Hollins Park Bridge Club — scorers' training, "
         "autumn 2023*\n\nThis notebook puts the text of **Law 78** beside the few lines of Python "
         "our scoring program uses. Run the cells from the top; nothing here writes to the club's "
         "results.")


def main():
    cells = [
        md(INTRO),
        code("import pandas as pd\nfrom fractions import Fraction", 1),
        md(f"## Law 78 — {u['78'].title}"),
        md(f"### A. {u['78A'].title}\n\n{u['78A'].text}"),
        code(MP_CODE, 2, [stream(mp_output())]),
        md(f"### B. {u['78B'].title}\n\n{u['78B'].text}\n\n1. {u['78B1'].text}"),
        code(IMP_CODE, 3, [result(3, imp_output())]),
        md(f"2. {u['78B2'].text}"),
        md(NOTE),
        md(f"### C. {u['78C'].title}\n\n{u['78C'].text}"),
        code(TOTALS_CODE, 4, [result(4, TOTALS_PLAIN, TOTALS_HTML)]),
        md(f"### D. {u['78D'].title}\n\n1. {u['78D1'].text}\n2. {u['78D2'].text}\n"
           f"   - (a) {u['78D2(A)'].text}\n   - (b) {u['78D2(B)'].text}"),
        md(NEXT),
        code("", None),
    ]
    nb = {"cells": cells,
          "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                      "name": "python3"},
                       "language_info": {"codemirror_mode": {"name": "ipython", "version": 3},
                                         "file_extension": ".py", "mimetype": "text/x-python",
                                         "name": "python", "nbconvert_exporter": "python",
                                         "pygments_lexer": "ipython3", "version": "3.11.5"}},
          "nbformat": 4, "nbformat_minor": 5}
    with open(f"{DEV}/{NAME}.ipynb", "w", encoding="utf-8") as f:
        f.write(json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    furniture = ["Scoring notes for new club scorers", "Hollins Park Bridge Club",
                 "This notebook puts the text of", "import pandas as pd",
                 "# A. matchpoints: every result against every other",
                 "1. NS   420 -> 5 MP", "2. NS   450 -> 8 MP",
                 "# B1: a toy scale for the exercise only", imp_output(),
                 "Note for scorers:", "our program never rounds IMPs",
                 "Next week: Law 79 (Tricks Won)", "3 NS   1510"]
    write_expected(NAME, """
Blind trial 45: a club scorer's Jupyter notebook (.ipynb) on Law 78 (2017): the law in markdown
cells ("## Law 78 — …", "### A. …", Markdown lists "1." "2." and "- (a)"), code cells between
them (comments "# A. matchpoints: …", "# B1: …"), outputs "1. NS 420 -> 5 MP" … and a DataFrame;
78B2 in a markdown cell of its own after a code cell (a list starting at "2."); a scorers' note
in a quote after it; "Next week: Law 79 (Tricks Won) …" at the end. What a reader sees is the
notebook as Jupyter shows it: markdown rendered, code and its output as furniture.""",
                   2017, "en", L78, furniture=furniture)


if __name__ == "__main__":
    main()
