# async/asyncio as CPython runs it: create task order
import asyncio

async def job(i):
    print("job", i, "start")
    await asyncio.sleep(0)
    print("job", i, "end")
    return i * i

async def main():
    tasks = [asyncio.create_task(job(i)) for i in range(3)]
    print("created")
    for t in tasks:
        print("result", await t)
    print([t.done() for t in tasks])

asyncio.run(main())
