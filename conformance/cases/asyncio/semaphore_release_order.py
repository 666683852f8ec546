# async/asyncio as CPython runs it: Semaphore wakes waiters in FIFO order
import asyncio

async def worker(sem, i, order):
    async with sem:
        order.append(i)
        await asyncio.sleep(0)

async def main():
    sem = asyncio.Semaphore(1)
    order = []
    await asyncio.gather(*(worker(sem, i, order) for i in range(6)))
    print(order, sem.locked())

asyncio.run(main())
