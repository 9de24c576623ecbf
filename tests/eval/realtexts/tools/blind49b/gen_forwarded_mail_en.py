from _common import U, write

TEXT = """\
From: Alan Pryce <alan.pryce@example.org>
To: Rita Sandoval <rita.s@example.net>
Date: Tue, 14 Nov 2017 21:06:43 +0000
Subject: Fwd: Law 40 text for the club handbook
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

Hi Rita,

Geoff sent this round last week. Two things before we paste it in:
1. the handbook uses 11pt, so the layout will change anyway;
2. he says the numbering follows the 2017 book exactly.

Could you check it against your copy? Law 16 is next on the list.

Cheers,
Alan

--
Alan Pryce
Handbook Editor, Riverside Bridge Club
07700 900123

---------- Forwarded message ---------
From: Geoff Tanner <g.tanner@example.com>
Date: Mon, 6 Nov 2017 at 18:12
Subject: Law 40 as promised
To: Alan Pryce <alan.pryce@example.org>


Alan,

As promised, here is the text from the 2017 edition. I've kept
the book's numbering, with the items as 1), 2) the way our
printer likes them.

A. Disclosure of Methods
Each partnership shall make its methods available to opponents
before play begins, in the form the Regulating Authority
specifies.
1. A player's obligation to disclose extends to
   1) agreements made explicitly between the partners, and
   2) understandings that have grown from experience of each
      other's habits at the table.
2. A player need not disclose general bridge knowledge that any
   experienced opponent may be expected to possess.

B. Special Agreements
A Regulating Authority may restrict the use of agreements it
considers artificial or unfamiliar to the general membership.
1. Where the Regulating Authority imposes such a restriction,
   1) an agreement not permitted may not be used at any level
      of the auction, and
   2) the Director may adjust a score obtained through its use.
2. A player may not vary his methods during a session without
   telling the opponents beforehand.

C. Deviation from Agreements
A player may deviate from his announced methods provided his
partner has no more reason than the opponents to expect it.

Let me know if anything looks off.

Geoff
--
Geoff Tanner
County Chief Tournament Director
"Play the board, not the player."
"""

UNITS = [
    U('40A', 'Disclosure of Methods', 'Each partnership shall make its methods available to opponents'),
    U('40A1', None, "A player's obligation to disclose extends to"),
    U('40A1(A)', None, 'agreements made explicitly between the partners, and'),
    U('40A1(B)', None, "understandings that have grown from experience of each other's"),
    U('40A2', None, 'A player need not disclose general bridge knowledge that'),
    U('40B', 'Special Agreements', 'A Regulating Authority may restrict the use of agreements'),
    U('40B1', None, 'Where the Regulating Authority imposes such a restriction'),
    U('40B1(A)', None, 'an agreement not permitted may not be used at'),
    U('40B1(B)', None, 'the Director may adjust a score obtained through its'),
    U('40B2', None, 'A player may not vary his methods during a session'),
    U('40C', 'Deviation from Agreements', 'A player may deviate from his announced methods provided'),
]

FURN = [
    'Fwd: Law 40 text for the club handbook',
    'Geoff sent this round last week.',
    'the handbook uses 11pt, so the layout will change anyway',
    'he says the numbering follows the 2017 book exactly',
    'Could you check it against your copy? Law 16 is next on the list.',
    'Handbook Editor, Riverside Bridge Club',
    'As promised, here is the text from the 2017 edition.',
    'Let me know if anything looks off.',
    'County Chief Tournament Director',
    'Play the board, not the player.',
]

write('forwarded_mail_en.txt', TEXT, 2017, 'en', UNITS, FURN, law=40)
