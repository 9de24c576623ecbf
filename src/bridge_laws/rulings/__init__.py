"""The rulings: what directors and committees decided, linked to the laws they applied.

A ruling is data (one YAML file per ruling under ``laws/rulings/``, checked against
``schema/ruling.schema.json``); it is the user's, never shipped. The floor, data flowing one way::

    model     the dataclasses (a ruling, its source, deal, laws, appeal)
    store     YAML file ⇄ Ruling, every file of laws/rulings/, written atomically
    laws      the refs a ruling applies, resolved against the corpus with their edition
    deal      PBN deals and auctions (endplay), the double-dummy table and par (endplay's solver)
    adjust    weighted and assigned adjusted scores, from the corpus's own scoring tables
    check     every ruling on disk against the schema, the corpus and the deal rules
    casebook  a casebook or commentary split into cases (any format readers/formats reads)
    logs      a director's log as YAML or CSV, PBN files with commentary
    importer  ``ruling import`` / ``unimport`` and ``ruling add`` as one transaction
    query     list, show, the rulings that apply a unit

It sits above the corpus (it reads the corpus, the scoring tables and the ref finder) and below
the search index, the site and the CLI, which show it.
"""
