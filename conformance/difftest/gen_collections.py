"""Random calls into collections, itertools, functools, operator, string.Formatter, enum/dataclass reprs."""
import random, sys
r = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
C = ["Counter('abracadabra')", "Counter({'a': -2, 'b': 0, 'c': 3})", "Counter()", "Counter(a=1, b=2)"]
L1 = ['most_common()', 'most_common(1)', 'total()', 'elements()', 'subtract("aaz")', 'update(a=5)', 'copy()', 'keys()', 'most_common(-1)']
L2 = ['extendleft("xy")', 'insert(1, "z")', 'remove("q")', 'index("c")', 'index("c", 0, 1)', 'pop()', 'popleft()', 'appendleft(1)', 'count("a")', 'reverse()', 'copy()', 'clear()']
L3 = ['2', '-1', '"x"', '1.5']
L4 = ['"b"', '"z"', '"a", last=False']
L5 = ['c["b"]', 'c.new_child()', 'c.parents', 'list(c)', 'c["z"]', 'dict(c)', 'len(c)', 'c.pop("b")', 'c.maps']
L6 = ['"x y"', '["x", "y"]', '"x, y"', '"x def"', '"x x"', '"_x y"', '"x y", rename=True', '"x y", defaults=[1]']
L7 = ['itemgetter(1, 0)("ab")', 'attrgetter("real")(3)', 'methodcaller("split", ",")("a,b")', 'repr(operator.itemgetter(1))', 'repr(operator.attrgetter("a.b"))', 'repr(operator.methodcaller("f", 1, k=2))', 'index(1.5)', 'length_hint([1, 2])', 'concat([1], (2,))', 'countOf([1, 1], 1)', 'indexOf([1], 2)', 'is_(None, None)', 'truediv(1, 0)', 'getitem({}, 1)', 'iadd([1], [2])', 'contains(1, 1)', 'pow(2, -1)', 'matmul(1, 2)']
L8 = ['"{0}-{1}", 1, 2', '"{a!r:>5}", a="x"', '"{}{}", 1', '"{0[1]}", [5, 6]', '"{x.real}", x=3', '"{:{w}}", 1, w=4', '"{!z}", 1', '"{0}{}", 1', '"{", 1', '"}}{{"']
L9 = ['"a{0}b{x!r:>3}"', '"{{}}"', '"{"', '"plain"', '"{0[a].b:{w}}"']
L10 = ['Color.RED', 'Color(2)', 'Color["GREEN"]', 'Color(5)', 'Color["x"]', 'list(Color)', 'Perm.R | Perm.W', 'Perm(7)', 'Perm(0)', '~Perm.R', 'Perm.R in Perm(3)', 'str(Color.RED)', 'format(Color.RED)', 'Color.RED.name', 'IntC.A + 1', 'str(IntC.A)', 'format(IntC.A, "x")', 'Perm(9)', 'list(Perm(7))', 'StrC.X.upper()', 'str(StrC.X)', 'repr(StrC.X)', 'Color.__members__.keys()']
calls = [
 lambda: f"({r.choice(C)}) {r.choice(['+', '-', '|', '&', '==', '<=', '<', '>='])} ({r.choice(C)})",
 lambda: f"{r.choice(['+', '-'])}({r.choice(C)})",
 lambda: f"({r.choice(C)}).{r.choice(L1)}",
 lambda: f"d = deque(range(5), maxlen={r.choice(['None', '3', '0'])}); d.rotate({r.choice(['1', '-2', '7', '0'])}); d",
 lambda: f"d = deque('abc'); d.{r.choice(L2)}, d",
 lambda: f"deque('abc', {r.choice(L3)})",
 lambda: f"o = OrderedDict.fromkeys('abcd'); o.move_to_end({r.choice(L4)}); o",
 lambda: f"o = OrderedDict.fromkeys('abc'); o.popitem({r.choice(['', 'last=False', 'False'])}), o",
 lambda: f"OrderedDict(a=1, b=2) {r.choice(['==', '!='])} {r.choice(['OrderedDict(b=2, a=1)', 'dict(b=2, a=1)', 'OrderedDict(a=1, b=2)'])}",
 lambda: f"c = ChainMap({{'a': 1}}, {{'a': 2, 'b': 3}}); {r.choice(L5)}",
 lambda: f"P = namedtuple('P', {r.choice(L6)}); P(1, 2)",
 lambda: f"P = namedtuple('P', 'x y'); p = P(1, 2); {r.choice(['p._replace(x=5)', 'p._asdict()', 'P._make([3, 4])', 'P._fields', 'p._replace(z=1)', 'P(1)', 'P(1, 2, 3)', 'P(x=1, z=2)'])}",
 lambda: f"list(itertools.{r.choice(['accumulate([1, 2, 3], initial=10)', 'accumulate([])', 'chain.from_iterable([[1], [2, 3]])', 'combinations(§abcd§, 2)', 'combinations_with_replacement(§ab§, 3)', 'compress(§abc§, [1, 0, 1])', 'dropwhile(lambda x: x < 2, [1, 2, 1])', 'groupby(§aabbbc§)', 'islice(range(10), 2, 8, 3)', 'islice(range(10), -1)', 'pairwise(§abcd§)', 'permutations(§abc§, 2)', 'product(§ab§, repeat=2)', 'starmap(pow, [(2, 3)])', 'takewhile(bool, [1, 0, 1])', 'zip_longest(§ab§, §c§, fillvalue=0)', 'repeat(1, 3)', 'tee(§ab§, 2)', 'islice(§abc§, None)', 'permutations(§ab§, 5)', 'combinations(§ab§, -1)'])})",
 lambda: f"functools.{r.choice(['reduce(lambda a, b: a * b, [1, 2, 3])', 'reduce(lambda a, b: a, [])', 'reduce(lambda a, b: a, [], 7)', 'partial(int, base=2)(§101§)', 'repr(functools.partial(int, 1, base=2))', 'cmp_to_key(lambda a, b: a - b)(1) < functools.cmp_to_key(lambda a, b: a - b)(2)', 'reduce()', 'partial()'])}",
 lambda: f"operator.{r.choice(L7)}",
 lambda: f"string.Formatter().format({r.choice(L8)})",
 lambda: f"list(string.Formatter().parse({r.choice(L9)}))",
 lambda: f"{r.choice(L10)}",
 lambda: f"{r.choice(['DC(1)', 'DC(1, [2])', 'DC()', 'DC(1) == DC(1)', 'DC(1) < DC(2)', 'FDC(1)', 'hash(FDC(1)) == hash(FDC(1))', 'dataclasses.asdict(DC(1, [DC(2)]))', 'dataclasses.astuple(DC(3))', 'dataclasses.replace(DC(1), x=9)', 'dataclasses.fields(DC)[0].name', 'dataclasses.replace(DC(1), q=9)', 'DC(1, y=2, z=3)'])}",
]
print('import collections, itertools, functools, operator, string, enum, dataclasses, typing')
print('from collections import *')
print('class Color(enum.Enum):\n    RED = 1\n    GREEN = 2')
print('class Perm(enum.IntFlag):\n    R = 4\n    W = 2\n    X = 1')
print('class IntC(enum.IntEnum):\n    A = 10')
print('class StrC(enum.StrEnum):\n    X = "ex"' if sys.version_info >= (3, 11) else '')
print('@dataclasses.dataclass(order=True)\nclass DC:\n    x: int\n    y: list = dataclasses.field(default_factory=list)')
print('@dataclasses.dataclass(frozen=True)\nclass FDC:\n    x: int')
print('def show(f):\n    try:\n        print(repr(f()))\n    except Exception as e:\n        print(type(e).__name__, e)')
for _ in range(300):
    e = r.choice(calls)().replace('§', '"')
    if '; ' in e:
        pre, last = e.rsplit('; ', 1)
        print(f'print({e!r}, end=" -> ")\ntry:\n    {pre}\n    show(lambda: ({last}))\nexcept Exception as ex:\n    print(type(ex).__name__, ex)')
    else:
        print(f'print({e!r}, end=" -> "); show(lambda: ({e}))')
