# asyncio Lock: a critical section with awaits inside does not interleave
import asyncio

async def worker(lock, name, log):
    for _ in range(2):
        async with lock:
            log.append(name + " in")
            await asyncio.sleep(0)
            log.append(name + " out")

async def main():
    lock = asyncio.Lock()
    log = []
    await asyncio.gather(worker(lock, "a", log), worker(lock, "b", log), worker(lock, "c", log))
    for l in log:
        print(l)

asyncio.run(main())
