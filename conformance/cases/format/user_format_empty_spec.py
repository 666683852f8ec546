# a user __format__ is called even with an empty spec (f"{x}", format(x), str.format)
class F:
    def __format__(self, spec):
        return "F<" + spec + ">"
    def __str__(self):
        return "str-F"
f = F()
print(f"{f}", f"{f:}", f"{f:x}", f"{f!s}", f"{f!r:}"[:3])
print(format(f), format(f, ""), format(f, "abc"))
print("{}|{:}|{:q}|{!s}".format(f, f, f, f))
print(f.__format__(""))

class G(F):
    pass
print(f"{G()}", format(G()))

class I(int):
    def __format__(self, spec):
        return "I" + spec
class J(int):
    def __str__(self):
        return "J!"
print(f"{I(5)}", format(I(5), "d"), f"{J(7)}", format(J(7)), f"{J(7):d}")

class S(str):
    def __str__(self):
        return "S!"
print(f"{S('v')}", format(S('v')), repr(format(S('v'), "s")), format(S('vw'), ">4"))

class Plain:
    def __str__(self):
        return "plain"
print(f"{Plain()}", format(Plain()))
try:
    format(Plain(), "x")
except TypeError as e:
    print("TypeError:", e)

class Bad:
    def __format__(self, spec):
        return 42
try:
    f"{Bad()}"
except TypeError as e:
    print("TypeError:", e)

class Late:
    pass
x = Late()
Late.__format__ = lambda self, spec: "late" + repr(spec)
print(f"{x}", format(x))
