"""Random calls into decimal, fractions, datetime, struct, json, re, statistics, textwrap."""
import random, sys
r = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
D = ["Decimal('1.25')", "Decimal('-2.5')", "Decimal('0')", "Decimal('-0')", "Decimal('1E+3')", "Decimal('NaN')", "Decimal('sNaN')",
     "Decimal('Infinity')", "Decimal('123.456789')", "Decimal(0.1)", "Decimal('1e-30')", "Decimal(7)", "Decimal('9.995')"]
F = ["Fraction(1, 3)", "Fraction(-7, 2)", "Fraction(0)", "Fraction('3.1415926535')", "Fraction(22, 7)", "Fraction(1.1)"]
other = ['1', '2.5', '0', "float('nan')", "float('inf')", '-3', 'None', "'1'", '2**70']
L1 = ['\"\"', '\".2f\"', '\"e\"', '\",\"', '\">10.3\"', '\"%\"', '\".3g\"', '\"+.1E\"', '\"_.2f\"', '\"n\"']
L2 = ['\"1/0\"', '\" 3/4 \"', '\"1.5e3\"', '\"-0.25\"', '1.5', '\"abc\"', 'Decimal(\"1.1\")', '3, 0', '1.5, 2', '\"1_000/3\"', '\"inf\"', 'float(\"nan\")']
L3 = ['\"%a %A %b %B %c\"', '\"%d %f %H %I %j %m %M %p %S\"', '\"%U %w %W %x %X %y %Y %z %Z %%\"', '\"%G-%V-%u\"', '\"%e %k %l %C %D %T %R %n %t\"', '\"%Q %\"']
L4 = ['\"2024-01-02\"', '\"2024-01-02T03:04:05\"', '\"2024-01-02 03:04:05.123\"', '\"2024-01-02T03:04:05+05:30\"', '\"20240102\"', '\"2024-W01-2\"', '\"03:04\"', '\"03:04:05.1234567\"', '\"2024-01-02T03:04:05Z\"', '\"T03\"', '\"bad\"', '\"2024-13-01\"', '\"24:00\"']
L5 = ['', ', \"X\"']
L6 = ['\"<hHiIqQ\"', '\">bB?\"', '\"@i2xq\"', '\"3s\"', '\"!f d e\"', '\"z\"', '\"<n\"', '\"0s\"', '\"10p\"', '\"P\"', '\"<l\"']
L7 = ['', ', 1', ', -1, 2, 3, 4, 5, 6', ', 300', ', b\"ab\"', ', 1.5', ', 2**64']
L8 = ['\"<h\"', '\">I\"', '\"2s\"', '\"<d\"', '\"?\"', '\"<e\"']
L9 = ['b"ab"', 'b"abcd"', "b'\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07'", 'b""', 'b"\\x01"']
L10 = ['{"a": [1, 2.5, None, True]}', '[float("nan")]', '{1: 2, None: 3, 2.5: 1}', "'é\\n'", '{(1,): 2}', '[1e100, -0.0]', 'set()', '{"b": 1, "a": 2}']
L11 = ['', ', indent=2', ', sort_keys=True', ', separators=(\",\", \":\")', ', ensure_ascii=False', ', allow_nan=False', ', skipkeys=True', ', indent=\"\\\\t\"', ', default=str']
L12 = ["'[1, 2'", '\'{"a": 1,}\'', "'NaN'", "'1e400'", '\'"\\\\ud800"\'', "'[]x'", "''", "'  {}  '", "'{1: 2}'", "'-Infinity'", "'[1.0, 2]'", 'b"[1]"']
L13 = ["'(a)(b)?'", "'(?P<x>\\\\w)'", "'a*'", "''", "'(\\\\d+)'"]
L14 = ["'\\\\1'", "'\\\\g<x>'", "'\\\\2'", "'<\\\\g<0>>'", "'\\\\3'", "'\\\\n'", "'\\\\q'", "'\\\\g<1>0'", 'lambda m: m.group(0).upper()']
L15 = ['\"abab a1 22\"', '\"\"', '\"xyz\"']
L16 = ["','", "'(,)'", "'\\\\s*'", "'x*'", "'(a)|(b)'"]
L17 = ['\"a,b,,c\"', '\"ab ba\"', '\"\"']
L18 = ["'('", "'a{2,1}'", "'[b-a]'", "'(?P<1>x)'", "'*a'", "'\\\\'", "'(?<=a+)b'", "'(?P=n)'", "'['", "'a**'", "'(?z)'", "'\\\\k'", "'(?i'", "'a)'", "'(?P<n>a)(?P<n>b)'", "'\\\\8'"]
L19 = ['[1, 2, 3, 4]', '[]', '[1]', '[2.5, 1, 7]', '[Fraction(1, 3), Fraction(1, 2)]', '[Decimal(\"1.1\"), Decimal(\"2.2\")]', '[1, 1, 2, -3]', '\"aab\"', '[0, 4]']
L20 = ["'The quick brown fox jumps over the lazy dog'", "'a-very-long-hyphenated-word-here and more'", "'  spaced   out\\ttext  '", "''"]
L21 = ['', ', break_long_words=False', ', initial_indent=\"> \"', ', subsequent_indent=\"..\"', ', max_lines=2', ', placeholder=\"~\"', ', break_on_hyphens=False', ', drop_whitespace=False', ', expand_tabs=False', ', fix_sentence_endings=True']
calls = [
 lambda: f"{r.choice(D)}.quantize(Decimal('{r.choice(['0.01', '1', '1E+1', '1e-5', '0.1'])}'), rounding={r.choice(['ROUND_HALF_UP', 'ROUND_HALF_EVEN', 'ROUND_DOWN', 'ROUND_CEILING', 'ROUND_05UP', 'ROUND_FLOOR', 'ROUND_HALF_DOWN', 'ROUND_UP'])})",
 lambda: f"({r.choice(D)}).to_eng_string()",
 lambda: f"({r.choice(D)}) {r.choice(['+', '-', '*', '/', '//', '%', '**', '<', '==', '>=', '!='])} ({r.choice(D + other)})",
 lambda: f"({r.choice(other)}) {r.choice(['+', '-', '*', '/', '//', '%', '<', '=='])} ({r.choice(D)})",
 lambda: f"({r.choice(D)}).{r.choice(['sqrt', 'exp', 'ln', 'log10', 'normalize', 'adjusted', 'as_tuple', 'as_integer_ratio', 'is_signed', 'is_zero', 'logb', 'next_plus', 'number_class', 'to_integral_value', '__round__', '__floor__', '__ceil__', '__int__', '__float__', '__hash__', 'copy_negate'])}()",
 lambda: f"round({r.choice(D)}, {r.choice(['0', '1', '2', '-1', '-2'])})",
 lambda: f"format({r.choice(D + F)}, {r.choice(L1)})",
 lambda: f"({r.choice(F)}).limit_denominator({r.choice(['1', '10', '100', '0', '1000000'])})",
 lambda: f"({r.choice(F)}) {r.choice(['+', '-', '*', '/', '//', '%', '**', '<', '==', '>'])} ({r.choice(F + other + D)})",
 lambda: f"({r.choice(other + D)}) {r.choice(['+', '-', '*', '/', '**', '<', '=='])} ({r.choice(F)})",
 lambda: f"Fraction({r.choice(L2)})",
 lambda: f"repr({r.choice(F)}), str({r.choice(F)}), round({r.choice(F)}), round({r.choice(F)}, {r.choice(['2', '-1', '0'])})",
 lambda: f"datetime.datetime(2024, 2, 29, 13, 5, 9, 1234).strftime({r.choice(L3)})",
 lambda: f"datetime.{r.choice(['datetime', 'date', 'time'])}.fromisoformat({r.choice(L4)})",
 lambda: f"datetime.{r.choice(['datetime.max', 'datetime.min', 'date.max', 'date(2000, 1, 1)'])} {r.choice(['+', '-'])} datetime.timedelta(days={r.choice(['1', '-1', '10**6', '0.5'])})",
 lambda: f"repr(datetime.timezone(datetime.timedelta(hours={r.choice(['5', '-3.5', '0', '23.99', '24'])}){r.choice(L5)}))",
 lambda: f"repr(datetime.timedelta({r.choice(['1', '-1', '0.5', '10**9', '-0.000001'])}, {r.choice(['0', '86401', '-1', '1.5'])}, {r.choice(['0', '1', '-1', '999999.5'])}))",
 lambda: f"struct.{r.choice(['pack', 'calcsize'])}({r.choice(L6)}{r.choice(L7)})",
 lambda: f"struct.unpack({r.choice(L8)}, {r.choice(L9)})",
 lambda: f"json.dumps({r.choice(L10)}{r.choice(L11)})",
 lambda: f"json.loads({r.choice(L12)})",
 lambda: f"re.{r.choice(['sub', 'subn'])}({r.choice(L13)}, {r.choice(L14)}, {r.choice(L15)}{r.choice(['', ', count=1', ', 2', ', flags=re.I'])})",
 lambda: f"re.split({r.choice(L16)}, {r.choice(L17)}{r.choice(['', ', 1', ', maxsplit=2', ', -1'])})",
 lambda: f"re.compile({r.choice(L18)})",
 lambda: f"statistics.{r.choice(['mean', 'median', 'mode', 'stdev', 'variance', 'pstdev', 'median_low', 'median_high', 'fmean', 'geometric_mean', 'harmonic_mean', 'multimode', 'quantiles', 'pvariance', 'median_grouped'])}({r.choice(L19)})",
 lambda: f"textwrap.{r.choice(['wrap', 'fill', 'shorten'])}({r.choice(L20)}, {r.choice(['10', '5', '1', '20', '0'])}{r.choice(L21)})",
]
print('import decimal, fractions, datetime, struct, json, re, statistics, textwrap')
print('from decimal import *\nfrom fractions import Fraction')
print('def show(f):\n    try:\n        print(repr(f()))\n    except Exception as e:\n        print(type(e).__name__, e)')
for _ in range(400):
    e = r.choice(calls)()
    print(f'print({e!r}, end=" -> "); show(lambda: ({e}))')
