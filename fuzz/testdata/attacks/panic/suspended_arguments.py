# Generators and coroutines suspended halfway through a call's arguments
# (a yield or an await among them), interleaved: arguments taken on the
# thread's value stack (borrowed builtins, direct Python calls) must not
# be released under another frame's.
# --- borrow_gen_many
def g(i):
    l = []
    d = {}
    for j in range(50):
        l.append((yield))
        d.setdefault((yield), (yield))
        l.insert((yield), (yield))
    yield (len(l), sum(d.values()))
gs = [g(i) for i in range(10)]
for x in gs: next(x)
res = []
for step in range(250):
    for i, x in enumerate(gs):
        r = x.send(i if step % 5 != 3 else 0)
        if r is not None: res.append(r)
print(res)
# --- borrow_coroutine
import asyncio
async def f(x):
    await asyncio.sleep(0)
    return x
async def a():
    return isinstance(await f(1), int), len(await f([1,2])), abs(await f(-3))
async def b():
    l = []
    l.insert(await f(0), await f('x'))
    return l
async def main():
    print(await asyncio.gather(a(), b(), a(), b()))
asyncio.run(main())
# --- borrow_coroutine_many
import asyncio
async def f(x):
    await asyncio.sleep(0)
    return x
async def w(i):
    d = {}
    l = [i]
    for j in range(50):
        d.setdefault(await f(j), await f(i))
        l.append(await f(j))
        l.insert(await f(0), await f(i))
        l.remove(await f(i))
        assert isinstance(await f(i), int)
    return sum(d.values()), len(l)
async def main():
    r = await asyncio.gather(*[w(i) for i in range(20)])
    print(r)
asyncio.run(main())
# --- direct_calls_interleaved
def f(a, b):
    return (a, b)
class C:
    def __init__(self, a, b): self.v = (a, b)
    def m(self, a, b): return (a, b)
def g(i):
    c = C(0, 0)
    out = []
    for j in range(5):
        out.append(f((yield), (yield)))
        out.append(c.m((yield), (yield)))
        out.append(C((yield), (yield)).v)
    yield out
gs = [g(i) for i in range(6)]
for x in gs: next(x)
res = []
for step in range(30):
    for i, x in enumerate(gs):
        r = x.send((i, step))
        if r is not None: res.append(r)
print(len(res), all(all(a[0][0] == b and a[1][0] == b for a in r) for b, r in enumerate(res)))
print(res[0][:3])
