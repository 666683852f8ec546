# Starred unpacking into local names (stored straight into the frame's
# slots), globals and cells, from lists, tuples and other iterables.

def f(seq):
    first, *middle, last = seq
    head, *tail = seq
    *init, end = seq
    print(first, middle, last, head, tail, init, end, type(middle).__name__)
    return middle

for seq in ([1, 2, 3, 4, 5, 6, 7, 8], (1, 2), [1, 2, 3], "abc", range(4), list(range(40))):
    m = f(seq)
    m.append("x")  # a new list each time
    print(m)

def g(seq):
    a, b, *c, d, e = seq
    return a, b, c, d, e

print(g([1, 2, 3, 4]), g((1, 2, 3, 4, 5, 6)), g(iter([9, 8, 7, 6])))
for bad in ([1, 2, 3], (), [1]):
    try:
        g(bad)
    except ValueError as e:
        print("ValueError:", e)

def h(seq):
    *only, = seq
    return only

print(h([]), h(()), h([1]), h((1, 2, 3)))
l = [1, 2, 3]
print(h(l) is l, h(l) == l)

def cells(seq):
    x, *y, z = seq
    def inner():
        return x, y, z
    return inner()

print(cells([1, 2, 3, 4]), cells((5, 6)))

def self_ref():
    l = [1, 2, 3, 4]
    a, *l, b = l
    return a, l, b

print(self_ref())

first, *rest = [10, 20, 30]
print(first, rest)
*rest, last = (1,)
print(rest, last)
try:
    x, *y, z = 5
except TypeError as e:
    print("TypeError:", e)
try:
    def k():
        p, *q, r = [1]
    k()
except ValueError as e:
    print("ValueError:", e)
