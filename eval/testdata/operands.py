# Operands read without a closure call (compile_operand.go: plain locals and
# constants as the objects of attributes, subscripts, comparisons and call
# arguments, local assignment targets) and builtins called with their
# arguments on the thread's value stack (callBorrowed: len, abs, isinstance,
# list.append/pop/insert/remove, set.add/discard/remove, dict.get/setdefault/
# pop), issue 15. Expected output: operands.expected, from CPython 3.11
# (python3 eval/testdata/operands.py > eval/testdata/operands.expected).

def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as exc:
        print(label, type(exc).__name__, exc)

# --- unbound locals in every operand position ---
def unbound_attr():
    if False:
        x = 1
    return x.real
def unbound_store_attr():
    if False:
        x = 1
    x.a = 1
def unbound_subscript():
    if False:
        x = 1
    return x[0]
def unbound_key():
    l = [1]
    if False:
        k = 0
    return l[k]
def unbound_store_subscript():
    if False:
        x = 1
    x[0] = 1
def unbound_compare():
    if False:
        x = 1
    return x < 1
def unbound_compare_right():
    if False:
        x = 1
    return 1 == x
def unbound_arg():
    if False:
        x = 1
    return abs(x)
def unbound_method_obj():
    if False:
        x = []
    x.append(1)
def unbound_method_arg():
    l = []
    if False:
        x = 1
    l.append(x)
def unbound_augassign():
    if False:
        x = 1
    x += 1
def unbound_aug_attr():
    if False:
        x = 1
    x.a += 1
def unbound_binop():
    if False:
        x = 'a'
    return x + 'b'
def deleted_local():
    x = [1, 2]
    del x
    return len(x)
def unbound_func_arg():
    def f(a):
        return a
    if False:
        y = 1
    return f(y)
for f in [unbound_attr, unbound_store_attr, unbound_subscript, unbound_key, unbound_store_subscript,
          unbound_compare, unbound_compare_right, unbound_arg, unbound_method_obj, unbound_method_arg,
          unbound_augassign, unbound_aug_attr, unbound_binop, deleted_local, unbound_func_arg]:
    attempt(f.__name__, f)

# --- locals, cells and constants as operands ---
def locals_and_cells():
    a = [10, 20, 30]
    i = 1
    k = 'k'
    d = {k: 5}
    c = 2  # a cell: read by the closure below
    def inner():
        return a[c] + d[k]
    s = 'abc'
    out = [a[i], a[-1], d[k], d.get(k), d.get('zz', 0), inner(), s[0], s[i], a[i] < a[c], i == 1,
           None == i, 'k' in d, i in a]
    x = 1.5
    x += 2
    n = 7
    n -= 10
    t = (1, 2)
    t += (3,)
    lst = [1]
    alias = lst
    lst += [2]
    out += [x, n, t, lst is alias, lst]
    return out
print(locals_and_cells())

class P:
    def __init__(self, x):
        self.x = x
    def __lt__(self, other):
        return self.x < other.x
    def __eq__(self, other):
        print("  eq", self.x, getattr(other, 'x', other))
        return isinstance(other, P) and self.x == other.x
    def __hash__(self):
        return hash(self.x)
    def __index__(self):
        print("  index", self.x)
        return self.x
    def __len__(self):
        return self.x

def objects():
    p, q = P(1), P(2)
    r = p
    r.x += 10
    print(p.x, r.x, p < q, q < p, p == r)
    l = [0, 1, 2, 3]
    print(l[P(2)], len(P(3)), abs(-p.x))
    l[P(1)] = 'one'
    print(l)
objects()

# --- float attributes and identities (unboxed arithmetic stores boxed results) ---
class F(float):
    pass
class V:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
class Prop:
    def __init__(self):
        self._v = 0.0
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, value):
        print("  set v", value)
        self._v = value * 2
class Hook:
    def __setattr__(self, name, value):
        print("  setattr", name, value)
        object.__setattr__(self, name, value + 1.0)

def floats():
    v = V(1.5, 2.5)
    v.x = v.x * 2.0 + v.y
    v.y += 0.25
    print(v.x, v.y)
    a = 0.1 + 0.2
    b = a
    print(a is b, a == 0.30000000000000004, id(a) == id(b))
    f = F(2.5)
    v.x = f
    print(type(v.x).__name__, v.x, v.x is f, type(v.x + 1.0).__name__)
    pr = Prop()
    pr.v = 1.25
    pr.v += 1.0
    print(pr.v)
    h = Hook()
    h.z = 1.5
    h.z += 1.0
    print(h.z)
    try:
        v.w = 1.0
    except AttributeError as exc:
        print("AttributeError", exc)
floats()

# --- builtins that borrow their arguments ---
def borrowed():
    l = []
    for i in range(5):
        l.append(i * i)
    l.insert(0, 'first')
    l.insert(-1, 'late')
    l.remove(4)
    print(l, l.pop(), l.pop(0), l.pop(-2), l)
    s = set()
    for i in range(12):
        s.add(i % 7)
    s.discard(3)
    s.discard(99)
    s.remove(0)
    print(sorted(s), len(s))
    d = {}
    print(d.setdefault('a', []), d.setdefault('a', [1]), d.get('a'), d.get('b'), d.get('b', 2))
    print(d.pop('a'), d.pop('a', 'gone'), isinstance(d, dict), isinstance(1, (str, int)), abs(-2.5))
    # arguments that call back into Python and change the receiver
    log = []
    def side(v):
        log.append(len(log))
        return v
    l2 = [side(1)]
    l2.append(side(l2.pop()))
    l2.insert(side(0), side('x'))
    print(l2, log)
    class Eq:
        def __eq__(self, other):
            l3.append('eq')
            return other == 'b'
    l3 = ['a', 'b', 'c']
    l3.remove(Eq())
    print(l3)
    d2 = {P(1): 'one'}
    print(d2.get(P(1)), d2.pop(P(1), None), d2)
    # nested borrowed calls
    print(len([len('ab'), abs(len('abc') - 10)]), isinstance(len, type(abs)))
borrowed()

def borrowed_errors():
    l, s, d = [1], {1}, {}
    cases = [
        ("append()", lambda: l.append()),
        ("append(1, 2)", lambda: l.append(1, 2)),
        ("append(x=1)", lambda: l.append(x=1)),
        ("pop(5)", lambda: l.pop(5)),
        ("pop('a')", lambda: l.pop('a')),
        ("pop(P)", lambda: [l.pop(P(0)), l][1]),
        ("[].pop()", lambda: [].pop()),
        ("insert(1)", lambda: l.insert(1)),
        ("remove(9)", lambda: l.remove(9)),
        ("add()", lambda: s.add()),
        ("add([])", lambda: s.add([])),
        ("remove(9) set", lambda: s.remove(9)),
        ("discard({})", lambda: s.discard({})),
        ("get()", lambda: d.get()),
        ("get([])", lambda: d.get([])),
        ("pop('z') dict", lambda: d.pop('z')),
        ("setdefault()", lambda: d.setdefault()),
        ("len()", lambda: len()),
        ("len(1, 2)", lambda: len(1, 2)),
        ("len(5)", lambda: len(5)),
        ("len(x=1)", lambda: len(x=1)),
        ("abs('x')", lambda: abs('x')),
        ("isinstance(1)", lambda: isinstance(1)),
        ("isinstance(1, 2)", lambda: isinstance(1, 2)),
        ("arg raises", lambda: l.append(1 // 0)),
        ("len arg raises", lambda: len([][1])),
    ]
    for label, f in cases:
        attempt(label, f)
    print(l, s, d)
borrowed_errors()

# --- a generator suspended while a call's arguments are half evaluated ---
def add(a, b):
    return a + b
def quad(a, b, c, d):
    return [a, b, c, d]
def gen():
    x = add((yield 1), (yield 2))
    yield x
    l = ['start']
    l.append((yield 3))
    yield l
    yield len((yield 4))
    d = {'k': 'v'}
    yield d.get((yield 5), (yield 6))
def drive():
    it = gen()
    out = [next(it)]
    out.append(quad(1, it.send(10), 3, 4))
    out.append(quad(it.send(20), 5, 6, it.send(None)))
    out.append(quad(7, it.send(30), 8, 9))
    out.append(quad(it.send([1, 2, 3]), [len('ab'), it.send('abcd')], 0, 0))
    out.append(it.send(None))
    out.append(it.send('k'))
    out.append(it.send('default'))
    return out
print(drive())

# --- a borrowed builtin calling back into Python, nested ---
class Deep:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return 0 if self.n == 0 else 1 + len(Deep(self.n - 1))
print(len(Deep(50)))
