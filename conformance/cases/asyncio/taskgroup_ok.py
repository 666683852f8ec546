# async/asyncio as CPython runs it: taskgroup ok
import asyncio

async def job(n):
    await asyncio.sleep(0)
    print("job", n)
    return n * 10

async def main():
    async with asyncio.TaskGroup() as tg:
        ts = [tg.create_task(job(i)) for i in range(3)]
        print("spawned")
    print([t.result() for t in ts])

asyncio.run(main())
