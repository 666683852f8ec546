#!/usr/bin/env python3
"""Generate format.json: CPython 3.11's answers for the format-spec
mini-language, float reprs and str.format, checked by eval/format_test.go.

    python3 eval/testdata/format/gen.py   # rewrites format.json next to it

Values are encoded so the Go test can rebuild them exactly: ints as hex
strings ("i"), bools ("b"), floats as float.hex ("f"), complex as two
float.hex ("c"), strs ("s"). Results are the formatted string, or
"ExcType: message" when CPython raises.
"""
import json
import math
import os
import random
import sys

assert sys.version_info[:2] == (3, 11), "expectations come from CPython 3.11"

rng = random.Random(20240611)
inf, nan = float("inf"), float("nan")


def enc(v):
    if isinstance(v, bool):
        return {"b": v}
    if isinstance(v, int):
        return {"i": hex(v)}
    if isinstance(v, float):
        return {"f": v.hex()}
    if isinstance(v, complex):
        return {"c": [v.real.hex(), v.imag.hex()]}
    if isinstance(v, str):
        return {"s": v}
    raise TypeError(v)


def outcome(fn):
    try:
        return fn()
    except Exception as e:  # noqa: BLE001
        return f"{type(e).__name__}: {e}"


INTS = [0, 1, -1, 7, 42, -42, 255, -255, 1000, 65, 0x1F600, 1114111, 1114112,
        -1234567, 123456789, 2**31, 2**63 - 1, -2**63, 2**64, -(2**64) + 1,
        10**20 + 1, 2**100, -3**70, 10**30, 12345678901234567890123, True, False,
        2**1024, 10**400]
FLOATS = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 12345.6789,
          -12345.6789, 1e-7, 1.5e-5, 1e16, 1e22, 1.7976931348623157e308, 5e-324,
          2.2250738585072014e-308, inf, -inf, nan, -nan, 0.1, 1 / 3, 2 / 3,
          123456789.0, 9.999999, 0.0001, 0.00001, 99.995, 1e100, -1e-100, 1234.5,
          0.05, 2.675, 1e15, 123456.0, 9.5, 0.95, 1e-4, 99999.99, -0.00049]
COMPLEX = [0j, 1j, -1j, 1 + 2j, -1.5 - 2.5j, complex(-0.0, 0.0), complex(0.0, -0.0),
           complex(inf, nan), complex(-inf, -inf), 1e20 + 1e-20j, complex(-0.0, -0.0),
           3.14159 + 2.71828j, 1234567.5 - 0.001j, complex(1e16, 1e-5)]
STRS = ["", "a", "abc", "hello world", "é", "ünïcödé", "日本語", "😀x", "tab\tnl\n", "0123456789"]

TYPES = ["", "b", "c", "d", "e", "E", "f", "F", "g", "G", "n", "o", "s", "x", "X", "%",
         "r", "q", "i", "\x00", "é"]
FLAGSETS = ["", "+", "-", " ", "#", "0", "z", "08", "+08", "-08", " 08", "#010", ",", "_",
            ">10", "<10", "^10", "=10", "*^12", "x<8", "é>7", "😀^9", "010,", "015_", "+#012_",
            " 5", ".0", ".2", ".3", "020.3", "+.1", ",.2", "_.3", "#.0", "z.1", "z+012.3",
            "0=10", "<", ">", "^", "=", "0<6", "0^7", "12,", "#_", "#,", ".20", ".17", "+ ",
            "_,", ",_", ".", "1.", "٣", "x", "3z", "#0x"]


def random_spec():
    s = ""
    r = rng.random()
    if r < 0.15:
        s += rng.choice(" *0éx😀_,") + rng.choice("<>^=")
    elif r < 0.4:
        s += rng.choice("<>^=")
    s += rng.choice(["", "", "+", "-", " "])
    if rng.random() < 0.1:
        s += "z"
    if rng.random() < 0.2:
        s += "#"
    if rng.random() < 0.2:
        s += "0"
    if rng.random() < 0.6:
        s += str(rng.choice([0, 1, 2, 5, 8, 10, 12, 15, 20, 25, 30]))
    s += rng.choice(["", "", "", ",", "_"])
    if rng.random() < 0.6:
        s += "." + str(rng.choice(list(range(21)) + [25, 30, 50, 100]))
    s += rng.choice(TYPES[:16] + ["", "", ""])
    return s


def spec_cases(values, nrandom):
    cases = []
    for v in values:
        specs = [f + t for f in FLAGSETS for t in TYPES]
        # All flag sets with the value's natural types, a sample of the rest.
        rng.shuffle(specs)
        specs = specs[: len(specs) // 12]
        specs += [random_spec() for _ in range(nrandom)]
        for spec in specs:
            cases.append([enc(v), spec, outcome(lambda: format(v, spec))])
    return cases


def float_reprs():
    xs = set()
    for e in range(-1074, 1024, 7):
        xs.add(2.0**e)
    for _ in range(250):
        xs.add(rng.uniform(-1, 1) * 10 ** rng.randint(-320, 308))
    for _ in range(150):
        bits = rng.getrandbits(63)
        x = float.fromhex(hex(bits))  # an arbitrary-ish value
        xs.add(math.ldexp(rng.random(), rng.randint(-1074, 1023)))
        xs.add(x)
    for k in range(1, 60):
        xs.add(k * 5e-324)
        xs.add(k + 0.5)
        xs.add(k / 8)
        xs.add(10.0**k)
        xs.add(10.0**-k)
        xs.add(1e16 - k)
        xs.add(2.0**53 + 2 * k)
    xs.update([0.1, 0.2, 0.3, 1 / 3, 2 / 3, 1.7976931348623157e308, 2.2250738585072009e-308,
               2.2250738585072014e-308, 9007199254740993.0, 1e23, 8.41e21, 5e-324])
    xs = sorted(x for x in xs if math.isfinite(x))
    out = []
    for x in xs:
        out.append([x.hex(), repr(x), format(x, ">1"), format(x, ".17g"), format(x, ".12"),
                    format(x, "e"), format(x, ".3f"), format(x, "#.5g")])
    return out


STR_FORMAT = [
    "'{}'.format(1)", "'{} {}'.format(1, 'a')", "'{0} {1} {0}'.format('x', 'y')",
    "'{1}{0}'.format(1, 2)", "'{a}-{b}'.format(a=1, b=2)", "'{0}{a}'.format(0, a=1)",
    "'{}{a}{}'.format(1, 2, a=3)", "'{{}}'.format()", "'{{{}}}'.format(5)", "'}}{{'.format()",
    "'{}'.format()", "'{1}'.format(0)", "'{x}'.format()", "'{x}'.format(y=1)",
    "'{}{1}'.format(1, 2)", "'{1}{}'.format(1, 2)", "'{'.format()", "'}'.format()",
    "'a{b'.format()", "'a}b'.format()", "'{0'.format(1)", "'{0!'.format(1)", "'{0!r'.format(1)",
    "'{0!x}'.format(1)", "'{0!rx}'.format(1)", "'{0!r:}'.format('a')", "'{!r}'.format('a')",
    "'{!s}'.format('a')", "'{!a}'.format('é😀')", "'{!r:>10}'.format('ab')",
    "'{0[0]}'.format([5, 6])", "'{0[1]}'.format((5, 6))", "'{0[a]}'.format({'a': 1})",
    "'{0[1]}'.format({1: 'int', '1': 'str'})", "'{0[ 1]}'.format({' 1': 'sp'})",
    "'{0[-1]}'.format({'-1': 'neg'})", "'{0[2]}'.format([1])", "'{0[x]}'.format([1])",
    "'{0[0][1]}'.format([[1, 2]])", "'{a[b][c]}'.format(a={'b': {'c': 'deep'}})",
    "'{0[}'.format([1])", "'{0[0]x}'.format([1])", "'{0[0]]}'.format([1])", "'{0.}'.format(1)",
    "'{0..a}'.format(1)", "'{0[]}'.format([1])", "'{.__class__}'.format(1)",
    "'{0.__class__.__name__}'.format(1.5)", "'{0.nope}'.format(1)",
    "'{0:{1}}'.format(3, 5)", "'{:{}}'.format(3, 5)", "'{:{}.{}f}'.format(3.14159, 10, 2)",
    "'{0:{w}.{p}f}'.format(2.5, w=8, p=3)", "'{:{:{}}}'.format(1, 2, 3)",
    "'{:{}{}{}}'.format(7, '*', '^', 9)", "'{:{x}}'.format(1)", "'{0:{}}'.format(1)",
    "'{:}}'.format(1)", "'{0:}'.format(12)", "'{:>5}|{:<5}|{:^5}'.format(1, 2, 3)",
    "'{:x}'.format([])", "'{:d}'.format('a')", "'{:s}'.format(1)", "'{0:.2f}'.format(3)",
    "'{:,}'.format(10**10)", "'{:_b}'.format(1000)", "'{:#o}'.format(8)", "'{:%}'.format(0.25)",
    "'{:e}'.format(12345)", "'{:c}'.format(9731)", "'{:=+8}'.format(-5)", "'{:08.3f}'.format(-3.14159)",
    "'{ }'.format(1)", "'{0x}'.format(1)", "'{00}'.format(1)", "'{-1}'.format(1)",
    "'{٣}'.format(0, 1, 2, 3)", "'{99999999999999999999}'.format(1)",
    "'{0[99999999999999999999]}'.format([1])", "'{0:99999999999999999999}'.format(1)",
    "'{a.b[c]d}'.format(a=1)", "'{0!}'.format(1)", "'{0!ab}'.format(1)", "'{0!é}'.format(1)",
    "'{:{'.format(1)", "'{0{}'.format(1)", "'x{0:{{}}y'.format(1)", "'{}'.format(None)",
    "'{:>8}'.format(None)", "'{}'.format([1, 'a'])", "'{!r}'.format([1, 'a'])",
    "'{0}'.format(True)", "'{0:d}'.format(True)", "'{0:>6}'.format(False)", "'{0:s}'.format(True)",
    "'{0:.3}'.format('abcdef')", "'{:😀^7}'.format('é')", "'{}{}{}'.format(*'abc')",
    "'{2}{1}{0}'.format(*'abc')", "'{0}{0}{0}'.format('ab')", "'{:,.2f}'.format(1234567.891)",
    "'{:_}'.format(123456789)", "'{:n}'.format(1234567)", "'{:.2%}'.format(1/3)",
    "'{:g}'.format(1e-10)", "'{:G}'.format(1e100)", "'{:.0e}'.format(15)", "'{:#.0f}'.format(1)",
    "'{:+}'.format(0.0)", "'{: }'.format(-0.0)", "'{:z}'.format(-0.0)", "'{:z.1f}'.format(-0.04)",
    "'{:.1f}'.format(-0.04)", "'{:10.4}'.format(3.14159265)", "'{:*>+10.2e}'.format(12345.678)",
    "'{:x}'.format(2**100)", "'{:,}'.format(-2**70)", "'{:010,}'.format(-12345)",
    "'{:^+11,}'.format(1234567)", "'{:=^10}'.format('mid')", "'{:.0}'.format('abc')",
    "'{:}'.format(1+2j)", "'{:.2f}'.format(1+2j)", "'{:>12}'.format(-1j)", "'{:+g}'.format(3j)",
    "'{:e}'.format(-0.5+0.25j)", "'{:%}'.format(1j)", "'{:010}'.format(1j)", "'{:=10}'.format(1j)",
    "'{0!r:^9}'.format(1.5)", "'{0!s:>4}'.format(1)", "'{0!a}'.format('ß')",
    "'{x}{y}'.format_map({'x': 1, 'y': 2})", "'{x[0]}'.format_map({'x': [9]})",
    "'{}'.format_map({})", "'{0}'.format_map({'0': 1})", "'{x}'.format_map({})",
    "'{x}'.format_map([])", "'{x}'.format_map()", "'{x}'.format_map({}, {})",
    "'{x:{w}}'.format_map({'x': 1, 'w': 5})", "''.format_map(None)", "'no fields'.format_map(1)",
    "'{0}'.format(*range(3))", "'{2}'.format(*range(3))", "'{0[2]}'.format(range(5))",
    "'{0[1]}'.format('xyz')", "'{0[5]}'.format('xyz')", "'{0[1]:>3}'.format('xyz')",
    "'{:c}'.format(-1)", "'{:c}'.format(1114112)", "'{:.3d}'.format(1)", "'{:+s}'.format('a')",
    "'{:#s}'.format('a')", "'{:=s}'.format('a')", "'{:,s}'.format('a')", "'{:_n}'.format(1)",
    "'{:,x}'.format(1)", "'{:,_}'.format(1)", "'{:abc}'.format(1.5)", "'{:.}'.format(1)",
    "'{:z}'.format(1)", "'{:zs}'.format('a')", "'{: s}'.format('a')",
    "'{:{}}'.format('x', '>' * 2)", "'{0:{0}}'.format(5)", "'{0:{1}{2}}'.format(5, 0, 4)",
    "'{:{}}'.format(1.5, '')", "'{!r:{}}'.format('a', 5)", "'{0[0]!r:>{1}}'.format(['a'], 6)",
    "'{.real}'.format(1)", "'{0.imag}'.format(2+3j)", "'{:0>5}'.format('ab')",
    "'{:0<5}'.format(7)", "'{:0^5}'.format(7)", "'{:05}'.format('ab')", "'{:05}'.format(-7)",
    "'{:05}'.format(-7.5)", "'{:05}'.format(float('nan'))", "'{:+05}'.format(float('inf'))",
    "'{:,}'.format(float('inf'))", "'{:,.3f}'.format(-1e16)", "'{:_.1f}'.format(123456.75)",
    "'{:.30f}'.format(0.1)", "'{:.60g}'.format(0.1)", "'{:.3e}'.format(5e-324)",
    "'{:#g}'.format(0.0)", "'{:#.3g}'.format(100.0)", "'{:#x}'.format(0)", "'{:#b}'.format(-5)",
    "'{:#X}'.format(255)", "'{:#_X}'.format(2**40)", "'{:#010b}'.format(5)", "'{:#=10o}'.format(-8)",
    "'{:>{}}'.format('a', 3, 4)", "'{0}{1}'.format(1, 2, 3)", "'{a}'.format(1, a=2, b=3)",
    "'{0:{1}}'.format('s', 'd')", "'{:{}}'.format(1, '{}')", "'{:-^{}}'.format('t', 11)",
    # Long precisions (digits past a double's exact expansion are zeros),
    # zero padding that takes part in grouping, absurd widths.
    "'{:.1500f}'.format(1e-300)", "'{:#.900g}'.format(1/3)", "'{:.800e}'.format(1e308)",
    "'{:.1200%}'.format(0.5)", "'{:.1100}'.format(0.1)", "'{:#.1300}'.format(2.0)",
    "'{:012,}'.format(1)", "'{:013_x}'.format(255)", "'{:0100,.2f}'.format(1234.5)",
    "'{:_^30,}'.format(10**12)", "'{:04,}'.format(1)", "'{:05,}'.format(1)", "'{:06,}'.format(12)",
    "'{:07_b}'.format(5)", "'{:09_X}'.format(2**20 - 1)", "'{:0=+15,}'.format(-123)",
    "'{:0>{}}'.format(7, 2000)[:8]", "'{:🙂<1500}'.format('x')[-3:]", "format(1.0, '.2147483648f')",
"format('x', '99999999999999999999')",
    "'{:.1000e}'.format(5e-324)", "'{:.1200f}'.format(-0.0)", "'{:z.1200f}'.format(-1e-300)",
    "format(1+2j, '.1000f')", "format(-1e308j, '.700e')", "format(2**3000, '_x')[-30:]",
]


PERCENT = [
    "'%s|%r|%a' % ('é', 'é', 'é')", "'%d %i %u' % (42, -7, 3)", "'%5d|%-5d|%05d|%+d|% d' % ((42,) * 5)",
    "'%x %X %o %#x %#X %#o' % (255, 255, 8, 255, 255, 8)", "'%c%c' % (72, 'i')", "'100%%' % ()",
    "'%f|%.2f|%e|%.3E|%g|%G' % ((1234.5678,) * 6)", "'%10.3f|%-10.1e|%+.0f|%#.0f' % ((2.5,) * 4)",
    "'%f %e %g' % ((float('inf'),) * 3)", "'%F %E %G' % ((float('nan'),) * 3)", "'%05f' % float('-inf')",
    "'%.3g|%#.3g|%.0e|%#.0e' % (100.0, 100.0, 15.0, 15.0)", "'%g' % 1e-5", "'%g' % 123456789.0",
    "'%(name)s is %(age)d' % {'name': 'Bo', 'age': 5}", "'%(x)5.1f|%(x)-8r|' % {'x': 2.25}",
    "'%*d|%-*d|%.*f' % (5, 42, 5, 42, 2, 3.14159)", "'%*d' % (-5, 1)", "'%s' % (1,)", "'%s' % [1, 2]",
    "'%s' % ((1, 2),)", "'%d' % 'x'", "'%d %d' % (1,)", "'%d' % (1, 2)", "'%z' % 1", "'%(a)s' % 1",
    "'%c' % 1114112", "'%c' % 'ab'", "'%x' % 1.5", "'%' % 1", "'%(a' % {'a': 1}", "'%d %d %i' % (3.99, -3.99, True)",
    "'%.5d|%8.3d|%-8.3x|%#.4o' % (42, 42, 255, 8)", "'%d' % 2**100", "'%x' % -2**70", "'%s' % None",
    "'%.2s|%5.1s|' % ('abc', 'xyz')", "'%r' % 'a\\nb'", "'%a' % '😀'", "'%-6s|' % 'é'", "'%e' % 0.0",
    "'%.20f' % 0.1", "'%.0f %.0f %.0f' % (0.5, 1.5, 2.5)", "'%i' % 2.0**70", "'%d' % float('nan')",
    "'%d' % float('inf')", "'%s %s' % {'a': 1}", "'no args' % ()", "'no args' % 5", "'%s' % ()",
    "b'%s|%b|%s' % (b'ab', bytearray(b'cd'), bytes([101, 102]))",
    "b'%r|%a|%5.2s|%-4b|' % ('\\xe9', b'x', b'xyz', b'q')",
    "b'%d %i %x %X %o %#x %05d %+d % d' % (1, -2, 255, 255, 8, 255, 42, 3, 4)",
    "b'%f %.2e %g %10.3f %%' % (1.5, 12345.678, 1e-10, -2.25)", "b'%c%c%c' % (72, b'i', bytearray(b'!'))",
    "b'%(a)s=%(b)d' % {b'a': b'key', b'b': 7}", "b'\\xff%s\\x00' % b'\\xfe'", "bytearray(b'%s-%d') % (b'x', 5)",
    "b'%*d|%-*d|%.*f' % (5, 42, 5, 42, 2, 3.14159)", "b'%s' % 'x'", "b'%s' % 1", "b'%c' % 300", "b'%c' % 'a'",
    "b'%c' % b'ab'", "b'%d' % 'x'", "b'%x' % 1.5", "b'%z' % 1", "b'%s %s' % (b'a',)", "b'%s' % (b'a', b'b')",
    "b'%(a)s' % {'a': b'v'}", "b'%(a)s' % 1", "b'%' % ()", "b'%\\xff' % 1", "b'%s' % ()", "b'%r' % [1, 'é']",
    "b'%05f|%-6e|%+06g' % (float('-inf'), float('nan'), float('inf'))", "b'%#.3g|%#.0f|%#x' % (100.0, 2.0, 0)",
    # Widths and precisions out of C's ranges, long precisions.
    "'%.*e' % (2**40, 1.0)", "'%.*f' % (2**31, 1.0)", "'%.*d' % (2**31, 1)", "'%.*s' % (2**31, 'a')",
    "'%*d' % (2**63, 1)", "'%*d' % (-2**63, 1)", "'%.*f' % (-5, 1.0)", "'%.2147483648d' % 1",
    "'%99999999999999999999d' % 1", "'%.1500f' % 0.1", "'%.1000e' % 1e300", "'%#.1200g' % 2.5",
    "'%.1200g' % 2.5", "'%.1200d' % -7", "'%#1300.1200x' % 255", "'%-1300.2e|' % 1.5", "'%01300.3f' % -1.5",
    "'%.*s' % (-3, 'abc')", "b'%.*f' % (2**31, 1.0)", "b'%.1300f' % 1.5", "b'%.*d' % (1200, 3)",
    "b'%*s' % (2**63, b'x')", "'%*.*f' % (30, 1200, 1/3)",
]


def str_format_cases():
    cases = []
    for expr in STR_FORMAT:
        cases.append([expr, outcome(lambda: repr(eval(expr)))])
    return cases


def percent_cases():
    return [[expr, outcome(lambda: repr(eval(expr)))] for expr in PERCENT]


def main():
    spec = []
    spec += spec_cases(INTS, 20)
    spec += spec_cases(FLOATS, 30)
    spec += spec_cases(COMPLEX, 20)
    spec += spec_cases(STRS, 20)
    data = {
        "spec": spec,
        "float_repr": float_reprs(),
        "str_format": str_format_cases(),
        "percent": percent_cases(),
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "format.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n")
        for i, key in enumerate(data):
            f.write(f'"{key}": [\n')
            rows = data[key]
            for j, row in enumerate(rows):
                f.write(json.dumps(row, ensure_ascii=False))
                f.write(",\n" if j < len(rows) - 1 else "\n")
            f.write("]" + (",\n" if i < len(data) - 1 else "\n"))
        f.write("}\n")
    print(f"{path}: {len(spec)} spec cases, {len(data['float_repr'])} float reprs, "
          f"{len(data['str_format'])} str.format cases, {len(data['percent'])} %-format cases")


if __name__ == "__main__":
    main()
