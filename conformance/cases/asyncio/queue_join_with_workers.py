# Queue.join waits for task_done of every item; workers are cancelled afterwards
import asyncio

async def worker(name, q, out):
    while True:
        item = await q.get()
        await asyncio.sleep(0)
        out.append(item * 2)
        q.task_done()

async def main():
    q = asyncio.Queue()
    out = []
    for i in range(6):
        q.put_nowait(i)
    ws = [asyncio.create_task(worker(n, q, out)) for n in range(2)]
    await q.join()
    print(sorted(out))
    for w in ws:
        w.cancel()
    res = await asyncio.gather(*ws, return_exceptions=True)
    print([type(r).__name__ for r in res])

asyncio.run(main())
