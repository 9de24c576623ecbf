"""Shape 17: a two-page PDF handout made with fpdf2: a running header and a page number on each
page, one law flowing over the page break, some words hyphenated at line ends.
Every law sentence below is invented for this set."""
import sys
from fpdf import FPDF
from common import ROOT, U, write_expected

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONTB = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
SERIFB = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"

DEV = [
    U("74", "CONDUCT AND ETIQUETTE"),
    U("74A", "Proper Attitude"),
    U("74A1", None,
      "A player shall greet the opponents on arriving at a table and shall not comment on the "
      "result of the previous board while they are still within hearing."),
    U("74A2", None,
      "A player who is unhappy with the way the opponents conduct themselves shall call the "
      "Director rather than address them directly, and shall not raise his voice while waiting."),
    U("74B", "Etiquette of Procedure",
      "The following habits are discouraged at every table, whether or not the opponents "
      "object to them:"),
    U("74B1", None,
      "tapping the bidding cards on the table while waiting for an opponent to call, or arranging "
      "them noisily before his own turn;"),
    U("74B2", None,
      "reading the score of the board aloud before all four players have returned their cards "
      "to the board, or showing the traveller to anyone outside the table;"),
    U("74B3", None,
      "leaving the table during the play, unless the Director has been told and has given his "
      "permission in advance."),
    U("74C", "Breaches of Procedure",
      "The Director may penalise any of the following as a breach of procedure, taking account "
      "of the particular circumstances of the session:"),
    U("74C1", None,
      "placing a played card so that it points towards one particular opponent;"),
    U("74C2", None,
      "keeping the personal score card in view of the opponents while the board is still in "
      "play;"),
    U("74C3", None,
      "refusing to show the system card when an opponent asks to see it before the auction "
      "begins, or removing it from the table during the auction."),
]
DEV_HYPH = {"opponents": "oppo-nents", "penalise": "pen-alise", "discretion": "dis-cretion",
            "procedure": "pro-cedure", "particular": "par-ticular", "returned": "re-turned",
            "Director": "Direc-tor", "courtesy": "cour-tesy", "comment": "com-ment",
            "previous": "pre-vious", "themselves": "them-selves", "directly": "di-rectly",
            "waiting": "wait-ing", "arranging": "arrang-ing", "traveller": "trav-eller",
            "permission": "per-mission", "personal": "per-sonal", "refusing": "refus-ing",
            "removing": "remov-ing", "circumstances": "circum-stances", "advance": "ad-vance",
            "opponent": "oppo-nent", "arriving": "arriv-ing", "session": "ses-sion",
            "whether": "wheth-er", "anyone": "any-one", "outside": "out-side",
            "unless": "un-less", "refrain": "re-frain", "breach": None, "hearing": "hear-ing",
            "towards": "to-wards", "auction": "auc-tion", "begins": "be-gins"}

HELD = [
    U("36", "НЕДОПУСТИМЫЕ КОНТРЫ И РЕКОНТРЫ"),
    U("36A", "Контра на заявку партнёра",
      "Игрок, объявивший контру на заявку своего партнёра, должен сразу пригласить судью; до его "
      "прихода соперники вправе не делать своих заявок и не открывать коробки."),
    U("36B", "Реконтра без контры"),
    U("36B1", None,
      "Игрок, положивший на стол карточку реконтры, когда контры не было, должен оставить её на "
      "столе до прихода судьи и не брать из коробки других карточек."),
    U("36B2", None,
      "Судья, пришедший к столу, должен объяснить соперникам нарушителя, что:"),
    U("36B2(A)", None,
      "они могут сделать свою заявку так, как если бы реконтры не было, и никто не вправе "
      "требовать от них объяснений;"),
    U("36B2(B)", None,
      "их собственные заявки, сделанные до прихода судьи, остаются в силе, если только они сами "
      "не попросят их заменить."),
    U("36C", "Заявка уже сделана соперником",
      "Если следующий игрок уже сделал заявку, судья должен записать в протокол все заявки, "
      "сделанные после нарушения, и лишь затем решить, с какого места продолжается торговля "
      "и кому из игроков принадлежит очередь."),
    U("36D", "Повторное нарушение"),
    U("36D1", None,
      "Пара, которая во второй раз за одну сессию объявила недопустимую контру или реконтру, "
      "получает от судьи письменное предупреждение."),
    U("36D2", None,
      "За третье такое нарушение в той же сессии судья должен назначить этой паре штраф в "
      "размере четверти топа."),
]
HELD_HYPH = {"нарушитель": "на-рушитель", "соперникам": "сопер-никам", "реконтра": "ре-контра",
             "реконтру": "ре-контру", "реконтры": "ре-контры", "торговли": "тор-говли", "заявкой": "заяв-кой",
             "предупреждение": "предупре-ждение", "партнёра": "парт-нёра",
             "объявленная": "объяв-ленная", "отменяется": "отме-няется",
             "нарушение": "нару-шение", "сведения": "све-дения", "разрешены": "разре-шены",
             "продолжается": "продол-жается", "заменить": "за-менить", "обязан": "обя-зан",
             "следующей": "следу-ющей", "отсутствии": "отсут-ствии", "соперника": "сопер-ника",
             "законной": "закон-ной", "полученные": "получен-ные", "отменённой": "отменён-ной",
             "использованы": "использо-ваны", "розыгрыше": "розы-грыше",
             "неразрешёнными": "неразре-шёнными", "окончания": "окон-чания",
             "розыгрыша": "розы-грыша", "прежде": "преж-де", "недопустимая": "недопус-тимая",
             "недопустимую": "недопус-тимую", "замечено": "заме-чено", "прервана": "прер-вана",
             "наказания": "нака-зания", "объявила": "объя-вила", "письменное": "письмен-ное",
             "нарушителя": "нарушите-ля", "остаются": "оста-ются", "назначить": "назна-чить",
             "четверти": "чет-верти", "правилам": "пра-вилам", "очереди": "оче-реди",
             "выбору": "вы-бору", "сообщить": "сооб-щить", "торговле": "тор-говле",
             "течение": "те-чение", "пригласить": "пригла-сить",
             "соперники": "сопер-ники", "открывать": "откры-вать", "карточку": "кар-точку",
             "карточек": "карто-чек", "объяснить": "объяс-нить", "объяснений": "объяс-нений",
             "собственные": "собствен-ные", "заменить.": "заме-нить.", "протокол": "прото-кол",
             "продолжается": "продол-жается", "принадлежит": "принадле-жит", "требовать": "тре-бовать",
             "пришедший": "при-шедший", "сделанные": "сделан-ные"}


class Handout(FPDF):
    def __init__(self, header_text, page_fmt, **kw):
        super().__init__(format="A5", unit="mm")
        self.header_text = header_text
        self.page_fmt = page_fmt
        self.add_font("S", "", FONT)
        self.add_font("S", "B", FONTB)
        self.add_font("R", "", SERIF)
        self.add_font("R", "B", SERIFB)
        self.set_margins(16, 22, 16)
        self.set_auto_page_break(False)

    def header(self):
        self.set_font("S", "", 8)
        self.set_text_color(110, 110, 110)
        self.set_xy(16, 9)
        self.cell(0, 5, self.header_text, align="R")
        self.line(16, 15, self.w - 16, 15)
        self.set_text_color(0, 0, 0)

    def footer(self):
        self.set_font("S", "", 8)
        self.set_xy(16, self.h - 13)
        self.cell(0, 5, self.page_fmt.format(n=self.page_no(), total=2), align="C")


RU_VOWELS = "аеёиоуыэюя"


def auto_ru(word, pdf, cur, avail):
    """A typesetter's hyphenation of a Russian word: after a vowel, three letters at least on
    each side, the second part not starting with ь, ъ or й; the rightmost point that fits."""
    if len(word) < 7 or not word.isalpha():
        return None
    best = None
    for i in range(3, len(word) - 2):
        if word[i - 1].lower() in RU_VOWELS and word[i] not in "ьъй":
            if pdf.get_string_width(cur + " " + word[:i] + "-") <= avail:
                best = word[:i] + "-" + word[i:]
    return best


def wrap(pdf, text, width, hyph, first_indent=0.0):
    """Greedy wrap; a word that straddles the line end is split at its hyphenation point when
    that point is known and the first part fits."""
    words = text.split(" ")
    lines, cur = [], ""
    avail = width - first_indent
    i = 0
    while i < len(words):
        w = words[i]
        trial = (cur + " " + w) if cur else w
        if pdf.get_string_width(trial) <= avail:
            cur = trial
            i += 1
            continue
        core = w.rstrip(",.;:")
        punct = w[len(core):]
        h = hyph.get(core) or (auto_ru(core, pdf, cur, avail) if hyph is HELD_HYPH else None)
        if h and cur:
            a, b = h.split("-", 1)
            if pdf.get_string_width(cur + " " + a + "-") <= avail:
                lines.append(cur + " " + a + "-")
                words[i] = b + punct
                cur = ""
                avail = width
                continue
        lines.append(cur)
        cur = ""
        avail = width
    if cur:
        lines.append(cur)
    return lines


def build(units, hyph, law_header, sect_letters, item_fmt, header_text, page_fmt,
          intro, outro, out, size=12, lh=5.6, lines_page1=None):
    pdf = Handout(header_text, page_fmt)
    width = pdf.w - 32
    flow = []   # (kind, text, indent)
    flow.append(("intro", intro, 0))
    flow.append(("law", law_header, 0))
    for u in units[1:]:
        tail = u.ref[len(units[0].ref):]
        if len(tail) == 1:
            flow.append(("sect", f"{sect_letters[tail]}. {u.title}", 0))
            if u.text:
                flow.append(("para", u.text, 0))
        elif "(" not in tail:
            flow.append(("para", f"{tail[1]}. {u.text}", 5))
        else:
            flow.append(("para", item_fmt(tail[tail.index('(') + 1]) + " " + u.text, 10))
    flow.append(("outro", outro, 0))

    # lay out into lines
    lines = []   # (font style, size, indent, text, gap_before)
    for kind, text, ind in flow:
        if kind == "law":
            pdf.set_font("R", "B", size + 1.5)
            for ln in wrap(pdf, text, width, {}):
                lines.append(("R", "B", size + 1.5, 0, ln, 3))
        elif kind == "sect":
            pdf.set_font("R", "B", size)
            lines.append(("R", "B", size, 0, text, 2))
        elif kind in ("intro", "outro"):
            pdf.set_font("S", "", 8.5)
            for ln in wrap(pdf, text, width, {}):
                lines.append(("S", "", 8.5, 0, ln, 2 if kind == "outro" else 0))
        else:
            pdf.set_font("R", "", size)
            for k, ln in enumerate(wrap(pdf, text, width - ind, hyph)):
                lines.append(("R", "", size, ind, ln, 0))
    pdf.add_page()
    y = 20
    bottom = pdf.h - 18
    count = 0
    for fam, sty, sz, ind, text, gap in lines:
        if y + gap + lh > bottom or (lines_page1 is not None and count == lines_page1):
            pdf.add_page()
            y = 20
            gap = 0
        y += gap
        pdf.set_font(fam, sty, sz)
        pdf.set_xy(16 + ind, y)
        pdf.cell(0, lh, text)
        y += lh
        count += 1
    assert pdf.page_no() == 2, pdf.page_no()
    pdf.output(out)
    return lines


def dev():
    out = f"{ROOT}/dev/handout-pdf-law74-2017.pdf"
    lines = build(DEV, DEV_HYPH, "LAW 74 \u2013 CONDUCT AND ETIQUETTE", dict(zip("ABC", "ABC")),
                  lambda c: f"({c.lower()})", "Club handout \u2014 Laws 2017", "Page {n} of {total}",
                  "Eastmere Bridge Club \u00b7 handout for the Thursday duplicate",
                  "Questions about this handout go to the duty director at the front desk.",
                  out, lines_page1=22)
    write_expected(
        f"{ROOT}/dev/handout-pdf-law74-2017.expected.yaml",
        """Shape 17: a two-page A5 PDF handout (fpdf2, DejaVu fonts): a running header "Club handout —
Laws 2017" over a rule and "Page n of 2" at the foot of each page; a club line above the law
and a note below it; the law flows over the page break, which falls inside 74B3 and inside the
hyphenated "per-" / "mission"; other words hyphenated at line ends ("oppo-\\nnents"), which a
reader joins. Every sentence invented.""",
        2017, "en", DEV,
        furniture=["Club handout", "Laws 2017", "Page 1 of 2", "Page 2 of 2", "Eastmere Bridge Club",
                   "duty director at the front desk"])
    return lines


def held():
    out = f"{ROOT}/heldout/pamyatka-pdf-pravilo36-1997.pdf"
    lines = build(HELD, HELD_HYPH, "Правило 36. НЕДОПУСТИМЫЕ КОНТРЫ И РЕКОНТРЫ",
                  dict(zip("ABCD", "АБВГ")), lambda c: "абвг"["ABCD".index(c)] + ")",
                  "Памятка клуба \u2014 Законы 1997", "\u2013 {n} \u2013",
                  "Бридж-клуб «Ладога» · памятка для начинающих игроков · выпуск 4",
                  "Памятку подготовил судья клуба; замечания оставляйте у стойки регистрации.",
                  out, lines_page1=23)
    write_expected(
        f"{ROOT}/heldout/pamyatka-pdf-pravilo36-1997.expected.yaml",
        """Shape 17: a club's two-page A5 PDF handout (fpdf2, DejaVu fonts): a running header «Памятка
клуба — Законы 1997» over a rule and «– 1 –», «– 2 –» at the foot of each page; a club line above
the law and a note below it; the law flows over the page break (36C runs on to page 2); Russian
words hyphenated at line ends («на-\\nрушитель»), joined by a reader; items «а)». Every sentence
invented.""",
        1997, "ru", HELD,
        furniture=["Памятка клуба", "Законы 1997", "Ладога", "памятка для начинающих",
                   "Памятку подготовил судья клуба"])
    return lines


if __name__ == "__main__":
    for f in (dev, held):
        ls = f()
        for i, l in enumerate(ls):
            print(i, l[4])
        print("-----")
