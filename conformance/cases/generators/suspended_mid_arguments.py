# Generators and coroutines suspended halfway through a call's arguments,
# interleaved: each call must get its own arguments (a Python function,
# a method, a class, and builtins that borrow their arguments).
import asyncio


def f(a, b):
    return (a, b)


class C:
    def __init__(self, a, b):
        self.v = (a, b)

    def m(self, a, b):
        return (a, b)


def g(i):
    c = C(0, 0)
    out = []
    d = {}
    for j in range(3):
        out.append(f((yield), (yield)))
        out.append(c.m((yield), (yield)))
        out.append(C((yield), (yield)).v)
        out.insert((yield), (yield))
        d.setdefault((yield), (yield))
        out.append(isinstance((yield), int))
        out.append(len((yield)))
    yield out, d


gens = [g(i) for i in range(4)]
for x in gens:
    next(x)
results = []
for step in range(3 * 12):
    for i, x in enumerate(gens):
        v = [i] * step if step % 12 == 11 else (0 if step % 12 == 6 else (i, step))
        r = x.send(v)
        if r is not None:
            results.append(r)
for out, d in results:
    print(out)
    print(d)


async def val(x):
    await asyncio.sleep(0)
    return x


async def task(i):
    l = [i]
    l.insert(await val(0), await val(i * 10))
    return (f(await val(i), await val(-i)), C(await val(i), 1).v,
            isinstance(await val(i), int), len(await val([0] * i)),
            abs(await val(-i)), l, [len(await val([1] * k)) for k in range(i)])


async def main():
    for r in await asyncio.gather(*[task(i) for i in range(5)]):
        print(r)

asyncio.run(main())
