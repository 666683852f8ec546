# Numeric, string and bytes literals. Cases are separated by "# ---" lines.
# --- decimal integers
0
1
123
00
000
# --- underscores in integers
1_000_000
0_0
1_2_3
# --- big integers
9223372036854775807
9223372036854775808
-9223372036854775808
123456789012345678901234567890123456789012345678901234567890
# --- hexadecimal
0x0
0xff
0XFF
0xDead_Beef
0x_1
0xffffffffffffffffffffffffffff
# --- octal
0o0
0o17
0O777
0o_7
0o1_2
# --- binary
0b0
0b1010
0B11
0b_1
0b1_0
# --- floats
1.0
1.
.5
0.0
00.5
1e10
1E10
1e+10
1e-10
1.5e3
.5e-3
1_0.0_1e1_0
0e0
# --- float reprs
0.1
0.2
0.30000000000000004
1e16
1e15
123456789012345678.0
1e-4
1e-5
0.0001
0.00001
1.7976931348623157e308
5e-324
2.2250738585072014e-308
# --- float overflow to inf
1e400
-1e400
# --- float underflow to zero
1e-400
# --- imaginary
1j
1J
1.5j
0j
1e3j
.5j
1_0j
10.j
# --- complex expressions
1 + 2j
1 - 2j
-1j
(1e400j)
# --- integer with leading zeros allowed only for zero
0_0_0
# --- short strings
'a'
"a"
''
""
'it''s'
"it's"
'say "hi"'
# --- string escapes
'\n\t\r\\\'\"\a\b\f\v\0'
# --- octal and hex escapes
'\1\12\123\400\777'
'\x00\x41\xff'
# --- unicode escapes
'\u0041\u20ac\U0001F600\U00000041'
'\N{LATIN SMALL LETTER A}\N{EURO SIGN}'
'\N{EMPTY SET}'
# --- lone surrogate escapes
'\ud800'
'\udfff'
'\ud83d\ude00'
# --- escaped newline in string
'a\
b'
# --- invalid escape is kept
'\d\w\q'
'\8\9'
# --- raw strings
r'\n'
r'\''
r"\""
r'\\'
R'a\b'
r'\N{EURO SIGN}'
# --- triple quoted strings
'''a'''
"""a"""
'''a
b'''
"""a
b
"""
''''''
""""quoted" text"""
'''it's'''
# --- triple quoted with escapes and quotes
'''a\nb\'''c'''
"""\"\"\""""
# --- triple quoted raw
r'''a\b
c'''
# --- unicode content
'日本語'
'emoji 😀'
'é'
'\u00e9'
'ｆｕｌｌ'
# --- non printable content in repr
'\x7f\x80\x9f\xa0\xad'
'\u200b\u2028\u2029\ufeff'
'\U000e0001'
# --- tab and control characters in string source
'	'
# --- u prefix
u'abc'
U"abc"
u'''abc'''
# --- bytes
b'a'
B'a'
b''
b"a"
b'''a
b'''
b'\x00\xff\n\t\\'
b'\101\0'
# --- bytes escapes kept verbatim
b'\d\u1234\N{X}'
# --- raw bytes
rb'\n'
br'\n'
Rb'\x00'
bR'\\'
RB'a'
BR'a'
# --- raw string prefixes all cases
r'a' R'a'
rb'a' rB'a' Rb'a' RB'a' br'a' bR'a' Br'a' BR'a'
# --- concatenation of str kinds
'a' r'\b' u'c' """d"""
# --- concatenation with u first is kind u
u'a' 'b'
# --- concatenation bytes
b'a' rb'\b' b'''c'''
# --- string quote selection in repr
'a\'b'
"a'b"
"a\"b"
'a\'b"c'
# --- docstrings
def f():
    """Docstring."""
class C:
    'docstring'
    x = 1
# --- long string
'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
# --- string with backslash at end of raw triple
r'''\
'''
# --- numbers adjacent to keywords
1if x else 2
[0x1for x in y]
1or 2
0b1and 0
1.0if x else 2
1jif x else 2
# --- ints and attribute access
1 .real
1..real
1.e1
# --- unary minus folding is not done by the parser
-1
-1.5
-1j
--1
# --- numbers of every kind in one expression
[0, 1_0, 0x1f, 0o17, 0b11, 1.5, 1e5, 1j, 1.5e-3j]
