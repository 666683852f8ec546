# async/asyncio as CPython runs it: semaphore limit
import asyncio

active = 0
peak = 0

async def worker(i, sem):
    global active, peak
    async with sem:
        active += 1
        peak = max(peak, active)
        print("in", i)
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        active -= 1
        print("out", i)

async def main():
    sem = asyncio.Semaphore(2)
    await asyncio.gather(*(worker(i, sem) for i in range(5)))
    print("peak", peak)

asyncio.run(main())
