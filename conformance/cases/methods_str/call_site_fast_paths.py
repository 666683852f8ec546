# Method call sites on str: the exact type, subclasses (methods kept or
# replaced), wrong argument counts and types, keywords, a site seeing
# several receiver types in turn, and arguments with side effects.
class S(str):
    pass

class U(str):
    def upper(self):
        return "U.upper"
    def startswith(self, p, *rest):
        return ("U.startswith", p, rest)

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

def site(x, a):
    return x.startswith(a), x.upper(), x.find(a), x.replace(a, "-"), x.split(a)

for x in ["hello", S("hello"), U("hello"), "héllo", "hello"]:
    show(lambda: site(x, "he"))

order = []
def arg(v):
    order.append(v)
    return v
print("hello".startswith(arg("h"), arg(0), arg(3)), order)
show(lambda: "abc".startswith())
show(lambda: "abc".startswith("a", 0, 1, 2))
show(lambda: "abc".startswith(1))
show(lambda: "abc".startswith(("a", 1)))
show(lambda: "abc".startswith(("x", "a")))
show(lambda: "abc".upper(1))
show(lambda: "abc".upper(x=1))
show(lambda: "abc".partition())
show(lambda: "abc".partition("b", "c"))
show(lambda: "abc".removeprefix(1))
show(lambda: "abc".removesuffix("c"))
show(lambda: "abc".isdigit(2))
show(lambda: "abc".isidentifier(2))
show(lambda: "a,b".split(sep=","))
show(lambda: "a,b".split(",", maxsplit=0))
show(lambda: "{} {x}".format(1, x=2))
show(lambda: "{0}{1}".format("a"))
show(lambda: "abc".find("c", "x"))
show(lambda: str.upper(S("abc")))
show(lambda: str.startswith(U("abc"), "a"))
show(lambda: S("Ab").swapcase())
show(lambda: U("Ab").upper())
show(lambda: U("Ab").lower())

class I:
    def __index__(self):
        order.append("index")
        return 1
order.clear()
print("hello".startswith("e", I()), order)
s = "abc"
s.upper = None if False else 0  # noqa: attribute assignment on str fails
