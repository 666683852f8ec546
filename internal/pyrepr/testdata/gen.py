#!/usr/bin/env python3
"""Write repr.json: CPython 3.11's repr of floats, complex numbers, str and bytes.

    python3 internal/pyrepr/testdata/gen.py

floats:  [float.hex(x), repr(x)]            (hex is exact; "inf", "-inf", "nan")
complex: [float.hex(re), float.hex(im), repr(complex(re, im))]
str:     [[code points...], repr(s)]         (code points may be lone surrogates)
bytes:   [[byte values...], repr(b)]
printable: [lo, hi] ranges of the code points for which str.isprintable()
         holds (CPython 3.11: Unicode 14.0)

Values are chosen to hit the edges of each repr: the switch between fixed
and exponent notation (1e16, 1e-4/1e-5), shortest round-trip digits,
halfway cases, subnormals, signed zeros, quotes and escapes, unprintable
code points of every category. Random values use a fixed seed.
"""

import json
import math
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def floats():
    out = []
    add = out.append
    for x in [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, 1.5, 2.5, 0.1, 0.2, 0.3,
              0.1 + 0.2, 1 / 3, 2 / 3, 100.0, 123.456, 1e22, 1e23, 2.0 ** 53, 2.0 ** 53 + 2,
              2.0 ** 63, 2.0 ** 64, 9007199254740993.0, 5e-324, 1e-323, 2.2250738585072009e-308,
              2.2250738585072014e-308, sys.float_info.max, math.pi, math.e, 1e308, 1.7976931348623157e308,
              123456789.0, 1234567890123456.0, 12345678901234567.0, 0.000123, 0.0000123,
              3.14159, 299792458.0, 6.02214076e23, 1.602176634e-19, 4.35, 0.07, 1.1, 2.675, 1.005]:
        add(x)
    # Powers of ten and their neighbours across the whole range.
    for k in range(-325, 309):
        x = float(f"1e{k}")
        add(x)
        if k % 7 == 0 or -8 <= k <= 20:
            add(math.nextafter(x, math.inf))
            add(math.nextafter(x, 0.0))
    # The fixed/exponent boundaries.
    for x in [1e16, 9999999999999998.0, 1e16 - 2, 1e16 + 2, 9.999999999999999e15, 1e15, 1e17,
              0.0001, 0.00009999999999999999, 0.00001, 0.0000999, 0.00011, 1e-4 * 0.99999999]:
        add(x)
        add(-x)
    # Subnormals.
    for k in range(0, 53, 3):
        add(5e-324 * (2 ** k))
        add(math.nextafter(2.2250738585072014e-308, 0.0) / (2 ** k))
    # Halfway and short-digit cases.
    for n in range(1, 40):
        add(n / 8)
        add(n / 10)
        add(n * 0.1)
        add(float(n) * 1e15 + 0.5)
    # Integral values near the 1e16 switch.
    for d in range(1, 18):
        add(float(10 ** d - 1))
        add(float(10 ** d + 1))
    # Random bit patterns and random decimal strings.
    rnd = random.Random(3110)
    for _ in range(160):
        x = struct.unpack("<d", struct.pack("<Q", rnd.getrandbits(64)))[0]
        if not math.isnan(x):
            add(x)
    for _ in range(120):
        add(float(f"{rnd.randint(1, 99999999)}e{rnd.randint(-30, 30)}"))
    for _ in range(60):
        add(rnd.uniform(-1000, 1000))
    seen = set()
    res = []
    for x in out:
        h = x.hex()
        if h in seen:
            continue
        seen.add(h)
        res.append([h, repr(x)])
    return res


def complexes():
    parts = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 1e16, 1e-5, 1e-4, 123.456, math.inf, -math.inf, math.nan,
             5e-324, 1e300, 2.0 ** 53, 1e15, 0.1]
    res = []
    for re in parts:
        for im in parts:
            res.append([re.hex(), im.hex(), repr(complex(re, im))])
    return res


def strs():
    cases = []
    add = cases.append
    for s in ["", "a", "abc", "'", '"', "'\"", "it's", 'say "hi"', "both ' and \"", "\\", "\\'", "a\\b",
              "\t\n\r", "\x00", "\x07\x08\x0b\x0c", "\x1b[0m", "\x7f", "\x80", "\x9f", "\xa0", "\xad", "\xff",
              "é", "café", "ß", "ǅ", "\u0300", "e\u0301", "\u0378", "\u2028", "\u2029", "\u0085",
              "\u200b", "\u200d", "\u2060", "\ufeff", "\ufffd", "\uffff", "\ue000", "\uf8ff", "\U000f0000",
              "\U0010ffff", "\U000e0001", "\U000e0020", "日本語", "한국어", "العربية", "עברית", "हिन्दी",
              "😀", "👍🏽", "🇫🇷", "\U0001f9ff", "\U0001fa70", "\u3000", "\u1680", "\u2000", "\u202f", "\u205f",
              "𝔘𝔫𝔦", "\U00010000", "\U0001d400", "\U00020000", "\U0002fa1d", "\U00030000", "\U000e0100",
              "\u061c", "\u180e", "\u00b7", "\u037e", "\u1d00", "\u2e80", "\ua000", "\U00016fe4",
              "a'b\"c\\d\ne", "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f",
              "".join(chr(c) for c in range(0x20, 0x7f))]:
        add([ord(c) for c in s])
    for cp in range(0, 0x100):
        add([cp])
    for cp in [0xD800, 0xDBFF, 0xDC00, 0xDFFF]:
        add([cp])
        add([0x61, cp, 0x62])
    add([0xD83D, 0xDE00])
    rnd = random.Random(311)
    for _ in range(120):
        n = rnd.randint(1, 6)
        add([rnd.choice([rnd.randint(0, 0x7f), rnd.randint(0x80, 0x7ff), rnd.randint(0x800, 0xffff),
                         rnd.randint(0x10000, 0x10ffff)]) for _ in range(n)])
    return [[cps, repr("".join(chr(c) for c in cps))] for cps in cases]


def byteses():
    cases = [b"", b"a", b"'", b'"', b"'\"", b"\\", b"\t\n\r", b"\x00\x7f\x80\xff", bytes(range(256)),
             b"it's", b'say "hi"', b"\xe2\x82\xac"]
    for b in range(256):
        cases.append(bytes([b]))
    rnd = random.Random(312)
    for _ in range(40):
        cases.append(bytes(rnd.randint(0, 255) for _ in range(rnd.randint(1, 8))))
    return [[list(b), repr(b)] for b in cases]


def printable_ranges():
    """The [lo, hi] ranges of code points for which str.isprintable() holds."""
    res = []
    start = None
    for cp in range(0x110000 + 1):
        ok = cp < 0x110000 and chr(cp).isprintable()
        if ok and start is None:
            start = cp
        elif not ok and start is not None:
            res.append([start, cp - 1])
            start = None
    return res


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit(f"gen.py must run under CPython 3.11, not {sys.version}")
    data = {"floats": floats(), "complex": complexes(), "str": strs(), "bytes": byteses(),
            "printable": printable_ranges()}
    with open(os.path.join(HERE, "repr.json"), "w", encoding="utf-8", newline="\n") as f:
        f.write("{\n")
        keys = list(data)
        for i, k in enumerate(keys):
            f.write(f' "{k}": [\n')
            rows = data[k]
            for j, row in enumerate(rows):
                f.write("  " + json.dumps(row, ensure_ascii=True) + ("," if j < len(rows) - 1 else "") + "\n")
            f.write(" ]" + ("," if i < len(keys) - 1 else "") + "\n")
        f.write("}\n")
    print(", ".join(f"{len(v)} {k}" for k, v in data.items()))


if __name__ == "__main__":
    main()
