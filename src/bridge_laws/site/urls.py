"""Where each page of the site lives: the one home of its paths (the templates and the scripts
get them from here, or as data the build exports)."""

from __future__ import annotations

PARALLEL = "{edition}-ru-en"
DIFF = "diff/{old}-{new}-{lang}"
FRONT = "front.html"  # the parts before Law 1 of a version: 2017-en/front.html
RULINGS = "rulings/index.html"  # every ruling, newest first
RULING = "rulings/{id}.html"  # one ruling
RULING_FORM = "rulings/appeal/{id}.html"  # its appeal form, to print (a folder of its own: ids may end in anything)
RULING_API = "api/rulings/{id}.json"  # one ruling as `bridge-laws ruling show --json` prints it
