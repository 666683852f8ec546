# Generators with 1, 2, 3, 5, 8 and 9 or more steppers (for/while/if/block
# states kept across yields), each iterated, re-iterated when finished, and
# interleaved with another of the same function.

def one():
    yield 1


def two():
    for i in range(2):
        yield i


def three(n):
    for i in range(n):
        if i % 2:
            yield i


def five(rows):
    for r in rows:
        for x in r:
            if x:
                yield x
    yield "end"


def eight(n):
    i = 0
    while i < n:
        for j in range(i):
            if j % 2 == 0:
                yield (i, j)
            else:
                for k in range(j):
                    yield (i, j, k)
        i += 1
    yield "done"


def many(n):
    for a in range(n):
        for b in range(a):
            for c in range(b):
                if c:
                    for d in range(c):
                        if d % 2:
                            yield (a, b, c, d)
                        else:
                            while d > 0:
                                d -= 1
                                yield d
    for e in range(2):
        yield e


for f, args in [(one, ()), (two, ()), (three, (6,)), (five, ([[0, 1], [], [2, 0, 3]],)),
                (eight, (5,)), (many, (6,))]:
    g = f(*args)
    print(f.__name__, list(g), list(g), next(g, "exhausted"))
    a, b = f(*args), f(*args)
    out = []
    for x, y in zip(a, b):
        out.append(x == y)
    print(f.__name__, all(out), len(out))


def with_cells(n):
    def inner():
        return n
    for i in range(n):
        yield inner() + i


print(list(with_cells(3)))
g = two()
print(next(g), g.gi_running, g.__name__, g.__qualname__)
for _ in g:
    pass
print(next(g, "exhausted"), g.gi_running)
