# async/asyncio as CPython runs it: wait for cancel inner
import asyncio

async def worker():
    try:
        await asyncio.sleep(1)
    finally:
        print("worker cleanup")

async def main():
    for t in (0.001, 0):
        try:
            await asyncio.wait_for(worker(), t)
        except TimeoutError:
            print("timeout", t)

asyncio.run(main())
