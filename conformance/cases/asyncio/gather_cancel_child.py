# async/asyncio as CPython runs it: gather cancel child
import asyncio

async def slow():
    await asyncio.sleep(1)
    return "slow"

async def main():
    t = asyncio.create_task(slow())
    g = asyncio.gather(t, asyncio.sleep(0, "fast"), return_exceptions=True)
    await asyncio.sleep(0)
    t.cancel()
    res = await g
    print(type(res[0]).__name__, res[1])

asyncio.run(main())
