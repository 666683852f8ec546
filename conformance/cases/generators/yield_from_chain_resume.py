# resuming a chain of generators suspended in `yield from` (each level a plain
# `yield from`, `x = yield from`, `return (yield from)`): values sent down, the
# delegate advanced or exhausted from outside, errors raised at the leaf (traceback
# through every level), throw and close down the chain, "already executing"
# compare: whole-stderr


def leaf(n):
    for i in range(n):
        got = yield i
        if got is not None:
            print("leaf got", got)
    return "leaf done"


def mid(n):
    r = yield from leaf(n)
    print("mid got", r)
    return r + "!"


def top(n):
    return (yield from mid(n))


g = top(3)
print(next(g), g.send("a"), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)

inner = leaf(4)


def outer():
    r = yield from inner
    print("outer got", r)
    yield "after"


o = outer()
print(next(o), next(inner), next(o))
print(list(inner), next(o))
print(list(o))


def chain(depth, inner):
    if depth == 0:
        yield from inner
    else:
        yield from chain(depth - 1, inner)


def failing():
    yield 1
    yield 2
    raise ValueError("leaf failed")


c = chain(5, failing())
print(next(c), next(c))
try:
    next(c)
except ValueError as e:
    print("caught", e)
print(list(c))

c = chain(3, leaf(5))
print(next(c), next(c))
try:
    c.throw(KeyError("thrown"))
except KeyError as e:
    print("thrown out", e)
print(list(c))

c = chain(3, leaf(5))
print(next(c))
c.close()
print(list(c))


def selfish():
    yield 1
    yield next(s)


s = chain(2, selfish())
print(next(s))
try:
    next(s)
except ValueError as e:
    print(e)

inner = leaf(2)


def guarded():
    # not a stepper (yield from inside try)
    try:
        r = yield from inner
        print("guarded got", r)
    finally:
        pass
    yield "after"


o = guarded()
print(next(o), next(inner))
print(list(inner), next(o))

c = chain(4, failing())
print(next(c), next(c))
next(c)
