"""A Confluence page's storage format, as "View Storage Format" shows it and saved as .xml: a
fragment with no root element and undeclared ac:/ri: prefixes, HTML entities (&ndash; &rsquo;
&nbsp;) that are no XML; a page-properties table, a toc macro, an info panel and a status lozenge
before the law; the law's header in <h1>, sections in <h2>, subsections in <ol> (numbers drawn)
with run-in titles in <strong> ending in a full stop, items in an <ol> drawn lower-alpha; 30A
inside an excerpt macro; an inline comment marker inside 30B1; a link to Law 23 whose words are
in CDATA; an expand macro with a worked example after 30B3; after the law a "Club notes" part
with its own numbered list, a task list and a children macro."""
from common47 import U, write_expected, dump_units

NAME = "confluence-storage-law30-1997"

U30 = [
    U("30", "Pass Out of Rotation"),
    U("30A", "Before Any Player Has Bid",
      "An unopened auction in which someone passes out of turn goes back to the player whose "
      "turn it really was. The pass out of turn is withdrawn, and the offender is silenced for "
      "one round: at his next turn he has no choice but to pass."),
    U("30B", "After Any Player Has Bid"),
    U("30B1", "At the Turn of the Offender’s Right-Hand Opponent",
      "Where the irregular pass is made when it was the turn of the player on the offender’s "
      "right, the offender must pass at his next turn, and nothing more follows."),
    U("30B2", "At the Turn of the Offender’s Partner",
      "A pass made when it was the partner’s turn is cancelled, and then:"),
    U("30B2(A)", None, "the offender must pass whenever it is his turn for the rest of the "
      "auction;"),
    U("30B2(B)", None, "the offender’s partner may call as he wishes, but Law 23 applies if the "
      "enforced pass may have helped the side."),
    U("30B3", "At the Turn of the Offender’s Left-Hand Opponent",
      "A pass made when it was the left-hand opponent’s turn is cancelled; if that opponent "
      "then calls, the auction proceeds as though the offender’s pass had been made at the "
      "right time."),
    U("30C", "When the Pass Is Artificial",
      "When the irregular pass was an agreed signal rather than a natural pass, the Director "
      "rules under Law 31 instead of this Law."),
]


def e(s):
    return s.replace("’", "&rsquo;")


def u(ref):
    return [x for x in U30 if x.ref == ref][0]


def build():
    b2b = e(u("30B2(B)").text).replace(
        "Law 23",
        '<ac:link><ri:page ri:content-title="Law 23 - Damaging Pass (1997)" />'
        '<ac:plain-text-link-body><![CDATA[Law 23]]></ac:plain-text-link-body></ac:link>')
    b1 = e(u("30B1").text).replace(
        "the offender must pass at his next turn",
        '<ac:inline-comment-marker ac:ref="4d1f0b7e-2a9c-4c3e-b8f5-6e0d1a2b3c4d">the offender '
        'must pass at his next turn</ac:inline-comment-marker>')
    s = f"""<table class="wrapped"><colgroup><col /><col /></colgroup><tbody><tr><th>Page owner</th><td><ac:link><ri:user ri:account-id="5b10ac8d82e05b22cc7d4ef5" /></ac:link></td></tr><tr><th>Edition</th><td>1997 Laws</td></tr><tr><th>Last reviewed</th><td><time datetime="2026-02-11" /></td></tr><tr><th>Status</th><td><ac:structured-macro ac:name="status" ac:schema-version="1" ac:macro-id="c0a3f1e2-1d4b-4e6f-9a8b-7c6d5e4f3a2b"><ac:parameter ac:name="colour">Yellow</ac:parameter><ac:parameter ac:name="title">DRAFT</ac:parameter></ac:structured-macro></td></tr></tbody></table><ac:structured-macro ac:name="toc" ac:schema-version="1" ac:macro-id="1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6"><ac:parameter ac:name="maxLevel">2</ac:parameter></ac:structured-macro><ac:structured-macro ac:name="info" ac:schema-version="1" ac:macro-id="7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910"><ac:parameter ac:name="title">Source</ac:parameter><ac:rich-text-body><p>Typed from the 1997 Laws for the Tuesday directors&rsquo; course. Check against the printed book before quoting it in an appeal.</p></ac:rich-text-body></ac:structured-macro><h1>Law 30 &ndash; Pass Out of Rotation</h1><h2>A. Before Any Player Has Bid</h2><ac:structured-macro ac:name="excerpt" ac:schema-version="1" ac:macro-id="a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c6d"><ac:parameter ac:name="atlassian-macro-output-type">BLOCK</ac:parameter><ac:rich-text-body><p>{e(u("30A").text)}</p></ac:rich-text-body></ac:structured-macro><h2>B. After Any Player Has Bid</h2><ol><li><p><strong>At the Turn of the Offender&rsquo;s Right-Hand Opponent.</strong>&nbsp;{b1}</p></li><li><p><strong>At the Turn of the Offender&rsquo;s Partner.</strong>&nbsp;{e(u("30B2").text)}</p><ol style="list-style-type: lower-alpha;"><li>{e(u("30B2(A)").text)}</li><li>{b2b}</li></ol></li><li><p><strong>At the Turn of the Offender&rsquo;s Left-Hand Opponent.</strong>&nbsp;{e(u("30B3").text)}</p></li></ol><ac:structured-macro ac:name="expand" ac:schema-version="1" ac:macro-id="0f1e2d3c-4b5a-4697-8887-96a5b4c3d2e1"><ac:parameter ac:name="title">Worked example (click to expand)</ac:parameter><ac:rich-text-body><p>North deals; West passes before North has called. Under A, North now calls as if nothing happened, and West must pass at his own next turn.</p><ac:image ac:height="250"><ri:attachment ri:filename="bidding-box-west.png" /></ac:image></ac:rich-text-body></ac:structured-macro><h2>C. When the Pass Is Artificial</h2><p>{e(u("30C").text)}</p><hr /><h2>Club notes</h2><p>These are not part of the Law; they are how the Tuesday directors handle it.</p><ol><li>Write the auction down before you say anything at the table.</li><li>Read the relevant subsection aloud to all four players.</li></ol><ac:task-list>
<ac:task>
<ac:task-id>1</ac:task-id>
<ac:task-status>complete</ac:task-status>
<ac:task-body>Type Law 30 from the 1997 book</ac:task-body>
</ac:task>
<ac:task>
<ac:task-id>2</ac:task-id>
<ac:task-status>incomplete</ac:task-status>
<ac:task-body>Add the worked example for B2 <ac:link><ri:user ri:account-id="5b10ac8d82e05b22cc7d4ef5" /></ac:link> <time datetime="2026-03-01" />&nbsp;</ac:task-body>
</ac:task>
</ac:task-list><ac:structured-macro ac:name="children" ac:schema-version="2" ac:macro-id="3c2b1a09-8f7e-4d6c-b5a4-938271605f4e"><ac:parameter ac:name="all">true</ac:parameter></ac:structured-macro>"""
    with open(f"../dev/{NAME}.xml", "w", encoding="utf-8") as f:
        f.write(s)
    write_expected(
        NAME,
        "Blind trial 47: a Confluence page's storage format saved as .xml (a fragment, no root,\n"
        "undeclared ac:/ri: prefixes, &ndash; &rsquo; &nbsp;). Subsections and items numbered by <ol>\n"
        "(drawn 1. 2. 3. and a. b.), run-in subsection titles ending in '.', 30A inside an excerpt\n"
        "macro, an inline comment marker inside 30B1, 'Law 23' a link whose words are CDATA, an expand\n"
        "macro's example after 30B3, a page-properties table, toc, info panel and status before the\n"
        "law; after it a 'Club notes' part with its own numbered list, a task list, children.",
        1997, "en", U30,
        furniture=["Page owner", "Last reviewed", "DRAFT", "Typed from the 1997 Laws",
                   "Worked example (click to expand)", "North deals; West passes",
                   "Club notes", "Write the auction down before you say anything",
                   "Read the relevant subsection aloud", "Type Law 30 from the 1997 book",
                   "Add the worked example for B2"])
    dump_units(NAME, U30)


if __name__ == "__main__":
    build()
