# Task and Future reprs as CPython 3.11: running at the line of the await, done defined at the first line, wait_for, cb
import asyncio
import re

def m(s):
    return re.sub(r"(at) \S+?:(\d+)", r"\1 F:\2", s)

async def f():
    await asyncio.sleep(0.01)
    return 5

async def g():
    async with asyncio.Lock():
        await asyncio.sleep(10)

async def main():
    t = asyncio.create_task(f(), name="T")
    print(m(repr(t)))
    await asyncio.sleep(0)
    print(m(repr(t)))
    t.cancel()
    print(m(repr(t)))
    try:
        await t
    except asyncio.CancelledError:
        pass
    print(m(repr(t)))
    t2 = asyncio.create_task(f())
    await t2
    print(m(repr(t2)))
    fut = asyncio.get_running_loop().create_future()
    def cb(x): pass
    fut.add_done_callback(cb)
    print(m(repr(fut)))
    fut.add_done_callback(print)
    fut.add_done_callback(cb)
    print(m(repr(fut)))
    c = f()
    c.close()
    t3 = asyncio.create_task(g(), name="G")
    await asyncio.sleep(0)
    print(m(repr(t3)))
    t3.cancel()

asyncio.run(main())
