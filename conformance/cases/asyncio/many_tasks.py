# async/asyncio as CPython runs it: many tasks
import asyncio

async def job(i):
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    return i

async def main():
    res = await asyncio.gather(*(job(i) for i in range(2000)))
    print(len(res), sum(res))

asyncio.run(main())
