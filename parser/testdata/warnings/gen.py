#!/usr/bin/env python3
"""Regenerate cases.json: random programs full of CPython 3.11's compile-time
SyntaxWarning triggers (is with literals, literals called or subscripted,
asserts of tuples) inside loops, try/finally, functions, classes and
comprehensions, with the warnings python3's compiler emits for each, in
order (python3 parser/testdata/warnings/gen.py). TestWarningsCPython
compares parser.Warnings with them."""
import json
import os
import random
import sys
import warnings

if sys.version_info[:2] != (3, 11):
    raise SystemExit("gen.py: need CPython 3.11")
ATOMS = ["x", "1", "'s'", "b'b'", "1.5", "2j", "None", "True", "...", "()", "(1, 2)", "[1]", "{1}", "{}", "f'a{x}'",
         "-1", "1+2", "'a'*2", "(x, 1)", "[i for i in y]", "(i for i in y)", "{i for i in y}", "lambda: 0", "not 1",
         "~1", "2**3", "1/0", "(1,)*3", "'ab'[0]", "(1, 'a')[1]"]


def program(seed):
    R = random.Random(seed)

    def expr(d=0):
        if d > 2 or R.random() < 0.3:
            return R.choice(ATOMS)
        k = R.randrange(7)
        if k == 0:
            return f"({expr(d+1)} {R.choice(['is', 'is not', '==', '<'])} {expr(d+1)})"
        if k == 1:
            return f"{expr(d+1)}({expr(d+1)})"
        if k == 2:
            return f"{expr(d+1)}[{expr(d+1)}]"
        if k == 3:
            return f"({expr(d+1)}, {expr(d+1)})"
        if k == 4:
            return f"[{expr(d+1)} for i in {expr(d+1)} if {expr(d+1)}]"
        if k == 5:
            return f"(not {expr(d+1)} {R.choice(['is', 'is not'])} {expr(d+1)})"
        return f"{{{expr(d+1)}: {expr(d+1)}}}"

    def stmts(d, ind):
        out = []
        for _ in range(R.randrange(1, 4)):
            k = R.randrange(10) if d < 3 else 0
            p = "    " * ind
            if k == 0:
                out.append(p + f"v = {expr()}")
            elif k == 1:
                out.append(p + f"while {expr()}:")
                out += stmts(d+1, ind+1)
                out.append(p + "    break")
            elif k == 2:
                out.append(p + "try:")
                out += stmts(d+1, ind+1)
                out.append(p + "finally:")
                out += stmts(d+1, ind+1)
            elif k == 3:
                out.append(p + f"def f(a={expr()}):")
                out += stmts(d+1, ind+1)
                out.append(p + f"    return {expr()}")
            elif k == 4:
                out.append(p + f"class C({expr()}):")
                out += stmts(d+1, ind+1)
            elif k == 5:
                out.append(p + f"assert {expr()}, {expr()}")
            elif k == 6:
                out.append(p + f"for i in {expr()}:")
                out += stmts(d+1, ind+1)
                out.append(p + "    continue")
            elif k == 7:
                out.append(p + f"if {expr()}:")
                out += stmts(d+1, ind+1)
            elif k == 8:
                out.append(p + f"@{expr()}")
                out.append(p + f"def g(*, k={expr()}) -> {expr()}:")
                out += stmts(d+1, ind+1)
            else:
                out.append(p + f"x[{expr()}] = {expr()}")
        return out
    return "\n".join(stmts(0, 0)) + "\n"


cases = []
seed = 0
while len(cases) < 300:
    src = program(seed)
    seed += 1
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        try:
            compile(src, "<case>", "exec")
        except SyntaxError:
            continue  # an atom the grammar does not accept there (lambda)
    cases.append({"src": src, "want": ["%d: %s" % (w.lineno, w.message) for w in ws
                                       if issubclass(w.category, SyntaxWarning)]})
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json"), "w") as f:
    json.dump(cases, f, indent=0)
    f.write("\n")
