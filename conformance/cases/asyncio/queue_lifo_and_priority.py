# asyncio LifoQueue and PriorityQueue: retrieval order
import asyncio

async def main():
    lq = asyncio.LifoQueue()
    pq = asyncio.PriorityQueue()
    for x in (3, 1, 2):
        await lq.put(x)
        await pq.put((x, f"item{x}"))
    print([await lq.get() for _ in range(3)])
    print([await pq.get() for _ in range(3)])

asyncio.run(main())
