# async/asyncio as CPython runs it: gather cancel outer
import asyncio

async def child(n):
    try:
        await asyncio.sleep(1)
    except asyncio.CancelledError:
        print("child", n, "cancelled")
        raise

async def main():
    g = asyncio.gather(child(1), child(2))
    await asyncio.sleep(0)
    g.cancel()
    try:
        await g
    except asyncio.CancelledError:
        print("gather cancelled")

asyncio.run(main())
