# a task cancelled while waiting for a Lock does not take it; the next waiter does
import asyncio

async def holder(lock, log):
    async with lock:
        log.append("holder in")
        await asyncio.sleep(0.02)
        log.append("holder out")

async def waiter(lock, name, log):
    try:
        async with lock:
            log.append(name + " in")
    except asyncio.CancelledError:
        log.append(name + " cancelled")
        raise

async def main():
    lock = asyncio.Lock()
    log = []
    h = asyncio.create_task(holder(lock, log))
    await asyncio.sleep(0)
    w1 = asyncio.create_task(waiter(lock, "w1", log))
    w2 = asyncio.create_task(waiter(lock, "w2", log))
    await asyncio.sleep(0)
    w1.cancel()
    await asyncio.gather(h, w1, w2, return_exceptions=True)
    print(log, lock.locked())

asyncio.run(main())
