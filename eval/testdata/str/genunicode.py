"""Generates the tables of eval/unicode.go from CPython's unicodedata.

Usage: python3 genunicode.py > tables.txt, then paste between the
BEGIN/END GENERATED markers of eval/unicode.go (done by regen below).
Run with CPython 3.11 (Unicode 14.0), the oracle.
"""
import sys, unicodedata, re

def go_str(s):
    return '"' + ''.join(c if 32 <= ord(c) < 127 and c not in '"\\' else '\\U%08x' % ord(c) for c in s) + '"'

def mapping(name, doc, pred):
    out = [f'// {doc}', f'var {name} = map[rune]string{{']
    for c in range(0x110000):
        ch = chr(c)
        r = pred(ch)
        if r is not None:
            out.append(f'\t0x{c:04X}: {go_str(r)},')
    out.append('}')
    return '\n'.join(out)

def ranges(name, doc, pred):
    rs = []
    start = None
    for c in range(0x110001):
        ok = c < 0x110000 and pred(chr(c))
        if ok and start is None:
            start = c
        elif not ok and start is not None:
            rs.append((start, c - 1))
            start = None
    out = [f'// {doc}', f'var {name} = &unicode.RangeTable{{']
    r16 = [r for r in rs if r[1] <= 0xFFFF]
    r32 = [r for r in rs if r[1] > 0xFFFF]
    out.append('\tR16: []unicode.Range16{')
    for a, b in r16:
        out.append(f'\t\t{{0x{a:04X}, 0x{b:04X}, 1}},')
    out.append('\t},')
    if r32:
        out.append('\tR32: []unicode.Range32{')
        for a, b in r32:
            out.append(f'\t\t{{0x{a:04X}, 0x{b:04X}, 1}},')
        out.append('\t},')
    out.append('}')
    return '\n'.join(out)

parts = [
    mapping('strUpperSpecial', 'strUpperSpecial: code points whose str.upper() is several characters.',
            lambda ch: ch.upper() if len(ch.upper()) > 1 else None),
    mapping('strLowerSpecial', 'strLowerSpecial: code points whose str.lower() is several characters.',
            lambda ch: ch.lower() if len(ch.lower()) > 1 else None),
    mapping('strTitleSpecial', 'strTitleSpecial: code points whose str.title() is several characters.',
            lambda ch: ch.title() if len(ch.title()) > 1 else None),
    mapping('strFoldSpecial', 'strFoldSpecial: code points whose str.casefold() differs from str.lower().',
            lambda ch: ch.casefold() if ch.casefold() != ch.lower() else None),
    ranges('strDigitExtra', 'strDigitExtra: str.isdigit() but not str.isdecimal() (Numeric_Type=Digit).',
           lambda ch: ch.isdigit() and not ch.isdecimal()),
    ranges('strNumericExtra', 'strNumericExtra: str.isnumeric() outside general category N (CJK numerals).',
           lambda ch: ch.isnumeric() and unicodedata.category(ch)[0] != 'N'),
]
body = '\n\n'.join(parts)

if len(sys.argv) > 1:
    path = sys.argv[1]
    src = open(path).read()
    src = re.sub(r'(// BEGIN GENERATED.*?\n).*(// END GENERATED)', lambda m: m.group(1) + body + '\n' + m.group(2), src, flags=re.S)
    open(path, 'w').write(src)
else:
    print(body)
