"""The jobs that write: the main pipeline (corpus → index → site), the transaction that makes it
all-or-nothing, the build lock, and the importer (inspect, apply, report)."""
