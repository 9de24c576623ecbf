"""Bringing rulings in and taking them out: ``ruling add``, ``ruling import`` and ``ruling
unimport`` as jobs (inspect, then apply as one transaction), as :mod:`..importer` does for texts.

    inspect(file)        what the file is and its cases, each read into a ruling and checked
    record(ruling)       write one ruling, rebuild
    remove(id)           take out one ruling so written, rebuild
    import_rulings(plan) store the file byte for byte, write its rulings, rebuild (in place of an
                         earlier import of a file of its name: earlier_import, --replace)
    remove_rulings(name) the undo
"""

from __future__ import annotations

from .apply import (IMPORTED, RulingImportFailed, earlier_import, existing_ids, import_rulings, kept_the_same, record,
                    remove, remove_rulings)
from .plan import Earlier, Plan, describe, inspect, missing

__all__ = ["IMPORTED", "Earlier", "Plan", "RulingImportFailed", "describe", "earlier_import", "existing_ids",
           "import_rulings", "inspect", "kept_the_same", "missing", "record", "remove", "remove_rulings"]
