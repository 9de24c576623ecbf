"""Shared writer for the blind trial "50d".

Every generator builds its text and the expected reading, then calls write(),
which puts NAME.EXT and NAME.expected.yaml beside this file.
"""
import os
import re

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

REF_RE = re.compile(r'^\d{1,2}(?:[A-H](?:\d{1,2}(?:\([A-Z]\)(?:\(\d{1,2}\))?)?)?)?$')


def unit(ref, title, text=None):
    """One expected unit; `text` left out when the unit has no text of its own."""
    u = {'ref': ref, 'title': title}
    if text is not None:
        u['text'] = text
    return u


def _validate(expected):
    assert expected['edition'] in (1987, 1997, 2007, 2017), expected['edition']
    assert expected['lang'] in ('en', 'ru'), expected['lang']
    units = expected['units']
    assert 9 <= len(units) <= 15, len(units)
    for u in units:
        assert REF_RE.match(u['ref']), u['ref']
        assert set(u) <= {'ref', 'title', 'text'}, u
    assert any('(' in u['ref'] for u in units), 'no item level'
    refs = [u['ref'] for u in units]
    assert len(refs) == len(set(refs)), 'duplicate refs'


def write(name, ext, content, expected, encoding='utf-8', newline='\n'):
    """Write NAME.EXT (str encoded with `encoding`, '\n' turned into `newline`;
    bytes written as they are) and NAME.expected.yaml."""
    _validate(expected)
    path = os.path.join(HERE, '%s.%s' % (name, ext))
    if isinstance(content, str):
        data = content.replace('\n', newline).encode(encoding)
    else:
        data = content
    with open(path, 'wb') as f:
        f.write(data)
    ypath = os.path.join(HERE, '%s.expected.yaml' % name)
    with open(ypath, 'w', encoding='utf-8') as f:
        yaml.safe_dump(expected, f, allow_unicode=True, sort_keys=False,
                       default_flow_style=False, width=1000)
    print('wrote', os.path.basename(path), 'and', os.path.basename(ypath),
          '(%d units)' % len(expected['units']))
