#!/usr/bin/env python3
"""FidoNet echomail message as a DOS point's GoldED keeps it in an Opus
*.MSG area: 190-byte FTS-0001 binary header, then CP866 body with CR-only
line ends, ^A kludges, a quote of the other man's letter, tearline,
Origin, SEEN-BY and ^APATH.  Section "А" is typed with a Latin A
(keyboard layout slip).  CP866 byte 0x8D is the letter 'Н' - the same
value as the FidoNet "soft CR", so readers that strip soft CRs eat the
capital EN of "Нарушения"."""
import os
import struct

from _common import HERE, U, wrap, write_expected

NAME = "417"

LAW = [
    U("74", "Закон 74 -", "Поведение и этикет", None),
    U("74A", "A.", "Надлежащее отношение", None),  # Latin 'A' as typed
    U("74A1", "1.", None,
      "Каждый участник обязан сохранять вежливость по отношению к партнеру, "
      "противникам и судье на протяжении всей сессии."),
    U("74A2", "2.", None,
      "Игрок должен избегать замечаний и жестов, способных смутить другого "
      "участника или испортить ему удовольствие от игры."),
    U("74B", "Б.", "Этикет",
      "В соответствии с хорошим тоном игроку следует:"),
    U("74B1", "1.", None,
      "уделять игре одинаковое внимание независимо от того, удачно ли "
      "складывается для него сдача;"),
    U("74B2", "2.", None,
      "не обсуждать ход розыгрыша до тех пор, пока последняя карта сдачи "
      "не будет сыграна;"),
    U("74B3", "3.", None,
      "не задерживать игру без надобности, чтобы другие столы не были "
      "вынуждены его ожидать."),
    U("74C", "В.", "Нарушения процедуры",
      "Нарушением надлежащей процедуры считается, в частности:"),
    U("74C1", "1.", None,
      "демонстрация удовлетворения или досады по поводу сыгранной карты "
      "или полученного результата;"),
    U("74C2", "2.", None,
      "изменение темпа игры с целью ввести противника в заблуждение; "
      "при этом:"),
    U("74C2(A)", "а)", None,
      "судья оценивает, имелась ли у игрока очевидная причина для "
      "раздумья;"),
    U("74C2(B)", "б)", None,
      "повторное нарушение может повлечь дисциплинарный штраф, налагаемый "
      "главным судьей турнира."),
]


def law_lines():
    out = []
    for u in LAW:
        lv = u["level"]
        if lv == 0:
            out += ["", "%s %s" % (u["label"], u["title"]), ""]
        elif lv == 1:
            out.append("%s %s" % (u["label"], u["title"]))
            if u["text"]:
                out += wrap(u["text"], 76, "   ", "   ")
        elif lv == 2:
            out += wrap(u["text"], 76, "   %s " % u["label"], "      ")
        else:
            out += wrap(u["text"], 76, "      %s " % u["label"], "         ")
    return out


def main():
    body = [
        "\x01MSGID: 2:5020/1402.17 33774e1c",
        "\x01REPLY: 2:5030/611 3376f0a2",
        "\x01PID: GED 2.50.B1016+",
        "\x01CHRS: CP866 2",
        "Привет, Alexander!",
        "",
        " 11 Май 97 18:40, Alexander Kovalev -> All:",
        "",
        " AK> Кто-нибудь может кинуть текст 74-го закона по-русски? У нас в",
        " AK> клубе опять спор про поведение за столом, а книжка одна на всех.",
        "",
        "Лови. Набирал сам с бумажной книжки, так что за опечатки не бей.",
    ] + law_lines() + [
        "",
        "Вот так. Hайдешь расхождения с английским оригиналом - пиши сюда.",
        "",
        "С уважением, Сергей.",
        "",
        "--- GoldED 2.50.B1016+",
        " * Origin: Три бубны без козыря, Москва (2:5020/1402.17)",
        "SEEN-BY: 50/12 5020/52 400 1402 5030/611",
        "\x01PATH: 5020/1402 52 50/12",
    ]
    text = "\r".join(body) + "\r"
    data = text.encode("cp866") + b"\x00"
    assert b"\x8d" in data  # capital EN is present

    def fld(s, n):
        b = s.encode("cp866")
        assert len(b) < n
        return b + b"\x00" * (n - len(b))

    hdr = (fld("Sergey Kuznetsov", 36) + fld("Alexander Kovalev", 36) +
           fld("Re: Закон 74 по-русски", 72) + fld("12 May 97  21:03:15", 20) +
           struct.pack("<HHHHHH", 0, 611, 1402, 0, 5020, 5030) +
           struct.pack("<HHHH", 2, 2, 0, 17) +  # zones/points (FSC-0045-ish fill)
           struct.pack("<HHH", 416, 0x0000, 0))
    assert len(hdr) == 190, len(hdr)
    with open(os.path.join(HERE, NAME + ".msg"), "wb") as f:
        f.write(hdr + data)
    write_expected(NAME, 1997, "ru", LAW, furniture=[
        "Кто-нибудь может кинуть текст 74-го закона по-русски?",
        "Набирал сам с бумажной книжки",
        "--- GoldED 2.50.B1016+",
        "* Origin: Три бубны без козыря, Москва (2:5020/1402.17)",
        "SEEN-BY: 50/12 5020/52 400 1402 5030/611",
    ])


if __name__ == "__main__":
    main()
