# async/asyncio as CPython runs it: queue producer consumer
import asyncio

async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print("put", i)
    await q.put(None)

async def consumer(q):
    total = 0
    while True:
        x = await q.get()
        if x is None:
            break
        print("got", x)
        total += x
        q.task_done()
    return total

async def main():
    q = asyncio.Queue(maxsize=2)
    _, total = await asyncio.gather(producer(q, 5), consumer(q))
    print("total", total, q.empty(), q.qsize())

asyncio.run(main())
