# the direct paths of calls and returns: return of a local, free, global, constant, attribute; class calls, builtins, errors
import traceback

G = 10

def ret_local(a):
    return a

def ret_global():
    return G

def ret_const():
    return (1, 2)

def outer():
    x = 5
    def inner():
        return x
    return inner

def ret_unbound(flag):
    if flag:
        y = 1
    return y

def ret_missing_global():
    return NOT_DEFINED_ANYWHERE

class P:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
    def missing(self):
        return self.nope

print(ret_local(3), ret_global(), ret_const() is ret_const(), outer()())
for fn, args in [(ret_unbound, (False,)), (ret_missing_global, ())]:
    try:
        fn(*args)
    except Exception as e:
        print(type(e).__name__, e)
        print(traceback.format_exc().splitlines()[-3].strip())

p = P(7)
print(p.get())
try:
    p.missing()
except AttributeError as e:
    print("AttributeError", e)
    print(traceback.format_exc().splitlines()[-3].strip())
G = 11
print(ret_global())
del G
try:
    ret_global()
except NameError as e:
    print("NameError", e)

# one class call site, different classes and shapes
class A:
    def __init__(self, x):
        self.x = x
class B:
    def __init__(self, x, y=2):
        self.x = x + y
class C:
    def __init__(self, *xs):
        self.x = sum(xs)
class D:
    def __init__(self, x):
        return 5
class E:
    def __new__(cls, x):
        print("E.__new__", x)
        return super().__new__(cls)
    def __init__(self, x):
        self.x = x * 3

for cls in [A, B, C, A, E, B]:
    print(cls.__name__, cls(4).x)
try:
    D(1)
except TypeError as e:
    print("TypeError", e)
for cls in [A, A]:
    try:
        cls()
    except TypeError as e:
        print("TypeError", e)
    try:
        cls(1, 2)
    except TypeError as e:
        print("TypeError", e)

# builtins and Python functions at the same site
def twice(s):
    return s + s
for f in [len, twice, len, str, repr, twice]:
    print(f("ab"))
for f in [len, abs]:
    try:
        f(1.5 if f is len else "x")
    except TypeError as e:
        print("TypeError", e)

# a function rebound between calls of the same site
def h(a):
    return a + 1
for i in range(3):
    print(h(i))
    if i == 1:
        def h(a, b=10):
            return a + b

# builtin methods and Python methods at one method site
class L(list):
    def append(self, x):
        print("L.append", x)
        super().append(x * 2)
for obj in [[], L(), [], L()]:
    obj.append(3)
    print(type(obj).__name__, obj)

# recursion through the direct path stays bounded (a limit the program
# lowered is the catchable RecursionError)
import sys
sys.setrecursionlimit(200)
def down(n):
    return down(n + 1)
try:
    down(0)
except RecursionError as e:
    print("RecursionError", e)
