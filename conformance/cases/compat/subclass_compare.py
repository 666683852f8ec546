# comparisons with builtin-subclass instances on either side compare by content
class D(dict):
    pass


class L(list):
    pass


class T(tuple):
    pass


class S(set):
    pass


class FS(frozenset):
    pass


class St(str):
    pass


class I(int):
    pass


class F(float):
    pass


class C(complex):
    pass


class B(bytes):
    pass


class BA(bytearray):
    pass


cases = [
    ("{} == D()", lambda: {} == D()),
    ("{1: 2} == D({1: 2})", lambda: {1: 2} == D({1: 2})),
    ("D({1: 2}) == {1: 2}", lambda: D({1: 2}) == {1: 2}),
    ("{1: 2} != D({1: 3})", lambda: {1: 2} != D({1: 3})),
    ("[1] == L([1])", lambda: [1] == L([1])),
    ("[1] < L([2])", lambda: [1] < L([2])),
    ("L([3]) >= [2]", lambda: L([3]) >= [2]),
    ("(1,) == T((1,))", lambda: (1,) == T((1,))),
    ("(1,) < T((1, 0))", lambda: (1,) < T((1, 0))),
    ("{1} == S({1})", lambda: {1} == S({1})),
    ("{1} < S({1, 2})", lambda: {1} < S({1, 2})),
    ("{1} == FS({1})", lambda: {1} == FS({1})),
    ("frozenset({1}) <= S({1})", lambda: frozenset({1}) <= S({1})),
    ("{1: 2}.keys() == S({1})", lambda: {1: 2}.keys() == S({1})),
    ("{1: 2}.keys() <= FS({1, 3})", lambda: {1: 2}.keys() <= FS({1, 3})),
    ("{1: 2}.items() == S({(1, 2)})", lambda: {1: 2}.items() == S({(1, 2)})),
    ("'a' == St('a')", lambda: "a" == St("a")),
    ("'a' < St('b')", lambda: "a" < St("b")),
    ("1 == I(1)", lambda: 1 == I(1)),
    ("1 < I(2)", lambda: 1 < I(2)),
    ("1.0 == I(1)", lambda: 1.0 == I(1)),
    ("1.5 < I(2)", lambda: 1.5 < I(2)),
    ("2.5 >= I(2)", lambda: 2.5 >= I(2)),
    ("1 == F(1.0)", lambda: 1 == F(1.0)),
    ("True < F(1.5)", lambda: True < F(1.5)),
    ("1j == C(1j)", lambda: 1j == C(1j)),
    ("1+0j == I(1)", lambda: 1 + 0j == I(1)),
    ("1+0j == F(1)", lambda: 1 + 0j == F(1)),
    ("I(1) == 1+0j", lambda: I(1) == 1 + 0j),
    ("b'a' == BA(b'a')", lambda: b"a" == BA(b"a")),
    ("bytearray(b'a') < B(b'b')", lambda: bytearray(b"a") < B(b"b")),
    ("1.0 in [I(1)]", lambda: 1.0 in [I(1)]),
    ("[I(1)].index(1.0)", lambda: [I(1)].index(1.0)),
    ("1j < C(2j)", lambda: 1j < C(2j)),
    ("{} < D()", lambda: {} < D()),
]
for text, f in cases:
    try:
        print(text, "->", f())
    except TypeError as e:
        print(text, "-> TypeError:", e)
