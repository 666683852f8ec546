# async/asyncio as CPython runs it: nested TaskGroups
import asyncio

async def leaf(i):
    await asyncio.sleep(0)
    return i * i

async def branch(k):
    async with asyncio.TaskGroup() as tg:
        ts = [tg.create_task(leaf(k * 10 + i)) for i in range(3)]
    return [t.result() for t in ts]

async def main():
    async with asyncio.TaskGroup() as tg:
        bs = [tg.create_task(branch(k)) for k in range(3)]
    print([b.result() for b in bs])

asyncio.run(main())
