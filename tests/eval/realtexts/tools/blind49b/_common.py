"""Shared writer for the blind evaluation files (stdlib + PyYAML only)."""
import os
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def U(ref, title=None, text=None):
    d = {'ref': str(ref), 'title': title}
    if text is not None:
        d['text'] = text
    return d


def write(name, content, edition, lang, units, furniture, law=None, footnotes=None):
    with open(os.path.join(HERE, name), 'w', encoding='utf-8', newline='') as f:
        f.write(content)
    exp = {'edition': edition, 'lang': lang}
    if law is not None:
        exp['law'] = law
    exp['units'] = units
    if footnotes is not None:
        exp['footnotes'] = footnotes
    exp['furniture'] = furniture
    base = name.rsplit('.', 1)[0]
    with open(os.path.join(HERE, base + '.expected.yaml'), 'w', encoding='utf-8') as f:
        yaml.safe_dump(exp, f, sort_keys=False, allow_unicode=True, width=1000)
    print('wrote', name, len(units), 'units')
