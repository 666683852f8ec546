# dir() of builtin values, a program's classes and library objects, as CPython lists them
import collections, datetime, decimal, fractions, re, itertools, functools, enum, dataclasses, json, io, math


class Plain:
    def m(self):
        pass


class Sub(Plain):
    attr = 1


class Slotted:
    __slots__ = ("a", "b")


class SlottedDict:
    __slots__ = ("a", "__dict__")


class Annotated:
    x: int = 0
    y: str


class MyError(ValueError):
    pass


class MyList(list):
    extra = True


class MyDict(dict):
    def keys(self):
        return super().keys()


class Custom:
    def __dir__(self):
        return ["zeta", "alpha", "mid"]


class Meta(type):
    def __dir__(cls):
        return ("b", "a")


class WithMeta(metaclass=Meta):
    pass


@dataclasses.dataclass
class Point:
    x: int
    y: int = 0


class Color(enum.Enum):
    RED = 1


P = collections.namedtuple("P", "x y")


def fn(a, b=1):
    return a


def gen():
    yield 1


p = Plain()
p.inst = 5
objects = [
    ("object()", object()), ("0", 0), ("1.5", 1.5), ("1j", 1j), ("True", True), ("'s'", "s"), ("b''", b""),
    ("bytearray()", bytearray()), ("[]", []), ("()", ()), ("{}", {}), ("set()", set()), ("frozenset()", frozenset()),
    ("range(3)", range(3)), ("slice(1)", slice(1)), ("None", None), ("NotImplemented", NotImplemented),
    ("Ellipsis", ...), ("len", len), ("[].append", [].append), ("fn", fn), ("lambda", lambda: 0), ("gen()", gen()),
    ("iter([])", iter([])), ("{}.keys()", {}.keys()), ("zip()", zip()), ("map", map(str, [])), ("enumerate", enumerate([])),
    ("object", object), ("int", int), ("type", type), ("Exception", Exception), ("ValueError('x')", ValueError("x")),
    ("Plain", Plain), ("Plain()", p), ("Sub", Sub), ("Sub()", Sub()), ("Slotted", Slotted), ("Slotted()", Slotted()),
    ("SlottedDict", SlottedDict), ("Annotated", Annotated), ("MyError", MyError), ("MyError()", MyError()),
    ("MyList()", MyList()), ("MyDict()", MyDict()), ("Custom()", Custom()), ("WithMeta", WithMeta),
    ("Point(1)", Point(1)), ("Color.RED", Color.RED), ("P(1, 2)", P(1, 2)),
    ("OrderedDict()", collections.OrderedDict()), ("Counter()", collections.Counter()), ("deque()", collections.deque()),
    ("defaultdict(int)", collections.defaultdict(int)),
    ("datetime.datetime", datetime.datetime), ("datetime.date.today()", datetime.date(2024, 1, 2)),
    ("timedelta()", datetime.timedelta(1)), ("Decimal(1)", decimal.Decimal(1)), ("Fraction(1, 2)", fractions.Fraction(1, 2)),
    ("re.compile('a')", re.compile("a")), ("re.match", re.match("a", "a")), ("itertools.count()", itertools.count()),
    ("functools.partial", functools.partial(fn, 1)), ("io.StringIO()", io.StringIO()),
]
for label, o in objects:
    names = dir(o)
    print(label, len(names), names)
print([n for n in dir(math) if not n.startswith("_")][:10])
print("sorted:", all(dir(o) == sorted(dir(o)) for _, o in objects))
