# Queue(maxsize=1): put waits for a get; order of producer and consumer steps
import asyncio

async def producer(q):
    for i in range(3):
        print("putting", i)
        await q.put(i)
        print("put", i)

async def consumer(q):
    for _ in range(3):
        await asyncio.sleep(0)
        item = await q.get()
        print("got", item)

async def main():
    q = asyncio.Queue(maxsize=1)
    await asyncio.gather(producer(q), consumer(q))
    print(q.empty())

asyncio.run(main())
