# Function definitions: parameters of every kind, annotations, defaults.
# Cases are separated by "# ---" lines.
# --- no params
def f():
    pass
# --- positional params
def f(a, b, c):
    pass
# --- defaults
def f(a, b=1, c=2):
    pass
# --- star args
def f(*args):
    pass
# --- kwargs
def f(**kwargs):
    pass
# --- star args and kwargs
def f(a, *args, b, c=1, **kwargs):
    pass
# --- bare star
def f(a, *, b):
    pass
# --- bare star with defaults
def f(*, a=1, b, c=2):
    pass
# --- positional only
def f(a, /):
    pass
# --- positional only with defaults
def f(a, b=1, /, c=2):
    pass
# --- positional only and keyword only
def f(a, /, b, *, c):
    pass
# --- all kinds
def f(a, b=1, /, c=2, *args, d, e=3, **kwargs):
    pass
# --- trailing commas
def f(a,):
    pass
def g(*a,):
    pass
def h(**k,):
    pass
def i(a, /,):
    pass
def j(*, a,):
    pass
# --- annotations
def f(a: int, b: str = 'x', *args: tuple, c: float, d: list = [], **kwargs: dict) -> None:
    pass
# --- return annotation
def f() -> int:
    pass
def g() -> 'C':
    pass
def h() -> list[int] | None:
    pass
# --- annotation expressions
def f(a: lambda: 1, b: (x := 1), c: a if b else c, d: 1 + 2) -> (yield):
    pass
# --- starred annotation on star args
def f(*args: *Ts):
    pass
# --- positional only annotated
def f(a: int, /, b: int = 0):
    pass
# --- default expressions
def f(a=lambda: 0, b=[x for x in y], c=(1, 2), d=f(x), e=-1):
    pass
# --- multi-line parameters
def f(
    a,
    b=1,
    *,
    c,
    **d,
):
    pass
# --- multi-line parameters with comments
def f(
    a,  # first
    # between
    b,
):
    pass
# --- function docstring and body
def f(x):
    """Doc."""
    y = x + 1
    return y
# --- function returning lambda
def f():
    return lambda *a, **k: (a, k)
# --- nested def with global nonlocal
x = 0
def f():
    global x
    y = 0
    def g():
        nonlocal y
        y += 1
        x = y
    return g
# --- generator function
def gen():
    yield 1
    yield from range(3)
    return 4
# --- async generator
async def agen():
    yield 1
    await x
# --- method with decorators
class C:
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, v):
        self._x = v
    @staticmethod
    def s():
        pass
    @classmethod
    def c(cls):
        pass
# --- class with nested class
class A:
    class B:
        class C:
            pass
# --- class with annotations
class P:
    x: int
    y: int = 0
    z: 'list[int]' = []
# --- class keyword arguments only
class C(metaclass=M):
    pass
# --- class starred kwargs
class C(**kw):
    pass
# --- function type annotation string forward ref
def f(a: 'A') -> 'B':
    pass
# --- lambda default values referring to lambda
f = lambda a=lambda: 1: a
# --- decorated class and function with arguments
@a.b(c, d=e)
class C:
    @f
    @g(*h, **i)
    async def m(self):
        pass
# --- empty return annotation parenthesised tuple
def f() -> ():
    pass
def g() -> (int, str):
    pass
# --- def named match and case
def match(case, type):
    return case
# --- keyword-only after varargs with annotations and defaults
def f(*args: int, key: str = 'k', **kw: object) -> None:
    pass
