"""The corpus floor: the corpus stage (sources → readers → merge → YAML), the YAML itself, the data
files beside it (editions, glossary), and the questions asked of a corpus (query, diff, scoring,
profile, check)."""
