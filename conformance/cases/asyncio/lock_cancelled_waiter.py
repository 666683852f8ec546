# async/asyncio as CPython runs it: a waiter cancelled while waiting for a Lock does not take it
import asyncio

async def holder(lock, ev):
    async with lock:
        ev.set()
        await asyncio.sleep(0.02)
        print("holder releases")

async def waiter(lock, name):
    async with lock:
        print(name, "got the lock")

async def main():
    lock = asyncio.Lock()
    ev = asyncio.Event()
    h = asyncio.create_task(holder(lock, ev))
    await ev.wait()
    w1 = asyncio.create_task(waiter(lock, "w1"))
    w2 = asyncio.create_task(waiter(lock, "w2"))
    await asyncio.sleep(0)
    w1.cancel()
    await asyncio.gather(h, w1, w2, return_exceptions=True)
    print(w1.cancelled(), lock.locked())

asyncio.run(main())
