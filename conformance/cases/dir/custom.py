# __dir__: a class's own, extending object.__dir__ through super(), a metaclass's, bad results
class Extra:
    def __init__(self):
        self.visible = 1

    def __dir__(self):
        return super().__dir__() + ["virtual"]


e = Extra()
print("virtual" in dir(e), "visible" in dir(e), dir(e) == sorted(dir(e)))
print(sorted(object.__dir__(e)) == sorted(set(dir(e)) - {"virtual"}))


class Gen:
    def __dir__(self):
        return (n for n in ("b", "c", "a"))


print(dir(Gen()))


class Tup:
    def __dir__(self):
        return ("y", "x", "x")


print(dir(Tup()))


class Bad:
    def __dir__(self):
        return 5


try:
    dir(Bad())
except TypeError as exc:
    print("TypeError:", exc)


class Mixed:
    def __dir__(self):
        return ["a", 1]


try:
    dir(Mixed())
except TypeError as exc:
    print("TypeError:", exc)


class Meta(type):
    def __dir__(cls):
        return ["only"] + super().__dir__()[:0]


class WithMeta(metaclass=Meta):
    x = 1


print(dir(WithMeta), "x" in dir(WithMeta()))


def f():
    pass


f.tag = "t"
print("tag" in dir(f), [n for n in dir(f) if not n.startswith("__")])


class Num(int):
    unit = "m"


n = Num(3)
n.note = "n"
print([x for x in dir(n) if not x.startswith("_")])
print(len(dir(Num)), len(dir(int)))


class E(KeyError):
    def __init__(self, msg):
        super().__init__(msg)
        self.code = 7


print([x for x in dir(E("m")) if not x.startswith("__")])
import collections, dataclasses

Pair = collections.namedtuple("Pair", ["left", "right"])
print([x for x in dir(Pair) if not x.startswith("__")])


@dataclasses.dataclass(frozen=True)
class Cfg:
    name: str
    level: int = 1


print([x for x in dir(Cfg("a")) if not x.startswith("__")], "__dataclass_fields__" in dir(Cfg))
import math, json

print([x for x in dir(math) if x.startswith("is")])
print(dir() if False else "no-arg dir skipped")
