# asyncio Semaphore: waiters acquire in FIFO order as slots free up
import asyncio

async def job(sem, i, active):
    async with sem:
        active.append(i)
        print("start", i, len(active))
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        active.remove(i)
        print("end", i)

async def main():
    sem = asyncio.Semaphore(2)
    active = []
    await asyncio.gather(*(job(sem, i, active) for i in range(5)))

asyncio.run(main())
