#!/usr/bin/env python3
"""Records CPython's errors for the scanner's error cases.

Run from this directory with CPython 3.11:  python3 gen.py
It writes errors.json: one object per case with the source (hex-encoded,
as the scanner sees bytes) and CPython's SyntaxError fields, obtained by
compile(src, '<test>', 'exec'). scanner_test.go checks the scanner
reports the same error. Every case must be one CPython rejects from its
tokenizer (or from decoding a literal), so that the scanner, not the
parser, is what must report it.
"""
import json
import sys

CASES = [
    # numbers
    b'x = 1abc', b'1_', b'1__0', b'1__', b'0x', b'0xg', b'0x_', b'0x1_', b'0xfg',
    b'0o8', b'0o', b'0o1_', b'0o7a', b'0o78', b'0b2', b'0b', b'0b1_', b'0b1a', b'0b12',
    b'012', b'0_7', b'09', b'x = 00012', b'1e', b'1e+', b'1.e+', b'1e1_', b'1j2',
    b'1.5_', b'1_e5', b'1._5', b'1.5j_', b'5_j', b'0_j', b'1.5e-3x', b'.5a',
    b'x = [1, 2,\n  3abc]',
    # strings
    b'x = "abc', b"x = 'abc\ny = 1", b'x = """abc\n\n', b"x = '\\\n", b"x = '''",
    b'x = """abc\ndef', b'rb"abc', b'f"abc', b"f'''abc", b'x = 1\n"""\n\n\n',
    b"s = 'a\\'", b'x = (\n  "abc\n)',
    # encodings
    b'\xff = 1', b'x = 1\ny = 2 \xed\xa0\x80', b'x = "ab\xffcd"', b'x = 1\ny = "\xe9\xe9"',
    b'x = "\xc3"\n', b'a\x00b',
    # characters
    b'x = $', b'x = ?', b'x = `', b'a = 1 $ 2', b'x = \xe2\x82\xac', b'x = \xc2\xa0',
    b'x = \xe2\x80\x8b', b'\xf0\x9f\x98\x80 = 1', b'\xcc\x80 = 1', b'ab\xe2\x82\xacd = 1',
    b'\xef\xbb\xbf\xef\xbb\xbfx = 1',
    # brackets
    b'(\n1', b'x = )', b'(]', b'[\n\n(\n)\n)', b'(' * 201, b'(' * 200, b'x = (1,\n',
    b'x = [1,\n  2', b'foo(a, [b,\n c)', b'x = {1: (2]}', b'x = \xc3\xa9 + (1]',
    b'x = 1\n]', b'x = {\n', b'((x)',
    # continuation lines
    b'x = \\ 1', b'x=1\ny = \\ 1', b'x = 1 \\', b'\\', b'x = (1 \\', b'if x:\n  y \\',
    b'x = 1 \\\n', b'x = 1 \\#\n',
    # indentation
    b'if 1:\n  x\n y', b'if 1:\n  x\n y  # c\n', b'if 1:\n  \xc3\xa9\n y\n',
    b'if 1:\n\tx\n        y\n', b'if 1:\n        x\n\ty\n', b'if 1:\n  if 2:\n    x\n   y\n',
    b'if 1:\n    x\n  \ty\n',
    b'def f():\n' + b''.join(b' ' * i + b'if 1:\n' for i in range(1, 102)),
    # f-strings (Python 3.11's messages and positions)
    b'f"{x"', b'f"}"', b'f"{x!r"', b'f"{"', b'f"{x:{y}"', b'f"{x#}"', b"f\"{'\\n'}\"",
    b'f"{x)}"', b'f"{x(}"', b'f"{x:{y:{z}}}"', b'f"{"a"}"', b'f"{x}}"', b'f"}" + 1',
    b'f"{x\n}"', b'f"{x:\n}"', b'f"{x} { y"', b'f"{x!r:>{w}" + 1', b'f"a}b"',
    b'f"""{x\n}}"""', b'y = f"{x" "abc" # c', b'f"{x]}"', b'f"{f\'{x}\'\'}"',
    b'f"{x:{y:{z}}}" + 1', b'f"{a[1)}"',
]


# Token streams, checked against the tokenize module (3.11 has no
# FSTRING_* tokens, so f-strings are tested in scanner_test.go by hand).
TOKEN_CASES = [
    'x = 1\n',
    'x = 1',
    'if x:\n    y = 2\n    z = 3\nw = 4\n',
    'if x:\n    if y:\n        pass\n# comment\n\n  # indented comment\nelse:\n  pass',
    'def f(a, *b, c=1, **d) -> int:\n    return a @ b\n',
    'x = (1,\n     2)\ny = [\n  3,\n]\n',
    'x = 1 + \\\n    2\n',
    'a += 1; b -= 2; c *= 3; d /= 4; e //= 5; f %= 6; g **= 7\n',
    'h >>= 1; i <<= 2; j &= 3; k |= 4; l ^= 5; m @= 6\n',
    'a == b != c <= d >= e < f > g\n',
    'x = a if b else c\n',
    '(x := 5)\n',
    'x[1:2, ...]\n',
    'lambda: ~x << 2 >> 3 ** -4\n',
    'x = 0xFF + 0o17 + 0b101 + 1_000 + 1.5 + .5 + 1. + 1e10 + 1.5e-3 + 1j + 2.5J + 0_0 + 00\n',
    'x = 1if y else 2\n',
    'x = 0x1for y in z\n',
    's = "a" \'b\' """c\nd""" \'\'\'e\'\'\' r"\\\\" b"x" rb\'y\' BR"z" u"w" U\'v\'\n',
    's = "a\\"b"\n',
    's = "a\\\nb"\n',
    'ab"x"\n',
    'def f():\n\tif x:\n\t\treturn 1\n\treturn 2\n',
    'x = 1\n\x0c\ny = 2\n',
    'class C:\n    def f(self):\n        pass\n\n\n\nx = 1\n',
    'x = 1  # comment\n',
    '# only a comment',
    '',
    '\n\n',
    'async def f():\n    await x\n',
    'match x:\n    case [a, *_]:\n        type = 1\n',
    'x = \xe9t\xe9 + \u03c0\n',
    'x = "\u20ac" + "caf\xe9"\n',
    'x = (\n  1 # c\n  ,2)\n',
    'if True:\n    x = """\n  abc\n"""\n    y = 1\n',
    '@dec\nclass A(B, metaclass=M): ...\n',
    'print(*a, **k)\n',
    'x = a.b.c\n',
    'if x:\n  pass\n  \n',
    'if x:\n  pass\n  ',
    'x = {1: 2, **y}\n',
    'x -> y\n',
]


def tokens(src):
    import io
    import token
    import tokenize
    out = []
    for t in tokenize.generate_tokens(io.StringIO(src).readline):
        if t.type in (tokenize.NL, tokenize.COMMENT):
            continue
        name = token.tok_name[t.exact_type]
        out.append([name, t.string if t.type in (token.NAME, token.NUMBER, token.STRING) else '',
                    t.start[0], t.start[1], t.end[0], t.end[1]])
    return out


# Literals whose values decodeString / parseNumber / decodeFStringPart
# must compute as eval does.
STRING_CASES = [
    r'"abc"', r"'abc'", r'"""a\nb"""', r"'''x'''", r'"\\ \' \" \a \b \f \n \r \t \v"',
    r'"\0 \7 \12 \123 \777 \1234"', r'"\x41\xff\x00"', r'"\u20ac \U0001F600 \ud800 \udfff"',
    r'"\N{LATIN SMALL LETTER A}\N{EURO SIGN}\N{latin capital letter b}"',
    r'"\N{CJK UNIFIED IDEOGRAPH-4E00}\N{HANGUL SYLLABLE GAG}\N{HANGUL SYLLABLE I}"',
    r'"\N{LINE FEED}\N{NBSP}\N{BYTE ORDER MARK}\N{VS1}\N{VS17}\N{LATIN CAPITAL LETTER GHA}"',
    r'"\q \d \% \8 \9"', '"caf\xe9 \u20ac \U0001F600"', r'r"\n\x\N"', r'R"\\"', r"r'\''",
    r'u"abc"', r'U"\x41"', '"a\\\nb"', '"""a\\\nb"""', '"""a\r\nb"""', '"""a\rb"""',
    r'b"abc"', r'b"\x41\xff\777\0"', r'b"\u1234\N{DASH}\q"', r'br"\x"', r'Rb"\n"', r'B"\\\""',
    '"\\\r\nx"', "''", 'b""',
    # errors
    r'"\x4"', r'"ab\x4zz"', r'"\u12zz"', r'"a\N{foo}b"', r'"\N{foo"', r'"\Nx"', r'"\N"', r'"\N{}"',
    r'"\U0011000"', r'"\U00110000z"', r'"\x"', '"\xe9\\x4zz"', '"\u20ac\\x4zz"',
    r'"\N{LATIN SMALL LETTER A}\x4"', r'"\N{TANGUT IDEOGRAPH-17000}"', r'"\N{CJK UNIFIED IDEOGRAPH-4e00}"',
    r'b"\x4"', r'b"ab\xzz"', 'b"\xe9"', '"\\\xe9\\x4"',
]

NUMBER_CASES = [
    '0', '00', '0_0', '1', '123', '1_000_000', '9223372036854775807', '9223372036854775808',
    '123456789012345678901234567890', '0x7fffffffffffffff', '0xFFFFFFFFFFFFFFFF', '0XdeadBEEF',
    '0o17', '0O777', '0b101', '0B1_0', '0x_f', '1.5', '1.', '.5', '1e10', '1E-5', '1.5e+3',
    '1_000.000_1', '1e999', '1e-400', '0.1', '2.5e-324', '1.7976931348623157e308',
    '1j', '2.5J', '1e3j', '0j', '1_0j', '09.5', '09j', '0e0', '00.5', '3.141592653589793238462643383279',
    '123456789012345678901234567890.0',
]

FSTRING_PART_CASES = [
    # (raw text, is_raw)
    ('abc', False), ('{{a}}', False), (r'\n\t', False), (r'\N{EURO SIGN}', False), (r'\d', True),
    (r'a\x41{{', False), (r'\x4', False), (r'\{{', False), ('\u20ac', False), (r'\N{foo}', False),
]


def value_repr(src):
    try:
        v = eval(src)
    except SyntaxError as e:
        return {'error': e.msg}
    return {'repr': repr(v), 'type': type(v).__name__}


def main():
    import warnings
    warnings.simplefilter('ignore')
    with open('literals.json', 'w') as f:
        json.dump({
            'strings': [dict(lit=s, **value_repr(s)) for s in STRING_CASES],
            'numbers': [dict(lit=s, **value_repr(s)) for s in NUMBER_CASES],
            'fstring_parts': [dict(raw=r, is_raw=ir, **value_repr(('rf"' if ir else 'f"') + r + '"'))
                              for r, ir in FSTRING_PART_CASES],
        }, f, indent=1, ensure_ascii=False)
        f.write('\n')
    with open('tokens.json', 'w') as f:
        json.dump([{'src': src, 'tokens': tokens(src)} for src in TOKEN_CASES], f, ensure_ascii=False)
        f.write('\n')
    out = []
    for src in CASES:
        try:
            compile(src, '<test>', 'exec')
        except SyntaxError as e:
            out.append({
                'src': src.decode('utf-8', 'backslashreplace'),
                'hex': src.hex(),
                'kind': type(e).__name__,
                'msg': e.msg,
                'lineno': e.lineno or 0,
                'offset': e.offset or 0,
                'end_lineno': e.end_lineno or 0,
                'end_offset': e.end_offset or 0,
            })
            continue
        sys.exit(f'CPython accepts {src!r}: not a scanner error case')
    with open('errors.json', 'w') as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write('\n')


if __name__ == '__main__':
    main()
