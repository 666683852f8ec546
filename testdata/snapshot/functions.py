# Functions, closures, decorators, generators functions (not generators).
import functools
def deco(f):
    @functools.wraps(f)
    def w(*a, **k):
        return ("wrapped", f(*a, **k))
    return w
@deco
def g(x, /, y=2, *rest, z, **kw):
    return x, y, rest, z, kw
def make(n):
    acc = []
    def push(v):
        acc.append(v * n)
        return list(acc)
    return push, lambda: len(acc)
push, size = make(10)
push(1)
def gen(n):
    for i in range(n):
        yield i * i
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
fib.memo = {}
def tagged(): pass
tagged.__dict__['tag'] = 'T'
tagged.count = 1
f2 = [lambda k=k: k * 2 for k in range(3)]
class A:
    def m(self):
        return "A.m"
class B(A):
    def m(self):
        return "B+" + super().m()
bm = B().m
adder = functools.partial(lambda a, b: a + b, 1)
total = sum
#--- restore ---
print(g(1, z=3), g.__name__, g(1, 5, 6, z=0, q=1))
print(push(2), size())
print(list(gen(4)), fib(10), fib.memo)
print([f() for f in f2], bm(), total([1, 2]))
tagged.count += 1
print(tagged.tag, tagged.count, vars(tagged), g.__module__, sorted(g.__dict__))
