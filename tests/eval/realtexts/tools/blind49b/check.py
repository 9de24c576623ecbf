#!/usr/bin/env python3
"""Sanity check for the blind set: every *.expected.yaml parses, has the
required shape, and each unit's title and text words (and each furniture
string) occur in a crude rendering of its source file."""
import glob
import html
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REF = re.compile(r'^[1-9][0-9]?(?:[A-H](?:[1-9][0-9]?(?:\([A-Z]\)(?:\([1-9][0-9]?\))?)?)?)?$')


def render(path):
    raw = open(path, encoding='utf-8').read()
    if path.endswith('.html'):
        raw = re.sub(r'(?is)<(script|style)\b.*?</\1>', ' ', raw)
        raw = re.sub(r'(?i)<br\s*/?>', '\n', raw)
        raw = re.sub(r'<[^>]+>', ' ', raw)
        raw = html.unescape(raw)
    if path.endswith('.md'):
        raw = re.sub(r'[*_`]', '', raw)
        raw = re.sub(r'(?m)^[ \t]*(?:#+|>)[ \t]*', '', raw)
    raw = raw.replace('\xa0', ' ').replace('\u00ad\n', '').replace('\u00ad', '')
    joined = re.sub(r'-\n[ \t]*', '', raw)          # typesetter's hyphenation
    norm = lambda s: ' '.join(s.split())
    return norm(raw), norm(joined)


def main():
    bad = 0
    files = sorted(glob.glob(os.path.join(HERE, '*.expected.yaml')))
    for yp in files:
        base = yp[:-len('.expected.yaml')]
        src = [p for p in glob.glob(base + '.*') if not p.endswith('.expected.yaml')]
        errs = []
        if len(src) != 1:
            errs.append('source file not found uniquely: %r' % src)
        else:
            exp = yaml.safe_load(open(yp, encoding='utf-8'))
            plain, joined = render(src[0])
            has = lambda s: s in plain or s in joined
            if exp.get('edition') not in (1987, 1997, 2007, 2017):
                errs.append('bad edition')
            if exp.get('lang') not in ('en', 'ru'):
                errs.append('bad lang')
            units = exp.get('units') or []
            if not 8 <= len(units) <= 16:
                errs.append('unit count %d' % len(units))
            for u in units:
                ref = u.get('ref')
                if not isinstance(ref, str) or not REF.match(ref):
                    errs.append('bad ref %r' % ref)
                if 'title' not in u:
                    errs.append('%s: no title key' % ref)
                if u.get('title') and not has(u['title']):
                    errs.append('%s: title not found: %r' % (ref, u['title']))
                if 'text' in u:
                    n = len(u['text'].split())
                    if not 5 <= n <= 10:
                        errs.append('%s: text has %d words' % (ref, n))
                    if not has(u['text']):
                        errs.append('%s: text not found: %r' % (ref, u['text']))
            for s in exp.get('furniture') or []:
                if len(s.split()) < 3:
                    errs.append('furniture too short: %r' % s)
                if not has(s):
                    errs.append('furniture not found: %r' % s)
        name = os.path.basename(src[0]) if len(src) == 1 else base
        if errs:
            bad += 1
            print('FAIL', name)
            for e in errs:
                print('   ', e)
        else:
            print('ok  ', name, '(%d units)' % len(units))
    print('%d files, %d failing' % (len(files), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
