"""Check the "50d" texts: each NAME.expected.yaml parses and has the expected
shape, and every title, text opening and furniture string occurs in a crude
rendering of NAME.EXT (HTML tags stripped, entities decoded, whitespace
collapsed).

The damage these texts carry changes some strings a reader reads from what
the bytes show, so a string not found in the crude rendering is looked for
again in a *reader's rendering*: the crude one after the repairs a human
reader makes without thinking --
  * quoted-printable soft line breaks joined ('=' at a line's end) and =XX
    escapes decoded as UTF-8;
  * mojibake reversed (UTF-8 that was read as Windows-1252: 'â€™' -> '’');
  * a word split by a hyphen at an old line end and re-flowed ('сто- рон')
    joined;
  * a wdiff comparison read as the corrected copy ('[-old-]' dropped,
    '{+new+}' kept).
Each such string is reported.  Exit status 1 if any string is in neither.
"""
import glob
import html
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REF_RE = re.compile(r'^\d{1,2}(?:[A-H](?:\d{1,2}(?:\([A-Z]\)(?:\(\d{1,2}\))?)?)?)?$')


def collapse(s):
    return re.sub(r'\s+', ' ', s).strip()


def strip_html(s):
    s = re.sub(r'(?is)<(script|style)\b.*?</\1\s*>', ' ', s)
    s = re.sub(r'(?s)<!--.*?-->', ' ', s)
    s = re.sub(r'(?s)<[^>]+>', ' ', s)
    return html.unescape(s)


def raw_text(path):
    data = open(path, 'rb').read()
    try:
        text = data.decode('utf-8')
    except UnicodeDecodeError:
        text = data.decode('cp1251')
    if path.endswith(('.html', '.htm')):
        text = strip_html(text)
    return text


# --- the reader's repairs -------------------------------------------------

def _qp(text):
    text = re.sub(r'=\r?\n', '', text)

    def dec(m):
        b = bytes(int(h, 16) for h in re.findall(r'=([0-9A-F]{2})', m.group(0)))
        try:
            return b.decode('utf-8')
        except UnicodeDecodeError:
            return m.group(0)
    return re.sub(r'(?:=[0-9A-F]{2})+', dec, text)


_W1252 = ('[\u0080-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192'
          '\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030'
          '\u2039\u203a\u20ac\u2122]+')


def _byte1252(ch):
    try:
        return ch.encode('cp1252')
    except UnicodeEncodeError:
        if 0x80 <= ord(ch) <= 0x9f:
            return bytes([ord(ch)])
        raise


def _mojibake(text):
    def fix(m):
        run = m.group(0)
        try:
            return b''.join(_byte1252(c) for c in run).decode('utf-8')
        except (UnicodeEncodeError, UnicodeDecodeError):
            return run
    return re.sub(_W1252, fix, text)


def _reflow_hyphens(text):
    return re.sub(r'(?<=[а-яёa-z])- (?=[а-яёa-z])', '', text)


def _wdiff(text):
    text = re.sub(r'(?s)\[-.*?-\]', '', text)
    return re.sub(r'(?s)\{\+(.*?)\+\}', r'\1', text)


def reader_rendering(raw):
    for fix in (_qp, _mojibake, _reflow_hyphens, _wdiff):
        raw = fix(raw)
    return collapse(raw)


# --- the checks -------------------------------------------------------------

def check_shape(exp):
    errs = []
    if exp.get('edition') not in (1987, 1997, 2007, 2017):
        errs.append('edition %r' % exp.get('edition'))
    if exp.get('lang') not in ('en', 'ru'):
        errs.append('lang %r' % exp.get('lang'))
    units = exp.get('units') or []
    if not 9 <= len(units) <= 15:
        errs.append('%d units' % len(units))
    if not any('(' in u['ref'] for u in units):
        errs.append('no item level')
    for u in units:
        if not REF_RE.match(str(u.get('ref'))):
            errs.append('bad ref %r' % u.get('ref'))
        if not (u.get('title') is None or isinstance(u['title'], str)):
            errs.append('bad title in %s' % u['ref'])
        if u.get('title', '') and u['title'].endswith('.'):
            errs.append('title ends in a full stop in %s' % u['ref'])
        if 'text' in u and not 5 <= len(u['text'].split()) <= 12:
            errs.append('text of %s has %d words' % (u['ref'], len(u['text'].split())))
    return errs


def main():
    failed = 0
    total_strings = total_literal = 0
    for ypath in sorted(glob.glob(os.path.join(HERE, '*.expected.yaml'))):
        name = os.path.basename(ypath)[:-len('.expected.yaml')]
        with open(ypath, encoding='utf-8') as f:
            exp = yaml.safe_load(f)
        data = [p for p in glob.glob(os.path.join(HERE, name + '.*'))
                if not p.endswith(('.expected.yaml', '.py'))]
        if len(data) != 1:
            print('FAIL %s: %d data files' % (name, len(data)))
            failed += 1
            continue
        path = data[0]
        raw = raw_text(path)
        crude = collapse(raw)
        reader = reader_rendering(raw)
        errs = check_shape(exp)
        strings = []
        for u in exp['units']:
            if u.get('title'):
                strings.append(('%s title' % u['ref'], u['title']))
            if u.get('text'):
                strings.append(('%s text' % u['ref'], u['text']))
        for s in exp.get('furniture') or []:
            strings.append(('furniture', s))
        repaired = []
        for what, s in strings:
            s1 = collapse(s)
            if s1 in crude:
                total_literal += 1
            elif s1 in reader:
                repaired.append(what)
            else:
                errs.append('%s not found: %r' % (what, s))
        total_strings += len(strings)
        status = 'FAIL' if errs else 'ok  '
        failed += bool(errs)
        print('%s %-32s %-5s %s %s  %2d units, %2d strings (%d only after the reader\'s repairs%s)'
              % (status, os.path.basename(path), exp['lang'], exp['edition'],
                 ('law %s' % exp['law']) if 'law' in exp else '      ',
                 len(exp['units']), len(strings), len(repaired),
                 (': ' + ', '.join(repaired)) if repaired else ''))
        for e in errs:
            print('     - ' + e)
    print('%d strings, %d found in the crude rendering, %d more in the reader\'s; %s'
          % (total_strings, total_literal, total_strings - total_literal,
             'ALL PASS' if not failed else '%d FILE(S) FAILED' % failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
