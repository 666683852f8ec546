# tuple and list displays of one to four items (made in one allocation): growth past their
# room, sizes, identity, errors and generators suspended in the middle of a display
import sys

a = [1]
b = [1, 2]
c = [1, 2, 3]
d = [1, 2, 3, 4]
x = 5
e = [x, x, x]
print([sys.getsizeof(v) for v in (a, b, c, d, e, [x], [x, x], [x, x, x, x])])
for l in (a, b, c, d, e):
    for i in range(6):
        l.append(i)
    l.insert(0, "z")
print(a, b, c, d, e, [sys.getsizeof(v) for v in (a, b, c, d, e)])
t = (x, "s", 2.5, None)
print(t, (x,), (x, x), (x, x, x), len(t), t[1:], t * 2, sys.getsizeof(t), sys.getsizeof((x,)))
print([x] is [x], (x, x) == (x, x), hash((x, 1)) == hash((5, 1)), [(i, i * i) for i in range(4)])
l = [x, [x]]
l[1].append(l)
print(l, [l] * 2)


def boom():
    raise ValueError("mid display")


for make in (lambda: (1, boom()), lambda: [x, x, boom()], lambda: (boom(),)):
    try:
        make()
    except ValueError as err:
        print("ValueError", err)


def gen():
    p = ((yield 1), (yield 2))
    q = [(yield 3), x, (yield 4)]
    yield p, q


g = gen()
print(next(g), g.send("a"), g.send("b"), g.send("c"), g.send("d"))
s = []
for i in range(3):
    s.append((i, [i]))
s[0][1].extend(range(10))
print(s, len(s[0][1]))
st = {x}
st2 = {x, x, "a", (x, x)}
print(sorted(map(str, st2)), len(st2), sys.getsizeof(st), sys.getsizeof(st2), {1, 2, 3, 4} == {4, 3, 2, 1})
for i in range(10):
    st.add(i)
print(sorted(st), sys.getsizeof(st))
order = []


def item(v):
    order.append(v)
    return v


try:
    {item(1), item([2]), item(3)}
except TypeError as err:
    print("TypeError", err, order)
st3 = {x, 1.0, 1, True}
print(st3, {frozenset({x}), frozenset({x})})
