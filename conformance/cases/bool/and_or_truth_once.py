# and/or asks each value's truth once, as CPython's threaded jumps do: a nested and/or's
# result carries the truth that ended it; `not (a and b)` asks a's truth twice, as CPython.
class B:
    def __init__(s, n, v): s.n, s.v = n, v
    def __bool__(s):
        log.append(s.n); return s.v
    def __repr__(s): return s.n
log = []
T, F, T2, F2 = B("T", True), B("F", False), B("T2", True), B("F2", False)
cases = {
 "(F and T) or T2": lambda: (F and T) or T2,
 "(T or F) and T2": lambda: (T or F) and T2,
 "(F or F2) and T": lambda: (F or F2) and T,
 "(T and F) or T2": lambda: (T and F) or T2,
 "(T and T2) or F": lambda: (T and T2) or F,
 "F or (T and T2)": lambda: F or (T and T2),
 "((F and T) or F2) and T": lambda: ((F and T) or F2) and T,
 "(T or F) or F2": lambda: (T or F) or F2,
 "(F and T) and T2": lambda: (F and T) and T2,
 "not (F and T)": lambda: not (F and T),
 "not F and T": lambda: not F and T,
 "(not F) or T": lambda: (not F) or T,
 "[F and T][0] or 1": lambda: [F and T][0] or 1,
}
for k, f in cases.items():
    log.clear(); r = f(); print(k, "->", r, log)


log.clear()
print([x for x in range(2) if F and T], log)
log.clear()
print(list(x for x in range(2) if F or (T and T2)), log)
log.clear()
print({x for x in range(1) if not (F and T)}, log)
log.clear()
assert T and (F or T2)
print("assert", log)
log.clear()
try:
    assert F and T, "msg"
except AssertionError as e:
    print("AssertionError", e, log)
log.clear()
match 5:
    case int(n) if F and T:
        print("no")
    case int(n) if (F and T) or T2:
        print("guard", n, log)
log.clear()
x = (F and T) if (F and T) or T2 else 0
print(x, log)


def gen():
    if F and T:
        yield "no"
    n = 0
    while (F or T) and n < 1:
        n += 1
        yield "while"
    if not (F and T):
        yield "not"


log.clear()
print(list(gen()), log)
