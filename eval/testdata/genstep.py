# Generators run on steppers (genstep.go): loops, break/continue, else
# clauses, return values, send/throw/close, PEP 479, re-entrancy, yields
# stored into targets. Expected output: genstep.expected, from CPython 3.11.
def g1(n):
    for i in range(n):
        if i == 3:
            continue
        if i == 6:
            break
        yield i
    else:
        print("else not reached")
    yield "after"
    return "ret"
print(list(g1(10)))
def g2():
    yield 1
    yield 2
    return 42
it = g2()
print(next(it), next(it))
try:
    next(it)
except StopIteration as e:
    print("stop", e.value)
try:
    next(it)
except StopIteration as e:
    print("stop again", e.value)
def g3():
    n = 0
    while n < 3:
        yield n
        n += 1
    else:
        print("while else")
    return n
print(list(g3()))
def outer():
    r = yield from g3()
    yield r
print(list(outer()))
it = g1(10)
print(next(it))
try:
    it.throw(ValueError("boom"))
except ValueError as e:
    print("thrown", e)
    pass
print(list(it))
it = g3()
next(it)
print(it.send("ignored"))
it.close()
print(list(it))
def g4():
    yield 1
    raise StopIteration("x")
try:
    list(g4())
except RuntimeError as e:
    print("RuntimeError", e, type(e.__cause__).__name__)
def g5(xs):
    for x in xs:
        yield 10 / x
try:
    print(list(g5([1, 2, 0])))
except ZeroDivisionError:
    pass
g = g5([1])
print(g.gi_running, next(g))
def g6():
    yield g6i.gi_running
g6i = g6()
print(next(g6i))
def selfref():
    yield next(sr)
sr = selfref()
try:
    next(sr)
except ValueError as e:
    print(e)
def g7():
    for i in range(2):
        for j in range(2):
            yield (i, j)
            if j:
                yield "j"
        yield "i"
print(list(g7()))
it = g7()
print(next(it)); print(it.throw(StopIteration) if False else next(it))
def g8():
    try:
        yield 1
    except GeneratorExit:
        print("exit")
        raise
it = g8(); next(it); it.close()
def g9():
    yield
    yield
print(list(g9()))
it = g9()
try:
    it.throw(KeyError, "k")
except KeyError as e:
    print("pre-start throw", e)
print(list(it))
def g10():
    try:
        raise TypeError("inner")
    except TypeError:
        pass
    yield 5
    try:
        raise
    except RuntimeError as e:
        print("bare raise:", e)
print(list(g10()))
try:
    raise KeyError("outer")
except KeyError:
    def g11():
        yield 1
        raise
    try:
        list(g11())
    except KeyError as e:
        print("re-raised", e)
def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total
a = acc()
print(next(a), a.send(3), a.send(4))
try:
    a.send(None)
except StopIteration as e:
    print("ret", e.value)
def store():
    d = {}
    for k in "abc":
        d[k] = yield k
    yield d
s = store()
print(next(s), s.send(1), s.send(2), s.send(3))
def thr():
    try:
        pass
    finally:
        pass
    v = yield 1
    print("got", v)
t = thr(); next(t)
try:
    t.throw(KeyError("z"))
except KeyError as e:
    print("KeyError", e)
def ordr():
    class O:
        def __setitem__(self, k, v): print("set", k, v)
    def key():
        print("key evaluated"); return 0
    o = O()
    o[key()] = yield "y"
g = ordr(); print(next(g))
try:
    g.send("v")
except StopIteration:
    print("done")
