# async/asyncio as CPython runs it: semaphore bounded gather
import asyncio

async def fetch(sem, i):
    async with sem:
        await asyncio.sleep(0)
        return f"item{i}"

async def main():
    sem = asyncio.Semaphore(3)
    results = await asyncio.gather(*[fetch(sem, i) for i in range(8)])
    print(results)
    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print(e)

asyncio.run(main())
