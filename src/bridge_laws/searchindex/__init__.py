"""The search index: Whoosh, kept behind this one package.

One Whoosh document per addressable unit of every edition and language, skeleton-only units
included (a reference must find them). The analyzer is ``analysis``'s: words, lower case, ё → е,
Russian lemmas (several per word, at one position) and English Snowball stems.

A query is read by ``parse_query`` (words, "quoted phrases", nothing else: no operator syntax to
get wrong) and grouped into concepts through the glossary: the words of a glossary term in
either language become one concept that also matches the term's other names, so ``revoke``
finds «фальшренонс» and «в зоне» finds "vulnerable". All concepts must match; when no unit has
them all, any will do, units with more of them first. A query that is a reference (``75D2``,
``правило 45С1``, ``Law 12C``) is a jump: that unit in every version first, then the units
that cite it. A word the corpus does not know gets a "did you mean" from its vocabulary
(never for a dictionary word). Each unit also carries its profile (``profile.py``: glossary
terms, subject-index entries, sentences citing it) as two lower-weight fields, so a law without
text is found by what it is about; a query that names a glossary term or an index entry gets
term cards; a ref that does not exist names the nearest; the wrong keyboard layout is tried
when nothing is found (``layout``).

On disk, ``build/index`` beside ``laws/``: the Whoosh files, ``meta.json`` (the lemmas of every
Russian word of the corpus, so a query needs pymorphy3 only for a word the corpus lacks; the
vocabulary; the analysed glossary), ``fingerprint`` (a hash of the corpus YAML and the
glossary: the index is stale when it differs) and ``stats`` (the size, time and inode of each
of those files when they hashed to it: while they are the same, nothing is hashed). The index is written to a temporary directory
and swapped in, so a reader never sees half an index.
"""


from . import lightwhoosh

lightwhoosh.load()
