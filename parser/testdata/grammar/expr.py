# Expressions. Cases are separated by "# ---" lines.
# --- names
x
_x
__x__
x1
# --- unicode identifiers
café = 1
名前 = 2
Ωμέγα = 3
_ñ = 4
# --- unicode identifier normalization
ﬁle = 1
# --- constants
None
True
False
...
# --- binary operators
a + b
a - b
a * b
a @ b
a / b
a // b
a % b
a ** b
a << b
a >> b
a & b
a ^ b
a | b
# --- precedence arithmetic
a + b * c - d / e % f // g @ h
# --- precedence shifts and bits
a | b ^ c & d << e >> f + g
# --- left associativity
a - b - c
a / b / c
a << b << c
# --- power right associativity
a ** b ** c
# --- power and unary
-a ** -b
-a ** b
(-a) ** b
~a ** ~b
# --- unary operators
-a
+a
~a
not a
- - a
+-~a
not not a
# --- unary precedence with binary
-a * b
not a == b
not a and not b
# --- boolean operators
a and b
a or b
a and b and c
a or b or c
a and b or c and d
a or b and c
# --- boolean with not precedence
not a or b and not c
# --- comparisons
a == b
a != b
a < b
a <= b
a > b
a >= b
a is b
a is not b
a in b
a not in b
# --- chained comparison
a < b <= c == d != e > f >= g is h is not i in j not in k
# --- comparison with bitwise
a | b < c & d
# --- conditional expression
a if b else c
# --- nested conditional
a if b else c if d else e
(a if b else c) if d else e
# --- conditional precedence
a or b if c and d else e or f
# --- lambda
lambda: 0
# --- lambda args
lambda x: x
lambda x, y: x + y
lambda x, y=1: 0
lambda *args: 0
lambda **kw: 0
lambda *args, **kw: 0
lambda x, *, y: 0
lambda x, *, y=1, z: 0
lambda x, /: 0
lambda x, /, y: 0
lambda x=1, /, y=2, *a, z=3, **k: 0
lambda a, b=1, /, c=2, *, d, e=3, **f: 0
# --- lambda trailing comma
lambda x,: x
lambda *a,: 0
lambda **k,: 0
# --- lambda nested
lambda: lambda x: lambda y: x + y
# --- lambda in conditional
lambda: a if b else c
(lambda: a) if b else c
# --- lambda body yield-free expressions
lambda x: (yield)
# --- walrus
(x := 1)
# --- walrus in call and comprehension
f(x := 1)
f(a, y := 2)
[y := f(x), y ** 2]
[y for x in z if (y := x)]
# --- walrus in if and while
if (n := len(a)) > 10:
    pass
while chunk := read():
    pass
# --- walrus unparenthesised in if condition
if x := f():
    pass
# --- walrus in subscript and set
a[x := 1]
{x := 1, y := 2}
a[b := 1, c := 2]
# --- walrus in slice
a[(x := 1):2]
# --- walrus nested
(a := (b := 1))
# --- attribute
a.b
a.b.c.d
# --- subscript
a[b]
a[b][c]
# --- slices
a[:]
a[1:]
a[:2]
a[1:2]
a[::]
a[::3]
a[1:2:3]
a[:2:]
a[::-1]
# --- extended slices
a[1:2, 3:4]
a[:, None]
a[..., 0]
a[1:2, ::3, ...]
# --- tuple subscript
a[1, 2]
a[1,]
a[(1, 2)]
# --- starred subscript
a[*b]
a[*b, c]
a[b, *c]
a[*b, *c]
# --- slice expressions
a[b + 1 : c * 2 : d or e]
a[lambda: 0 : 1]
a[x if y else z:]
# --- calls
f()
f(a)
f(a, b)
f(a,)
f(a)(b)(c)
# --- call keywords
f(a=1)
f(a, b=1)
f(a=1, b=2)
# --- call starred
f(*a)
f(*a, *b)
f(**k)
f(**k, **l)
f(*a, **k)
f(a, *b, c, *d, e=1, **f)
f(a=1, *b)
f(a=1, *b, c=2, **d)
f(**k, a=1)
# --- call generator argument
f(x for x in y)
f(x for x in y if x)
sum(i * i for i in range(10))
# --- call starred expression argument
f(*a or b)
f(*a if b else c)
f(**a or b)
# --- method chain
a.b(c).d[e](f).g
# --- tuple
()
(1,)
1,
1, 2
(1, 2)
(1, 2,)
# --- nested tuple
((1, 2), (3, (4,)))
# --- parenthesised expression
(a)
((a))
(((a + b)))
# --- list
[]
[1]
[1, 2]
[1, 2,]
[[1], [2, [3]]]
# --- set
{1}
{1, 2}
{1, 2,}
# --- dict
{}
{1: 2}
{1: 2, 3: 4,}
{'a': 1, **b, 'c': 2, **d}
{**a}
# --- dict values of every precedence
{a: b if c else d, e: lambda: f, g: (h := 1)}
# --- starred in displays
[*a, *b, c]
{*a, *b, c}
(*a, *b, c)
*a, *b
# --- starred in return and for
def f():
    return *a, b
for x in *a, *b:
    pass
# --- starred or expression
[*(a or b)]
[*a, *(b if c else d)]
# --- list comprehension
[x for x in y]
# --- comprehension conditions
[x for x in y if x if not x]
# --- comprehension nested for
[x * y for x in a for y in b]
[x for a in b if a for x in a if x]
# --- comprehension tuple target
[a + b for a, b in c]
[a for (a, b) in c]
[a for *a, b in c]
# --- comprehension target subscript attribute
[1 for a.b in c]
[1 for a[0] in c]
# --- set comprehension
{x for x in y}
# --- dict comprehension
{k: v for k, v in items}
{k: v for k in a if k for v in b}
# --- generator expression
(x for x in y)
(x for x in y if x for z in x)
# --- comprehension iter with lambda and conditional
[x for x in (a if b else c)]
[x for x in a if b if c]
# --- comprehension condition with or
[x for x in y if a or b]
# --- async comprehension in async function
async def f():
    [x async for x in y]
    {x async for x in y}
    {x: 1 async for x in y}
    (x async for x in y)
    [x async for x in y for z in x]
    [await x for x in y]
# --- await expressions
async def f():
    await a
    await a.b
    await a()
    await a[0]
    await a ** 2
    -await a
    await (await a)
# --- await precedence
async def f():
    return await a + await b * await c
# --- await as name outside async is a name in 3.11? no: keyword
async def f():
    x = [await z async for z in y]
# --- implicit string concatenation
'a' 'b'
'a' "b" '''c''' """d"""
# --- implicit concatenation across lines
x = ('a'
     'b'
     'c')
# --- bytes concatenation
b'a' b'b'
b'a' B"b" rb'c' Rb"d" bR'e' BR"f"
# --- string prefixes
u'a'
U'a'
r'a\n'
R'a\n'
u'a' 'b'
'a' u'b'
# --- ellipsis in expressions
x = ...
a[...]
f(...)
[..., ...]
# --- operator precedence table
a or b and not c == d | e ^ f & g << h + i * -j ** k
# --- comparison operands of every precedence
a | b == c ^ d
a + b < c * d
-a < -b
# --- in and not in chains
a in b not in c in d
# --- is not vs not
a is not b
a is (not b)
not a is b
# --- parenthesised yield
def f():
    x = (yield)
    f((yield x))
    return (yield from y)
# --- yield as argument alone
def f():
    f((yield))
# --- conditional lambda in call
f(lambda: 1, key=lambda x: -x)
# --- keyword argument values
f(a=b if c else d, e=lambda: 0, g=(x := 1)) if False else None
# --- long expression
x = (a + b - c * d / e // f % g ** h << i >> j & k ^ l | m) and (n or o) if p else q
# --- attribute of literal
(1).real
1 .real
1.0.real
1j.imag
'abc'.upper()
b'x'.decode()
[1].copy()
{}.keys()
# --- attribute after number needs space
1 .bit_length()
0x10 .bit_length()
# --- subscription of display
[1, 2][0]
(1, 2)[0]
{'a': 1}['a']
'abc'[1:]
# --- calls on keywords-like soft names
match(1)
case(2)
type(3)
_(4)
# --- not in comprehension condition
[x for x in y if not x]
# --- nested comprehension
[[x for x in row] for row in m]
[x for row in m for x in row]
{k: [v for v in vs] for k, vs in d.items()}
# --- starred in subscript assignment
a[*b] = c
# --- tuple with trailing comma in call parenthesis
f((a,))
f((a, b))
# --- conditional in comprehension element
[a if b else c for d in e]
# --- generator in subscript
a[(x for x in y)]
