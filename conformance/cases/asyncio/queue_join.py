# async/asyncio as CPython runs it: queue join
import asyncio

async def worker(name, q):
    while True:
        item = await q.get()
        await asyncio.sleep(0)
        print(name, "did", item)
        q.task_done()

async def main():
    q = asyncio.Queue()
    for i in range(5):
        q.put_nowait(i)
    workers = [asyncio.create_task(worker(f"w{i}", q)) for i in range(2)]
    await q.join()
    print("all done")
    for w in workers:
        w.cancel()
    res = await asyncio.gather(*workers, return_exceptions=True)
    print([type(r).__name__ for r in res])
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("empty")

asyncio.run(main())
