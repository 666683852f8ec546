# Generators whose loop bodies are one statement: "for x in it: yield f(x)",
# "for x in it: if p(x): yield x", with throw, close, send, errors in the
# yielded expression (traceback lines), non-local targets and else clauses.
import traceback


def squares(it):
    for x in it:
        yield x * x


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


def bare(n):
    for _ in range(n):
        yield


print(list(evens(squares(range(10)))), list(bare(3)))

g = squares([1, 2, "a", 4])
print(next(g), next(g))
try:
    next(g)
except TypeError as e:
    print(traceback.extract_tb(e.__traceback__)[-1][1:], e)
print(list(g))

g = squares(range(5))
print(next(g), g.send("ignored"))
try:
    g.throw(ValueError("in"))
except ValueError as e:
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    print("thrown", e, tb.tb_lineno)
print(list(g))

g = evens(range(10))
print(next(g), next(g))
g.close()
print(list(g))

total = 0


def glob(it):
    global total
    for total in it:
        yield total + 1
    else:
        yield "else"


class Box:
    pass


b = Box()


def attr(it):
    for b.v in it:
        yield b.v
    for k, v in it:
        yield k


def pairs(d):
    for k, v in d.items():
        yield k, v


print(list(glob([5, 6])), total, list(attr([(1, 2), (3, 4)])), b.v, list(pairs({"a": 1})))


def nested(rows):
    for row in rows:
        for x in row:
            if x:
                yield x
            else:
                yield -1
    while rows:
        rows = rows[1:]
        yield len(rows)


print(list(nested([[1, 0], [2]])))


def catcher():
    try:
        yield from squares(range(3))
    except ZeroDivisionError:
        yield "caught"


g = catcher()
print(next(g), g.throw(ZeroDivisionError))
