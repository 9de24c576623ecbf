"""The index's vocabulary, for "did you mean": the closest known word to an unknown one.

``difflib.get_close_matches`` compares a word with every known word of about its length (a
thousand ``SequenceMatcher`` runs, two thirds of a misspelt query's time). Most of them cannot
reach the cutoff, and a bound on the ratio says so from the letters alone: the letters two words
have in common (with repeats) are at most each word's length less the number of its distinct
letters the other lacks. Only the words whose bound reaches the cutoff go to difflib, which
then finds exactly what it would have found among all of them.
"""

from __future__ import annotations

import difflib

LENGTH_SLACK = 2  # known words this many letters shorter or longer are candidates


class Vocabulary:
    def __init__(self, words):
        self._found: dict[tuple[str, float], str | None] = {}  # what each word was found to be near
        self._bits: dict[str, int] = {}
        self._by_length: dict[int, list[tuple[str, int]]] = {}
        for word in words:
            self._by_length.setdefault(len(word), []).append((word, self._mask(word, self._bits)))

    @staticmethod
    def _mask(word: str, bits: dict) -> int:
        mask = 0
        for c in word:
            bit = bits.get(c)
            if bit is None:
                bit = bits[c] = len(bits)
            mask |= 1 << bit
        return mask

    def closest(self, word: str, cutoff: float) -> str | None:
        """The known word nearest ``word`` with a ``difflib`` ratio of at least ``cutoff``, as
        ``difflib.get_close_matches(word, known words of about its length, 1, cutoff)`` gives it
        (remembered: a word typed once is typed again as the query is refined)."""
        key = (word, cutoff)
        if key not in self._found:
            if len(self._found) > 10_000:
                self._found.clear()
            self._found[key] = self._closest(word, cutoff)
        return self._found[key]

    def _closest(self, word: str, cutoff: float) -> str | None:
        bits = dict(self._bits)  # letters no known word has get bits of their own, for this call
        mask, n = self._mask(word, bits), len(word)
        pool = []
        for length in range(n - LENGTH_SLACK, n + LENGTH_SLACK + 1):
            total = n + length
            for known, known_mask in self._by_length.get(length, ()):
                common = min(n - (mask & ~known_mask).bit_count(), length - (known_mask & ~mask).bit_count())
                if 2.0 * common / total >= cutoff:
                    pool.append(known)
        close = difflib.get_close_matches(word, pool, n=1, cutoff=cutoff)
        return close[0] if close else None
