# async/asyncio as CPython runs it: a bounded queue makes the producer wait for the consumer
import asyncio

async def producer(q):
    for i in range(4):
        print("producing", i)
        await q.put(i)
    print("producer done")

async def consumer(q):
    for _ in range(4):
        await asyncio.sleep(0.001)
        print("consumed", await q.get())

async def main():
    q = asyncio.Queue(maxsize=1)
    await asyncio.gather(producer(q), consumer(q))

asyncio.run(main())
