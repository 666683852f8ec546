# asyncio ordering: items go to waiting consumers in FIFO order
import asyncio

async def consumer(q, name, out):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            break
        out.append((name, item))
        print(name, "got", item)
        q.task_done()

async def main():
    q = asyncio.Queue()
    out = []
    cs = [asyncio.create_task(consumer(q, n, out)) for n in ("x", "y")]
    await asyncio.sleep(0)
    for i in range(5):
        await q.put(i)
    for _ in cs:
        await q.put(None)
    await q.join()
    await asyncio.gather(*cs)
    print(out)

asyncio.run(main())
