# asyncio gather: cancelling the gather cancels its children; results show CancelledError
import asyncio

async def child(i):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("child", i, "cancelled")
        raise

async def main():
    kids = [asyncio.create_task(child(i)) for i in range(3)]
    g = asyncio.gather(*kids)
    await asyncio.sleep(0)
    print("cancel ->", g.cancel())
    try:
        await g
    except asyncio.CancelledError:
        print("gather cancelled")
    print([k.cancelled() for k in kids], g.cancelled())

asyncio.run(main())
