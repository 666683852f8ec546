# Items passed up chains of generators suspended in yield from (resumed as
# one walk down the chain): depth as nested resumes count it, the
# recursion limit a program sets, errors and returns on the way up.
import sys
def chain(d):
    if d == 0:
        yield 1
        yield 2
    else:
        yield from chain(d - 1)
for depth in (10, 500, 990):
    try:
        g = chain(depth)
        print(depth, next(g), next(g), list(g))
    except RecursionError as e:
        print(depth, "RecursionError", e)
def walk(t):
    if isinstance(t, int):
        yield t
        return
    for s in t:
        yield from walk(s)
t = 1
for i in range(900):
    t = [t, i]
try:
    print(sum(walk(t)))
except RecursionError as e:
    print("RecursionError", e)
sys.setrecursionlimit(100)
g = chain(50)
print(next(g))
sys.setrecursionlimit(40)
try:
    print(next(g))
except RecursionError as e:
    print("RecursionError", e)
sys.setrecursionlimit(1000)


def inner(box):
    yield 1
    yield next(box[0])  # the outer generator is running: ValueError


def middle(box):
    r = yield from inner(box)
    return r


def outer(box):
    try:
        yield from middle(box)
    except ValueError as e:
        yield "outer caught " + str(e)


box = []
g = outer(box)
box.append(g)
print(next(g), next(g))


def failing(d):
    if d == 0:
        yield "a"
        raise KeyError(d)
    x = yield from failing(d - 1)
    return x


def catching():
    try:
        yield from failing(30)
    except KeyError as e:
        tb = e.__traceback__
        n = 0
        while tb:
            n += 1
            tb = tb.tb_next
        yield "caught %r through %d frames" % (e, n)


print(list(catching()))


def returning(d):
    if d == 0:
        x = yield "r"
        return x * 2
    r = yield from returning(d - 1)
    return r + 1


g = returning(40)
print(next(g))
try:
    g.send(5)
except StopIteration as e:
    print("returned", e.value)
