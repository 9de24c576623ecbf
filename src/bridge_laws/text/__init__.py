"""Text tools shared by every floor: code pages (decode), the repairs a text needs (textfix), the
one Russian morphology analyser (morph), and words, lemmas and stems (analysis)."""
