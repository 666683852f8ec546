# async/asyncio as CPython runs it: priority queue
import asyncio

async def main():
    q = asyncio.PriorityQueue()
    for p in [3, 1, 2]:
        await q.put((p, f"p{p}"))
    while not q.empty():
        print(await q.get())
    lq = asyncio.LifoQueue()
    for i in range(3):
        lq.put_nowait(i)
    print([lq.get_nowait() for _ in range(3)])
    fq = asyncio.Queue(1)
    fq.put_nowait(1)
    try:
        fq.put_nowait(2)
    except asyncio.QueueFull:
        print("full", fq.full())

asyncio.run(main())
