# subclassing random.Random: __init__ calls seed(), overridden random()/getrandbits() drive the drawing methods; '_random.Random' in messages
import random

class R(random.Random):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
r = R(1, 2)
print(r.random(), r.b, r.randint(1, 100), r.choice("abcdef"), isinstance(r, random.Random))

class S(random.Random):
    def seed(self, a=None, version=2):
        print("seed called", a)
        super().seed(a, version)
s = S(5)
print(s.random(), s.gauss(0, 1), s.uniform(1, 2))
s.seed(7)
print(s.random())

class T(random.Random):
    def random(self):
        return 0.5
t = T()
print(t.random(), t.uniform(0, 10), t.choice("abcdef"), t.randint(1, 10), t.randrange(10), t.randrange(0, 20, 3))
x = [1, 2, 3, 4]
t.shuffle(x)
print(x, t.sample(range(10), 3), t.choices("abc", k=3), t.choices("abc", [1, 2, 3], k=2), t.gauss(0, 1), t.triangular())
print(t.normalvariate(), t.expovariate(2), t.paretovariate(2), t.weibullvariate(1, 2), t.lognormvariate(0, 1))

class Seq(random.Random):
    def __init__(self):
        super().__init__()
        self.i = 0
    def random(self):
        self.i += 1
        return (self.i * 0.37) % 1
q = Seq()
print([q.randint(1, 6) for _ in range(8)], q.sample(range(100), 4), q.sample(["a", "b", "c"], 2, counts=[3, 1, 2]))

class U(random.Random):
    pass
u = U(42)
print(u.random(), u.randint(1, 100), [c.__name__ for c in type(u).__mro__], U(42).random() == random.Random(42).random())
print(u.getstate() == random.Random(42).getstate() if False else "", U(3).sample(range(50), 5) == random.Random(3).sample(range(50), 5))

class G(random.Random):
    def getrandbits(self, k):
        return 0
g = G(1)
print(g.random(), g.randrange(10), g.choice("abc"), g.randbytes(3), g.sample(range(5), 2))

class Both(random.Random):
    def random(self):
        return 0.25
    def getrandbits(self, k):
        return 1
b = Both()
print(b.randrange(10), b.uniform(0, 4))

class Below(random.Random):
    def _randbelow(self, n):
        return n - 1
print(Below(0).choice("xyz"), Below(0).randint(1, 3))

class Extra(random.Random):
    def coin(self):
        return "heads" if self.random() < 0.5 else "tails"
e = Extra(10)
print([e.coin() for _ in range(5)])

for call in (lambda: random.Random.random(1), lambda: random.Random.getrandbits(1, 2), lambda: R(1, 2, 3), lambda: U(1, 2)):
    try:
        call()
    except TypeError as err:
        print(err)
print(random.Random.__mro__, random.Random.__bases__[0].__module__)
print(random.Random.random, random.Random.getrandbits)
try:
    T().choice([])
except IndexError as err:
    print(err)
try:
    T().randrange(0)
except ValueError as err:
    print(err)

class Slotted(random.Random):
    __slots__ = ()
print(Slotted(1).random(), Slotted(2).gauss(), Slotted(3).choice("abc"))
class Half(random.Random):
    def random(self):
        return 0.3
h = Half()
print(h.gauss(), h.gauss(), h.gauss_next, h.randint(1, 10))
