"""Adding a user's own text to ``laws/sources/``: inspect, refuse or copy, rebuild, report.

The flow, data flowing one way::

    inspect(file)      read the bytes, refuse what cannot be read, detect encoding, kind,
                       edition and languages, and read it once with its reader (a dry run)
    missing(plan)      what detection could not tell (the CLI asks, or names the option)
    import_text(plan)  copy byte for byte, add the manifest entry, rebuild, report what
                       changed; a rebuild that fails is rolled back
    remove_text(name)  the undo: drop the file and its manifest entry, rebuild

Nothing is written before every check has passed, so a refused file leaves the
corpus, the index and the site exactly as they were.
"""

from __future__ import annotations

from .apply import ImportFailed, import_text, remove_text
from .plan import IMPORTED, MAX_IMPORT_BYTES, Plan, complete, describe, describe_format, detect_document, dry_read, inspect, \
    missing, read_document, read_regular_file
from .report import Change, change_json, compare, format_change, word_diff

__all__ = ["IMPORTED", "MAX_IMPORT_BYTES", "Change", "ImportFailed", "Plan", "change_json", "compare", "complete", "describe",
           "describe_format", "detect_document", "dry_read", "format_change", "import_text", "inspect", "missing",
           "read_document", "read_regular_file", "remove_text", "word_diff"]
