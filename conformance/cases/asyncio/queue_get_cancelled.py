# asyncio Queue: a cancelled getter does not lose an item put afterwards
import asyncio

async def main():
    q = asyncio.Queue()
    g1 = asyncio.create_task(q.get())
    g2 = asyncio.create_task(q.get())
    await asyncio.sleep(0)
    g1.cancel()
    await asyncio.sleep(0)
    q.put_nowait("x")
    print(await g2, g1.cancelled(), q.qsize())

asyncio.run(main())
