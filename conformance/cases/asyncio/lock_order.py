# async/asyncio as CPython runs it: lock order
import asyncio

async def worker(name, lock):
    async with lock:
        print(name, "acquired")
        await asyncio.sleep(0)
        print(name, "released")

async def main():
    lock = asyncio.Lock()
    await asyncio.gather(*(worker(f"w{i}", lock) for i in range(3)))
    print(lock.locked())

asyncio.run(main())
