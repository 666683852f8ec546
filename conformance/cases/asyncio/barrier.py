# asyncio.Barrier (3.11): indices, rounds, abort, reset, async with, repr, errors; TaskGroup, timeout, Runner
import asyncio
import re

def show(b):
    print(re.sub(r"0x[0-9a-f]+", "0x..", repr(b)))

async def main():
    b = asyncio.Barrier(3)
    show(b)
    print(b.parties, b.n_waiting, b.broken)
    order = []
    async def worker(i, delay):
        await asyncio.sleep(delay)
        idx = await b.wait()
        order.append((i, idx))
        return idx
    res = await asyncio.gather(worker("a", 0.03), worker("b", 0.01), worker("c", 0.02))
    print(sorted(res), sorted(order), b.n_waiting)
    show(b)
    # two rounds
    res2 = await asyncio.gather(*[worker(i, 0) for i in range(6)])
    print(sorted(res2))
    # async with
    async def ctx(i):
        async with b as pos:
            return pos
    print(sorted(await asyncio.gather(ctx(1), ctx(2), ctx(3))))
    # abort breaks waiters
    b2 = asyncio.Barrier(2)
    async def lone():
        try:
            await b2.wait()
        except asyncio.BrokenBarrierError as e:
            return f"broken: {e!r}"
    t = asyncio.create_task(lone())
    await asyncio.sleep(0.01)
    print(b2.n_waiting)
    show(b2)
    await b2.abort()
    print(await t, b2.broken)
    show(b2)
    try:
        await b2.wait()
    except asyncio.BrokenBarrierError as e:
        print("after abort:", repr(e))
    await b2.reset()
    print(b2.broken, b2.n_waiting)
    # reset while waiting
    b3 = asyncio.Barrier(3)
    t3 = asyncio.create_task(b3.wait())
    await asyncio.sleep(0)
    await b3.reset()
    try:
        await t3
    except asyncio.BrokenBarrierError as e:
        print("reset:", e)
    show(b3)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print(e)
    print(issubclass(asyncio.BrokenBarrierError, RuntimeError), asyncio.BrokenBarrierError.__module__)
    # a timed-out waiter
    b4 = asyncio.Barrier(2)
    try:
        await asyncio.wait_for(b4.wait(), 0.01)
    except asyncio.TimeoutError:
        print("timed out", b4.n_waiting)
    # TaskGroup and timeout
    async with asyncio.TaskGroup() as tg:
        ts = [tg.create_task(asyncio.sleep(0, i)) for i in range(3)]
    print([x.result() for x in ts])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(asyncio.sleep(1))
            async def boom():
                raise ValueError("boom")
            tg.create_task(boom())
    except* ValueError as eg:
        print("group:", eg.exceptions)
    try:
        async with asyncio.timeout(0.01) as cm:
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout expired", cm.expired())
    async with asyncio.timeout(None) as cm2:
        await asyncio.sleep(0)
    print(cm2.when())

asyncio.run(main())
with asyncio.Runner() as r:
    print(r.run(asyncio.sleep(0, "runner")), r.get_loop().is_running())
