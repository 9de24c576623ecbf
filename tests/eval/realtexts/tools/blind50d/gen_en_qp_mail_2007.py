"""EN, 2007, Law 58: a mail forwarded from a phone and saved as text.  The
forwarded message's body was never decoded: its quoted-printable lines are cut
at 40 columns with '=' soft line breaks (often inside a word), curly quotes and
dashes stay as '=E2=80=99', '=E2=80=94', the signature's '-- ' is '--=20'.
Traps: the sender's own numbered list '1) 2) 3)' after the law, and the
forwarder's words and a second set of headers before it."""
from _common import unit, write

WIDTH = 40


def qp_tokens(line):
    out = []
    for ch in line:
        if ch == '=':
            out.append('=3D')
        elif 32 <= ord(ch) < 127:
            out.append(ch)
        else:
            out.extend('=%02X' % b for b in ch.encode('utf-8'))
    if out and out[-1] in (' ', '\t'):
        out[-1] = '=%02X' % ord(out[-1])
    return out


def qp_wrap(line, width=WIDTH):
    """Encode one logical line and cut it at `width` columns, as an encoder
    does: anywhere, but never inside an =XX escape; a cut line ends in '='."""
    toks = qp_tokens(line)
    lines, cur = [], ''
    for i, t in enumerate(toks):
        rest = ''.join(toks[i:])
        if len(cur) + len(rest) <= width:   # what is left fits: done
            cur += rest
            break
        if len(cur) + len(t) > width - 1:
            lines.append(cur + '=')
            cur = ''
        cur += t
    lines.append(cur)
    return lines


MARY = [
    "Hi Dan,",
    "",
    "For Thursday\u2019s panel, below is Law 58 as it stands in our 2007 "
    "book. I have typed it out in full so nobody has to bring a copy.",
    "",
    "LAW 58 - SIMULTANEOUS LEADS OR PLAYS",
    "",
    "A. Two Players Play at Once",
    "1. When two players each face a card to the same trick at one moment, "
    "the card of the player whose turn came first counts as played first; the "
    "other is treated as played in its proper turn.",
    "2. A card treated as played under A1 may be withdrawn only where another "
    "Law expressly allows withdrawal of a played card.",
    "",
    "B. Two or More Cards from One Hand",
    "1. When one player puts two or more cards to a single trick together:",
    "(a) if the Director is satisfied that only one card was visible to the "
    "table, that card is played and the others go back to the hand without "
    "rectification;",
    "(b) if several cards were visible, the offender names the card to be "
    "played \u2014 any other visible card of a defender then becomes a "
    "penalty card.",
    "2. Where the offender is declarer, no card becomes a penalty card, but "
    "the choice made under B1(b) may not be changed.",
    "3. If the extra card is not noticed until the trick has been quitted, "
    "the Director rules as though the player had revoked on that trick, "
    "where a revoke was possible.",
    "",
    "Things I would like us to settle on Thursday:",
    "1) whether B3 applies when dummy\u2019s card was the extra one;",
    "2) what we tell players who drop two cards of the same suit;",
    "3) who writes up the ruling for the newsletter.",
    "",
    "Thanks,",
    "Mary",
    "",
    "-- ",
    "Mary Okafor",
    "Chief Tournament Director, Harbour Bridge Club",
]

OUTER = """\
From: Dan Whitlock <dan.whitlock@harbourbridge.example>
To: TD Panel <td-panel@harbourbridge.example>
Subject: Fwd: Law 58 text for Thursday
Date: Mon, 13 Mar 2023 21:47:05 +0000

Forwarding Mary's text as it reached me. Sorry about all the = signs
and the odd codes, my phone's mail app does this with her messages.
The law is readable if you squint.

Dan

-------- Forwarded Message --------
Subject: Law 58 text for Thursday
Date: Mon, 13 Mar 2023 18:02:11 +0000
From: Mary Okafor <m.okafor@harbourbridge.example>
To: Dan Whitlock <dan.whitlock@harbourbridge.example>

"""

EXPECTED = {
    'edition': 2007,
    'lang': 'en',
    'units': [
        unit('58', 'SIMULTANEOUS LEADS OR PLAYS'),
        unit('58A', 'Two Players Play at Once'),
        unit('58A1', None, 'When two players each face a card to the same trick'),
        unit('58A2', None, 'A card treated as played under A1 may be withdrawn'),
        unit('58B', 'Two or More Cards from One Hand'),
        unit('58B1', None, 'When one player puts two or more cards to a single trick'),
        unit('58B1(A)', None, 'if the Director is satisfied that only one card was visible'),
        unit('58B1(B)', None, 'if several cards were visible, the offender names the card'),
        unit('58B2', None, 'Where the offender is declarer, no card becomes a penalty card'),
        unit('58B3', None, 'If the extra card is not noticed until the trick'),
    ],
    'furniture': [
        'Subject: Fwd: Law 58 text for Thursday',
        "Forwarding Mary's text as it reached me.",
        '-------- Forwarded Message --------',
        'For Thursday\u2019s panel, below is Law 58 as it stands in our 2007 book.',
        'Things I would like us to settle on Thursday:',
        'whether B3 applies when dummy\u2019s card was the extra one',
        'Chief Tournament Director, Harbour Bridge Club',
    ],
}


def build():
    body = []
    for line in MARY:
        body.extend(qp_wrap(line))
    return OUTER + '\n'.join(body) + '\n'


if __name__ == '__main__':
    write('en_qp_mail_2007', 'txt', build(), EXPECTED)
