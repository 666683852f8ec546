# "await f(args)" of a Python coroutine function runs the body on the
# awaiting coroutine without making the coroutine (await_call.go); every
# other awaited call makes its value and awaits it. Both must behave as
# CPython's: arguments, closures, recursion, errors, frames, send/throw.
import asyncio
import functools
import traceback
import types


async def add(a, b=10, *rest, k=1, **kw):
    await asyncio.sleep(0)
    return a + b + sum(rest) + k + sum(kw.values())


async def closure(n):
    total = 0

    async def inner(i):
        nonlocal total
        total += i
        await asyncio.sleep(0)
        return total

    for i in range(n):
        await inner(i)
    return total


async def rec(n):
    if n == 0:
        await asyncio.sleep(0)
        return 0
    return 1 + await rec(n - 1)


async def via_failing(kind):
    x = await failing(kind)
    return x


class Res:
    def __init__(self, v):
        self.v = v

    async def get(self, d=1):
        await asyncio.sleep(0)
        return self.v * d

    def __await__(self):
        yield from asyncio.sleep(0).__await__()
        return "Res awaited"


def make_res(v):
    return Res(v)


@types.coroutine
def gen_coro(x):
    yield
    return x + 1


async def stop_iter():
    raise StopIteration(3)


async def failing(kind):
    await asyncio.sleep(0)
    if kind == "value":
        raise ValueError("bad value")
    raise KeyError(kind)


async def agen(n):
    for i in range(n):
        yield await add(i, 0, k=0)


async def main():
    print(await add(1), await add(1, 2), await add(1, 2, 3, 4), await add(1, k=5, z=7))
    print(await closure(5))
    print(await rec(200))
    r = Res(4)
    print(await r.get(), await r.get(d=3), await Res.get(r), await make_res(2))
    print(await gen_coro(41))
    print(await functools.partial(add, 5)(b=1))
    print([await add(i, i) for i in range(3)])
    print([x async for x in agen(3)])
    for coro_fn, arg in ((stop_iter, None), (failing, "value"), (failing, "key")):
        try:
            await (coro_fn() if arg is None else coro_fn(arg))
        except Exception as e:
            print(type(e).__name__, e, type(e.__cause__).__name__)
    for bad in (lambda: add(), lambda: add(1, x=2, k=3, kk=4), lambda: make_res(1).get(1, 2)):
        try:
            await bad()
        except TypeError as e:
            print("TypeError", e)
    try:
        await via_failing("value")
    except ValueError as e:
        print([(f.name, f.line) for f in traceback.extract_tb(e.__traceback__)])
    t = asyncio.current_task()
    print(t.get_coro().cr_running, type(t.get_coro()).__name__)


asyncio.run(main())


# Driven by send() and throw() without an event loop.
class Tick:
    def __await__(self):
        v = yield "tick"
        return v


async def ticker(n):
    got = []
    for i in range(n):
        got.append(await step(i))
    return got


async def step(i):
    return (i, await Tick())


c = ticker(3)
print(c.send(None), c.send("a"), c.send("b"))
try:
    c.send("c")
except StopIteration as e:
    print("done", e.value)
c = ticker(3)
c.send(None)
try:
    c.throw(ValueError("thrown"))
except ValueError as e:
    print("thrown out:", e)
print(c.cr_running, c.cr_suspended)
c = ticker(2)
c.send(None)
c.close()
print("closed", c.cr_suspended)


# A call whose arguments await or yield suspends before the callee runs,
# while other tasks (or the generator's consumer) make calls of their own.
def f3(a, b, c):
    return a * 1000 + b + c


class P:
    def __init__(self, a, b):
        self.ab = (a, b)

    def m(self, a, b):
        return (a, b)


async def g(x):
    await asyncio.sleep(0)
    return x


async def task(k):
    s = []
    for i in range(4):
        s.append(f3(await g(i), await g(k), i))
        s.append(P(await g(i), k).ab)
        s.append(P(0, 0).m(await g(k), await g(i)))
        s.append(max(await g(i), await g(k)))
    return s


async def tasks():
    return await asyncio.gather(*(task(k) for k in range(3)))


print(asyncio.run(tasks()))


def gen(tag):
    while True:
        x = f3((yield), len(tag), (yield))
        y = P((yield), tag).ab
        print(tag, x, y)


g1, g2 = gen("one"), gen("three")
next(g1)
next(g2)
for i in range(12):
    (g1 if i % 2 == 0 else g2).send(i)


# An async comprehension among a call's arguments suspends the frame at
# each __anext__, as an await does: the arguments before it must survive
# the other tasks' calls (they are not kept on the thread's value stack).
async def agen3(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


def other(p, q, r, s):
    return p + q + r + s


def trio(a, b, c):
    return (a, b, c)


async def comp_arg(k):
    return (
        trio(k, [x async for x in agen3(3)], k * 10),
        P(k, {x async for x in agen3(2)}).ab,
        P(k, k).m(k + 1, [x async for x in agen3(2)]),
        max(k * 10, [x async for x in agen3(3)][-1], k),
        await add(k, sum([x async for x in agen3(3)]), k),
    )


async def noise():
    for i in range(20):
        other(i, i, i, i)
        await asyncio.sleep(0)


async def comp_args():
    r = await asyncio.gather(comp_arg(1), noise(), comp_arg(2), noise())
    print(r[0], r[2])


asyncio.run(comp_args())
