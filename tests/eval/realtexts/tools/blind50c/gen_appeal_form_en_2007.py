"""A congress's appeal form, a one-page PDF form with Law 92 (2007) printed on
it in two linked frames, copied whole from the PDF viewer: the boxes come out
in the order they were drawn — the page's footer first, the form's title, the
law's first frame (header, A, B, B1, B2), then the form's own numbered fields
with lettered tick boxes, then the law's second frame (C to D), then an
office box with blanks."""
from _common import write

NAME = "appeal_form_en_2007"

TEXT = """\
Form AP-3 (rev. 2009)                                            Page 1 of 1
HARTWELL SPRING CONGRESS
APPEAL FORM
Hand this form to the Tournament Director within the time shown in Law 92B below.
LAW 92 — RIGHT TO APPEAL
A. Contestant's Right
A contestant that believes a ruling at its table was wrong may have it reviewed once; a second review of the same ruling is not granted.
B. Time for Appeal
The period for lodging an appeal is fixed by the sponsoring organization. Where none is fixed:
1. an appeal against a ruling in a session's last round may be lodged until thirty minutes after the results of that session are posted;
2. an appeal against any other ruling must be lodged before the end of the following round.
1. Event ______________________________   Session ________
2. Board number ________   Table ________   Round ________
3. The appeal concerns (tick one):
(a) ☐ a ruling on facts
(b) ☐ a ruling on a point of law
(c) ☐ the Director's choice of rectification
4. Appellants' names and signatures
______________________________   ______________________________
C. How to Appeal
1. The appeal is lodged with the Director on the form provided, which states the facts the appellant relies on.
2. The Director, on receiving the form:
(a) reads it in the presence of the appellant and asks for anything missing to be added;
(b) gives a copy to the other side and notes the time on both copies.
D. Withdrawal of an Appeal
An appeal may be withdrawn by the appellant at any time before the hearing begins, and any deposit is then returned.
FOR OFFICE USE ONLY
Received at ______ by ______________
Deposit   ☐ returned   ☐ retained
Please print clearly and keep a copy of this form.
"""

EXPECTED = {
    "edition": 2007,
    "lang": "en",
    "units": [
        ("92", "RIGHT TO APPEAL"),
        ("92A", "Contestant's Right",
         "A contestant that believes a ruling at its table was wrong"),
        ("92B", "Time for Appeal",
         "The period for lodging an appeal is fixed by the sponsoring organization"),
        ("92B1", None, "an appeal against a ruling in a session's last round"),
        ("92B2", None, "an appeal against any other ruling must be lodged"),
        ("92C", "How to Appeal"),
        ("92C1", None, "The appeal is lodged with the Director on the form provided"),
        ("92C2", None, "The Director, on receiving the form"),
        ("92C2(A)", None, "reads it in the presence of the appellant"),
        ("92C2(B)", None, "gives a copy to the other side and notes the time"),
        ("92D", "Withdrawal of an Appeal",
         "An appeal may be withdrawn by the appellant at any time"),
    ],
    "furniture": [
        "Form AP-3 (rev. 2009)",
        "Page 1 of 1",
        "HARTWELL SPRING CONGRESS",
        "APPEAL FORM",
        "Hand this form to the Tournament Director within the time shown in Law 92B below.",
        "1. Event",
        "2. Board number",
        "3. The appeal concerns (tick one):",
        "(a) ☐ a ruling on facts",
        "(b) ☐ a ruling on a point of law",
        "(c) ☐ the Director's choice of rectification",
        "4. Appellants' names and signatures",
        "FOR OFFICE USE ONLY",
        "Received at",
        "Please print clearly and keep a copy of this form.",
    ],
}

if __name__ == "__main__":
    write(NAME, "txt", TEXT, EXPECTED)
