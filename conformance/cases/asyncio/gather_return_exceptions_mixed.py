# asyncio gather: return_exceptions=True collects results, exceptions and cancellations in order
import asyncio

async def ok(x):
    await asyncio.sleep(0)
    return x

async def fail(e):
    await asyncio.sleep(0)
    raise e

async def slow():
    await asyncio.sleep(10)

async def main():
    s = asyncio.create_task(slow())
    async def canceller():
        await asyncio.sleep(0)
        s.cancel("msg")
    res = await asyncio.gather(ok(1), fail(ValueError("v")), s, fail(KeyError("k")), ok(2), canceller(), return_exceptions=True)
    for r in res:
        print(type(r).__name__, repr(r))

asyncio.run(main())
