# Simple and compound statements. Cases are separated by "# ---" lines.
# --- pass
pass
# --- expression statement
x
# --- semicolons
a = 1; b = 2; c()
# --- trailing semicolon
a = 1;
# --- chained assignment
a = b = c = 1
# --- tuple assignment
a, b = b, a
# --- parenthesised tuple target
(a, b) = 1, 2
# --- list target
[a, b] = c
# --- nested targets
(a, [b, (c, d)]), e = f
# --- starred target
a, *b = c
# --- starred target first
*a, b = c
# --- starred in list target
[a, *b, c] = d
# --- attribute and subscript targets
a.b = c[d] = e.f[g].h = 1
# --- single element tuple target
a, = b
# --- assign yield
x = yield
# --- assign yield value
x = yield 1, 2
# --- assign starred value
x = *a, *b
# --- augmented assignment all ops
a += 1
a -= 1
a *= 1
a @= 1
a /= 1
a //= 1
a %= 1
a **= 1
a >>= 1
a <<= 1
a &= 1
a ^= 1
a |= 1
# --- augmented assignment to attribute and subscript
a.b += 1
a[b] -= 2
a[1:2] *= 3
# --- augmented assign yield
a += yield x
# --- annotated assignment
x: int = 1
# --- annotated declaration only
x: int
# --- annotated parenthesised name is not simple
(x): int = 1
# --- annotated attribute
a.b: int
# --- annotated subscript
a[0]: list[int] = []
# --- annotated tuple value
x: tuple = 1, 2
# --- annotated starred value
x: tuple = *a, b
# --- annotated yield value
def f():
    x: int = yield
# --- del
del a
# --- del many
del a, b.c, d[e], (f, g), [h]
# --- del trailing comma
del a,
# --- del parenthesised
del (a)
# --- return
def f():
    return
# --- return value
def f():
    return 1
# --- return tuple
def f():
    return 1, 2
# --- return starred
def f():
    return *a, *b
# --- raise
raise
# --- raise value
raise ValueError("x")
# --- raise from
raise ValueError from None
# --- global
def f():
    global a
    global b, c
# --- nonlocal
def f():
    x = 1
    def g():
        nonlocal x
        nonlocal x, y
# --- assert
assert x
# --- assert message
assert x, "message"
# --- import
import a
# --- import dotted
import a.b.c
# --- import as
import a.b as c, d as e, f
# --- from import
from a import b
# --- from import many
from a.b import c, d as e
# --- from import parenthesised
from a import (b, c as d,)
# --- from import star
from a import *
# --- relative import
from . import a
# --- relative import levels
from .. import a
from ...a import b
from .... import c
from .....a.b import d
# --- relative import with ellipsis token
from ...... import x
# --- break continue
while True:
    break
    continue
# --- if
if a:
    pass
# --- if else
if a:
    b
else:
    c
# --- if elif else
if a:
    b
elif c:
    d
elif e:
    f
else:
    g
# --- if one line
if a: b; c
# --- nested if
if a:
    if b:
        c
    else:
        d
# --- while
while a:
    b
# --- while else
while a:
    b
else:
    c
# --- while walrus
while (line := f()):
    pass
# --- for
for x in y:
    pass
# --- for tuple target
for a, b in c:
    pass
# --- for parenthesised target
for (a, b) in c:
    pass
# --- for starred target
for a, *b in c:
    pass
# --- for attribute target
for a.b in c:
    pass
# --- for tuple iter
for x in 1, 2, 3:
    pass
# --- for starred iter
for x in *a, *b:
    pass
# --- for else
for x in y:
    break
else:
    z
# --- for type comment ignored
for x in y:  # type: int
    pass
# --- try except
try:
    a
except:
    b
# --- try except type
try:
    a
except ValueError:
    b
# --- try except as
try:
    a
except ValueError as e:
    b
# --- try except tuple
try:
    a
except (ValueError, TypeError) as e:
    b
# --- try except many else finally
try:
    a
except A:
    b
except B as e:
    c
except:
    d
else:
    e
finally:
    f
# --- try finally
try:
    a
finally:
    b
# --- try except finally
try:
    a
except E:
    b
finally:
    c
# --- try star
try:
    a
except* ValueError:
    b
# --- try star as
try:
    a
except* (ValueError, TypeError) as eg:
    b
except* OSError:
    c
else:
    d
finally:
    e
# --- try star space
try:
    a
except *ValueError:
    b
# --- with
with a:
    pass
# --- with as
with a as b:
    pass
# --- with many
with a as b, c as d, e:
    pass
# --- with tuple target
with a as (b, c):
    pass
# --- with attribute and subscript target
with a as b.c, d as e[0]:
    pass
# --- with parenthesised items
with (a as b, c as d):
    pass
# --- with parenthesised items trailing comma
with (
    a as b,
    c as d,
):
    pass
# --- with parenthesised single item
with (a as b):
    pass
# --- with parenthesised expression is a tuple
with (a, b):
    pass
# --- with parenthesised expression only
with (a):
    pass
# --- with parenthesised call
with (open(x)) as f:
    pass
# --- with parenthesised mixed
with (a, b as c):
    pass
# --- with walrus
with (x := f()):
    pass
# --- with yield
def f():
    with (yield):
        pass
# --- function def
def f():
    pass
# --- class def
class C:
    pass
# --- class empty parens
class C():
    pass
# --- class bases
class C(A, B):
    pass
# --- class keywords
class C(A, metaclass=M, **kw):
    x = 1
    def m(self):
        return self
# --- class starred bases
class C(*bases, x=1):
    pass
# --- class docstring
class C:
    """doc"""
# --- decorator
@d
def f():
    pass
# --- decorators
@a
@b.c
@d(e)
@f.g(h)[i]
def f():
    pass
# --- decorator expression pep614
@(lambda f: f)
@x[0].y
@a if b else c
@(yield)
def f():
    pass
# --- decorator walrus
@x := y
def f():
    pass
# --- class decorator
@dataclass(frozen=True)
class C:
    x: int
# --- async def
async def f():
    pass
# --- await
async def f():
    await x
    y = await z
    return await w
# --- async for
async def f():
    async for x in y:
        pass
    else:
        pass
# --- async with
async def f():
    async with a as b, c:
        pass
# --- async with parenthesised
async def f():
    async with (a as b, c as d):
        pass
# --- decorated async
@d
async def f():
    pass
# --- async comprehensions
async def f():
    return [x async for x in y], {x: y async for x, y in z}, (await x for x in y)
# --- yield forms
def f():
    yield
    yield x
    yield x, y
    yield from z
    x = yield from z
    yield *a, b
# --- yield in expression
def f():
    x = (yield)
    y = f((yield))
    z = [(yield)]
    await_ = (yield) + 1
# --- nested functions and classes
def f():
    def g():
        class C:
            def h(self):
                return 1
        return C
    return g
# --- comments everywhere
# leading
x = 1  # trailing
# between
if x:  # after colon
    # inside
    y = 2
    # dedent comment
# after
# --- blank lines in blocks
if x:

    y = 1


    z = 2

w = 3
# --- one-line compound statements
if x: pass
while x: break
for x in y: continue
with a: pass
class C: pass
def f(): return 1
try: x
except: y
else: z
finally: w
# --- docstring module
"""Module docstring."""
x = 1
# --- ellipsis body
def f(): ...
# --- backslash continuation
x = 1 + \
    2
if a and \
   b:
    pass
# --- backslash continuation in with
with a as b, \
     c as d:
    pass
# --- implicit continuation
x = (1 +
     2)
y = [
    1,
    2,
]
z = {
    'a': 1,
}
f(a,
  b)
# --- dedent multiple levels
if a:
    if b:
        if c:
            d
e
# --- mixed indentation widths
if a:
  b
  if c:
        d
  e
# --- soft keywords as names
match = 1
case = 2
_ = 3
type = 4
match.x = case[_]
print(match, case, _, type)
# --- soft keyword match as call
match(x)
match[x]
match.x
match = match
match, b = 1, 2
# --- soft keyword match as expression statement
match * x
match - x
# --- print as name
print >> f, x
print
# --- exec as name
exec("x")
# --- keywords as attribute names not allowed but soft keywords ok
x.match.case.type._
# --- star expression statement
*a, b
# --- if expression statement
a if b else c
# --- type comments are comments
x = 1  # type: int
def f(a,  # type: int
      ):
    # type: (...) -> None
    pass
