# async/asyncio as CPython runs it: TaskGroup tasks run concurrently and finish in deadline order
import asyncio

async def job(name, d, out):
    await asyncio.sleep(d)
    out.append(name)
    return name

async def main():
    out = []
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(job("a", 0.15, out))
        b = tg.create_task(job("b", 0.05, out))
        c = tg.create_task(job("c", 0.1, out))
    print(out, [t.result() for t in (a, b, c)])

asyncio.run(main())
