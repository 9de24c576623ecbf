"""A misspelt word, read as the word meant: the nearest word of the index, when there is one.

A word is only ever corrected when it matches nothing (``understand.QueryReader``), and only to
a word the index has: "insuficient" → "insufficient", «апеляция» → «апелляция», "revokw" →
"revoke". The distance is the optimal string alignment distance (insertions, deletions,
substitutions, and two neighbouring letters swapped: "alret" → "alert"), in half steps: a letter
typed for its neighbour on the keyboard (``ROWS``: "penslty", s beside a) costs a half, a letter
left out, added or swapped with the next a whole step, and so does a word's last consonant typed
for its voiced or voiceless pair (``SOUNDS``: «ренонз»); and a letter typed for one far from it one
and a half: "swore" is a word of its own, not "score" mistyped. A word of 5–7 letters may be one step away
(one change: not two neighbours' letters, half a step each), a longer one two; and the word
meant starts with the letter typed first, or with the second when the first two were swapped
(a slip on the first letter is rare, and looking only there makes a correction fast). Among the
nearest words, those that are the same word (the same terms: "hesitated", "hesitates") count as
one; two different words equally near leave the word as typed (it is ambiguous).

The browser's search (``static/query.js``) runs this same algorithm on the same vocabulary, so
a misspelt query gets the same correction in the page as on the command line.
"""

from __future__ import annotations

from bisect import bisect_left

# Keyboard rows, staggered as on a keyboard: a key touches its row neighbours, the keys at the
# same index and the next above it, the same index and the one before below it.
ROWS = (("qwertyuiop", "asdfghjkl", "zxcvbnm"), ("йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"))
NEAR, FAR, WRONG = 1, 2, 3  # costs in half steps: a keyboard neighbour; a letter left out, added or swapped; any other letter
SOUND = FAR  # … a word's last consonant for one that sounds like it (``SOUNDS``)
# Consonants that sound alike at the end of a Russian word, voiced and voiceless, which a word is
# misspelt by as much as by its keys («ренонз»). Only there: inside a word, and the vowels, they
# make other words as often as slips («сборная» is not «спорная», «фирма» not «форма», «некому»
# not «никому»: a red team's scan of the dictionary's words)
SOUNDS = ("зс", "дт", "бп", "вф", "гк", "жш")
MIN_LENGTH = 5  # shorter words are left as typed: too many real words are one letter apart …
# … except that a word of SHORT_LENGTH letters may be read as one with a letter it left out or two
# neighbours swapped ("dumy", "trik", "crad"), never as a shorter word nor one with another letter
# ("lady" is not "last", "desk" not "deal", "main" not "man")
SHORT_LENGTH = 4
# (word length from, most half steps): 5–7 letters one step, 8 or more two; SHORT_LENGTH one, as above
MAX_COST = ((8, 4), (MIN_LENGTH, 2), (SHORT_LENGTH, 2))


def neighbours(rows=ROWS) -> dict[str, str]:
    """letter → the letters touching it on the keyboard."""
    out: dict[str, set] = {}
    for layout in rows:
        for r, row in enumerate(layout):
            for i, c in enumerate(row):
                near = {row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)}
                if r > 0:
                    near |= {layout[r - 1][j] for j in (i, i + 1) if 0 <= j < len(layout[r - 1])}
                if r + 1 < len(layout):
                    near |= {layout[r + 1][j] for j in (i - 1, i) if 0 <= j < len(layout[r + 1])}
                out.setdefault(c, set()).update(near)
    return {c: "".join(sorted(near)) for c, near in sorted(out.items())}


def sound_alikes(sounds=SOUNDS) -> dict[str, str]:
    """letter → the letters that sound like it."""
    return {c: "".join(sorted(set(group) - {c})) for group in sounds for c in group}


def max_cost(length: int) -> int:
    return next((cost for start, cost in MAX_COST if length >= start), 0)


def distance(a: str, b: str, near: dict, limit: int, sounds: dict | None = None) -> int:
    """The optimal string alignment distance of ``a`` and ``b`` in half steps (``NEAR`` for a
    keyboard neighbour, ``FAR`` for a letter left out, added or swapped, ``SOUND`` for the last
    letter of both sounding like the other (``sounds``), ``WRONG`` for another letter); ``limit + 1``
    once it must exceed ``limit``."""
    sounds = {} if sounds is None else sounds
    if abs(len(a) - len(b)) * FAR > limit:
        return limit + 1
    prev2: list[int] = []
    prev = [j * FAR for j in range(len(b) + 1)]
    for i in range(1, len(a) + 1):
        row = [i * FAR] + [0] * len(b)
        best = row[0]
        for j in range(1, len(b) + 1):
            ca, cb = a[i - 1], b[j - 1]
            sub = 0 if ca == cb else (NEAR if cb in near.get(ca, "") else
                                      SOUND if i == len(a) and j == len(b) and cb in sounds.get(ca, "") else WRONG)
            cost = min(prev[j] + FAR, row[j - 1] + FAR, prev[j - 1] + sub)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb and ca != cb:
                cost = min(cost, prev2[j - 2] + FAR)
            row[j] = cost
            best = min(best, cost)
        if best > limit:
            return limit + 1
        prev2, prev = prev, row
    return prev[-1]


def left_out_or_swapped(typed: str, known: str) -> bool:
    """Whether ``known``, at one step from ``typed``, is it with a letter it left out or with two
    neighbouring letters swapped back (the same letters)."""
    return len(known) == len(typed) + 1 or len(known) == len(typed) and sorted(known) == sorted(typed)


def two_letters_for_others(typed: str, known: str) -> bool:
    """Whether ``known`` is ``typed`` with two letters typed for others, each its keyboard
    neighbour (half a step each: one step in all), not two neighbouring letters swapped. A word
    of 5–7 letters may be one change away, and two such letters are two: a real word the index
    lacks, read as one it has ("staff" → "start", "runner" → "rubber", «сцена» → «сукна», «стены» →
    «стану»: every such correction of the situations' development sets was one)."""
    if len(typed) != len(known):
        return False
    apart = [k for k, (a, b) in enumerate(zip(typed, known)) if a != b]
    return len(apart) == 2 and not (apart[1] == apart[0] + 1 and typed[apart[0]] == known[apart[1]]
                                    and typed[apart[1]] == known[apart[0]])


class Corrector:
    """The nearest word of a vocabulary (folded words) to a misspelt one, when unambiguous.
    ``terms_of(word)``: a word's terms, to tell two words apart from two forms of one word."""

    def __init__(self, vocab, terms_of, near=None):
        self.near = near if near is not None else neighbours()
        self.sounds = sound_alikes()
        self.terms_of = terms_of
        self._vocab = sorted(set(vocab))
        # (first letter, length) → words, made for a letter the first time a word needs it: all
        # of them at once was most of the first query of a process that reads a misspelling
        self._by_start: dict[tuple[str, int], list[tuple[str, frozenset]]] = {}
        self._letters: set[str] = set()
        self._memo: dict[str, str | None] = {}

    def _starting(self, start: str, length: int) -> list[tuple[str, frozenset]]:
        """The words of ``length`` letters starting with ``start``, in order, with their letters."""
        if start not in self._letters:
            self._letters.add(start)
            # the words starting with a letter are one run of the sorted vocabulary
            for word in self._vocab[bisect_left(self._vocab, start):bisect_left(self._vocab, start + "\U0010ffff")]:
                self._by_start.setdefault((start, len(word)), []).append((word, frozenset(word)))
        return self._by_start.get((start, length), ())

    def nearest(self, word: str) -> str | None:
        """(Remembered: a word typed once is typed again as the query is refined.)"""
        if word not in self._memo:
            if len(self._memo) > 10_000:
                self._memo.clear()
            self._memo[word] = self._nearest(word)
        return self._memo[word]

    def _nearest(self, word: str) -> str | None:
        limit = max_cost(len(word))
        if not limit:
            return None
        letters = frozenset(word)
        best, found = limit + 1, []
        span = limit // FAR
        starts = dict.fromkeys(word[:2][::-1] if len(word) > 1 else word)  # the first letter, or the second
        for length in range(len(word) - span, len(word) + span + 1):
            for known, known_letters in (w for start in starts for w in self._starting(start, length)):
                if known[0] != word[0] and known[1:2] != word[:1]:
                    continue  # starts with the second letter typed, but not as the two swapped
                # each change loses at most one letter: more letters apart than changes allowed
                if len(letters - known_letters) * NEAR > limit or len(known_letters - letters) * NEAR > limit:
                    continue
                d = distance(word, known, self.near, min(limit, best), self.sounds)
                if d < best:
                    best, found = d, [known]
                elif d == best and d <= limit:
                    found.append(known)
        if len(word) < MIN_LENGTH:
            found = [w for w in found if left_out_or_swapped(word, w)]
        elif limit <= FAR:  # a word allowed one change: two letters typed for others is another word
            found = [w for w in found if not two_letters_for_others(word, w)]
        if not found or best == 0:
            return None
        if len({tuple(sorted(self.terms_of(w))) for w in found}) > 1:
            return None  # two different words equally near: ambiguous
        return min(found, key=lambda w: (len(w), w))
