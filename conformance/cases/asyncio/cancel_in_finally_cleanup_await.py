# async/asyncio as CPython runs it: a cancelled task awaits in its finally block before finishing cancelled
import asyncio

async def worker():
    try:
        await asyncio.sleep(1)
    finally:
        print("cleanup start")
        await asyncio.sleep(0)
        print("cleanup done")

async def main():
    t = asyncio.create_task(worker())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled:", t.cancelled())

asyncio.run(main())
