"""JSON read back from disk (the build's records and caches, the index's tables): data, never
trusted. A nesting deeper than the parser's stack is malformed JSON like any other (a
``ValueError``, which every reader of these files already treats as "rebuild it"), not a
``RecursionError`` that escaped as a traceback."""

from __future__ import annotations

import json


def loads(text: str | bytes, **kwargs):
    try:
        return json.loads(text, **kwargs)
    except RecursionError:
        raise ValueError("JSON nested deeper than any file of ours") from None
